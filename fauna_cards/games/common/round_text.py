"""A scored round of a board game as lines of text: what `fauna score` and the console of
`fauna play` show after each round (a spec's `round_lines`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fauna_cards.words import plural

if TYPE_CHECKING:
    from fauna_cards.views.score import ScoredRound


def round_lines(scored: ScoredRound, width: int, piece_points: bool) -> list[str]:
    """`width`: the longest player's name; `piece_points`: each piece's points (a game that
    pays the round whole shows none)."""
    lines = [f"Round {scored.number}: {scored.animal_name} ({scored.animal}), {scored.start_player} starts"]
    if scored.bidding is not None:
        bids = ", ".join(f"{p} {b}" for p, b in scored.bidding.bids.items())
        count = scored.bidding.bids[scored.bidding.bidder]
        lines.append(f"  bids: {bids}; {scored.bidding.bidder} places {plural(count, 'stone')}")
    for piece in scored.pieces:
        where = piece.placed + (f" ({piece.label})" if piece.label is not None else "")
        stacked = " stacked" if piece.stacked else ""
        points = f" {piece.points:>+3}" if piece_points else ""
        lines.append(f"  {piece.player:<{width}}  {where:<34} {piece.result + stacked:<16}{points}".rstrip())
    lines.append("  points: " + ", ".join(f"{p} {n:+d}" for p, n in scored.points.items()))
    lines.append("  totals: " + ", ".join(f"{p} {n}" for p, n in scored.totals.items()))
    if scored.hands:
        lines.append("  pieces in hand (in stock): "
                     + ", ".join(f"{p} {h.in_hand} ({h.lost})" for p, h in scored.hands.items()))
    return lines
