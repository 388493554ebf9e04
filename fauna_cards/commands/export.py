"""`fauna export`: a deck as a spreadsheet (CSV, XLSX) or JSON, one row per animal; or its
cards as images (PNG for print services, a Tabletop Simulator deck), a folder of files."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import fail, guarded
from fauna_cards.commands.options import (
    CARD_GAME_OPTION, CARD_SIZE_OPTION_ANY_GAME, CARD_UNITS_OPTION, DEFAULT_DECK, DIFFICULTY_OPTION, LANGUAGE_OPTION,
    REFERENCE_OPTION, SELECT_OPTION, SERVICE_CHOICES, Difficulty, GameChoice, Units,
)
from fauna_cards.export.deck_formats import format_names
from fauna_cards.export.image_formats import image_format_names

# The formats of export/deck_formats.py (one file) and export/image_formats.py (a folder), by name.
DeckFormat = Enum("DeckFormat", [(name, name) for name in format_names() + image_format_names()],  # type: ignore[misc]
                  type=str)


def export(
    deck: Annotated[str, typer.Argument(metavar="DECK", help="The deck folder or its deck.yaml.")] = DEFAULT_DECK,
    output_format: Annotated[DeckFormat, typer.Option(  # type: ignore[valid-type]
        "--format", "-f", help="csv, xlsx or json: the columns of docs/authoring.md (Spreadsheets); png: an "
                               "image per card face; tts: a Tabletop Simulator deck (docs/printing.md, Card "
                               "images).")] = "csv",
    output: Annotated[Path, typer.Option(
        "--output", "-o", metavar="FILE|DIR",
        help="The file to write (csv, xlsx, json), or the folder (png, tts).")] = ...,  # type: ignore[assignment]
    dpi: Annotated[Optional[int], typer.Option(
        "--dpi", min=10, max=1200, show_default=False,
        help="png, tts: pixels per inch. Default: 300 (tts: less where a sheet would pass 4096 px).")] = None,
    bleed: Annotated[Optional[bool], typer.Option(
        "--bleed/--no-bleed", show_default=False,
        help="png: bleed round each face: the service's, else 1/8 in. Default: on.")] = None,
    service: Annotated[Optional[str], typer.Option(
        "--service", metavar=SERVICE_CHOICES, show_default=False,
        help="png: the print service whose template sets trim, bleed and pixels.")] = None,
    image_url: Annotated[Optional[str], typer.Option(
        "--image-url", metavar="PREFIX", show_default=False,
        help="tts: where the images will be (http(s):// or file://). Default: the folder, as a file:// URL.")] = None,
    game: Annotated[Optional[GameChoice], CARD_GAME_OPTION] = None,
    units: Annotated[Optional[Units], CARD_UNITS_OPTION] = None,
    card_size: Annotated[Optional[str], CARD_SIZE_OPTION_ANY_GAME] = None,
    select: Annotated[Optional[str], SELECT_OPTION] = None,
    difficulty: Annotated[Optional[Difficulty], DIFFICULTY_OPTION] = None,
    reference: Annotated[Optional[bool], REFERENCE_OPTION] = None,
    language: Annotated[Optional[str], LANGUAGE_OPTION] = None,
) -> None:
    """Write the deck as one row per animal (docs/authoring.md: Spreadsheets), which `fauna
    import` reads back; or its cards as images, drawn as `fauna print` draws them: --format
    png for print services, --format tts for Tabletop Simulator. A deck with errors is
    refused: its report is shown (exit 1)."""
    with guarded():
        chosen = output_format.value if isinstance(output_format, Enum) else str(output_format)
        card_options = {"--dpi": dpi, "--bleed/--no-bleed": bleed, "--service": service, "--image-url": image_url,
                        "--game": game, "--units": units, "--card-size": card_size, "--select": select,
                        "--difficulty": difficulty, "--reference/--no-reference": reference, "--language": language}
        given = [flag for flag, value in card_options.items() if value is not None]
        if chosen in image_format_names():
            from fauna_cards.commands.export_images import ImageOptions, export_images

            export_images(deck, chosen, output, ImageOptions(dpi, bleed, service, image_url, game, units, card_size,
                                                             select, difficulty, reference, given, language))
            return
        if given:
            fail(f"{', '.join(given)} {'is' if len(given) == 1 else 'are'} for the card images (--format png or "
                 f"tts); --format {chosen} writes the deck's animals, one row each")
        if output.is_dir():
            fail(f"--format {chosen} writes one file: -o names the file, and {output} is a folder")
        from fauna_cards.atomic import write_atomic
        from fauna_cards.services.export import ExportDeckOptions, export_deck

        write_atomic(output, export_deck(ExportDeckOptions(deck, chosen)))
