"""Start-up: `fauna --help`, `fauna validate --help` and `fauna validate` of a small deck without
pictures (the sample deck's pictures would time svglib), whole process,
median of several runs, with peak memory; beside a bare Python and Python importing typer
(the command-line library of every command but a plain `fauna validate`). With `--against OTHER_CHECKOUT` each command
runs interleaved in this checkout and the other one (say, a worktree of the commit before a
change), and the ratios are this checkout's over the other's.

    python bench/startup_bench.py [--runs 9] [--against ../before]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

from measure import run_with_cpu as run

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = {
    "fauna --help": ["--help"],
    "fauna validate --help": ["validate", "--help"],
    "fauna validate small-deck": ["validate", str(ROOT / "tests" / "examples" / "decks" / "good" / "small-deck")],
    "fauna validate deck (pictures)": ["validate", str(ROOT / "deck")],
}
FLOORS = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "python -c 'import typer'": [sys.executable, "-c", "import typer"],
}


def fauna(checkout: Path, arguments: list[str]) -> list[str]:
    """`fauna ARGUMENTS` running `checkout`'s code."""
    # -P: no current folder on sys.path, which would put this checkout before the other.
    return ["env", f"PYTHONPATH={checkout}", sys.executable, "-P", "-m", "fauna_cards", *arguments]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--against", type=Path, help="another checkout of fauna-cards to compare with")
    options = parser.parse_args()
    os.environ.pop("PYTHONPATH", None)
    checkouts = {"this": ROOT, **({"other": options.against.resolve()} if options.against else {})}
    print("median wall seconds, CPU seconds, peak MB")
    for name, command in FLOORS.items():
        print(f"{name:<26} {_figures([run(command) for _ in range(options.runs)])}")
    for name, arguments in COMMANDS.items():
        measured: dict[str, list[tuple[float, float, float]]] = {key: [] for key in checkouts}
        for _ in range(options.runs):  # interleaved, so that both meet the same load
            for key, checkout in checkouts.items():
                measured[key].append(run(fauna(checkout, arguments)))
        line = f"{name:<26} " + "   ".join(f"{key}: {_figures(measured[key])}" for key in checkouts)
        if options.against:
            line += "   this/other " + " ".join(
                f"{statistics.median(m[at] for m in measured['this']) / statistics.median(m[at] for m in measured['other']):.2f}x"
                for at in range(3))
        print(line)


def _figures(measured: list[tuple[float, float, float]]) -> str:
    wall, cpu, megabytes = (statistics.median(m[at] for m in measured) for at in range(3))
    return f"{wall:6.3f} s {cpu:6.3f} cpu {megabytes:4.0f} MB"

if __name__ == "__main__":
    main()
