"""`fauna map`: the world map of one animal, its areas filled, their neighbours marked.
(map_: `map` is Python's own.)"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import fail, guarded
from fauna_cards.commands.options import DEFAULT_DECK, LANGUAGE_CHOICES, deck_option
from fauna_cards.commands.output import say

OUTPUT_KINDS = {".svg": "svg", ".pdf": "pdf", ".png": "png"}


def map_command(
    target: Annotated[
        Optional[str],
        typer.Argument(metavar="ID|FILE", help="An animal id in the deck, or a record file.", show_default=False),
    ] = None,
    every_area: Annotated[bool, typer.Option("--all", help="Instead of one animal: every area with its name and id, "
                                             "on the board's map (always at board detail).")] = False,
    output: Annotated[
        Optional[Path],
        typer.Option("--output", "-o", help="out.svg, out.png or out.pdf. Default: SVG on standard output.", show_default=False),
    ] = None,
    board_detail: Annotated[bool, typer.Option("--board-detail", help="Use the detailed outlines (for large prints).")] = False,
    deck: Annotated[str, deck_option("The deck to look the id up in.")] = DEFAULT_DECK,
    width: Annotated[
        Optional[int],
        typer.Option("--width", min=100, max=10000, show_default=False,
                     help="Width in pixels (SVG, PNG). Default: 1200; 3600 with --all."),
    ] = None,
    language: Annotated[
        Optional[str],
        typer.Option("--language", "-l", metavar=LANGUAGE_CHOICES, show_default=False,
                     help="The language of the area names and caption with --all (default: English), or of "
                          "the animal's name, the map's title (default: the record's name)."),
    ] = None,
) -> None:
    """Draw the world map of one animal, or with --all the labelled map of every area.

    One animal's map is in the Equal Earth projection: its areas filled, the areas next to
    them, which score in FAUNA, lightly marked (none for an animal in 17 or more areas,
    whose neighbours score nothing). The map of every area is the board's own map, each
    area named with its id, for authors choosing areas and players learning the board.
    """
    with guarded():
        from fauna_cards.extras import require
        from fauna_cards.load.languages import check_language
        from fauna_cards.services.map_ import MapOptions, draw_map

        kind = "svg"
        if output is not None:
            kind = OUTPUT_KINDS.get(output.suffix.lower(), "")
            if not kind:
                fail(f"cannot tell the format of {output}: use .svg, .png or .pdf")
        if every_area and target is not None:
            fail("--all draws every area: give no animal")
        if not every_area and target is None:
            fail("give an animal id or record file, or --all for the map of every area")
        if language is not None:
            check_language(language)
        require("print")  # every map belongs to the [print] extra (see extras.require)
        _write(output, draw_map(MapOptions(kind, target, every_area, width, board_detail, deck, language)))


def _write(output: Optional[Path], data: bytes) -> None:
    from fauna_cards.atomic import write_atomic

    if output is None:
        sys.stdout.write(data.decode("utf-8"))
    else:
        write_atomic(output, data)
        say(f"wrote {output} ({len(data):,} bytes)", err=True)
