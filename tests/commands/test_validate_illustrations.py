"""Which files `fauna validate` accepts as illustrations, and that `fauna print` agrees.

Every hostile case goes through both commands: no internal error, no hang, and the same
verdict (validate accepts: print draws it; validate finds a problem: print refuses, exit 1).
"""

from __future__ import annotations

import faulthandler
import io
import json
import os
import shutil
import socket
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PIL import Image

from expectations import expect_table
from helpers import run_cli
from conftest import EXAMPLES
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.illustrations import Unusable, load_illustration
from fauna_cards.load.svg_illustration import MAX_SVG_DATA, MAX_SVG_ELEMENTS

HOSTILE = EXAMPLES / "hostile" / "illustrations"
ZEBRA = Path("animals") / "grevys-zebra.yaml"
SECONDS = 30  # per command and illustration; the largest accepted files take a few seconds
HANG = 300  # a run still going after this is a hang: stop with every thread's traceback
SVG_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250">'


def _image(kind: str, size: tuple[int, int] = (8, 8)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (200, 60, 40)).save(buffer, format=kind)
    return buffer.getvalue()


def _deck(tmp_path: Path) -> Path:
    """The small deck with the hostile files in images/, and a file just outside it."""
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    shutil.copytree(HOSTILE, deck / "images")
    (tmp_path / "secret.png").write_bytes((HOSTILE / "small.png").read_bytes())
    return deck


def _illustrate(deck: Path, written: str) -> None:
    record = deck / ZEBRA
    # JSON strings are YAML double-quoted strings: a NUL character survives as \u0000.
    record.write_text(record.read_text(encoding="utf-8") + f"illustration: {json.dumps(written)}\n", encoding="utf-8")


