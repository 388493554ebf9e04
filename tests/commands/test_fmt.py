"""`fauna fmt`: the canonical layout of records and deck files, --check and --diff, files
that do not read, and that formatting is idempotent and keeps comments."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from conftest import EXAMPLES, ROOT
from helpers import run_cli
from pinned import check, run
from fauna_cards.format_yaml import MANIFEST, RECORD, Layout, format_text, model_layout
from fauna_cards.games.animalia.cards import AnimaliaDeck

FMT = EXAMPLES / "fmt"
EXAMPLE_NAMES = sorted(path.name for path in (FMT / "in").glob("*.yaml"))
BUNDLED_RECORDS = sorted((ROOT / "deck" / "animals").glob("*.yaml"))


def _layout(name: str) -> Layout:
    if name.startswith("animalia-"):
        return model_layout(AnimaliaDeck)
    return MANIFEST if name.startswith("deck-") else RECORD


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_messy_example_comes_out_as_expected(name: str) -> None:
    messy = (FMT / "in" / name).read_text(encoding="utf-8")
    expected = (FMT / "out" / name).read_text(encoding="utf-8")
    assert format_text(messy, _layout(name)) == expected


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_expected_output_is_in_form(name: str) -> None:
    expected = (FMT / "out" / name).read_text(encoding="utf-8")
    assert format_text(expected, _layout(name)) == expected


def test_comments_and_schema_line_are_kept() -> None:
    formatted = (FMT / "out" / "record-out-of-order.yaml").read_text(encoding="utf-8")
    assert formatted.startswith("# yaml-language-server: $schema=")
    assert "# The card's class and its place in the tree of life.\nclass: mammal\n" in formatted
    assert "difficulty: green   # a well-known animal\n" in formatted
    assert "measures:\n  # mass of adults of both sexes\n  weight: 350-430 kg\n" in formatted


def test_measure_spelling_never_changes_a_value() -> None:
    formatted = (FMT / "out" / "record-measure-forms.yaml").read_text(encoding="utf-8")
    assert "weight: {min: 3, max: 6.3, unit: kg}" in formatted
    assert "height: about 70 cm" in formatted  # does not read: left as written
    assert "tail_length: 5 in" in formatted


def _shuffled(text: str, data: st.DataObject) -> str:
    """`text` with its top-level fields (one line each, or with their indented lines) in an
    order hypothesis picks: what formatting must undo."""
    lines = text.splitlines(keepends=True)
    head = [line for line in lines[:1] if line.startswith("#")]
    blocks: list[list[str]] = []
    for line in lines[len(head):]:
        if line[:1] not in (" ", "#", "\n") or not blocks:
            blocks.append([line])
        else:
            blocks[-1].append(line)
    return "".join(head + [line for block in data.draw(st.permutations(blocks)) for line in block])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_formatting_is_idempotent_and_undoes_any_field_order(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(BUNDLED_RECORDS + sorted((FMT / "in").glob("*.yaml"))))
    layout = _layout(path.name)
    text = path.read_text(encoding="utf-8")
    once = format_text(text, layout)
    assert format_text(once, layout) == once
    if "#" not in text.split("\n", 1)[1]:  # comments stay with their field: compare files without
        assert format_text(_shuffled(text, data), layout) == once


@settings(max_examples=40, deadline=None)
@given(low=st.sampled_from(["350", "2.5", "0.45", ".5"]), high=st.sampled_from(["430", "2.75", "9"]),
       dash=st.sampled_from(["-", " - ", "\u2013", " \u2013 ", "-  "]), gap=st.sampled_from(["", " ", "   "]))
def test_any_spelling_of_a_range_comes_out_canonical(low: str, high: str, dash: str, gap: str) -> None:
    assume(float(low) <= float(high))  # a range that starts above its end does not read: left as is
    text = f"id: x\nmeasures:\n  length: {low}{dash}{high}{gap}m\n"
    formatted = format_text(text, RECORD)
    assert f"  length: {low}-{high} m\n" in formatted
    assert format_text(formatted, RECORD) == formatted


def test_bundled_deck_is_in_form() -> None:
    result = run_cli("fmt", "--check", str(ROOT / "deck"), exit_code=0)
    assert "0 files would be formatted" in result.stdout


def test_bundled_files_come_back_byte_identical() -> None:
    for path in BUNDLED_RECORDS:
        text = path.read_text(encoding="utf-8")
        assert format_text(text, RECORD) == text, path.name


def _messy_deck(tmp_path: Path) -> Path:
    deck = tmp_path / "deck"
    (deck / "animals").mkdir(parents=True)
    shutil.copy(FMT / "in" / "deck-messy.yaml", deck / "deck.yaml")
    for name in ("record-out-of-order.yaml", "record-in-form.yaml", "record-measure-forms.yaml"):
        shutil.copy(FMT / "in" / name, deck / "animals" / name)
    (deck / "mkdocs.yml").write_text("site_name: notes\n", encoding="utf-8")
    return deck


def test_check_lists_the_files_it_would_change_and_changes_nothing(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    deck = _messy_deck(tmp_path)
    before = {path: path.read_bytes() for path in deck.rglob("*.y*ml")}
    monkeypatch.chdir(tmp_path)
    check("fmt-check.txt", run(["fmt", "--check", "deck"], exit_code=1))
    assert {path: path.read_bytes() for path in deck.rglob("*.y*ml")} == before


def test_fmt_writes_the_files_then_check_passes(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    deck = _messy_deck(tmp_path)
    monkeypatch.chdir(tmp_path)
    check("fmt-write.txt", run(["fmt", "deck"]))
    assert (deck / "deck.yaml").read_text(encoding="utf-8") == (FMT / "out" / "deck-messy.yaml").read_text(encoding="utf-8")
    assert run_cli("fmt", "--check", "deck", exit_code=0).stdout == "0 files would be formatted, 4 unchanged, 1 other YAML file skipped\n"
    assert not [path for path in deck.rglob("*") if path.name.endswith(".tmp")]


def test_diff_prints_the_change_and_writes_nothing(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    deck = _messy_deck(tmp_path)
    monkeypatch.chdir(tmp_path)
    before = (deck / "deck.yaml").read_bytes()
    check("fmt-diff.txt", run(["fmt", "--diff", "deck/deck.yaml"]))
    assert (deck / "deck.yaml").read_bytes() == before


def test_a_file_that_does_not_parse_is_reported_and_left_untouched(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    shutil.copy(EXAMPLES / "records" / "bad" / "yaml-syntax.yaml", broken)
    before = broken.read_bytes()
    result = run_cli("fmt", str(broken), exit_code=1)
    assert f"{broken.as_posix()}:7:6: a list in brackets is not closed" in result.stderr
    assert "Traceback" not in result.output
    assert broken.read_bytes() == before


def test_one_broken_file_does_not_stop_the_others(tmp_path: Path) -> None:
    deck = _messy_deck(tmp_path)
    (deck / "animals" / "broken.yaml").write_text("id: broken\nareas: [a, b\n", encoding="utf-8")
    result = run_cli("fmt", str(deck), exit_code=1)
    assert "3 files formatted, 1 unchanged, 1 not readable" in result.stdout
    assert "broken.yaml:3:1:" in result.stderr


def test_other_kinds_are_skipped(tmp_path: Path) -> None:
    board = tmp_path / "board.yaml"
    shutil.copy(next((EXAMPLES / "boards" / "good").glob("*.yaml")), board)
    result = run_cli("fmt", "--check", str(board), exit_code=2)
    assert "no records or deck files to format" in result.stderr


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert "no such file or directory" in run_cli("fmt", str(tmp_path / "missing"), exit_code=2).stderr
    run_cli("fmt", "--no-such-option", exit_code=2)


def test_the_pre_commit_hook_formats_every_deck_of_the_repository() -> None:
    from ruamel.yaml import YAML

    hooks = YAML(typ="safe").load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    hook = next(hook for hook in hooks if hook["id"] == "fauna-fmt")
    assert hook["entry"] == "fauna fmt" and hook["language"] == "python"
    assert hook["pass_filenames"] is False and hook["args"] == ["."]  # the walk skips YAML that is not ours


def test_what_init_and_new_write_is_already_in_form(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # A new deck and a new record's skeleton (empty `sources: []` followed by commented-out
    # fields) must pass `fmt --check` as written, or the pre-commit hook fails on day one.
    run_cli("init", str(tmp_path / "deck"), exit_code=0)
    monkeypatch.chdir(tmp_path / "deck")
    run_cli("new", "arctic-fox", "--name", "Arctic fox", "--scientific-name", "Vulpes lagopus",
            "--add-to-deck", exit_code=0)
    result = run_cli("fmt", "--check", ".", exit_code=0)
    assert "0 files would be formatted, 4 unchanged" in result.output


def test_a_deck_version_is_quoted() -> None:
    assert format_text('title: t\nversion: 1.2.0\ncards: []\n', MANIFEST) == 'title: t\nversion: "1.2.0"\ncards: []\n'


def test_an_animalia_deck_takes_the_order_of_its_model_at_every_level() -> None:
    layout = model_layout(AnimaliaDeck)
    assert layout.order[:5] == ("game", "title", "version", "language", "translations")
    assert layout.item_order["families"] == ("id", "names", "colour", "medal", "illustrations")
    assert layout.item_order["cards"] == ("id", "family", "role", "names", "illustration")
    assert layout.item_order["powers"][:3] == ("role", "names", "symbol")
    assert layout.nested_order == {"medals": ("each_family", "excellence")}
    formatted = (FMT / "out" / "animalia-deck-messy.yaml").read_text(encoding="utf-8")
    # the dash moves to the new first key; a comment stays above the field it belongs to
    assert "  - id: cats\n    names: {en: Cats, de: Katzen}\n    # orange, as on the box\n    colour:" in formatted
    assert "  - role: thief\n    names: {en: Steal, de: Stehlen}\n" in formatted
    assert "# the box: 15 of each family, 15 prizes of excellence\nmedals:\n  each_family: 15\n" in formatted


def test_an_animalia_deck_named_on_the_command_line_is_formatted(tmp_path: Path) -> None:
    deck = tmp_path / "two-families.yaml"
    shutil.copy(FMT / "in" / "animalia-deck-messy.yaml", deck)
    result = run_cli("fmt", str(deck), exit_code=0)
    assert "1 file formatted" in result.stdout
    assert deck.read_text(encoding="utf-8") == (FMT / "out" / "animalia-deck-messy.yaml").read_text(encoding="utf-8")
    run_cli("fmt", "--check", str(ROOT / "deck" / "animalia"), exit_code=0)  # the bundled one is in form


def test_every_item_of_a_list_is_ordered_within_its_own_lines() -> None:
    """An item already in order is left alone, the ones after it are still ordered, a comment
    moves with the field below it (the dash goes on the key, not the comment), and the last
    item's lines end where the next field's comment begins."""
    messy = (
        "game: animalia\n"
        "cards: []\n"
        "powers:\n"
        "  - role: thief\n"
        "    names: {en: Steal}\n"
        "  - names: {en: Peek}\n"
        "    # binoculars\n"
        "    symbol: binoculars\n"
        "    role: spy\n"
        "  - cards: 1\n"
        "    # the prankster\n"
        "    role: prankster\n"
        "    names: {en: Gift}\n"
        "# the box\n"
        "medals:\n"
        "  excellence: 15\n"
        "  each_family: 15\n"
    )
    expected = (
        "game: animalia\n"
        "cards: []\n"
        "powers:\n"
        "  - role: thief\n"
        "    names: {en: Steal}\n"
        "  - role: spy\n"
        "    names: {en: Peek}\n"
        "    # binoculars\n"
        "    symbol: binoculars\n"
        "    # the prankster\n"
        "  - role: prankster\n"
        "    names: {en: Gift}\n"
        "    cards: 1\n"
        "# the box\n"
        "medals:\n"
        "  each_family: 15\n"
        "  excellence: 15\n"
    )
    layout = model_layout(AnimaliaDeck)
    assert format_text(messy, layout) == expected
    assert format_text(expected, layout) == expected
