"""Range maps: reading the features, checking them, repairing them within bounds."""

from __future__ import annotations

import os
import warnings
from pathlib import Path
from typing import Any

import numpy
import shapely
from shapely.geometry.base import BaseGeometry

from fauna_cards.geo.projection import SEGMENT_DEGREES
from fauna_cards.geo.locate.common import FORMATS, MAX_FEATURES, MAX_VERTICES, SIMPLIFY, SourceError
from fauna_cards.geo.locate.gdal import restrict_gdal
from fauna_cards.geo.locate.tangle import Linework, REPAIR, measure_tangle
from fauna_cards.words import plural

# The coordinate system of a GeoJSON file read without GDAL (geojson.py): longitude/latitude.
LONGITUDE_LATITUDE = "EPSG:4326"


def read_features(path: Path, display: str) -> tuple[numpy.ndarray, Any, list[str]]:
    """The first layer's geometries (no attributes), at most MAX_FEATURES of them, read by
    GDAL; their coordinate system (a pyproj CRS, or None); notes."""
    restrict_gdal()
    import pyogrio

    notes: list[str] = []
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # GDAL's warnings: the checks below say what matters
            # An absolute path: a relative one such as "WFS:http:..." would name a driver.
            source = os.path.abspath(path)
            layers = pyogrio.list_layers(source)
            frame = pyogrio.read_dataframe(source, layer=0, columns=[], max_features=MAX_FEATURES + 1)
    except Exception as error:  # noqa: BLE001 - GDAL's errors vary by driver
        first = str(error).split(";")[0].strip()
        raise SourceError(f"cannot read {display} as a range map ({FORMATS}): {first}") from None
    if len(frame) > MAX_FEATURES:
        raise SourceError(f"{display} holds over {MAX_FEATURES:,} features: dissolve them into one "
                          "(ogr2ogr -dialect sqlite -sql 'SELECT ST_Union(geometry) FROM layer') or "
                          f"{SIMPLIFY}")
    if len(layers) > 1:
        notes.append(f"read layer {layers[0][0]!r}, the first of {len(layers)}")
    return numpy.asarray(frame.geometry.values, dtype=object), frame.crs, notes


def polygons_in_degrees(geometries: numpy.ndarray, crs: Any, display: str) -> tuple[numpy.ndarray, list[str]]:
    """The polygons in longitude/latitude, every coordinate a finite number of degrees and
    their count within MAX_VERTICES. `crs` is the one GDAL read (a pyproj CRS, or None when
    the file names none) or LONGITUDE_LATITUDE for a GeoJSON file read without GDAL."""
    notes: list[str] = []
    geometries = geometries[~shapely.is_missing(geometries) & ~shapely.is_empty(geometries)]
    if len(geometries) == 0:
        raise SourceError(f"{display} holds no geometry")
    kinds = {geometry.geom_type for geometry in geometries}
    if not kinds <= {"Polygon", "MultiPolygon"}:
        raise SourceError(f"{display} holds {', '.join(sorted(kinds))}; a range map holds polygons "
                          "(for occurrence points use a CSV)")
    _require_finite(geometries, display, "")
    if crs is None:
        _require_degrees(shapely.total_bounds(geometries), display, named=False)
        notes.append("no coordinate system given: read as longitude/latitude (EPSG:4326)")
    elif crs is not LONGITUDE_LATITUDE and not _is_longitude_latitude(crs):
        notes.append(f"reprojected from {_crs_name(crs)}")
        geometries = _to_degrees(geometries, crs, display)
    _require_degrees(shapely.total_bounds(geometries), display, named=True)
    _require_few_vertices(geometries, display)
    return geometries, notes


def _is_longitude_latitude(crs) -> bool:  # type: ignore[no-untyped-def]
    """WGS 84 degrees, in 2D or with heights (GDAL gives GeoJSON with z EPSG:4979)."""
    return crs.equals("EPSG:4326") or crs.to_2d().equals("EPSG:4326")


def _crs_name(crs) -> str:  # type: ignore[no-untyped-def]
    """EPSG:32633 where there is a code; else the system's name, not a page of WKT."""
    text = crs.to_string()
    return text if len(text) <= 60 else repr(crs.name)


