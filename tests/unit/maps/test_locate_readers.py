"""`fauna locate` reads clean files the quick way (geo/locate/bulk.py for occurrence CSVs,
geo/locate/geojson.py for GeoJSON ranges) and anything else the careful way (row by row; GDAL).
Both must give the same points and polygons, or the careful way's message."""

from __future__ import annotations

import json
import os
import tempfile
import warnings
from pathlib import Path

import numpy
import pytest
import shapely
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import EXAMPLES
from fauna_cards.geo.locate import SourceError, read_points, read_range
from fauna_cards.geo.locate import files as range_files
from fauna_cards.geo.locate import points as point_files
from fauna_cards.geo.locate.bulk import clean_points
from fauna_cards.geo.locate.geojson import plain_polygons
from fauna_cards.words import plural

# --- occurrence CSVs ----------------------------------------------------------------------------

VALUES = ["1.5", "-0.0", "90", "-90.0", "90.0000001", "-180", "180.5", "36.81234567890123", "", " ", " 12.5 ",
          "\t-3\t", "1e1", "1E-3", ".5", "5.", "+3", "-.25e+1", "nan", "inf", "1e999", "1_0", "١٢", "0,5", "abc",
          "\u00a012", "12\u2003", "1..2", "e5", "1e", '"12.5"', '"1,5"', '"a\nb"', "1.5\r", '"2"x']
NAMES = ["decimalLatitude", "decimalLongitude", "lat", "LON", " lng ", "Latitude", "x", "y", "species", "id", ""]


@st.composite
def csv_files(draw) -> bytes:  # type: ignore[no-untyped-def]
    """Occurrence tables, mostly clean, some with a flaw or two of the kinds points.py reports."""
    separator = draw(st.sampled_from([",", "\t", ";"]))
    header = draw(st.lists(st.sampled_from(NAMES), max_size=4))
    header += draw(st.sampled_from([["decimalLatitude", "decimalLongitude"], ["LAT", "lng"], ["y", "x"], []]))
    header = draw(st.permutations(header or ["lat"]))
    clean = st.floats(-90, 90).map(lambda v: f"{v:.6f}")
    flawed = draw(st.sampled_from([0, 1, 2, 20]))  # about one value in 20 from VALUES, or none
    value = st.one_of(clean, st.sampled_from(VALUES)) if flawed == 20 else clean
    rows = draw(st.lists(st.lists(value, min_size=len(header), max_size=len(header)), max_size=30))
    for _ in range(flawed if flawed < 20 and rows else 0):  # one or two flaws in a clean table
        row = draw(st.sampled_from(rows))
        if row:
            row[draw(st.integers(0, len(row) - 1))] = draw(st.sampled_from(VALUES))
        if row and draw(st.integers(0, 4)) == 0:
            row.pop()  # a short row
    ending = draw(st.sampled_from(["\n", "\n", "\r\n", "\r"]))
    lines = [separator.join(header)] + [separator.join(row) for row in rows]
    if draw(st.integers(0, 9)) == 0:
        lines.insert(draw(st.integers(1, len(lines))), "")  # a blank line
    text = ending.join(lines) + draw(st.sampled_from([ending, ""]))
    raw = (draw(st.sampled_from(["", "", "\ufeff"])) + text).encode("utf-8")
    if draw(st.integers(0, 19)) == 0:
        raw += b"\xe1\n"  # not UTF-8
    return raw


def _careful_read(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[object, ...]:
    """read_points row by row alone: the result, or the message."""
    with monkeypatch.context() as patched:
        patched.setattr(point_files, "clean_points", lambda raw: None)
        return _outcome(read_points, path)


def _outcome(read, path: Path) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    try:
        return ("read", *read(path))
    except SourceError as error:
        return ("refused", str(error))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=csv_files())
