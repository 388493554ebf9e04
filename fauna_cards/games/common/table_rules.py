"""The rules a table plays by where the rulebooks leave room: the pieces each player places,
which pieces come back after a FAUNA round, and a KOMPAKT round where nobody bids.

The defaults are the rulebooks' (docs/games.md, "Judgement calls", gives both readings of
each); a game file may choose otherwise, and `fauna score` names every such choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# Where the rulebooks leave room, a game file may choose the other reading (docs/games.md,
# "Judgement calls"); the first value of each is the default.
ReturnedPieces = Literal["scored", "correct-or-adjacent"]
ZeroBids = Literal["bonus", "nothing"]
GUESS_PIECES = 7  # of each colour in the box...
SCORE_MARKERS = 1  # ...one of which marks the score on the victory track
PIECES_TO_PLACE = GUESS_PIECES - SCORE_MARKERS


@dataclass(frozen=True)
class TableRules:
    pieces: int = PIECES_TO_PLACE
    returned_pieces: ReturnedPieces = "scored"
    zero_bids: ZeroBids = "bonus"

    def comes_back(self, result: str, points: int) -> bool:
        """Whether a FAUNA piece returns to its owner's hand after the round."""
        if self.returned_pieces == "correct-or-adjacent":
            return result in ("correct", "adjacent")
        return points > 0

    def choices(self, settings: tuple[str, ...] | str) -> dict[str, object]:
        """The `settings` (or those of the game so named) as a game file writes them."""
        return {name: getattr(self, name) for name in _settings(settings)}

    def departures(self, settings: tuple[str, ...] | str) -> list[str]:
        """Each of `settings` (or of the game so named) that is not the default, in words."""
        default = TableRules()
        return [_DEPARTURES[name](self, default) for name in _settings(settings)
                if getattr(self, name) != getattr(default, name)]


_DEPARTURES = {
    "pieces": lambda rules, default: (
        f"House rule: {rules.pieces} guess pieces to place each; the rules give "
        f"{default.pieces} ({GUESS_PIECES}, one of them the score marker)."),
    "returned_pieces": lambda rules, default: (
        "Returned pieces as in the English rulebook: a piece on a correct or adjacent spot comes "
        "back even when it scored 0 (by default only pieces that scored come back, as in the "
        "Spanish rulebook)."),
    "zero_bids": lambda rules, default: (
        "House rule: a round in which every bid is 0 scores nothing (by default the last "
        "bidder places no stones, all of them right, and scores 3)."),
}


def _settings(settings: tuple[str, ...] | str) -> tuple[str, ...]:
    if isinstance(settings, str):
        from fauna_cards.games import get

        return get(settings).settings
    return settings
