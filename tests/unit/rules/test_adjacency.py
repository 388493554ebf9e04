"""One rule for the judgement calls of the map's adjacency, checked against the shapes.

The rule (maps/geometry/exceptions.yaml, docs/boards.md):
- areas whose shapes share a stretch of border are neighbours (land, sea, or land and sea;
  an inland water such as the Caspian is land, as the shapes draw it);
- two land areas whose shapes do not meet are neighbours when the narrowest water between
  their coasts is at most `strait_limit_km` wide (the strait rule);
- a land area and a sea are neighbours when the land area has coast on that sea (the coast
  rule), which is the first point again;
- where the printed board's picture clearly shows something else, the board wins, and the
  pair is listed with `rule: board-picture`.

The gaps are measured here on maps/geometry/areas-board.geojson: geodesic kilometres on the
WGS84 ellipsoid between the two coasts (where a land area meets a marine one), across the
map's east-west edge too. Run this file as a script to print the figures.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
import shapely
import shapely.affinity
from pyproj import Geod, Transformer
from ruamel.yaml import YAML
from shapely.geometry import box, shape

ROOT = Path(__file__).resolve().parents[3]  # the repository; this file also runs as a script
GEOMETRY = ROOT / "maps" / "geometry"
RULES = {"strait", "board-picture"}
SIDES = {"areas.yaml", "geometry", "neither"}
GEOD = Geod(ellps="WGS84")
EARTH_KM = 6371.0088
SIMPLIFY_DEGREES = 0.1  # coarse search: the coasts thinned to within 0.1 degree,
SAMPLE_DEGREES = 0.2  # then one point at least every 0.2 degree
WINDOW_DEGREES = 12.0  # fine search: the coasts within this many degrees of latitude of the strait
GAP_TOLERANCE_KM = 2.0  # a stated gap_km may differ from the measured one by this, or 2 %
COAST_TOLERANCE = 0.05  # a stated coast_km may differ by 5 %


# ---------------------------------------------------------------- reading


@lru_cache(maxsize=1)
def shapes() -> dict[str, shapely.Geometry]:
    features = json.loads((GEOMETRY / "areas-board.geojson").read_text(encoding="utf-8"))["features"]
    return {f["properties"]["id"]: shape(f["geometry"]) for f in features}


@lru_cache(maxsize=1)
def kinds() -> dict[str, str]:
    features = json.loads((GEOMETRY / "areas-board.geojson").read_text(encoding="utf-8"))["features"]
    return {f["properties"]["id"]: f["properties"]["kind"] for f in features}


@lru_cache(maxsize=1)
def exceptions_file() -> dict:
    return YAML(typ="safe").load(GEOMETRY / "exceptions.yaml")


@lru_cache(maxsize=1)
def areas_file() -> list[dict]:
    return YAML(typ="safe").load(ROOT / "maps" / "areas.yaml")["areas"]


def authored_pairs() -> set[frozenset[str]]:
    return {frozenset((a["id"], n)) for a in areas_file() for n in a["neighbours"]}


def touching_pairs() -> set[frozenset[str]]:
    """Pairs whose shapes share a stretch of border (tests/unit/maps/test_geometry.py checks this list
    against the shapes)."""
    pairs = json.loads((GEOMETRY / "adjacency.json").read_text(encoding="utf-8"))["pairs"]
    return {frozenset(p) for p in pairs}


def entries() -> dict[frozenset[str], dict]:
    return {frozenset(e["pair"]): e for e in exceptions_file()["exceptions"]}


def limit_km() -> float:
    return float(exceptions_file()["strait_limit_km"])


def listed_under_km() -> float:
    return float(exceptions_file()["list_gaps_under_km"])


def land_ids() -> list[str]:
    return [a for a, kind in kinds().items() if kind == "land"]


def marine_ids() -> list[str]:
    return [a for a, kind in kinds().items() if kind == "marine"]


# ---------------------------------------------------------------- measuring


@lru_cache(maxsize=1)
def coasts() -> dict[str, shapely.Geometry]:
    """Each land area's coast: the part of its outline it shares with marine areas."""
    sea_edges = shapely.union_all([shapes()[m] for m in marine_ids()]).boundary
    out = {}
    for area in land_ids():
        shared = shapely.intersection(shapes()[area].boundary, sea_edges)
        lines = [g for g in shapely.get_parts(shapely.get_parts(shared)) if g.geom_type == "LineString"]
        out[area] = shapely.line_merge(shapely.multilinestrings(lines)) if lines else shapely.MultiLineString()
    return out


