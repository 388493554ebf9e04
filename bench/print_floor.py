"""The floor of `fauna print` and `fauna map`: the same pages drawn by reportlab alone.

`record` runs a fauna command once, in this process, with its canvas wrapped so that every
reportlab call it makes is written down with its arguments: the pages' content as data
(texts as set, sizes as fitted, the map's outlines as one form per area, drawn with
beginForm and placed with doForm). `draw` is the floor: a bare reportlab script that reads
that data once, registers the same fonts (fauna_cards/fonts) and makes the same calls on a
plain canvas, with no fauna-cards code at all. Its PDF is byte for byte the command's,
which is the proof that it draws the same pages; what the command costs beyond it is ours.
The floor is a little generous: it parses its record (1.6 MB of JSON for the bundled deck,
about 20 ms) where a script written by hand would read the card map (275 kB, 2 ms).

    python bench/print_floor.py record OPS.json OUT.pdf -- print deck
    python bench/print_floor.py draw OPS.json FLOOR.pdf
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "fauna_cards" / "fonts"
FONT_FILES = {"FaunaSans": "DejaVuSans.ttf", "FaunaSans-Bold": "DejaVuSans-Bold.ttf",
              "FaunaSans-Oblique": "DejaVuSans-Oblique.ttf"}
QUERIES = {"stringWidth"}  # calls that draw nothing: the floor need not repeat them


# --- record: fauna-cards draws, every canvas call is written down -------------------------

class _Recorder:
    """Stands for a canvas (or a path or text object it made) and logs each call made on
    it: [object number, method, arguments, keyword arguments]."""

    def __init__(self, target, number: int, log: list, made: list[int]) -> None:  # type: ignore[no-untyped-def]
        self._target, self._number, self._log, self._made = target, number, log, made

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        value = getattr(self._target, name)
        if not callable(value) or name in QUERIES or name.startswith("_"):
            return value

        def call(*args, **kwargs):  # type: ignore[no-untyped-def]
            entry = [self._number, name, [_encode(a) for a in args], {k: _encode(v) for k, v in kwargs.items()}]
            self._log.append(entry)
            result = value(*[_unwrap(a) for a in args], **{k: _unwrap(v) for k, v in kwargs.items()})
            if type(result).__name__ in ("PDFPathObject", "PDFTextObject"):
                self._made[0] += 1
                entry.append(self._made[0])  # the object this call made, by number
                return _Recorder(result, self._made[0], self._log, self._made)
            return result

        return call


def _unwrap(value):  # type: ignore[no-untyped-def]
    return value._target if isinstance(value, _Recorder) else value


def _encode(value):  # type: ignore[no-untyped-def]
    from reportlab.lib.colors import Color

    if isinstance(value, _Recorder):
        return {"object": value._number}
    if isinstance(value, Color):
        return {"colour": [value.red, value.green, value.blue, value.alpha]}
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    if value is None or isinstance(value, (str, int, float)):
        return value
    raise TypeError(f"cannot record a {type(value).__name__}")


PATH_STEPS = {"moveTo": "m", "lineTo": "l", "close": "c"}


def _compact(calls: list) -> list:
    """The calls as the floor replays them: [object, method, args, kwargs, made object or
    None]. A colour given as text becomes the colour reportlab reads it as; a method whose
    arguments hold objects or colours is marked '!' (the floor decodes only those); a path's
    run of moveTo/lineTo/close is one 'steps' entry, replayed in a plain loop, as a script
    drawing the map from its outlines would."""
    from reportlab.lib.colors import toColor

    out: list = []
    for number, method, args, kwargs, *made in calls:
        if method in PATH_STEPS and not kwargs:
            step = [PATH_STEPS[method], *args]
            if out and out[-1][1] == "steps" and out[-1][0] == number:
                out[-1][2].append(step)
            else:
                out.append([number, "steps", [step], {}, None])
            continue
        if method in ("setFillColor", "setStrokeColor") and isinstance(args[0], str):
            args = [_encode(toColor(args[0])), *args[1:]]
        plain = all(not isinstance(v, (list, dict)) for v in [*args, *kwargs.values()])
        out.append([number, method if plain else "!" + method, args, kwargs, made[0] if made else None])
    return out


def record(ops: Path, output: Path, arguments: list[str]) -> None:
    import fauna_cards.printing.canvas as canvas_module

    documents: list = []
    name = "PdfCanvas" if hasattr(canvas_module, "PdfCanvas") else "Canvas"  # the class new_canvas makes
    real = getattr(canvas_module, name)

    def recording_canvas(buffer, **kwargs):  # type: ignore[no-untyped-def]
        log: list = []
        documents.append({"canvas": kwargs, "calls": log})
        return _Recorder(real(buffer, **kwargs), 0, log, [0])

    setattr(canvas_module, name, recording_canvas)
    from fauna_cards.cli import main

    sys.argv = ["fauna", *arguments, "-o", str(output)]
    try:
        main()
    except SystemExit as done:
        if done.code:
            raise
    finally:
        setattr(canvas_module, name, real)
    for document in documents:
        document["calls"] = _compact(document["calls"])
    # reportlab's settings that shape the bytes: streams wrapped in ASCII85 or not (fauna
    # writes them binary; the floor sets it for the whole run, its pages have no inline image)
    settings = {"useA85": int(b"/ASCII85Decode" in output.read_bytes())}
    ops.write_text(json.dumps({"settings": settings, "documents": documents}, separators=(",", ":")),
                   encoding="utf-8")


# --- draw: the floor, reportlab alone ------------------------------------------------------

def draw(ops: Path, output: Path) -> None:
    from reportlab import rl_config
    from reportlab.lib.colors import Color
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen.canvas import Canvas

    recorded = json.loads(ops.read_text(encoding="utf-8"))
    for setting, value in recorded["settings"].items():
        setattr(rl_config, setting, value)
    for name, file in FONT_FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(FONTS / file)))
    colours: dict = {}

    def decode(value, objects):  # type: ignore[no-untyped-def]
        if isinstance(value, list):
            return [decode(v, objects) for v in value]
        if isinstance(value, dict):
            if "object" in value:
                return objects[value["object"]]
            key = tuple(value["colour"])
            if key not in colours:  # each colour built once, as a careful script would
                colours[key] = Color(*key)
            return colours[key]
        return value

    for document in recorded["documents"]:
        buffer = io.BytesIO()
        objects = {0: Canvas(buffer, **document["canvas"])}
        for number, method, args, kwargs, made in document["calls"]:
            target = objects[number]
            if method == "steps":
                move, line, close = target.moveTo, target.lineTo, target.close
                for step in args:
                    if step[0] == "l":
                        line(step[1], step[2])
                    elif step[0] == "m":
                        move(step[1], step[2])
                    else:
                        close()
                continue
            if method[0] == "!":
                method = method[1:]
                args = [decode(a, objects) for a in args]
                kwargs = {k: decode(v, objects) for k, v in kwargs.items()}
            result = getattr(target, method)(*args, **kwargs)
            if made is not None:
                objects[made] = result
        output.write_bytes(buffer.getvalue())


if __name__ == "__main__":
    mode, *rest = sys.argv[1:]
    if mode == "record":
        ops_file, out_file, separator, *command = rest
        assert separator == "--", __doc__
        record(Path(ops_file), Path(out_file), command)
    elif mode == "draw":
        draw(Path(rest[0]), Path(rest[1]))
    else:
        sys.exit(__doc__)
