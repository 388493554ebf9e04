"""The deck as JSON: {"deck": settings, "animals": [one object per animal]}, each object
the row's cells by column, blank cells left out; one animal a line."""

from __future__ import annotations

import json

from fauna_cards.export.deck_formats import DeckToExport
from fauna_cards.export.sheet_table import sheet_table


def export(deck: DeckToExport) -> bytes:
    table = sheet_table(deck)
    animals = ",\n".join("    " + json.dumps({c: row[c] for c in table.columns if c in row}, ensure_ascii=False)
                         for row in table.rows)
    text = f'{{\n  "deck": {json.dumps(table.settings, ensure_ascii=False)},\n  "animals": [\n{animals}\n  ]\n}}\n'
    return text.encode("utf-8")