@pytest.fixture()
def no_hang() -> Iterator[None]:
    faulthandler.dump_traceback_later(HANG, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def _validate_and_print(deck: Path) -> tuple[list[str], int, int, bool]:
    """The codes validate reports, both exit codes, and whether print wrote the PDF; each
    command within its time bound and without an internal error."""
    pdf = deck.parent / "cards.pdf"
    commands = {
        "validate": ["validate", str(deck), "--format", "json"],
        "print": ["print", str(deck), "-o", str(pdf), "--select", "grevys-zebra", "--layout", "fronts"],
    }
    results = {}
    for name, arguments in commands.items():
        started = time.monotonic()
        results[name] = result = run_cli(*arguments)
        assert time.monotonic() - started < SECONDS, f"{name} took too long"
        assert result.exit_code != 3 and "internal error" not in result.output + result.stderr, result.stderr
    report = json.loads(results["validate"].stdout)
    codes = [d["code"] for d in report["diagnostics"]]
    return codes, results["validate"].exit_code, results["print"].exit_code, pdf.exists()


def _assert_agreement(deck: Path, expected: str) -> None:
    codes, validated, printed, written = _validate_and_print(deck)
    if expected == "ok":
        assert (codes, validated) == ([], 0)
        assert printed == 0 and written
    else:
        assert (codes, validated) == ([expected], 1)
        assert printed == 1 and not written


# --- cases made by the test: large files and special files ---------------------------

Maker = Callable[[Path], str]  # writes into the deck's images/ folder; returns the path to name


def _svg(name: str, body: Callable[[], str]) -> Maker:
    def make(images: Path) -> str:
        (images / name).write_text(SVG_HEAD + body() + "</svg>", encoding="utf-8")
        return f"../images/{name}"

    return make


def _points(count: int) -> str:
    return " ".join(f"L{i % 397} {i * 7 % 251}" for i in range(count))


def _bytes(name: str, content: Callable[[], bytes]) -> Maker:
    def make(images: Path) -> str:
        (images / name).write_bytes(content())
        return f"../images/{name}"

    return make


def _solid_png(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("L", (width, height), 90).save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


def _itxt(size: int) -> bytes:
    import struct
    import zlib

    png = _image("PNG")
    body = b"iTXt" + b"Comment\0\0\0\0\0" + b"x" * size
    chunk = struct.pack(">I", len(body) - 4) + body + struct.pack(">I", zlib.crc32(body))
    return png[:33] + chunk + png[33:]


def _special(kind: str) -> Maker:
    def make(images: Path) -> str:
        target = images / f"special-{kind}.png"
        if kind == "fifo":
            os.mkfifo(target)
        elif kind == "folder":
            target.mkdir()
        elif kind == "device":
            try:
                os.mknod(target, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # a character device: /dev/null
            except (PermissionError, AttributeError):
                pytest.skip("no permission to make a device node")
        elif kind == "loop":
            target.symlink_to(images / "special-loop-back.png")
            (images / "special-loop-back.png").symlink_to(target)
        elif kind == "link-out":
            target.symlink_to(images.parent.parent / "secret.png")
        elif kind == "link-to-dev-zero":
            target.symlink_to("/dev/zero")
        elif kind == "link-in":
            target.symlink_to(images / "small.png")
        return f"../images/{target.name}"

    return make


GENERATED: dict[str, tuple[Maker, str]] = {
    "svg-over-5-mb": (_svg("big.svg", lambda: "<!--" + "x" * (5 * 1024 * 1024) + "-->"), "illustration-too-large"),
    "svg-10-mb-path": (_svg("path.svg", lambda: f'<path d="M0 0 {_points(1_200_000)}"/>'), "illustration-too-large"),
    "svg-3-mb-path": (_svg("path.svg", lambda: f'<path d="M0 0 {_points(400_000)}"/>'), "illustration-too-large"),
    "svg-too-many-elements": (_svg("many.svg", lambda: '<rect width="2" height="2"/>' * MAX_SVG_ELEMENTS),
                              "illustration-too-large"),  # with the root, one too many
    "svg-largest-accepted": (_svg("largest.svg", lambda: "".join(
        f'<path fill="#c83c28" d="M{i % 397} {i % 251} {_points(18)}"/>' for i in range(MAX_SVG_ELEMENTS - 1))),
        "ok"),
    "svg-nested-to-the-limit": (_svg("nested.svg", lambda: "<g>" * 99 + '<rect width="9" height="9"/>' + "</g>" * 99),
                                "ok"),
    "svg-use-chain-to-the-limit": (_svg("chain.svg", lambda: '<defs><rect id="u0" width="9" height="9"/>' + "".join(
        f'<g id="u{i}"><use href="#u{i - 1}"/></g>' for i in range(1, 50)) + '</defs><use href="#u49"/>'), "ok"),
    "css-nested-brackets": (_svg("brackets.svg", lambda: "<style>a{" + "(" * 100_000 + "}</style>"),
                            "illustration-unreadable"),
    "svg-longest-path-accepted": (_svg("longest.svg", lambda: f'<path d="M0 0 {_points(MAX_SVG_DATA // 11)}"/>'),
                                  "ok"),
    "png-over-20-mb": (_bytes("big.png", lambda: _image("PNG") + b"\0" * (20 * 1024 * 1024)), "illustration-too-large"),
    "png-45-megapixels": (_bytes("wide.png", lambda: _solid_png(9000, 5000)), "illustration-too-large"),
    "png-40-megapixels": (_bytes("largest.png", lambda: _solid_png(8000, 5000)), "ok"),
    "png-5-mb-itxt": (_bytes("itxt.png", lambda: _itxt(5 * 1024 * 1024)), "ok"),
    "fifo": (_special("fifo"), "illustration-unreadable"),
    "folder": (_special("folder"), "illustration-unreadable"),
    "device": (_special("device"), "illustration-unreadable"),
    "symlink-loop": (_special("loop"), "illustration-unreadable"),
    "symlink-out-of-the-deck": (_special("link-out"), "illustration-outside"),
    "symlink-to-dev-zero": (_special("link-to-dev-zero"), "illustration-outside"),
    "symlink-inside-the-deck": (_special("link-in"), "ok"),
    "nul-in-the-path": (lambda images: "../images/a\0b.png", "illustration-unreadable"),
    "name-too-long": (lambda images: "../images/" + "a" * 300 + ".png", "illustration-unreadable"),
    "absolute-path": (lambda images: str(images / "small.png"), "illustration-outside"),
}


def _expectations() -> dict[str, str]:
    return dict(expect_table(HOSTILE / "EXPECT", 2))  # type: ignore[arg-type]


def _cases() -> list:  # type: ignore[type-arg]
    files = [pytest.param(lambda images, n=name: f"../images/{n}", expected, id=name)
             for name, expected in _expectations().items()]
    made = [pytest.param(make, expected, id=name) for name, (make, expected) in GENERATED.items()]
    return files + made


def test_every_hostile_file_has_an_expectation() -> None:
    listed = set(_expectations())
    present = {path.name for path in HOSTILE.iterdir()} - {"EXPECT"}
    assert listed == present


@pytest.mark.parametrize(("make", "expected"), _cases())
def test_validate_and_print_agree_on_a_hostile_illustration(tmp_path: Path, no_hang: None, make: Maker,
                                                            expected: str) -> None:
    deck = _deck(tmp_path)
    _illustrate(deck, make(deck / "images"))
    _assert_agreement(deck, expected)


# --- no fetching, no files outside the deck ------------------------------------------------


def test_no_reference_makes_a_connection(tmp_path: Path, no_hang: None) -> None:
    """URLs to a listening local socket, in every place an SVG can name one: nothing
    connects, whether the file is refused (a reference) or accepted (a DTD or entity that
    is simply not loaded)."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        url = f"http://127.0.0.1:{server.getsockname()[1]}"
        rect = '<rect width="40" height="25"/>'
        svgs = {
            "href": (f'<image href="{url}/a.png" width="8" height="8"/>', "", "illustration-outside"),
            "xlink": (f'<image xlink:href="{url}/a.png" width="8" height="8"/>', "", "illustration-outside"),
            "css-import": (f'<style>@import url({url}/c.css);</style>', "", "illustration-outside"),
            "css-url": (f'<rect width="4" height="4" style="fill:url({url}/p.svg#p)"/>', "", "illustration-outside"),
            "dtd": ("", f'<!DOCTYPE svg SYSTEM "{url}/svg.dtd">', "ok"),
            "entity": ("<text y='9'>&e;</text>", f'<!DOCTYPE svg [<!ENTITY e SYSTEM "{url}/e">]>', "ok"),
            "xinclude": (f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{url}/x.xml"/>', "",
                         "illustration-outside"),
        }
        for name, (body, doctype, expected) in svgs.items():
            deck = _deck(tmp_path / name)
            (deck / "images" / "net.svg").write_text(
                f'{doctype}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                f'width="40" height="25">{rect}{body}</svg>', encoding="utf-8")
            _illustrate(deck, "../images/net.svg")
            _assert_agreement(deck, expected)
        server.setblocking(False)
        with pytest.raises(BlockingIOError):
            server.accept()  # nobody knocked


def test_an_external_entity_is_not_read_into_the_drawing() -> None:
    picture = load_illustration(HOSTILE / "entities-unresolved.svg", HOSTILE, "entities-unresolved.svg")
    assert not any("root:" in text.text for text in _strings(picture.drawing))


def _strings(node) -> Iterator:  # type: ignore[no-untyped-def, type-arg]
    """The text shapes (reportlab String) of a drawing."""
    if isinstance(getattr(node, "text", None), str):
        yield node
    for child in getattr(node, "contents", []):
        yield from _strings(child)


def test_svg_text_prints_in_the_embedded_card_fonts(tmp_path: Path) -> None:
    """A font-family is never looked up as a file or with fontconfig: text takes the card
    fonts, which the PDF embeds."""
    from pdf_checks import assert_fonts_embedded

    from fauna_cards.printing.fonts import BOLD, ITALIC

    picture = load_illustration(HOSTILE / "font-file-names.svg", HOSTILE, "font-file-names.svg")
    assert [text.fontName for text in _strings(picture.drawing)] == [BOLD, ITALIC]
    deck = _deck(tmp_path)
    _illustrate(deck, "../images/font-file-names.svg")
    result = run_cli("print", str(deck), "-o", str(tmp_path / "cards.pdf"), "--select", "grevys-zebra")
    assert result.exit_code == 0, result.stderr
    assert_fonts_embedded((tmp_path / "cards.pdf").read_bytes())


def test_an_svg_draws_its_image_from_the_deck(tmp_path: Path) -> None:
    """The <image> file is read by the bounded reader and handed to svglib as data; the
    card shows it."""
    import pypdfium2

    deck = _deck(tmp_path)
    Image.new("RGB", (8, 8), (30, 60, 200)).save(deck / "images" / "blue.png")
    (deck / "images" / "blue.svg").write_text(
        f'{SVG_HEAD}<image href="blue.png" width="400" height="250" preserveAspectRatio="none"/></svg>',
        encoding="utf-8")
    _illustrate(deck, "../images/blue.svg")
    out = tmp_path / "cards.pdf"
    result = run_cli("print", str(deck), "-o", str(out), "--select", "grevys-zebra", "--layout", "fronts")
    assert result.exit_code == 0, result.stderr
    page = pypdfium2.PdfDocument(out.read_bytes())[0].render(scale=0.5).to_pil().convert("RGB")
    blue = sum(count for count, (r, g, b) in page.getcolors(1 << 20) if b > 150 and r < 80)
    assert blue > 5_000  # the picture box, in the image's blue


def test_each_bound_is_a_finding_with_a_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    from fauna_cards.load import svg_illustration

    monkeypatch.setattr(svg_illustration, "MAX_SVG_ELEMENTS", 5)
    with pytest.raises(Unusable) as raised:
        load_illustration(HOSTILE / "use-internal.svg", HOSTILE, "use-internal.svg")
    assert raised.value.code == "illustration-too-large" and raised.value.hint


# --- the plain cases -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "content", "codes"),
    [
        ("picture.png", _image("PNG"), []),
        ("picture.jpg", _image("JPEG"), []),
        ("picture.png", b"\x89PNG\r\n\x1a\n" + b"\0" * 16, ["illustration-unreadable"]),  # damaged
        ("picture.svg", b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>', []),
        ("picture.svg", b'<svg xmlns="http://www.w3.org/2000/svg"/>', ["illustration-unreadable"]),  # no size
        ("picture.svg", b"just some text", ["illustration-unreadable"]),
        ("picture.gif", b"GIF89a" + b"\0" * 16, ["illustration-unreadable"]),
    ],
)
def test_png_jpeg_and_svg_are_illustrations(tmp_path: Path, name: str, content: bytes, codes: list[str]) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    (deck / name).write_bytes(content)
    _illustrate(deck, f"../{name}")
    result = check_targets(collect_targets([str(deck)]))
    assert [d.code for d in result.diagnostics] == codes


def test_a_finding_points_at_the_illustration_key(tmp_path: Path) -> None:
    deck = _deck(tmp_path)
    _illustrate(deck, "../images/use-bomb.svg")
    (diagnostic,) = check_targets(collect_targets([str(deck)])).diagnostics
    lines = (deck / ZEBRA).read_text(encoding="utf-8").splitlines()
    assert lines[diagnostic.line - 1].startswith("illustration:")
    assert diagnostic.code == "illustration-too-large" and "<use>" in diagnostic.message


def test_a_folder_of_records_inside_a_deck_finds_pictures_beside_it(tmp_path: Path) -> None:
    """deck/animals checked alone: its records' ../images are inside the deck, as they are
    when the deck or one record is checked; outside any deck, they leave the folder."""
    deck = tmp_path / "deck"
    (deck / "animals").mkdir(parents=True)
    (deck / "images").mkdir()
    (deck / "images" / "zebra.png").write_bytes(_image("PNG"))
    record = (EXAMPLES / "records" / "good" / "grevys-zebra.yaml").read_text(encoding="utf-8")
    (deck / "animals" / "grevys-zebra.yaml").write_text(record + "illustration: ../images/zebra.png\n",
                                                         encoding="utf-8")
    shutil.copy(EXAMPLES / "records" / "good" / "emperor-penguin.yaml", deck / "animals")
    loose = tmp_path / "loose" / "animals"
    shutil.copytree(deck / "animals", loose)
    shutil.copytree(deck / "images", tmp_path / "loose" / "images")
    (deck / "deck.yaml").write_text("title: t\nversion: '1'\nlanguage: en\ncards:\n  - [grevys-zebra, emperor-penguin]\n",
                                    encoding="utf-8")
    for target in (deck / "animals", deck / "animals" / "grevys-zebra.yaml", deck):
        assert run_cli("validate", str(target)).exit_code == 0, target
    outside = run_cli("validate", str(loose), exit_code=1)
    assert "illustration-outside" in outside.output
