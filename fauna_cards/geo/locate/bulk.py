"""Occurrence points read in bulk: a clean CSV, as nearly every download is, at the speed of
the csv module and float().

The row-by-row reading in points.py checks each line and value as it comes, to say where
the first problem is; per row that costs several times what the csv module does. Here the
same checks run on whole columns, and any doubt (a line too long, bytes that are not UTF-8,
a short or empty row, a value that is not a plain number or lies off the globe, too many
points) returns None: points.py then reads the file row by row and names the problem. So
both give the same points, or the row-by-row reading gives its message.
"""

from __future__ import annotations

import csv
import io
import itertools
import operator
import re
from collections.abc import Iterator

import numpy

from fauna_cards.geo.locate.common import LATITUDES, LONGITUDES, MAX_LINE_BYTES, MAX_POINTS

BLOCK_BYTES = 1 << 22  # bytes decoded at a time: a 200 MB file is never decoded whole
BATCH_ROWS = 1 << 16  # rows whose values are checked together
# Stripped of whitespace, a value of these characters alone is a plain decimal number (the
# NUMBER of common.py) exactly when float() accepts it: float's other spellings ('nan',
# 'inf', '1_0', digits of other scripts) all need other characters.
NOT_PLAIN = re.compile(r"[^0-9eE+\-.]")


def clean_points(raw: bytes) -> tuple[numpy.ndarray, int] | None:
    """(lon, lat) rows and the count of rows without coordinates, or None unless every row
    is clean. `raw` holds no NUL byte (points.py has checked)."""
    if _longest_line(raw) > MAX_LINE_BYTES:
        return None
    lines = _lines(raw)
    try:
        first = next(lines)
        reader = csv.reader(itertools.chain([first], lines), delimiter=delimiter(first))
        header = [column.strip().lower() for column in next(reader)]
        lat_col = next((header.index(n) for n in LATITUDES if n in header), None)
        lon_col = next((header.index(n) for n in LONGITUDES if n in header), None)
        if lat_col is None or lon_col is None:
            return None
        pick = operator.itemgetter(lat_col, lon_col)
        rows = skipped = count = 0
        parts = []
        while batch := list(map(pick, itertools.islice(reader, BATCH_ROWS))):  # IndexError: a short row
            rows += len(batch)
            lats, lons = (list(map(str.strip, map(operator.itemgetter(column), batch))) for column in (0, 1))
            if "" in lats or "" in lons:  # rows without coordinates: skipped, and counted
                keep = [bool(lat and lon) for lat, lon in zip(lats, lons)]
                lats, lons = list(itertools.compress(lats, keep)), list(itertools.compress(lons, keep))
                skipped += len(keep) - len(lats)
            count += len(lats)
            if count > MAX_POINTS or NOT_PLAIN.search("".join(lats)) or NOT_PLAIN.search("".join(lons)):
                return None
            lat = numpy.fromiter(map(float, lats), float, len(lats))  # ValueError: not a number
            lon = numpy.fromiter(map(float, lons), float, len(lons))
            if not ((numpy.abs(lat) <= 90) & (numpy.abs(lon) <= 180)).all():  # also NaN, never finite
                return None
            parts.append(numpy.column_stack([lon, lat]))
    except (csv.Error, UnicodeDecodeError, IndexError, ValueError, StopIteration):
        return None
    if not rows or not count:
        return None
    return numpy.concatenate(parts), skipped


def delimiter(first: str) -> str:
    """The header line's separator: tab, semicolon or comma, whichever it holds most of."""
    if first.count("\t") > max(first.count(","), first.count(";")):
        return "\t"
    return ";" if first.count(";") > first.count(",") else ","


def _longest_line(raw: bytes) -> int:
    """The longest line's bytes, with its newline, counted a block at a time."""
    view = numpy.frombuffer(raw, dtype=numpy.uint8)
    longest, previous = 0, -1  # where the last newline was
    for start in range(0, len(view), BLOCK_BYTES):
        ends = numpy.flatnonzero(view[start:start + BLOCK_BYTES] == ord("\n")) + start
        if len(ends):
            longest = max(longest, int(numpy.diff(ends, prepend=previous).max()))
            previous = int(ends[-1])
    return max(longest, len(view) - 1 - previous)


def _lines(raw: bytes) -> Iterator[str]:
    """The lines of `raw`, split at "\\n" only and keeping it, as points.py's `_text_lines`
    gives them (a UTF-8 byte-order mark dropped), decoded a block of whole lines at a time."""
    return itertools.chain.from_iterable(_blocks(raw))


def _blocks(raw: bytes) -> Iterator[io.StringIO]:
    start = 0
    while start < len(raw):
        # Lines are under MAX_LINE_BYTES (checked), so a block holds a newline unless it is the last.
        end = len(raw) if start + BLOCK_BYTES >= len(raw) else raw.rfind(b"\n", start, start + BLOCK_BYTES) + 1
        end = end if end > start else len(raw)
        # newline="\n": lines end at "\n" alone, which each keeps, as readline gives them in points.py.
        yield io.StringIO(raw[start:end].decode("utf-8-sig" if start == 0 else "utf-8"), newline="\n")
        start = end
