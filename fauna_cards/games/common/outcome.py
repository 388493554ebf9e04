"""What playing a round or a game produces, for both games, and the errors that stop it."""

from __future__ import annotations

from dataclasses import dataclass, field

from fauna_cards.errors import EXIT_FINDINGS, FaunaError
from fauna_cards.games.common.spots import Spot
from fauna_cards.games.common.table_rules import TableRules
from fauna_cards.model.diagnostics import Location


class GameError(FaunaError):
    """An illegal move or an impossible round.

    `round_index` says which round (None: not yet known), `entry` which of its entries
    (None: the round as a whole), and `where` the place inside the round in the terms the
    round's entries are written in (("turns", 3, "anna"), ("bids", "ben"), ("stones", 1)):
    the game-file loader turns it into a key path of the file.
    """

    exit_code = EXIT_FINDINGS

    def __init__(self, round_index: int | None, where: Location, message: str,
                 hint: str | None = None, code: str = "illegal-move", entry: int | None = None) -> None:
        super().__init__(message, code)
        self.round_index = round_index
        self.where = where
        self.message = message
        self.hint = hint
        self.code = code
        self.entry = entry

    def at(self, round_index: int, entry: int | None) -> GameError:
        """The same error, placed in round `round_index` (0-based) at `entry`."""
        self.round_index, self.entry = round_index, entry
        return self


@dataclass(frozen=True)
class PieceResult:
    player: str
    spot: Spot
    result: str  # correct | adjacent | wrong
    points: int
    stacked: bool = False  # stood on another piece (KOMPAKT expansion)
    turn: int | None = None  # index in the round's turns (FAUNA)


@dataclass(frozen=True)
class Hand:
    in_hand: int  # pieces a player can place next round
    lost: int  # pieces in the stock beside the board


@dataclass
class RoundResult:
    number: int  # 1-based
    animal: str
    start_player: str
    pieces: list[PieceResult]
    points: dict[str, int]
    totals: dict[str, int]
    hands: dict[str, Hand] = field(default_factory=dict)  # FAUNA: after recovery
    bids: dict[str, int] = field(default_factory=dict)  # KOMPAKT
    bidder: str | None = None  # KOMPAKT: who placed the stones


@dataclass
class GameResult:
    game: str
    players: list[str]
    rounds: list[RoundResult]
    totals: dict[str, int]
    finished: bool
    end_rule: str  # what ends this game, for people
    winners: list[str]  # the leaders when unfinished
    rules: TableRules = field(default_factory=TableRules)


def seats_from(players: list[str], start: int) -> list[str]:
    """The seats in playing order, clockwise from the one at `start`."""
    return list(players[start:]) + list(players[:start])


def leaders(totals: dict[str, int]) -> list[str]:
    """Everyone with the highest total: a tie shares the win."""
    best = max(totals.values())
    return [player for player, total in totals.items() if total == best]
