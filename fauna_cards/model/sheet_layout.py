"""The one column layout of a deck as a spreadsheet (docs/authoring.md: Spreadsheets).

One row per animal. Each cell holds text as an author types it: `areas` as ids separated by
`; `, each source in a column of its own (`source_1`, `source_2`, ...), each translated name
in `name_<language>`, measures as written (`350-430 kg`), and the card the animal is on as
its number and side (`card`, `side`: front or back). CSV, XLSX and JSON use the same
columns; a row's cells become the same data a YAML record holds, so every check applies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from fauna_cards.model.diagnostics import Location
from fauna_cards.model.record import MEASURE_NAMES, AnimalRecord

ANIMALS_SHEET, DECK_SHEET = "Animals", "Deck"  # the sheets of a workbook
AREA_SEPARATOR = "; "
# The deck settings that are lists, and how one cell joins their items: names by "; ", the
# credit lines (which may hold a ";") one a line in the cell.
LIST_SETTINGS = {"boards": AREA_SEPARATOR, "translations": AREA_SEPARATOR, "credits": "\n"}
SIDES = ("front", "back")
SOURCE_PREFIX = "source_"
NAME_PREFIX = "name_"
CARD, SIDE = "card", "side"

LEADING = ("id", "name", CARD, SIDE, "scientific_name", "class", "order", "family", "difficulty", "areas",
           "area_count", *MEASURE_NAMES, "sex", "illustration", "illustration_fit")
TRAILING = ("notes",)  # after the source and name columns: the longest text
_PLAIN = ("id", "name", "scientific_name", "class", "difficulty", "sex", "illustration", "illustration_fit",
          "notes")
_NUMBERED = re.compile(rf"^{SOURCE_PREFIX}([1-9][0-9]*)$")
_LANGUAGE = re.compile(rf"^{NAME_PREFIX}(.+)$")


def columns_for(records: list[AnimalRecord]) -> list[str]:
    """The columns of a deck: the fixed ones, as many source columns as the record citing
    most needs, and a name column for each language any record translates into."""
    most_sources = max((len(record.sources) for record in records), default=1)
    languages = sorted({language for record in records for language in (record.names or {})})
    return [*LEADING, *(f"{SOURCE_PREFIX}{n}" for n in range(1, most_sources + 1)),
            *(f"{NAME_PREFIX}{language}" for language in languages), *TRAILING]


def known_column(name: str) -> bool:
    return name in LEADING or name in TRAILING or bool(_NUMBERED.match(name)) or bool(_LANGUAGE.match(name))


def record_row(record: AnimalRecord, illustration: str | None, card: int | None, side: str | None) -> dict[str, str]:
    """The cells of one animal; blank cells are absent. `illustration` is the path as the
    imported record will hold it (relative to the deck's animals/ folder)."""
    cells: dict[str, Any] = {name: getattr(record, name, None) for name in _PLAIN}
    cells["class"] = record.animal_class
    cells["illustration"] = illustration
    cells["order"], cells["family"] = record.classification.order, record.classification.family
    cells["areas"] = AREA_SEPARATOR.join(record.areas)
    cells["area_count"] = None if record.area_count is None else str(record.area_count)
    for name, measure in record.measures.asked().items():
        cells[name] = measure.label()
    for number, source in enumerate(record.sources, start=1):
        cells[f"{SOURCE_PREFIX}{number}"] = source
    for language, text in (record.names or {}).items():
        cells[f"{NAME_PREFIX}{language}"] = text
    cells[CARD], cells[SIDE] = (None if card is None else str(card)), side
    return {name: value for name, value in cells.items() if value is not None}


@dataclass
class RowData:
    """A row as record data (what a YAML record would hold) and where each key came from."""

    data: dict[str, Any]
    columns: dict[Location, str] = field(default_factory=dict)  # key path -> column

    def column_of(self, loc: Location) -> str | None:
        """The column a key path came from: the longest leading part of it that has one."""
        for length in range(len(loc), 0, -1):
            column = self.columns.get(tuple(loc[:length]))
            if column is not None:
                return column
        return None


def row_data(cells: dict[str, Any]) -> RowData:
    """Record data from a row's cells (blank cells left out), in the record's field order."""
    row = RowData({})
    for name in ("id", "name", "scientific_name", "class"):
        _put(row, (name,), name, cells)
    if "order" in cells or "family" in cells:
        row.data["classification"] = {}
        row.columns[("classification",)] = "order" if "order" in cells else "family"
        for name in ("order", "family"):
            _put(row, ("classification", name), name, cells)
    _put(row, ("difficulty",), "difficulty", cells)
    if "areas" in cells:
        text = cells["areas"]
        row.data["areas"] = [part.strip() for part in text.split(";") if part.strip()] if isinstance(text, str) \
            else text
        row.columns[("areas",)] = "areas"
    if "area_count" in cells:
        count = cells["area_count"]
        row.data["area_count"] = int(count) if isinstance(count, str) and count.isdigit() else count
        row.columns[("area_count",)] = "area_count"
    row.data["measures"] = {}
    row.columns[("measures",)] = next((name for name in MEASURE_NAMES if name in cells), "weight")
    for name in MEASURE_NAMES:
        _put(row, ("measures", name), name, cells)
    sources = sorted((int(match.group(1)), name) for name in cells if (match := _NUMBERED.match(name)))
    if sources:
        row.data["sources"] = []
        row.columns[("sources",)] = sources[0][1]
        for _, name in sources:
            _put(row, ("sources", len(row.data["sources"])), name, cells)
    for name in ("sex", "illustration", "illustration_fit"):
        _put(row, (name,), name, cells)
    languages = [(match.group(1), name) for name in cells if (match := _LANGUAGE.match(name))]
    if languages:
        row.data["names"] = {}
        row.columns[("names",)] = languages[0][1]
        for language, name in languages:
            _put(row, ("names", language), name, cells)
    _put(row, ("notes",), "notes", cells)
    return row


def _put(row: RowData, loc: Location, column: str, cells: dict[str, Any]) -> None:
    if column not in cells:
        return
    target = row.data
    for key in loc[:-1]:
        target = target[key]
    if isinstance(target, list):
        target.append(cells[column])
    else:
        target[loc[-1]] = cells[column]
    row.columns[loc] = column
