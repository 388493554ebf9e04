"""What every game's engine offers, and the one loop that plays a written game through it.

An engine starts a round with a card, takes the round's entries one at a time (raising a
GameError that names the round and the entry), finishes the round, and says when the game
is over. `fauna score` feeds it a file's entries here; `fauna play` feeds it what players
type (games/console.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from fauna_cards.games.common.outcome import GameError, GameResult, RoundResult
from fauna_cards.model.record import AnimalRecord


class Round(Protocol):
    number: int  # 1-based
    order: list[str]  # the seats in playing order, start player first
    record: AnimalRecord
    entries: list[Any]  # the entries applied so far, as a game file writes them

    def apply(self, entry: Any) -> Any: ...

    def finish(self) -> RoundResult: ...


class Engine(Protocol):
    players: list[str]
    totals: dict[str, int]
    results: list[RoundResult]

    @property
    def end_rule(self) -> str: ...

    def over(self) -> bool: ...

    def start_round(self, record: AnimalRecord) -> Any: ...

    def finish_round(self, round_: Any) -> RoundResult: ...

    def result(self) -> GameResult: ...


def replay(engine: Engine, record: AnimalRecord, entries: Sequence[Any]) -> Any:
    """A fresh round of `record` with `entries` applied: how an undo rebuilds a round."""
    round_ = engine.start_round(record)
    for entry in entries:
        round_.apply(entry)
    return round_


def play_rounds(engine: Engine, rounds: Sequence[tuple[AnimalRecord, Sequence[Any]]]) -> GameResult:
    """Every written round through the engine. Raises GameError."""
    for record, entries in rounds:
        round_ = replay(engine, record, entries)
        try:
            engine.finish_round(round_)
        except GameError as error:
            if error.round_index is None:
                error.round_index = round_.number - 1
            raise
    return engine.result()
