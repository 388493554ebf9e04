"""Geography timings, whole process, median of several runs: `fauna locate` on a 10,000-point
occurrence CSV and on a detailed range polygon (10,000 vertices), `fauna map` for one
animal, and the same artwork drawing 360 card maps in one process (as `fauna print` does),
read as shipped (card-art.json) and projected as `make maps` does."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = str(Path(sys.executable).parent / "fauna")


def timed(command: list[str], runs: int = 5) -> float:
    subprocess.run(command, capture_output=True, cwd=ROOT)
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, cwd=ROOT)
        seconds.append(time.perf_counter() - start)
        if done.returncode:
            sys.exit(f"{' '.join(command)} failed: {done.stderr.decode()[-1000:]}")
    return statistics.median(seconds)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    generator = random.Random(1)
    points = OUT / "points-10000.csv"
    rows = ["decimalLatitude\tdecimalLongitude"]
    rows += [f"{generator.uniform(-60, 75):.5f}\t{generator.uniform(-180, 180):.5f}" for _ in range(10_000)]
    points.write_text("\n".join(rows) + "\n", encoding="utf-8")

    import shapely

    africa = shapely.Point(20, 0).buffer(25, quad_segs=2500)  # 10,000 vertices
    polygon = OUT / "range-10000.geojson"
    polygon.write_text(json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {}, "geometry": shapely.geometry.mapping(africa)}]}), encoding="utf-8")

    results = {
        "locate 10,000 points": timed([FAUNA, "locate", str(points)]),
        "locate polygon, 10,000 vertices": timed([FAUNA, "locate", str(polygon)]),
        "map, one animal (SVG)": timed([FAUNA, "map", "grevys-zebra", "-o", str(OUT / "zebra.svg")]),
        "map, one animal (PNG)": timed([FAUNA, "map", "grevys-zebra", "-o", str(OUT / "zebra.png")]),
    }
    probe = (
        "import time; from fauna_cards.geo.artwork import world_art, svg;"
        "t = time.perf_counter(); art = world_art('card'); r = time.perf_counter() - t;"
        "t = time.perf_counter(); [svg(art, {'rift-valley'}, {'sahel'}, 600) for _ in range(360)];"
        "d = time.perf_counter() - t;"
        "from fauna_cards.geo.art_build import project_art;"
        "t = time.perf_counter(); project_art('card'); print(r, d, time.perf_counter() - t)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True)
    read, draw, project = (float(x) for x in done.stdout.split())
    results["artwork: read the card map"] = read
    results["artwork: 360 SVG maps"] = draw
    results["artwork: project it (make maps)"] = project
    for name, seconds in results.items():
        print(f"{name:<34} {seconds:.3f} s")
    (OUT / "geo-results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
