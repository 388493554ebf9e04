"""The labelled map of every area, for authors and players: the board's map with each
area's name and id, as SVG, PDF or PNG."""

from __future__ import annotations

import io

from fauna_cards.load.printing import components
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.language import Words
from fauna_cards.services.boards import require_shapes

MAP_WIDTH = 560.0  # mm: the labelled map prints on A2 (and reads on screen at 3600 px)
MARGIN = 10.0  # mm around the map: the wrap marks stand in it
CAPTION = 9.0  # mm below the map for its caption


def labelled_map(world: WorldMap, kind: str, width_px: int, words: Words) -> bytes:
    """Every area outlined, with its name in `words`' language and its id; `kind` is svg,
    pdf or png."""
    from fauna_cards.geo.board_map import area_labels, board_map
    from fauna_cards.printing.map_layer import area_fills, draw_map, draw_wrap_marks, label_box
    from fauna_cards.printing.pen import PdfPen, SvgPen

    require_shapes(world, "the deck's board")
    sheet = components().board
    drawn = board_map(MAP_WIDTH, sheet.top_latitude, sheet.bottom_latitude)
    names = tuple((area_id, area.name.in_language(words.code)) for area_id, area in world.areas.items())
    labels = area_labels(MAP_WIDTH, sheet.top_latitude, sheet.bottom_latitude, names,
                         tuple((a, a) for a in world.areas), label_box)
    fills = area_fills(drawn, {a: area.continent for a, area in world.areas.items()},
                       {a: world.neighbours(a) for a in world.areas})
    width, height = MAP_WIDTH + 2 * MARGIN, drawn.height + 2 * MARGIN + CAPTION
    caption = words.count("board.map.caption", len(world.areas))

    def draw(pen) -> None:  # type: ignore[no-untyped-def]
        from fauna_cards.printing.fonts import REGULAR
        from fauna_cards.printing.text import size_to_fit

        pen.rect(0, 0, width, height, fill="#ffffff")
        draw_map(pen.offset(MARGIN, MARGIN + CAPTION), drawn, fills, labels)
        draw_wrap_marks(pen.offset(MARGIN, MARGIN + CAPTION), drawn)
        pen.text(MARGIN, MARGIN + 1.5, caption, REGULAR, size_to_fit(caption, REGULAR, 8, 5, MAP_WIDTH), "#333333",
                 "left")

    title = words("board.map.title")
    if kind == "svg":
        pen = SvgPen(width, height, title, width_px)
        draw(pen)
        return pen.finish().encode("utf-8")
    from reportlab.lib.units import mm

    from fauna_cards.geo.render import pdf_to_png
    from fauna_cards.printing.canvas import new_canvas

    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title, (width * mm, height * mm))
    draw(PdfPen(canvas))
    canvas.showPage()
    canvas.save()
    return buffer.getvalue() if kind == "pdf" else pdf_to_png(buffer.getvalue(), width_px)
