"""Printing the game's boards: the FAUNA board (tiled onto the paper, or one sheet for a
copy shop) and KOMPAKT's nine board cards."""

from __future__ import annotations

import io
from dataclasses import dataclass

from fauna_cards.errors import IOTrouble
from fauna_cards.load.boards import LoadedBoard
from fauna_cards.load.printing import components
from fauna_cards.model.printing import Sheet, millimetres


@dataclass(frozen=True)
class PrintedBoard:
    data: bytes
    pages: int
    summary: str  # what was written, in a few words


def fauna_board_pdf(loaded: LoadedBoard, paper: Sheet, printer_margin: float) -> PrintedBoard:
    """The FAUNA board for `loaded`'s scales on `paper`; margins in mm."""
    from fauna_cards.geo.board_map import area_labels, aspect, board_map
    from fauna_cards.geo.shapes import area_shapes
    from fauna_cards.printing.board import board_layout, draw_board
    from fauna_cards.printing.canvas import new_canvas
    from fauna_cards.printing.map_layer import area_fills, label_box
    from fauna_cards.printing.tiles import plan_tiles, tiled_pages
    from fauna_cards.rules.fauna_game import scoring_facts

    board, world = loaded.board, loaded.world
    if set(area_shapes("board")) != set(world.areas):
        raise IOTrouble(f"{board.name} uses a map of its own, and the area shapes in maps/geometry/ draw the "
                        "FAUNA map: the board cannot be drawn")
    sheet = components().board
    width, height = millimetres(sheet.width), millimetres(sheet.height)
    top, bottom = sheet.top_latitude, sheet.bottom_latitude
    layout = board_layout(board, width, height, millimetres(sheet.track_band), millimetres(sheet.min_space),
                          aspect(top, bottom))
    drawn = board_map(layout.map_width, top, bottom)
    names = tuple((area_id, area.name.en) for area_id, area in world.areas.items())
    labels = area_labels(layout.map_width, top, bottom, names, (), label_box)
    fills = area_fills(drawn, {a: area.continent for a, area in world.areas.items()},
                       {a: world.neighbours(a) for a in world.areas})
    notes = [
        "The map wraps around: its west and east edges meet. Where a letter stands on one edge, the "
        "area there meets the area at the same letter on the other edge.",
        "Marine areas (names in a box) take in their islands; land areas are named plainly.",
    ]
    if board.reconstruction:
        notes.append("The scale values of this side are a reconstruction: the printed board's are not all known.")
    notes.append("Area outlines: a reconstruction on Natural Earth data (public domain).")
    title = f"FAUNA board ({board.name})"
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title)
    plan = plan_tiles((width, height), (paper.size[0] / MM, paper.size[1] / MM), printer_margin,
                      millimetres(sheet.glue_overlap))
    pages = tiled_pages(
        canvas, plan, lambda pen: draw_board(pen, layout, board, drawn, fills, labels, scoring_facts(), notes),
        paper, title,
    )
    canvas.save()
    if plan.single:
        summary = f"{width:.0f} x {height:.0f} mm on one {paper.display} sheet"
    else:
        summary = (f"{width:.0f} x {height:.0f} mm in {len(plan.tiles)} tiles ({plan.rows} x {plan.cols}) "
                   f"of {paper.display} and a page on putting them together")
    return PrintedBoard(buffer.getvalue(), pages, summary)


MM = 72 / 25.4  # points in a millimetre


def kompakt_board_pdf(loaded: LoadedBoard, options) -> PrintedBoard:  # type: ignore[no-untyped-def]
    """KOMPAKT's six world cards and three scale cards, laid out as `options` (a
    printing.document.PrintOptions) says, like the animal cards."""
    from dataclasses import replace

    import shapely

    from fauna_cards.geo.board_map import board_map, polygon_parts, region_shapes
    from fauna_cards.geo.labels import LabelRequest, place_labels
    from fauna_cards.geo.shapes import area_shapes
    from fauna_cards.printing.board import scale_title
    from fauna_cards.printing.canvas import new_canvas
    from fauna_cards.printing.document import PrintCard, lay_out
    from fauna_cards.printing.kompakt_board import (
        MIN_STONE, SAFE, CardBack, KompaktBoardDrawer, RegionMap, card_tag, measure, scale_cards, stone_room,
        tag_box, windows, world_cards,
    )

    board, world = loaded.board, loaded.world
    if set(area_shapes("board")) != set(world.areas):
        raise IOTrouble(f"{board.name} uses a map of its own, and the area shapes in maps/geometry/ draw the "
                        "FAUNA map: its world cards cannot be drawn")
    card_w, card_h = (side / MM for side in options.card.size)
    scales = [(scale_title(board, name), scale.spaces) for name, scale in board.scales.items()]
    stone = stone_room((card_w, card_h), [len(spaces) for _, spaces in scales])
    if round(stone, 1) < MIN_STONE:
        raise ValueError(f"on {options.card.name} cards the scale cards' fields would hold stones of only "
                         f"{stone:.1f} mm (at least {MIN_STONE:.0f} mm): choose a larger --card-size")
    # Landscape cards, three across and two down.
    width, height = 3 * card_h, 2 * card_w
    sheet = components().board
    top, bottom = sheet.top_latitude, sheet.bottom_latitude
    drawn = board_map(width, top, bottom, height, BLEED_DEGREES)
    regions_of = tuple((area_id, tuple(area.regions)) for area_id, area in world.areas.items())
    shapes = region_shapes(width, top, bottom, height, regions_of, BLEED_DEGREES)
    regions = {r: (world.regions[r].kind, shapes[r]) for r in world.regions if r in shapes}
    requests = []
    for region_id, (kind, shape) in regions.items():
        words = tuple(world.regions[region_id].name.en.upper().split())
        pieces = []
        for (col, row), window in windows(width, height).items():
            left, bottom, _, _ = window.bounds
            inner = window.buffer(-SAFE, join_style="mitre") - tag_box(left, bottom, card_tag(row * 3 + col + 1))
            pieces += polygon_parts(shapely.intersection(shape, inner))
        pieces.sort(key=lambda p: -p.area)
        big = [p for p in pieces if p.area >= NAMED_SHARE * card_w * card_h]
        for piece in big or pieces[:1]:
            requests.append(LabelRequest(region_id, words, piece, None, "land" if kind == "land" else "sea"))
    labels = place_labels(requests, measure, shapely.box(0, 0, width, height))
    frame_edge = shapely.box(0, 0, width, height).exterior.buffer(0.05)
    borders = shapely.difference(shapely.union_all([shape.boundary for _, shape in regions.values()]), frame_edge)
    region_map = RegionMap(width, height, regions, borders, drawn.borders.coast, drawn.islands, tuple(labels))
    cards = [PrintCard(face, CardBack(face.number)) for face in world_cards()]
    cards += [PrintCard(face, CardBack(face.number)) for face in scale_cards(scales)]
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, "FAUNA KOMPAKT board cards")
    drawer = KompaktBoardDrawer(canvas, region_map)
    pages = lay_out(canvas, cards, replace(options, title="FAUNA KOMPAKT board cards"), drawer.draw)
    canvas.save()
    summary = (f"6 world cards and {len(scales)} scale cards ({options.card.name}, {options.layout}); "
               f"the fields hold stones up to {stone:.0f} mm")
    return PrintedBoard(buffer.getvalue(), pages, summary)


NAMED_SHARE = 0.08  # a region is named on every card where it covers this share of the card
BLEED_DEGREES = 6.0  # the region map goes on this far past its top and bottom edges, into the bleed
