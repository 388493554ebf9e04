"""`fauna validate`: check records and decks against the schema and the game's rules."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from fauna_cards.commands.options import Colour, formats
from fauna_cards.commands.validate_front import run
from fauna_cards.report import REPORTERS
from fauna_cards.services.validate import DEFAULT_PATHS, ValidateOptions

ReportFormat = formats(*REPORTERS)


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
    run(ValidateOptions(paths=tuple(paths or DEFAULT_PATHS), report_format=report_format and report_format.value,
                        strict=strict, boards=tuple(boards or ()), colour=colour.value))
