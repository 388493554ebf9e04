"""Ranges and occurrence points to areas, on small shapes made here."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import geopandas
import pytest
from shapely.geometry import Point, box

from fauna_cards.geo.locate import SourceError, locate_points, locate_range, read_points, read_range

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
    assert notes == ["skipped 1 rows without coordinates"]


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