def _to_degrees(geometries: numpy.ndarray, crs, display: str) -> numpy.ndarray:  # type: ignore[no-untyped-def]
    import geopandas
    from pyproj.exceptions import CRSError, ProjError

    name = _crs_name(crs)
    try:
        geometries = numpy.asarray(geopandas.GeoSeries(geometries, crs=crs).to_crs("EPSG:4326").values, dtype=object)
    except (CRSError, ProjError, ValueError) as error:
        raise SourceError(f"{display}: cannot reproject from {name} to longitude/latitude: {error}") from None
    _require_finite(geometries, display, f" once reprojected from {name} (part of the map lies "
                    "outside where that coordinate system is defined)")
    return geometries


def _require_finite(geometries, display: str, when: str) -> None:  # type: ignore[no-untyped-def]
    if not numpy.isfinite(shapely.get_coordinates(geometries)).all():
        raise SourceError(f"{display}: a coordinate is not a number (NaN or infinite){when}")


def _require_degrees(bounds, display: str, named: bool) -> None:  # type: ignore[no-untyped-def]
    west, south, east, north = bounds
    if west >= -180.5 and east <= 180.5 and south >= -90.5 and north <= 90.5:
        return
    if not named:
        raise SourceError(f"{display} names no coordinate system and its coordinates are not degrees "
                          f"(bounds {', '.join(_number(value) for value in bounds)})")
    # GeoJSON is longitude/latitude by definition; numbers like these are metres.
    largest = max(abs(west), abs(east), abs(south), abs(north))
    raise SourceError(f"{display}: coordinates run to {_number(largest)}, which is not degrees; give the file its "
                      "coordinate system (GeoPackage or Shapefile with .prj) or reproject it to longitude/latitude")


def _number(value: float) -> str:
    """A coordinate for a message: 4,100,000 stays readable, 1e+300 is not spelt out."""
    return f"{value:,.0f}" if abs(value) < 1e12 else f"{value:.3g}"


def _require_few_vertices(geometries: numpy.ndarray, display: str) -> None:
    vertices = projected_vertices(geometries)
    if vertices > MAX_VERTICES:
        raise SourceError(f"{display} has {vertices:,} vertices (counting its long edges split every "
                          f"{SEGMENT_DEGREES:g} degree for the projection), over the limit of {MAX_VERTICES:,}: "
                          f"{SIMPLIFY}")


def projected_vertices(geometries: numpy.ndarray) -> int:
    """The vertices the polygons will have once `to_equal_earth` splits every edge longer
    than SEGMENT_DEGREES, counted without making them."""
    coordinates, ring = shapely.get_coordinates(shapely.get_rings(shapely.get_parts(geometries)), return_index=True)
    lengths = numpy.hypot(*(coordinates[1:] - coordinates[:-1]).T)[ring[1:] == ring[:-1]]
    extra = numpy.maximum(numpy.ceil(lengths / SEGMENT_DEGREES) - 1, 0).sum()
    return len(coordinates) + int(extra)


def merged(geometries: numpy.ndarray, display: str) -> tuple[BaseGeometry, list[str]]:
    """The union of the polygons, each repaired first if invalid, after checking that the
    repair and the union will not run away; and a note on what was repaired."""
    tangle = measure_tangle(Linework.of(geometries), None, REPAIR)
    if tangle is not None:
        raise SourceError(f"{display}: the outlines {tangle}: fix the geometry in a GIS (QGIS: Fix "
                          "geometries; ogr2ogr -makevalid) or " + SIMPLIFY)
    try:
        invalid = ~shapely.is_valid(geometries)
        geometries = geometries.copy()
        # "structure" keeps what the rings enclose (a self-crossing ring encloses all its
        # loops) at a cost in proportion to the crossings; the default "linework" method
        # took 46 s for a 200-vertex star that "structure" repairs in 0.7 s.
        geometries[invalid] = shapely.make_valid(geometries[invalid], method="structure", keep_collapsed=False)
        geometry = shapely.union_all(geometries)
    except shapely.errors.GEOSException as error:
        raise SourceError(f"{display}: the polygons cannot be merged ({error}); fix the geometry in a GIS "
                          "(QGIS: Fix geometries; ogr2ogr -makevalid)") from None
    if geometry.is_empty or geometry.area == 0:
        raise SourceError(f"{display}: the polygons enclose no surface")
    repaired = int(invalid.sum())
    return geometry, [f"repaired {plural(repaired, 'invalid polygon')}"] if repaired else []


