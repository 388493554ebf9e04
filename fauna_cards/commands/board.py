"""`fauna board list` and `fauna board show`: the bundled boards and their scales."""

from __future__ import annotations

import json
from enum import Enum
from typing import Annotated

import typer

from fauna_cards.commands._shared import emit, guarded, table

board_app = typer.Typer(help="List the bundled boards or show one board's scales.", no_args_is_help=True)


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
