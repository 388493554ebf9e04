"""`fauna map`: the world map of one animal, its areas filled, their neighbours marked."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands._shared import animal_in_deck, fail, guarded, load_deck_or_exit

OUTPUT_KINDS = {".svg": "svg", ".pdf": "pdf", ".png": "png"}


def map_command(
    target: Annotated[str, typer.Argument(metavar="ID|FILE", help="An animal id in the deck, or a record file.")],
    output: Annotated[
        Optional[Path],
        typer.Option("--output", "-o", help="out.svg, out.png or out.pdf. Default: SVG on standard output.", show_default=False),
    ] = None,
    board_detail: Annotated[bool, typer.Option("--board-detail", help="Use the detailed outlines (for large prints).")] = False,
    deck: Annotated[str, typer.Option("--deck", "-d", metavar="PATH", help="The deck to look the id up in.")] = "deck",
    width: Annotated[int, typer.Option("--width", min=100, max=10000, help="Width in pixels (SVG, PNG).")] = 1200,
) -> None:
    """Draw the world map of one animal in the Equal Earth projection.

    The animal's areas are filled; the areas next to them, which score in FAUNA, are lightly
    marked (none for an animal in 17 or more areas, whose neighbours score nothing).
    """
    with guarded():
        from fauna_cards.atomic import write_atomic
        from fauna_cards.geo.artwork import world_art
        from fauna_cards.geo.render import render_map
        from fauna_cards.load.boards import load_board
        from fauna_cards.rules.fauna import scoring_neighbours

        kind = "svg"
        if output is not None:
            kind = OUTPUT_KINDS.get(output.suffix.lower(), "")
            if not kind:
                fail(f"cannot tell the format of {output}: use .svg, .png or .pdf")
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
        data = render_map(art, animal, adjacent, kind, width, record.name)
        if output is None:
            sys.stdout.write(data.decode("utf-8"))
        else:
            write_atomic(output, data)
            typer.echo(f"wrote {output} ({len(data):,} bytes)", err=True)
