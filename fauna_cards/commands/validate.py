"""`fauna validate`: check records and decks against the schema and the game's rules."""

from __future__ import annotations

import os
import sys
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, EXIT_OK, fail, guarded
from fauna_cards.commands.options import Colour, formats
from fauna_cards.commands.output import use_colour


ReportFormat = formats("text", "json", "github", "sarif")  # the reporters of report/, by name


def validate(
    paths: Annotated[
        Optional[list[str]],
        typer.Argument(
            metavar="PATH",
            help="Record files, deck folders, deck.yaml files, or a whole repository: a folder is searched "
            "for decks, and YAML files that are not deck files are skipped. Default: deck/.",
            show_default=False,
        ),
    ] = None,
    report_format: Annotated[
        Optional[ReportFormat],  # type: ignore[valid-type]
        typer.Option(
            "--format", "-f",
            help="text (grouped by file), json, github (workflow annotations, then text), "
            "or sarif (SARIF 2.1.0 for code scanning). "
            "Default: github when GITHUB_ACTIONS=true, else text.",
            show_default=False,
        ),
    ] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Fail on warnings too.")] = False,
    boards: Annotated[
        Optional[list[str]],
        typer.Option(
            "--board", "-b", metavar="NAME|PATH",
            help="Check measures against this board; repeat for several. "
            "Default: the deck's boards, else fauna-metric and fauna-imperial.",
            show_default=False,
        ),
    ] = None,
    colour: Annotated[Colour, typer.Option("--color", help="Colour the text report.")] = Colour.auto,
) -> None:
    """Check animal records and decks: every problem of every file, at file:line:col.

    Exit 0 when there is no error (with --strict: no warning either), 1 on findings, 2 on
    usage or I/O trouble.
    """
    with guarded():
        from fauna_cards.load.deck import check_targets, collect_targets
        from fauna_cards.report import Report, reporter
        from fauna_cards.words import plural

        chosen = report_format or (
            ReportFormat.github if os.environ.get("GITHUB_ACTIONS") == "true" else ReportFormat.text  # type: ignore[attr-defined]
        )
        result = check_targets(collect_targets(paths or ["deck"]), boards or None)
        if result.files_checked == 0:
            where = ", ".join(paths or ["deck"])
            if result.skipped:
                fail(f"no deck files to check in {where}: {plural(len(result.skipped), 'other YAML file')} skipped")
            fail(f"no YAML files to check in {where}")
        report = Report(result.diagnostics, result.files_checked, strict, tuple(result.skipped))
        reporter(chosen.value)(report, sys.stdout, use_colour(colour, sys.stdout))
        sys.stdout.flush()
        raise typer.Exit(EXIT_OK if report.valid else EXIT_FINDINGS)
