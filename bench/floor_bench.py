"""`fauna print deck`, `fauna map ID` and `fauna map --all` beside their floor: the same
pages drawn by reportlab alone (print_floor.py). Whole process, median of several runs
taken in turn with the floor's, peak memory; the ratio is the figure to watch (target:
print at most 2x its floor). Wall time and CPU time (user + system) are both given: on a
shared machine the CPU time's ratio is the steadier one.

    python bench/floor_bench.py [--runs 7] [--only "print deck"]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from measure import run_with_cpu

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out" / "floor"
FAUNA = str(Path(sys.executable).parent / "fauna")
FLOOR = str(ROOT / "bench" / "print_floor.py")
COMMANDS = {  # name -> the command's arguments (the PDF to write follows)
    "print deck": ["print", "deck"],
    "map grevys-zebra": ["map", "grevys-zebra"],
    "map --all": ["map", "--all"],
}
run = run_with_cpu  # wall seconds, CPU seconds, peak MB of one run in a fresh child


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", choices=COMMANDS, help="one command (default: each in turn)")
    options = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    # An installed package has its bytecode compiled; a checkout whose environment says not
    # to write it would compile fauna-cards' modules on every run and the floor's one file.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    results = {}
    for name, arguments in COMMANDS.items():
        if options.only not in (None, name):
            continue
        stem = name.replace(" ", "-").replace("--", "")
        ops, ours, floor = OUT / f"{stem}.json", OUT / f"{stem}.pdf", OUT / f"{stem}-floor.pdf"
        subprocess.run([sys.executable, FLOOR, "record", str(ops), str(ours), "--", *arguments], check=True,
                       capture_output=True, cwd=ROOT)
        commands = {"fauna": [FAUNA, *arguments, "-o", str(ours)],
                    "floor": [sys.executable, FLOOR, "draw", str(ops), str(floor)]}
        for command in commands.values():
            run(command)  # warm: bytecode written, files in the page cache
        timings: dict[str, list[tuple[float, float, float]]] = {who: [] for who in commands}
        for _ in range(options.runs):  # in turn, so that both see the machine's same moments
            for who, command in commands.items():
                timings[who].append(run(command))
        figures: dict = {who: {"wall_median": statistics.median(t[0] for t in runs),
                               "cpu_median": statistics.median(t[1] for t in runs),
                               "peak_mb_max": max(t[2] for t in runs)} for who, runs in timings.items()}
        for measure in ("wall_median", "cpu_median", "peak_mb_max"):
            figures[f"ratio_{measure.split('_')[0]}"] = figures["fauna"][measure] / figures["floor"][measure]
        figures["size_kb"] = ours.stat().st_size / 1000
        figures["same_bytes"] = ours.read_bytes() == floor.read_bytes()
        results[name] = figures
        f, b = figures["fauna"], figures["floor"]
        print(f"{name:<17} wall {f['wall_median']:.3f} s / floor {b['wall_median']:.3f} s = {figures['ratio_wall']:.2f}x"
              f"   cpu {f['cpu_median']:.3f} / {b['cpu_median']:.3f} s = {figures['ratio_cpu']:.2f}x"
              f"   peak {f['peak_mb_max']:.0f} / {b['peak_mb_max']:.0f} MB   PDF {figures['size_kb']:.0f} kB"
              f"{'' if figures['same_bytes'] else '   (the floor PDF differs!)'}")
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
