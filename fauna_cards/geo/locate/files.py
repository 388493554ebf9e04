"""Range maps: which file, in which format; each must look like what its suffix says."""

from __future__ import annotations

import os
import re
import sqlite3
import struct
import tempfile
import zipfile
import zlib
from contextlib import closing
from pathlib import Path, PurePosixPath

from shapely.geometry.base import BaseGeometry

from fauna_cards.safe_io import read_bounded, require_regular
from fauna_cards.geo.locate.common import FORMATS, GEOPACKAGE_SIDECARS, MAX_PRJ_BYTES, MAX_RANGE_BYTES, MAX_VERTICES, MAX_ZIP_DIRECTORY, MAX_ZIP_MEMBERS, RANGE_DRIVERS, SHAPEFILE_HEADER, SHAPEFILE_SIDECARS, SIMPLIFY, SQLITE_HEADER, SourceError
from fauna_cards.geo.locate.gdal import restrict_proj_network
from fauna_cards.geo.locate.geojson import plain_polygons
from fauna_cards.geo.locate.ranges import LONGITUDE_LATITUDE, merged, polygons_in_degrees, read_features



def range_driver(path: Path) -> str:
    """The GDAL driver for a range map's suffix; SourceError for any other suffix."""
    driver = RANGE_DRIVERS.get(path.suffix.lower())
    if driver is None:
        raise SourceError(f"{path}: a range map is {FORMATS}; occurrence points are a CSV (.csv, .tsv, .txt)")
    return driver


def read_range(path: Path) -> tuple[BaseGeometry, list[str]]:
    """The union of a range file's polygons in lon/lat, and notes on what was repaired."""
    display = str(path)
    driver = range_driver(path)
    with tempfile.TemporaryDirectory(prefix="fauna-locate-") as work:
        if path.suffix.lower() == ".zip":
            path, display = _unzip_shapefile(path, display, Path(work))
        raw = _check_files(path, display, driver)
        polygons = plain_polygons(raw) if raw is not None else None
        if polygons is None:
            geometries, crs, notes = read_features(path, display)
        else:  # a plain GeoJSON range, read without GDAL; PROJ still stays off the network
            restrict_proj_network()
            geometries, crs, notes = polygons, LONGITUDE_LATITUDE, []
    geometries, more = polygons_in_degrees(geometries, crs, display)
    geometry, repaired = merged(geometries, display)
    return geometry, notes + more + repaired


def _check_files(path: Path, display: str, driver: str) -> bytes | None:
    """Everything GDAL will open must be a small regular file and look like its format; a
    GeoJSON file's bytes, read for the check, are kept for geojson.py."""
    files = [path, *_sidecars(path, driver)]
    for file in files:
        require_regular(file, display if file == path else f"{display}: {file.name}")
    total = sum(file.stat().st_size for file in files)
    if total > MAX_RANGE_BYTES:
        raise SourceError(f"{display} is {total / 1e6:,.0f} MB, over the limit of {MAX_RANGE_BYTES / 1e6:,.0f} MB: "
                          f"{SIMPLIFY}")
    if driver == "GeoJSON":
        return _check_geojson(path, display)
    if driver == "GPKG":
        _check_geopackage(path, display, files)
    else:
        _check_shapefile(path, display, files)
    return None


def _sidecars(path: Path, driver: str) -> list[Path]:
    """The files beside `path` that GDAL opens with it, where they exist."""
    if driver == "ESRI Shapefile":
        names = [path.stem + suffix for base in SHAPEFILE_SIDECARS for suffix in (base, base.upper())]
        names.append(path.name + ".xml")
    elif driver == "GPKG":
        names = [path.name + suffix for suffix in GEOPACKAGE_SIDECARS]
    else:
        return []
    return [path.with_name(name) for name in dict.fromkeys(names) if os.path.lexists(path.with_name(name))]


def _head(path: Path, display: str, size: int) -> bytes:
    return read_bounded(path, display, size)[:size]


