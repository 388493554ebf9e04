"""`fauna locate` beside its floor (bench/locate_floor.py: the libraries alone), whole
process, median of several interleaved runs, peak memory: occurrence CSVs of 10,000,
100,000 and 1,000,000 points, and a detailed range map (GeoJSON, 50,000 vertices, with
islands). Each figure is printed with its floor and the ratio; the areas found must agree.

    python bench/locate_bench.py [--runs 7]
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


ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = [sys.executable, "-m", "fauna_cards"]  # this checkout's code
FLOOR = [sys.executable, str(ROOT / "bench" / "locate_floor.py")]


def run(command: list[str]) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds (user and system: less disturbed by other work on the
    machine) and peak resident memory (MB) of one run, in a fresh child."""
    probe = (
        "import resource, subprocess, sys, time;"
        "t = time.perf_counter(); r = subprocess.run(sys.argv[1:], capture_output=True);"
        "e = time.perf_counter() - t;"
        "sys.exit(r.stderr.decode()[-2000:]) if r.returncode else None;"
        "u = resource.getrusage(resource.RUSAGE_CHILDREN);"
        "print(e, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024)"
    )
    done = subprocess.run([sys.executable, "-c", probe, *command], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        sys.exit(f"{' '.join(command)} failed: {done.stderr}")
    wall, cpu, megabytes = done.stdout.split()
    return float(wall), float(cpu), float(megabytes)


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


def areas_found(command: list[str], fauna: bool) -> list[str]:
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(done.stdout)["areas"] if fauna else done.stdout.split()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    OUT.mkdir(parents=True, exist_ok=True)
    os.environ["PYTHONPATH"] = str(ROOT)
    cases = {f"{count:,} points": ("points", occurrences(count)) for count in (10_000, 100_000, 1_000_000)}
    cases["range, 50,000 vertices"] = ("range", range_map())
    results = {}
    print(f"{'':<24} {'fauna locate':>24} {'floor':>24} {'ratio: wall, CPU, memory':>28}")
    for name, (kind, source) in cases.items():
        ours, floor = FAUNA + ["locate", str(source)], FLOOR + [kind, str(source)]
        if areas_found(ours + ["--format", "json"], True) != areas_found(floor, False):
            sys.exit(f"{name}: fauna locate and the floor find different areas")
        times: dict[str, list[tuple[float, float, float]]] = {"fauna": [], "floor": []}
        for _ in range(runs):  # interleaved, so that both meet the same load
            times["fauna"].append(run(ours))
            times["floor"].append(run(floor))
        figures = {who: {key: statistics.median(m[at] for m in measured)
                         for at, key in enumerate(("seconds", "cpu_seconds", "peak_mb"))}
                   for who, measured in times.items()}
        results[name] = figures
        mine, base = figures["fauna"], figures["floor"]
        print(f"{name:<24} " + "  ".join(f"{f['seconds']:5.2f} s {f['cpu_seconds']:5.2f} cpu {f['peak_mb']:4.0f} MB"
                                          for f in (mine, base))
              + "  " + "  ".join(f"{mine[key] / base[key]:5.2f}x" for key in ("seconds", "cpu_seconds", "peak_mb")))
    (OUT / "locate-results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
