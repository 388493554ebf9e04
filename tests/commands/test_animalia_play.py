"""ANIMALIA at the terminal, driven by its input as a table would type it: refusals with the
engine's reasons, undo, quitting, and game files that score as the console showed."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import ROOT
from pinned import check
from fauna_cards import games
from fauna_cards.commands.group import app
from fauna_cards.errors import FaunaError, IOTrouble
from fauna_cards.games.animalia.console import AnimaliaGame, play_animalia, play_whole_game
from fauna_cards.games.animalia.engine.game import AnimaliaGameFile, score_game
from fauna_cards.games.animalia.cards import card_facts
from fauna_cards.games.console import Console
from fauna_cards.load.documents import validate_document
from fauna_cards.load.game_decks import checked_game_deck_in
from fauna_cards.load.yamlio import load_yaml

DECK = ROOT / "deck" / "animalia"
CARDS = card_facts(checked_game_deck_in(DECK, "animalia")[1])
NAMES = ["anna", "ben", "cleo", "dan", "eve", "fay"]
Answer = Callable[[str, list[str]], str | None]  # (prompt, output so far) -> what is typed


class Terminal:
    """A console whose transcript reads like the screen: prompts with what was typed."""

    def __init__(self, answer: Answer) -> None:
        self.answer = answer
        self.lines: list[str] = []

    def ask(self, prompt: str) -> str | None:
        typed = self.answer(prompt, self.lines)
        self.lines.append(prompt + (typed if typed is not None else ""))
        return typed

    @property
    def console(self) -> Console:
        return Console(ask=self.ask, say=self.lines.append)

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def typed(lines: Iterable[str]) -> Answer:
    """Answers from a script; when it runs out the input has ended."""
    queue = list(lines)
    return lambda prompt, seen: queue.pop(0) if queue else None


def table_player(seed: int) -> Answer:
    """A player choosing at random among sensible answers, with an undo now and then; refused
    answers are followed by another try."""
    rng = random.Random(seed)

    def answer(prompt: str, seen: list[str]) -> str:
        if "which harvest" in prompt:
            return rng.choice(["", "", "2", "all", "x"])
        if "new order" in prompt:
            top = next(line for line in reversed(seen) if "eyes only" in line).split(": ", 1)[1].split()
            return rng.choice(["", "skip", " ".join(rng.sample(top, len(top)))])
        if "'<collection> <card>'" in prompt:
            if seen[-1].startswith("  not allowed") or rng.random() < 0.2:
                return "skip"
            held = [line.strip() for line in seen[-8:] if re.match(r"  \S+ \(\d/5\): ", line)]
            line = rng.choice(held)
            return f"{line.split(' (', 1)[0]} {rng.choice(line.split(': ', 1)[1].split(', '))}"
        if rng.random() < 0.05:
            return rng.choice(["undo", "take 3", "show"])
        if "take 1" in prompt:  # two players: the collection is named
            return rng.choice(["t 1", "t 2", "take 2", "p", "pass", "t"])
        return rng.choice(["t", "p", "p", "take", "pass"])

    return answer


def play(players: int, seed: int, answer: Answer, record: Path | None = None) -> tuple[AnimaliaGame, str]:
    terminal = Terminal(answer)
    game = play_animalia(terminal.console, CARDS, NAMES[:players], seed, record, "deck" if record else None)
    return game, terminal.text


def rescored(record: Path):  # type: ignore[no-untyped-def]
    game, diagnostics = validate_document(load_yaml(record, record.name), AnimaliaGameFile)
    assert game is not None, diagnostics
    return score_game(game, CARDS)


def test_a_game_past_the_medal_supply_is_scored_with_a_warning(tmp_path: Path) -> None:
    record = tmp_path / "game.yaml"
    game, _ = play(6, 6, table_player(6), record)
    result = rescored(record)
    # Six collections often earn more medals of a family than the box's 15: a warning only.
    assert {finding.code for finding in result.findings} == {"animalia-medals-overrun"}
    assert result.final is not None and game.final is not None and result.final.totals == game.final.totals


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 8), (3, 3), (4, 4), (5, 5), (6, 6), (6, 13)])
def test_a_recorded_game_scores_as_the_console_showed(tmp_path: Path, players: int, seed: int) -> None:
    record = tmp_path / "game.yaml"
    game, out = play(players, seed, table_player(seed), record)
    assert not game.stopped and len(game.seasons) == 3
    result = rescored(record)
    assert not result.errors, result.errors
    assert result.finished and result.final is not None and game.final is not None
    assert result.final.totals == game.final.totals
    assert result.final.winners == game.final.winners
    assert "Totals: " + ", ".join(f"{p} {game.final.totals[p]}" for p in NAMES[:players]) in out
    assert f"Saved the game to {record}." in out


def test_a_whole_game_is_pinned() -> None:
    _, out = play(3, 21, table_player(21))
    check("animalia-play-three-players.txt", out)


def test_a_whole_two_player_game_is_pinned() -> None:
    _, out = play(2, 4, table_player(4))
    check("animalia-play-two-players.txt", out)


def test_the_same_seed_deals_the_same_cards_and_cuties_stay_out_at_small_tables() -> None:
    first = play(4, 9, table_player(1))[1]
    assert first == play(4, 9, table_player(1))[1]
    assert "31 cards (5 cuties stay in the box at 4 players)" in first
    assert "cutie" not in first.split("Season 1:", 1)[1]
    assert "36 cards. Seed" in play(5, 9, table_player(1))[1]


def test_a_lot_too_big_must_be_passed_and_a_lot_of_three_goes_to_the_dealer() -> None:
    # Three lots of one, two and three cards go round unwanted; anna, the dealer, must take the
    # third. Then ben's lot grows to three and reaches anna, who has room for two: she is not
    # asked, and passes.
    script = ["p"] * 9 + ["p"] * 8 + ["quit"]
    _, out = play(3, 12, typed(script))
    assert "  everyone passed the lot of three: it is anna's" in out
    assert "  anna has no room for 3 cards and passes" in out
    assert "anna, pass the lot" not in out
    assert "is activated" not in out  # the seed keeps the powers out of this script


def test_a_lot_back_at_its_dealer_that_completes_the_collection_must_be_taken() -> None:
    script = ["t"] * 12 + ["p", "p", "p", "p", "t", "quit"]  # anna deals with four cards
    _, out = play(3, 12, typed(script))
    assert ("  not allowed: the lot came back and completes a collection exactly; anna must take"
            in out)
    assert "anna takes" in out.split("anna must take", 1)[1]


def test_two_players_name_the_collection() -> None:
    _, out = play(2, 3, typed(["t", "t 2", "take 1", "quit"]))
    assert "anna, take 1, take 2 or pass the lot" in out
    assert "  not allowed: say which collection: take 1 or take 2" in out
    assert re.search(r"anna takes \S+: anna:2 \(1/5\): ", out)
    assert re.search(r"ben takes \S+: ben:1 \(1/5\): ", out)


def test_undo_takes_back_the_last_entry_typed() -> None:
    _, out = play(3, 2, typed(["undo", "p", "undo", "t", "undo", "p", "p", "p", "undo", "p", "quit"]))
    assert "  nothing to undo in this season's first phase" in out
    assert "  took back anna's pass" in out
    assert "  took back anna's take" in out
    assert "  took back cleo's pass" in out
    assert "  anna (0/5): -" in out
    assert "  The lot is back at anna, who draws" in out


def test_help_and_show_answer_without_changing_the_table() -> None:
    _, out = play(3, 2, typed(["help", "show", "t", "quit"]))
    assert "'undo' takes back the last entry of this phase" in out
    assert "  lot: " in out and "anna takes" in out


def test_quit_saves_the_seasons_finished(tmp_path: Path) -> None:
    record = tmp_path / "game.yaml"
    answer = table_player(5)

    def one_season(prompt: str, seen: list[str]) -> str | None:
        return "quit" if any("Season 2:" in line for line in seen) else answer(prompt, seen)

    game, out = play(4, 5, one_season, record)
    assert game.stopped and len(game.seasons) == 1
    assert "The game stops here." in out and "Score after 1 season:" in out
    result = rescored(record)
    assert not result.errors and not result.finished
    assert game.final is not None and result.final is not None
    assert result.final.totals == game.final.totals


def test_quit_before_a_season_ends_saves_nothing(tmp_path: Path) -> None:
    record = tmp_path / "game.yaml"
    _, out = play(3, 2, typed(["t", "quit"]), record)
    assert f"No season was finished: nothing saved to {record}." in out
    assert not record.exists()


def test_the_command_side_checks_players_deck_and_record(tmp_path: Path) -> None:
    def run(players: str | None, deck: Path = ROOT / "deck", record: Path | None = None,
            lines: Iterable[str] = ()) -> list[str]:
        terminal = Terminal(typed(lines))
        play_whole_game(checked_game_deck_in(deck, "animalia"), players, 2, record, terminal.ask,
                        terminal.lines.append)
        return terminal.lines

    with pytest.raises(FaunaError, match="ANIMALIA is for 2 to 6 players"):
        run("a,b,c,d,e,f,g")
    with pytest.raises(FaunaError, match="a name of their own"):
        run("anna,anna")
    with pytest.raises(IOTrouble, match="no ANIMALIA deck"):
        run("anna,ben", deck=tmp_path)
    with pytest.raises(FaunaError, match="no such folder"):
        run("anna,ben", record=tmp_path / "missing" / "game.yaml")
    asked = run(None, lines=["anna", "anna ben,cleo", "anna,ben", "quit"])  # the default folder finds deck/animalia
    assert "  ANIMALIA is for 2 to 6 players" in asked
    assert "  a name is one word here: a power names a collection by its player" in asked
    assert any(line.startswith("ANIMALIA for anna, ben") for line in asked)


def test_fauna_play_hands_animalia_to_its_console() -> None:
    from fauna_cards.commands.play import ZeroBids, _changed, _own_console

    assert _own_console("animalia") is play_whole_game
    assert _own_console("fauna") is None and _own_console("kompakt") is None
    assert _changed(board="kompakt", pieces=6, zero_bids=ZeroBids.bonus) == ["--board"]
    terminal = Terminal(typed([]))
    with pytest.raises(FaunaError, match="--board and --pieces: for the other games, not ANIMALIA"):
        play_whole_game(checked_game_deck_in(ROOT / "deck", "animalia"), "anna,ben", 1, None, terminal.ask, terminal.lines.append, ["--board", "--pieces"])


@pytest.mark.skipif("animalia" not in games.names(), reason="--game animalia needs the game registered")
def test_fauna_play_game_animalia(tmp_path: Path) -> None:
    record = tmp_path / "game.yaml"
    result = CliRunner().invoke(app, ["play", str(ROOT / "deck"), "--game", "animalia", "--players", "anna,ben,cleo",
                                      "--seed", "2", "--record", str(record)], input="t\nquit\n")
    assert result.exit_code == 0, result.output
    assert "anna, take or pass the lot" in result.output
    refused = CliRunner().invoke(app, ["play", "--game", "animalia", "--players", "anna,ben", "--board", "kompakt"])
    assert refused.exit_code == 2 and "--board: for the other games, not ANIMALIA" in refused.output
