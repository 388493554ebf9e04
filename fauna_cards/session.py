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
from fauna_cards.model.record import AnimalRecord
from fauna_cards.rules import fauna_game, kompakt
from fauna_cards.rules.moves import IllegalMove, Spot, parse_spot
from fauna_cards.rules.outcome import GameError, GameResult, Hand, RoundResult, leaders, seats_from
from fauna_cards.rules.table_rules import TableRules
from fauna_cards.views import answer_key_text, answer_key_view
from fauna_cards.views_game import ending_line, game_view, round_lines
from fauna_cards.rules.kompakt import regions_of


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


HELP = """  Type an area id (rift-valley), a scale and space (weight 18, or weight 200-500 kg), or pass.
  'areas' lists the area ids, 'scales' the spaces of the asked scales, 'undo' takes back the
  round's last entry, 'quit' ends the game.
  A labelled map of every area: fauna map --all -o areas.pdf"""
MAP_HINT = "  (a labelled map of the areas: fauna map --all -o areas.pdf)"


def _visible(table: Table, record: AnimalRecord, game: str) -> str:
    count = len(record.areas)
    where = f"{count} area{'s' if count != 1 else ''}"
    if game == "kompakt":
        regions = len(regions_of(table.board.world, list(record.areas)))
        where = f"{regions} region{'s' if regions != 1 else ''}"
    return (f"\n{record.name} ({record.scientific_name}), {record.animal_class}, {record.difficulty}\n"
            f"  lives in {where}; guess: {', '.join(record.measures.asked())}")


def _scales(table: Table, record: AnimalRecord) -> str:
    board = table.board.board
    lines = []
    for measure in record.measures.asked():
        name, scale = board.scale_for(measure)
        lines.append(f"  {measure} ({name}): " + ", ".join(f"{s.index} {s.label}" for s in scale.spaces))
    return "\n".join(lines)


def _lookup(table: Table, record: AnimalRecord, text: str, kind: str) -> str | None:
    """Answer 'help', 'areas' or 'scales'; None if `text` is a move."""
    world = table.board.world
    if text in ("?", "help"):
        return HELP
    if text == "areas":
        places = world.areas if kind == "area" else world.regions
        return "  " + ", ".join(places) + ("\n" + MAP_HINT if kind == "area" else "")
    if text == "scales":
        return _scales(table, record)
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
        try:
            spot = _ask_move(table, record, f"{player} ({held} piece{'s' if held != 1 else ''})> ", "area",
                             lambda text, player=player: turns.play(player, text))
        except Undo:
            if not moves:
                table.console.say("  nothing to undo in this round")
                continue
            undone = moves.pop()
            table.console.say(f"  took back {undone[0]}: {undone[1]}")
            turns = _replay(table, record, order, hands, capacity, moves)
            continue
        moves.append((player, "pass" if spot is None else spot.as_move()))


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
                bids[player] = _bid(table.console, player, most)
                if len(bids) == len(order):
                    best = max(bids.values())
                    bidder = [p for p in order if bids[p] == best][-1]
                    table.console.say(f"  {bidder} places {best} stone{'s' if best != 1 else ''}.")
                continue
            best = max(bids.values())
            if len(stones) == best:
                return bids, stones
            bidder = [p for p in order if bids[p] == best][-1]
            spot = _ask_move(table, record, f"{bidder}, stone {len(stones) + 1} of {best}> ", "region",
                             lambda text: _new_stone(text, stones, board, record))
            stones.append(spot.as_move())
        except Undo:
            if stones:
                table.console.say(f"  took back the stone on {stones.pop()}")
            elif bids:
                player, bid = bids.popitem()
                table.console.say(f"  took back {player}'s bid of {bid}")
            else:
                table.console.say("  nothing to undo in this round")


def _ask_move(table: Table, record: AnimalRecord, prompt: str, kind: str, apply: Callable[[str], Spot | None]) -> Spot | None:
    """Ask until `apply` accepts a move; answer look-ups, and say why a move is refused."""
    while True:
        text = table.console.line(prompt)
        if text.lower() == UNDO:
            raise Undo
        info = _lookup(table, record, text, kind)
        if info is not None:
            table.console.say(info)
            continue
        try:
            return apply(text)
        except (GameError, IllegalMove) as error:
            table.console.say(f"  not allowed: {error.message}" + (f" ({error.hint})" if error.hint else ""))


def _new_stone(text: str, stones: list[str], board: LoadedBoard, record: AnimalRecord) -> Spot:
    spot = parse_spot(text, board.board, board.world, record, "region")
    if spot.as_move() in stones:
        raise IllegalMove(f"{spot.describe()} holds a stone already")
    return spot


def _bid(console: Console, player: str, most: int) -> int:
    while True:
        text = console.line(f"{player}, your bid> ")
        if text.lower() == UNDO:
            raise Undo
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
    table.console.say("\n" + answer_key_text(key, names, game).rstrip())
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