def _unit_vectors(lon: np.ndarray, lat: np.ndarray) -> np.ndarray:
    lon, lat = np.radians(lon), np.radians(lat)
    return np.column_stack([np.cos(lat) * np.cos(lon), np.cos(lat) * np.sin(lon), np.sin(lat)])


@lru_cache(maxsize=1)
def coast_samples() -> dict[str, np.ndarray]:
    out = {}
    for area, coast in coasts().items():
        thin = shapely.segmentize(shapely.simplify(coast, SIMPLIFY_DEGREES), SAMPLE_DEGREES)
        xy = shapely.get_coordinates(thin) if not coast.is_empty else np.zeros((0, 2))
        out[area] = _unit_vectors(xy[:, 0], xy[:, 1])
    return out


def _sample_error_km() -> float:
    """How far a point of coast can lie from the nearest sample: the thinning, then half a
    sample step, each counted along a meridian, where a degree is longest."""
    return (SIMPLIFY_DEGREES + SAMPLE_DEGREES / 2) * 111.7


@lru_cache(maxsize=1)
def coast_caps() -> dict[str, tuple[np.ndarray, float]]:
    """A cap round each area's coast samples: its centre and its radius (an angle)."""
    caps = {}
    for area, points in coast_samples().items():
        if len(points):
            centre = points.mean(axis=0)
            centre /= np.linalg.norm(centre)
            caps[area] = (centre, float(np.arccos(np.clip(points @ centre, -1.0, 1.0)).max()))
    return caps


def coarse_km(a: str, b: str, reach_km: float = math.inf) -> tuple[float, np.ndarray, np.ndarray] | None:
    """The least great-circle distance between the coast samples of two areas (a spherical
    earth), with the two samples; None if either has no coast, or if the samples are surely
    farther apart than reach_km."""
    if a not in coast_caps() or b not in coast_caps():
        return None
    first, second = coast_samples()[a], coast_samples()[b]
    if reach_km < math.inf:
        (centre_a, radius_a), (centre_b, radius_b) = coast_caps()[a], coast_caps()[b]
        reach = reach_km / EARTH_KM
        if math.acos(min(1.0, float(centre_a @ centre_b))) - radius_a - radius_b > reach:
            return None
        first = first[first @ centre_b >= math.cos(min(math.pi, radius_b + reach))]
        second = second[second @ centre_a >= math.cos(min(math.pi, radius_a + reach))]
        if not len(first) or not len(second):
            return None
    best = (math.inf, first[0], second[0])
    for start in range(0, len(first), 4000):
        chunk = first[start:start + 4000]
        cosines = chunk @ second.T
        i, j = np.unravel_index(np.argmax(cosines), cosines.shape)
        angle = math.acos(min(1.0, float(cosines[i, j])))
        if angle * EARTH_KM < best[0]:
            best = (angle * EARTH_KM, chunk[i], second[j])
    return best


def _lonlat(vector: np.ndarray) -> tuple[float, float]:
    x, y, z = (float(v) for v in vector)
    return math.degrees(math.atan2(y, x)), math.degrees(math.asin(max(-1.0, min(1.0, z))))


def _around(geometry: shapely.Geometry, lon: float, lat: float) -> shapely.Geometry:
    """The part of a lon/lat geometry near a point, its copies one map-width east and west
    included, so that a strait across the map's edge is whole."""
    south, north = max(-90.0, lat - WINDOW_DEGREES), min(90.0, lat + WINDOW_DEGREES)
    widest = math.cos(math.radians(min(89.0, max(abs(south), abs(north)))))
    half = min(170.0, WINDOW_DEGREES / max(widest, 0.01))
    window = box(lon - half, south, lon + half, north)
    parts = [shapely.intersection(shapely.affinity.translate(geometry, shift) if shift else geometry, window)
             for shift in (-360.0, 0.0, 360.0)]
    return shapely.union_all(parts)


def _projected(geometry: shapely.Geometry, projection: Transformer) -> shapely.Geometry:
    dense = shapely.segmentize(geometry, 0.05)
    return shapely.transform(dense, lambda xy: np.column_stack(projection.transform(xy[:, 0], xy[:, 1])))


