"""Reading YAML (load/yamlio.py, load/yaml_nodes.py): the data is what ruamel's safe loader
builds, every position comes from libyaml's marks without a second, round-trip parse, and
the depth check on composed nodes agrees with the parser's events."""

from __future__ import annotations

import math
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from conftest import EXAMPLES, ROOT
from expectations import header_expectations
from ruamel.yaml.error import YAMLError

from fauna_cards.load import yamlio
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.yaml_nodes import Loader, build, deeper_than

YAML_FILES = sorted(path for folder in (EXAMPLES, ROOT / "deck", ROOT / "maps") for path in folder.rglob("*.y*ml"))


def _text_of(raw: bytes) -> str | None:
    """The file's text as yamlio reads it (UTF-8, a BOM allowed), or None for a file it
    refuses before parsing: a NUL byte, UTF-16, or bytes that are not UTF-8."""
    if b"\x00" in raw or raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None


TEXT_FILES = [path for path in YAML_FILES if _text_of(path.read_bytes()) is not None]
# Values that take ruamel's constructor down its rarer paths: tags, merge keys, sets, dates,
# numbers at and past the limits, aliases, keys that are not text.
ODD_VALUES = [
    "9" * 18, "9" * 19, "9" * 5000, "0x" + "f" * 16, "0x" + "f" * 400, "0o17", "0b101", "-12", "+12", "1_000", "012",
    "1e400", "-1e400", ".nan", ".inf", "1.5", "-0", "0", "true", "True", "FALSE", "yes", "~", "null", "", "''",
    "2024-02-29", "2024-02-30", "2024-01-01T10:00:00Z", "!!bool maybe", "!!bool yes", "!!float x", "!!int 1.5",
    "!!str 12", "!!binary aGVsbG8=", "!!binary ====", "!!omap [a: 1, b: 2]", "!!pairs [a: 1, a: 2]", "!!set {a, b}",
    "!!timestamp now", "!!python/object:os.system", "!custom x", "&x [1, 2]", "&x {a: 1}", "{<<: {a: 1}, b: 2}",
    "{<<: [{a: 1}, {c: 3}], b: 2}", "{=: 1}", "{a: 1, a: 2}", "{1: a, 2: b}", "{null: a}", "{true: a}",
    "{? [a, b] : c}", "{? {a: b} : c}", "{2024-01-01: a}", "{1.5: a}", "[[[[]]]]", "\"\\u202e\"", "'a\u2028b'",
]


