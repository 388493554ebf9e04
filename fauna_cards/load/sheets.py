"""Spreadsheets (CSV, XLSX, JSON in the layout of model/sheet_layout.py) to rows of cells,
each cell with the place an editor shows it at: `animals.csv:12:6` (line and column of the
text), `animals.json:12:6`, `animals.xlsx:Animals!F12` (sheet and cell)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from fauna_cards.errors import IOTrouble
from fauna_cards.model.sheet_layout import ANIMALS_SHEET, DECK_SHEET
from fauna_cards.safe_io import read_bounded

MAX_SHEET_BYTES = 256 * 1024 * 1024
SUFFIXES = (".csv", ".xlsx", ".json")


@dataclass
class Sheet:
    """The animals' rows (column -> cell text, blank cells left out), the deck's settings
    when the file holds them, and where each cell is."""

    display: str
    header: list[str]
    rows: list[dict[str, Any]]
    settings: dict[str, Any] | None
    # (row index or None for the header, column or None for the row's first cell) -> (line, column)
    position: Callable[[int | None, str | None], tuple[int, int]]
    setting_position: Callable[[str | None], tuple[int, int]] = lambda key: (1, 1)
    cell_names: bool = False  # XLSX: addresses are Sheet!A1
    setting_rows: dict[str, int] = field(default_factory=dict)

    def address(self, file: str, line: int, column: int) -> str:
        """How a place in this file is written in a report."""
        if self.cell_names:
            sheet = DECK_SHEET if file.endswith(f"#{DECK_SHEET}") else ANIMALS_SHEET
            return f"{self.display}:{sheet}!{_letter(column)}{line}"
        return f"{self.display}:{line}:{column}"


def read_sheet(path: Path, display: str) -> Sheet:
    """IOTrouble for a file that cannot be read or is not a spreadsheet of this layout."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise IOTrouble(f"{display}: not a spreadsheet fauna reads (.csv, .xlsx or .json)")
    raw = read_bounded(path, display, MAX_SHEET_BYTES)
    if suffix == ".xlsx":
        return _read_xlsx(raw, display)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise IOTrouble(f"{display}: not UTF-8; save it as UTF-8") from None
    return _read_csv(text, display) if suffix == ".csv" else _read_json(text, display)


def cell_text(value: Any) -> str | None:
    """A cell as the text an author typed; None for a blank one."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    text = str(value)
    return text if text.strip() else None


def _rows_from(header: list[str], records: list[list[Any]]) -> list[dict[str, Any]]:
    rows = []
    for record in records:
        cells = {name: text for name, value in zip(header, record) if name and (text := cell_text(value)) is not None}
        rows.append(cells)
    return rows


def _read_csv(text: str, display: str) -> Sheet:
    records = scan_csv(text)
    if not records:
        raise IOTrouble(f"{display}: empty; the first row names the columns")
    header = [value.strip() for value, _, _ in records[0]]
    body = [record for record in records[1:] if any(value.strip() for value, _, _ in record)]
    rows = _rows_from(header, [[value for value, _, _ in record] for record in body])

    def position(index: int | None, column: str | None) -> tuple[int, int]:
        record = records[0] if index is None else body[index]
        at = header.index(column) if column in header else 0
        _, line, col = record[at] if at < len(record) else record[0]
        return line, col

    return Sheet(display, header, rows, None, position)


def scan_csv(text: str) -> list[list[tuple[str, int, int]]]:
    """CSV (RFC 4180, comma-separated, fields quoted with doubled quotes) as records of
    (value, line, column) of each field's first character."""
    records: list[list[tuple[str, int, int]]] = []
    record: list[tuple[str, int, int]] = []
    value: list[str] = []
    line, col = 1, 1
    start = (1, 1)
    quoted = False
    at_start = True
    index = 0
    while index < len(text):
        char = text[index]
        if quoted:
            if char == '"' and text[index + 1:index + 2] == '"':
                value.append('"')
                index += 1
                col += 1
            elif char == '"':
                quoted = False
            else:
                value.append(char)
        elif char == '"' and at_start:
            quoted = True
        elif char == ",":
            record.append(("".join(value), *start))
            value, at_start, start = [], True, (line, col + 1)
            index, col = index + 1, col + 1
            continue
        elif char in "\r\n":
            record.append(("".join(value), *start))
            records.append(record)
            if char == "\r" and text[index + 1:index + 2] == "\n":
                index += 1
            record, value, at_start = [], [], True
            line, col, index = line + 1, 1, index + 1
            start = (line, col)
            continue
        else:
            value.append(char)
        at_start = False
        if char == "\n":
            line, col = line + 1, 1
        else:
            col += 1
        index += 1
    if value or record:
        record.append(("".join(value), *start))
        records.append(record)
    return records


