"""GitHub Actions workflow commands, one per diagnostic, then the full text report (GitHub
shows only a few annotations per step)."""

from __future__ import annotations

from typing import TextIO

from fauna_cards.report import Report, text


def escape_message(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: str) -> str:
    return escape_message(value).replace(":", "%3A").replace(",", "%2C")


def write(report: Report, out: TextIO, colour: bool) -> None:
    for d in report.diagnostics:
        command = "error" if d.severity == "error" else "warning"
        message = d.message + (f" (hint: {d.hint})" if d.hint else "")
        properties = ",".join(
            f"{key}={escape_property(str(value))}"
            for key, value in (("file", d.file), ("line", d.line), ("col", d.column), ("title", d.code))
        )
        out.write(f"::{command} {properties}::{escape_message(message)}\n")
    text.write(report, out, colour=False)
