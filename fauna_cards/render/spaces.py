"""The spaces of each animal's measures: a table, JSON, or CSV with one row per measure."""

from __future__ import annotations

import csv
import io
from typing import Any

from fauna_cards.render import renders
from fauna_cards.render.text import json_text, table
from fauna_cards.views.spaces import MeasureSpaces, SpacesView


def measure_data(m: MeasureSpaces) -> dict[str, Any]:
    """A measure's spaces as JSON-ready data; the adjacent keys only where neighbours score."""
    adjacent = m.adjacent is not None
    return {
        "value": m.value, "min": m.min, "max": m.max, "scale": m.scale, "correct": list(m.correct),
        **({"adjacent": list(m.adjacent or ())} if adjacent else {}),
        "correct_labels": list(m.correct_labels),
        **({"adjacent_labels": list(m.adjacent_labels or ())} if adjacent else {}),
    }


@renders(SpacesView, "json")
def spaces_json(view: SpacesView) -> str:
    animals = [{"id": a.id, "name": a.name, "measures": {name: measure_data(m) for name, m in a.measures.items()}}
               for a in view.animals]
    return json_text({"board": view.board, "animals": animals})


def _rows(view: SpacesView) -> list[tuple[str, str, MeasureSpaces]]:
    return [(a.id, name, m) for a in view.animals for name, m in a.measures.items()]


def _listing(indexes: tuple[int, ...], labels: tuple[str, ...]) -> str:
    return ", ".join(f"{i} ({label})" for i, label in zip(indexes, labels)) or "-"


@renders(SpacesView, "table")
def spaces_table(view: SpacesView) -> str:
    fauna = view.shows_adjacent
    rows = [
        [animal, name, m.value, _listing(m.correct, m.correct_labels),
         *([_listing(m.adjacent or (), m.adjacent_labels or ())] if fauna else [])]
        for animal, name, m in _rows(view)
    ]
    return f"board: {view.board}\n" + table(rows, ["animal", "measure", "value", "correct",
                                                   *(["adjacent"] if fauna else [])])


@renders(SpacesView, "csv")
def spaces_csv(view: SpacesView) -> str:
    """One row per measure; a KOMPAKT board has no adjacent columns."""
    fauna = view.shows_adjacent
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["animal", "measure", "value", "min", "max", "correct", *(["adjacent"] if fauna else []),
                     "correct_labels", *(["adjacent_labels"] if fauna else [])])
    for animal, name, m in _rows(view):
        writer.writerow([
            animal, name, m.value, repr(m.min), repr(m.max), " ".join(map(str, m.correct)),
            *([" ".join(map(str, m.adjacent or ()))] if fauna else []),
            "; ".join(m.correct_labels), *(["; ".join(m.adjacent_labels or ())] if fauna else []),
        ])
    return buffer.getvalue()
