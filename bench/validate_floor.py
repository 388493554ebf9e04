"""`fauna validate` beside its floor, in one run: synthetic decks of 360 and 5,000 animals
against bench/parse_floor.py reading the same files with ruamel's C loader, and a deck whose
every record has three errors against the same deck clean.

Each figure is the median of several whole-process runs, taken in turns (one run of each
command, then the next round) so that a busy machine slows all of them alike; CPU time (user
and system, of the process and its children) is the figure compared, wall time is shown
beside it. Peak memory is the process's largest resident set.

    python bench/validate_floor.py [--runs 5] [--against DIR]

--against DIR times the fauna_cards of another source tree (a checkout of an older commit)
in the same turns, for a before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

from synthetic import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
SIZES = (360, 5000)
START = 2  # animals in the deck that times the start-up: everything but the per-animal work
PROBE = (
    "import resource, subprocess, sys, time;"
    "t = time.perf_counter(); r = subprocess.run(sys.argv[2:], capture_output=True);"
    "e = time.perf_counter() - t; u = resource.getrusage(resource.RUSAGE_CHILDREN);"
    "ok = str(r.returncode) in sys.argv[1].split(',');"
    "sys.exit(f'exit {r.returncode}: {r.stderr.decode()[-2000:]}') if not ok else None;"
    "print(e, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024)"
)


def break_records(deck: Path) -> Path:
    """Three errors in every record: a class and a difficulty that are no such thing, and a
    misspelt key (an unknown field that stands for a missing one)."""
    for path in (deck / "animals").glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        for pattern, replacement in ((r"(?m)^class: ", "class: x"), (r"(?m)^difficulty: ", "difficulty: x"),
                                     (r"(?m)^scientific_name:", "scientific_nam:")):
            text, count = re.subn(pattern, replacement, text, count=1)
            if count != 1:
                sys.exit(f"{path}: no {pattern!r} to break")
        path.write_text(text, encoding="utf-8")
    return deck


def measure(command: list[str], source: Path, ok: str = "0") -> tuple[float, float, float]:
    """(wall seconds, CPU seconds, peak MB) of one run of `command`, with `source` first on
    the module path."""
    env = {**os.environ, "PYTHONPATH": str(source)}
    # From a folder without a fauna_cards of its own: `python -m` looks in its working folder first.
    done = subprocess.run([sys.executable, "-c", PROBE, ok, *command], capture_output=True, text=True, env=env, cwd=OUT)
    if done.returncode:
        sys.exit(f"{' '.join(command)}: {done.stderr}")
    wall, cpu, peak = done.stdout.split()
    return float(wall), float(cpu), float(peak)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another source tree to time beside this one")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    decks = {size: build(size, OUT / f"deck-{size}") for size in (START, *SIZES)}
    broken = {size: break_records(build(size, OUT / f"deck-{size}-three-errors")) for size in SIZES}
    trees = {"": ROOT} | ({" (against)": args.against.resolve()} if args.against else {})

    commands: dict[str, tuple[list[str], Path, str]] = {}
    for size in (START, *SIZES):
        commands[f"floor {size}"] = ([sys.executable, str(ROOT / "bench" / "parse_floor.py"), str(decks[size])], ROOT, "0")
        for label, tree in trees.items():
            validate = [sys.executable, "-m", "fauna_cards", "validate"]
            commands[f"validate {size}{label}"] = ([*validate, str(decks[size])], tree, "0")
            if size in broken:
                commands[f"broken {size}{label}"] = ([*validate, str(broken[size])], tree, "1")
    for name, (command, tree, ok) in commands.items():  # once, unmeasured: the file cache
        measure(command, tree, ok)
    samples: dict[str, list[tuple[float, float, float]]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, (command, tree, ok) in commands.items():
            samples[name].append(measure(command, tree, ok))

    results = {name: {"wall_s": statistics.median(s[0] for s in runs), "cpu_s": statistics.median(s[1] for s in runs),
                      "peak_mb": max(s[2] for s in runs), "runs": len(runs)} for name, runs in samples.items()}
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; median of {args.runs} runs")
    print(f"{'':<26}{'CPU s':>8}{'wall s':>8}{'peak MB':>9}   ratio")
    for name, figures in results.items():
        size = int(name.split()[1])
        floor = results[f"floor {size}"]["cpu_s"]
        clean = results.get(name.replace("broken", "validate"), {}).get("cpu_s")
        if name.startswith("validate"):
            ratio = f"{figures['cpu_s'] / floor:.2f}x its floor (target <= 2.5)"
        elif name.startswith("broken") and clean:
            ratio = f"{figures['cpu_s'] / clean:.2f}x the clean deck (target <= 2)"
        else:
            ratio = ""
        print(f"{name:<26}{figures['cpu_s']:>8.3f}{figures['wall_s']:>8.3f}{figures['peak_mb']:>9.0f}   {ratio}")
    for label, _ in trees.items():
        # An animal's cost: the run less the start-up (a deck of START animals), per animal.
        print(f"per animal, start-up less{label}:")
        per_animal = {}
        for kind in ("floor", "validate", "broken"):
            tree_label = "" if kind == "floor" else label
            start = results[f"{'validate' if kind == 'broken' else kind} {START}{tree_label}"]["cpu_s"]
            per_animal[kind] = [(results[f"{kind} {size}{tree_label}"]["cpu_s"] - start) / (size - START)
                                for size in SIZES]
            small, large = per_animal[kind]
            print(f"  {kind:<9} {1000 * small:.3f} ms at {SIZES[0]:,}, {1000 * large:.3f} ms at {SIZES[1]:,}: "
                  f"{large / small:.2f}x (target: constant)")
        ratios = [ours / floor for ours, floor in zip(per_animal["validate"], per_animal["floor"])]
        print(f"  validate / floor: {ratios[0]:.2f}x at {SIZES[0]:,}, {ratios[1]:.2f}x at {SIZES[1]:,}")
    (OUT / "validate-floor.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
