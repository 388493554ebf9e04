"""`fauna play`: the deck as a card box for a table of 2-8 players, in a plain terminal.

The engine referees: every move goes through the same rules as `fauna score`, so an illegal
one is refused with the reason and asked again. The game played can be saved as a game
file that `fauna score` re-scores to the same totals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fauna_cards.load.boards import LoadedBoard
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.rules import fauna_game, kompakt
from fauna_cards.rules.moves import IllegalMove, Spot, parse_spot
from fauna_cards.rules.outcome import GameError, GameResult, Hand, RoundResult, leaders, seats_from
from fauna_cards.rules.table_rules import TableRules
from fauna_cards.render.answer_key import answer_key_text
from fauna_cards.views.answer_key import answer_key_view
from fauna_cards.views_game import ending_line, game_view, round_lines
from fauna_cards.words import plural


class Stop(Exception):
    """The players quit, or the input ended."""


@dataclass
class Console:
    ask: Callable[[str], str | None]  # None when the input has ended
    say: Callable[[str], None]

    def line(self, prompt: str) -> str:
        answer = self.ask(prompt)
        if answer is None or answer.strip().lower() in ("quit", "exit"):
            raise Stop
        return answer.strip()


@dataclass
class Table:
    console: Console
    board: LoadedBoard
    players: list[str]
    box: list[AnimalRecord]  # the cards still in the box, next card last
    log: list[dict[str, Any]] = field(default_factory=list)  # the rounds, as a game file has them
    results: list[RoundResult] = field(default_factory=list)
    after_round: Callable[[], None] | None = None  # called once each round is in the log (saving it)


def card_box(records: list[AnimalRecord], cards: list[tuple[str, str]], difficulty: str, seed: int) -> list[AnimalRecord]:
    """The box for one game, in a shuffled order that `seed` repeats: each card once, showing
    one of its sides (one of the chosen difficulty). Animals on no card are cards of their own."""
    by_id = {record.id: record for record in records}
    on_cards = {animal for card in cards for animal in card}
    all_cards = [tuple(card) for card in cards] + [(animal,) for animal in sorted(by_id) if animal not in on_cards]
    rng = random.Random(seed)
    box: list[AnimalRecord] = []
    for card in all_cards:
        sides = [by_id[a] for a in card if a in by_id and (difficulty == "any" or by_id[a].difficulty == difficulty)]
        if sides:
            box.append(sides[0] if len(sides) == 1 else rng.choice(sides))
    rng.shuffle(box)
    return box


HELP = {
    "fauna": """  Type an area by its id or name (rift-valley, Rift Valley, Ostafrikanischer Grabenbruch),
  a scale and space (weight 18, or weight 200-500 kg; a measure names its scale: height 12),
  or pass.
  'areas' lists the areas by continent, 'scales' the spaces of the asked scales (a name in
  brackets: whose piece is there), 'undo' takes back the round's last entry, 'quit' ends the
  game.
  A labelled map of every area: fauna map --all -o areas.pdf""",
    "kompakt": """  Type a region by its id or name (africa, Indian Ocean, Südpolarmeer), or a scale and field
  (weight 15, or weight 20-50 kg; a measure names its scale: height 7). Every stone bid is
  placed: there is no passing.
  'regions' lists the regions, 'scales' the fields of the asked scales ([stone]: a stone is
  there), 'undo' takes back the round's last entry, 'quit' ends the game.""",
}
BID_HELP = """  Bid how many of the card's regions and fields you can name correctly, from 0 to {most}: the
  highest bidder places that many stones.
  'regions' lists the regions, 'scales' the fields of the asked scales, 'undo' takes back the
  last bid, 'quit' ends the game."""
MAP_HINT = "  (a labelled map of the areas: fauna map --all -o areas.pdf)"
WIDTH = 94  # the look-up lists wrap here


def box_summary(box: list[AnimalRecord], animals: int, difficulty: str, seed: int) -> str:
    """What the box holds, in cards and animals: each card is in it once, showing one side."""
    cards = len(box)
    if cards == animals:  # every card carries one animal
        held = f"{plural(cards, 'card')}, one animal on each"
    elif difficulty == "any":
        held = f"{plural(cards, 'card')}, one side of each showing: {cards} of the deck's {animals} animals can come up"
    else:
        held = (f"{plural(cards, 'card')} with a {difficulty} side, one {difficulty} side of each showing: "
                f"{cards} of the deck's {animals} animals can come up")
    return f"Card box: {held}. Seed {seed} (--seed {seed} repeats this order)."