def _check_geojson(path: Path, display: str) -> bytes:
    raw = read_bounded(path, display, MAX_RANGE_BYTES)
    text = raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw
    first = text.lstrip(b" \t\r\n")[:1]
    if not first:
        raise SourceError(f"{display} is empty")
    if first != b"{":
        raise SourceError(f"{display} is not GeoJSON: it starts with {first.decode('latin-1')!r}, not '{{' "
                          "(a .geojson file holds one JSON object)")
    # GDAL parses a GeoJSON feature whole, at some 600 bytes a position; every position opens
    # a '[', so the count bounds the positions before GDAL reads any.
    brackets = raw.count(b"[")
    if brackets > MAX_VERTICES:
        raise SourceError(f"{display} holds about {brackets:,} coordinate positions, over the limit of "
                          f"{MAX_VERTICES:,}: {SIMPLIFY}")
    return raw


def _check_geopackage(path: Path, display: str, files: list[Path]) -> None:
    if _head(path, display, len(SQLITE_HEADER)) != SQLITE_HEADER:
        raise SourceError(f"{display} is not a GeoPackage: a .gpkg file is an SQLite database, and this one "
                          "does not start like one")
    wal = path.with_name(path.name + "-wal")
    if wal in files and wal.stat().st_size > 0:
        raise SourceError(f"{display} has unsaved changes in {wal.name}: close it in QGIS or any other "
                          "program that has it open, then try again")
    _refuse_sql_code(path, display)


def _refuse_sql_code(path: Path, display: str) -> None:
    """A layer can be an SQL view, and a view can run a query that never ends (a recursive
    one) or reach outside the file through a virtual table. A range map needs neither: only
    plain tables, and the R-tree indexes GeoPackages keep."""
    uri = path.resolve().as_uri() + "?mode=ro&immutable=1"
    try:
        with closing(sqlite3.connect(uri, uri=True)) as database:
            database.text_factory = bytes  # a damaged schema need not be UTF-8
            rows = database.execute("SELECT type, name, sql FROM sqlite_master "
                                    "WHERE type = 'view' OR sql LIKE 'CREATE VIRTUAL TABLE%'").fetchall()
    except sqlite3.Error as error:
        raise SourceError(f"{display} is not a readable GeoPackage: {error}") from None
    except UnicodeDecodeError:  # SQLite's message quotes the damaged schema, which is not UTF-8
        raise SourceError(f"{display} is not a readable GeoPackage: its schema is damaged") from None
    for kind, name, sql in ([_text(value) for value in row] for row in rows):
        if kind == "view" or not re.search(r"\bUSING\s+rtree\s*\(", sql, re.IGNORECASE):
            raise SourceError(f"{display} holds SQL code ({'view' if kind == 'view' else 'virtual table'} {name!r}), "
                              "which fauna does not run: export the range as a plain GeoPackage layer")


def _text(value: bytes | str | None) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else (value or "")


def _check_shapefile(path: Path, display: str, files: list[Path]) -> None:
    if _head(path, display, len(SHAPEFILE_HEADER)) != SHAPEFILE_HEADER:
        raise SourceError(f"{display} is not a shapefile: a .shp file starts with the code 9994")
    suffixes = {file.suffix.lower() for file in files}
    if ".shx" not in suffixes:
        raise SourceError(f"{display} has no {path.stem}.shx beside it: a shapefile is at least its .shp, .shx "
                          "and .dbf files; copy all of them (or zip them together)")
    for prj in (file for file in files if file.suffix.lower() == ".prj"):
        if prj.stat().st_size > MAX_PRJ_BYTES:
            raise SourceError(f"{display}: {prj.name} is over {MAX_PRJ_BYTES // 1000} kB; a .prj is one line of WKT")


