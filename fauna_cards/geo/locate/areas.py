"""From a range or points to the areas they fall in."""

from __future__ import annotations


import numpy
import shapely
from shapely.geometry.base import BaseGeometry

from fauna_cards.geo.locate.common import AreaFinding, SIMPLIFY, SourceError
from fauna_cards.geo.locate.tangle import BORDERS, Linework, OVERLAY, measure_tangle



def locate_range(geometry: BaseGeometry, shapes: dict[str, tuple[str, BaseGeometry]], min_share: float,
                 display: str = "the range") -> list[AreaFinding]:
    """Each area the range covers, with its shares. The overlay is done in longitude/latitude,
    where range and areas are valid (projecting thin slivers can make them cross), and only
    the pieces are projected to measure them."""
    from fauna_cards.geo.projection import to_equal_earth  # pyproj: ranges only, not points

    _require_overlay_in_bounds(geometry, shapes, display)
    total = to_equal_earth(geometry).area
    shapely.prepare(geometry)
    findings = []
    for area_id, (_, area_geometry) in shapes.items():
        if not geometry.intersects(area_geometry):
            continue
        try:
            piece = area_geometry.intersection(geometry)
        except shapely.errors.GEOSException as error:
            raise SourceError(f"{display} cannot be laid over area {area_id} ({error}): fix the geometry in a "
                              "GIS (QGIS: Fix geometries)") from None
        covered = to_equal_earth(piece).area
        if covered <= 0:
            continue
        of_area, of_range = covered / to_equal_earth(area_geometry).area, covered / total
        findings.append(AreaFinding(area_id, of_area, of_range, 0, max(of_area, of_range) >= min_share))
    return findings


def _require_overlay_in_bounds(geometry: BaseGeometry, shapes: dict[str, tuple[str, BaseGeometry]],
                               display: str) -> None:
    """Each area's overlay nodes the range's edges inside the area's box, so the range's own
    tangle counts once per box; and the range's edges against the areas' borders once."""
    lines = Linework.of(numpy.asarray([geometry], dtype=object))
    areas = [area for _, area in shapes.values()]
    boxes = shapely.STRtree(shapely.box(*numpy.array([area.bounds for area in areas]).T))
    met = numpy.bincount(boxes.query(lines.envelopes())[0], minlength=len(lines.chunks))
    tangle = measure_tangle(lines, None, OVERLAY, weights=met) \
        or measure_tangle(lines, Linework.of(numpy.asarray(areas, dtype=object)), BORDERS)
    if tangle is not None:
        raise SourceError(f"{display}: the outlines {tangle}: {SIMPLIFY}")


def locate_points(points: numpy.ndarray | list[tuple[float, float]], shapes: dict[str, tuple[str, BaseGeometry]],
                  min_points: int) -> tuple[list[AreaFinding], int]:
    """Findings in board order, and how many points fell in no area. Points are tested as
    coordinates (no point geometries) against each prepared area, those inside its box only.
    Sorted by longitude once, the points in an area's box are found by bisection within its
    band of longitude rather than by comparing every point with every box: the cost grows
    with the points each area may hold, not with points times areas. (An STRtree of the
    points, queried with the areas, finds the same at three to four times the cost.)"""
    xy = numpy.asarray(points, dtype=float).reshape(-1, 2)
    order = numpy.argsort(xy[:, 0], kind="stable")
    xs, ys = xy[order, 0], xy[order, 1]
    area_of = numpy.full(len(xy), -1)  # in longitude order
    for index, (_, geometry) in enumerate(shapes.values()):
        west, south, east, north = geometry.bounds
        start, stop = numpy.searchsorted(xs, west, side="left"), numpy.searchsorted(xs, east, side="right")
        # A point on a border touches two areas: it counts once, for the first in board order.
        band = slice(start, stop)
        candidates = start + numpy.flatnonzero((area_of[band] < 0) & (ys[band] >= south) & (ys[band] <= north))
        if len(candidates):
            shapely.prepare(geometry)
            inside = shapely.intersects_xy(geometry, xs[candidates], ys[candidates])
            area_of[candidates[inside]] = index
    counts = numpy.bincount(area_of[area_of >= 0], minlength=len(shapes))
    findings = [AreaFinding(area, points=int(count), listed=bool(count >= min_points))
                for area, count in zip(shapes, counts) if count]
    return findings, int(numpy.count_nonzero(area_of < 0))