def _visible(table: Table, record: AnimalRecord, game: str) -> str:
    """The card's upper half as the box shows it; for KOMPAKT the regions it lives in."""
    count = len(record.areas)
    where = plural(count, "area")
    if game == "kompakt":
        regions = len(kompakt.regions_of(table.board.world, list(record.areas)))
        where = plural(regions, "region")
    return (f"\n{record.name} ({record.scientific_name}), {record.animal_class}, {record.difficulty}\n"
            f"  lives in {where}; guess: {', '.join(record.measures.asked())}")


Taken = dict[tuple[str, str, int], list[str]]  # (kind, name, index) of a spot -> who is on it


def _taken(placed: list[tuple[str, Spot]]) -> Taken:
    taken: Taken = {}
    for player, spot in placed:
        taken.setdefault((spot.kind, spot.name, spot.index), []).append(player)
    return taken


def _listing(title: str, items: list[str]) -> str:
    """`  title: a, b, c`, wrapped between items (never inside `14 10-20 kg`)."""
    lines = [f"  {title}:"]
    for number, item in enumerate(items):
        piece = item + ("," if number < len(items) - 1 else "")
        if len(lines[-1]) + 1 + len(piece) > WIDTH and lines[-1].strip() and not lines[-1].endswith(":"):
            lines.append("   ")
        lines[-1] += " " + piece
    return "\n".join(lines)


def _marked(place: str, key: tuple[str, str, int], taken: Taken) -> str:
    return f"{place} [{', '.join(taken[key])}]" if key in taken else place


def _areas(world: WorldMap, taken: Taken) -> str:
    """The areas by continent, in the map's order, the seas last; each taken one with whose
    piece is on it."""
    groups: dict[str, list[str]] = {}
    for area_id, area in world.areas.items():
        group = (area.continent or "") if area.kind == "land" else "seas"
        groups.setdefault(group, []).append(_marked(area_id, ("area", area_id, 0), taken))
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
            lines.append(_listing(title, items))
    return "\n".join(lines) + "\n" + MAP_HINT


def _regions(world: WorldMap, taken: Taken) -> str:
    """The KOMPAKT regions, land then sea, each holding a stone marked."""
    lines = []
    for kind, title in (("land", "Land"), ("marine", "Sea")):
        items = [f"{region_id} [stone]" if ("region", region_id, 0) in taken else region_id
                 for region_id, region in world.regions.items() if region.kind == kind]
        if items:
            lines.append(_listing(title, items))
    return "\n".join(lines)


def _scales(table: Table, record: AnimalRecord, taken: Taken, stones: bool = False) -> str:
    board = table.board.board
    lines = []
    for measure in record.measures.asked():
        name, scale = board.scale_for(measure)
        items = [f"{s.index} {s.label}" + ((" [stone]" if stones else f" [{', '.join(taken[key])}]")
                                            if (key := ("space", name, s.index)) in taken else "")
                 for s in scale.spaces]
        lines.append(_listing(f"{measure} ({name})", items))
    return "\n".join(lines)


def _lookup(table: Table, record: AnimalRecord, text: str, kind: str, taken: Taken) -> str | None:
    """Answer 'help', 'areas', 'regions' or 'scales'; None if `text` is a move."""
    world = table.board.world
    word = text.lower()
    if kind == "area":
        if word in ("?", "help"):
            return HELP["fauna"]
        if word == "areas":
            return _areas(world, taken)
        if word == "regions":
            return "  FAUNA places pieces on areas, not KOMPAKT's regions: 'areas' lists them"
    else:
        if word in ("?", "help"):
            return HELP["kompakt"]
        if word == "regions":
            return _regions(world, taken)
        if word == "areas":
            return "  KOMPAKT places stones on regions, not areas:\n" + _regions(world, taken)
    if word == "scales":
        return _scales(table, record, taken, stones=kind == "region")
    return None


UNDO = "undo"


class Undo(Exception):
    """The player typed `undo`: take back the round's last entry."""


