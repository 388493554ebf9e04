"""`fauna play`: the deck as a card box for a table of 2-8 players, in a plain terminal.

The game's engine referees: every entry goes through the same rules as `fauna score`, so an
illegal one is refused with the reason and asked again. This console drives any game; what
a player types in a round, and what they may look up, is the game's (`games/<name>/console.py`).
The game played can be saved as a game file that `fauna score` re-scores to the same totals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fauna_cards.games.common.outcome import GameError, GameResult, RoundResult
from fauna_cards.games.common.spots import IllegalMove, Spot
from fauna_cards.games.common.table_rules import TableRules
from fauna_cards.model.record import AnimalRecord
from fauna_cards.render.answer_key import answer_key_text
from fauna_cards.render.score import ending_line
from fauna_cards.views.answer_key import answer_key_view
from fauna_cards.views.score import scored_game_view, scored_round
from fauna_cards.words import plural

if TYPE_CHECKING:
    from fauna_cards.games.spec import GameSpec
    from fauna_cards.load.boards import LoadedBoard


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


Taken = dict[tuple[str, str, int], list[str]]  # (kind, name, index) of a spot -> who is on it


def taken_by(placed: list[tuple[str, Spot]]) -> Taken:
    taken: Taken = {}
    for player, spot in placed:
        taken.setdefault((spot.kind, spot.name, spot.index), []).append(player)
    return taken


def listing(title: str, items: list[str]) -> str:
    """`  title: a, b, c`, wrapped between items (never inside `14 10-20 kg`)."""
    lines = [f"  {title}:"]
    for number, item in enumerate(items):
        piece = item + ("," if number < len(items) - 1 else "")
        if len(lines[-1]) + 1 + len(piece) > WIDTH and lines[-1].strip() and not lines[-1].endswith(":"):
            lines.append("   ")
        lines[-1] += " " + piece
    return "\n".join(lines)


def marked(place: str, key: tuple[str, str, int], taken: Taken) -> str:
    return f"{place} [{', '.join(taken[key])}]" if key in taken else place


def scales_text(table: Table, record: AnimalRecord, taken: Taken, stones: bool = False) -> str:
    board = table.board.board
    lines = []
    for measure in record.measures.asked():
        name, scale = board.scale_for(measure)
        items = [f"{s.index} {s.label}" + ((" [stone]" if stones else f" [{', '.join(taken[key])}]")
                                            if (key := ("space", name, s.index)) in taken else "")
                 for s in scale.spaces]
        lines.append(listing(f"{measure} ({name})", items))
    return "\n".join(lines)


UNDO = "undo"


class Undo(Exception):
    """The player typed `undo`: take back the round's last entry."""


def ask_move(table: Table, prompt: str, lookup: Callable[[str], str | None],
             apply: Callable[[str], Spot | None]) -> Spot | None:
    """Ask until `apply` accepts a move; answer look-ups, and say why a move is refused."""
    while True:
        text = table.console.line(prompt)
        if text.lower() == UNDO:
            raise Undo
        info = lookup(text)
        if info is not None:
            table.console.say(info)
            continue
        try:
            return apply(text)
        except (GameError, IllegalMove) as error:
            table.console.say(f"  not allowed: {error.message}" + (f" ({error.hint})" if error.hint else ""))


def play(table: Table, spec: GameSpec, rules: TableRules) -> GameResult:
    """The whole game: a card from the box each round, the round as the game drives it, the
    answer and the scores, until the game is over, the box is empty or the players quit."""
    console, board, parts = table.console, table.board, spec.console
    engine = spec.engine(table.players, rules, board.board, board.world)
    console.say(parts.opening(engine, board.board.name))
    for rule in rules.departures(spec.settings):
        console.say(rule)
    for line in parts.after_rules:
        console.say(line)
    try:
        while table.box and not engine.over():
            record = table.box.pop()
            round_ = engine.start_round(record)
            shown = spec.face_places(record, board.world, "en")
            console.say(f"\nRound {round_.number}, {round_.order[0]} starts.\n"
                        f"{record.name} ({record.scientific_name}), {record.animal_class}, {record.difficulty}\n"
                        f"  lives in {shown.count} {shown.word}; guess: {', '.join(record.measures.asked())}")
            round_ = parts.play_round(table, engine, round_)
            result = engine.finish_round(round_)
            _reveal(table, spec, record, result, parts.logged(round_))
    except Stop:
        console.say("\nThe game stops here.")
    result = engine.result()
    if not table.box and not result.finished:
        console.say("\nThe card box is empty.")
    console.say("\n" + ending_line(scored_game_view(result, board.board.name, {})))
    return result


def _reveal(table: Table, spec: GameSpec, record: AnimalRecord, result: RoundResult, logged: dict[str, Any]) -> None:
    table.results.append(result)
    table.log.append(logged)
    if table.after_round is not None:
        table.after_round()
    world = table.board.world
    key = answer_key_view(record, world, [table.board.board])
    names = {a: area.name.en for a, area in world.areas.items()}
    table.console.say("\n" + answer_key_text(key, names, spec.map_level).rstrip())  # what scores in this game only
    assert spec.round_lines is not None  # a game on a board
    width = max(len(p) for p in table.players)
    table.console.say("\n".join(spec.round_lines(scored_round(result, {record.id: record.name}), width)))


def game_file(spec: GameSpec, board: str, deck: str, players: list[str], rules: TableRules,
              log: list[dict[str, Any]]) -> dict[str, Any]:
    """The game as played, in the game file format; settings only where they are not the
    rules' defaults."""
    data: dict[str, Any] = {"game": spec.name, "board": board, "deck": deck, "players": players}
    defaults = TableRules().choices(spec.settings)
    data.update({name: value for name, value in rules.choices(spec.settings).items() if value != defaults[name]})
    data["rounds"] = log
    return data
