"""A deck as the rows of the spreadsheet layout (model/sheet_layout.py): what every
spreadsheet format writes."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from fauna_cards.export.deck_formats import DeckToExport
from fauna_cards.format_yaml.layout import MANIFEST
from fauna_cards.model.sheet_layout import LIST_SETTINGS, SIDES, columns_for, record_row

# The deck settings a sheet holds: every field of deck.yaml, in its order, but the cards (a column each).
SETTINGS = tuple(key for key in MANIFEST.order if key != "cards")


@dataclass(frozen=True)
class SheetTable:
    columns: list[str]
    rows: list[dict[str, str]]
    settings: dict[str, str]


def sheet_table(deck: DeckToExport) -> SheetTable:
    """Rows in card order (front, then back), then any animal on no card."""
    places: dict[str, tuple[int, str]] = {}
    for number, card in enumerate(getattr(deck.manifest, "cards", None) or [], start=1):
        for side, animal in zip(SIDES, card):
            places.setdefault(animal, (number, side))
    order = {animal: position for position, animal in enumerate(places)}
    records = sorted(deck.records, key=lambda pair: order.get(pair[1].id, len(order)))
    rows = []
    for path, record in records:
        card, side = places.get(record.id, (None, None))
        rows.append(record_row(record, _illustration(deck, path, record), card, side))
    return SheetTable(columns_for([record for _, record in records]), rows, _settings(deck.manifest))


def _illustration(deck: DeckToExport, path: Any, record: Any) -> str | None:
    """The illustration's path from the deck's animals/ folder, where import writes records."""
    if not record.illustration:
        return None
    target = os.path.normpath(path.parent / record.illustration)
    return os.path.relpath(target, deck.root / "animals").replace(os.sep, "/")


def _settings(manifest: Any) -> dict[str, str]:
    if manifest is None:
        return {}
    values: dict[str, Any] = manifest.model_dump(exclude_unset=True)
    settings = {}
    for key in SETTINGS:
        value = values.get(key)
        if value is not None:
            settings[key] = LIST_SETTINGS[key].join(value) if isinstance(value, list) else str(value)
    return settings
