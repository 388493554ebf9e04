"""ANIMALIA as a registered game: a spec without a board, its deck and game files found by
the walk, and the board commands refusing it as a usage error."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, ROOT
from typer.testing import CliRunner

from fauna_cards.commands.group import app
from fauna_cards.games import ON_A_BOARD, all_specs, get
from fauna_cards.model.game_names import games_with_boards


def test_the_board_games_named_without_an_import_are_the_specs_on_a_board() -> None:
    assert ON_A_BOARD == tuple(spec.name for spec in all_specs() if spec.on_a_board) == games_with_boards()


def test_animalia_has_a_deck_and_scoring_and_no_board() -> None:
    spec = get("animalia")
    assert spec.deck is not None and spec.scoring is not None
    assert not spec.on_a_board and spec.engine is None and spec.kit is None


@pytest.mark.parametrize("command", [["kit", "--game", "animalia"], ["print", "--game", "animalia"]])
def test_board_commands_refuse_animalia_as_a_usage_error(command: list[str]) -> None:
    result = CliRunner().invoke(app, command)
    assert result.exit_code == 2
    assert "'animalia' is not one of 'fauna', 'kompakt'" in result.output


@pytest.mark.parametrize("target", ["deck", "deck/animalia", "deck/animalia/deck.yaml"])
def test_the_bundled_animalia_deck_validates(target: str) -> None:
    result = CliRunner().invoke(app, ["validate", str(ROOT / target)])
    assert result.exit_code == 0, result.output


def test_a_bad_animalia_deck_in_a_walk_is_reported_at_file_line_col(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "cards").mkdir()
    bad = (EXAMPLES / "animalia" / "bad" / "medal-supply.yaml").read_text(encoding="utf-8")
    (tmp_path / "cards" / "deck.yaml").write_text(bad.split("\n", 1)[1], encoding="utf-8")  # without its schema line
    result = CliRunner().invoke(app, ["validate", str(tmp_path)])
    assert result.exit_code == 1
    assert "animalia-medal-supply" in result.output and "120:16" in result.output


def test_score_with_a_missing_deck_is_a_usage_error() -> None:
    game = EXAMPLES / "animalia" / "games" / "good" / "three-players-full-game.yaml"
    result = CliRunner().invoke(app, ["score", str(game), "--deck", "no-such-deck"])
    assert result.exit_code == 2 and "no ANIMALIA deck" in result.output


def test_an_animal_record_beside_an_animalia_deck_is_checked_as_a_record(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The other YAML files of a card game's deck folder are checked as what they are: a FAUNA
    record there, with a picture, is a record (its picture decoded), and no card of the deck."""
    import shutil

    deck = tmp_path / "animalia"
    shutil.copytree(ROOT / "deck" / "animalia", deck)
    shutil.copytree(ROOT / "deck" / "images", deck / "images")
    (deck / "animals").mkdir()
    lion = shutil.copy(ROOT / "deck" / "animals" / "lion.yaml", deck / "animals" / "lion.yaml")
    result = CliRunner().invoke(app, ["validate", str(deck)])
    assert result.exit_code == 0 and "2 files checked" in result.output, result.output  # deck.yaml and the lion
    lion.write_text(lion.read_text(encoding="utf-8")
                                    .replace("1f981.svg", "no-such-picture.svg"), encoding="utf-8")
    result = CliRunner().invoke(app, ["validate", str(deck)])
    assert result.exit_code == 1 and "illustration-missing" in result.output, result.output
