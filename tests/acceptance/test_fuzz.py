"""Fuzzing: mutated records, decks, boards, game files and locate inputs, run in process
through the commands that read them. Whatever goes in, a command ends with 0, 1 or 2 and a
message: never an internal error (exit 3), never a traceback, never a hang.

`make test` runs a short, repeatable pass (25 cases a target, derandomised);
`make fuzz` runs a long, random one: FAUNA_FUZZ_EXAMPLES=100000 in all, spread over the
targets. Each case has a time limit (an alarm) and the run checks its peak memory.
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import string
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ruamel.yaml import YAML

from helpers import run_cli
from conftest import EXAMPLES, ROOT

TARGETS = 8  # the @given tests below; test_the_long_run_covers_the_whole_total counts them
TOTAL = int(os.environ.get("FAUNA_FUZZ_EXAMPLES", "0"))
EXAMPLES_PER_TARGET = max(1, TOTAL // TARGETS) if TOTAL else 25
LONG = TOTAL > 0
CASE_SECONDS = 20  # CPU seconds of one command on one mutated input: far more than any honest run takes
# A case that waits (a blocking read) uses no CPU: the wall clock catches it. The wall limit is
# wider than the CPU limit because a long run shares the machine, and a starved process can
# take many seconds of wall time for one second of work.
WALL_SECONDS = 3 * CASE_SECONDS
PEAK_MB = 1024

FUZZ = settings(
    max_examples=EXAMPLES_PER_TARGET,
    deadline=None,
    derandomize=not LONG,  # the short pass is the same in every CI run
    database=None,
    suppress_health_check=list(HealthCheck),
    print_blob=True,
)

RECORD = (EXAMPLES / "records" / "good" / "grevys-zebra.yaml").read_text(encoding="utf-8")
BOARD = (EXAMPLES / "boards" / "good" / "open-ended.yaml").read_text(encoding="utf-8")
GAME = (EXAMPLES / "games" / "good" / "fauna-one-round.yaml").read_text(encoding="utf-8")
KOMPAKT_GAME = (EXAMPLES / "games" / "good" / "kompakt-one-round.yaml").read_text(encoding="utf-8")
SMALL_DECK = EXAMPLES / "decks" / "good" / "small-deck"

# Values that have broken YAML tools: huge numbers, impossible dates, explicit tags, control
# characters, escape sequences, deep nesting, aliases, odd Unicode.
HOSTILE_SCALARS = [
    "9" * 5000, "0x" + "f" * 400, "0o" + "7" * 400, "1e400", "-1e400", ".nan", ".inf", "-0", "0",
    "2024-02-30", "2024-13-01T25:61:61", "!!bool maybe", "!!float x", "!!int 1.5", "!!omap [a, b]",
    "!!binary ====", "!!timestamp now", "!!set {a}", "!!python/object:os.system", "!!str", "~", "null",
    "\"\\x00\"", "\"\\e[2J\\e[31m\"", "\"\\u202e\"", "\"\\x9b\"", "'" + "a" * 7000 + "'",
    "[" * 200 + "]" * 200, "{a: " * 100 + "1" + "}" * 100, "&x [*x]", "*undefined", "<<: *x",
    "350-430 kg", "1e300 kg", "0.0000000001 mg", "3 parsecs", "-5 m", "5-3 m", "1,5 kg", "NaN kg",
    "{min: 1, max: .inf, unit: kg}", "{value: 1e308, unit: t}", "{value: 12, unit: [kg]}",
    "rift-valley", "RIFT VALLEY", "../../etc/passwd", "/dev/zero", "\"a\\0b.png\"", "' '",
]
YAML_TOKENS = ["- ", ": ", "? ", "{", "}", "[", "]", ",", "&a ", "*a", "!!", "%YAML 1.1\n", "---\n", "...\n",
               "#", "|", ">", "'", "\"", "\t", "\n", "\r\n", "\ufeff", "\x00", "\x1b", "\u2028", "<<: ", "!", "@",
               "`", "%", "\\"]


@contextmanager
def time_limit(seconds: int):  # type: ignore[no-untyped-def]
    """A case that runs longer than `seconds` fails: it would hang a deck's CI."""
    def expired(signum, frame):  # type: ignore[no-untyped-def]
        raise TimeoutError(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run(*args: str, stdin: str = "") -> Any:
    started, cpu_started = time.monotonic(), _cpu_seconds()
    with time_limit(WALL_SECONDS):
        result = run_cli(*args, input=stdin)
    output = result.output + (result.stderr or "")
    assert result.exit_code in (0, 1, 2), f"exit {result.exit_code}: {output[-2000:]} ({result.exception!r})"
    assert "internal error" not in output and "Traceback" not in output, output[-2000:]
    assert _cpu_seconds() - cpu_started < CASE_SECONDS, f"{_cpu_seconds() - cpu_started:.1f} s of CPU"
    assert time.monotonic() - started < WALL_SECONDS
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    assert peak < PEAK_MB, f"the process grew to {peak:.0f} MB"
    return result


# --- mutations ------------------------------------------------------------------------------

def _yaml() -> YAML:
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = False
    return yaml


def structural(text: str) -> st.SearchStrategy[str]:
    """The document loaded, one to three of its values replaced, removed or added, dumped
    back: well-formed YAML with wrong content."""
    data = _yaml().load(text)

    @st.composite
    def mutated(draw) -> str:  # type: ignore[no-untyped-def]
        document = _copy(data)
        for _ in range(draw(st.integers(1, 3))):
            paths = list(_paths(document))
            path = draw(st.sampled_from(paths))
            action = draw(st.sampled_from(["replace", "replace", "delete", "add", "grow"]))
            _mutate(document, path, action, draw)
        import io

        buffer = io.StringIO()
        try:
            _yaml().dump(document, buffer)
        except Exception:  # noqa: BLE001 - a value the dumper will not write: send the raw text
            return text
        return buffer.getvalue()

    return mutated()


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _paths(value: Any, prefix: tuple = ()):  # type: ignore[no-untyped-def]
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*prefix, index))


