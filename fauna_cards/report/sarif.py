"""SARIF 2.1.0, the format of GitHub code scanning and many CI dashboards."""

from __future__ import annotations

import json
from typing import TextIO

from fauna_cards import __version__
from fauna_cards.report import Report

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def write(report: Report, out: TextIO, colour: bool) -> None:
    codes = sorted({d.code for d in report.diagnostics})
    results = []
    for d in report.diagnostics:
        text = d.message + (f" (hint: {d.hint})" if d.hint else "")
        results.append({
            "ruleId": d.code,
            "ruleIndex": codes.index(d.code),
            "level": "error" if d.severity == "error" else "warning",
            "message": {"text": text},
            "locations": [{
                "physicalLocation": {
                    "artifactLocation": {"uri": d.file},
                    "region": {"startLine": d.line, "startColumn": d.column},
                }
            }],
        })
    document = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "fauna-cards",
                "version": __version__,
                "rules": [_rule(code) for code in codes],
            }},
            "results": results,
        }],
    }
    out.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def _rule(code: str) -> dict[str, object]:
    """A SARIF rule as the catalog describes it; a code the catalog lacks keeps its bare id."""
    from fauna_cards.catalog import rule

    described = rule(code)
    if described is None:
        return {"id": code}
    return {
        "id": code,
        "shortDescription": {"text": described.summary},
        "fullDescription": {"text": described.explanation},
        "defaultConfiguration": {"level": described.severity},
    }
