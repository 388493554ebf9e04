"""Equal Earth: an equal-area projection whose shapes stay recognisable on a small card map.

Equal area matters twice: a range's share of an area is measured in it, and no area looks
bigger on the card than it is.
"""

from __future__ import annotations

from functools import lru_cache

import shapely
from pyproj import Transformer
from shapely.geometry.base import BaseGeometry

EQUAL_EARTH = "+proj=eqearth +lon_0=0 +datum=WGS84 +units=m +no_defs"
SEGMENT_DEGREES = 1.0  # long straight edges in lon/lat become curves once projected


@lru_cache(maxsize=None)
def _to_equal_earth() -> Transformer:
    return Transformer.from_crs("EPSG:4326", EQUAL_EARTH, always_xy=True)


def to_equal_earth(geometry: BaseGeometry) -> BaseGeometry:
    """Project a lon/lat geometry; edges are split first so that they bend as they should."""
    dense = shapely.segmentize(geometry, SEGMENT_DEGREES)
    transformer = _to_equal_earth()
    return shapely.transform(dense, lambda xy: _stack(transformer.transform(xy[:, 0], xy[:, 1])))


def _stack(xy):  # type: ignore[no-untyped-def]
    import numpy

    return numpy.column_stack(xy)


@lru_cache(maxsize=None)
def world_bounds() -> tuple[float, float, float, float]:
    """The projected extent of the whole globe: (min x, min y, max x, max y)."""
    transformer = _to_equal_earth()
    x_edge, _ = transformer.transform(180.0, 0.0)
    _, y_edge = transformer.transform(0.0, 90.0)
    return -x_edge, -y_edge, x_edge, y_edge
