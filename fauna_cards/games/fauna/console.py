"""FAUNA at the console: turns in seat order, a piece or a pass each, and the look-ups."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.common.engine import replay
from fauna_cards.games.console import Table, Taken, Undo, ask_move, listing, marked, scales_text, taken_by
from fauna_cards.games.fauna.engine import FaunaEngine, FaunaRound
from fauna_cards.model.geography import WorldMap
from fauna_cards.words import plural

HELP = """  Type an area by its id or name (rift-valley, Rift Valley, Ostafrikanischer Grabenbruch),
  a scale and space (weight 18, or weight 200-500 kg; a measure names its scale: height 12),
  or pass.
  'areas' lists the areas by continent, 'scales' the spaces of the asked scales (a name in
  brackets: whose piece is there), 'undo' takes back the round's last entry, 'quit' ends the
  game.
  A labelled map of every area: fauna map --all -o areas.pdf"""
MAP_HINT = "  (a labelled map of the areas: fauna map --all -o areas.pdf)"
after_rules = (MAP_HINT.strip(),)


def opening(engine: FaunaEngine, board: str) -> str:
    return f"FAUNA for {', '.join(engine.players)} on {board}; the game ends at {engine.goal} points."


def areas_text(world: WorldMap, taken: Taken) -> str:
    """The areas by continent, in the map's order, the seas last; each taken one with whose
    piece is on it."""
    groups: dict[str, list[str]] = {}
    for area_id, area in world.areas.items():
        group = (area.continent or "") if area.kind == "land" else "seas"
        groups.setdefault(group, []).append(marked(area_id, ("area", area_id, 0), taken))
    groups["seas"] = groups.pop("seas", [])
    lines = []
    for group, items in groups.items():
        if group == "seas":
            title = "Seas"
        elif group in world.regions:
            title = world.regions[group].name.en
        else:
            title = group.replace("-", " ").capitalize() or "Other land"
        if items:
            lines.append(listing(title, items))
    return "\n".join(lines) + "\n" + MAP_HINT


def lookup(table: Table, round_: FaunaRound, text: str, taken: Taken) -> str | None:
    """Answer 'help', 'areas', 'regions' or 'scales'; None if `text` is a move."""
    word = text.lower()
    if word in ("?", "help"):
        return HELP
    if word == "areas":
        return areas_text(table.board.world, taken)
    if word == "regions":
        return "  FAUNA places pieces on areas, not KOMPAKT's regions: 'areas' lists them"
    if word == "scales":
        return scales_text(table, round_.record, taken)
    return None


def play_round(table: Table, engine: FaunaEngine, round_: FaunaRound) -> FaunaRound:
    """Ask for moves until everyone has passed; `undo` rebuilds the round without its last."""
    while True:
        for player in round_.turns.skip_empty_hands():
            table.console.say(f"  {player} has no pieces left and passes")
        if round_.turns.over:
            return round_
        player = round_.turns.expected()
        held = round_.turns.hand[player]
        taken = taken_by([(who, spot) for who, _, spot, _ in round_.turns.placed])
        current = round_
        try:
            ask_move(table, f"{player} ({plural(held, 'piece')})> ",
                     lambda text: lookup(table, current, text, taken),
                     lambda text: current.apply((player, text)))
        except Undo:
            if not round_.entries:
                table.console.say("  nothing to undo in this round")
                continue
            undone = round_.entries[-1]
            table.console.say(f"  took back {undone[0]}: {undone[1]}")
            round_ = replay(engine, round_.record, round_.entries[:-1])


def logged(round_: FaunaRound) -> dict[str, Any]:
    return {"animal": round_.record.id, "turns": [{player: move} for player, move in round_.entries]}
