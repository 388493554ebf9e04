"""`fauna spaces`: the spaces each measure of a checked deck makes correct on a board."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.services.decks import checked_deck, chosen_board
from fauna_cards.views.spaces import SpacesView, spaces_view


@dataclass(frozen=True)
class SpacesOptions:
    paths: tuple[str, ...]
    board: str | None  # None: the deck's first board, else fauna-metric


def deck_spaces(options: SpacesOptions) -> SpacesView:
    result = checked_deck(list(options.paths))
    board = chosen_board(options.board, result)
    return spaces_view(board.board, [loaded.record for loaded in result.records])
