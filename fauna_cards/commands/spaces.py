"""`fauna spaces`: the correct and adjacent scale spaces of each animal's measures."""

from __future__ import annotations

import csv
import io
import json
from enum import Enum
from typing import Annotated, Any, Optional

import typer

from fauna_cards.commands._shared import chosen_board, emit, guarded, load_deck_or_exit, table


class SpacesFormat(str, Enum):
    table = "table"
    json = "json"
    csv = "csv"


def spaces(
    paths: Annotated[
        Optional[list[str]],
        typer.Argument(help="Record files or deck folders. Default: deck/.", show_default=False),
    ] = None,
    board: Annotated[
        Optional[str],
        typer.Option("--board", "-b", metavar="NAME|PATH",
                     help="The board to place the measures on. Default: the deck's first board, else fauna-metric.",
                     show_default=False),
    ] = None,
    output_format: Annotated[SpacesFormat, typer.Option("--format", "-f", help="Output format.")] = SpacesFormat.table,
) -> None:
    """Show which spaces of the board's scales are correct and adjacent for each measure.

    Space indexes count from 1 at the light or short end of each scale, as in `fauna board
    show`; min and max are in kilograms or metres. On a KOMPAKT board only the correct fields
    are shown: a neighbouring field scores nothing there.
    """
    with guarded():
        from fauna_cards.views import spaces_view

        result = load_deck_or_exit(paths or ["deck"])
        loaded_board = chosen_board(board, result)
        view = spaces_view(loaded_board.board, [loaded.record for loaded in result.records])
        fauna = loaded_board.board.game == "fauna"  # KOMPAKT: no adjacent fields
        if output_format is SpacesFormat.json:
            emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
        elif output_format is SpacesFormat.csv:
            emit(_csv(view, fauna))
        else:
            emit(f"board: {view['board']}\n" + _table(view, fauna))


def _rows(view: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(a["id"], name, m) for a in view["animals"] for name, m in a["measures"].items()]


def _listing(indexes: list[int], labels: list[str]) -> str:
    return ", ".join(f"{i} ({label})" for i, label in zip(indexes, labels)) or "-"


def _table(view: dict[str, Any], fauna: bool) -> str:
    rows = [
        [animal, name, m["value"], _listing(m["correct"], m["correct_labels"]),
         *([_listing(m["adjacent"], m["adjacent_labels"])] if fauna else [])]
        for animal, name, m in _rows(view)
    ]
    return table(rows, ["animal", "measure", "value", "correct", *(["adjacent"] if fauna else [])])


def _csv(view: dict[str, Any], fauna: bool) -> str:
    """One row per measure; a KOMPAKT board has no adjacent columns."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["animal", "measure", "value", "min", "max", "correct", *(["adjacent"] if fauna else []),
                     "correct_labels", *(["adjacent_labels"] if fauna else [])])
    for animal, name, m in _rows(view):
        writer.writerow([
            animal, name, m["value"], repr(m["min"]), repr(m["max"]), " ".join(map(str, m["correct"])),
            *([" ".join(map(str, m["adjacent"]))] if fauna else []),
            "; ".join(m["correct_labels"]), *(["; ".join(m["adjacent_labels"])] if fauna else []),
        ])
    return buffer.getvalue()
