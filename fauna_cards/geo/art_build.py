"""Projecting the area shapes into the world map's artwork (geo.artwork), and the artwork as
data: the card map ships projected (maps/geometry/card-art.json, written by `make maps`),
so that printing cards and an animal's map need neither shapely nor pyproj, nor the time
to project 75 areas on every run. The board detail, for large prints only, is projected
when asked for.

    python -m fauna_cards.geo.art_build  # rewrite maps/geometry/card-art.json
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import shapely
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from fauna_cards.geo.artwork import AreaArt, Ring, WorldArt, art_file
from fauna_cards.geo.projection import to_equal_earth, world_bounds
from fauna_cards.geo.shapes import Detail, area_shapes, geometry_file


def project_art(detail: Detail = "card") -> WorldArt:
    """All areas in unit coordinates: x from 0 to 1, y from 0 (south) to the aspect."""
    left, bottom, right, top = world_bounds()
    scale = 1.0 / (right - left)
    areas = tuple(
        _area_art(area_id, kind, to_equal_earth(geometry), scale, left, bottom)
        for area_id, (kind, geometry) in area_shapes(detail).items()
    )
    edge = shapely.geometry.box(-180, -90, 180, 90).exterior
    (outline,) = _rings(to_equal_earth(Polygon(edge)), scale, left, bottom)
    return WorldArt(areas, (top - bottom) * scale, outline[0])


def _rings(geometry: BaseGeometry, scale: float, left: float, bottom: float) -> tuple[tuple[Ring, ...], ...]:
    polygons = geometry.geoms if isinstance(geometry, MultiPolygon) else [geometry]
    result = []
    for polygon in polygons:
        if not isinstance(polygon, Polygon) or polygon.is_empty:
            continue
        rings = [polygon.exterior, *polygon.interiors]
        result.append(tuple(
            tuple((round((x - left) * scale, 3), round((y - bottom) * scale, 3)) for x, y in ring.coords)
            for ring in rings
        ))
    return tuple(result)


def _area_art(area_id: str, kind: str, projected: BaseGeometry, scale: float, left: float,
              bottom: float) -> AreaArt:
    x0, y0, x1, y1 = projected.bounds
    centre = (round(((x0 + x1) / 2 - left) * scale, 4), round(((y0 + y1) / 2 - bottom) * scale, 4))
    reach = round(math.hypot(x1 - x0, y1 - y0) / 2 * scale, 4)
    size = round(2 * math.sqrt(projected.area / math.pi) * scale, 4)
    return AreaArt(area_id, kind, _rings(projected, scale, left, bottom), centre, reach, size)


def art_text(art: WorldArt, detail: Detail = "card") -> str:
    """The artwork as JSON, one area a line. Each ring is flat (x, y, x, y ...); numbers are
    Python's shortest form of the rounded floats, so that they read back the same floats
    and the PDFs drawn from the file are those drawn from a fresh projection."""
    def flat(ring: Ring) -> list[float]:
        return [value for point in ring for value in point]

    about = (f"the areas of {geometry_file(detail).name} in Equal Earth, the map one unit wide; "
             "written by fauna_cards/geo/art_build.py (make maps)")
    lines = [f'{{"about":{json.dumps(about)},', f'"aspect":{json.dumps(art.aspect)},',
             f'"outline":{json.dumps(flat(art.outline), separators=(",", ":"))},', '"areas":[']
    for number, area in enumerate(art.areas):
        record = {"id": area.id, "kind": area.kind, "centre": list(area.centre), "reach": area.reach,
                  "size": area.size, "polygons": [[flat(ring) for ring in polygon] for polygon in area.polygons]}
        lines.append(json.dumps(record, separators=(",", ":")) + ("," if number < len(art.areas) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def write_card_art(path: Path | None = None) -> Path:
    path = path or art_file()
    path.write_text(art_text(project_art("card")), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {write_card_art()}")
