"""Diagnostics for people: grouped by file, aligned, coloured on a terminal, then a summary."""

from __future__ import annotations

from itertools import groupby
from typing import TextIO

from fauna_cards.report import Report
from fauna_cards.words import plural

_COLOURS = {"error": "\033[31m", "warning": "\033[33m", "file": "\033[1m", "dim": "\033[2m",
            "ok": "\033[32m"}
_RESET = "\033[0m"
# The narrowest columns; a longer place or rule code widens its column for the whole report.
PLACE_WIDTH = 8
CODE_WIDTH = 22
SEVERITY_WIDTH = 7


def _paint(text: str, style: str, colour: bool) -> str:
    return f"{_COLOURS[style]}{text}{_RESET}" if colour else text


def _visible(text: str) -> str:
    """Control characters (a newline in a file name) shown escaped, so one line stays one."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def write(report: Report, out: TextIO, colour: bool) -> None:
    diagnostics = report.diagnostics
    place_width = max([PLACE_WIDTH, *(len(f"{d.line}:{d.column}") for d in diagnostics)])
    code_width = max([CODE_WIDTH, *(len(d.code) for d in diagnostics)])
    hint_indent = 2 + place_width + 1 + SEVERITY_WIDTH + 1 + code_width + 1
    for file, group in groupby(diagnostics, key=lambda d: d.file):
        out.write(_paint(_visible(file), "file", colour) + "\n")
        for diagnostic in group:
            place = f"{diagnostic.line}:{diagnostic.column}"
            severity = _paint(f"{diagnostic.severity:<{SEVERITY_WIDTH}}", diagnostic.severity, colour)
            out.write(f"  {place:<{place_width}} {severity} {diagnostic.code:<{code_width}} {diagnostic.message}\n")
            if diagnostic.hint:
                out.write(" " * hint_indent + _paint(f"hint: {diagnostic.hint}", "dim", colour) + "\n")
        out.write("\n")
    out.write(summary(report, colour) + "\n")


def summary(report: Report, colour: bool = False) -> str:
    files = plural(report.files_checked, "file")
    skipped = f"; {plural(len(report.skipped), 'other YAML file')} skipped" if report.skipped else ""
    if not report.diagnostics:
        return _paint(f"ok: {files} checked, no problems{skipped}", "ok", colour)
    with_problems = len({d.file for d in report.diagnostics})
    line = f"{plural(report.errors, 'error')}, {plural(report.warnings, 'warning')} in {with_problems} of {files}"
    if report.valid:
        return _paint(f"ok: {line}{skipped}", "ok", colour)
    style = "error" if report.errors else "warning"
    suffix = " (--strict: warnings fail)" if report.strict and not report.errors else ""
    return _paint(f"failed: {line}{suffix}{skipped}", style, colour)