def _wrapped(lon: float) -> float:
    return (lon + 180.0) % 360.0 - 180.0


@dataclass(frozen=True)
class Gap:
    a: str
    b: str
    km: float
    from_point: tuple[float, float]  # lon, lat on a's coast
    to_point: tuple[float, float]  # lon, lat on b's coast


def measure_gap(a: str, b: str) -> Gap | None:
    """The narrowest water between two land areas' coasts, in geodesic km: found on the coast
    samples, then measured on the whole coasts in an azimuthal equidistant projection centred
    on the strait (exact distances from its centre), re-centred until it settles."""
    found = coarse_km(a, b)
    if found is None:
        return None
    _, first, second = found
    middle = first + second
    lon0, lat0 = _lonlat(middle / np.linalg.norm(middle))
    for _ in range(4):
        projection = Transformer.from_crs(
            "EPSG:4326", f"+proj=aeqd +lat_0={lat0:.6f} +lon_0={lon0:.6f} +datum=WGS84 +units=m", always_xy=True)
        near_a, near_b = shapely.shortest_line(_projected(_around(coasts()[a], lon0, lat0), projection),
                                               _projected(_around(coasts()[b], lon0, lat0), projection)).coords
        lons, lats = projection.transform([near_a[0], near_b[0]], [near_a[1], near_b[1]], direction="INVERSE")
        _, _, metres = GEOD.inv(lons[0], lats[0], lons[1], lats[1])
        if metres > 1.0:
            (mid_lon, mid_lat), = GEOD.npts(lons[0], lats[0], lons[1], lats[1], 1)
        else:
            mid_lon, mid_lat = lons[0], lats[0]
        settled = abs(mid_lon - lon0) < 1e-3 and abs(mid_lat - lat0) < 1e-3
        lon0, lat0 = mid_lon, mid_lat
        if settled:
            break
    return Gap(a, b, metres / 1000.0, (_wrapped(lons[0]), lats[0]), (_wrapped(lons[1]), lats[1]))


def land_crossed(gap: Gap) -> list[str]:
    """The land areas other than the two that the shortest line between them crosses."""
    (lon1, lat1), (lon2, lat2) = gap.from_point, gap.to_point
    steps = max(2, int(gap.km / 0.5))
    points = np.array(GEOD.npts(lon1, lat1, lon2, lat2, steps))
    if not len(points):
        return []
    return [other for other in land_ids() if other not in (gap.a, gap.b)
            and shapely.contains_xy(shapes()[other], points[:, 0], points[:, 1]).any()]


def meets(a: str, b: str) -> bool:
    """The shapes meet (at a point at least)."""
    return shapely.intersects(shapes()[a], shapes()[b])


@lru_cache(maxsize=1)
def water_gaps() -> dict[frozenset[str], Gap]:
    """Every pair of land areas that do not meet and whose coasts may lie within the strait
    limit or the listing limit, or whose gap a listed pair states, measured; pairs surely
    farther apart are left out (their coast samples are farther apart than that plus the
    sampling error)."""
    touching = touching_pairs()
    stated = {p for p, e in entries().items() if "gap_km" in e}
    reach = max(limit_km(), listed_under_km()) + 2 * _sample_error_km()
    out = {}
    for a, b in combinations(land_ids(), 2):
        pair = frozenset((a, b))
        if pair in touching or meets(a, b):
            continue
        found = coarse_km(a, b, math.inf if pair in stated else reach)
        if found is None or (found[0] > reach and pair not in stated):
            continue
        gap = measure_gap(a, b)
        if gap is not None:
            out[pair] = gap
    return out


def coast_km(land: str, sea: str) -> float:
    """How much coast a land area has on a marine area, in geodesic km."""
    shared = shapely.intersection(shapes()[land].boundary, shapes()[sea].boundary)
    lines = [g for g in shapely.get_parts(shapely.get_parts(shared)) if g.geom_type == "LineString"]
    return sum(GEOD.geometry_length(g) for g in lines) / 1000.0


def _name(pair: frozenset[str]) -> str:
    return " - ".join(sorted(pair))


# ---------------------------------------------------------------- the file itself


