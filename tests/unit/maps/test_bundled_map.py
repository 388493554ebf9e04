"""The bundled map: the 75 areas, their adjacency, and the KOMPAKT regions."""

from __future__ import annotations

import pytest

from fauna_cards.games.fauna.scoring import adjacent_areas, area_tier
from fauna_cards.games.kompakt.engine import regions_of


def test_seventy_five_areas_56_land_19_marine(metric):
    areas = metric.world.areas.values()
    assert len(areas) == 75
    assert sum(a.kind == "land" for a in areas) == 56
    assert sum(a.kind == "marine" for a in areas) == 19


def test_area_ids_follow_the_english_board_names(metric):
    import re

    for area in metric.world.areas.values():
        assert area.id == re.sub(r"[^a-z0-9]+", "-", area.name.en.lower()).strip("-")
    assert {"rocky-mountains", "north-sea-baltic-sea", "murray-darling-basin"} <= set(metric.world.areas)


def test_adjacency_is_symmetric_and_connected(metric):
    world = metric.world
    for area in world.areas:
        for other in world.neighbours(area):
            assert area in world.neighbours(other), (area, other)
    reached, frontier = {"alaska"}, ["alaska"]
    while frontier:
        for other in world.neighbours(frontier.pop()):
            if other not in reached:
                reached.add(other)
                frontier.append(other)
    assert reached == set(world.areas)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("rocky-mountains", "great-plains"),  # the rulebook's land example
        ("caribbean", "guyana"),  # its land-and-sea example
        ("northeast-pacific-ocean", "northwest-pacific-ocean"),  # the four east-west wrap pairs
        ("central-pacific-ocean", "micronesia"),
        ("central-pacific-ocean", "melanesia"),
        ("south-pacific-ocean", "tasman-sea"),
    ],
)
def test_rulebook_and_wrap_pairs_are_adjacent(metric, a, b):
    assert b in metric.world.neighbours(a)


def test_thirteen_regions_seven_land_six_marine(metric):
    regions = metric.world.regions.values()
    assert len(regions) == 13
    assert sum(r.kind == "land" for r in regions) == 7


def test_bering_sea_belongs_to_both_pacific_regions(metric):
    assert set(metric.world.areas["bering-sea"].regions) == {"east-pacific", "west-pacific"}


@pytest.mark.parametrize(
    ("areas", "regions"),
    [
        (["madagascar"], ["africa"]),
        (["tasmania", "new-zealand"], ["australia"]),
        (["arabia", "horn-of-africa"], ["africa", "asia"]),
        (["caribbean", "mediterranean-sea", "north-sea-baltic-sea"], ["atlantic"]),
        (["malay-archipelago"], ["west-pacific"]),
        (["greenland", "central-america"], ["north-america"]),
    ],
)
def test_default_region_mapping(metric, areas, regions):
    assert sorted(regions_of(metric.world, areas)) == sorted(regions)


@pytest.mark.parametrize(
    ("count", "correct", "adjacent"),
    [(1, 12, 8), (2, 10, 5), (3, 8, 4), (4, 8, 4), (5, 6, 2), (7, 6, 2), (8, 6, 2),
     (9, 4, 1), (16, 4, 1), (17, 3, 0), (40, 3, 0)],
)
def test_area_points_by_number_of_areas(count, correct, adjacent):
    tier = area_tier(count)
    assert (tier.correct, tier.adjacent) == (correct, adjacent)


def test_adjacent_areas_exclude_the_correct_ones(metric):
    near = adjacent_areas(metric.world, ["rocky-mountains", "great-plains"])
    assert "great-plains" not in near and "rocky-mountains" not in near
    assert {"california", "canada", "northern-mexico", "mississippi"} <= set(near)
