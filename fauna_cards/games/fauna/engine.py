"""A FAUNA game: turns in order, one piece per spot (two with KOMPAKT's expansion rule at
7-8 players), scoring, the stock of lost pieces, and the end by points."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.fauna.scoring import (
    AREA_TIERS, SCALE_POINTS_ADJACENT, SCALE_POINTS_CORRECT, STACKED_PENALTY, judge, stacked_points,
)
from fauna_cards.games.common.spots import IllegalMove, Spot, parse_spot
from fauna_cards.games.common.engine import play_rounds
from fauna_cards.games.common.outcome import GameError, GameResult, Hand, PieceResult, RoundResult, leaders, seats_from
from fauna_cards.games.common.table_rules import TableRules
from fauna_cards.words import spoken_list

PASS = "pass"
REFILL_TO = 3  # after each round a player is brought back up to three pieces in hand
EXPANSION_FROM = 7  # from seven players on, KOMPAKT's expansion rules apply


def end_points(player_count: int) -> int:
    """The score that ends the game at the end of its round."""
    if player_count <= 3:
        return 120
    if player_count <= 5:
        return 100
    return 80


MOST_PLAYERS = 8


@dataclass(frozen=True)
class ScoringFacts:
    """The scoring rules in the form a printed board's table shows them."""

    area_tiers: tuple[tuple[str, int, int], ...]  # ("3–4", correct, adjacent)
    scale_points: tuple[int, int]  # correct, adjacent
    targets: tuple[tuple[str, int], ...]  # ("2–3", 120): players, points that end the game
    stacking_from: int  # from this many players a spot takes a second piece...
    stacked_penalty: int  # ...which scores this much less (never below 0)
    refill_to: int  # after a round, a player holding fewer pieces gets back up to this many


def scoring_facts() -> ScoringFacts:
    tiers = tuple(
        (f"{t.fewest}" if t.most == t.fewest else (f"{t.fewest}+" if t.most is None else f"{t.fewest}–{t.most}"),
         t.correct, t.adjacent)
        for t in AREA_TIERS
    )
    targets: list[tuple[int, int, int]] = []  # first and last player count, points
    for players in range(2, MOST_PLAYERS + 1):
        points = end_points(players)
        if targets and targets[-1][2] == points:
            targets[-1] = (targets[-1][0], players, points)
        else:
            targets.append((players, players, points))
    return ScoringFacts(
        tiers, (SCALE_POINTS_CORRECT, SCALE_POINTS_ADJACENT),
        tuple((f"{first}–{last}" if last != first else f"{first}", points) for first, last, points in targets),
        EXPANSION_FROM, STACKED_PENALTY, REFILL_TO,
    )


