"""`fauna play` driven by its input, as a table would type it."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from conftest import ROOT
from fauna_cards.cli import app
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.session import card_box

runner = CliRunner()
DECK = str(ROOT / "deck")


def _play(lines: list[str], *args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["play", DECK, *args], input="\n".join(lines) + "\n")


def _first_card(seed: int, difficulty: str = "any"):  # type: ignore[no-untyped-def]
    records = [loaded.record for loaded in check_targets(collect_targets([DECK])).records]
    return card_box(records, difficulty, seed)[-1]


def test_same_seed_same_cards_and_difficulty_filter() -> None:
    assert _first_card(11).id == _first_card(11).id
    records = [loaded.record for loaded in check_targets(collect_targets([DECK])).records]
    assert {r.difficulty for r in card_box(records, "black", 5)} == {"black"}
    assert [r.id for r in card_box(records, "any", 1)] != [r.id for r in card_box(records, "any", 2)]


def test_a_fauna_round_refuses_illegal_moves_and_scores_the_rest(tmp_path) -> None:
    card = _first_card(7)
    area = card.areas[0]
    lines = [
        "pass",          # anna may not pass before placing her first piece
        area,            # anna: a correct area
        area,            # ben: the same area is taken
        "no-such-area",  # ben: unknown
        "pass",          # ben must still place first
        "weight 999",    # no such space
        "weight 1",      # ben: the lightest space, wrong for any animal in the deck but tiny ones
        "pass", "pass",
        "quit",
    ]
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--record", str(record))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "anna must place a piece before passing" in out
    assert "already holds a piece" in out
    assert "unknown area or scale 'no-such-area'" in out
    assert "no space '999' on the weight scale" in out
    assert f"Round 1: {card.name}" in out
    assert re.search(rf"anna\s+{re.escape(area)}\s+correct", out)
    scored = runner.invoke(app, ["score", str(record), "--format", "json"])
    assert scored.exit_code == 0, scored.output
    totals = json.loads(scored.stdout)["totals"]
    assert f"totals: anna {totals['anna']}, ben {totals['ben']}" in out


def test_kompakt_bids_and_stones() -> None:
    card = _first_card(4)
    lines = ["2", "x", "1", "australia", "australia", "pass-the-salt", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "4", "--game", "kompakt")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "a bid is a whole number" in out
    assert "anna places 2 stones" in out
    assert "holds a stone already" in out
    assert card.name in out


def test_input_ending_stops_the_game_cleanly() -> None:
    result = runner.invoke(app, ["play", DECK, "--players", "anna,ben", "--seed", "1"], input="")
    assert result.exit_code == 0
    assert "The game stops here." in result.output
    assert "Traceback" not in result.output


def test_players_are_asked_for_and_checked() -> None:
    result = _play(["solo", "anna,anna", "anna,ben", "quit"], "--seed", "1")
    assert result.exit_code == 0
    assert "FAUNA is for 2 to 8 players" in result.output
    assert "each player needs a name of their own" in result.output
    bad = runner.invoke(app, ["play", DECK, "--players", "a,b,c,d,e,f,g,h,i"])
    assert bad.exit_code == 2


def test_the_record_is_saved_after_every_round_and_when_the_game_is_stopped(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A stopped evening keeps its rounds: each round is on disk as soon as it is scored, and
    a signal or a crash in the next round saves what was played."""
    import builtins

    from fauna_cards.errors import Terminated

    card = _first_card(7)
    moves = iter([card.areas[0], "weight 1", "pass", "pass"])  # round 1: both place, both pass
    seen: list[bool] = []
    record = tmp_path / "game.yaml"

    def typed(prompt: str) -> str:
        try:
            return next(moves)
        except StopIteration:
            seen.append(record.exists())  # round 1 scored: already on disk before round 2's first move
            raise Terminated(15) from None  # SIGTERM in the middle of round 2

    monkeypatch.setattr(builtins, "input", typed)
    result = runner.invoke(app, ["play", DECK, "--players", "anna,ben", "--seed", "7", "--record", str(record)])
    assert result.exit_code == 143
    assert seen == [True]
    scored = runner.invoke(app, ["score", str(record), "--format", "json"])
    assert scored.exit_code == 0 and len(json.loads(scored.stdout)["rounds"]) == 1


def test_names_that_would_drive_the_terminal_are_shown_escaped(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    deck = tmp_path / "deck"
    shutil.copytree(ROOT / "tests" / "examples" / "decks" / "good" / "small-deck", deck)
    record = deck / "animals" / "grevys-zebra.yaml"
    text = record.read_text(encoding="utf-8").replace("name: Grevy's zebra", 'name: "Grevy\\e[2Jzebra"')
    record.write_text(text, encoding="utf-8")
    show = runner.invoke(app, ["show", "grevys-zebra", "--deck", str(deck)])
    assert show.exit_code == 0 and "\x1b" not in show.output and "Grevy\\x1b[2Jzebra" in show.output
    play = runner.invoke(app, ["play", str(deck), "--players", "a\x1b[31m,b", "--seed", "1"], input="quit\n")
    assert "\x1b" not in play.output
