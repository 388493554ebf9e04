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


def card_box(records: list[AnimalRecord], difficulty: str, seed: int) -> list[AnimalRecord]:
    """The chosen cards in a shuffled order that `seed` repeats."""
    chosen = [r for r in sorted(records, key=lambda r: r.id) if difficulty == "any" or r.difficulty == difficulty]
    random.Random(seed).shuffle(chosen)
    return chosen


HELP = """  Type an area id (rift-valley), a scale and space (weight 18, or weight 200-500 kg), or pass.
  'areas' lists the area ids, 'scales' the spaces of the asked scales, 'quit' ends the game.
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


def play_fauna(table: Table, pieces: int) -> GameResult:
    console, board, players = table.console, table.board, table.players
    goal = fauna_game.end_points(len(players))
    capacity = fauna_game.capacity_for(len(players))
    totals = {p: 0 for p in players}
    hands = {p: Hand(pieces, 0) for p in players}
    console.say(f"FAUNA for {', '.join(players)} on {board.board.name}; the game ends at {goal} points.")
    console.say(MAP_HINT.strip())
    try:
        while table.box and not (table.results and max(totals.values()) >= goal):
            record = table.box.pop()
            number = len(table.results) + 1
            order = seats_from(players, (number - 1) % len(players))
            console.say(f"\nRound {number}, {order[0]} starts.{_visible(table, record, 'fauna')}")
            turns = fauna_game.Turns(order, {p: hands[p].in_hand for p in order},
                                     lambda move: parse_spot(move, board.board, board.world, record, "area"), capacity)
            moves: list[dict[str, str]] = []
            while not turns.over:
                player = turns.expected()
                if turns.hand[player] == 0 and not turns.must_place(player):
                    turns.play(player, "pass")  # no piece left: nothing to decide
                    console.say(f"  {player} has no pieces left and passes")
                    moves.append({player: "pass"})
                    continue
                pieces = turns.hand[player]
                spot = _ask_move(table, record, f"{player} ({pieces} piece{'s' if pieces != 1 else ''})> ", "area",
                                 lambda text, player=player: turns.play(player, text))
                moves.append({player: "pass" if spot is None else spot.as_move()})
            result = fauna_game.score_placements(number, order, turns.finish(), hands, totals, record,
                                                 board.board, board.world)
            _reveal(table, record, result, {"animal": record.id, "turns": moves}, "fauna")
            totals, hands = result.totals, result.hands
    except Stop:
        console.say("\nThe game stops here.")
    finished = bool(table.results) and max(totals.values()) >= goal
    return _finish(table, "fauna", totals, finished, fauna_game.end_rule(goal))


def play_kompakt(table: Table) -> GameResult:
    console, board, players = table.console, table.board, table.players
    limit = 2 * len(players)
    totals = {p: 0 for p in players}
    console.say(f"FAUNA KOMPAKT for {', '.join(players)}; {limit} rounds, each player starts twice.")
    try:
        while table.box and len(table.results) < limit:
            record = table.box.pop()
            number = len(table.results) + 1
            order = seats_from(players, (number - 1) % len(players))
            console.say(f"\nRound {number}, {order[0]} starts.{_visible(table, record, 'kompakt')}")
            bids = {player: _bid(console, player) for player in order}
            best = max(bids.values())
            bidder = [p for p in order if bids[p] == best][-1]
            console.say(f"  {bidder} places {best} stone{'s' if best != 1 else ''}.")
            stones: list[str] = []
            while len(stones) < best:
                spot = _ask_move(table, record, f"{bidder}, stone {len(stones) + 1} of {best}> ", "region",
                                 lambda text: _new_stone(text, stones, board, record))
                stones.append(spot.as_move())
            result = kompakt.kompakt_round(number, order, bids, stones, totals, record, board.board, board.world)
            _reveal(table, record, result, {"animal": record.id, "bids": bids, "stones": stones}, "kompakt")
            totals = result.totals
    except Stop:
        console.say("\nThe game stops here.")
    return _finish(table, "kompakt", totals, len(table.results) == limit, kompakt.end_rule(limit))


def _ask_move(table: Table, record: AnimalRecord, prompt: str, kind: str, apply: Callable[[str], Spot | None]) -> Spot | None:
    """Ask until `apply` accepts a move; answer look-ups, and say why a move is refused."""
    while True:
        text = table.console.line(prompt)
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


def _bid(console: Console, player: str) -> int:
    while True:
        text = console.line(f"{player}, your bid> ")
        if text.isascii() and text.isdigit():
            return int(text)
        console.say("  a bid is a whole number, 0 or more")


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


def _finish(table: Table, game: str, totals: dict[str, int], finished: bool, rule: str) -> GameResult:
    result = GameResult(game, table.players, table.results, totals, finished, rule, leaders(totals))
    if not table.box and not finished:
        table.console.say("\nThe card box is empty.")
    table.console.say("\n" + ending_line(game_view(result, table.board.board.name)))
    return result


def game_file(game: str, board: str, deck: str, players: list[str], pieces: int, log: list[dict[str, Any]]) -> dict[str, Any]:
    """The game as played, in the game file format."""
    data: dict[str, Any] = {"game": game, "board": board, "deck": deck, "players": players}
    if game == "fauna":
        data["pieces"] = pieces
    data["rounds"] = log
    return data
