"""`fauna regions`: the KOMPAKT regions of the map's areas, or of each animal."""

from __future__ import annotations

import json
from enum import Enum
from typing import Annotated, Optional

import typer

from fauna_cards.commands._shared import chosen_board, emit, guarded, load_deck_or_exit, table


class RegionsFormat(str, Enum):
    table = "table"
    json = "json"


def regions(
    paths: Annotated[
        Optional[list[str]],
        typer.Argument(help="Record files or deck folders; none: the area-to-region table.", show_default=False),
    ] = None,
    board: Annotated[
        Optional[str],
        typer.Option("--board", "-b", metavar="NAME|PATH",
                     help="The board whose map to use. Default: the deck's first board, else fauna-metric.",
                     show_default=False),
    ] = None,
    output_format: Annotated[RegionsFormat, typer.Option("--format", "-f", help="Output format.")] = RegionsFormat.table,
) -> None:
    """Map areas to KOMPAKT regions.

    With no path: every area, its name and its regions. With paths: each animal's areas, its regions
    and their count (what a KOMPAKT card shows), and, on a FAUNA board, the points a correct
    and an adjacent area score.
    """
    with guarded():
        from fauna_cards.load.boards import load_board
        from fauna_cards.views import animal_regions_view, area_regions_view

        if not paths:
            world = load_board(board or "fauna-metric").world
            view = area_regions_view(world)
            if output_format is RegionsFormat.json:
                emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
            else:
                rows = [[area, view["names"][area]["en"], world.areas[area].kind, ", ".join(regs)]
                        for area, regs in view["areas"].items()]
                emit(table(rows, ["area", "name", "kind", "regions"]))
                emit("\nA labelled map of the areas: fauna map --all -o areas.pdf (or .svg, .png)\n")
            return
        result = load_deck_or_exit(paths)
        loaded_board = chosen_board(board, result)
        view = animal_regions_view(loaded_board.world, [loaded.record for loaded in result.records],
                                   loaded_board.board.game)
        if output_format is RegionsFormat.json:
            emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
            return
        fauna = view["game"] == "fauna"
        rows = [
            [a["id"], str(a["area_count"]),
             *([f"{a['points']['correct']}/{a['points']['adjacent']}"] if fauna else []),
             str(a["region_count"]), ", ".join(a["regions"])]
            for a in view["animals"]
        ]
        emit(table(rows, ["animal", "areas", *(["points"] if fauna else []), "regions", "region list"]))
