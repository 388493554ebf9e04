"""`fauna medals` on the bundled ANIMALIA deck: the harvests the rulebook's examples allow,
best first, and every refusal in one line with its exit code."""

from __future__ import annotations

import json
import shutil

import pytest
from typer.testing import CliRunner

from conftest import EXAMPLES, ROOT
from fauna_cards.commands.group import app
from pinned import check, run

# The rulebook's medal examples, with cards of the bundled deck.
FIVE_FAMILIES = ["cats-spy", "horses-dandy", "dogs-mangy", "rabbits-thief", "parrots-champion"]
OWL_THREE_DOGS_A_RABBIT = ["owl", "dogs-spy", "dogs-thief", "dogs-champion", "rabbits-dandy"]
OWL_FOUR_FAMILIES = ["owl", "cats-spy", "horses-dandy", "dogs-mangy", "rabbits-thief"]
TWO_DOGS_PARROT_HORSE = ["dogs-dandy", "dogs-prankster", "cats-dandy", "parrots-spy", "horses-thief"]
TWO_CAT_BONUS = ["--bonus", "cats-thief", "--bonus", "cats-champion"]


def medals(*arguments: str, exit_code: int = 0):  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, ["medals", *arguments])
    assert result.exit_code == exit_code, result.output
    return result


def options(*arguments: str) -> list[dict]:
    return json.loads(medals(*arguments, "--format", "json").stdout)["options"]


def test_five_different_families_earn_one_medal_each() -> None:
    data = json.loads(medals(*FIVE_FAMILIES, "-f", "json").stdout)
    assert data["best"] == {"total": 5, "medals": {"cats": 1, "horses": 1, "dogs": 1, "rabbits": 1, "parrots": 1}}
    assert len(data["options"]) == 1 and data["options"][0]["five_families"]


def test_the_owl_joins_the_dogs_or_pairs_the_rabbit() -> None:
    found = options(*OWL_THREE_DOGS_A_RABBIT)
    assert [(o["medals"], o["owl"]) for o in found[:2]] == [
        ({"dogs": 3, "rabbits": 2}, "rabbits"), ({"dogs": 4}, "dogs")]
    assert found[0]["total"] == 5
    assert found[-1] == {"total": 3, "medals": {"dogs": 3}, "five_families": False, "covers": {}, "owl": None}


def test_the_owl_completes_five_families_or_pairs_any_of_the_four() -> None:
    found = options(*OWL_FOUR_FAMILIES)
    assert found[0]["medals"] == {"cats": 1, "horses": 1, "dogs": 1, "rabbits": 1, "parrots": 1}
    assert (found[0]["total"], found[0]["owl"]) == (5, "parrots")
    assert [(o["medals"], o["owl"]) for o in found[1:]] == [
        ({family: 2}, family) for family in ("cats", "horses", "dogs", "rabbits")]


def test_two_cat_bonus_cards_cover_the_parrot_and_the_horse() -> None:
    without = options(*TWO_DOGS_PARROT_HORSE)
    assert [o["medals"] for o in without] == [{"dogs": 2}]
    best = options(*TWO_DOGS_PARROT_HORSE, *TWO_CAT_BONUS)[0]
    assert best["medals"] == {"cats": 3, "dogs": 2}
    assert best["covers"] == {"cats-thief": "parrots-spy", "cats-champion": "horses-thief"}


def test_an_option_earning_as_much_with_fewer_bonus_cards_ranks_first() -> None:
    found = options("cats-spy", "cats-thief", "dogs-spy", "dogs-thief", "horses-spy", "--bonus", "cats-dandy")
    assert found[0]["medals"] == {"cats": 3, "dogs": 2} and len(found[0]["covers"]) == 1
    assert {"total": 4, "medals": {"cats": 2, "dogs": 2}, "five_families": False, "covers": {}, "owl": None} in found


def test_a_collection_still_being_built_is_counted_as_it_stands() -> None:
    output = medals("dogs-spy", "dogs-thief").stdout
    assert "collection: dogs-spy, dogs-thief (2 of 5 cards)" in output
    assert "1. 2 medals: Dogs 2" in output


def test_text_names_the_families_as_the_deck_does_and_numbers_the_options() -> None:
    output = medals(*OWL_THREE_DOGS_A_RABBIT).stdout
    assert "1. 5 medals: Dogs 3, Rabbits 2; the owl as Rabbits" in output
    assert "2. 4 medals: Dogs 4; the owl as Dogs" in output


def test_the_deck_folder_or_the_folder_above_it(tmp_path) -> None:
    shutil.copytree(ROOT / "deck" / "animalia", tmp_path / "animalia")
    for folder in (tmp_path, tmp_path / "animalia", tmp_path / "animalia" / "deck.yaml"):
        assert options(*FIVE_FAMILIES, "--deck", str(folder))[0]["total"] == 5


@pytest.mark.parametrize(("arguments", "message"), [
    (["dogs-champ"], "fauna: error: no card 'dogs-champ' in the deck; did you mean 'dogs-champion'?\n"),
    (["Champion Dog"], "fauna: error: no card 'Champion Dog' in the deck; did you mean 'dogs-champion'?\n"),
    (["owl", "--bonus", "dogs-spyy"], "fauna: error: no card 'dogs-spyy' in the deck; did you mean 'dogs-spy'?\n"),
    (["owl", "dogs-spy", "owl"], "fauna: error: 'owl' is named twice: the deck holds each card once\n"),
    (["owl", "--bonus", "owl"], "fauna: error: 'owl' is named twice: the deck holds each card once\n"),
    ([*FIVE_FAMILIES, "owl"], "fauna: error: a collection holds at most 5 cards, not 6\n"),
    (["owl", *[f"--bonus=cats-{role}" for role in ("champion", "dandy", "cutie", "mangy", "thief", "spy", "prankster")]],
     "fauna: error: at most 6 bonus cards, not 7\n"),
])
def test_usage_problems_are_one_line_and_exit_2(arguments: list[str], message: str) -> None:
    assert medals(*arguments, exit_code=2).stderr == message


def test_no_card_at_all_is_a_usage_error() -> None:
    result = medals(exit_code=2)
    assert result.stderr.startswith("fauna: error: missing argument 'CARD'\n")
    assert "Traceback" not in result.output


def test_a_missing_deck_is_exit_2(tmp_path) -> None:
    result = medals("owl", "--deck", str(tmp_path / "nowhere"), exit_code=2)
    assert result.stderr.startswith("fauna: error: no ANIMALIA deck in ")


def test_a_deck_with_errors_is_exit_1(tmp_path) -> None:
    shutil.copy(EXAMPLES / "animalia" / "bad" / "joker-count-none.yaml", tmp_path / "deck.yaml")
    result = medals("dogs-spy", "--deck", str(tmp_path), exit_code=1)
    assert result.stderr.count("\n") == 1
    assert "the deck has no joker" in result.stderr and "fauna validate" in result.stderr


def test_the_outputs_of_two_cat_bonus_cards_are_pinned() -> None:
    arguments = ["medals", *TWO_DOGS_PARROT_HORSE, *TWO_CAT_BONUS]
    check("medals-two-cat-bonus.txt", run(arguments))
    check("medals-two-cat-bonus.json", run([*arguments, "--format", "json"]))


def test_the_outputs_of_the_owl_are_pinned() -> None:
    check("medals-owl.txt", run(["medals", *OWL_THREE_DOGS_A_RABBIT]))
    check("medals-owl.json", run(["medals", *OWL_THREE_DOGS_A_RABBIT, "-f", "json"]))
