"""`fauna regions`: the KOMPAKT regions of the map's areas, or of each animal."""

from __future__ import annotations

from typing import Annotated, Optional

from fauna_cards.commands.guard import guarded
from fauna_cards.commands.options import FORMAT_OPTION, OptionalPaths, board_option, formats, paths_argument
from fauna_cards.commands.output import emit

RegionsFormat = formats("table", "json")


def regions(
    paths: Annotated[OptionalPaths, paths_argument(
        "Record files or deck folders; none: the area-to-region table.")] = None,
    board: Annotated[Optional[str], board_option(
        "The board whose map to use. Default: the deck's first board, else fauna-metric.")] = None,
    output_format: Annotated[RegionsFormat, FORMAT_OPTION] = RegionsFormat.table,  # type: ignore[valid-type, attr-defined]
) -> None:
    """Map areas to KOMPAKT regions.

    With no path: every area, its name and its regions. With paths: each animal's areas, its regions
    and their count (what a KOMPAKT card shows), and, on a FAUNA board, the points a correct
    and an adjacent area score.
    """
    with guarded():
        from fauna_cards.render import render
        from fauna_cards.services.regions import RegionsOptions, regions as regions_of

        emit(render(regions_of(RegionsOptions(tuple(paths or ()), board)), output_format.value))
