"""What `fauna spaces`, `regions`, `show` and `locate` print, byte for byte, in every format and
for both games' boards; and the game file `fauna play --record` saves, for both games, with the
session that made it (see pinned.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from pinned import OUTPUTS, check, run

ANIMALS = ROOT / "deck" / "animals"
# Four cards that between them ask every measure; the cormorant lives in 17 or more areas.
RECORDS = [str(ANIMALS / f"{animal}.yaml") for animal in ("grevys-zebra", "aye-aye", "emperor-penguin", "great-cormorant")]
DECK = ["--deck", str(ROOT / "deck")]
SOURCES = EXAMPLES / "locate"
ZEBRA = str(ANIMALS / "grevys-zebra.yaml")

# name -> (arguments, exit code)
CASES: dict[str, tuple[list[str], int]] = {}
for board in ("fauna-metric", "fauna-imperial", "kompakt"):
    CASES[f"spaces-{board}.txt"] = (["spaces", *RECORDS, "--board", board], 0)
    CASES[f"spaces-{board}.json"] = (["spaces", *RECORDS, "--board", board, "-f", "json"], 0)
    CASES[f"spaces-{board}.csv"] = (["spaces", *RECORDS, "--board", board, "-f", "csv"], 0)
for board in ("fauna-metric", "kompakt"):
    CASES[f"regions-{board}.txt"] = (["regions", *RECORDS, "--board", board], 0)
    CASES[f"regions-{board}.json"] = (["regions", *RECORDS, "--board", board, "-f", "json"], 0)
CASES.update({
    "regions-areas.txt": (["regions"], 0),
    "regions-areas.json": (["regions", "-f", "json"], 0),
    "show-grevys-zebra.txt": (["show", "grevys-zebra", *DECK], 0),
    "show-grevys-zebra.json": (["show", "grevys-zebra", *DECK, "-f", "json"], 0),
    "show-great-cormorant-fauna-imperial.txt": (["show", "great-cormorant", *DECK, "--board", "fauna-imperial"], 0),
    "show-aye-aye-kompakt.txt": (["show", "aye-aye", *DECK, "--board", "kompakt"], 0),
    "show-aye-aye-kompakt.json": (["show", "aye-aye", *DECK, "--board", "kompakt", "-f", "json"], 0),
    "locate-range.yaml": (["locate", str(SOURCES / "two-areas-range.geojson")], 0),
    "locate-range-table.txt": (["locate", str(SOURCES / "two-areas-range.geojson"), "-f", "table"], 0),
    "locate-range.json": (["locate", str(SOURCES / "kenya-range.geojson"), "-f", "json"], 0),
    "locate-points.yaml": (["locate", str(SOURCES / "occurrences.csv")], 0),
    "locate-points-table.txt": (["locate", str(SOURCES / "occurrences.csv"), "-f", "table"], 0),
    "locate-points.json": (["locate", str(SOURCES / "occurrences.csv"), "-f", "json", "--record", ZEBRA], 1),
    "locate-points-record.txt": (["locate", str(SOURCES / "occurrences.csv"), "--record", ZEBRA], 1),
    "locate-range-record-table.txt": (
        ["locate", str(SOURCES / "two-areas-range.geojson"), "-f", "table", "--record", ZEBRA], 0),
    "locate-no-coordinates.txt": (["locate", str(SOURCES / "no-coordinates.csv")], 2),
    "locate-few-points.txt": (["locate", str(SOURCES / "few-points.csv")], 2),
    "locate-range-under-min-share.txt": (["locate", str(SOURCES / "two-areas-range.geojson"), "--min-share", "0.9"], 2),
})

# name -> (play's arguments after the deck, what is typed); each pins the session as NAME.txt
# and the saved file as NAME.yaml.
PLAYED: dict[str, tuple[list[str], list[str]]] = {
    # Seed 5: the aye-aye (weight, length, total_length, tail_length), then a second card.
    "play-record-fauna": (
        ["--players", "anna,ben", "--seed", "5", "--returned-pieces", "correct-or-adjacent"],
        ["Madagaskar", "total_length 11", "Southern Indian Ocean", "weight 2-5 kg", "tail_length 9", "pass", "pass",
         "weight 1", "weight 2", "pass", "pass", "Rift Valley", "quit"]),
    # Seed 4: the emperor penguin (weight, height), then the Chinese giant salamander.
    "play-record-kompakt": (
        ["--players", "anna,ben", "--seed", "4", "--game", "kompakt"],
        ["3", "2", "Antarktis", "southern-ocean", "height 8", "0", "1", "Asien", "1", "quit"]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_output_is_as_pinned(name: str) -> None:
    arguments, exit_code = CASES[name]
    check(name, run(arguments, exit_code=exit_code))


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_play_record_saves_the_game_as_pinned(name: str, tmp_path: Path) -> None:
    """The deck is copied beside the saved file, so that the file's deck path is the same on
    every machine."""
    shutil.copytree(ROOT / "deck", tmp_path / "deck")
    saved = tmp_path / "game.yaml"
    arguments, typed = PLAYED[name]
    output = run(["play", str(tmp_path / "deck"), *arguments, "--record", str(saved)], "\n".join(typed) + "\n")
    check(f"{name}.txt", output.replace(str(tmp_path), "<tmp>"))
    check(f"{name}.yaml", saved.read_text(encoding="utf-8"))
    scored = run(["score", str(saved)])
    assert scored.splitlines()[-1] == output.rstrip("\n").splitlines()[-2]  # the same standing, re-scored


def test_every_pinned_output_of_these_commands_has_a_case() -> None:
    mine = {p.name for p in OUTPUTS.iterdir() if p.name.startswith(("spaces-", "regions-", "show-", "locate-",
                                                                     "play-record-"))}
    assert mine == set(CASES) | {f"{name}{suffix}" for name in PLAYED for suffix in (".txt", ".yaml")}


def test_the_locate_examples_in_the_docs_are_what_it_prints() -> None:
    """docs/geography.md shows `fauna locate` on the sources in tests/examples/locate/."""
    import shlex

    text = (ROOT / "docs" / "geography.md").read_text(encoding="utf-8")
    block = text[text.index("$ fauna locate"):]
    block = block[:block.index("```")]
    examples = [part.splitlines() for part in block.split("$ fauna locate ")[1:]]
    assert len(examples) == 3
    for command, *shown in examples:
        words = shlex.split(command)
        arguments = [str(SOURCES / words[0]), *[str(ROOT / w) if w.endswith(".yaml") else w for w in words[1:]]]
        exit_code = 1 if "--record" in words else 0  # the zebra's record lists the Horn of Africa too
        assert run(["locate", *arguments], exit_code=exit_code).splitlines() == shown, command
