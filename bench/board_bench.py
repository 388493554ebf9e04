"""The game on paper, whole process, median of 3 runs with peak memory and file size:
`fauna board print` for each bundled board on each paper, `fauna map --all`, and
`fauna kit` on the sample deck for FAUNA and KOMPAKT. Results: stdout and
bench/out/board-results.json."""

from __future__ import annotations

import json
import shutil
import statistics
import sys
from pathlib import Path

from measure import run

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = str(Path(sys.executable).parent / "fauna")
PAPERS = ("a4", "letter", "a3", "tabloid", "a2", "a1")
RUNS = 3


def measure(name: str, command: list[str], output: Path) -> dict[str, float]:
    runs = [run(command) for _ in range(RUNS)]
    size = sum(p.stat().st_size for p in output.iterdir()) if output.is_dir() else output.stat().st_size
    figures = {"seconds_median": statistics.median(r[0] for r in runs), "peak_mb_max": max(r[1] for r in runs),
               "size_mb": size / 1e6}
    print(f"{name:<34} {figures['seconds_median']:.2f} s  peak {figures['peak_mb_max']:.0f} MB  "
          f"file {figures['size_mb']:.2f} MB")
    return figures


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    results = {}
    for board in ("fauna-metric", "fauna-imperial"):
        for paper in PAPERS:
            pdf = OUT / f"board-{board}-{paper}.pdf"
            results[f"board print {board} {paper}"] = measure(
                f"board print {board} {paper}", [FAUNA, "board", "print", board, "--paper", paper, "-o", str(pdf)], pdf)
    for paper in ("a4", "letter"):
        pdf = OUT / f"board-kompakt-{paper}.pdf"
        results[f"board print kompakt {paper}"] = measure(
            f"board print kompakt {paper}", [FAUNA, "board", "print", "kompakt", "--paper", paper, "-o", str(pdf)], pdf)
    areas = OUT / "areas.pdf"
    results["map --all (pdf)"] = measure("map --all (pdf)", [FAUNA, "map", "--all", "-o", str(areas)], areas)
    for game in ("fauna", "kompakt"):
        folder = OUT / f"kit-{game}"
        shutil.rmtree(folder, ignore_errors=True)
        results[f"kit deck --game {game}"] = measure(
            f"kit deck --game {game}", [FAUNA, "kit", str(ROOT / "deck"), "--game", game, "-o", str(folder)], folder)
    (OUT / "board-results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
