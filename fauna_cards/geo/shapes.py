"""The committed area geometry (maps/geometry/), read once per process."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from shapely.geometry import shape
from shapely.geometry.base import BaseGeometry

from fauna_cards.errors import IOTrouble
from fauna_cards.resources import maps_dir

Detail = Literal["board", "card"]


def geometry_file(detail: Detail) -> Path:
    return maps_dir() / "geometry" / f"areas-{detail}.geojson"


@lru_cache(maxsize=None)
def area_shapes(detail: Detail = "card") -> dict[str, tuple[str, BaseGeometry]]:
    """Area id -> (kind, geometry in lon/lat), in the file's (the board's) order."""
    path = geometry_file(detail)
    try:
        collection = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IOTrouble(f"the area geometry is missing: {path} (run `make maps`)") from None
    return {
        feature["properties"]["id"]: (feature["properties"]["kind"], shape(feature["geometry"]))
        for feature in collection["features"]
    }