def _unzip_shapefile(archive: Path, display: str, folder: Path) -> tuple[Path, str]:
    """Unpack the one shapefile in `archive` into `folder` under fixed names (so that no name
    in the zip chooses where a file goes), reading no more than each member declares; and
    its name for messages."""
    require_regular(archive, display)
    _check_zip_directory(archive, display)
    try:
        with zipfile.ZipFile(archive) as zipped:
            shapefile, sidecars = _shapefile_members(zipped, display)
            members = [shapefile, *sidecars]
            if sum(member.file_size for member in members) > MAX_RANGE_BYTES:
                raise SourceError(f"{display} unpacks to over {MAX_RANGE_BYTES / 1e6:,.0f} MB: {SIMPLIFY}")
            for member in members:
                _unzip_member(zipped, member, folder / ("range" + _member_suffix(member.filename)))
    except RuntimeError:  # zipfile's word for a member that needs a password
        raise SourceError(f"{display} is encrypted: zip the shapefile without a password") from None
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, ValueError) as error:
        # NotImplementedError: a compression method zipfile lacks.
        raise SourceError(f"{display} cannot be unzipped: {error}") from None
    except OSError as error:  # a table of contents pointing before the file's start
        raise SourceError(f"{display} cannot be unzipped: it is damaged ({error.strerror or error})") from None
    return folder / "range.shp", f"{display}: {shapefile.filename}"


def _check_zip_directory(archive: Path, display: str) -> None:
    """Refuse a zip whose table of contents is large before zipfile reads it all: a zip of a
    million empty entries is small on disk and big in memory."""
    size = archive.stat().st_size
    with archive.open("rb") as stream:
        stream.seek(max(0, size - 22 - 65535))
        tail = stream.read()
    end = tail.rfind(b"PK\x05\x06")
    if end < 0 or len(tail) - end < 22:
        raise SourceError(f"{display} is not a zip file")
    # After the signature: this disk, the directory's disk, entries here, entries in all, size.
    entries, directory_size = struct.unpack("<6xHL", tail[end + 4:end + 16])
    if entries >= 0xFFFF or entries > MAX_ZIP_MEMBERS or directory_size > MAX_ZIP_DIRECTORY:
        raise SourceError(f"{display} holds too many files for a zipped shapefile "
                          f"(over {MAX_ZIP_MEMBERS:,}): zip the range's .shp, .shx, .dbf and .prj alone")


def _shapefile_members(zipped: zipfile.ZipFile, display: str) -> tuple[zipfile.ZipInfo, list[zipfile.ZipInfo]]:
    # Not ZipInfo.is_dir(): it fails on a member with an empty name.
    members = [m for m in zipped.infolist()
               if m.filename and not m.filename.endswith("/") and not _is_mac_metadata(m.filename)]
    for member in members:
        name = PurePosixPath(member.filename.replace("\\", "/"))
        if name.is_absolute() or ".." in name.parts:
            raise SourceError(f"{display} holds a file named {member.filename!r}, which points outside the zip: "
                              "not a plain zipped shapefile")
    shapefiles = [m for m in members if _member_suffix(m.filename) == ".shp"]
    if not shapefiles:
        nested = [m.filename for m in members if _member_suffix(m.filename) == ".zip"]
        hint = f"it holds another zip ({nested[0]}): unzip that one first" if nested else "it holds no .shp file"
        raise SourceError(f"{display} is not a zipped shapefile: {hint}")
    if len(shapefiles) > 1:
        names = ", ".join(m.filename for m in shapefiles[:3])
        raise SourceError(f"{display} holds {len(shapefiles)} shapefiles ({names}): zip one range per file")
    (shapefile,) = shapefiles
    stem = shapefile.filename[: -len(".shp")].lower()
    sidecars = [m for m in members if m is not shapefile and m.filename.lower().rsplit(".", 1)[0] == stem
                and _member_suffix(m.filename) in SHAPEFILE_SIDECARS]
    if ".shx" not in {_member_suffix(m.filename) for m in sidecars}:
        raise SourceError(f"{display} holds {shapefile.filename} without its .shx: zip all of the shapefile's "
                          "files (.shp, .shx, .dbf, .prj)")
    return shapefile, sidecars


def _is_mac_metadata(name: str) -> bool:
    """Finder's zips carry __MACOSX/._name copies of resource forks: not part of the data."""
    return name.startswith("__MACOSX/") or PurePosixPath(name).name.startswith("._")


def _member_suffix(name: str) -> str:
    return PurePosixPath(name).suffix.lower()


def _unzip_member(zipped: zipfile.ZipFile, member: zipfile.ZipInfo, target: Path) -> None:
    with zipped.open(member) as source, target.open("wb") as sink:
        # zipfile stops at the declared size and checks the CRC: a member cannot unpack to more.
        while chunk := source.read(1 << 20):
            sink.write(chunk)


