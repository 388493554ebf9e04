"""The rules a table plays by where the rulebooks leave room: the pieces each player places,
which pieces come back after a FAUNA round, and a KOMPAKT round where nobody bids.

The defaults are the rulebooks' (docs/games.md, "Judgement calls", gives both readings of
each); a game file may choose otherwise, and `fauna score` names every such choice.
"""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.model.game import PIECES_TO_PLACE, ReturnedPieces, ZeroBids

GUESS_PIECES = 7  # of each colour in the box...
SCORE_MARKERS = 1  # ...one of which marks the score on the victory track
assert GUESS_PIECES - SCORE_MARKERS == PIECES_TO_PLACE


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

    def choices(self, game: str) -> dict[str, object]:
        """The settings that apply to `game`, as a game file writes them."""
        if game == "fauna":
            return {"pieces": self.pieces, "returned_pieces": self.returned_pieces}
        return {"zero_bids": self.zero_bids}

    def departures(self, game: str) -> list[str]:
        """Each setting of `game` that is not the default, in words."""
        default = TableRules()
        said: list[str] = []
        if game == "fauna" and self.pieces != default.pieces:
            said.append(f"House rule: {self.pieces} guess pieces to place each; the rules give "
                        f"{default.pieces} ({GUESS_PIECES}, one of them the score marker).")
        if game == "fauna" and self.returned_pieces != default.returned_pieces:
            said.append("Returned pieces as in the English rulebook: a piece on a correct or adjacent spot comes "
                        "back even when it scored 0 (by default only pieces that scored come back, as in the "
                        "Spanish rulebook).")
        if game == "kompakt" and self.zero_bids != default.zero_bids:
            said.append("House rule: a round in which every bid is 0 scores nothing (by default the last "
                        "bidder places no stones, all of them right, and scores 3).")
        return said
