"""GeoJSON range maps read with json and shapely, without GDAL.

A GeoJSON range is nearly always a FeatureCollection of polygons in longitude/latitude, as
QGIS, ogr2ogr or a download writes it. GDAL reads it through pyogrio, which brings pandas
and geopandas: a third of a second before the first byte, for what json and shapely do
directly. Only that plain case is read here. Any doubt (another structure, a coordinate
system other than longitude/latitude, a third coordinate, a ring that is not closed, a value
GDAL might read otherwise) returns None, and GDAL reads the file as before, with its own
checks and messages. tests/unit/maps/test_locate_readers.py checks that both read the same
polygons, coordinate for coordinate.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import numpy
import shapely

from fauna_cards.geo.locate.common import MAX_FEATURES, MAX_VERTICES

# The coordinate system QGIS and ogr2ogr name in a GeoJSON file: longitude/latitude, which
# GDAL reads as EPSG:4326. A file naming no system is longitude/latitude by definition.
CRS84 = {"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84"}}
COLLECTION_KEYS = {"type", "name", "crs", "features"}
FEATURE_KEYS = {"type", "id", "properties", "geometry"}
GEOMETRY_KEYS = {"type", "coordinates"}
# Integers past 2**53 are not all doubles, and GDAL's JSON parser reads integers past 2**63
# otherwise than Python's: such a file goes to GDAL.
EXACT_INTEGERS = 2.0**53
# Each position is "[x, y]" and a comma apart, so about two commas a position: many more
# are numbers outside positions, which json would hold in memory all at once.
COMMAS_PER_POSITION = 3


class _Doubt(Exception):
    """Anything this reader does not read exactly as GDAL does."""


def plain_polygons(raw: bytes) -> numpy.ndarray | None:
    """The features' polygons, in the file's order, if the file is a plain FeatureCollection
    of polygons in longitude/latitude; None for anything else."""
    if raw.count(b",") > COMMAS_PER_POSITION * MAX_VERTICES:
        return None
    try:
        data = json.loads(raw.decode("utf-8"), object_pairs_hook=_unique_keys, parse_constant=_refuse)
        return numpy.array([_polygon(feature) for feature in _features(data)], dtype=object)
    except (ValueError, TypeError, RecursionError, _Doubt):  # ValueError: JSON or UTF-8 errors too
        return None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object, unless a key repeats (which parsers resolve differently)."""
    data = dict(pairs)
    if len(data) != len(pairs):
        raise _Doubt
    return data


def _refuse(constant: str) -> None:
    raise _Doubt  # NaN, Infinity: not JSON, left to GDAL and its messages


def _features(data: Any) -> list[dict[str, Any]]:
    if not isinstance(data, dict) or data.get("type") != "FeatureCollection" or not set(data) <= COLLECTION_KEYS:
        raise _Doubt
    if data.get("crs", CRS84) != CRS84 or not isinstance(data.get("name", ""), str):
        raise _Doubt
    features = data.get("features")
    if not isinstance(features, list) or not 0 < len(features) <= MAX_FEATURES:
        raise _Doubt
    for feature in features:
        if not isinstance(feature, dict) or feature.get("type") != "Feature" or not set(feature) <= FEATURE_KEYS:
            raise _Doubt
        if not isinstance(feature.get("properties", {}), (dict, type(None))):
            raise _Doubt
        if not isinstance(feature.get("id", 0), (int, str)) or isinstance(feature.get("id"), bool):
            raise _Doubt
    return features


def _polygon(feature: dict[str, Any]) -> shapely.Geometry:
    geometry = feature.get("geometry")
    if not isinstance(geometry, dict) or not set(geometry) <= GEOMETRY_KEYS:
        raise _Doubt
    kind, coordinates = geometry.get("type"), geometry.get("coordinates")
    if kind == "Polygon":
        return _rings(coordinates)
    if kind == "MultiPolygon" and isinstance(coordinates, list) and coordinates:
        return shapely.MultiPolygon([_rings(polygon) for polygon in coordinates])
    raise _Doubt


def _rings(rings: Any) -> shapely.Polygon:
    if not isinstance(rings, list) or not rings:
        raise _Doubt
    shell, *holes = (_ring(ring) for ring in rings)
    return shapely.Polygon(shell, holes)


def _ring(ring: Any) -> numpy.ndarray:
    """A closed ring of four or more [x, y] positions of finite numbers, as an (n, 2) array."""
    if not isinstance(ring, list) or len(ring) < 4:
        raise _Doubt
    # Checked a column at a time, not position by position: map, set and numpy run in C.
    if set(map(type, ring)) != {list} or set(map(len, ring)) != {2}:
        raise _Doubt
    kinds = set(map(type, itertools.chain.from_iterable(ring)))  # bool is a type of its own here
    if not kinds <= {float, int}:
        raise _Doubt
    xy = numpy.array(ring, dtype=float)
    if not numpy.isfinite(xy).all() or (int in kinds and numpy.abs(xy).max() >= EXACT_INTEGERS):
        raise _Doubt
    if ring[0] != ring[-1]:
        raise _Doubt  # GDAL closes an open ring, or refuses it: left to GDAL
    return xy
