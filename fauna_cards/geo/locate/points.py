"""Occurrence points from a GBIF download or any CSV with latitude and longitude."""

from __future__ import annotations

import csv
import io
import itertools
import math
from collections.abc import Iterator
from pathlib import Path

import numpy

from fauna_cards.geo.locate.bulk import clean_points, delimiter
from fauna_cards.safe_io import read_bounded, require_regular
from fauna_cards.geo.locate.common import DECIMAL_COMMA, LATITUDES, LONGITUDES, MAX_LINE_BYTES, MAX_POINTS, MAX_POINTS_BYTES, NUMBER, SourceError
from fauna_cards.words import plural



def read_points(path: Path) -> tuple[list[tuple[float, float]], list[str]]:
    """(lon, lat) pairs from a GBIF download or any CSV with latitude and longitude columns."""
    xy, notes = read_point_array(path)
    return list(zip(xy[:, 0].tolist(), xy[:, 1].tolist())), notes


def read_point_array(path: Path) -> tuple[numpy.ndarray, list[str]]:
    """The same points as rows (lon, lat) of an array: read in bulk when the file is clean,
    else row by row, which says where the first problem is."""
    display = str(path)
    require_regular(path, display)
    # The size on disk first, so that a file far too large is refused without reading it;
    # read_bounded then stops a byte past the limit should the file have grown since.
    if path.stat().st_size > MAX_POINTS_BYTES:
        raise _too_many_bytes(display)
    raw = read_bounded(path, display, MAX_POINTS_BYTES)
    if len(raw) > MAX_POINTS_BYTES:
        raise _too_many_bytes(display)
    _require_text(raw, display)
    clean = clean_points(raw)
    if clean is not None:
        xy, skipped = clean
        return xy, _skipped_notes(skipped)
    lines = _text_lines(raw, display)
    first = next(lines)
    reader = csv.reader(itertools.chain([first], lines), delimiter=delimiter(first))
    try:
        points, skipped = _points(reader, display)
    except csv.Error as error:
        raise SourceError(f"{display}:{reader.line_num}: {_csv_problem(error)}") from None
    return numpy.array(points, dtype=float).reshape(-1, 2), _skipped_notes(skipped)


def _skipped_notes(skipped: int) -> list[str]:
    return [f"skipped {plural(skipped, 'row')} without coordinates"] if skipped else []


def _too_many_bytes(display: str) -> SourceError:
    return SourceError(f"{display} is over {MAX_POINTS_BYTES / 1e6:,.0f} MB: keep only the latitude and "
                       "longitude columns (GBIF: the simple CSV download, columns decimalLatitude and "
                       "decimalLongitude), or thin the records")


def _require_text(raw: bytes, display: str) -> None:
    if not raw.strip():
        raise SourceError(f"{display} is empty")
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")) or _looks_like_utf16(raw[:4096]):
        raise SourceError(f"{display} is UTF-16 text: save it as UTF-8 (in Excel: CSV UTF-8)")
    nul = raw.find(b"\x00")
    if nul >= 0:
        line = raw.count(b"\n", 0, nul) + 1
        raise SourceError(f"{display}:{line}: holds a NUL byte: a binary file, not a CSV text file")


def _looks_like_utf16(head: bytes) -> bool:
    """UTF-16 without its byte-order mark: in plain text every other byte is NUL, and
    the bytes between are not (a file of zeros is binary, not UTF-16)."""
    even, odd = head[0::2], head[1::2]
    if len(odd) < 2:
        return False
    return any(one.count(0) > 0.4 * len(one) and other.count(0) < 0.1 * len(other)
               for one, other in ((even, odd), (odd, even)))


