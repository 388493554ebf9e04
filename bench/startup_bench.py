"""Start-up: `fauna --help`, `fauna validate --help` and `fauna validate deck`, whole process,
median of several runs, with peak memory; beside a bare Python and Python importing typer
(the command-line library every command needs). With `--against OTHER_CHECKOUT` each command
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

from measure import run

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = {
    "fauna --help": ["--help"],
    "fauna validate --help": ["validate", "--help"],
    "fauna validate deck": ["validate", str(ROOT / "deck")],
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
    for name, command in FLOORS.items():
        figures = [run(command) for _ in range(options.runs)]
        print(f"{name:<26} {statistics.median(s for s, _ in figures):6.3f} s "
              f"{statistics.median(m for _, m in figures):5.0f} MB")
    for name, arguments in COMMANDS.items():
        measured: dict[str, list[tuple[float, float]]] = {key: [] for key in checkouts}
        for _ in range(options.runs):  # interleaved, so that both meet the same load
            for key, checkout in checkouts.items():
                measured[key].append(run(fauna(checkout, arguments)))
        line = f"{name:<26}"
        for key in checkouts:
            line += (f" {key}: {statistics.median(s for s, _ in measured[key]):6.3f} s "
                     f"{statistics.median(m for _, m in measured[key]):5.0f} MB")
        if options.against:
            this, other = (statistics.median(s for s, _ in measured[key]) for key in ("this", "other"))
            line += f"  this/other {this / other:5.2f}x"
        print(line)


if __name__ == "__main__":
    main()