def test_every_listed_pair_names_a_known_rule_and_its_side() -> None:
    assert limit_km() > 0
    for pair, entry in entries().items():
        assert set(entry) <= {"pair", "in", "rule", "gap_km", "coast_km", "reason"}, _name(pair)
        assert entry["in"] in SIDES, _name(pair)
        assert entry["rule"] in RULES, _name(pair)
        assert entry["reason"].strip(), _name(pair)
        assert len(pair) == 2 and pair <= set(kinds()), _name(pair)
        both_land = all(kinds()[a] == "land" for a in pair)
        if both_land:
            assert "gap_km" in entry, f"{_name(pair)}: a pair of land areas states its gap"
        if entry["rule"] == "strait":
            assert both_land, f"{_name(pair)}: the strait rule is for two land areas"
            within = entry["gap_km"] <= limit_km()
            assert entry["in"] == ("areas.yaml" if within else "neither"), (
                f"{_name(pair)}: {entry['gap_km']} km against a {limit_km():g} km limit makes it "
                f"{'neighbours' if within else 'no neighbours'}")


def test_the_listed_sides_are_the_real_differences() -> None:
    authored, touching = authored_pairs(), touching_pairs()
    for pair, entry in entries().items():
        side = {"areas.yaml": (True, False), "geometry": (False, True), "neither": (False, False)}[entry["in"]]
        assert (pair in authored, pair in touching) == side, f"{_name(pair)} is not only in {entry['in']}"


# ---------------------------------------------------------------- land and land across water


def test_the_boards_clear_bridges_are_within_the_limit() -> None:
    """Gibraltar, the Strait of Dover and the Bab-el-Mandeb join areas on the printed board:
    the limit must keep them."""
    gaps = water_gaps()
    for a, b in [("iberian-peninsula", "atlas-mountains"), ("british-isles", "central-europe"),
                 ("horn-of-africa", "arabia")]:
        assert gaps[frozenset((a, b))].km <= limit_km(), (a, b)


def test_every_strait_within_the_limit_joins_neighbours() -> None:
    authored = authored_pairs()
    listed = entries()
    for pair, gap in water_gaps().items():
        if gap.km > limit_km():
            continue
        if pair in authored:
            continue
        entry = listed.get(pair)
        assert entry is not None and entry["rule"] == "board-picture" and entry["in"] == "neither", (
            f"{_name(pair)}: {gap.km:.1f} km of water, within the {limit_km():g} km limit, but not neighbours "
            f"and not listed as a board-picture call")


def test_every_land_pair_that_does_not_touch_is_a_strait_within_the_limit() -> None:
    touching, listed, gaps = touching_pairs(), entries(), water_gaps()
    for pair in authored_pairs():
        if pair in touching or not all(kinds()[a] == "land" for a in pair):
            continue
        gap = gaps.get(pair)
        entry = listed.get(pair)
        if gap is not None and gap.km <= limit_km():
            assert entry is not None and entry["rule"] == "strait", f"{_name(pair)}: unlisted strait"
            continue
        where = f"{gap.km:.1f} km" if gap else "no water gap within reach"
        assert entry is not None and entry["rule"] == "board-picture", (
            f"{_name(pair)}: neighbours across {where}, past the {limit_km():g} km limit, and not a "
            f"board-picture call")


def test_board_picture_calls_go_against_the_strait_rule() -> None:
    """A land pair labelled board-picture must be one the strait rule alone would decide the
    other way: otherwise the label is stale."""
    gaps = water_gaps()
    for pair, entry in entries().items():
        if entry["rule"] != "board-picture" or not all(kinds()[a] == "land" for a in pair):
            continue
        within = pair in gaps and gaps[pair].km <= limit_km()
        assert within == (entry["in"] == "neither"), _name(pair)


def test_stated_gaps_match_the_shapes() -> None:
    gaps = water_gaps()
    for pair, entry in entries().items():
        if "gap_km" not in entry:
            continue
        assert pair in gaps, f"{_name(pair)}: the shapes give no water gap"
        measured, stated = gaps[pair].km, float(entry["gap_km"])
        assert abs(measured - stated) <= max(GAP_TOLERANCE_KM, 0.02 * measured), (
            f"{_name(pair)}: stated {stated:g} km, measured {measured:.1f} km")


