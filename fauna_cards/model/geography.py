"""The world map: areas, their neighbours, and the KOMPAKT regions they belong to."""

from __future__ import annotations

from functools import cached_property
from typing import Literal

from pydantic import Field

from fauna_cards.model.common import Id, Maybe, StrictModel, Text

Continent = Literal[
    "north-america", "south-america", "europe", "africa", "asia", "australia", "antarctica"
]


class LocalNames(StrictModel):
    en: Text = Field(description="The name as printed on the English board.")
    de: Maybe[Text] = Field(default=None, description="The German name.")


class Area(StrictModel):
    id: Id = Field(description="The English board name in lower case, other characters as hyphens.")
    name: LocalNames
    kind: Literal["land", "marine"] = Field(description="Marine areas include their islands.")
    continent: Maybe[Continent] = Field(default=None, description="Land areas only.")
    regions: list[Id] = Field(min_length=1, description="KOMPAKT regions the area belongs to.")
    neighbours: list[Id] = Field(description="Adjacent areas; adjacency is symmetric.")
    note: Maybe[Text] = Field(default=None, description="Why a judgement call was made.")


class AreasFile(StrictModel):
    """areas.yaml: every area of a world map."""

    areas: list[Area] = Field(min_length=1)


class Region(StrictModel):
    id: Id
    name: LocalNames
    kind: Literal["land", "marine"]
    note: Maybe[Text] = Field(default=None)


class RegionsFile(StrictModel):
    """regions.yaml: the KOMPAKT regions."""

    regions: list[Region] = Field(min_length=1)


class WorldMap:
    """Areas and regions joined up for look-ups; built from checked files only."""

    def __init__(self, areas: list[Area], regions: list[Region]) -> None:
        self.areas: dict[str, Area] = {area.id: area for area in areas}
        self.regions: dict[str, Region] = {region.id: region for region in regions}
        self._neighbours = {area.id: frozenset(area.neighbours) for area in areas}

    def neighbours(self, area_id: str) -> frozenset[str]:
        return self._neighbours.get(area_id, frozenset())

    def adjacent_areas(self, areas: list[str]) -> list[str]:
        """Areas that border one of `areas` without being one of them, in map order."""
        own = set(areas)
        touching = {n for area in areas for n in self.neighbours(area)} - own
        return [area_id for area_id in self.areas if area_id in touching]

    def regions_of(self, areas: list[str]) -> list[str]:
        """Every region that holds at least one of the areas, in the regions file's order."""
        found = {region for area in areas if area in self.areas for region in self.areas[area].regions}
        return [region_id for region_id in self.regions if region_id in found]

    @cached_property
    def name_index(self) -> dict[str, str]:
        """Lower-cased English and German names and ids, each to its area id (for 'did you
        mean'); built once per map, not once per record that misspells an area."""
        index: dict[str, str] = {}
        for area in self.areas.values():
            index[area.id] = area.id
            index[area.name.en.lower()] = area.id
            if area.name.de:
                index[area.name.de.lower()] = area.id
        return index
