"""The world map: areas, their neighbours, and the KOMPAKT regions they belong to."""

from __future__ import annotations

import re
from functools import cached_property
from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from fauna_cards.model.common import LANGUAGE_PATTERN, Id, Maybe, StrictModel, Text

Continent = Literal[
    "north-america", "south-america", "europe", "africa", "asia", "australia", "antarctica"
]


class LocalNames(StrictModel):
    """A place's names by language code: English always; German and Spanish for every place
    of the bundled maps; any other language under its own code (e.g. `fr: Alaska`)."""

    model_config = ConfigDict(extra="allow", frozen=True,
                              json_schema_extra={"propertyNames": {"pattern": LANGUAGE_PATTERN}})
    __pydantic_extra__: dict[str, Text] = Field(init=False)

    en: Text = Field(description="The name as printed on the English board.")
    de: Maybe[Text] = Field(default=None, description="The German name.")
    es: Maybe[Text] = Field(default=None, description="The Spanish name.")

    @model_validator(mode="after")
    def _other_keys_are_languages(self) -> LocalNames:
        for code in self.__pydantic_extra__ or {}:
            if not re.match(LANGUAGE_PATTERN, code):
                raise ValueError(f"{code!r} is not a language code (en, de, es, pt-BR, ...)")
        return self

    def in_language(self, code: str) -> str:
        """The name in `code`, or the English one where the map has none in that language."""
        name = getattr(self, code, None) if code in ("en", "de", "es") else (self.__pydantic_extra__ or {}).get(code)
        return name or self.en

    def all(self) -> tuple[str, ...]:
        """Every name of the place, English first: what a player may type for it."""
        return tuple(name for name in (self.en, self.de, self.es, *(self.__pydantic_extra__ or {}).values()) if name)


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
        """Lower-cased names in every language and ids, each to its area id (for 'did you
        mean'); built once per map, not once per record that misspells an area."""
        index: dict[str, str] = {}
        for area in self.areas.values():
            index[area.id] = area.id
            for name in area.name.all():
                index.setdefault(name.lower(), area.id)
        return index