def play_fauna(table: Table, rules: TableRules) -> GameResult:
    console, board, players = table.console, table.board, table.players
    goal = fauna_game.end_points(len(players))
    capacity = fauna_game.capacity_for(len(players))
    totals = {p: 0 for p in players}
    hands = {p: Hand(rules.pieces, 0) for p in players}
    console.say(f"FAUNA for {', '.join(players)} on {board.board.name}; the game ends at {goal} points.")
    for rule in rules.departures("fauna"):
        console.say(rule)
    console.say(MAP_HINT.strip())
    try:
        while table.box and not (table.results and max(totals.values()) >= goal):
            record = table.box.pop()
            number = len(table.results) + 1
            order = seats_from(players, (number - 1) % len(players))
            console.say(f"\nRound {number}, {order[0]} starts.{_visible(table, record, 'fauna')}")
            moves = _placing(table, record, order, {p: hands[p].in_hand for p in order}, capacity)
            turns = _replay(table, record, order, {p: hands[p].in_hand for p in order}, capacity, moves)
            result = fauna_game.score_placements(number, order, turns.finish(), hands, totals, record,
                                                 board.board, board.world, rules)
            logged = {"animal": record.id, "turns": [{player: move} for player, move in moves]}
            _reveal(table, record, result, logged, "fauna")
            totals, hands = result.totals, result.hands
    except Stop:
        console.say("\nThe game stops here.")
    finished = bool(table.results) and max(totals.values()) >= goal
    return _finish(table, "fauna", totals, finished, fauna_game.end_rule(goal), rules)


def _replay(table: Table, record: AnimalRecord, order: list[str], hands: dict[str, int], capacity: int,
            moves: list[tuple[str, str]]) -> fauna_game.Turns:
    """The round's placing phase after `moves`: rebuilt from the start, which makes `undo`
    exact (passes of empty hands included)."""
    board = table.board
    turns = fauna_game.Turns(order, hands, lambda move: parse_spot(move, board.board, board.world, record, "area"),
                             capacity)
    for player, move in moves:
        turns.play(player, move)
    return turns


def _placing(table: Table, record: AnimalRecord, order: list[str], hands: dict[str, int],
             capacity: int) -> list[tuple[str, str]]:
    """Ask for moves until everyone has passed; returns them as (player, move)."""
    moves: list[tuple[str, str]] = []
    turns = _replay(table, record, order, hands, capacity, moves)
    while True:
        for player in turns.skip_empty_hands():
            table.console.say(f"  {player} has no pieces left and passes")
        if turns.over:
            return moves
        player = turns.expected()
        held = turns.hand[player]
        taken = _taken([(who, spot) for who, _, spot, _ in turns.placed])
        try:
            spot = _ask_move(table, record, f"{player} ({plural(held, 'piece')})> ", "area",
                             lambda text, player=player: turns.play(player, text), taken)
        except Undo:
            if not moves:
                table.console.say("  nothing to undo in this round")
                continue
            undone = moves.pop()
            table.console.say(f"  took back {undone[0]}: {undone[1]}")
            turns = _replay(table, record, order, hands, capacity, moves)
            continue
        moves.append((player, "pass" if spot is None else spot.as_record()))


def play_kompakt(table: Table, rules: TableRules) -> GameResult:
    console, board, players = table.console, table.board, table.players
    limit = 2 * len(players)
    totals = {p: 0 for p in players}
    console.say(f"FAUNA KOMPAKT for {', '.join(players)}; {limit} rounds, each player starts twice.")
    for rule in rules.departures("kompakt"):
        console.say(rule)
    try:
        while table.box and len(table.results) < limit:
            record = table.box.pop()
            number = len(table.results) + 1
            order = seats_from(players, (number - 1) % len(players))
            console.say(f"\nRound {number}, {order[0]} starts.{_visible(table, record, 'kompakt')}")
            bids, stones = _bidding(table, record, order)
            result = kompakt.kompakt_round(number, order, bids, stones, totals, record, board.board, board.world,
                                           rules)
            _reveal(table, record, result, {"animal": record.id, "bids": bids, "stones": stones}, "kompakt")
            totals = result.totals
    except Stop:
        console.say("\nThe game stops here.")
    return _finish(table, "kompakt", totals, len(table.results) == limit, kompakt.end_rule(limit), rules)


