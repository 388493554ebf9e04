"""An ANIMALIA deck.yaml from file to diagnostics: its shape, then the deck's own rules.

A deck walk meets an ANIMALIA deck as a deck.yaml whose `game:` is animalia; it hands the
document here instead of reading it as a FAUNA manifest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fauna_cards.games.animalia.cards import AnimaliaDeck
from fauna_cards.games.animalia.checks import check_animalia_deck
from fauna_cards.load.documents import validate_partially
from fauna_cards.load.yamlio import Document, load_yaml
from fauna_cards.model.diagnostics import Diagnostic

GAME = "animalia"


def is_animalia_deck(document: Document) -> bool:
    """True for a document that says `game: animalia` at its top level."""
    data: Any = document.data
    return isinstance(data, dict) and data.get("game") == GAME


def check_animalia_document(document: Document) -> tuple[AnimaliaDeck | None, list[Diagnostic]]:
    """The deck if it is complete (its shape is right; rule findings may remain), and every
    diagnostic: shape problems, then the rules run on what could be read."""
    deck, complete, diagnostics = validate_partially(document, AnimaliaDeck)
    if deck is not None:
        diagnostics = diagnostics + document.place(check_animalia_deck(deck))
    return (deck if complete else None), sorted(diagnostics)


def load_animalia_deck(path: Path, display: str | None = None) -> tuple[AnimaliaDeck | None, list[Diagnostic]]:
    """Read and check one deck.yaml. Raises IOTrouble only when the file cannot be read."""
    return check_animalia_document(load_yaml(path, display or path.as_posix()))