def _same(a: Any, b: Any, seen: set[tuple[int, int]] | None = None) -> bool:
    """Equal, and of the same types all the way down (1 is not True, a dict not an omap); a
    collection that contains itself is compared once."""
    seen = set() if seen is None else seen
    if type(a) is not type(b):
        return False
    if isinstance(a, (dict, list, tuple)):
        if (id(a), id(b)) in seen:
            return True
        seen.add((id(a), id(b)))
    if isinstance(a, dict):
        return (list(a) == list(b) and all(_same(x, y, seen) for x, y in zip(a, b))
                and all(_same(a[k], b[k], seen) for k in a))
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y, seen) for x, y in zip(a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


def _outcome(read: Any) -> tuple[str, Any]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return "data", read()
        except YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            return type(error).__name__, (str(getattr(error, "problem", error)), mark and (mark.line, mark.column))


def _ours(text: str) -> Any:
    loader = Loader(text)
    try:
        root = loader.get_single_node()
        return None if root is None else build(loader, root)[0]
    finally:
        loader.dispose()


def _ruamels(text: str) -> Any:
    loader = Loader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def _assert_built_as_ruamel_builds(text: str) -> None:
    ours, theirs = _outcome(lambda: _ours(text)), _outcome(lambda: _ruamels(text))
    assert ours[0] == theirs[0], (text[:200], ours, theirs)
    if ours[0] == "data":
        assert _same(ours[1], theirs[1]), text[:200]
    else:
        assert ours == theirs


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_example_file_is_built_as_ruamel_builds_it(path: Path) -> None:
    _assert_built_as_ruamel_builds(_text_of(path.read_bytes()))  # type: ignore[arg-type]


def test_the_files_that_are_no_text_are_the_hostile_encodings_alone() -> None:
    """Left out above, each refused by the loader before any parsing (test_examples.py runs the
    hostile records and pins their findings)."""
    left_out = {path.relative_to(EXAMPLES).as_posix() for path in YAML_FILES if path not in TEXT_FILES}
    assert left_out == {"hostile/records/latin-1.yaml", "hostile/records/nul-byte.yaml",
                        "hostile/records/utf-16.yaml"}


@pytest.mark.parametrize("value", ODD_VALUES)
def test_odd_values_are_built_as_ruamel_builds_them(value: str) -> None:
    for text in (f"id: x\nvalue: {value}\nother: 1\n", f"list: [{value}, {value}]\n", f"- {value}\n- [{value}]\n",
                 f"{value}: key\n", f"a: &a {{k: {value}}}\nb: *a\nc: [*a, {value}]\n"):
        _assert_built_as_ruamel_builds(text)


def test_bad_records_are_placed_without_the_round_trip_loader(monkeypatch: pytest.MonkeyPatch) -> None:
    import ruamel.yaml
    import ruamel.yaml.main

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("positions come from the C parser's marks, not from a round-trip parse")

    monkeypatch.setattr(ruamel.yaml.main.YAML, "__init__", refuse)
    monkeypatch.setattr(ruamel.yaml, "YAML", refuse)
    bad = sorted((EXAMPLES / "records" / "bad").glob("*.yaml"))
    assert len(bad) > 30
    for path in bad:
        found = Counter((d.code, d.line, d.column) for d in check_targets(collect_targets([str(path)])).diagnostics)
        assert found == header_expectations(path), path.name


@pytest.mark.parametrize(("text", "loc", "position"), [
    # An empty value sits where ruamel's own parser put it: at what follows it in a block
    # mapping, after the colon in a flow mapping, after the colon when a comment follows.
    ("name:\nid: 3\n", ("name",), (2, 1)),
    ("a:\n\nb: 1\n", ("a",), (3, 1)),
    ("x: 1\nname:", ("name",), (2, 6)),
    ("k:\n  a:\nb: 1\n", ("k", "a"), (3, 1)),
    ("a: # c\nb: 1\n", ("a",), (1, 3)),
    ("k:\n  a: # c\n  b: 1\n", ("k", "a"), (2, 5)),
    ("k: {a: , b: 1}\n", ("k", "a"), (1, 7)),
    # Lines end at \n, \r\n or \r alone, as editors count them (libyaml also ends one at
    # U+2028); U+FEFF takes no column.
    ("a: 'x\u2028y'\nb: 1\n", ("b",), (2, 4)),
    ("a: [x\ufeffy, z]\n", ("a", 1), (1, 9)),
    ("a: 1\r\nb: [1, 2]\r\n", ("b", 1), (2, 8)),
    ("a: 1\rb: 2\r", ("b",), (2, 4)),
    # Keys that are not text, keys that are missing, and paths that leave the document.
    ("2: a\ntrue: b\nnull: c\n", (True,), (2, 7)),
    ("2: a\ntrue: b\nnull: c\n", (None,), (3, 7)),
    ("a: {b: [x, {c: d}]}\n", ("a", "b", 1, "c"), (1, 16)),
    ("a: {b: [x, {c: d}]}\n", ("a", "b", 5), (1, 8)),
    ("a: {b: 1}\n", ("a", "missing", "deeper"), (1, 4)),
    ("just text\n", ("a",), (1, 1)),
])
def test_positions(tmp_path: Path, text: str, loc: tuple[Any, ...], position: tuple[int, int]) -> None:
    path = tmp_path / "f.yaml"
    path.write_bytes(text.encode("utf-8"))
    document = yamlio.load_yaml(path, "f.yaml")
    assert document.problems == []
    assert document.locate(loc) == position


def test_a_key_is_placed_at_the_key(tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_text("id: x\nmeasures:\n  wieght: 1 kg\n", encoding="utf-8")
    document = yamlio.load_yaml(path, "f.yaml")
    assert document.locate(("measures", "wieght"), at_key=True) == (3, 3)
    assert document.locate(("measures", "wieght")) == (3, 11)


def _nested(depth: int, alias_depth: int = 0) -> list[str]:
    """Flow, block and aliased nesting around `depth` levels."""
    flow = "a: " + "[" * depth + "x" + "]" * depth + "\n"
    block = "".join("  " * level + "- \n" for level in range(depth - 1)) + "  " * (depth - 1) + "- x\n"
    block_maps = "".join("  " * level + f"k{level}:\n" for level in range(depth)) + "  " * depth + "v\n"
    aliased = ("a: &deep " + "[" * alias_depth + "x" + "]" * alias_depth + "\n"
               + "b: " + "[" * (depth - alias_depth) + "*deep" + "]" * (depth - alias_depth) + "\n")
    return [flow, block, block_maps, aliased, "c: 1\n" + flow, "{x: [1, 2], y: " + "{" * depth + "}" * depth + "}\n"]


@pytest.mark.parametrize("depth", [60, 63, 64, 65, 66, 100])
def test_the_depth_of_composed_nodes_is_the_depth_the_events_see(depth: int) -> None:
    for text in _nested(depth, alias_depth=depth // 2):
        loader = Loader(text)
        try:
            mark = deeper_than(loader.get_single_node(), yamlio.MAX_DEPTH)
        finally:
            loader.dispose()
        from_nodes = None if mark is None else (mark.line + 1, mark.column + 1)
        assert from_nodes == yamlio._too_deep(text), text[:80]


def _event_depth(text: str) -> int:
    """The deepest nesting the parser's events reach, up to a syntax error if there is one."""
    from ruamel.yaml.events import CollectionEndEvent, CollectionStartEvent

    loader, depth, deepest = Loader(text), 0, 0
    try:
        while loader.check_event():
            event = loader.get_event()
            depth += isinstance(event, CollectionStartEvent) - isinstance(event, CollectionEndEvent)
            deepest = max(deepest, depth)
    except YAMLError:
        pass
    finally:
        loader.dispose()
    return deepest


@pytest.mark.parametrize("depth", [1, 5, 64, 65])
def test_no_text_nests_deeper_than_its_indicators_allow(depth: int) -> None:
    compact = ["- " * depth + "x\n", "-\n" * depth + "x\n", "- " * (depth - 1) + "-", "-\t" * depth + "x\n",
               "- " * depth + "\u2028x\n", "? " * depth + "x\n", "[" * depth + "]" * depth + "\n",
               '["a":' * depth + "x" + "]" * depth + "\n", "[a: " * depth + "x" + "]" * depth + "\n",
               "rift-valley: 2.4-6.3 t\nareas: [a-b, c-d]\n" + "k: " * depth + "v\n"]
    deepest = []
    for text in [*_nested(depth, alias_depth=depth // 2), *compact]:
        deepest.append(_event_depth(text))
        assert yamlio._nesting_bound(text) >= deepest[-1], repr(text[:60])
    assert max(deepest) >= depth  # the texts do nest as deep as they are meant to
