"""FAUNA's scoring facts: points for areas by how many areas the animal lives in."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.common.spots import Spot, asked_scales
from fauna_cards.games.common.scales import answer

SCALE_POINTS_CORRECT = 7
SCALE_POINTS_ADJACENT = 3


@dataclass(frozen=True)
class AreaTier:
    fewest: int  # the tier applies from this many areas...
    most: int | None  # ...up to this many (None: no upper limit)
    correct: int  # points for a piece on one of the animal's areas
    adjacent: int  # points for a piece on an area next to one of them


# Fewer areas make a harder guess and a bigger reward. At 17 areas and more, a piece next to
# the animal's areas scores nothing.
AREA_TIERS: tuple[AreaTier, ...] = (
    AreaTier(1, 1, 12, 8),
    AreaTier(2, 2, 10, 5),
    AreaTier(3, 4, 8, 4),
    AreaTier(5, 8, 6, 2),
    AreaTier(9, 16, 4, 1),
    AreaTier(17, None, 3, 0),
)


def area_tier(area_count: int) -> AreaTier:
    if area_count < 1:
        raise ValueError("an animal lives in at least one area")
    for tier in AREA_TIERS:
        if tier.most is None or area_count <= tier.most:
            return tier
    raise AssertionError("the last tier has no upper limit")


def scoring_neighbours(world: WorldMap, areas: list[str]) -> list[str]:
    """The adjacent areas that earn points: none for an animal in 17 or more areas."""
    return world.adjacent_areas(areas) if area_tier(len(areas)).adjacent else []


def adjacent_areas(world: WorldMap, areas: list[str]) -> list[str]:
    return world.adjacent_areas(areas)


STACKED_PENALTY = 2  # KOMPAKT as an expansion: a piece placed on another scores 2 less


@dataclass(frozen=True)
class Judgement:
    result: str  # "correct", "adjacent" or "wrong"
    points: int  # before any stacking penalty


def judge(spot: Spot, record: AnimalRecord, board: Board, world: WorldMap) -> Judgement:
    """What one piece on `spot` earns for this animal."""
    if spot.kind == "area":
        tier = area_tier(len(record.areas))
        if spot.name in record.areas:
            return Judgement("correct", tier.correct)
        if spot.name in world.adjacent_areas(list(record.areas)):
            return Judgement("adjacent", tier.adjacent)
        return Judgement("wrong", 0)
    # A scale may carry several of the card's measures (length and height share one):
    # the piece counts for the best of them.
    best = Judgement("wrong", 0)
    for measure_name in asked_scales(board, record).get(spot.name, []):
        measure = record.measures.asked()[measure_name]
        found = answer(board.scales[spot.name].spaces, measure.low, measure.high)
        if spot.index in found.correct:
            return Judgement("correct", SCALE_POINTS_CORRECT)
        if spot.index in found.adjacent:
            best = Judgement("adjacent", SCALE_POINTS_ADJACENT)
    return best


def stacked_points(points: int, stacked: bool) -> int:
    return max(0, points - STACKED_PENALTY) if stacked else points
