"""Printing the game's boards: the FAUNA board (tiled onto the paper, or one sheet for a
copy shop) and KOMPAKT's nine board cards."""

from __future__ import annotations

import io
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from reportlab.lib.units import mm

from fauna_cards.errors import DoesNotFit, IOTrouble
from fauna_cards.load.boards import LoadedBoard
from fauna_cards.load.printing import components
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.language import Words
from fauna_cards.model.printing import Sheet, millimetres

if TYPE_CHECKING:
    from fauna_cards.printing.document import PrintOptions


@dataclass(frozen=True)
class PrintedBoard:
    data: bytes
    pages: int
    summary: str  # what was written, in a few words


def fauna_board_pdf(loaded: LoadedBoard, paper: Sheet, printer_margin: float, words: Words) -> PrintedBoard:
    """The FAUNA board for `loaded`'s scales on `paper`, in `words`' language; margins in mm."""
    from fauna_cards.geo.board_map import area_labels, aspect, board_map
    from fauna_cards.printing.board import board_layout, draw_board
    from fauna_cards.printing.canvas import new_canvas
    from fauna_cards.printing.map_layer import area_fills, label_box
    from fauna_cards.printing.tiles import plan_tiles, tiled_pages
    from fauna_cards.games.fauna.engine import scoring_facts

    board, world = loaded.board, loaded.world
    require_shapes(world, board.name)
    sheet = components().board
    width, height = millimetres(sheet.width), millimetres(sheet.height)
    top, bottom = sheet.top_latitude, sheet.bottom_latitude
    layout = board_layout(board, width, height, millimetres(sheet.track_band), millimetres(sheet.min_space),
                          aspect(top, bottom))
    drawn = board_map(layout.map_width, top, bottom)
    # The names are placed by their length in the language: each language has its own labels.
    names = tuple((area_id, area.name.in_language(words.code)) for area_id, area in world.areas.items())
    labels = area_labels(layout.map_width, top, bottom, names, (), label_box)
    fills = area_fills(drawn, {a: area.continent for a, area in world.areas.items()},
                       {a: world.neighbours(a) for a in world.areas})
    notes = [words("board.note.wrap"), words("board.note.marine")]
    if board.reconstruction:
        notes.append(words("board.note.reconstruction"))
    notes.append(words("board.note.outlines"))
    title = words("board.title", name=board.name)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title)
    plan = plan_tiles((width, height), (paper.size[0] / mm, paper.size[1] / mm), printer_margin,
                      millimetres(sheet.glue_overlap))
    pages = tiled_pages(
        canvas, plan, lambda pen: draw_board(pen, layout, board, drawn, fills, labels, scoring_facts(), notes, words),
        paper, title, words,
    )
    canvas.save()
    if plan.single:
        summary = f"{width:.0f} x {height:.0f} mm on one {paper.display} sheet"
    else:
        summary = (f"{width:.0f} x {height:.0f} mm in {len(plan.tiles)} tiles ({plan.rows} x {plan.cols}) "
                   f"of {paper.display} and a page on putting them together")
    return PrintedBoard(buffer.getvalue(), pages, summary)




def kompakt_board_pdf(loaded: LoadedBoard, options: PrintOptions) -> PrintedBoard:
    """KOMPAKT's six world cards and three scale cards, laid out as `options` says, like the
    animal cards, in the language of `options.words`."""
    from fauna_cards.printing.board import scale_title
    from fauna_cards.printing.canvas import new_canvas
    from fauna_cards.printing.document import PrintCard, lay_out
    from fauna_cards.printing.kompakt_board import (
        MIN_STONE, CardBack, KompaktBoardDrawer, region_map, scale_cards, stone_room, world_cards,
    )

    board, world = loaded.board, loaded.world
    require_shapes(world, board.name)
    words = options.words
    card_w, card_h = (side / mm for side in options.card.size)
    scales = [(scale_title(board, name, words), scale.spaces) for name, scale in board.scales.items()]
    stone = stone_room((card_w, card_h), [len(spaces) for _, spaces in scales])
    if round(stone, 1) < MIN_STONE:
        raise DoesNotFit(f"on {options.card.name} cards the scale cards' fields would hold stones of only "
                         f"{stone:.1f} mm (at least {MIN_STONE:.0f} mm): choose a larger --card-size")
    sheet = components().board
    regions = region_map(world, (card_w, card_h), sheet.top_latitude, sheet.bottom_latitude, words)
    cards = [PrintCard(face, CardBack(face.number)) for face in world_cards()]
    cards += [PrintCard(face, CardBack(face.number)) for face in scale_cards(scales)]
    buffer = io.BytesIO()
    title = words("board.kompakt.title")
    canvas = new_canvas(buffer, title)
    drawer = KompaktBoardDrawer(canvas, regions, words)
    pages = lay_out(canvas, cards, replace(options, title=title), drawer.draw)
    canvas.save()
    summary = (f"6 world cards and {len(scales)} scale cards ({options.card.name}, {options.layout}); "
               f"the fields hold stones up to {stone:.0f} mm")
    return PrintedBoard(buffer.getvalue(), pages, summary)


def require_shapes(world: WorldMap, name: str) -> None:
    """The bundled area shapes draw the FAUNA map: a board with a map of its own has none."""
    from fauna_cards.geo.shapes import area_shapes

    if set(area_shapes("board")) != set(world.areas):
        raise IOTrouble(f"{name} uses a map of its own, and the area shapes in maps/geometry/ draw the FAUNA "
                        "map: its map cannot be drawn")
