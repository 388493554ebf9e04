"""The committed area shapes against the board data: one shape per area, the adjacency the
shapes give against the authored neighbours (differences only as listed), continents and
KOMPAKT regions."""

from __future__ import annotations

import json
from itertools import combinations

import pytest
import shapely
import shapely.affinity
from ruamel.yaml import YAML
from shapely.geometry import shape

from conftest import ROOT
from fauna_cards.geo.projection import to_equal_earth

GEOMETRY = ROOT / "maps" / "geometry"


def _features(name: str) -> list[dict]:
    return json.loads((GEOMETRY / name).read_text(encoding="utf-8"))["features"]


@pytest.fixture(scope="module")
def card_shapes() -> dict[str, shapely.Geometry]:
    return {f["properties"]["id"]: shape(f["geometry"]) for f in _features("areas-card.geojson")}


@pytest.mark.parametrize("name", ["areas-board.geojson", "areas-card.geojson"])
def test_one_shape_per_area_and_no_other(metric, name: str) -> None:
    features = _features(name)
    assert [f["properties"]["id"] for f in features] == list(metric.world.areas)
    for feature in features:
        area = metric.world.areas[feature["properties"]["id"]]
        assert feature["properties"] == {"id": area.id, "kind": area.kind}
        geometry = shape(feature["geometry"])
        assert geometry.is_valid and not geometry.is_empty and geometry.geom_type in ("Polygon", "MultiPolygon")


def test_the_areas_cover_the_globe_once(card_shapes) -> None:
    globe = 360 * 180
    total = sum(g.area for g in card_shapes.values())
    union = shapely.union_all(list(card_shapes.values())).area
    assert union == pytest.approx(globe, rel=1e-6)
    assert total == pytest.approx(union, rel=1e-6)  # no overlaps


def _geometric_pairs(shapes: dict[str, shapely.Geometry]) -> set[frozenset[str]]:
    """Areas whose outlines share a stretch of border, or meet across the east-west edge."""
    ids = list(shapes)
    tree = shapely.STRtree([shapes[i] for i in ids])
    pairs = set()
    for index, area in enumerate(ids):
        for other in tree.query(shapes[area], predicate="intersects"):
            if other <= index:
                continue
            shared = shapely.intersection(shapes[area].boundary, shapes[ids[other]].boundary)
            if shared.length > 0:
                pairs.add(frozenset((area, ids[other])))
    east = {i: _edge(shapes[i], 180.0) for i in ids}
    # The western edge moved by 360 degrees onto the eastern one: shared latitudes then overlap.
    west = {i: (shapely.affinity.translate(e, 360) if (e := _edge(shapes[i], -180.0)) else None) for i in ids}
    for a in ids:
        for b in ids:
            if a != b and east[a] and west[b] and east[a].intersection(west[b]).length > 0:
                pairs.add(frozenset((a, b)))
    return pairs


def _edge(geometry: shapely.Geometry, lon: float) -> shapely.Geometry | None:
    line = shapely.LineString([(lon, -90), (lon, 90)])
    shared = geometry.boundary.intersection(line)
    return shared if shared.length > 0 else None


def test_shapes_give_the_authored_adjacency_but_for_the_listed_exceptions(metric, card_shapes) -> None:
    authored = {frozenset((a.id, n)) for a in metric.world.areas.values() for n in a.neighbours}
    geometric = _geometric_pairs(card_shapes)
    listed = YAML(typ="safe").load(GEOMETRY / "exceptions.yaml")["exceptions"]
    only_authored = {frozenset(e["pair"]) for e in listed if e["in"] == "areas.yaml"}
    only_geometric = {frozenset(e["pair"]) for e in listed if e["in"] == "geometry"}
    assert all(e["reason"].strip() for e in listed)
    assert authored - geometric == only_authored
    assert geometric - authored == only_geometric


def test_the_wrap_pairs_come_out_of_the_shapes(card_shapes) -> None:
    pairs = _geometric_pairs(card_shapes)
    for a, b in [("northeast-pacific-ocean", "northwest-pacific-ocean"), ("central-pacific-ocean", "micronesia"),
                 ("central-pacific-ocean", "melanesia"), ("south-pacific-ocean", "tasman-sea")]:
        assert frozenset((a, b)) in pairs
    bering = card_shapes["bering-sea"]
    assert bering.bounds[0] == -180 and bering.bounds[2] == 180  # at both edges of the map


def test_each_land_area_lies_in_its_continent(metric, card_shapes) -> None:
    continents = {f["properties"]["id"]: shape(f["geometry"]) for f in _features("continents.geojson")}
    for area in metric.world.areas.values():
        if area.kind != "land":
            continue
        drawn = to_equal_earth(card_shapes[area.id])
        inside = drawn.intersection(to_equal_earth(continents[area.continent])).area / drawn.area
        assert inside > 0.75, f"{area.id}: only {inside:.0%} in {area.continent}"


# Where each marine KOMPAKT region lies: the longitudes (and for the polar seas, latitudes)
# of its ocean, coarse enough for any reasonable drawing of the board.
MARINE_REGIONS = {
    "atlantic": lambda x, y: -100 <= x <= 45,
    "indian-ocean": lambda x, y: 20 <= x <= 150 and y < 32,
    "arctic-ocean": lambda x, y: y >= 55,
    "east-pacific": lambda x, y: x <= -65 or x >= 170,
    "west-pacific": lambda x, y: x >= 95 or x <= -165,
    "southern-ocean": lambda x, y: y <= -50,
}
LAND_REGION_OF_CONTINENT = {c: c for c in ("africa", "asia", "australia", "europe", "north-america",
                                           "south-america", "antarctica")}


def test_each_area_region_agrees_with_where_it_lies(metric, card_shapes) -> None:
    for area in metric.world.areas.values():
        if area.kind == "land":
            assert area.regions == [LAND_REGION_OF_CONTINENT[area.continent]], area.id
            continue
        point = card_shapes[area.id].representative_point()
        for region in area.regions:
            if area.id == "bering-sea":  # drawn at both map edges; each part sits in one Pacific
                continue
            assert MARINE_REGIONS[region](point.x, point.y), f"{area.id} at {point} is not in {region}"


def test_adjacency_file_matches_the_shapes(card_shapes) -> None:
    recorded = json.loads((GEOMETRY / "adjacency.json").read_text(encoding="utf-8"))
    listed = {frozenset(p) for p in recorded["pairs"]}
    assert listed == _geometric_pairs(card_shapes)


def test_no_pair_is_listed_twice() -> None:
    listed = YAML(typ="safe").load(GEOMETRY / "exceptions.yaml")["exceptions"]
    pairs = [frozenset(e["pair"]) for e in listed]
    assert len(pairs) == len(set(pairs))
    assert not any(a == b for a, b in combinations(pairs, 2))
