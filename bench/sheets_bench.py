"""`fauna export` (CSV, XLSX) and `fauna import` of a 5,000-animal synthetic deck:
whole-process time (median of 3), peak memory, file size; the imported deck's records must
equal the originals."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
from pathlib import Path

from measure import run
from synthetic import build

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
FAUNA = [sys.executable, "-m", "fauna_cards"]  # this checkout's code
SIZE, RUNS = 5000, 3


def timed(arguments: list[str], before=lambda: None) -> dict[str, float]:  # type: ignore[no-untyped-def]
    runs = []
    for _ in range(RUNS):
        before()
        runs.append(run(arguments))
    return {"seconds_median": statistics.median(r[0] for r in runs), "peak_mb_max": max(r[1] for r in runs)}


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ["PYTHONPATH"] = str(ROOT)
    from fauna_cards.load.deck import check_targets, collect_targets

    OUT.mkdir(parents=True, exist_ok=True)
    deck = build(SIZE, OUT / f"deck-{SIZE}")
    results = {}
    for kind in ("csv", "xlsx"):
        sheet, copy = OUT / f"deck-{SIZE}.{kind}", OUT / f"deck-{SIZE}-{kind}"
        results[f"export {kind}"] = timed([*FAUNA, "export", str(deck), "-f", kind, "-o", str(sheet)])
        results[f"export {kind}"]["size_mb"] = sheet.stat().st_size / 1e6
        results[f"import {kind}"] = timed([*FAUNA, "import", str(sheet), "-o", str(copy)],
                                          lambda copy=copy: shutil.rmtree(copy, ignore_errors=True))
        records = [{r.record.id: r.record for r in check_targets(collect_targets([str(d)])).records}
                   for d in (deck, copy)]
        assert records[0] == records[1] and len(records[0]) == SIZE, f"{kind}: the records differ"
    for name, figures in results.items():
        print(f"{name:<12} {figures['seconds_median']:.2f} s  peak {figures['peak_mb_max']:.0f} MB"
              + (f"  file {figures['size_mb']:.1f} MB" if "size_mb" in figures else ""))
    (OUT / "sheets-results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