def _bidding(table: Table, record: AnimalRecord, order: list[str]) -> tuple[dict[str, int], list[str]]:
    """Every bid, then the highest bidder's stones; `undo` steps back one entry at a time,
    from the stones into the bids."""
    board = table.board
    most = kompakt.most_stones(record, board.board, board.world)
    bids: dict[str, int] = {}
    stones: list[str] = []
    while True:
        try:
            if len(bids) < len(order):
                player = order[len(bids)]
                bids[player] = _bid(table, record, player, most)
                if len(bids) == len(order):
                    best = max(bids.values())
                    bidder = [p for p in order if bids[p] == best][-1]
                    table.console.say(f"  {bidder} places {plural(best, 'stone')}.")
                continue
            best = max(bids.values())
            if len(stones) == best:
                return bids, stones
            bidder = [p for p in order if bids[p] == best][-1]
            spots = [parse_spot(stone, board.board, board.world, record, "region") for stone in stones]
            spot = _ask_move(table, record, f"{bidder}, stone {len(stones) + 1} of {best}> ", "region",
                             lambda text, spots=spots: _new_stone(text, spots, board, record),
                             _taken([(bidder, s) for s in spots]))
            stones.append(spot.as_record())
        except Undo:
            if stones:
                table.console.say(f"  took back the stone on {stones.pop()}")
            elif bids:
                player, bid = bids.popitem()
                table.console.say(f"  took back {player}'s bid of {bid}")
            else:
                table.console.say("  nothing to undo in this round")


def _ask_move(table: Table, record: AnimalRecord, prompt: str, kind: str, apply: Callable[[str], Spot | None],
              taken: Taken) -> Spot | None:
    """Ask until `apply` accepts a move; answer look-ups, and say why a move is refused."""
    while True:
        text = table.console.line(prompt)
        if text.lower() == UNDO:
            raise Undo
        info = _lookup(table, record, text, kind, taken)
        if info is not None:
            table.console.say(info)
            continue
        try:
            return apply(text)
        except (GameError, IllegalMove) as error:
            table.console.say(f"  not allowed: {error.message}" + (f" ({error.hint})" if error.hint else ""))


def _new_stone(text: str, stones: list[Spot], board: LoadedBoard, record: AnimalRecord) -> Spot:
    if " ".join(text.split()).lower() == fauna_game.PASS:
        raise IllegalMove("KOMPAKT has no passing: the highest bidder places every stone bid",
                          "'undo' steps back into the bids")
    spot = parse_spot(text, board.board, board.world, record, "region")
    if spot in stones:
        raise IllegalMove(f"{spot.describe()} holds a stone already")
    return spot


def _bid(table: Table, record: AnimalRecord, player: str, most: int) -> int:
    console = table.console
    while True:
        text = console.line(f"{player}, your bid> ")
        if text.lower() == UNDO:
            raise Undo
        if text.lower() in ("?", "help"):
            console.say(BID_HELP.format(most=most))
            continue
        info = _lookup(table, record, text, "region", {})
        if info is not None:
            console.say(info)
            continue
        if not (text.isascii() and text.isdigit()):
            console.say(f"  a bid is a whole number, from 0 to {most}")
        elif int(text) > most:
            console.say(f"  not allowed: {kompakt.bid_too_high(int(text), most)}")
        else:
            return int(text)


def _reveal(table: Table, record: AnimalRecord, result: RoundResult, logged: dict[str, Any], game: str) -> None:
    table.results.append(result)
    table.log.append(logged)
    if table.after_round is not None:
        table.after_round()
    world = table.board.world
    key = answer_key_view(record, world, [table.board.board])
    names = {a: area.name.en for a, area in world.areas.items()}
    table.console.say("\n" + answer_key_text(key, names, game).rstrip())  # what scores in this game only
    view = game_view(GameResult(game, table.players, [result], result.totals, False, "", []), table.board.board.name)
    width = max(len(p) for p in table.players)
    table.console.say("\n".join(round_lines(view["rounds"][0], game, width, {record.id: record.name})))


def _finish(table: Table, game: str, totals: dict[str, int], finished: bool, rule: str,
            rules: TableRules) -> GameResult:
    result = GameResult(game, table.players, table.results, totals, finished, rule, leaders(totals), rules)
    if not table.box and not finished:
        table.console.say("\nThe card box is empty.")
    table.console.say("\n" + ending_line(game_view(result, table.board.board.name)))
    return result


def game_file(game: str, board: str, deck: str, players: list[str], rules: TableRules,
              log: list[dict[str, Any]]) -> dict[str, Any]:
    """The game as played, in the game file format; settings only where they are not the
    rules' defaults."""
    data: dict[str, Any] = {"game": game, "board": board, "deck": deck, "players": players}
    defaults = TableRules().choices(game)
    data.update({name: value for name, value in rules.choices(game).items() if value != defaults[name]})
    data["rounds"] = log
    return data