PLAIN_VALUES = st.one_of(
    st.integers(-(10 ** 30), 10 ** 30), st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none(),
    st.text(max_size=60), st.text(alphabet=string.printable + "\x00\x1b\x9b\u202e\ufeff", max_size=200),
    st.lists(st.integers(), max_size=5), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.sampled_from(["kg", "1 kg", "0 g", "350-430 kg", "rift-valley", "weight 18", "pass", "green", "mammal",
                     "x" * 5000, "fauna", "kompakt", "fauna-metric"]),
)


def _mutate(document: Any, path: tuple, action: str, draw) -> None:  # type: ignore[no-untyped-def]
    if not path:
        return
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    if action == "replace":
        parent[key] = draw(PLAIN_VALUES)
    elif action == "delete":
        del parent[key]
    elif action == "add" and isinstance(parent, dict):
        parent[draw(st.text(min_size=1, max_size=12))] = draw(PLAIN_VALUES)
    elif action == "grow" and isinstance(parent[key], list):
        parent[key] = parent[key] * draw(st.integers(2, 50))
    elif action == "grow" and isinstance(parent[key], str):
        parent[key] = parent[key] * draw(st.integers(2, 200))


def raw(text: str) -> st.SearchStrategy[str]:
    """The text cut, doubled and spliced with YAML tokens and hostile scalars: mostly broken
    YAML, sometimes YAML that parses into something strange."""
    lines = text.split("\n")

    @st.composite
    def mutated(draw) -> str:  # type: ignore[no-untyped-def]
        work = list(lines)
        for _ in range(draw(st.integers(1, 4))):
            index = draw(st.integers(0, len(work) - 1))
            kind = draw(st.sampled_from(["token", "scalar", "scalar", "delete", "double", "swap", "indent"]))
            line = work[index]
            if kind == "token":
                at = draw(st.integers(0, len(line)))
                work[index] = line[:at] + draw(st.sampled_from(YAML_TOKENS)) + line[at:]
            elif kind == "scalar" and ":" in line:
                head = line.split(":", 1)[0]
                work[index] = f"{head}: {draw(st.sampled_from(HOSTILE_SCALARS))}"
            elif kind == "delete" and len(work) > 1:
                del work[index]
            elif kind == "double":
                work.insert(index, line)
            elif kind == "swap":
                other = draw(st.integers(0, len(work) - 1))
                work[index], work[other] = work[other], work[index]
            elif kind == "indent":
                work[index] = " " * draw(st.integers(1, 9)) + line
        return "\n".join(work)

    return mutated()


