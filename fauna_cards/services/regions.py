"""`fauna regions`: the KOMPAKT regions of every area, or of each animal of a deck."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.services.decks import DEFAULT_BOARD, checked_deck, chosen_board
from fauna_cards.views.regions import AnimalRegionsView, AreaRegionsView, animal_regions_view, area_regions_view


@dataclass(frozen=True)
class RegionsOptions:
    paths: tuple[str, ...]  # none: every area of the board's map
    board: str | None


def regions(options: RegionsOptions) -> AreaRegionsView | AnimalRegionsView:
    from fauna_cards.load.boards import load_board

    if not options.paths:
        return area_regions_view(load_board(options.board or DEFAULT_BOARD).world)
    result = checked_deck(list(options.paths))
    loaded = chosen_board(options.board, result)
    return animal_regions_view(loaded.world, [item.record for item in result.records],
                               loaded.board.game)
