"""`fauna export`: a deck as a spreadsheet (CSV, XLSX) or JSON, one row per animal."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.commands.options import DEFAULT_DECK
from fauna_cards.export.deck_formats import format_names

# The formats of export/deck_formats.py, by name.
DeckFormat = Enum("DeckFormat", [(name, name) for name in format_names()], type=str)  # type: ignore[misc]


def export(
    deck: Annotated[str, typer.Argument(metavar="DECK", help="The deck folder or its deck.yaml.")] = DEFAULT_DECK,
    output_format: Annotated[DeckFormat, typer.Option(  # type: ignore[valid-type]
        "--format", "-f", help="csv, xlsx or json: the columns of docs/authoring.md (Spreadsheets).")] = "csv",
    output: Annotated[Path, typer.Option("--output", "-o", metavar="FILE", help="The file to write.")] = ...,  # type: ignore[assignment]
) -> None:
    """Write the deck as one row per animal (docs/authoring.md: Spreadsheets); `fauna import`
    reads it back. A deck with errors is refused: its report is shown (exit 1)."""
    with guarded():
        from fauna_cards.atomic import write_atomic
        from fauna_cards.services.export import ExportDeckOptions, export_deck

        chosen = output_format.value if isinstance(output_format, Enum) else str(output_format)
        write_atomic(output, export_deck(ExportDeckOptions(deck, chosen)))
