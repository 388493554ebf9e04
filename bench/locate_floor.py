"""The floor for `fauna locate`: the same answer from the libraries alone, with no check of
the input, no bound, no message. bench/locate_bench.py times it beside `fauna locate`.

    python bench/locate_floor.py points occurrences.csv   # csv + shapely: areas with >= 3 points
    python bench/locate_floor.py range range.geojson       # json + shapely (+ pyproj for the shares)

It reads the board's areas the way any script would (json, shapely.geometry.shape) and
prints the areas found, one a line, so that the bench can check both agree.
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import numpy
import shapely
from shapely.geometry import shape

AREAS = Path(__file__).resolve().parent.parent / "maps" / "geometry" / "areas-board.geojson"
EQUAL_EARTH = "+proj=eqearth +lon_0=0 +datum=WGS84 +units=m +no_defs"


def areas() -> tuple[list[str], numpy.ndarray]:
    features = json.loads(AREAS.read_text(encoding="utf-8"))["features"]
    return [f["properties"]["id"] for f in features], numpy.array([shape(f["geometry"]) for f in features])


def points(path: Path, min_points: int = 3) -> list[str]:
    with path.open(newline="", encoding="utf-8") as stream:
        rows = csv.reader(stream, delimiter="\t")
        header = [name.lower() for name in next(rows)]
        lat, lon = header.index("decimallatitude"), header.index("decimallongitude")
        xy = numpy.array([(float(row[lon]), float(row[lat])) for row in rows])
    names, shapes = areas()
    # Each prepared area against the points in its box, as coordinates: three to four times
    # quicker than an STRtree of point geometries queried with the areas.
    first = numpy.full(len(xy), len(names))  # a point on a border counts for the first area
    for index, area in enumerate(shapes):
        west, south, east, north = area.bounds
        box = numpy.flatnonzero((first == len(names)) & (xy[:, 0] >= west) & (xy[:, 0] <= east)
                                & (xy[:, 1] >= south) & (xy[:, 1] <= north))
        shapely.prepare(area)
        first[box[shapely.intersects_xy(area, xy[box, 0], xy[box, 1])]] = index
    counts = numpy.bincount(first, minlength=len(names) + 1)[:-1]
    return [name for name, count in zip(names, counts) if count >= min_points]


def range_areas(path: Path, min_share: float = 0.01) -> list[str]:
    from pyproj import Transformer

    transformer = Transformer.from_crs("EPSG:4326", EQUAL_EARTH, always_xy=True)

    def equal_area(geometry):  # type: ignore[no-untyped-def]
        dense = shapely.segmentize(geometry, 1.0)
        return shapely.transform(dense, lambda xy: numpy.column_stack(transformer.transform(xy[:, 0], xy[:, 1]))).area

    features = json.loads(path.read_text(encoding="utf-8"))["features"]
    geometry = shapely.union_all([shape(f["geometry"]) for f in features])
    names, shapes = areas()
    total = equal_area(geometry)
    found = []
    for index in sorted(shapely.STRtree(shapes).query(geometry, predicate="intersects")):
        covered = equal_area(shapes[index].intersection(geometry))
        if max(covered / equal_area(shapes[index]), covered / total) >= min_share:
            found.append(names[index])
    return found


if __name__ == "__main__":
    kind, source = sys.argv[1], Path(sys.argv[2])
    print("\n".join(points(source) if kind == "points" else range_areas(source)))
