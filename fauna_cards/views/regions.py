"""The KOMPAKT regions of the map's areas, and each animal's areas, regions and points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.rules.fauna import area_tier
from fauna_cards.rules.kompakt import regions_of


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
        if game == "fauna":  # game: area points
            tier = area_tier(len(record.areas))
            points = AreaPoints(tier.correct, tier.adjacent)
        animals.append(AnimalRegions(record.id, record.name, tuple(record.areas),
                                     tuple(regions_of(world, record.areas)), points))
    return AnimalRegionsView(game, tuple(animals))
