"""`fauna print` on the 360-animal synthetic deck (180 two-sided cards with mini-maps), for
each layout: whole-process time (median of 3), peak memory of the process, and file size."""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from measure import run
from synthetic import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = str(Path(sys.executable).parent / "fauna")
LAYOUTS = ("duplex-long", "duplex-short", "gutterfold", "fronts", "service")


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
