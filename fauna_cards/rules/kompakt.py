"""FAUNA KOMPAKT's view of the map: the 13 regions an animal's areas fall in."""

from __future__ import annotations

from fauna_cards.model.geography import WorldMap


def regions_of(world: WorldMap, areas: list[str]) -> list[str]:
    """Every region that holds at least one of the areas, in the regions file's order."""
    found = {region for area in areas if area in world.areas for region in world.areas[area].regions}
    return [region_id for region_id in world.regions if region_id in found]
