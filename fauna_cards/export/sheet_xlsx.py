"""The deck as an XLSX workbook: the sheet Animals (the header row, one row per animal, every
cell text) and the sheet Deck (the deck's settings, a field and its value a row). The same
deck gives the same bytes: the workbook's dates and the archive's times are fixed."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime

from fauna_cards.export.deck_formats import DeckToExport
from fauna_cards.export.sheet_table import sheet_table
from fauna_cards.model.sheet_layout import ANIMALS_SHEET, DECK_SHEET

FIXED_TIME = datetime(2000, 1, 1)
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def export(deck: DeckToExport) -> bytes:
    from openpyxl import Workbook
    from openpyxl.writer.excel import ExcelWriter

    table = sheet_table(deck)
    book = Workbook(write_only=True)
    book.properties.created = book.properties.modified = FIXED_TIME
    book.properties.creator = "fauna-cards"
    animals = book.create_sheet(ANIMALS_SHEET)
    animals.append(table.columns)
    for row in table.rows:
        animals.append([row.get(column) for column in table.columns])
    settings = book.create_sheet(DECK_SHEET)
    settings.append(["field", "value"])
    for key, value in table.settings.items():
        settings.append([key, value])
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as archive:
        ExcelWriter(book, archive).save()
    return _fixed_times(buffer.getvalue())


def _fixed_times(data: bytes) -> bytes:
    """The archive again, every entry dated the same."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            entry = zipfile.ZipInfo(info.filename, ZIP_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(entry, source.read(info.filename))
    return out.getvalue()
