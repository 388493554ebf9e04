"""`fauna export`: a checked deck to a file of the format asked for (export/deck_formats.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fauna_cards.errors import IOTrouble


@dataclass(frozen=True)
class ExportDeckOptions:
    deck: str  # a deck folder or its deck.yaml
    format: str  # a name of export.deck_formats.format_names()


def export_deck(options: ExportDeckOptions) -> bytes:
    """The deck in the format asked for; DeckHasErrors for a deck with errors, IOTrouble for
    a path that holds more than one deck."""
    from fauna_cards.export.deck_formats import DeckToExport, deck_format
    from fauna_cards.services.decks import checked_deck

    result = checked_deck([options.deck])
    if len(result.manifests) > 1:
        raise IOTrouble(f"{options.deck} holds {len(result.manifests)} decks: name one deck's folder")
    root = Path(options.deck)
    root = root.parent if root.is_file() else root
    manifest = result.manifests[0][1] if result.manifests else None
    records = [(loaded.path, loaded.record) for loaded in result.records]
    return deck_format(options.format)(DeckToExport(root, records, manifest))
