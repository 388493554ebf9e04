"""The board's world map: a rectangle in the Patterson cylindrical projection, cut at the
board's latitudes.

A cylindrical projection keeps meridians straight and upright, so the west and east edges
are the same meridian (180 degrees) and the map wraps around as the board does: an area at
one edge meets the areas at the same height on the other. Patterson's projection was made
for world wall maps: it keeps the far north and south less stretched than Mercator or Miller.

Everything here is in millimetres on the printed map, y upwards from the map's south edge.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from functools import lru_cache

import numpy
import shapely
from shapely.geometry import MultiPolygon, Polygon, box
from shapely.geometry.base import BaseGeometry

from fauna_cards.geo.labels import LabelRequest
from fauna_cards.geo.shapes import area_shapes, map_edge_pairs, scenery_shapes

PATTERSON = "+proj=patterson +lon_0=0 +datum=WGS84 +units=m +no_defs"
SEGMENT_DEGREES = 0.5  # long straight lon/lat edges are split before projecting
EDGE = 1e-6  # mm: how close to the map's west or east edge a vertex counts as on it


@dataclass(frozen=True)
class WrapMark:
    """A place where the map continues across its east-west edge: the same letter stands at
    the same height on both edges."""

    letter: str
    west_area: str  # the area at the west edge
    east_area: str  # the area it meets at the east edge
    y: float  # mm from the map's south edge


@dataclass(frozen=True)
class Borders:
    """Every border of the map once (shared edges are identical in the data), by what it
    divides: land from sea, land from land, sea from sea."""

    coast: BaseGeometry
    land: BaseGeometry
    sea: BaseGeometry


@dataclass(frozen=True, eq=False)
class BoardMap:
    width: float
    height: float
    areas: dict[str, tuple[str, BaseGeometry]]  # id -> (kind, shape), in board order
    islands: BaseGeometry  # land inside marine areas: drawn as land, counted as sea
    waters: BaseGeometry  # inland waters and large lakes inside land areas
    wrap_marks: tuple[WrapMark, ...]
    borders: Borders

    @property
    def frame(self) -> Polygon:
        return box(0, 0, self.width, self.height)


@lru_cache(maxsize=None)
def _projection(top: float, bottom: float):  # type: ignore[no-untyped-def]
    """The projection and its extent: x from the 180th meridian west, y from `bottom`."""
    from pyproj import Transformer

    transformer = Transformer.from_crs("EPSG:4326", PATTERSON, always_xy=True)
    west, _ = transformer.transform(-180.0, 0.0)
    east, _ = transformer.transform(180.0, 0.0)
    _, south = transformer.transform(0.0, bottom)
    _, north = transformer.transform(0.0, top)
    return transformer, west, south, east - west, north - south


def aspect(top: float, bottom: float) -> float:
    """Height over width of the map cut at these latitudes."""
    _, _, _, width, height = _projection(top, bottom)
    return height / width


def _projector(width: float, top: float, bottom: float, height: float | None = None, pad: float = 0.0):  # type: ignore[no-untyped-def]
    """Lon/lat shapes to map millimetres. With `height`, the map is stretched across or down
    to fill width x height exactly (KOMPAKT's six cards are wider than the world). With
    `pad` degrees, shapes go on that far beyond the top and bottom edges (for bleed)."""
    transformer, west, south, extent, tall = _projection(top, bottom)
    scale = width / extent
    scale_y = scale if height is None else height / tall
    clip = box(-180.0, max(-90.0, bottom - pad), 180.0, min(90.0, top + pad))

    def project(geometry: BaseGeometry, keep_lines: bool = False) -> BaseGeometry:
        clipped = shapely.intersection(geometry, clip)
        if clipped.is_empty:
            return clipped
        dense = shapely.segmentize(clipped, SEGMENT_DEGREES)

        def to_map(xy):  # type: ignore[no-untyped-def]
            x, y = transformer.transform(xy[:, 0], xy[:, 1])
            return numpy.column_stack(((numpy.asarray(x) - west) * scale, (numpy.asarray(y) - south) * scale_y))

        projected = shapely.transform(dense, to_map)
        return projected if keep_lines else shapely.make_valid(projected)

    return project


@lru_cache(maxsize=4)
def board_map(width: float, top: float, bottom: float, height: float | None = None, pad: float = 0.0) -> BoardMap:
    """Every area, its islands and waters, projected onto a map `width` mm wide (and as
    tall as the projection makes it, unless `height` stretches it); `pad` as _projector."""
    project = _projector(width, top, bottom, height, pad)
    height = width * aspect(top, bottom) if height is None else height
    shapes = area_shapes("board")
    areas = {area_id: (kind, _polygons(project(geometry))) for area_id, (kind, geometry) in shapes.items()}
    islands, waters = [], []
    for _, (kind, geometry) in scenery_shapes().items():
        (islands if kind == "islands" else waters).append(_polygons(project(geometry)))
    return BoardMap(
        width, height, areas,
        _polygons(shapely.union_all(islands)), _polygons(shapely.union_all(waters)),
        _wrap_marks(areas, width), _borders(shapes, project),
    )


def _borders(shapes: dict[str, tuple[str, BaseGeometry]], project) -> Borders:  # type: ignore[no-untyped-def]
    """Sorted in longitude and latitude, where shared edges are identical, then projected."""
    ids = list(shapes)
    geometries = [geometry for _, geometry in shapes.values()]
    tree = shapely.STRtree(geometries)
    first, second = tree.query(geometries, predicate="intersects")
    found: dict[str, list[BaseGeometry]] = {"coast": [], "land": [], "sea": []}
    for i, j in zip(first.tolist(), second.tolist()):
        if i >= j:
            continue
        shared = shapely.intersection(geometries[i].boundary, geometries[j].boundary)
        shared = shapely.line_merge(shapely.union_all(
            [g for g in getattr(shared, "geoms", [shared]) if g.geom_type in ("LineString", "MultiLineString")]))
        if shared.is_empty:
            continue
        kinds = {shapes[ids[i]][0], shapes[ids[j]][0]}
        found["coast" if len(kinds) == 2 else ("land" if kinds == {"land"} else "sea")].append(shared)
    lines = {kind: project(shapely.union_all(parts), keep_lines=True) for kind, parts in found.items()}
    return Borders(lines["coast"], lines["land"], lines["sea"])


def _polygons(geometry: BaseGeometry) -> BaseGeometry:
    """Only the polygons of a clipped or repaired shape (no stray lines or points)."""
    parts = polygon_parts(geometry)
    if not parts:
        return Polygon()
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


def polygon_parts(geometry: BaseGeometry) -> list[Polygon]:
    """The polygons of a shape, largest first (ties broken by position, for stable output)."""
    if isinstance(geometry, Polygon):
        found = [] if geometry.is_empty else [geometry]
    else:
        found = [part for g in getattr(geometry, "geoms", []) for part in polygon_parts(g)]
    return sorted(found, key=lambda p: (-round(p.area, 6), p.bounds))


def _edge_span(geometry: BaseGeometry, x: float) -> tuple[float, float] | None:
    """The lowest and highest point where a shape lies on the vertical line at `x`."""
    parts = polygon_parts(geometry)
    if not parts:
        return None
    # The vertices as one array: the board's outlines have 100,000 of them, and this runs
    # for every piece of every area on both edges.
    points = shapely.get_coordinates(shapely.get_exterior_ring(parts))
    ys = points[numpy.abs(points[:, 0] - x) < EDGE, 1]
    return (float(ys.min()), float(ys.max())) if ys.size else None


def _wrap_marks(areas: dict[str, tuple[str, BaseGeometry]], width: float) -> tuple[WrapMark, ...]:
    """One mark for each pair of areas that meet across the edge, and one for each area that
    lies on both edges (the Bering Sea), from north to south, lettered A, B, C ..."""
    found: list[tuple[float, str, str]] = []
    for first, second in map_edge_pairs():
        for west_id, east_id in ((first, second), (second, first)):
            west = _edge_span(areas[west_id][1], 0.0)
            east = _edge_span(areas[east_id][1], width)
            if west and east and min(west[1], east[1]) > max(west[0], east[0]):
                found.append(((max(west[0], east[0]) + min(west[1], east[1])) / 2, west_id, east_id))
    for area_id, (_, geometry) in areas.items():
        parts = polygon_parts(geometry)
        west_parts = [p for p in parts if _edge_span(p, 0.0)]
        east_parts = [p for p in parts if _edge_span(p, width)]
        if not west_parts or not east_parts or set(map(id, west_parts)) & set(map(id, east_parts)):
            continue  # on one edge only, or one piece that spans the map (the Arctic Ocean)
        west, east = _edge_span(geometry, 0.0), _edge_span(geometry, width)
        if west and east and min(west[1], east[1]) > max(west[0], east[0]):
            found.append(((max(west[0], east[0]) + min(west[1], east[1])) / 2, area_id, area_id))
    found.sort(key=lambda item: -item[0])
    return tuple(WrapMark(letter, west_id, east_id, y)
                 for letter, (y, west_id, east_id) in zip(string.ascii_uppercase, found))


@lru_cache(maxsize=8)
def area_labels(width: float, top: float, bottom: float, names: tuple[tuple[str, str], ...],
                notes: tuple[tuple[str, str], ...], measure) -> tuple:  # type: ignore[no-untyped-def]
    """The names of every area placed on the map `width` mm wide (see geo.labels), once per
    process for the same map, names and measure. Leader labels keep off land."""
    from fauna_cards.geo.labels import place_labels

    drawn = board_map(width, top, bottom)
    land = shapely.union_all([g for kind, g in drawn.areas.values() if kind == "land"])
    shapely.prepare(land)  # leader labels test a few hundred places against it
    requests = label_requests(drawn, dict(names), dict(notes) if notes else None)
    return tuple(place_labels(requests, measure, drawn.frame, land))


SECOND_NAME_SHARE = 0.25  # a piece across the edge this large (of the largest) is named too


def label_requests(board: BoardMap, names: dict[str, str], notes: dict[str, str] | None = None) -> list[LabelRequest]:
    """One label for each area, on its largest piece; an area the map's edge cuts into two
    large pieces (the Bering Sea) is named on both sides. Names are set in capitals, as on
    the board; the request's style is the area's kind (land or marine)."""
    requests = []
    for area_id, (kind, geometry) in board.areas.items():
        parts = polygon_parts(geometry)
        if not parts:
            continue
        chosen = [parts[0]]
        for x in (0.0, board.width):
            on_edge = [p for p in parts if _edge_span(p, x)]
            if on_edge and parts[0] not in on_edge and on_edge[0].area >= SECOND_NAME_SHARE * parts[0].area:
                chosen.append(on_edge[0])
        words = tuple(names[area_id].upper().split())
        note = notes.get(area_id) if notes else None
        requests += [LabelRequest(area_id, words, part, note, kind) for part in chosen]
    return requests


@lru_cache(maxsize=4)
def region_shapes(width: float, top: float, bottom: float, height: float,
                  regions_of: tuple[tuple[str, tuple[str, ...]], ...], pad: float = 0.0) -> dict[str, BaseGeometry]:
    """KOMPAKT's regions as shapes on the map: the union of their areas, in the order of
    `regions_of` (area id -> its regions). An area in two regions (the Bering Sea, cut by
    the map's edge) gives each of its pieces to the region of the neighbours it borders
    most. Unions are made in longitude and latitude, where shared edges are exact."""
    shapes = area_shapes("board")
    of_area = dict(regions_of)
    order = [region for _, regions in regions_of for region in regions]
    pieces: dict[str, list[BaseGeometry]] = {region: [] for region in dict.fromkeys(order)}
    for area_id, (_, geometry) in shapes.items():
        regions = of_area.get(area_id, ())
        if len(regions) == 1:
            pieces[regions[0]].append(geometry)
            continue
        for part in polygon_parts(geometry):
            pieces[_closest_region(part, regions, shapes, of_area, area_id)].append(part)
    project = _projector(width, top, bottom, height, pad)
    return {region: _polygons(project(shapely.union_all(parts))) for region, parts in pieces.items() if parts}


def _closest_region(part: Polygon, regions: tuple[str, ...], shapes: dict[str, tuple[str, BaseGeometry]],
                    of_area: dict[str, tuple[str, ...]], own: str) -> str:
    """Of `regions`, the one whose other areas share the longest border with `part`."""
    shared = dict.fromkeys(regions, 0.0)
    for area_id, (_, geometry) in shapes.items():
        if area_id == own or not part.intersects(geometry):
            continue
        length = shapely.intersection(part.boundary, geometry.boundary).length
        for region in of_area.get(area_id, ()):
            if region in shared:
                shared[region] += length
    return max(regions, key=lambda region: (shared[region], -regions.index(region)))
