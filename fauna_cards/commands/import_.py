"""`fauna import`: a spreadsheet of `fauna export`'s layout to a deck folder."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.errors import EXIT_FINDINGS


def import_deck(
    source: Annotated[Path, typer.Argument(metavar="FILE", help="A .csv, .xlsx or .json file.")],
    output: Annotated[Path, typer.Option("--output", "-o", metavar="DIR",
                                         help="The deck folder to write: deck.yaml and animals/ID.yaml.")] = ...,  # type: ignore[assignment]
    force: Annotated[bool, typer.Option("--force", help="Replace records and deck.yaml that exist.")] = False,
) -> None:
    """Write a deck from a spreadsheet, checked first by every rule of `fauna validate`: a
    problem is reported at its cell (`animals.xlsx:Animals!F12`, `animals.csv:12:6`) and
    nothing is written (exit 1). Files that exist are kept unless --force."""
    with guarded():
        from fauna_cards.atomic import write_set
        from fauna_cards.services.import_ import ImportOptions, SheetHasErrors, import_deck as build

        try:
            files = build(ImportOptions(source, output, force))
        except SheetHasErrors as error:
            sys.stderr.write("\n".join(error.lines) + f"\nfailed: {error.message}\n")
            raise typer.Exit(EXIT_FINDINGS) from None
        write_set(output, files)
