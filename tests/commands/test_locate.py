"""Ranges and occurrence points to areas, on small shapes made here; and hostile sources,
each refused with a clear message, quickly, without a request to the network."""

from __future__ import annotations

import json
import math
import os
import signal
import socket
import threading
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import geopandas
import numpy
import pytest
import shapely
from shapely.geometry import Point, box

from expectations import expect_table
from helpers import run_cli, run_process, run_python
from conftest import EXAMPLES, ROOT
from fauna_cards.geo.locate.common import ALLOWED_DRIVERS, MAX_ZIP_MEMBERS
from fauna_cards.geo.locate.tangle import measure_tangle
from fauna_cards.geo.locate import (
    Budget,
    Linework,
    SourceError,
    locate_points,
    locate_range,
    projected_vertices,
    read_points,
    read_range,
    restrict_gdal,
)

SHAPES = {
    "west": ("land", box(-10, 0, 0, 10)),
    "east": ("land", box(0, 0, 10, 10)),
    "sea": ("marine", box(-10, -10, 10, 0)),
}


def test_a_range_over_two_areas_lists_both_with_their_shares() -> None:
    findings = locate_range(box(-5, 2, 5, 8), SHAPES, min_share=0.01)
    assert [f.area for f in findings] == ["west", "east"]
    west, east = findings
    assert west.listed and east.listed
    assert west.share_of_area == pytest.approx(0.3, abs=0.01)
    assert west.share_of_range == pytest.approx(0.5, abs=0.01)


def test_a_tiny_range_still_finds_its_area_and_a_sliver_does_not_count() -> None:
    (island,) = locate_range(box(1, 1, 1.1, 1.1), SHAPES, min_share=0.05)
    assert island.area == "east" and island.listed and island.share_of_range == pytest.approx(1.0)
    sliver = {f.area: f for f in locate_range(box(-0.01, 2, 9, 8), SHAPES, min_share=0.05)}
    assert sliver["east"].listed and not sliver["west"].listed


def test_points_need_min_points_and_a_border_point_counts_once() -> None:
    points = [(-5, 5)] * 5 + [(5, 5)] + [(0, 5)]  # (0, 5) lies on the west-east border
    findings, outside = locate_points(points, SHAPES, min_points=3)
    counts = {f.area: (f.points, f.listed) for f in findings}
    assert counts == {"west": (6, True), "east": (1, False)}
    assert outside == 0
    _, outside = locate_points([(50, 50)], SHAPES, 1)
    assert outside == 1


