"""KOMPAKT at the console: every player's bid, then the highest bidder's stones, and the
look-ups."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.common.engine import replay
from fauna_cards.games.common.outcome import GameError
from fauna_cards.games.common.spots import IllegalMove, Spot
from fauna_cards.games.console import UNDO, Table, Taken, Undo, ask_move, listing, scales_text, taken_by
from fauna_cards.games.fauna.engine import PASS
from fauna_cards.games.kompakt.engine import Bid, KompaktEngine, KompaktRound
from fauna_cards.model.geography import WorldMap
from fauna_cards.words import plural

HELP = """  Type a region by its id or name (africa, Indian Ocean, Südpolarmeer), or a scale and field
  (weight 15, or weight 20-50 kg; a measure names its scale: height 7). Every stone bid is
  placed: there is no passing.
  'regions' lists the regions, 'scales' the fields of the asked scales ([stone]: a stone is
  there), 'undo' takes back the round's last entry, 'quit' ends the game."""
BID_HELP = """  Bid how many of the card's regions and fields you can name correctly, from 0 to {most}: the
  highest bidder places that many stones.
  'regions' lists the regions, 'scales' the fields of the asked scales, 'undo' takes back the
  last bid, 'quit' ends the game."""
after_rules: tuple[str, ...] = ()


def opening(engine: KompaktEngine, board: str) -> str:
    return f"FAUNA KOMPAKT for {', '.join(engine.players)}; {engine.limit} rounds, each player starts twice."


def regions_text(world: WorldMap, taken: Taken) -> str:
    """The KOMPAKT regions, land then sea, each holding a stone marked."""
    lines = []
    for kind, title in (("land", "Land"), ("marine", "Sea")):
        items = [f"{region_id} [stone]" if ("region", region_id, 0) in taken else region_id
                 for region_id, region in world.regions.items() if region.kind == kind]
        if items:
            lines.append(listing(title, items))
    return "\n".join(lines)


def lookup(table: Table, round_: KompaktRound, text: str, taken: Taken) -> str | None:
    """Answer 'help', 'regions', 'areas' or 'scales'; None if `text` is a move."""
    world = table.board.world
    word = text.lower()
    if word in ("?", "help"):
        return HELP
    if word == "regions":
        return regions_text(world, taken)
    if word == "areas":
        return "  KOMPAKT places stones on regions, not areas:\n" + regions_text(world, taken)
    if word == "scales":
        return scales_text(table, round_.record, taken, stones=True)
    return None


def play_round(table: Table, engine: KompaktEngine, round_: KompaktRound) -> KompaktRound:
    """Every bid, then the highest bidder's stones; `undo` steps back one entry at a time,
    from the stones into the bids, by rebuilding the round without it."""
    while True:
        try:
            if round_.bidding:
                _bid(table, round_, round_.order[len(round_.bids)])
                if not round_.bidding:
                    table.console.say(f"  {round_.bidder} places {plural(max(round_.bids.values()), 'stone')}.")
                continue
            if round_.stones_left <= 0:
                return round_
            best, current = max(round_.bids.values()), round_
            taken = taken_by([(round_.bidder, spot) for spot in round_.stones])
            ask_move(table, f"{round_.bidder}, stone {len(round_.stones) + 1} of {best}> ",
                     lambda text: lookup(table, current, text, taken),
                     lambda text: _stone(current, text))
        except Undo:
            if round_.stones:
                table.console.say(f"  took back the stone on {round_.entries[-1]}")
            elif round_.bids:
                player, bid = list(round_.bids.items())[-1]
                table.console.say(f"  took back {player}'s bid of {bid}")
            else:
                table.console.say("  nothing to undo in this round")
                continue
            round_ = replay(engine, round_.record, round_.entries[:-1])


def _stone(round_: KompaktRound, text: str) -> Spot | None:
    if " ".join(text.split()).lower() == PASS:
        raise IllegalMove("KOMPAKT has no passing: the highest bidder places every stone bid",
                          "'undo' steps back into the bids")
    return round_.apply(text)


def _bid(table: Table, round_: KompaktRound, player: str) -> None:
    console = table.console
    while True:
        text = console.line(f"{player}, your bid> ")
        if text.lower() == UNDO:
            raise Undo
        if text.lower() in ("?", "help"):
            console.say(BID_HELP.format(most=round_.most))
            continue
        info = lookup(table, round_, text, {})
        if info is not None:
            console.say(info)
            continue
        if not (text.isascii() and text.isdigit()):
            console.say(f"  a bid is a whole number, from 0 to {round_.most}")
            continue
        try:
            round_.apply(Bid(player, int(text)))
            return
        except GameError as error:
            console.say(f"  not allowed: {error.message}")


def logged(round_: KompaktRound) -> dict[str, Any]:
    return {"animal": round_.record.id, "bids": dict(round_.bids),
            "stones": [spot.as_record() for spot in round_.stones]}
