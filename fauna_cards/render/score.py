"""A scored game of FAUNA or KOMPAKT as text (the rounds, then how the game stands) or JSON."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.common.round_text import round_lines
from fauna_cards.render import renders
from fauna_cards.render.text import json_text
from fauna_cards.views.score import ScoredGameView, ScoredPiece, ScoredRound
from fauna_cards.words import plural, spoken_list


def piece_data(piece: ScoredPiece) -> dict[str, Any]:
    data: dict[str, Any] = {"player": piece.player, "kind": piece.kind, "placed": piece.placed}
    if piece.label is not None:
        data["label"] = piece.label
    if piece.turn is not None:
        data["turn"] = piece.turn
    data.update({"result": piece.result, "points": piece.points, "stacked": piece.stacked})
    return data


def round_data(scored: ScoredRound) -> dict[str, Any]:
    data: dict[str, Any] = {"round": scored.number, "animal": scored.animal, "start_player": scored.start_player}
    if scored.bidding is not None:
        data["bids"] = scored.bidding.bids
        data["bidder"] = scored.bidding.bidder
    data["pieces"] = [piece_data(piece) for piece in scored.pieces]
    data["points"] = scored.points
    data["totals"] = scored.totals
    if scored.hands:
        data["hands"] = {p: {"in_hand": h.in_hand, "lost": h.lost} for p, h in scored.hands.items()}
    return data


@renders(ScoredGameView, "json")
def scored_game_json(view: ScoredGameView) -> str:
    return json_text({
        "game": view.game,
        "board": view.board,
        "players": list(view.players),
        "rules": view.rules,
        "house_rules": list(view.house_rules),
        "rounds": [round_data(r) for r in view.rounds],
        "totals": view.totals,
        "finished": view.finished,
        "end_rule": view.end_rule,
        "winners": list(view.winners),
    })


def ending_line(view: ScoredGameView) -> str:
    """How the game ended, or how it stands."""
    winners = spoken_list(list(view.winners))
    best = view.totals[view.winners[0]]
    rounds = len(view.rounds)
    if view.finished:
        verb = "win" if len(view.winners) > 1 else "wins"
        return f"Game over after round {rounds}: {winners} {verb} with {best} points."
    if not rounds:
        return f"No round was played. The game {view.end_rule}."
    return (f"Game in progress after {plural(rounds, 'round')}; leading: {winners} "
            f"with {best}. The game {view.end_rule}.")


@renders(ScoredGameView, "text")
def scored_game_text(view: ScoredGameView) -> str:
    lines = [f"{view.game.upper()} on {view.board}: {', '.join(view.players)}", *view.house_rules]
    width = max(len(p) for p in view.players)
    for scored in view.rounds:
        lines += ["", *round_lines(scored, width, view.piece_points)]
    lines += ["", ending_line(view)]
    return "\n".join(lines) + "\n"
