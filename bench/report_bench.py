"""`fauna report` timings, whole process, median of several runs: the bundled deck and a
synthetic deck of 5,000 animals (bench/synthetic.py), with the page's size."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

from synthetic import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = [sys.executable, "-m", "fauna_cards"]  # this checkout's, run from its root
RUNS = 5


def timed(command: list[str]) -> list[float]:
    subprocess.run(command, capture_output=True, cwd=ROOT)  # warm the file cache
    seconds = []
    for _ in range(RUNS):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, cwd=ROOT)
        seconds.append(time.perf_counter() - start)
        if done.returncode:
            sys.exit(f"{' '.join(command)} failed: {done.stderr.decode()[-1000:]}")
    return seconds


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    big = build(5000, OUT / "deck-5000")
    for name, deck in (("bundled deck (44 animals)", ROOT / "deck"), ("5,000 animals", big)):
        page = OUT / f"report-{deck.name}.html"
        seconds = timed([*FAUNA, "report", str(deck), "-o", str(page)])
        print(f"{name:28} median {statistics.median(seconds):5.2f} s  (min {min(seconds):.2f}, "
              f"max {max(seconds):.2f}, {RUNS} runs)  page {page.stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
