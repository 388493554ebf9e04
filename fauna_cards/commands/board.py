"""`fauna board list`, `show` and `print`: the bundled boards, their scales, and the board
itself on paper."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, exits_on, guarded
from fauna_cards.commands.options import (
    BACK_OFFSET_OPTION, BLEED_OPTION, CARD_SIZE_OPTION, CROP_OPTION, ENGLISH_LANGUAGE_OPTION, FORMAT_OPTION,
    LAYOUT_HELP, MARGIN_OPTION, NO_BACK_OFFSET, PAPER_OPTION, Layout, QuickHelpGroup, formats,
)
from fauna_cards.commands.output import emit, say
from fauna_cards.words import plural

board_app = typer.Typer(help="List the bundled boards, show one board's scales, or print a board.",
                        no_args_is_help=True, cls=QuickHelpGroup)

BoardFormat = formats("table", "json")


@board_app.command("list")
def list_boards(
    output_format: Annotated[BoardFormat, FORMAT_OPTION] = BoardFormat.table,  # type: ignore[valid-type, attr-defined]
) -> None:
    """List the bundled boards."""
    with guarded():
        from fauna_cards.render import render
        from fauna_cards.services.board import bundled_boards

        emit(render(bundled_boards(), output_format.value))


@board_app.command("show")
def show_board(
    name: Annotated[str, typer.Argument(metavar="NAME|PATH", help="A bundled board's name or a board file.")],
    output_format: Annotated[BoardFormat, FORMAT_OPTION] = BoardFormat.table,  # type: ignore[valid-type, attr-defined]
) -> None:
    """Show a board's scales: each space's index, range (in kg or m) and label."""
    with guarded():
        from fauna_cards.render import render
        from fauna_cards.services.board import board_scales

        emit(render(board_scales(name), output_format.value))


@board_app.command("print")
def print_board(
    name: Annotated[str, typer.Argument(metavar="NAME|PATH", help="fauna-metric, fauna-imperial, kompakt, or a board file.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="The PDF to write.")] = Path("board.pdf"),
    paper: Annotated[str, PAPER_OPTION] = "a4",
    language: Annotated[str, ENGLISH_LANGUAGE_OPTION] = "en",
    margin: Annotated[float, MARGIN_OPTION] = 5.0,
    card_size: Annotated[Optional[str], CARD_SIZE_OPTION] = None,
    layout: Annotated[Optional[Layout], typer.Option("--layout", help=f"KOMPAKT board cards only: {LAYOUT_HELP}",  # type: ignore[valid-type]
                                                     show_default=False)] = None,
    bleed: Annotated[Optional[float], BLEED_OPTION] = None,
    crop: Annotated[bool, CROP_OPTION] = True,
    back_offset: Annotated[str, BACK_OFFSET_OPTION] = NO_BACK_OFFSET,
) -> None:
    """Print a board to play on.

    A FAUNA board (the world map of 75 areas, the three scales, the scoring table and the
    victory track) is 756 x 504 mm: on smaller paper it comes in tiles to glue together,
    with a first page that shows how; on A1 it is one sheet to trim. KOMPAKT's board is
    nine cards (six of the world map, three scales), printed like the animal cards: the
    card options (--card-size, default a6; --layout, default fronts; --bleed, --crop-marks,
    --back-offset) apply to it alone. --language sets the language of every word on it.
    """
    with guarded():
        from fauna_cards.atomic import write_atomic
        from fauna_cards.load.languages import check_language
        from fauna_cards.printing.board import LayoutError
        from fauna_cards.services.board import BoardPrintOptions, print_board as printed_board

        options = BoardPrintOptions(name, paper, margin, card_size, layout.value if layout else None, bleed, crop,
                                    back_offset, check_language(language))
        with exits_on({LayoutError: EXIT_FINDINGS}):  # the board file's scales: the user's data
            printed = printed_board(options)
        write_atomic(output, printed.data)
        say(f"wrote {output}: {printed.summary}; {plural(printed.pages, 'page')}, "
            f"{len(printed.data) / 1e6:.1f} MB")
