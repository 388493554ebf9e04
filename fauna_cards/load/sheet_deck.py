"""A spreadsheet checked as a deck: each row becomes the data a YAML record holds and goes
through the same validation and rules as `fauna validate`; each finding's key path is then
placed at the cell it came from (`place`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fauna_cards.catalog import diagnostic
from fauna_cards.checks.deck import check_deck
from fauna_cards.checks.records import check_record
from fauna_cards.errors import IOTrouble
from fauna_cards.load.documents import DataError, validate_partially
from fauna_cards.load.sheets import Sheet
from fauna_cards.load.yamlio import Document
from fauna_cards.model.diagnostics import Diagnostic, Finding
from fauna_cards.model.record import DEFAULT_DECK_BOARDS, AnimalRecord, DeckManifest
from fauna_cards.model.sheet_layout import (CARD, DECK_SHEET, LIST_SETTINGS, SIDE, SIDES, RowData, known_column,
                                            row_data)
from fauna_cards.suggest import did_you_mean

DEFAULT_SETTINGS = {"version": "1.0.0", "language": "en"}


@dataclass
class CheckedSheet:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)  # record data, in field order
    manifest: dict[str, Any] = field(default_factory=dict)  # deck.yaml data

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")


def place(sheet: Sheet, finding: Finding, row: RowData | None = None, index: int | None = None,
          card_rows: list[list[int]] | None = None) -> Diagnostic:
    """The cell a finding's key path came from: a record's key in its row (`index`), a deck
    key in the deck's settings, a card in the `card` cell of its animal's row."""
    file, loc = sheet.display, finding.loc
    if row is not None:
        line, column = sheet.position(index, row.column_of(loc))
    elif loc and loc[0] == "cards" and card_rows is not None and len(loc) > 1 and loc[1] < len(card_rows):
        rows = card_rows[loc[1]]  # type: ignore[index]
        at = loc[2] if len(loc) > 2 and isinstance(loc[2], int) and loc[2] < len(rows) else 0
        line, column = sheet.position(rows[at], CARD)
    elif sheet.settings is not None and loc and loc[0] != "cards":
        line, column = sheet.setting_position(str(loc[0]))
        file = f"{file}#{DECK_SHEET}"
    else:
        line, column = sheet.position(None, None)
    return diagnostic(file, line, column, finding.code, finding.message, finding.hint)


class _Placed(Document):
    """A row or the deck's settings as a Document whose findings land on cells."""

    def __init__(self, sheet: Sheet, data: dict[str, Any], **where: Any) -> None:
        super().__init__(Path(sheet.display), sheet.display)
        self.data, self.sheet, self.where = data, sheet, where

    def _place(self, finding: Finding) -> Diagnostic:
        return place(self.sheet, finding, **self.where)


def check_sheet(sheet: Sheet, deck_root: Path) -> CheckedSheet:
    from fauna_cards.load.boards import load_board

    result = CheckedSheet()
    result.diagnostics += _header_problems(sheet)
    cards, card_rows = _cards(sheet, result)
    settings = {"title": Path(sheet.display).stem, **DEFAULT_SETTINGS, **_settings(sheet.settings or {})}
    result.manifest = {**settings, "cards": cards}
    manifest_doc = _Placed(sheet, result.manifest, card_rows=card_rows)
    manifest, complete, diagnostics = validate_partially(manifest_doc, DeckManifest)
    result.diagnostics += diagnostics
    boards = []
    for number, spec in enumerate(getattr(manifest, "boards", None) or DEFAULT_DECK_BOARDS):
        try:
            boards.append(load_board(spec, deck_root))
        except (IOTrouble, DataError) as error:
            result.diagnostics += manifest_doc.place([Finding(("boards", number), "unknown-board", str(error))])
    world = boards[0].world if boards else load_board(DEFAULT_DECK_BOARDS[0]).world
    documents: dict[str, _Placed] = {sheet.display: manifest_doc}
    loaded: list[tuple[str, AnimalRecord]] = []
    for index, cells in enumerate(sheet.rows):
        row = row_data(cells)
        document = _Placed(sheet, row.data, row=row, index=index)
        record, record_complete, diagnostics = validate_partially(document, AnimalRecord)
        result.diagnostics += diagnostics
        result.records.append(row.data)
        if record is None:
            continue
        result.diagnostics += document.place(check_record(record, world, [b.board for b in boards]))
        if hasattr(record, "id") and hasattr(record, "name"):
            name = sheet.address(sheet.display, *sheet.position(index, "id"))
            documents[name] = document
            loaded.append((name, record))
    for placed in check_deck(loaded, (sheet.display, manifest) if complete else None):
        result.diagnostics += documents[placed.file].place([placed.finding])
    result.diagnostics = sorted(set(result.diagnostics))
    return result


def _header_problems(sheet: Sheet) -> list[Diagnostic]:
    from fauna_cards.model.sheet_layout import LEADING

    return [diagnostic(sheet.display, *sheet.position(None, name), "unknown-field", f"unknown column {name!r}",
                       did_you_mean(name, LEADING))
            for name in sheet.header if name and not known_column(name)]


def _settings(raw: dict[str, Any]) -> dict[str, Any]:
    """The deck's settings as deck.yaml holds them: boards, translations and credits as lists,
    numbers as numbers."""
    settings = dict(raw)
    for key, separator in LIST_SETTINGS.items():
        if isinstance(settings.get(key), str):
            settings[key] = [part.strip() for part in settings[key].split(separator.strip() or separator)
                             if part.strip()]
    count = settings.get("sources_per_record")
    if isinstance(count, str) and count.isdigit():
        settings["sources_per_record"] = int(count)
    return settings


def _cards(sheet: Sheet, result: CheckedSheet) -> tuple[list[list[str]], list[list[int]]]:
    """deck.yaml's cards from the `card` and `side` cells, in card number order, and the
    rows of each card's animals (for placing findings)."""
    sides: dict[int, dict[str, list[int]]] = {}
    for index, cells in enumerate(sheet.rows):
        number, side = cells.get(CARD), cells.get(SIDE)
        if number is None:
            continue
        if not number.strip().isdigit() or int(number) < 1:
            result.diagnostics.append(place(sheet, Finding((CARD,), "invalid-value",
                f"card {number!r} is not a card number", "the number of the card, 1 or more"),
                RowData({}, {(CARD,): CARD}), index))
            continue
        if side not in SIDES:
            result.diagnostics.append(place(sheet, Finding((SIDE,), "invalid-value",
                f"side {side!r} is not front or back" if side else "the side of the card is missing",
                "front or back"), RowData({}, {(SIDE,): SIDE}), index))
            continue
        sides.setdefault(int(number), {"front": [], "back": []})[side].append(index)
    cards, card_rows = [], []
    for number in sorted(sides):
        fronts, backs = sides[number]["front"], sides[number]["back"]
        rows = fronts + backs
        if len(rows) == 2 and len(fronts) != 1:
            twice = "front" if fronts else "back"
            result.diagnostics.append(place(sheet, Finding((SIDE,), "invalid-value",
                f"card {number} has two {twice}s", "one animal on the front, one on the back"),
                RowData({}, {(SIDE,): SIDE}), rows[1]))
        cards.append([sheet.rows[index].get("id", "") for index in rows])
        card_rows.append(rows)
    return cards, card_rows