def _read_json(text: str, display: str) -> Sheet:
    try:
        data = json.loads(text)
    except ValueError as error:
        raise IOTrouble(f"{display}: not JSON: {error}") from None
    animals = data.get("animals") if isinstance(data, dict) else None
    if not isinstance(animals, list) or not all(isinstance(row, dict) for row in animals):
        raise IOTrouble(f'{display}: expected {{"deck": {{...}}, "animals": [{{column: cell, ...}}, ...]}}')
    header = list(dict.fromkeys(name for row in animals for name in row))
    rows = [{str(name): text for name, value in row.items() if (text := cell_text(value)) is not None}
            for row in animals]
    settings = data.get("deck") if isinstance(data.get("deck"), dict) else None
    positions: list[Any] = []

    def locate(*keys: Any) -> tuple[int, int]:
        if not positions:
            positions.append(_round_trip(text))
        node, line, col = positions[0], 1, 1
        for key in keys:
            lc = getattr(node, "lc", None)
            try:
                place = lc.item(key) if isinstance(node, list) else lc.value(key)
                node = node[key]
            except (AttributeError, KeyError, IndexError, TypeError):
                break
            line, col = place[0] + 1, place[1] + 1
        return line, col

    def position(index: int | None, column: str | None) -> tuple[int, int]:
        if index is None:
            return locate("animals")
        return locate("animals", index, *([column] if column in rows[index] else []))

    return Sheet(display, header, rows, settings, position, lambda key: locate("deck", *([key] if key else [])))


def _round_trip(text: str) -> Any:
    from ruamel.yaml import YAML

    try:
        return YAML(typ="rt").load(text.replace("\t", " "))
    except Exception:  # noqa: BLE001 - positions are a help: without them, 1:1
        return {}


def _read_xlsx(raw: bytes, display: str) -> Sheet:
    import io
    import zipfile

    from openpyxl import load_workbook

    try:
        book = load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
    except (zipfile.BadZipFile, KeyError, ValueError, OSError) as error:
        raise IOTrouble(f"{display}: not an XLSX workbook ({error})") from None
    if ANIMALS_SHEET not in book.sheetnames:
        raise IOTrouble(f"{display}: no sheet named {ANIMALS_SHEET!r}")
    table = [list(row) for row in book[ANIMALS_SHEET].iter_rows(values_only=True)]
    if not table:
        raise IOTrouble(f"{display}: the sheet {ANIMALS_SHEET!r} is empty; its first row names the columns")
    header = [cell_text(value) or "" for value in table[0]]
    numbers = [number for number, row in enumerate(table[1:], start=2) if any(cell_text(v) for v in row)]
    rows = _rows_from([name.strip() for name in header], [table[number - 1] for number in numbers])
    header = [name.strip() for name in header]
    settings, setting_rows = None, {}
    if DECK_SHEET in book.sheetnames:
        settings = {}
        for number, row in enumerate(book[DECK_SHEET].iter_rows(values_only=True), start=1):
            key, value = (cell_text(row[0]) if row else None), (cell_text(row[1]) if len(row) > 1 else None)
            if key and value is not None and number > 1:
                settings[key.strip()] = value
                setting_rows[key.strip()] = number
    book.close()

    def position(index: int | None, column: str | None) -> tuple[int, int]:
        at = header.index(column) + 1 if column in header else 1
        return (1 if index is None else numbers[index]), at

    return Sheet(display, header, rows, settings, position,
                 lambda key: (setting_rows.get(key or "", 1), 2 if key in setting_rows else 1),
                 cell_names=True, setting_rows=setting_rows)


def _letter(column: int) -> str:
    letters = ""
    while column > 0:
        column, rest = divmod(column - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters
