"""Reporters turn a run's diagnostics into text for people, JSON for programs, or CI
annotations. Each is chosen by name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

from fauna_cards.model.diagnostics import Diagnostic


@dataclass(frozen=True)
class Report:
    diagnostics: list[Diagnostic]  # sorted
    files_checked: int
    strict: bool = False
    skipped: tuple[str, ...] = ()  # YAML files a folder walk found that are not deck files

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "warning")

    @property
    def valid(self) -> bool:
        return self.errors == 0 and not (self.strict and self.warnings)


Reporter = Callable[[Report, TextIO, bool], None]


def reporter(name: str) -> Reporter:
    from fauna_cards.report import github, json_report, sarif, text

    reporters: dict[str, Reporter] = {
        "text": text.write,
        "json": json_report.write,
        "github": github.write,
        "sarif": sarif.write,
    }
    return reporters[name]