def hostile(text: str) -> st.SearchStrategy[str]:
    return st.one_of(structural(text), raw(text))


def _write(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8", "surrogatepass"))


@pytest.fixture()
def deck(tmp_path: Path) -> Path:
    folder = tmp_path / "deck"
    shutil.copytree(SMALL_DECK, folder)
    return folder


# --- targets --------------------------------------------------------------------------------

@FUZZ
@given(text=hostile(RECORD))
def test_records_through_validate_spaces_regions(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("r") / "grevys-zebra.yaml"
    _write(path, text)
    for args in (["validate", str(path), "-f", "json"], ["spaces", str(path)], ["regions", str(path)],
                 ["spaces", str(path), "-f", "csv"]):
        run(*args)


@FUZZ
@given(text=hostile(RECORD))
def test_a_record_in_a_deck_through_show_and_print(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path_factory.mktemp("d") / "deck"
    shutil.copytree(SMALL_DECK, deck)
    _write(deck / "animals" / "grevys-zebra.yaml", text)
    run("validate", str(deck))
    run("show", "grevys-zebra", "--deck", str(deck))
    run("print", str(deck), "--select", "grevys-zebra", "--layout", "fronts", "-o", str(deck.parent / "c.pdf"))


@FUZZ
@given(text=hostile((SMALL_DECK / "deck.yaml").read_text(encoding="utf-8")))
def test_deck_manifests(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path_factory.mktemp("m") / "deck"
    shutil.copytree(SMALL_DECK, deck)
    _write(deck / "deck.yaml", text)
    run("validate", str(deck), "-f", "sarif")
    run("print", str(deck), "--layout", "fronts", "--card-size", "poker", "-o", str(deck.parent / "c.pdf"))


@FUZZ
@given(text=hostile(BOARD))
def test_boards_through_validate_show_and_spaces(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    board = tmp_path_factory.mktemp("b") / "board.yaml"
    _write(board, text)
    run("validate", str(board))
    run("board", "show", str(board), "-f", "json")
    run("spaces", str(EXAMPLES / "records" / "good"), "--board", str(board), "-f", "json")
    if LONG and hash(text) % 50 == 0:  # printing a board takes seconds: now and then in the long run
        run("board", "print", str(board), "--paper", "a1", "-o", str(board.parent / "b.pdf"))


@FUZZ
@given(text=st.one_of(hostile(GAME), hostile(KOMPAKT_GAME)))
def test_game_files_through_score(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("g")
    game = folder / "game.yaml"
    # The game files name their deck relative to themselves: point them at the sample deck.
    _write(game, text.replace("../../../../deck", str(ROOT / "deck")))
    run("score", str(game))
    run("score", str(game), "-f", "json")
    run("validate", str(game))


MOVES = st.one_of(
    st.sampled_from(["pass", "PASS", "rift-valley", "Rift Valley", "weight 18", "weight 200-500 kg", "length 1",
                     "tail 99999", "areas", "scales", "help", "?", "", " ", "99", "9" * 400, "-1", "\x1b[2J",
                     "height 12", "total_length 3", "africa", "atlantic"]),
    st.text(max_size=30),
)


@FUZZ
@given(game=st.sampled_from(["fauna", "kompakt"]), seed=st.integers(0, 10 ** 6),
       lines=st.lists(MOVES, max_size=60))
def test_play_with_any_typing(game: str, seed: int, lines: list[str]) -> None:
    run("play", str(ROOT / "deck"), "--players", "anna,ben,cleo", "--game", game, "--seed", str(seed),
        stdin="\n".join(lines) + "\nquit\n")


CSV_HEADERS = st.sampled_from(["decimalLatitude\tdecimalLongitude", "lat,lon", "latitude;longitude", "x,y",
                               "lat", "", "\ufefflat,lon", "lat,lon,lat"])
BIG_CELL = "<big>"  # written as 200,000 characters: larger than the csv module's field limit
CSV_CELLS = st.one_of(st.floats(allow_nan=True, allow_infinity=True).map(str), st.integers(-1000, 1000).map(str),
                      st.text(max_size=12), st.just(BIG_CELL), st.just(""), st.just("\x00"))


@FUZZ
@given(header=CSV_HEADERS, rows=st.lists(st.tuples(CSV_CELLS, CSV_CELLS), max_size=40),
       delimiter=st.sampled_from([",", "\t", ";"]), encoding=st.sampled_from(["utf-8", "utf-16", "latin-1"]))
def test_occurrence_files_through_locate(tmp_path_factory, header: str, rows, delimiter: str, encoding: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("l") / "points.csv"
    text = header + "\n" + "\n".join(delimiter.join(row) for row in rows) + "\n"
    text = text.replace(BIG_CELL, "a" * 200_000)
    # Latin-1 cannot hold most of the generated text: write "?" for what it cannot hold.
    path.write_bytes(text.encode(encoding, "surrogatepass" if encoding.startswith("utf") else "replace"))
    run("locate", str(path), "-f", "json")


GEOJSON = st.recursive(
    st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-400, 400), st.none(), st.text(max_size=8)),
    lambda children: st.one_of(st.lists(children, max_size=6), st.dictionaries(
        st.sampled_from(["type", "coordinates", "features", "geometry", "properties", "crs", "geometries"]),
        children, max_size=4)),
    max_leaves=40,
)
GEOMETRY_TYPES = st.sampled_from(["Polygon", "MultiPolygon", "Point", "LineString", "GeometryCollection",
                                  "FeatureCollection", "Feature", "Nonsense"])


@FUZZ
@given(kind=GEOMETRY_TYPES, body=GEOJSON, ring=st.lists(st.tuples(st.floats(-400, 400), st.floats(-100, 100)),
                                                         max_size=12))
def test_range_maps_through_locate(tmp_path_factory, kind: str, body, ring) -> None:  # type: ignore[no-untyped-def]
    import json

    path = tmp_path_factory.mktemp("g") / "range.geojson"
    polygon = {"type": "Polygon", "coordinates": [[list(p) for p in ring] + ([list(ring[0])] if ring else [])]}
    feature = {"type": "Feature", "properties": {}, "geometry": polygon if kind == "Polygon" else body}
    document = {"type": "FeatureCollection", "features": [feature]} if kind != "Nonsense" else body
    try:
        path.write_text(json.dumps(document, allow_nan=True), encoding="utf-8")
    except (TypeError, ValueError):
        return
    run("locate", str(path))


def test_the_long_run_covers_the_whole_total() -> None:
    """`make fuzz` promises FAUNA_FUZZ_EXAMPLES cases in all: one share a target, and every
    target counted (a ninth share once went to no test, 11,112 cases short of 100,000)."""
    targets = [value for name, value in globals().items()
               if name.startswith("test_") and hasattr(value, "hypothesis")]
    assert len(targets) == TARGETS
    assert TARGETS * (100_000 // TARGETS) == 100_000
