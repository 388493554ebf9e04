"""`fauna print`: a deck's cards, chosen and exported by name (export/), or the alignment
test page."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.export import Exported, ExportOptions, Progress, exporter, faces_per_card
from fauna_cards.services.cards import DeckCards


@dataclass(frozen=True)
class PrintRequest:
    deck: str
    export: ExportOptions
    game: str = "fauna"  # which game's faces the cards carry
    units: str = "metric"
    select: str | None = None  # comma-separated animal ids
    difficulty: str = "any"


def check_paper(options: ExportOptions) -> None:
    """IOTrouble for a paper or card size that maps/print/paper.yaml lacks, before anything
    is loaded or drawn."""
    from fauna_cards.export.options import print_options

    print_options(options)


def alignment_test(options: ExportOptions) -> bytes:
    """Two pages of targets, front and back, to check how the printer aligns them."""
    from fauna_cards.export.options import print_options
    from fauna_cards.printing.document import test_page

    return test_page(print_options(options))


def choose_cards(request: PrintRequest) -> DeckCards:
    """The checked deck's cards that the request selects (SelectionError if none)."""
    from fauna_cards.services.cards import deck_cards
    from fauna_cards.services.decks import checked_deck

    result = checked_deck([request.deck], pictures=True)
    return deck_cards(result, request.deck, request.game, request.units, request.select, request.difficulty,
                      request.export.language)


def face_count(cards: DeckCards, options: ExportOptions) -> int:
    return faces_per_card(options.exporter) * len(cards.cards)


def export_cards(cards: DeckCards, options: ExportOptions, progress: Progress | None = None) -> tuple[Exported, list[str]]:
    """The exported file and what drawing found to warn about (text cut short, pictures
    cropped hard), card by card."""
    warnings: list[str] = []
    return exporter(options.exporter)(cards, options, progress, warnings), warnings
