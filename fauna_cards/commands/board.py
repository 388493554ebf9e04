"""`fauna board list`, `show` and `print`: the bundled boards, their scales, and the board
itself on paper."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands._printing import (
    BACK_OFFSET_OPTION, BLEED_OPTION, CROP_OPTION, LAYOUT_HELP, MARGIN_OPTION, Layout, sheet_options,
)
from fauna_cards.commands._shared import CARD_SIZE_OPTION, PAPER_OPTION, emit, fail, guarded, table, say
from fauna_cards.words import plural

board_app = typer.Typer(help="List the bundled boards, show one board's scales, or print a board.",
                        no_args_is_help=True)


class BoardFormat(str, Enum):
    table = "table"
    json = "json"


@board_app.command("list")
def list_boards(
    output_format: Annotated[BoardFormat, typer.Option("--format", "-f", help="Output format.")] = BoardFormat.table,
) -> None:
    """List the bundled boards."""
    with guarded():
        from fauna_cards.load.boards import bundled_board_names, load_board

        boards = [load_board(name).board for name in bundled_board_names()]
        if output_format is BoardFormat.json:
            data = [{"name": b.name, "title": b.title, "game": b.game, "units": b.units,
                     "reconstruction": b.reconstruction} for b in boards]
            emit(json.dumps({"boards": data}, indent=2, ensure_ascii=False) + "\n")
            return
        rows = [[b.name, b.game, b.units, "yes" if b.reconstruction else "no", b.title] for b in boards]
        emit(table(rows, ["name", "game", "units", "reconstruction", "title"]))


@board_app.command("show")
def show_board(
    name: Annotated[str, typer.Argument(metavar="NAME|PATH", help="A bundled board's name or a board file.")],
    output_format: Annotated[BoardFormat, typer.Option("--format", "-f", help="Output format.")] = BoardFormat.table,
) -> None:
    """Show a board's scales: each space's index, range (in kg or m) and label."""
    with guarded():
        from fauna_cards.load.boards import load_board
        from fauna_cards.views import board_view

        view = board_view(load_board(name).board)
        if output_format is BoardFormat.json:
            emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
            return
        lines = [f"{view['name']}: {view['title']}" + (" [reconstruction]" if view["reconstruction"] else "")]
        for scale_name, scale in view["scales"].items():
            used_by = [m for m, s in view["measures"].items() if s == scale_name]
            lines.append(f"\n{scale_name} (for {', '.join(used_by)})")
            rows = [[str(s["index"]), s["label"]] for s in scale["spaces"]]
            lines.append(table(rows, ["space", "range"]).rstrip("\n"))
        emit("\n".join(lines) + "\n")


@board_app.command("print")
def print_board(
    name: Annotated[str, typer.Argument(metavar="NAME|PATH", help="fauna-metric, fauna-imperial, kompakt, or a board file.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="The PDF to write.")] = Path("board.pdf"),
    paper: Annotated[str, PAPER_OPTION] = "a4",
    margin: Annotated[float, MARGIN_OPTION] = 5.0,
    card_size: Annotated[Optional[str], CARD_SIZE_OPTION] = None,
    layout: Annotated[Optional[Layout], typer.Option("--layout", help=f"KOMPAKT board cards only: {LAYOUT_HELP}",
                                                     show_default=False)] = None,
    bleed: Annotated[Optional[float], BLEED_OPTION] = None,
    crop: Annotated[bool, CROP_OPTION] = True,
    back_offset: Annotated[str, BACK_OFFSET_OPTION] = "0,0",
) -> None:
    """Print a board to play on.

    A FAUNA board (the world map of 75 areas, the three scales, the scoring table and the
    victory track) is 756 x 504 mm: on smaller paper it comes in tiles to glue together,
    with a first page that shows how; on A1 it is one sheet to trim. KOMPAKT's board is
    nine cards (six of the world map, three scales), printed like the animal cards: the
    card options (--card-size, default a6; --layout, default fronts; --bleed, --crop-marks,
    --back-offset) apply to it alone.
    """
    with guarded():
        from fauna_cards.atomic import write_atomic
        from fauna_cards.load.boards import load_board
        from fauna_cards.load.printing import paper_named
        from fauna_cards.services.boards import fauna_board_pdf, kompakt_board_pdf

        loaded = load_board(name)
        card_only = {"--card-size": card_size is not None, "--layout": layout is not None,
                     "--bleed": bleed is not None, "--no-crop-marks": not crop, "--back-offset": back_offset != "0,0"}
        # A board whose scales cannot be drawn (exit 1) or paper too small (exit 2): guarded() says so.
        if loaded.board.game == "kompakt":
            options = sheet_options(paper, card_size or "a6", layout or Layout.fronts, bleed, margin, crop,
                                    back_offset)
            printed = kompakt_board_pdf(loaded, options)
        else:
            given = [option for option, used in card_only.items() if used]
            if given:
                fail(f"{', '.join(given)}: for KOMPAKT's board cards only; {loaded.board.name} is a FAUNA board")
            printed = fauna_board_pdf(loaded, paper_named(paper).sheet(), margin)
        write_atomic(output, printed.data)
        say(f"wrote {output}: {printed.summary}; {plural(printed.pages, 'page')}, "
                   f"{len(printed.data) / 1e6:.1f} MB")
