"""From a range map or occurrence points to the board areas an animal lives in.

A range polygon counts an area when it covers at least `min_share` of the area, or when at
least `min_share` of the range lies in it (so that an island species with a tiny range
still finds its area). Shares are measured in the Equal Earth projection, which keeps areas
true. Points count an area when it holds at least `min_points` of them, which keeps stray
records (a zoo, a typo) from adding areas.
"""

from __future__ import annotations

import csv
import io
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import shapely
from shapely.geometry.base import BaseGeometry

from fauna_cards.geo.projection import to_equal_earth

LATITUDES = ("decimallatitude", "latitude", "lat", "y")
LONGITUDES = ("decimallongitude", "longitude", "lon", "lng", "long", "x")
POINT_SUFFIXES = (".csv", ".tsv", ".txt")


class SourceError(Exception):
    """A source that cannot be used; the message says why (exit 1)."""


@dataclass(frozen=True)
class AreaFinding:
    area: str
    share_of_area: float = 0.0  # of the area's surface covered by the range
    share_of_range: float = 0.0  # of the range's surface lying in the area
    points: int = 0
    listed: bool = False


@dataclass(frozen=True)
class Located:
    kind: str  # "range" or "points"
    findings: list[AreaFinding]  # every area touched, in board order
    notes: list[str]  # what was repaired or skipped

    @property
    def areas(self) -> list[str]:
        return [f.area for f in self.findings if f.listed]


def is_point_file(path: Path) -> bool:
    return path.suffix.lower() in POINT_SUFFIXES


def read_range(path: Path) -> tuple[BaseGeometry, list[str]]:
    """The union of a range file's polygons in lon/lat, and notes on what was repaired."""
    import geopandas

    notes: list[str] = []
    source = f"zip://{path}" if path.suffix.lower() == ".zip" else str(path)
    if path.suffix.lower() == ".zip" and not zipfile.is_zipfile(path):
        raise SourceError(f"{path} is not a zip file")
    try:
        frame = geopandas.read_file(source)
    except Exception as error:  # noqa: BLE001 - GDAL's errors vary by driver
        first = str(error).split(";")[0].strip()
        raise SourceError(f"cannot read {path} as a range map (GeoJSON, GeoPackage, Shapefile or "
                          f"zipped Shapefile): {first}") from None
    frame = frame[~frame.geometry.is_empty & frame.geometry.notna()] if len(frame) else frame
    if len(frame) == 0:
        raise SourceError(f"{path} holds no geometry")
    kinds = set(frame.geometry.geom_type)
    if not kinds <= {"Polygon", "MultiPolygon"}:
        raise SourceError(f"{path} holds {', '.join(sorted(kinds))}; a range map holds polygons "
                          "(for occurrence points use a CSV)")
    if frame.crs is None:
        west, south, east, north = frame.total_bounds
        if west < -180.5 or east > 180.5 or south < -90.5 or north > 90.5:
            raise SourceError(f"{path} names no coordinate system and its coordinates are not degrees "
                              f"(bounds {west:.0f}, {south:.0f}, {east:.0f}, {north:.0f})")
        notes.append("no coordinate system given: read as longitude/latitude (EPSG:4326)")
        frame = frame.set_crs("EPSG:4326")
    elif not frame.crs.equals("EPSG:4326"):
        notes.append(f"reprojected from {frame.crs.to_string()}")
        frame = frame.to_crs("EPSG:4326")
    west, south, east, north = frame.total_bounds
    if west < -180.5 or east > 180.5 or south < -90.5 or north > 90.5:
        # GeoJSON is longitude/latitude by definition; numbers like these are metres.
        raise SourceError(f"{path}: coordinates run to {max(abs(west), abs(east), abs(south), abs(north)):,.0f}, "
                          "which is not degrees; give the file its coordinate system (GeoPackage or "
                          "Shapefile with .prj) or reproject it to longitude/latitude")
    invalid = int((~frame.geometry.is_valid).sum())
    if invalid:
        notes.append(f"repaired {invalid} invalid polygon{'s' if invalid != 1 else ''}")
    geometry = shapely.union_all(shapely.make_valid(frame.geometry.values))
    if geometry.is_empty or geometry.area == 0:
        raise SourceError(f"{path}: the polygons enclose no surface")
    return geometry, notes


def read_points(path: Path) -> tuple[list[tuple[float, float]], list[str]]:
    """(lon, lat) pairs from a GBIF download or any CSV with latitude and longitude columns."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise SourceError(f"{path} is not UTF-8 text") from None
    if not text.strip():
        raise SourceError(f"{path} is empty")
    first = text.splitlines()[0]
    delimiter = "\t" if first.count("\t") > max(first.count(","), first.count(";")) else (";" if first.count(";") > first.count(",") else ",")
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    header = [column.strip().lower() for column in next(reader)]
    lat_col = next((header.index(n) for n in LATITUDES if n in header), None)
    lon_col = next((header.index(n) for n in LONGITUDES if n in header), None)
    if lat_col is None or lon_col is None:
        raise SourceError(f"{path}: no latitude and longitude columns (looked for decimalLatitude/"
                          "decimalLongitude, latitude/longitude, lat/lon)")
    points: list[tuple[float, float]] = []
    skipped = 0
    for line, row in enumerate(reader, start=2):
        try:
            lat_text, lon_text = row[lat_col].strip(), row[lon_col].strip()
        except IndexError:
            skipped += 1
            continue
        if not lat_text or not lon_text:
            skipped += 1
            continue
        try:
            lat, lon = float(lat_text), float(lon_text)
        except ValueError:
            raise SourceError(f"{path}:{line}: not a coordinate: {lat_text!r}, {lon_text!r}") from None
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            raise SourceError(f"{path}:{line}: latitude {lat} / longitude {lon} is off the globe "
                              "(are the columns swapped, or not in degrees?)")
        points.append((lon, lat))
    if not points:
        raise SourceError(f"{path} holds no coordinates")
    notes = [f"skipped {skipped} rows without coordinates"] if skipped else []
    return points, notes


def locate_range(geometry: BaseGeometry, shapes: dict[str, tuple[str, BaseGeometry]], min_share: float) -> list[AreaFinding]:
    projected = to_equal_earth(geometry)
    total = projected.area
    findings = []
    for area_id, (_, area_geometry) in shapes.items():
        if not area_geometry.intersects(geometry):
            continue
        area_projected = to_equal_earth(area_geometry)
        covered = area_projected.intersection(projected).area
        if covered <= 0:
            continue
        of_area, of_range = covered / area_projected.area, covered / total
        findings.append(AreaFinding(area_id, of_area, of_range, 0, max(of_area, of_range) >= min_share))
    return findings


def locate_points(points: list[tuple[float, float]], shapes: dict[str, tuple[str, BaseGeometry]],
                  min_points: int) -> tuple[list[AreaFinding], int]:
    """Findings in board order, and how many points fell in no area."""
    ids = list(shapes)
    tree = shapely.STRtree([geometry for _, geometry in shapes.values()])
    geometries = shapely.points(points)
    point_index, area_index = tree.query(geometries, predicate="intersects")
    first_area: dict[int, int] = {}
    for p, a in zip(point_index.tolist(), area_index.tolist()):
        # A point on a border touches two areas: it counts once, for the first in board order.
        first_area[p] = min(a, first_area.get(p, a))
    counts = Counter(ids[a] for a in first_area.values())
    findings = [AreaFinding(area, points=counts[area], listed=counts[area] >= min_points)
                for area in ids if counts[area]]
    return findings, len(points) - len(first_area)
