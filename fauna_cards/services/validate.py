"""`fauna validate`: check the files and folders given and gather every finding in a Report,
for the reporter the options name (report/)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from fauna_cards.errors import IOTrouble
from fauna_cards.report import Report

DEFAULT_PATHS = ("deck",)


@dataclass(frozen=True)
class ValidateOptions:
    paths: tuple[str, ...] = DEFAULT_PATHS
    report_format: str | None = None  # a name of report.REPORTERS; None: github on GitHub Actions, else text
    strict: bool = False
    boards: tuple[str, ...] = ()  # none: the deck's boards, else fauna-metric and fauna-imperial
    colour: str = "auto"  # auto, always or never (commands.output.Colour)


def chosen_format(options: ValidateOptions) -> str:
    if options.report_format:
        return options.report_format
    return "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"


def validate(options: ValidateOptions) -> Report:
    """Check every file `options` names. Nothing to check at all is IOTrouble (exit 2)."""
    from fauna_cards.load.deck import check_targets, collect_targets
    from fauna_cards.words import plural

    result = check_targets(collect_targets(list(options.paths)), list(options.boards) or None)
    if result.files_checked == 0:
        where = ", ".join(options.paths)
        if result.skipped:
            raise IOTrouble(f"no deck files to check in {where}: {plural(len(result.skipped), 'other YAML file')} skipped")
        raise IOTrouble(f"no YAML files to check in {where}")
    return Report(result.diagnostics, result.files_checked, options.strict, tuple(result.skipped))
