"""Boards: the list of bundled boards, and one board's scales."""

from __future__ import annotations

from typing import Any

from fauna_cards.render import renders
from fauna_cards.render.text import json_text, table
from fauna_cards.views.boards import BoardList, BoardView


@renders(BoardList, "table")
def board_list_table(view: BoardList) -> str:
    rows = [[b.name, b.game, b.units, "yes" if b.reconstruction else "no", b.title] for b in view.boards]
    return table(rows, ["name", "game", "units", "reconstruction", "title"])


@renders(BoardList, "json")
def board_list_json(view: BoardList) -> str:
    data = [{"name": b.name, "title": b.title, "game": b.game, "units": b.units,
             "reconstruction": b.reconstruction} for b in view.boards]
    return json_text({"boards": data})


def board_data(view: BoardView) -> dict[str, Any]:
    """The board as JSON-ready data."""
    scales = {
        name: {"quantity": scale.quantity, "unit": scale.unit,
               "spaces": [{"index": s.index, "min": s.min, "max": s.max, "label": s.label} for s in scale.spaces]}
        for name, scale in view.scales.items()
    }
    return {"name": view.name, "title": view.title, "game": view.game, "units": view.units,
            "reconstruction": view.reconstruction, "source": view.source, "scales": scales,
            "measures": view.measures}


@renders(BoardView, "json")
def board_json(view: BoardView) -> str:
    return json_text(board_data(view))


@renders(BoardView, "table")
def board_table(view: BoardView) -> str:
    lines = [f"{view.name}: {view.title}" + (" [reconstruction]" if view.reconstruction else "")]
    for scale_name, scale in view.scales.items():
        used_by = [m for m, s in view.measures.items() if s == scale_name]
        lines.append(f"\n{scale_name} (for {', '.join(used_by)})")
        rows = [[str(s.index), s.label] for s in scale.spaces]
        lines.append(table(rows, ["space", "range"]).rstrip("\n"))
    return "\n".join(lines) + "\n"
