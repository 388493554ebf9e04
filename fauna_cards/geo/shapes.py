"""The committed area geometry (maps/geometry/), read once per process."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from shapely.geometry import shape
from shapely.geometry.base import BaseGeometry

from fauna_cards.errors import IOTrouble
from fauna_cards.resources import geometry_dir

Detail = Literal["board", "card"]


def geometry_file(detail: Detail) -> Path:
    return geometry_dir() / f"areas-{detail}.geojson"


@lru_cache(maxsize=None)
def area_shapes(detail: Detail = "card") -> dict[str, tuple[str, BaseGeometry]]:
    """Area id -> (kind, geometry in lon/lat), in the file's (the board's) order."""
    return _features(geometry_file(detail))


def _features(path: Path) -> dict[str, tuple[str, BaseGeometry]]:
    try:
        collection = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IOTrouble(f"the area geometry is missing: {path} (run `make maps`)") from None
    return {
        feature["properties"]["id"]: (feature["properties"]["kind"], shape(feature["geometry"]))
        for feature in collection["features"]
    }


@lru_cache(maxsize=None)
def scenery_shapes() -> dict[str, tuple[str, BaseGeometry]]:
    """What the board draws inside areas (maps/geometry/scenery-board.geojson): name ->
    ("islands" or "water", geometry in lon/lat). Scenery only: no area depends on it."""
    return _features(geometry_dir() / "scenery-board.geojson")


@lru_cache(maxsize=None)
def map_edge_pairs() -> tuple[tuple[str, str], ...]:
    """The pairs of areas that meet across the map's east-west edge (adjacency.json)."""
    path = geometry_dir() / "adjacency.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IOTrouble(f"the area adjacency is missing: {path} (run `make maps`)") from None
    return tuple((first, second) for first, second in data["across_map_edge"])
