"""`fauna map`: the world map of one animal, its areas filled, their neighbours marked."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands._shared import animal_in_deck, fail, guarded, load_deck_or_exit, say

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
    deck: Annotated[str, typer.Option("--deck", "-d", metavar="PATH", help="The deck to look the id up in.")] = "deck",
    width: Annotated[
        Optional[int],
        typer.Option("--width", min=100, max=10000, show_default=False,
                     help="Width in pixels (SVG, PNG). Default: 1200; 3600 with --all."),
    ] = None,
) -> None:
    """Draw the world map of one animal, or with --all the labelled map of every area.

    One animal's map is in the Equal Earth projection: its areas filled, the areas next to
    them, which score in FAUNA, lightly marked (none for an animal in 17 or more areas,
    whose neighbours score nothing). The map of every area is the board's own map, each
    area named with its id, for authors choosing areas and players learning the board.
    """
    with guarded():
        from fauna_cards.geo.artwork import world_art
        from fauna_cards.geo.render import render_map
        from fauna_cards.load.boards import load_board
        from fauna_cards.games.fauna.scoring import scoring_neighbours

        kind = "svg"
        if output is not None:
            kind = OUTPUT_KINDS.get(output.suffix.lower(), "")
            if not kind:
                fail(f"cannot tell the format of {output}: use .svg, .png or .pdf")
        if every_area:
            if target is not None:
                fail("--all draws every area: give no animal")
            from fauna_cards.services.area_map import labelled_map

            data = labelled_map(load_board("fauna-metric").world, kind, width or 3600)
            _write(output, data)
            return
        if target is None:
            fail("give an animal id or record file, or --all for the map of every area")
        width = width or 1200
        if Path(target).is_dir():
            fail(f"{target} is a folder: give an animal id or one record file")
        if Path(target).is_file():
            result = load_deck_or_exit([target])
            records = [loaded.record for loaded in result.records]
            if len(records) != 1:
                fail(f"{target} holds {len(records)} animals: give one record file")
            record = records[0]
        else:
            record, result = animal_in_deck(target, deck)
        world = (result.deck_boards[0] if result.deck_boards else load_board("fauna-metric")).world
        art = world_art("board" if board_detail else "card")
        if {area.id for area in art.areas} != set(world.areas):
            fail("the shapes in maps/geometry/ draw the FAUNA map; this deck's board uses another map")
        animal = set(record.areas)
        adjacent = set(scoring_neighbours(world, list(record.areas)))
        _write(output, render_map(art, animal, adjacent, kind, width, record.name))


def _write(output: Optional[Path], data: bytes) -> None:
    from fauna_cards.atomic import write_atomic

    if output is None:
        sys.stdout.write(data.decode("utf-8"))
    else:
        write_atomic(output, data)
        say(f"wrote {output} ({len(data):,} bytes)", err=True)
