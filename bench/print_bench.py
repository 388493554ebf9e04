"""`fauna print` on the 360-animal synthetic deck (180 two-sided cards with mini-maps), for
each layout: whole-process time (median of 3), peak memory of the process, and file size."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

from synthetic import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = str(Path(sys.executable).parent / "fauna")
LAYOUTS = ("duplex-long", "duplex-short", "gutterfold", "fronts", "service")


def run(command: list[str]) -> tuple[float, float]:
    """Seconds and peak resident memory (MB) of one run, measured in a fresh child."""
    probe = (
        "import resource, subprocess, sys, time;"
        "t = time.perf_counter(); r = subprocess.run(sys.argv[1:], capture_output=True);"
        "e = time.perf_counter() - t;"
        "sys.exit(r.stderr.decode()[-2000:]) if r.returncode else None;"
        "print(e, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)"
    )
    done = subprocess.run([sys.executable, "-c", probe, *command], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        sys.exit(f"{' '.join(command)} failed: {done.stderr}")
    seconds, megabytes = done.stdout.split()
    return float(seconds), float(megabytes)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    deck = build(360, OUT / "deck-360")
    results = {}
    for layout in LAYOUTS:
        pdf = OUT / f"cards-{layout}.pdf"
        runs = [run([FAUNA, "print", str(deck), "-o", str(pdf), "--layout", layout]) for _ in range(3)]
        results[layout] = {
            "seconds_median": statistics.median(r[0] for r in runs),
            "peak_mb_max": max(r[1] for r in runs),
            "size_mb": pdf.stat().st_size / 1e6,
        }
        figures = results[layout]
        print(f"{layout:<13} {figures['seconds_median']:.2f} s  peak {figures['peak_mb_max']:.0f} MB  "
              f"file {figures['size_mb']:.2f} MB")
    (OUT / "print-results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
