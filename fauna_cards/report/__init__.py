"""Reporters turn a run's diagnostics into text for people, JSON for programs, or CI
annotations. Each is chosen by name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # a help page names the reporters without loading the models
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

# Each reporter's name and its module here (a module's `write`), imported when chosen.
REPORTERS = {"text": "text", "json": "json_report", "github": "github", "sarif": "sarif"}


def reporter(name: str) -> Reporter:
    from importlib import import_module

    return import_module(f"fauna_cards.report.{REPORTERS[name]}").write  # type: ignore[no-any-return]