def test_reads_gbif_tab_separated_downloads(tmp_path: Path) -> None:
    path = tmp_path / "gbif.csv"
    path.write_text("gbifID\tdecimalLatitude\tdecimalLongitude\n1\t5.5\t-3.25\n2\t\t\n3\t-1\t4\n", encoding="utf-8")
    points, notes = read_points(path)
    assert points == [(-3.25, 5.5), (4.0, -1.0)]
    assert notes == ["skipped 1 row without coordinates"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "is empty"),
        ("name,value\na,1\n", "no latitude and longitude columns"),
        ("lat,lon\n10,20\n120,20\n", ":3: latitude 120.0"),
        ("lat,lon\nten,20\n", ":2: not a coordinate"),
        ("lat,lon\n,\n", "holds no coordinates"),
    ],
)
def test_bad_point_files_say_why(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "points.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SourceError, match=message.replace("(", r"\(")):
        read_points(path)


def _write(frame: geopandas.GeoDataFrame, path: Path, driver: str = "GeoJSON") -> Path:
    frame.to_file(path, driver=driver)
    return path


def test_reads_geojson_and_reprojects_other_systems(tmp_path: Path) -> None:
    frame = geopandas.GeoDataFrame(geometry=[box(-5, 2, 5, 8)], crs="EPSG:4326")
    geometry, notes = read_range(_write(frame, tmp_path / "range.geojson"))
    assert geometry.bounds == pytest.approx((-5, 2, 5, 8))
    assert notes == []
    mercator = _write(frame.to_crs("EPSG:3857"), tmp_path / "range.gpkg", "GPKG")
    geometry, notes = read_range(mercator)
    assert geometry.bounds == pytest.approx((-5, 2, 5, 8), abs=1e-6)
    assert notes and notes[0].startswith("reprojected from")


def test_reads_a_zipped_shapefile(tmp_path: Path) -> None:
    folder = tmp_path / "shp"
    folder.mkdir()
    geopandas.GeoDataFrame(geometry=[box(1, 1, 2, 2)], crs="EPSG:4326").to_file(folder / "range.shp")
    archive = tmp_path / "range.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for part in sorted(folder.iterdir()):
            zipped.write(part, part.name)
    geometry, _ = read_range(archive)
    assert geometry.area == pytest.approx(1.0)


def test_bad_range_files_say_why(tmp_path: Path) -> None:
    empty = tmp_path / "empty.geojson"
    empty.write_text(json.dumps({"type": "FeatureCollection", "features": []}), encoding="utf-8")
    with pytest.raises(SourceError, match="no geometry"):
        read_range(empty)
    points = _write(geopandas.GeoDataFrame(geometry=[Point(1, 1)], crs="EPSG:4326"), tmp_path / "points.geojson")
    with pytest.raises(SourceError, match="a range map holds polygons"):
        read_range(points)
    # A shapefile without its .prj names no coordinate system; metre-sized numbers show it
    # is not longitude and latitude.
    folder = tmp_path / "noprj"
    folder.mkdir()
    geopandas.GeoDataFrame(geometry=[box(0, 0, 500000, 500000)], crs="EPSG:3857").to_file(folder / "r.shp")
    (folder / "r.prj").unlink()
    with pytest.raises(SourceError, match="not degrees"):
        read_range(folder / "r.shp")
    degrees = tmp_path / "deg"
    degrees.mkdir()
    geopandas.GeoDataFrame(geometry=[box(1, 1, 2, 2)], crs="EPSG:4326").to_file(degrees / "r.shp")
    (degrees / "r.prj").unlink()
    _, notes = read_range(degrees / "r.shp")
    assert notes == ["no coordinate system given: read as longitude/latitude (EPSG:4326)"]
    garbage = tmp_path / "garbage.geojson"
    garbage.write_text("{ not json", encoding="utf-8")
    with pytest.raises(SourceError, match="cannot read"):
        read_range(garbage)


def test_invalid_polygons_are_repaired_and_said_so(tmp_path: Path) -> None:
    bowtie = {"type": "Polygon", "coordinates": [[[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]]}
    path = tmp_path / "bowtie.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {}, "geometry": bowtie}]}), encoding="utf-8")
    geometry, notes = read_range(path)
    assert geometry.is_valid and geometry.area == pytest.approx(2.0)
    assert "repaired 1 invalid polygon" in notes


# --- hostile sources ------------------------------------------------------------------------
# Whatever the source, `fauna locate` ends with 0 or 2 and a message (1 is for a record that
# differs): never an internal error (3), never a traceback, never a hang, and within bounded
# time and memory.

HOSTILE = EXAMPLES / "hostile" / "locate"
SECONDS = 20  # one command on one hostile source; the slowest here takes about 3 s
PEAK_MB = 1024


def _expectations() -> dict[str, tuple[int, str] | None]:
    """EXPECT's lines: file -> (exit code, part of the message), or None for a file that
    only goes beside another."""
    cases: dict[str, tuple[int, str] | None] = {}
    for name, code, text in expect_table(HOSTILE / "EXPECT", 3):
        cases[name] = None if code == "beside" else (int(code), text)
    return cases


@pytest.fixture()
def no_hang() -> Iterator[None]:
    def give_up(signum, frame):  # type: ignore[no-untyped-def]
        raise TimeoutError(f"fauna locate ran over {SECONDS} s")

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(SECONDS)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def _locate(*args: str) -> tuple[int, str, float]:
    started = time.monotonic()
    result = run_cli("locate", *args)
    output = (result.stderr or "") + result.stdout
    assert result.exception is None or isinstance(result.exception, SystemExit), output
    assert "Traceback" not in output and "internal error" not in output, output
    return result.exit_code, output, time.monotonic() - started


def test_every_hostile_file_has_an_expectation() -> None:
    present = {path.relative_to(HOSTILE).as_posix() for path in HOSTILE.rglob("*") if path.is_file()}
    assert set(_expectations()) == present - {"EXPECT"}


@pytest.mark.parametrize("name", [name for name, expected in _expectations().items() if expected])
def test_a_hostile_file_gets_a_clear_message(name: str, no_hang: None) -> None:
    code, message = _expectations()[name]  # type: ignore[misc]
    exit_code, output, seconds = _locate(str(HOSTILE / name))
    assert exit_code == code and message in output, output
    assert seconds < SECONDS


# Cases too large to commit, or that are not files: each writes its source under the given
# folder and returns the command's arguments, the exit code and part of the message.
Case = Callable[[Path], tuple[list[str], int, str]]


def _fifo(folder: Path, name: str) -> Path:
    path = folder / name
    os.mkfifo(path)
    return path


def _points_csv(folder: Path) -> Path:
    path = folder / "points.csv"
    path.write_text("lat,lon\n0.5,36.5\n0.6,36.6\n0.7,36.7\n", encoding="utf-8")
    return path


def _sparse(path: Path, size: int) -> Path:
    """A file of `size` bytes that takes no disk: refused on its size, never read."""
    with path.open("wb") as stream:
        stream.truncate(size)
    return path


def _geojson(folder: Path, name: str, *rings: list) -> Path:  # type: ignore[type-arg]
    path = folder / name
    features = [{"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [ring]}}
                for ring in rings]
    path.write_text(json.dumps({"type": "FeatureCollection", "features": features}), encoding="utf-8")
    return path


def _closed(points) -> list:  # type: ignore[no-untyped-def, type-arg]
    ring = [[float(x), float(y)] for x, y in points]
    return ring + [ring[0]]


def star(vertices: int, radius: float = 10.0) -> list:  # type: ignore[type-arg]
    """A self-crossing star: each edge jumps nearly half way round the circle, so that
    every edge crosses almost every other (about vertices^2 / 2 crossings)."""
    step = vertices // 2 - 1
    while math.gcd(vertices, step) != 1:
        step -= 1
    turns = [2 * math.pi * (i * step % vertices) / vertices for i in range(vertices)]
    return _closed((20 + radius * math.cos(t), radius * math.sin(t)) for t in turns)


def sunburst(spikes: int, radius: float = 4.0) -> list:  # type: ignore[type-arg]
    """A valid polygon of long spikes from a common centre: every spike's box overlaps
    every other's, which makes GEOS's noding quadratic (20,000 spikes: 82 s to validate)."""
    angles = numpy.linspace(0, 2 * math.pi, spikes, endpoint=False)
    half = math.pi / spikes
    ring = numpy.empty((2 * spikes, 2))
    ring[0::2] = numpy.c_[20 + 0.05 * numpy.cos(angles - half), 0.05 * numpy.sin(angles - half)]
    ring[1::2] = numpy.c_[20 + radius * numpy.cos(angles), radius * numpy.sin(angles)]
    return _closed(ring.tolist())


def lattice(bars: int) -> list:  # type: ignore[type-arg]
    """Thin horizontal and vertical bars, each a valid feature, every pair crossing: their
    union has bars^2 holes."""
    rings = []
    for i in range(bars):
        y, x = -20 + 40 * i / bars, 10 + 30 * i / bars
        rings.append(_closed([(10, y), (40, y), (40, y + 0.01), (10, y + 0.01)]))
        rings.append(_closed([(x, -20), (x + 0.01, -20), (x + 0.01, 20), (x, 20)]))
    return rings


def _zip_of_many(folder: Path) -> Path:
    path = folder / "many.zip"
    with zipfile.ZipFile(path, "w") as zipped:
        for i in range(MAX_ZIP_MEMBERS + 1):
            zipped.writestr(f"part-{i}.txt", "")
    return path


def _zip_bomb(folder: Path) -> Path:
    """A zipped shapefile whose .shp declares 200 MB. zipfile never unpacks more than a member
    declares (more fails its CRC: lying-sizes.zip), so the declared sizes are what is checked."""
    path = folder / "bomb.zip"
    with zipfile.ZipFile(path, "w") as zipped:
        for suffix in (".shp", ".shx"):
            zipped.writestr("range" + suffix, (HOSTILE / "vrt-renamed.shp").read_bytes())
    raw = bytearray(path.read_bytes())
    entry = raw.find(b"PK\x01\x02")  # the first entry of the table of contents: range.shp
    raw[entry + 24:entry + 28] = (200_000_000).to_bytes(4, "little")
    path.write_bytes(raw)
    return path


def _shapefile(folder: Path) -> Path:
    folder.mkdir()
    geopandas.GeoDataFrame(geometry=[box(36, -1, 37, 0)], crs="EPSG:4326").to_file(folder / "range.shp")
    return folder / "range.shp"


def _shapefile_with_fifo_dbf(folder: Path) -> Path:
    shapefile = _shapefile(folder / "fifo")
    (folder / "fifo" / "range.dbf").unlink()
    _fifo(folder / "fifo", "range.dbf")
    return shapefile


def _shapefile_with_long_prj(folder: Path) -> Path:
    shapefile = _shapefile(folder / "prj")
    (folder / "prj" / "range.prj").write_text("GEOGCS[" * 20_000, encoding="utf-8")
    return shapefile


GENERATED: dict[str, Case] = {
    "a named pipe as the source": lambda d: ([str(_fifo(d, "range.geojson"))], 2, "a named pipe, not a regular file"),
    "a named pipe as the CSV": lambda d: ([str(_fifo(d, "points.csv"))], 2, "a named pipe, not a regular file"),
    "/dev/zero as the source": lambda d: (["/dev/zero"], 2, "/dev/zero: a character device, not a regular file"),
    "a folder as the source": lambda d: ([str(d)], 2, "a folder, not a regular file"),
    "a missing source": lambda d: ([str(d / "missing.geojson")], 2, "missing.geojson: cannot read"),
    "a named pipe as the record": lambda d: ([str(_points_csv(d)), "--record", str(_fifo(d, "r.yaml"))], 2,
                                             "--record takes one record file: "),
    "/dev/zero as the record": lambda d: ([str(_points_csv(d)), "--record", "/dev/zero"], 2, "a character device"),
    "a folder as the record": lambda d: ([str(_points_csv(d)), "--record", str(d)], 2, "a folder, not a regular file"),
    "deck.yaml as the record": lambda d: ([str(_points_csv(d)), "--record", str(ROOT / "deck" / "deck.yaml")], 2,
                                          "not a deck's deck.yaml"),
    "a pipe beside a shapefile": lambda d: ([str(_shapefile_with_fifo_dbf(d))], 2, "range.dbf: a named pipe"),
    "a .prj of 140 kB": lambda d: ([str(_shapefile_with_long_prj(d))], 2, "range.prj is over 64 kB"),
    "a zip of 1,001 files": lambda d: ([str(_zip_of_many(d))], 2, "holds too many files for a zipped shapefile"),
    "a zip declaring 200 MB": lambda d: ([str(_zip_bomb(d))], 2, "unpacks to over 128 MB"),
    "a CSV field of 200,000 characters": lambda d: (
        [str(_write_text(d / "f.csv", "lat,lon,note\n0.5,36.5," + "a" * 200_000 + "\n"))], 2,
        "f.csv:2: a field is over 131,072 characters long"),
    "a CSV line of 2 MB": lambda d: ([str(_write_text(d / "l.csv", "lat,lon\n" + "a" * 2_000_000 + "\n"))], 2,
                                     "l.csv:2: a line over 1,048,576 bytes long"),
    "a CSV of 1,000,001 points": lambda d: ([str(_write_text(d / "m.csv", "lat,lon\n" + "0.5,36.5\n" * 1_000_001))],
                                            2, "m.csv:1000002: over 1,000,000 points"),
    "a CSV of 201 MB": lambda d: ([str(_sparse(d / "big.csv", 201_000_000))], 2, "big.csv is over 200 MB"),
    "a GeoJSON of 129 MB": lambda d: ([str(_sparse(d / "big.geojson", 129_000_000))], 2,
                                      "is 129 MB, over the limit of 128 MB"),
    "GeoJSON with 1,000,001 positions": lambda d: (
        [str(_geojson(d, "dense.geojson", _closed((36 + i * 1e-6, 0) for i in range(1_000_000)) + [[36, 1]]))], 2,
        "holds about 1,000,00"),
    "10,001 features": lambda d: ([str(_geojson(d, "many.geojson", *[_closed([(36, 0), (37, 0), (37, 1)])] * 10_001))],
                                  2, "holds over 10,000 features"),
    "long edges over the vertex limit": lambda d: (
        [str(_geojson(d, "long.geojson", _closed((-170 + 340 * (i % 2), -60 + 120 * i / 3000) for i in range(3000))))],
        2, "vertices (counting its long edges split every 1 degree for the projection), over the limit"),
    "a self-crossing star of 20,000 vertices": lambda d: ([str(_geojson(d, "star.geojson", star(20_000)))], 2,
                                                          "the outlines cross over 100,000 times"),
    "a self-crossing star of 300 vertices, repaired": lambda d: ([str(_geojson(d, "star.geojson", star(300)))], 0,
                                                                 "# repaired 1 invalid polygon"),
    "a sunburst of 20,000 spikes": lambda d: ([str(_geojson(d, "sun.geojson", sunburst(20_000)))], 2,
                                              "the outlines run close to each other"),
    "a lattice of 600 crossing features": lambda d: ([str(_geojson(d, "lattice.geojson", *lattice(300)))], 2,
                                                     "the outlines cross over 100,000 times"),
}


def _write_text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("make", GENERATED.values(), ids=GENERATED.keys())
def test_a_generated_hostile_source_gets_a_clear_message(make: Case, tmp_path: Path, no_hang: None) -> None:
    args, code, message = make(tmp_path)
    exit_code, output, seconds = _locate(*args)
    assert exit_code == code and message in output, output
    assert seconds < SECONDS


MEASURED = """
import resource, sys
from fauna_cards.commands.group import app
try:
    app(["locate", *sys.argv[1:]])
finally:
    sys.stderr.write(f"\\npeak-kb {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\\n")
"""


def _measured(*args: str) -> tuple[int, str, float, float]:
    """Exit code, output, seconds and peak megabytes of `fauna locate` in its own process."""
    started = time.monotonic()
    run = run_python("-c", MEASURED, *args)
    seconds = time.monotonic() - started
    peak_kb = int(run.stderr.rsplit("peak-kb ", 1)[1])
    return run.returncode, run.stdout + run.stderr, seconds, peak_kb / 1024


@pytest.mark.parametrize(("vertices", "code", "message"), [
    (20_000, 2, "the outlines cross over 100,000 times"),
    (450, 0, "# repaired 1 invalid polygon"),  # about 99,900 crossings: just within the limit
])
def test_a_self_crossing_star_costs_seconds_and_megabytes(vertices: int, code: int, message: str,
                                                          tmp_path: Path) -> None:
    # Before the limits a 500-vertex star took 85 s to repair and one of 5,000 took 9.9 GB.
    exit_code, output, seconds, peak_mb = _measured(str(_geojson(tmp_path, "star.geojson", star(vertices))))
    assert exit_code == code and message in output and "Traceback" not in output, output
    assert seconds < 10 and peak_mb < 600, (seconds, peak_mb)


# --- no network, and only the three formats --------------------------------------------------


class Listener:
    """A TCP port on 127.0.0.1 that records every connection made to it."""

    def __init__(self) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(0.2)
        self.port = self.server.getsockname()[1]
        self.connections: list[bytes] = []
        self.running = True
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while self.running:
            try:
                connection, _ = self.server.accept()
            except OSError:
                continue
            with connection:
                connection.settimeout(1)
                try:
                    self.connections.append(connection.recv(200) or b"(connected)")
                except OSError:
                    self.connections.append(b"(connected)")

    def close(self) -> list[bytes]:
        time.sleep(0.3)  # a request still on its way arrives
        self.running = False
        self.thread.join()
        self.server.close()
        return self.connections


@pytest.fixture()
def listener() -> Iterator[Listener]:
    listening = Listener()
    yield listening
    listening.close()


def _vrt(url: str) -> str:
    return (f'<OGRVRTDataSource><OGRVRTLayer name="range"><SrcDataSource>{url}</SrcDataSource>'
            '</OGRVRTLayer></OGRVRTDataSource>')


def test_the_listener_sees_a_connection_gdal_would_make(listener: Listener) -> None:
    # The check below is only worth something if a request would be seen.
    with socket.create_connection(("127.0.0.1", listener.port)) as connection:
        connection.sendall(b"GET / HTTP/1.1\r\n\r\n")
    assert listener.close()


@pytest.mark.parametrize("name", ["range.gpkg", "range.geojson", "range.shp", "range.json"])
def test_a_vrt_under_a_range_suffix_is_refused_without_a_request(name: str, tmp_path: Path,
                                                                  listener: Listener) -> None:
    path = tmp_path / name
    path.write_text(_vrt(f"/vsicurl/http://127.0.0.1:{listener.port}/range.geojson"), encoding="utf-8")
    # Its own process, as a user runs it: pyogrio is imported for the first time there.
    run = run_process("locate", str(path), timeout=60)
    assert run.returncode == 2 and "is not" in run.stderr and "Traceback" not in run.stderr, run.stderr
    assert listener.close() == []


def test_gdal_keeps_three_drivers_and_makes_no_request(tmp_path: Path, listener: Listener) -> None:
    import pyogrio

    restrict_gdal()
    assert set(pyogrio.list_drivers()) == set(ALLOWED_DRIVERS)
    url = f"http://127.0.0.1:{listener.port}/range.geojson"
    vrt = tmp_path / "range.vrt"
    vrt.write_text(_vrt(f"/vsicurl/{url}"), encoding="utf-8")
    # Past the suffix and content checks, GDAL itself refuses: the VRT driver is gone, and no
    # URL is fetched, by /vsicurl/ or by the GeoJSON driver's own HTTP.
    for source in (str(vrt), url, f"/vsicurl/{url}"):
        with pytest.raises(Exception):  # noqa: B017 - GDAL's errors vary
            pyogrio.read_dataframe(source)
    assert listener.close() == []


def test_gdal_still_reads_the_three_formats(tmp_path: Path) -> None:
    restrict_gdal()
    frame = geopandas.GeoDataFrame(geometry=[box(36, -1, 37, 0)], crs="EPSG:4326")
    for name, driver in (("r.geojson", "GeoJSON"), ("r.gpkg", "GPKG"), ("r.shp", "ESRI Shapefile")):
        frame.to_file(tmp_path / name, driver=driver)
        geometry, _ = read_range(tmp_path / name)
        assert geometry.area == pytest.approx(1.0)


# --- counting tangles -------------------------------------------------------------------------


def _lines(*geometries) -> Linework:  # type: ignore[no-untyped-def]
    return Linework.of(numpy.asarray(geometries, dtype=object))


def _crosses(lines: Linework, other: Linework | None, allowed: int) -> bool:
    return measure_tangle(lines, other, Budget(10**9, allowed, "the work")) is not None


def test_a_bowtie_crosses_once_and_neighbours_sharing_a_vertex_not_at_all() -> None:
    bowtie = shapely.Polygon([(0, 0), (2, 2), (2, 0), (0, 2)])
    assert _crosses(_lines(bowtie), None, 0) and not _crosses(_lines(bowtie), None, 1)
    assert not _crosses(_lines(box(0, 0, 1, 1)), None, 0)


def test_tiles_sharing_edges_do_not_cross_but_a_vertex_inside_an_edge_does() -> None:
    top = shapely.Polygon([(0, 1), (1, 1), (2, 1), (2, 2), (0, 2)])  # meets the two below at their corners
    assert not _crosses(_lines(box(0, 0, 1, 1), box(1, 0, 2, 1), top), None, 0)
    t_junction = shapely.Polygon([(1, 0.5), (2, 0.2), (2, 0.8)])  # (1, 0.5) lies inside an edge
    assert _crosses(_lines(box(0, 0, 1, 1), t_junction), None, 0)
    assert _crosses(_lines(box(0, 0, 2, 2)), _lines(box(1, 1, 3, 3)), 1)  # two border crossings
    assert not _crosses(_lines(box(0, 0, 2, 2)), _lines(box(1, 1, 3, 3)), 2)


def test_the_count_of_a_stars_crossings_is_the_points_geos_adds() -> None:
    polygon = shapely.Polygon(star(101)[:-1])
    noded = shapely.node(polygon.exterior)  # GEOS's own noding: every crossing becomes a vertex
    crossings = len(numpy.unique(shapely.get_coordinates(noded).round(7), axis=0)) - 101
    assert crossings == 4848
    assert not _crosses(_lines(polygon), None, crossings) and _crosses(_lines(polygon), None, crossings - 1)


def test_projected_vertices_are_counted_as_segmentize_makes_them() -> None:
    shapes = [box(0, 0, 10, 10), shapely.Polygon([(0, 0), (170, 0.5), (-120, 60)]),
              shapely.MultiPolygon([box(0, 0, 0.5, 0.5), box(100, 10, 103.5, 12)])]
    for shape in shapes:
        made = shapely.get_num_coordinates(shapely.segmentize(shape, 1.0))
        assert projected_vertices(numpy.asarray([shape], dtype=object)) == made


# --- exit codes: 1 only for a record that differs, 2 for a source that cannot be used --------

LOCATE_EXAMPLES = EXAMPLES / "locate"
ZEBRA = str(ROOT / "deck" / "animals" / "grevys-zebra.yaml")


def test_a_csv_without_coordinate_columns_names_the_columns_found_and_expected(tmp_path: Path) -> None:
    exit_code, output, _ = _locate(str(LOCATE_EXAMPLES / "no-coordinates.csv"))
    assert exit_code == 2
    assert ("no-coordinates.csv: no latitude and longitude columns; its columns: 'species', 'locality', 'count'; "
            "expected decimalLatitude and decimalLongitude (GBIF), latitude and longitude, lat and lon (or lng, "
            "long), or y and x, in any case") in output
    half = _write_text(tmp_path / "half.csv", "Species,Lat\nx,1\n")
    exit_code, output, _ = _locate(str(half))
    assert exit_code == 2 and "a latitude column ('Lat') but no longitude column; its columns: 'Species', 'Lat'" in output
    wide = _write_text(tmp_path / "wide.csv", ",".join(f"c{i}" for i in range(50)) + "\n" + ",".join("1" * 50) + "\n")
    exit_code, output, _ = _locate(str(wide))
    assert exit_code == 2 and "'c11' and 38 more; expected" in output


def test_too_few_points_for_any_area_is_said_not_printed_as_an_empty_list() -> None:
    exit_code, output, _ = _locate(str(LOCATE_EXAMPLES / "few-points.csv"))
    assert exit_code == 2 and "areas: []" not in output
    assert ("few-points.csv: too few points for any area: none holds the 3 (--min-points) that count it; "
            "most: rift-valley 2, central-europe 1 (of 3 points); skipped 1 row without coordinates; "
            "add occurrence records, or lower --min-points") in output
    exit_code, output, _ = _locate(str(LOCATE_EXAMPLES / "few-points.csv"), "--min-points", "2")
    assert exit_code == 0 and "areas: [rift-valley]" in output


def test_a_range_no_area_counts_is_said_too() -> None:
    exit_code, output, _ = _locate(str(LOCATE_EXAMPLES / "two-areas-range.geojson"), "--min-share", "0.9")
    assert exit_code == 2 and "areas: []" not in output
    assert ("the range covers no area enough to count it: an area counts at 90% (--min-share) of the area or of "
            "the range (most: horn-of-africa (44.5% of the area, 86.9% of the range), rift-valley") in output


def test_exit_1_means_the_record_differs_and_nothing_else(tmp_path: Path) -> None:
    source = str(LOCATE_EXAMPLES / "occurrences.csv")
    broken = _write_text(tmp_path / "broken.yaml", "id: broken\n")
    exit_code, output, _ = _locate(source, "--record", str(broken))
    assert exit_code == 2 and "missing required field 'areas'" in output  # a record that cannot be compared
    assert _locate(source, "--record", ZEBRA)[0] == 1  # the zebra's record lists the Horn of Africa too
    assert _locate(str(LOCATE_EXAMPLES / "two-areas-range.geojson"), "--record", ZEBRA)[0] == 0  # the same two
    for unusable in ("no-coordinates.csv", "few-points.csv"):
        assert _locate(str(LOCATE_EXAMPLES / unusable), "--record", ZEBRA)[0] == 2
    assert _locate(str(HOSTILE / "empty.csv"), "--record", ZEBRA)[0] == 2


def test_point_findings_are_plain_python_values_for_json() -> None:
    findings, _ = locate_points([(-5, 5)] * 3, SHAPES, min_points=3)
    assert type(findings[0].listed) is bool and type(findings[0].points) is int
