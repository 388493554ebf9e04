"""The deck as CSV: the header row, then one row per animal (UTF-8, comma-separated, CRLF
line ends as RFC 4180 has them). The deck's settings have no place in a CSV."""

from __future__ import annotations

import csv
import io

from fauna_cards.export.deck_formats import DeckToExport
from fauna_cards.export.sheet_table import sheet_table


def export(deck: DeckToExport) -> bytes:
    table = sheet_table(deck)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(table.columns)
    for row in table.rows:
        writer.writerow([row.get(column, "") for column in table.columns])
    return buffer.getvalue().encode("utf-8")