class Turns:
    """The placing phase of one round, one move at a time.

    Players move in seat order from the start player; in the first pass round everyone with
    a piece must place one; a player who passes is out for the round, and so is a player
    whose hand is empty, whether or not the pass is written. Each spot holds `capacity`
    pieces. A refused move raises GameError and changes nothing.
    """

    def __init__(self, order: list[str], hands: dict[str, int], spot_of, capacity: int) -> None:  # type: ignore[no-untyped-def]
        self.order = list(order)
        self.active = list(order)
        self.hand = {player: hands[player] for player in order}
        self.spot_of = spot_of
        self.capacity = capacity
        self._pointer = 0
        self._has_placed: set[str] = set()
        self._taken: Counter[Spot] = Counter()
        self.placed: list[tuple[str, int, Spot, bool]] = []  # (player, turn, spot, stacked)
        self._turn = 0

    @property
    def over(self) -> bool:
        return not self.active

    def expected(self) -> str:
        return self.active[self._pointer]

    def must_place(self, player: str) -> bool:
        return player not in self._has_placed and self.hand[player] > 0

    def skip_empty_hands(self, mover: str | None = None) -> list[str]:
        """Pass for every player due to move with nothing left to place, up to the next one
        who can decide, or up to `mover` when `mover` is the one due and writes the pass
        themselves. Returns who was passed."""
        skipped: list[str] = []
        while self.active:
            player = self.expected()
            if self.hand[player] > 0 or player == mover:
                break
            self._pass(player)
            skipped.append(player)
        return skipped

    def _pass(self, player: str) -> None:
        self.active.pop(self._pointer)
        self._pointer = self._pointer % len(self.active) if self.active else 0

    def play(self, player: str, move: str) -> Spot | None:
        """Apply one move; return the spot, or None for a pass."""
        index = self._turn
        where = ("turns", index, player)
        passing = " ".join(move.split()).lower() == PASS
        if not passing and player in self.active and self.hand[player] == 0:
            raise GameError(None, where, f"{player} has no pieces left",
                            hint="a player whose hand is empty passes (the pass may be left out)")
        # A player with nothing left to place is out: a file may write the pass or leave it out.
        self.skip_empty_hands(player if passing else None)
        if self.over:
            raise GameError(None, ("turns", index), "every player has passed: the round is over")
        expected = self.expected()
        if player != expected:
            if player in self.order and player not in self.active and self.hand[player] == 0:
                raise GameError(None, ("turns", index), f"{player} has no pieces left and is out of this round",
                                hint="an empty hand passes when its turn comes: write the pass there, or leave "
                                f"it out; it is {expected}'s turn", code="turn-order")
            if player in self.order and player not in self.active:
                raise GameError(None, ("turns", index), f"{player} has passed and is out of this round",
                                hint=f"a pass is final for the round; it is {expected}'s turn", code="turn-order")
            known = "" if player in self.order else " (not a player of this game)"
            raise GameError(None, ("turns", index), f"it is {expected}'s turn, not {player}'s{known}",
                            hint="turns go clockwise from the start player, skipping those who passed",
                            code="turn-order")
        if passing:
            if self.must_place(player):
                raise GameError(None, where, f"{player} must place a piece before passing",
                                hint="in a round's first pass every player places one piece")
            self._pass(player)
            self._turn += 1
            return None
        try:
            spot = self.spot_of(move)
        except IllegalMove as error:
            raise GameError(None, where, error.message, error.hint, error.code) from None
        if self._taken[spot] >= self.capacity:
            limit = "already holds a piece" if self.capacity == 1 else f"already holds {self.capacity} pieces"
            raise GameError(None, where, f"{spot.describe()} {limit}",
                            hint="each area and space holds one piece; two with 7 or 8 players")
        self.placed.append((player, index, spot, self._taken[spot] > 0))
        self._taken[spot] += 1
        self.hand[player] -= 1
        self._has_placed.add(player)
        self._pointer = (self._pointer + 1) % len(self.active)
        self._turn += 1
        return spot

    def finish(self) -> list[tuple[str, int, Spot, bool]]:
        """End the list of turns: whoever is still in passes now."""
        missing = [p for p in self.order if self.must_place(p)]
        if missing:
            raise GameError(None, ("turns",), f"the round ends before {spoken_list(missing)} placed a piece",
                            hint="in a round's first pass every player places one piece")
        self.active = []
        return self.placed


def place(
    order: list[str], turns: Sequence[tuple[str, str]], hands: dict[str, int],
    spot_of, capacity: int,  # type: ignore[no-untyped-def]
) -> list[tuple[str, int, Spot, bool]]:
    """Check a whole list of turns; return (player, turn, spot, stacked) per piece."""
    tracker = Turns(order, hands, spot_of, capacity)
    for player, move in turns:
        tracker.play(player, move)
    return tracker.finish()


def score_placements(
    number: int, order: list[str], placed: list[tuple[str, int, Spot, bool]], hands: dict[str, Hand],
    totals: dict[str, int], record: AnimalRecord, board: Board, world: WorldMap, rules: TableRules,
) -> RoundResult:
    pieces = []
    for player, turn, spot, stacked in placed:
        judgement = judge(spot, record, board, world)
        pieces.append(PieceResult(player, spot, judgement.result,
                                  stacked_points(judgement.points, stacked), stacked, turn))
    points = {p: sum(piece.points for piece in pieces if piece.player == p) for p in order}
    new_totals = {p: totals[p] + points.get(p, 0) for p in totals}
    new_hands = {
        p: recover(hands[p], sum(1 for x in pieces if x.player == p),
                   sum(1 for x in pieces if x.player == p and rules.comes_back(x.result, x.points)))
        for p in hands
    }
    return RoundResult(number, record.id, order[0], pieces, points, new_totals, new_hands)


