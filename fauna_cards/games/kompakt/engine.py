"""FAUNA KOMPAKT's view of the map: the 13 regions an animal's areas fall in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.common.spots import IllegalMove, Spot, asked_scales, parse_spot
from fauna_cards.games.common.engine import play_rounds
from fauna_cards.games.common.outcome import GameError, GameResult, PieceResult, RoundResult, leaders, seats_from
from fauna_cards.games.common.table_rules import TableRules
from fauna_cards.games.common.scales import touches
from fauna_cards.words import plural


def regions_of(world: WorldMap, areas: list[str]) -> list[str]:
    return world.regions_of(areas)


ALL_CORRECT_BONUS = 3
STONES = 14  # the guess stones in the box: 7 in each of two colours


def most_stones(record: AnimalRecord, board: Board, world: WorldMap) -> int:
    """The highest bid that can be kept: no more stones than the box holds, nor than there
    are regions and fields (of the scales the card asks) to put them on, one on each."""
    spots = len(world.regions) + sum(len(board.scales[name].spaces) for name in asked_scales(board, record))
    return min(STONES, spots)


@dataclass(frozen=True)
class Bid:
    player: str
    amount: int


Entry = Bid | str  # a bid, or a stone as written: a region id or a scale field


class KompaktRound:
    """One round: every player's bid in turn, then the highest bidder's stones, one at a
    time; `finish` scores it. A refused entry raises GameError and changes nothing."""

    def __init__(self, number: int, order: list[str], totals: dict[str, int], record: AnimalRecord,
                 board: Board, world: WorldMap, rules: TableRules) -> None:
        self.number, self.order, self.record = number, order, record
        self.entries: list[Entry] = []
        self.bids: dict[str, int] = {}
        self.stones: list[Spot] = []
        self.most = most_stones(record, board, world)
        self._totals, self._board, self._world, self._rules = totals, board, world, rules
        self._surplus = 0  # stones listed beyond the bid: the count is refused when the round ends

    @property
    def bidding(self) -> bool:
        return len(self.bids) < len(self.order)

    @property
    def bidder(self) -> str:
        """Who places the stones: of tied highest bidders, the last to bid."""
        best = max(self.bids.values())
        return [p for p in self.order if self.bids.get(p) == best][-1]

    @property
    def stones_left(self) -> int:
        return max(self.bids.values()) - len(self.stones)

    def apply(self, entry: Entry) -> Spot | None:
        """Take a bid or place a stone; the stone's spot, or None for a bid."""
        try:
            spot = self._bid(entry) if isinstance(entry, Bid) else self._stone(entry)
        except GameError as error:
            raise error.at(self.number - 1, len(self.entries)) from None
        self.entries.append(entry if spot is None else spot.as_record())
        return spot

    def _bid(self, bid: Bid) -> None:
        player, order, position = bid.player, self.order, len(self.bids)
        if player not in order:
            raise GameError(None, ("bids", player), f"{player} is not a player of this game", code="turn-order")
        if position >= len(order) or order[position] != player:
            expected = order[position] if position < len(order) else None
            raise GameError(None, ("bids", player), f"{expected} bids here, not {player}",
                            hint="bids go clockwise from the start player: " + ", ".join(order),
                            code="turn-order")
        if bid.amount < 0:
            raise GameError(None, ("bids", player), "a bid cannot be negative")
        if bid.amount > self.most:
            raise GameError(None, ("bids", player), bid_too_high(bid.amount, self.most), code="bid-too-high",
                            hint=f"a bid is 0 to {self.most}: one stone to a region or field, {STONES} stones in all")
        self.bids[player] = bid.amount

    def _all_bids_in(self) -> None:
        if self.bidding:
            raise GameError(None, ("bids",), f"{', '.join(self.order[len(self.bids):])} did not bid",
                            code="turn-order")

    def _stone(self, text: str) -> Spot | None:
        self._all_bids_in()
        if self.stones_left <= 0:
            self._surplus += 1
            return None
        index = len(self.stones)
        try:
            spot = parse_spot(text, self._board, self._world, self.record, "region")
        except IllegalMove as error:
            raise GameError(None, ("stones", index), error.message, error.hint, error.code) from None
        if spot in self.stones:
            raise GameError(None, ("stones", index), f"{spot.describe()} holds a stone already")
        self.stones.append(spot)
        return spot

    def finish(self) -> RoundResult:
        try:
            return self._score()
        except GameError as error:
            raise error.at(self.number - 1, None) from None

    def _score(self) -> RoundResult:
        self._all_bids_in()
        best, bidder = max(self.bids.values()), self.bidder
        listed = len(self.stones) + self._surplus
        if listed != best:
            raise GameError(None, ("stones",), f"{bidder} bid {best} but {plural(listed, 'stone')} {'is' if listed == 1 else 'are'} listed",
                            hint="the highest bidder places exactly as many stones as bid", code="stone-count")
        # A stone scores nothing by itself: the round pays the bid + 3 if every stone is right.
        pieces = [PieceResult(bidder, spot, "correct" if _stone_is_correct(spot, self.record, self._board, self._world)
                              else "wrong", 0) for spot in self.stones]
        all_correct = all(piece.result == "correct" for piece in pieces)
        points = {p: self.bids[p] for p in self.order}
        points[bidder] = best + ALL_CORRECT_BONUS if all_correct else 0
        if best == 0 and self._rules.zero_bids == "nothing":
            points[bidder] = 0
        new_totals = {p: self._totals[p] + points[p] for p in self._totals}
        return RoundResult(self.number, self.record.id, self.order[0], pieces, points, new_totals,
                           bids=dict(self.bids), bidder=bidder)


