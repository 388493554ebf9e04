"""`fauna play` driven by its input, as a table would type it."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from conftest import ROOT
from fauna_cards.cli import app
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.games import deck_cards
from fauna_cards.session import card_box

runner = CliRunner()
DECK = str(ROOT / "deck")


def _play(lines: list[str], *args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["play", DECK, *args], input="\n".join(lines) + "\n")


def _box(seed: int, difficulty: str = "any"):  # type: ignore[no-untyped-def]
    deck = check_targets(collect_targets([DECK]))
    cards = sorted(set(deck_cards(deck).values()))
    return card_box([loaded.record for loaded in deck.records], cards, difficulty, seed)


def _first_card(seed: int, difficulty: str = "any"):  # type: ignore[no-untyped-def]
    return _box(seed, difficulty)[-1]


def test_same_seed_same_cards_and_difficulty_filter() -> None:
    assert _first_card(11).id == _first_card(11).id
    assert {r.difficulty for r in _box(5, "black")} == {"black"}
    assert [r.id for r in _box(1)] != [r.id for r in _box(2)]


def test_the_box_holds_every_card_once_on_one_side() -> None:
    """A card is played once and then set aside: the box never offers both sides of it."""
    deck = check_targets(collect_targets([DECK]))
    card_of = deck_cards(deck)
    cards = set(card_of.values())
    sides_seen: set[str] = set()
    for seed in range(30):
        box = _box(seed)
        assert sorted(card_of[r.id] for r in box) == sorted(cards)  # every card, each once
        sides_seen |= {r.id for r in box}
    assert sides_seen == set(card_of)  # over many games, every side comes up
    for difficulty in ("green", "black"):
        box = _box(3, difficulty)
        assert len({card_of[r.id] for r in box}) == len(box)
        assert {r.difficulty for r in box} == {difficulty}


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


def test_a_kompakt_bid_over_the_stones_is_asked_again_and_undo_steps_back(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A typo of 99 for 9 used to trap the table in a round that could not end."""
    lines = [
        "99",              # anna: more than the 14 stones: refused, asked again
        "1",               # anna bids 1
        "undo",            # takes anna's bid back
        "undo",            # nothing left to take back
        "0", "2",          # anna 0, ben 2: ben places two stones
        "asia",            # ben's first stone... (the last stone ends the round: it is final)
        "undo",            # ...taken back
        "undo",            # and ben's bid with it
        "0",               # ben bids 0 instead: both 0, ben bid last and places nothing
        "quit",
    ]
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "4", "--game", "kompakt", "--record", str(record))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "a bid of 99 cannot be kept: the game has 14 stones" in out
    assert "took back anna's bid of 1" in out
    assert "nothing to undo in this round" in out
    assert "took back the stone on asia" in out
    assert "took back ben's bid of 2" in out
    saved = record.read_text(encoding="utf-8")
    assert "bids:\n      anna: 0\n      ben: 0\n    stones: []" in saved, saved


def test_fauna_undo_takes_back_the_last_move_of_the_round(tmp_path) -> None:  # type: ignore[no-untyped-def]
    card = _first_card(7)
    lines = ["undo", "weight 1", "undo", card.areas[0], "weight 1", "undo", "weight 2", "pass", "pass", "quit"]
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--record", str(record))
    assert result.exit_code == 0, result.output
    assert "nothing to undo in this round" in result.output
    assert "took back anna: weight 1" in result.output
    assert "took back ben: weight 1" in result.output
    saved = record.read_text(encoding="utf-8")
    assert f"- anna: {card.areas[0]}\n" in saved and "- ben: weight 2\n" in saved
    assert "weight 1" not in saved
    assert "pieces:" not in saved  # the rules' 6 pieces are not a setting to write


def test_an_empty_hand_is_passed_at_once_and_house_rules_are_named(tmp_path) -> None:  # type: ignore[no-untyped-def]
    card = _first_card(7)
    lines = [card.areas[0], "weight 1", "weight 2", "pass", "quit"]  # ben's second piece; anna has none
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--pieces", "1", "--record", str(record))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "House rule: 1 guess pieces to place each; the rules give 6" in out
    assert "anna has no pieces left and passes" in out
    saved = record.read_text(encoding="utf-8")
    assert "pieces: 1\n" in saved
    scored = runner.invoke(app, ["score", str(record)])
    assert scored.exit_code == 0 and "House rule: 1 guess pieces" in scored.output


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
