"""The KOMPAKT regions of the map's areas, and each animal's areas, regions and points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games import get
from fauna_cards.games.fauna.scoring import area_tier


@dataclass(frozen=True)
class AreaRegions:
    id: str
    kind: str
    regions: tuple[str, ...]
    names: dict[str, str]  # language -> name: English, and German where known


@dataclass(frozen=True)
class AreaRegionsView:
    areas: tuple[AreaRegions, ...]


@dataclass(frozen=True)
class AreaPoints:
    correct: int
    adjacent: int


@dataclass(frozen=True)
class AnimalRegions:
    id: str
    name: str
    areas: tuple[str, ...]
    regions: tuple[str, ...]
    points: AreaPoints | None  # FAUNA only: KOMPAKT scores regions, not areas


@dataclass(frozen=True)
class AnimalRegionsView:
    game: str
    area_points: bool  # the game pays areas by count (FAUNA), and the view shows the points
    animals: tuple[AnimalRegions, ...]


def area_regions_view(world: WorldMap) -> AreaRegionsView:
    return AreaRegionsView(tuple(
        AreaRegions(area_id, area.kind, tuple(area.regions), area.name.model_dump(exclude_none=True))
        for area_id, area in world.areas.items()
    ))


def animal_regions_view(world: WorldMap, records: Sequence[AnimalRecord], game: str = "fauna") -> AnimalRegionsView:
    """Each animal's areas and regions; for FAUNA also the points a correct and an adjacent
    area score."""
    animals = []
    for record in records:
        points = None
        if get(game).scores_adjacency:  # the game pays each area by the animal's area count
            tier = area_tier(len(record.areas))
            points = AreaPoints(tier.correct, tier.adjacent)
        animals.append(AnimalRegions(record.id, record.name, tuple(record.areas),
                                     tuple(world.regions_of(list(record.areas))), points))
    return AnimalRegionsView(game, get(game).scores_adjacency, tuple(animals))