def recover(hand_before: Hand, placed: int, kept: int) -> Hand:
    """The `kept` pieces come back (TableRules.comes_back); the others go to the stock. Then
    one piece comes back from the stock, and a player holding fewer than three is refilled
    to three from it."""
    in_hand = hand_before.in_hand - placed + kept
    lost = hand_before.lost + placed - kept
    if lost:
        in_hand, lost = in_hand + 1, lost - 1
    refill = min(max(0, REFILL_TO - in_hand), lost)
    return Hand(in_hand + refill, lost - refill)


def capacity_for(player_count: int) -> int:
    return 2 if player_count >= EXPANSION_FROM else 1


Turn = tuple[str, str]  # (player, move): an entry of a FAUNA round


class FaunaRound:
    """One round, one turn at a time: `apply` a turn or a pass, then `finish` to score it."""

    def __init__(self, number: int, order: list[str], hands: dict[str, Hand], totals: dict[str, int],
                 record: AnimalRecord, board: Board, world: WorldMap, capacity: int, rules: TableRules) -> None:
        self.number, self.order, self.record = number, order, record
        self.entries: list[Turn] = []
        self._hands, self._totals, self._board, self._world, self._rules = hands, totals, board, world, rules
        self.turns = Turns(order, {p: hands[p].in_hand for p in order},
                           lambda move: parse_spot(move, board, world, record, "area"), capacity)

    def apply(self, entry: Turn) -> Spot | None:
        """Play one turn; the spot, or None for a pass. Raises GameError, changing nothing."""
        try:
            spot = self.turns.play(*entry)
        except GameError as error:
            raise error.at(self.number - 1, len(self.entries)) from None
        self.entries.append((entry[0], PASS if spot is None else spot.as_record()))
        return spot

    def finish(self) -> RoundResult:
        try:
            placed = self.turns.finish()
        except GameError as error:
            raise error.at(self.number - 1, None) from None
        return score_placements(self.number, self.order, placed, self._hands, self._totals, self.record,
                                self._board, self._world, self._rules)


class FaunaEngine:
    """A FAUNA game: rounds in order until a player reaches the points that end it."""

    def __init__(self, players: list[str], rules: TableRules, board: Board, world: WorldMap) -> None:
        self.players, self.rules, self.board, self.world = list(players), rules, board, world
        self.goal = end_points(len(players))
        self.capacity = capacity_for(len(players))
        self.totals = {p: 0 for p in players}
        self.hands = {p: Hand(rules.pieces, 0) for p in players}
        self.results: list[RoundResult] = []

    @property
    def end_rule(self) -> str:
        return end_rule(self.goal)

    def over(self) -> bool:
        return bool(self.results) and max(self.totals.values()) >= self.goal

    def start_round(self, record: AnimalRecord) -> FaunaRound:
        index = len(self.results)
        if self.over():
            raise GameError(index, (), f"the game ended after round {index}, when a player reached {self.goal}",
                            code="after-game-end")
        order = seats_from(self.players, index % len(self.players))
        return FaunaRound(index + 1, order, self.hands, self.totals, record, self.board, self.world,
                          self.capacity, self.rules)

    def finish_round(self, round_: FaunaRound) -> RoundResult:
        result = round_.finish()
        self.results.append(result)
        self.totals, self.hands = result.totals, result.hands
        return result

    def result(self) -> GameResult:
        return GameResult("fauna", list(self.players), list(self.results), self.totals, self.over(),
                          self.end_rule, leaders(self.totals), self.rules)


def play_round(
    number: int, order: list[str], turns: Sequence[Turn], hands: dict[str, Hand],
    totals: dict[str, int], record: AnimalRecord, board: Board, world: WorldMap, capacity: int,
    rules: TableRules,
) -> RoundResult:
    round_ = FaunaRound(number, order, hands, totals, record, board, world, capacity, rules)
    for turn in turns:
        round_.apply(turn)
    return round_.finish()


def play_game(
    players: list[str], rules: TableRules, rounds: Sequence[tuple[AnimalRecord, Sequence[Turn]]],
    board: Board, world: WorldMap,
) -> GameResult:
    return play_rounds(FaunaEngine(players, rules, board, world), rounds)


def end_rule(goal: int) -> str:
    return f"ends at the end of the round in which a player reaches {goal} points"
