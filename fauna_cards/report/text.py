"""Diagnostics for people: grouped by file, aligned, coloured on a terminal, then a summary."""

from __future__ import annotations

from itertools import groupby
from typing import TextIO

from fauna_cards.report import Report

_COLOURS = {"error": "\033[31m", "warning": "\033[33m", "file": "\033[1m", "dim": "\033[2m",
            "ok": "\033[32m"}
_RESET = "\033[0m"


def _paint(text: str, style: str, colour: bool) -> str:
    return f"{_COLOURS[style]}{text}{_RESET}" if colour else text


def _visible(text: str) -> str:
    """Control characters (a newline in a file name) shown escaped, so one line stays one."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def write(report: Report, out: TextIO, colour: bool) -> None:
    for file, group in groupby(report.diagnostics, key=lambda d: d.file):
        out.write(_paint(_visible(file), "file", colour) + "\n")
        for diagnostic in group:
            place = f"{diagnostic.line}:{diagnostic.column}"
            severity = _paint(f"{diagnostic.severity:<7}", diagnostic.severity, colour)
            out.write(f"  {place:<8} {severity} {diagnostic.code:<22} {diagnostic.message}\n")
            if diagnostic.hint:
                out.write(" " * 42 + _paint(f"hint: {diagnostic.hint}", "dim", colour) + "\n")
        out.write("\n")
    out.write(summary(report, colour) + "\n")


def summary(report: Report, colour: bool = False) -> str:
    files = f"{report.files_checked} file{'s' if report.files_checked != 1 else ''}"
    if not report.diagnostics:
        return _paint(f"ok: {files} checked, no problems", "ok", colour)
    with_problems = len({d.file for d in report.diagnostics})
    parts = [
        f"{report.errors} error{'s' if report.errors != 1 else ''}",
        f"{report.warnings} warning{'s' if report.warnings != 1 else ''}",
    ]
    line = f"{', '.join(parts)} in {with_problems} of {files}"
    if report.valid:
        return _paint(f"ok: {line}", "ok", colour)
    style = "error" if report.errors else "warning"
    suffix = " (--strict: warnings fail)" if report.strict and not report.errors else ""
    return _paint(f"failed: {line}{suffix}", style, colour)
