"""What the locator's parts share: its limits, its errors and its results."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from fauna_cards.errors import FaunaError

LATITUDES = ("decimallatitude", "latitude", "lat", "y")
LONGITUDES = ("decimallongitude", "longitude", "lon", "lng", "long", "x")
POINT_SUFFIXES = (".csv", ".tsv", ".txt")

# The range formats, by suffix, and the one GDAL driver allowed to read each.
RANGE_DRIVERS = {".geojson": "GeoJSON", ".json": "GeoJSON", ".gpkg": "GPKG", ".shp": "ESRI Shapefile",
                 ".zip": "ESRI Shapefile"}
ALLOWED_DRIVERS = ("GeoJSON", "GPKG", "ESRI Shapefile")
FORMATS = "GeoJSON (.geojson), GeoPackage (.gpkg), Shapefile (.shp) or zipped Shapefile (.zip)"
SHAPEFILE_SIDECARS = (".shx", ".dbf", ".prj", ".cpg", ".qix", ".sbn", ".sbx", ".qpj")
GEOPACKAGE_SIDECARS = ("-wal", "-shm", "-journal")
SQLITE_HEADER = b"SQLite format 3\x00"
SHAPEFILE_HEADER = b"\x00\x00\x27\x0a"  # the file code 9994, big-endian

# Limits on a range map. A detailed range of 950,000 vertices runs in 8 s and 0.5 GB (0.6 GB
# as one GeoJSON feature, which GDAL parses whole); ranges drawn for a 75-area board need a
# small part of that (simplifying to 0.01 degree, finer than the board, keeps any share).
MAX_RANGE_BYTES = 128 * 1000 * 1000  # the file, or a zip's shapefile unpacked, with its sidecars
MAX_PRJ_BYTES = 64 * 1000  # a .prj is a line of WKT
MAX_FEATURES = 10_000
MAX_VERTICES = 1_000_000  # after splitting edges longer than SEGMENT_DEGREES
MAX_ZIP_MEMBERS = 1_000
MAX_ZIP_DIRECTORY = 1024 * 1024  # the zip's table of contents, read before anything else
# How tangled outlines may be (see `measure_tangle`). GEOS compares every pair of edges whose boxes
# overlap (measured on spiky "sunbursts": 16 ns a pair to check validity, 36 ns to repair,
# 240 ns to overlay, where each area's overlay compares the pairs inside its box again) and
# spends 10-25 microseconds and 1-2 kB on each point where edges cross.
CHUNK = 8  # consecutive edges per envelope
MAX_NEAR_CHUNKS = 1_000_000  # candidate chunk pairs: bounds the counting itself (1 s)
MAX_NEAR_EDGES = 20_000_000  # edge pairs near each other, for the repair and union (1-2 s)
MAX_OVERLAY_NEAR = 25_000_000  # the same, once per area box the pair lies in (6 s)
MAX_CROSSINGS = 100_000  # edges of the range crossing each other (a self-crossing star: 1.6 s, 0.3 GB)
MAX_BORDER_CROSSINGS = 400_000  # edges of the range crossing the areas' borders (4 s, 0.35 GB)

# Limits on an occurrence CSV: GBIF's simple download runs to 300-600 bytes a row, so 200 MB
# holds some 400,000 records with all their columns, or millions of bare lat/lon pairs,
# more than MAX_POINTS. 1,000,000 points take about 3 s and 0.4 GB.
MAX_POINTS_BYTES = 200 * 1000 * 1000
MAX_POINTS = 1_000_000
MAX_LINE_BYTES = 1024 * 1024  # the csv module's own field limit is 131,072 characters
# What to do with a range over a limit: simplifying finer than the board changes no share.
SIMPLIFY = ("simplify it to about 0.01 degree (ogr2ogr -simplify 0.01 out.gpkg in.gpkg, or QGIS Simplify), "
            "finer than the board's own 0.05 degree")
NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
DECIMAL_COMMA = re.compile(r"[+-]?[0-9]+,[0-9]+")


class SourceError(FaunaError):
    """A source that cannot be used; the message says why (exit 2, as for a file that cannot
    be read: exit 1 is kept for a record that differs)."""


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


