"""Plain data and text for scored games: what `fauna score` prints."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.common.outcome import GameResult, PieceResult, RoundResult
from fauna_cards.words import plural, spoken_list


def _piece(piece: PieceResult) -> dict[str, Any]:
    data: dict[str, Any] = {
        "player": piece.player,
        "kind": piece.spot.kind,
        "placed": piece.spot.as_move(),
    }
    if piece.spot.kind == "space":
        data["label"] = piece.spot.label
    if piece.turn is not None:
        data["turn"] = piece.turn + 1
    data.update({"result": piece.result, "points": piece.points, "stacked": piece.stacked})
    return data


def _round(result: RoundResult) -> dict[str, Any]:
    data: dict[str, Any] = {
        "round": result.number,
        "animal": result.animal,
        "start_player": result.start_player,
    }
    if result.bidder is not None:
        data["bids"] = result.bids
        data["bidder"] = result.bidder
    data["pieces"] = [_piece(p) for p in result.pieces]
    data["points"] = result.points
    data["totals"] = result.totals
    if result.hands:
        data["hands"] = {p: {"in_hand": h.in_hand, "lost": h.lost} for p, h in result.hands.items()}
    return data


def game_view(result: GameResult, board: str) -> dict[str, Any]:
    from fauna_cards.games import get

    settings = get(result.game).settings
    return {
        "game": result.game,
        "board": board,
        "players": result.players,
        "rules": result.rules.choices(settings),
        "house_rules": result.rules.departures(settings),
        "rounds": [_round(r) for r in result.rounds],
        "totals": result.totals,
        "finished": result.finished,
        "end_rule": result.end_rule,
        "winners": result.winners,
    }


def round_lines(r: dict[str, Any], piece_points: bool, width: int, names: dict[str, str]) -> list[str]:
    """A scored round; `piece_points`: each piece's points (a game that pays the round whole
    shows none)."""
    lines = [f"Round {r['round']}: {names.get(r['animal'], r['animal'])} ({r['animal']}), {r['start_player']} starts"]
    if "bids" in r:
        bids = ", ".join(f"{p} {b}" for p, b in r["bids"].items())
        count = r["bids"][r["bidder"]]
        lines.append(f"  bids: {bids}; {r['bidder']} places {plural(count, 'stone')}")
    for piece in r["pieces"]:
        where = piece["placed"] + (f" ({piece['label']})" if "label" in piece else "")
        stacked = " stacked" if piece["stacked"] else ""
        points = f" {piece['points']:>+3}" if piece_points else ""
        lines.append(f"  {piece['player']:<{width}}  {where:<34} {piece['result'] + stacked:<16}{points}".rstrip())
    lines.append("  points: " + ", ".join(f"{p} {n:+d}" for p, n in r["points"].items()))
    lines.append("  totals: " + ", ".join(f"{p} {n}" for p, n in r["totals"].items()))
    if "hands" in r:
        lines.append("  pieces in hand (in stock): "
                     + ", ".join(f"{p} {h['in_hand']} ({h['lost']})" for p, h in r["hands"].items()))
    return lines


def ending_line(view: dict[str, Any]) -> str:
    winners = spoken_list(view["winners"])
    best = view["totals"][view["winners"][0]]
    rounds = len(view["rounds"])
    if view["finished"]:
        verb = "win" if len(view["winners"]) > 1 else "wins"
        return f"Game over after round {rounds}: {winners} {verb} with {best} points."
    if not rounds:
        return f"No round was played. The game {view['end_rule']}."
    return (f"Game in progress after {plural(rounds, 'round')}; leading: {winners} "
            f"with {best}. The game {view['end_rule']}.")


def game_text(view: dict[str, Any], names: dict[str, str]) -> str:
    from fauna_cards.games import get

    piece_points = get(view["game"]).piece_points
    lines = [f"{view['game'].upper()} on {view['board']}: {', '.join(view['players'])}"]
    lines += view["house_rules"]
    width = max(len(p) for p in view["players"])
    for r in view["rounds"]:
        lines.append("")
        lines += round_lines(r, piece_points, width, names)
    lines += ["", ending_line(view)]
    return "\n".join(lines) + "\n"
