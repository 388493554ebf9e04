"""docs/geography.md, "Islands and coasts", states where the board's shapes put islands and
shores; the deck's records apply that rule. These are the places it names, located as
`fauna locate` locates a point, so the documented rule and the shapes cannot drift apart."""

from __future__ import annotations

import pytest
from shapely.geometry import Point

from fauna_cards.geo.locate.areas import locate_points
from fauna_cards.geo.shapes import area_shapes, scenery_shapes

# (place, latitude, longitude, the board area its point falls in)
ISLANDS_WITH_THEIR_LAND = [
    ("Sicily", 37.5, 14.2, "southern-europe"),
    ("Sri Lanka", 7.8, 80.7, "india"),
    ("Okinawa", 26.5, 127.95, "far-east"),
    ("Ishigaki", 24.4, 124.15, "far-east"),
    ("Iriomote", 24.35, 123.8, "far-east"),
    ("Bioko", 3.5, 8.65, "congo-basin"),
    ("Baranof Island inland of Sitka", 57.3, -135.0, "alaska"),
    ("Orango, Bijagós", 11.1, -16.1, "upper-guinea"),
    ("Bolama, Bijagós", 11.6, -15.5, "upper-guinea"),
]
ISLANDS_OF_A_SEA = [
    ("Iceland", 64.9, -18.6, "north-atlantic-ocean"),
    ("Azores", 38.7, -27.2, "north-atlantic-ocean"),
    ("Tenerife", 28.3, -16.5, "north-atlantic-ocean"),
    ("Andros, Bahamas", 24.5, -77.8, "central-atlantic-ocean"),
    ("Santiago, Cape Verde", 15.1, -23.6, "central-atlantic-ocean"),
    ("Cyprus", 35.0, 33.2, "mediterranean-sea"),
    ("Malta", 35.9, 14.4, "mediterranean-sea"),
    ("Grande Comore", -11.65, 43.35, "northern-indian-ocean"),
    ("Christmas Island", -10.49, 105.62, "northern-indian-ocean"),
    ("Andaman Islands", 12.0, 92.8, "northern-indian-ocean"),
    ("Chatham Islands", -43.9, -176.5, "south-pacific-ocean"),
    ("Attu", 52.9, 173.2, "bering-sea"),
]
# Shore points and coastal islets the generalised coast leaves out: `fauna locate` puts them
# in the sea, which is why the rule gives them to their land.
SHORES_LOCATE_PUTS_AT_SEA = [
    ("Smith Island, Chesapeake Bay", 37.99, -76.03, "central-atlantic-ocean"),
    ("Sitka", 57.05, -135.33, "northeast-pacific-ocean"),
    ("Bubaque, Bijagós", 11.28, -15.83, "central-atlantic-ocean"),
    ("Malabo, Bioko", 3.75, 8.78, "central-atlantic-ocean"),
    ("Yonaguni", 24.45, 123.0, "northwest-pacific-ocean"),
]
DRAWN_AS_ISLANDS_OF_THEIR_SEA = ["Cyprus", "Andros, Bahamas", "Chatham Islands", "Iceland", "Grande Comore"]


def _area_of(latitude: float, longitude: float) -> str:
    findings, outside = locate_points([(longitude, latitude)], area_shapes("board"), min_points=1)
    assert outside == 0
    (finding,) = findings
    return finding.area


@pytest.mark.parametrize(("place", "latitude", "longitude", "area"),
                         ISLANDS_WITH_THEIR_LAND + ISLANDS_OF_A_SEA + SHORES_LOCATE_PUTS_AT_SEA)
def test_the_documented_places_fall_where_the_docs_say(place: str, latitude: float, longitude: float,
                                                       area: str) -> None:
    assert _area_of(latitude, longitude) == area, place


def test_the_sea_islands_named_are_drawn_on_the_board_and_the_shore_points_are_not() -> None:
    islands = [geometry for kind, geometry in scenery_shapes().values() if kind == "islands"]
    places = {place: Point(longitude, latitude) for place, latitude, longitude, _ in
              ISLANDS_OF_A_SEA + SHORES_LOCATE_PUTS_AT_SEA}
    for place in DRAWN_AS_ISLANDS_OF_THEIR_SEA:
        assert any(island.contains(places[place]) for island in islands), place
    for place, *_ in SHORES_LOCATE_PUTS_AT_SEA:
        assert not any(island.contains(places[place]) for island in islands), place