def _text_lines(raw: bytes, display: str) -> Iterator[str]:
    """The lines of `raw` as text, each checked for length and UTF-8 as it comes, so that
    a 200 MB file is never decoded whole."""
    stream = io.BytesIO(raw)
    for number in itertools.count(1):
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES:
            raise SourceError(f"{display}:{number}: a line over {MAX_LINE_BYTES:,} bytes long: not an occurrence table")
        try:
            yield line.decode("utf-8-sig" if number == 1 else "utf-8")
        except UnicodeDecodeError as error:
            raise SourceError(f"{display}:{number}: not UTF-8 (byte 0x{line[error.start]:02x}): save the file "
                              "as UTF-8 (in Excel: CSV UTF-8)") from None


def _csv_problem(error: csv.Error) -> str:
    if "field larger than field limit" in str(error):
        return f"a field is over {csv.field_size_limit():,} characters long: not an occurrence table"
    if "new-line character seen in unquoted field" in str(error):
        return "a line ends in a carriage return alone (old Mac text): save the file with LF or CRLF line ends"
    return f"not a readable CSV row ({error})"


def _points(reader, display: str) -> tuple[list[tuple[float, float]], int]:  # type: ignore[no-untyped-def]
    names = [column.strip() for column in next(reader)]
    header = [name.lower() for name in names]
    lat_col = next((header.index(n) for n in LATITUDES if n in header), None)
    lon_col = next((header.index(n) for n in LONGITUDES if n in header), None)
    if lat_col is None or lon_col is None:
        raise SourceError(_no_coordinate_columns(display, names, lat_col, lon_col))
    points: list[tuple[float, float]] = []
    rows = skipped = 0
    for row in reader:
        rows += 1
        try:
            lat_text, lon_text = row[lat_col].strip(), row[lon_col].strip()
        except IndexError:
            skipped += 1
            continue
        if not lat_text or not lon_text:
            skipped += 1
            continue
        if len(points) == MAX_POINTS:
            raise SourceError(f"{display}:{reader.line_num}: over {MAX_POINTS:,} points: thin them (one record per "
                              "place and year is plenty; an area counts with --min-points of them)")
        points.append(_coordinate(lat_text, lon_text, f"{display}:{reader.line_num}"))
    if not rows:
        raise SourceError(f"{display} holds no rows under its header")
    if not points:
        raise SourceError(f"{display} holds no coordinates")
    return points, skipped


EXPECTED_COLUMNS = ("decimalLatitude and decimalLongitude (GBIF), latitude and longitude, lat and lon (or lng, "
                    "long), or y and x, in any case")
SHOWN_COLUMNS = 12  # a GBIF download has some fifty


def _no_coordinate_columns(display: str, names: list[str], lat_col: int | None, lon_col: int | None) -> str:
    """Which columns the file has, and which were looked for."""
    shown = ", ".join(repr(name[:40]) for name in names[:SHOWN_COLUMNS])
    if len(names) > SHOWN_COLUMNS:
        shown += f" and {len(names) - SHOWN_COLUMNS:,} more"
    if lat_col is not None:
        problem = f"a latitude column ({names[lat_col]!r}) but no longitude column"
    elif lon_col is not None:
        problem = f"a longitude column ({names[lon_col]!r}) but no latitude column"
    else:
        problem = "no latitude and longitude columns"
    return f"{display}: {problem}; its columns: {shown}; expected {EXPECTED_COLUMNS}"


def _coordinate(lat_text: str, lon_text: str, where: str) -> tuple[float, float]:
    """(lon, lat) from decimal degrees. Only plain decimal numbers: float() would also take
    'nan', 'inf', '1_0' and digits of other scripts."""
    for text in (lat_text, lon_text):
        if DECIMAL_COMMA.fullmatch(text):
            raise SourceError(f"{where}: {text!r} has a decimal comma: write degrees with a decimal point")
        if not NUMBER.fullmatch(text) or not math.isfinite(float(text)):
            raise SourceError(f"{where}: not a coordinate: {lat_text[:40]!r}, {lon_text[:40]!r}")
    lat, lon = float(lat_text), float(lon_text)
    if not (-90 <= lat <= 90 and -180 <= lon <= 180):
        raise SourceError(f"{where}: latitude {lat} / longitude {lon} is off the globe "
                          "(are the columns swapped, or not in degrees?)")
    return lon, lat


