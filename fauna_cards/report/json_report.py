"""Diagnostics for programs: one JSON object, keys in a fixed order."""

from __future__ import annotations

import json
from typing import TextIO

from fauna_cards.report import Report


def write(report: Report, out: TextIO, colour: bool) -> None:
    document = {
        "valid": report.valid,
        "errors": report.errors,
        "warnings": report.warnings,
        "files_checked": report.files_checked,
        "files_skipped": len(report.skipped),
        "skipped": list(report.skipped),
        "diagnostics": [diagnostic.as_dict() for diagnostic in report.diagnostics],
    }
    out.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
