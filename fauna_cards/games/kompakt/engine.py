"""FAUNA KOMPAKT's view of the map: the 13 regions an animal's areas fall in."""

from __future__ import annotations

from collections.abc import Sequence

from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.common.spots import IllegalMove, Spot, asked_scales, parse_spot
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


def kompakt_round(
    number: int, order: list[str], bids: dict[str, int], stones: Sequence[str], totals: dict[str, int],
    record: AnimalRecord, board: Board, world: WorldMap, rules: TableRules = TableRules(),
) -> RoundResult:
    """One KOMPAKT round. Raises GameError(None, where) for bids or stones the rules forbid."""
    check_bids(order, bids, most_stones(record, board, world))
    best = max(bids.values())
    bidder = [p for p in order if bids[p] == best][-1]  # of tied bidders, the last to bid
    if len(stones) != best:
        raise GameError(None, ("stones",), f"{bidder} bid {best} but {plural(len(stones), 'stone')} {'is' if len(stones) == 1 else 'are'} listed",
                        hint="the highest bidder places exactly as many stones as bid", code="stone-count")
    pieces: list[PieceResult] = []
    seen: set[Spot] = set()
    for index, text in enumerate(stones):
        try:
            spot = parse_spot(text, board, world, record, "region")
        except IllegalMove as error:
            raise GameError(None, ("stones", index), error.message, error.hint, error.code) from None
        if spot in seen:
            raise GameError(None, ("stones", index), f"{spot.describe()} holds a stone already")
        seen.add(spot)
        correct = _stone_is_correct(spot, record, board, world)
        # A stone scores nothing by itself: the round pays the bid + 3 if every stone is right.
        pieces.append(PieceResult(bidder, spot, "correct" if correct else "wrong", 0))
    all_correct = all(piece.result == "correct" for piece in pieces)
    points = {p: bids[p] for p in order}
    points[bidder] = best + ALL_CORRECT_BONUS if all_correct else 0
    if best == 0 and rules.zero_bids == "nothing":
        points[bidder] = 0
    new_totals = {p: totals[p] + points[p] for p in totals}
    return RoundResult(number, record.id, order[0], pieces, points, new_totals, bids=dict(bids), bidder=bidder)


def check_bids(order: list[str], bids: dict[str, int], limit: int) -> None:
    """Bids in bidding order, each one that could be kept (see `most_stones`)."""
    for position, player in enumerate(bids):
        if player not in order:
            raise GameError(None, ("bids", player), f"{player} is not a player of this game", code="turn-order")
        if position >= len(order) or order[position] != player:
            expected = order[position] if position < len(order) else None
            raise GameError(None, ("bids", player), f"{expected} bids here, not {player}",
                            hint="bids go clockwise from the start player: " + ", ".join(order),
                            code="turn-order")
        if bids[player] < 0:
            raise GameError(None, ("bids", player), "a bid cannot be negative")
        if bids[player] > limit:
            raise GameError(None, ("bids", player), bid_too_high(bids[player], limit), code="bid-too-high",
                            hint=f"a bid is 0 to {limit}: one stone to a region or field, {STONES} stones in all")
    if len(bids) != len(order):
        raise GameError(None, ("bids",), f"{', '.join(order[len(bids):])} did not bid", code="turn-order")


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


def play_game(
    players: list[str], rules: TableRules, rounds: Sequence[tuple[AnimalRecord, dict[str, int], Sequence[str]]],
    board: Board, world: WorldMap,
) -> GameResult:
    """Every player starts twice; then the game is over."""
    limit = 2 * len(players)
    totals = {p: 0 for p in players}
    results: list[RoundResult] = []
    for index, (record, bids, stones) in enumerate(rounds):
        if index >= limit:
            raise GameError(index, (), f"the game ended after round {limit}: every player has started twice",
                            code="after-game-end")
        order = seats_from(players, index % len(players))
        try:
            result = kompakt_round(index + 1, order, bids, stones, totals, record, board, world, rules)
        except GameError as error:
            error.round_index = index
            raise
        results.append(result)
        totals = result.totals
    return GameResult("kompakt", list(players), results, totals, len(results) == limit, end_rule(limit),
                      leaders(totals), rules)


def end_rule(rounds: int) -> str:
    return f"ends when every player has started twice ({rounds} rounds)"
