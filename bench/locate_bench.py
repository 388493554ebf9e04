"""`fauna locate` beside its floor (bench/locate_floor.py: the libraries alone), whole
process, median of several interleaved runs, peak memory: occurrence CSVs of 10,000,
100,000 and 1,000,000 points, and a detailed range map (GeoJSON, 50,000 vertices, with
islands). Each figure is printed with its floor and the ratio; the areas found must agree.
With `--against OTHER_CHECKOUT`, `fauna locate` of that checkout (say, a worktree of the
commit before a change) runs interleaved too, and is printed with its ratio to the floor.

    python bench/locate_bench.py [--runs 7] [--against ../before]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
from pathlib import Path

from measure import run_with_cpu as run

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FLOOR = [sys.executable, str(ROOT / "bench" / "locate_floor.py")]


def occurrences(count: int) -> Path:
    """A GBIF-like download: tab-separated, an id column, points over the whole globe."""
    path = OUT / f"occurrences-{count}.csv"
    if not path.exists():
        generator = random.Random(count)
        rows = ["gbifID\tdecimalLatitude\tdecimalLongitude"]
        rows += [f"{i}\t{generator.uniform(-60, 75):.5f}\t{generator.uniform(-180, 180):.5f}" for i in range(count)]
        path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def range_map(vertices: int = 50_000) -> Path:
    """A range over East Africa with a ragged edge, and a few islands off its coast."""
    path = OUT / f"range-{vertices}.geojson"
    if not path.exists():
        ring = []
        for i in range(vertices):
            angle = 2 * math.pi * i / vertices
            radius = 12 + 2 * math.sin(7 * angle) + 0.3 * math.sin(211 * angle) + 0.05 * math.sin(3001 * angle)
            ring.append([round(35 + radius * math.cos(angle), 6), round(2 + radius * math.sin(angle), 6)])
        ring.append(ring[0])
        islands = [[[[x, y], [x + 0.4, y], [x + 0.4, y + 0.3], [x, y + 0.3], [x, y]]]
                   for x, y in ((52.0, -5.0), (55.5, -4.6), (57.3, -20.3), (49.0, -12.0))]
        geometry = {"type": "MultiPolygon", "coordinates": [[ring], *islands]}
        path.write_text(json.dumps({"type": "FeatureCollection", "features": [
            {"type": "Feature", "properties": {"species": "bench"}, "geometry": geometry}]}), encoding="utf-8")
    return path


def fauna(checkout: Path) -> list[str]:
    """`fauna` running `checkout`'s code; -P: no current folder on sys.path before it."""
    return ["env", f"PYTHONPATH={checkout}", sys.executable, "-P", "-m", "fauna_cards"]


def areas_found(command: list[str], fauna: bool) -> list[str]:
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(done.stdout)["areas"] if fauna else done.stdout.split()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--against", type=Path, help="another checkout of fauna-cards to time beside this one")
    options = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    os.environ.pop("PYTHONPATH", None)
    checkouts = {"fauna locate": ROOT, **({"other checkout": options.against.resolve()} if options.against else {})}
    cases = {f"{count:,} points": ("points", occurrences(count)) for count in (10_000, 100_000, 1_000_000)}
    cases["range, 50,000 vertices"] = ("range", range_map())
    results = {}
    print("wall seconds, CPU seconds, peak MB; each over the floor's")
    for name, (kind, source) in cases.items():
        commands = {who: fauna(checkout) + ["locate", str(source)] for who, checkout in checkouts.items()}
        commands["floor"] = FLOOR + [kind, str(source)]
        found = {who: areas_found(command + (["--format", "json"] if who != "floor" else []), who != "floor")
                 for who, command in commands.items()}
        if len({tuple(areas) for areas in found.values()}) != 1:
            sys.exit(f"{name}: the areas found differ: {found}")
        times: dict[str, list[tuple[float, float, float]]] = {who: [] for who in commands}
        for _ in range(options.runs):  # interleaved, so that all meet the same load
            for who, command in commands.items():
                times[who].append(run(command))
        figures = {who: {key: statistics.median(m[at] for m in measured)
                         for at, key in enumerate(("seconds", "cpu_seconds", "peak_mb"))}
                   for who, measured in times.items()}
        results[name] = figures
        floor = figures["floor"]
        print(name)
        for who, f in figures.items():
            ratios = "" if who == "floor" else "   " + "  ".join(
                f"{f[key] / floor[key]:5.2f}x" for key in ("seconds", "cpu_seconds", "peak_mb"))
            print(f"  {who:<16} {f['seconds']:6.2f} s {f['cpu_seconds']:6.2f} cpu {f['peak_mb']:5.0f} MB{ratios}")
    (OUT / "locate-results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
