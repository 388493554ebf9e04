"""What a YAML file is, told from its schema line, then its keys (docs/format.md, "Which
files are checked"): each rule with a file that only it decides."""

from pathlib import Path

import pytest

from fauna_cards.load.kinds import recognise, recognise_named
from fauna_cards.load.yamlio import load_yaml

OURS = "# yaml-language-server: $schema=../schema/{}.schema.json\n"
FOREIGN = "# yaml-language-server: $schema=https://json.schemastore.org/github-workflow.json\n"
BROKEN = "\t[unclosed: {\n"  # a line that makes the file fail to parse


def _document(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "file.yaml"
    path.write_text(text, encoding="utf-8")
    return load_yaml(path, "file.yaml")


@pytest.mark.parametrize(("schema", "kind"), [
    ("animal", "record"), ("deck", "manifest"), ("board", "board"), ("game", "game"), ("areas", "areas"),
    ("regions", "regions"), ("paper", "paper"), ("components", "components"), ("services", "services"),
    ("language", "language"), ("animalia-deck", "game-deck"),
])
def test_a_schema_line_of_ours_decides_whatever_the_keys(tmp_path: Path, schema: str, kind: str) -> None:
    document = _document(tmp_path, OURS.format(schema) + "scales: []\nid: x\n")
    assert recognise(document) == kind
    assert recognise_named(document) == kind


@pytest.mark.parametrize("line", [FOREIGN, OURS.format("mkdocs"), "# yaml-language-server: $schema=board.json\n"])
def test_a_schema_line_of_another_tool_skips_a_walked_file_and_leaves_a_named_one_to_its_keys(
        tmp_path: Path, line: str) -> None:
    record = _document(tmp_path, line + "id: x\nclass: mammal\n")
    assert recognise(record) is None
    assert recognise_named(record) == "record"
    board = _document(tmp_path, line + "scales: []\n")
    assert recognise(board) is None
    assert recognise_named(board) == "board"


@pytest.mark.parametrize(("text", "kind"), [
    ("scales: []\nname: x\n", "board"),
    ("rounds: []\nname: x\n", "game"),
    ("areas:\n  - id: sahel\n", "areas"),
    ("regions:\n  - id: africa\n", "regions"),
    ("messages: {}\ndecimal_separator: ','\n", "language"),
    ("game: animalia\ncards: []\n", "game-deck"),
    ("game: animalia\nplayers: [a, b]\n", "game"),
])
def test_the_keys_that_make_each_of_our_other_formats(tmp_path: Path, text: str, kind: str) -> None:
    document = _document(tmp_path, text)
    assert recognise(document) == kind
    assert recognise_named(document) == kind


@pytest.mark.parametrize("text", [
    "areas:\n  - id: sahel\nscientific_name: Equus grevyi\n",  # areas as mappings, in a record
    "areas: [sahel]\n",  # areas as ids
    "areas: []\n",
    "regions:\n  - africa\nid: x\n",  # a record's `regions` beside its id
    "game: fauna\ncards: []\nid: x\n",  # a game on a board has no deck of its own
    "game: chess\ncards: []\nid: x\n",
    "messages: {}\nid: x\n",
    "classification: {order: A, family: B}\n",  # one record field is enough
])
def test_a_record_by_its_fields_even_when_it_shares_a_key_with_another_format(tmp_path: Path, text: str) -> None:
    document = _document(tmp_path, text)
    assert recognise(document) == "record"
    assert recognise_named(document) == "record"


@pytest.mark.parametrize("text", [
    "name: CI\non: push\njobs: {}\n",  # a workflow: `name` alone is no record's
    "site_name: x\nnav: []\nnotes: x\n",
    "dependencies: [python]\n",
    "- name: x\n  sources: [y]\n",  # a list of mappings with none of our keys
    "game: chess\nplayers: [a, b]\n",
])
def test_a_file_with_keys_none_of_them_ours_is_skipped_in_a_walk_and_a_record_when_named(
        tmp_path: Path, text: str) -> None:
    document = _document(tmp_path, text)
    assert recognise(document) is None
    assert recognise_named(document) == "record"


@pytest.mark.parametrize(("text", "kind"), [
    ("scales:\n  weight: [\n" + BROKEN, "board"),
    ("rounds:\n" + BROKEN, "game"),
    ('"id": x\n' + BROKEN, "record"),
    ("- scientific_name: x\n" + BROKEN, "record"),
    ("site_name: x\n" + BROKEN, None),
])
def test_a_file_that_does_not_parse_is_told_by_the_keys_at_its_left_margin(
        tmp_path: Path, text: str, kind: str | None) -> None:
    document = _document(tmp_path, text)
    assert document.problems
    assert recognise(document) == kind


@pytest.mark.parametrize("text", ["", "# only a comment\n", "just words\n", "- a\n- b\n", "42\n"])
def test_a_file_whose_keys_cannot_be_read_is_checked_as_a_record(tmp_path: Path, text: str) -> None:
    document = _document(tmp_path, text)
    assert recognise(document) == "record"
    assert recognise_named(document) == "record"


def test_a_list_of_records_is_told_by_its_items_keys(tmp_path: Path) -> None:
    assert recognise(_document(tmp_path, "- id: x\n  class: mammal\n")) == "record"
