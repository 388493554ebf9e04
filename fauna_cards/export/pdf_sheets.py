"""The PDF layouts of the cards: sheets for a home printer (duplex, gutterfold, fronts) and
one face per page for a print service. The layout is the exporter's name."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fauna_cards.export import Exported, ExportOptions, Progress
from fauna_cards.export.options import print_options


def export(cards: Any, options: ExportOptions, progress: Progress | None = None,
           warnings: list[str] | None = None) -> Exported:
    """`cards` is services.cards.DeckCards: the faces, the map artwork and the deck's title.
    What drawing finds (text cut short, pictures cropped hard) is added to `warnings`."""
    from fauna_cards.printing.document import build_pdf

    sheet = replace(print_options(replace(options, language=cards.language)), title=cards.title,
                    credits=cards.credits)
    data, pages = build_pdf(cards.cards, sheet, progress, cards.world_art, warnings)
    return Exported(data, pages)
