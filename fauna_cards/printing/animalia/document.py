"""ANIMALIA cards in one PDF, through FAUNA's sheet layouts (printing.document.lay_out): the
same grids, duplex backs, gutter-fold, service pages, crop marks and check bar."""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path

from fauna_cards.printing.animalia.faces import AnimaliaDrawer
from fauna_cards.printing.canvas import new_canvas
from fauna_cards.printing.document import PrintCard, PrintOptions, Progress, lay_out
from fauna_cards.printing.images import prepare


def animalia_pdf(cards: Sequence[PrintCard], options: PrintOptions, deck_root: Path,
                 progress: Progress | None = None) -> tuple[bytes, int, list[str]]:
    """The PDF, its page count and what drawing had to shorten (as warnings). The same cards
    and options give the same bytes."""
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, options.title)
    pictures = {face.illustration for card in cards for face in (card.front, card.back)
                if face.illustration is not None}
    drawer = AnimaliaDrawer(canvas, prepare(canvas, pictures, deck_root), options.words)
    pages = lay_out(canvas, cards, options, drawer.draw, progress)
    canvas.save()
    return buffer.getvalue(), pages, drawer.notes
