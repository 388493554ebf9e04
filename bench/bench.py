"""Whole-process timings: `fauna --help`, and `fauna validate` on synthetic decks of 360 and
5,000 animals beside check-jsonschema validating the same record files against the committed
schema. Each command runs several times; the median counts. Results: stdout and
bench/out/results.json."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from synthetic import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
BIN = Path(sys.executable).parent


def timed(command: list[str], runs: int, ok_codes: tuple[int, ...] = (0,)) -> dict[str, float]:
    subprocess.run(command, capture_output=True, cwd=ROOT)  # warm the file cache
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, cwd=ROOT)
        seconds.append(time.perf_counter() - start)
        if done.returncode not in ok_codes:
            sys.exit(f"{' '.join(command[:3])}... exited {done.returncode}:\n{done.stdout.decode()[-2000:]}{done.stderr.decode()[-2000:]}")
    return {"median": statistics.median(seconds), "min": min(seconds), "max": max(seconds), "runs": runs}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    fauna = str(BIN / "fauna")
    checker = shutil.which("check-jsonschema", path=str(BIN)) or shutil.which("check-jsonschema")
    results: dict[str, dict[str, float]] = {"fauna --help": timed([fauna, "--help"], 9)}
    for size, runs in ((360, 7), (5000, 3)):
        deck = build(size, OUT / f"deck-{size}")
        files = sorted(str(p) for p in (deck / "animals").glob("*.yaml"))
        results[f"fauna validate ({size})"] = timed([fauna, "validate", str(deck)], runs)
        if checker:
            schema = str(ROOT / "schema" / "animal.schema.json")
            results[f"check-jsonschema ({size})"] = timed([checker, "--schemafile", schema, *files], runs)
    # The path with findings: every file has an error, placed at its line and column.
    broken = build(360, OUT / "deck-360-broken")
    for path in (broken / "animals").glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("difficulty: ", "difficulty: x", 1), encoding="utf-8")
    results["fauna validate (360, all broken)"] = timed([fauna, "validate", str(broken)], 7, (1,))
    small, large = (results[f"fauna validate ({n})"]["median"] for n in (360, 5000))
    # The cost of one more animal: the slope between the two sizes, start-up excluded.
    results["per animal, ms"] = {"slope 360..5000": 1000 * (large - small) / (5000 - 360)}
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    for name, figures in results.items():
        if "median" in figures:
            print(f"{name:<28} median {figures['median']:.3f} s  (min {figures['min']:.3f}, max {figures['max']:.3f}, {figures['runs']} runs)")
    print(f"cost of one more animal: {results['per animal, ms']['slope 360..5000']:.3f} ms")


if __name__ == "__main__":
    main()