def test_every_gap_near_the_limit_is_listed() -> None:
    listed = entries()
    for pair, gap in water_gaps().items():
        if gap.km < listed_under_km():
            assert pair in listed, f"{_name(pair)}: {gap.km:.1f} km of water, not listed"


def test_straits_within_the_limit_cross_only_water() -> None:
    for pair, gap in water_gaps().items():
        if gap.km <= limit_km():
            assert not land_crossed(gap), f"{_name(pair)} crosses {land_crossed(gap)}"


# ---------------------------------------------------------------- land and sea


def test_land_and_sea_are_neighbours_where_the_land_has_coast() -> None:
    authored, touching, listed = authored_pairs(), touching_pairs(), entries()
    for land in land_ids():
        for sea in marine_ids():
            pair = frozenset((land, sea))
            if (pair in authored) == (pair in touching):
                continue
            entry = listed.get(pair)
            assert entry is not None and entry["rule"] == "board-picture", (
                f"{land} - {sea}: {'coast in the shapes but not neighbours' if pair in touching else 'neighbours without coast'}")


def test_stated_coasts_match_the_shapes() -> None:
    for pair, entry in entries().items():
        if "coast_km" not in entry:
            continue
        land = next(a for a in pair if kinds()[a] == "land")
        sea = next(a for a in pair if kinds()[a] == "marine")
        measured = coast_km(land, sea)
        assert measured == pytest.approx(float(entry["coast_km"]), rel=COAST_TOLERANCE), _name(pair)


def test_seas_are_neighbours_where_they_share_a_border() -> None:
    authored, touching, listed = authored_pairs(), touching_pairs(), entries()
    for a, b in combinations(marine_ids(), 2):
        pair = frozenset((a, b))
        if (pair in authored) != (pair in touching):
            assert pair in listed and listed[pair]["rule"] == "board-picture", _name(pair)


# ---------------------------------------------------------------- the notes


def test_each_listed_pair_is_explained_in_an_area_note() -> None:
    """areas.yaml says which rule each listed call follows, in the note of one of its areas."""
    by_id = {a["id"]: a for a in areas_file()}
    for pair, entry in entries().items():
        words = "strait rule" if entry["rule"] == "strait" else "board picture"
        notes = [(by_id[a].get("note") or "", by_id[b]["name"]["en"]) for a, b in (sorted(pair), sorted(pair)[::-1])]
        assert any(words in note and other in note for note, other in notes), (
            f"{_name(pair)}: no note names the other area and '{words}'")


# ---------------------------------------------------------------- the figures


def main() -> None:
    print(f"strait limit: {limit_km():g} km")
    print("land areas that do not meet, by the narrowest water between their coasts:")
    authored = authored_pairs()
    rows = []
    for a, b in combinations(land_ids(), 2):
        pair = frozenset((a, b))
        if pair in touching_pairs() or meets(a, b):
            continue
        found = coarse_km(a, b, 1000.0)
        if found is None or found[0] > 1000:
            continue
        gap = measure_gap(a, b)
        if gap is not None:
            rows.append(gap)
    for gap in sorted(rows, key=lambda g: g.km):
        pair = frozenset((gap.a, gap.b))
        crossed = land_crossed(gap)
        print(f"  {gap.km:7.1f} km  {gap.a} - {gap.b}  {'neighbours' if pair in authored else '-'}"
              f"  ({gap.from_point[0]:.2f}, {gap.from_point[1]:.2f}) to ({gap.to_point[0]:.2f}, {gap.to_point[1]:.2f})"
              + (f"  across {', '.join(crossed)}" if crossed else ""))
    meeting = [(a, b) for a, b in combinations(land_ids(), 2)
               if frozenset((a, b)) not in touching_pairs() and meets(a, b)]
    print("land areas that meet at a point only:", meeting)
    print("land and sea, coast in km where the shapes and the neighbours disagree, or under 300 km:")
    touching = touching_pairs()
    for land in land_ids():
        for sea in marine_ids():
            pair = frozenset((land, sea))
            if pair in touching or pair in authored:
                km = coast_km(land, sea) if pair in touching else 0.0
                if (pair in touching) != (pair in authored) or km < 300:
                    print(f"  {km:7.1f} km  {land} - {sea}  "
                          f"{'neighbours' if pair in authored else 'not neighbours'}")


if __name__ == "__main__":
    main()