def test_bulk_reading_gives_the_points_or_leaves_the_file_to_the_careful_reading(
        raw: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "points.csv"
        path.write_bytes(raw)
        careful = _careful_read(path, monkeypatch)
        assert _outcome(read_points, path) == careful
        bulk = clean_points(raw) if b"\x00" not in raw else None
        if bulk is not None:  # what the bulk reading accepts, the careful one reads the same
            xy, skipped = bulk
            assert careful[0] == "read" and careful[1] == list(map(tuple, xy.tolist()))
            assert careful[2] == ([f"skipped {plural(skipped, 'row')} without coordinates"] if skipped else [])


def test_a_gbif_download_is_read_in_bulk() -> None:
    raw = (EXAMPLES / "locate" / "occurrences.csv").read_bytes()
    xy, skipped = clean_points(raw)  # type: ignore[misc]
    assert len(xy) == 51 and skipped == 1
    wide = ("gbifID\tspecies\tdecimalLatitude\tdecimalLongitude\tcountryCode\n"
            + "".join(f"{i}\tEquus grevyi\t{1 + i / 1000:.5f}\t{37 + i / 1000:.5f}\tKE\n" for i in range(5000)))
    xy, skipped = clean_points(wide.encode())  # type: ignore[misc]
    assert xy.shape == (5000, 2) and skipped == 0 and tuple(xy[1]) == (37.001, 1.001)


@pytest.mark.parametrize("raw", [
    b"lat,lon\n0.5,36.5\n\n",  # a blank line: a row without coordinates, counted by the careful reading
    b"lat,lon\nnan,36.5\n", b"lat,lon\n90.5,36.5\n", b"lat,lon\n0.5,-180.5\n", b"lat,lon\n1e999,36.5\n", b"lat,lon\n0.5\n",
    b"lat,lon\n0.5,36.5\r0.6,36.6\n", b"lat,lon\n\xe10.5,36.5\n", b"lat,lon\n",
])
def test_the_bulk_reading_leaves_every_flaw_to_the_careful_one(raw: bytes) -> None:
    assert clean_points(raw) is None


# --- GeoJSON ranges -----------------------------------------------------------------------------

def _gdal(path: Path) -> numpy.ndarray:
    import pyogrio

    from fauna_cards.geo.locate import restrict_gdal

    restrict_gdal()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        frame = pyogrio.read_dataframe(os.path.abspath(path), layer=0, columns=[])
    assert frame.crs is not None and frame.crs.equals("EPSG:4326")
    return numpy.asarray(frame.geometry.values, dtype=object)


def _same(mine: numpy.ndarray, theirs: numpy.ndarray) -> bool:
    return len(mine) == len(theirs) and all(shapely.to_wkb(a) == shapely.to_wkb(b) for a, b in zip(mine, theirs))


coordinate = st.one_of(st.floats(-179, 179), st.integers(-179, 179), st.sampled_from([0.0, -0.0, 1e-7, 36.81234567890123]))


@st.composite
def ring(draw) -> list:  # type: ignore[no-untyped-def, type-arg]
    points = draw(st.lists(st.tuples(coordinate, st.floats(-89, 89) | st.integers(-89, 89)), min_size=3, max_size=12))
    return [list(point) for point in points] + [list(points[0])]


polygon = st.lists(ring(), min_size=1, max_size=3)


@st.composite
def geojson_files(draw) -> str:  # type: ignore[no-untyped-def]
    features = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            geometry = {"type": "Polygon", "coordinates": draw(polygon)}
        else:
            geometry = {"type": "MultiPolygon", "coordinates": draw(st.lists(polygon, min_size=1, max_size=3))}
        feature = {"type": "Feature", "properties": draw(st.sampled_from([{}, None, {"name": "range", "code": 3},
                                                                          {"nested": {"a": [1, True]}}])),
                   "geometry": geometry}
        if draw(st.booleans()):
            feature["id"] = draw(st.integers(0, 10) | st.text("abc", min_size=1))
        features.append(feature)
    collection: dict = {"type": "FeatureCollection", "features": features}  # type: ignore[type-arg]
    if draw(st.booleans()):  # as QGIS and ogr2ogr write it
        collection = {"type": "FeatureCollection", "name": "range",
                      "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:OGC:1.3:CRS84"}},
                      "features": features}
    return json.dumps(collection, indent=draw(st.sampled_from([None, 1])))


@settings(max_examples=150, deadline=None)
@given(text=geojson_files())
def test_plain_geojson_is_read_as_gdal_reads_it(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "range.geojson"
        path.write_text(text, encoding="utf-8")
        mine = plain_polygons(path.read_bytes())
        assert mine is not None
        assert _same(mine, _gdal(path))


def test_the_examples_read_without_gdal_are_read_as_gdal_reads_them() -> None:
    sources = sorted((EXAMPLES / "locate").glob("*.geojson")) + sorted((EXAMPLES / "hostile" / "locate").glob("*.geojson"))
    read = 0
    for path in sources:
        mine = plain_polygons(path.read_bytes())
        if mine is not None:
            assert _same(mine, _gdal(path)), path.name
            read += 1
    assert read >= 5  # the ranges, and the hostile files that are plain GeoJSON all the same


def _one_ring(positions: str) -> str:
    return ('{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": '
            f'{{"type": "Polygon", "coordinates": [[{positions}]]}}}}]}}')


@pytest.mark.parametrize("text", [
    '{"type": "FeatureCollection", "features": [], "features": []}',  # a repeated key
    '{"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "EPSG:3857"}}, "features": [<F>]}',
    '{"type": "Feature", "properties": {}, "geometry": <G>}',
    _one_ring("[36, -1, 5], [37, -1, 5], [37, 0, 5], [36, -1, 5]"),  # heights
    _one_ring("[36, -1], [37, -1], [37, 0], [36, 0]"),  # not closed
    _one_ring("[36, -1], [true, -1], [37, 0], [36, -1]"),
    _one_ring("[36, -1], [NaN, -1], [37, 0], [36, -1]"),
    _one_ring("[36, -1], [37, 99999999999999999999], [37, 0], [36, -1]"),  # past 2**53
    '{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": null}]}',
    '\ufeff{"type": "FeatureCollection", "features": [<F>]}',
])
def test_anything_but_plain_geojson_is_left_to_gdal(text: str) -> None:
    geometry = '{"type": "Polygon", "coordinates": [[[36, -1], [37, -1], [37, 0], [36, -1]]]}'
    text = text.replace("<F>", f'{{"type": "Feature", "properties": {{}}, "geometry": {geometry}}}').replace("<G>", geometry)
    assert plain_polygons(text.encode("utf-8")) is None


def test_a_range_read_without_gdal_gives_what_gdal_gives(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ring = [[36 + 0.3 * numpy.cos(t), 0.5 * numpy.sin(t)] for t in numpy.linspace(0, 6.2, 40)]
    bowtie = [[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]
    path = tmp_path / "range.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [ring + [ring[0]]]}},
        {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [bowtie]}}]}))
    assert plain_polygons(path.read_bytes()) is not None
    geometry, notes = read_range(path)
    with monkeypatch.context() as patched:
        patched.setattr(range_files, "plain_polygons", lambda raw: None)
        by_gdal, gdal_notes = read_range(path)
    assert shapely.to_wkb(geometry) == shapely.to_wkb(by_gdal) and notes == gdal_notes == ["repaired 1 invalid polygon"]
