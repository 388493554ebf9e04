"""`fauna spaces`: the correct and adjacent scale spaces of each animal's measures."""

from __future__ import annotations

from typing import Annotated, Optional

from fauna_cards.commands.guard import guarded
from fauna_cards.commands.options import (
    DEFAULT_DECK, FORMAT_OPTION, OptionalPaths, board_option, formats, paths_argument,
)
from fauna_cards.commands.output import emit

SpacesFormat = formats("table", "json", "csv")


def spaces(
    paths: Annotated[OptionalPaths, paths_argument("Record files or deck folders. Default: deck/.")] = None,
    board: Annotated[Optional[str], board_option(
        "The board to place the measures on. Default: the deck's first board, else fauna-metric.")] = None,
    output_format: Annotated[SpacesFormat, FORMAT_OPTION] = SpacesFormat.table,  # type: ignore[valid-type, attr-defined]
) -> None:
    """Show which spaces of the board's scales are correct and adjacent for each measure.

    Space indexes count from 1 at the light or short end of each scale, as in `fauna board
    show`; min and max are in kilograms or metres. On a KOMPAKT board only the correct fields
    are shown: a neighbouring field scores nothing there.
    """
    with guarded():
        from fauna_cards.render import render
        from fauna_cards.services.spaces import SpacesOptions, deck_spaces

        view = deck_spaces(SpacesOptions(tuple(paths or [DEFAULT_DECK]), board))
        emit(render(view, output_format.value))