def entries_of(bids: dict[str, int], stones: Sequence[str]) -> list[Entry]:
    """A written round's entries: the bids in bidding order, then the stones."""
    return [Bid(player, amount) for player, amount in bids.items()] + list(stones)


def kompakt_round(
    number: int, order: list[str], bids: dict[str, int], stones: Sequence[str], totals: dict[str, int],
    record: AnimalRecord, board: Board, world: WorldMap, rules: TableRules = TableRules(),
) -> RoundResult:
    """One written KOMPAKT round. Raises GameError for bids or stones the rules forbid."""
    round_ = KompaktRound(number, order, totals, record, board, world, rules)
    for entry in entries_of(bids, stones):
        round_.apply(entry)
    return round_.finish()


def bid_too_high(bid: int, limit: int) -> str:
    if limit == STONES:
        return f"a bid of {bid} cannot be kept: the game has {STONES} stones"
    return f"a bid of {bid} cannot be kept: this card offers {limit} places for stones"


def _stone_is_correct(spot: Spot, record: AnimalRecord, board: Board, world: WorldMap) -> bool:
    if spot.kind == "region":
        return spot.name in regions_of(world, list(record.areas))
    space = board.scales[spot.name].spaces[spot.index - 1]
    return any(
        touches(space, measure.low, measure.high)
        for name, measure in record.measures.asked().items()
        if board.scale_for(name)[0] == spot.name
    )


class KompaktEngine:
    """A KOMPAKT game: every player starts twice; then the game is over."""

    def __init__(self, players: list[str], rules: TableRules, board: Board, world: WorldMap) -> None:
        self.players, self.rules, self.board, self.world = list(players), rules, board, world
        self.limit = 2 * len(players)
        self.totals = {p: 0 for p in players}
        self.results: list[RoundResult] = []

    @property
    def end_rule(self) -> str:
        return end_rule(self.limit)

    def over(self) -> bool:
        return len(self.results) >= self.limit

    def start_round(self, record: AnimalRecord) -> KompaktRound:
        index = len(self.results)
        if self.over():
            raise GameError(index, (), f"the game ended after round {self.limit}: every player has started twice",
                            code="after-game-end")
        order = seats_from(self.players, index % len(self.players))
        return KompaktRound(index + 1, order, self.totals, record, self.board, self.world, self.rules)

    def finish_round(self, round_: KompaktRound) -> RoundResult:
        result = round_.finish()
        self.results.append(result)
        self.totals = result.totals
        return result

    def result(self) -> GameResult:
        return GameResult("kompakt", list(self.players), list(self.results), self.totals, self.over(),
                          self.end_rule, leaders(self.totals), self.rules)


def play_game(
    players: list[str], rules: TableRules, rounds: Sequence[tuple[AnimalRecord, dict[str, int], Sequence[str]]],
    board: Board, world: WorldMap,
) -> GameResult:
    engine = KompaktEngine(players, rules, board, world)
    return play_rounds(engine, [(record, entries_of(bids, stones)) for record, bids, stones in rounds])


def end_rule(rounds: int) -> str:
    return f"ends when every player has started twice ({rounds} rounds)"
