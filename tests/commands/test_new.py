"""`fauna new`: a skeleton record in the documented field order that `fauna validate` reads
and asks to complete; areas from a range map; a card in deck.yaml that keeps its comments."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from helpers import run_cli
from pinned import check, run

FIELD_ORDER = ["id", "name", "scientific_name", "class", "classification", "difficulty", "areas", "area_count",
               "measures", "sources", "sex", "illustration", "illustration_fit", "names", "notes"]
RANGE = EXAMPLES / "locate" / "kenya-range.geojson"


@pytest.fixture()
def deck(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    run_cli("init", "d", exit_code=0)
    monkeypatch.chdir(tmp_path / "d")
    return tmp_path / "d"


def _keys(text: str) -> list[str]:
    """The top-level keys of a record, those commented out included, in file order."""
    keys = []
    for line in text.splitlines()[1:]:
        bare = line.removeprefix("# ")
        if bare[:1].isalpha() and ":" in bare:
            keys.append(bare.split(":")[0])
    return keys


def test_the_skeleton_has_every_field_in_order_and_validate_says_what_is_missing(deck: Path) -> None:
    check("new.txt", run(["new", "arctic-fox", "--name", "Arctic fox", "--scientific-name", "Vulpes lagopus"]))
    text = (deck / "animals" / "arctic-fox.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=../schema/animal.schema.json\nid: arctic-fox\n")
    keys = _keys(text)
    assert keys == [key for key in FIELD_ORDER if key in keys] and set(FIELD_ORDER) - set(keys) == {"area_count"}
    check("new-validate.txt", run(["validate", "."], exit_code=1))


def test_a_skeleton_is_valid_yaml(deck: Path) -> None:
    from ruamel.yaml import YAML

    run_cli("new", "kea", "-n", "Kea: mountain parrot", "-s", "Nestor notabilis", "-c", "bird", exit_code=0)
    record = YAML(typ="safe").load((deck / "animals" / "kea.yaml").read_text(encoding="utf-8"))
    assert record["name"] == "Kea: mountain parrot" and record["class"] == "bird"
    assert list(record["measures"]) == ["weight", "length", "total_length", "height", "tail_length"]


def test_areas_from_a_range_map(deck: Path) -> None:
    pytest.importorskip("geopandas")
    shutil.copy(RANGE, deck.parent / "range.geojson")
    check("new-from-range.txt", run(["new", "grevys-zebra", "-n", "Grevy's zebra", "-s", "Equus grevyi",
                                     "--class", "mammal", "--from", "../range.geojson"]))
    text = (deck / "animals" / "grevys-zebra.yaml").read_text(encoding="utf-8")
    assert "\nareas: [rift-valley]\narea_count: 1\n" in text


def test_add_to_deck_pairs_two_new_animals_and_keeps_the_comments(deck: Path) -> None:
    before = (deck / "deck.yaml").read_text(encoding="utf-8")
    output = run(["new", "arctic-fox", "-n", "Arctic fox", "-s", "Vulpes lagopus", "--add-to-deck"])
    assert (deck / "deck.yaml").read_text(encoding="utf-8") == before
    output += run(["new", "snowy-owl", "-n", "Snowy owl", "-s", "Bubo scandiacus", "--add-to-deck"])
    check("new-add-to-deck.txt", output)
    assert (deck / "deck.yaml").read_text(encoding="utf-8") == before + "  - [arctic-fox, snowy-owl]\n"


def test_add_to_deck_keeps_the_sample_decks_layout(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "deck", tmp_path / "deck", ignore=shutil.ignore_patterns("animalia"))
    before = (tmp_path / "deck" / "deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "deck" / "animals" / "wolf.yaml").write_text("id: wolf\n", encoding="utf-8")
    run_cli("new", "dingo", "-n", "Dingo", "-s", "Canis dingo", "-d", str(tmp_path / "deck"), "--add-to-deck",
            exit_code=0)
    after = (tmp_path / "deck" / "deck.yaml").read_text(encoding="utf-8")
    assert after == before + "  - [wolf, dingo]\n"
    first = (tmp_path / "deck" / "animals" / "dingo.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=../../schema/animal.schema.json"


def test_an_empty_card_list_becomes_a_block_list(deck: Path) -> None:
    (deck / "deck.yaml").write_text('title: t\nversion: "1"\nlanguage: en\ncards: []  # none yet\n', encoding="utf-8")
    run_cli("new", "kea", "-n", "Kea", "-s", "Nestor notabilis", "--add-to-deck", exit_code=0)
    text = (deck / "deck.yaml").read_text(encoding="utf-8")
    assert text.endswith("cards:     # none yet\n  - [red-fox, kea]\n")


def test_refusals(deck: Path) -> None:
    output = run(["new", "Arctic Fox", "-n", "Arctic fox", "-s", "Vulpes lagopus"], exit_code=2)
    output += run(["new", "red-fox", "-n", "Red fox", "-s", "Vulpes vulpes"], exit_code=2)
    output += run(["new", "kea", "-n", "Kea", "-s", "Nestor notabilis", "-d", "nowhere"], exit_code=2)
    output += run(["new", "kea", "-n", " ", "-s", "Nestor notabilis"], exit_code=2)
    output += run(["new", "kea", "-n", "Kea", "-s", "Nestor notabilis", "--from", "missing.geojson"], exit_code=2)
    check("new-refusals.txt", output)
    assert not (deck / "animals" / "kea.yaml").exists()


def test_a_deck_yaml_that_cannot_be_read_is_bad_input(deck: Path) -> None:
    (deck / "deck.yaml").write_text("cards: [\n", encoding="utf-8")
    result = run_cli("new", "kea", "-n", "Kea", "-s", "Nestor notabilis", "--add-to-deck", exit_code=1)
    assert "cannot be read as a deck" in result.output and "Traceback" not in result.output
    assert not (deck / "animals" / "kea.yaml").exists()
