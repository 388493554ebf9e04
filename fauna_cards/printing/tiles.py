"""A drawing larger than the paper, printed in tiles to glue together.

The drawing is made once, as a PDF form, and each tile page shows its part of it. Tiles
overlap by at least the glue overlap: a tile's left and top edges are cut along the
printed edge and laid over its neighbour's overlap, where a dashed line shows where the
edge goes. Tiles are named by row letter and column number (A1 top left). When the paper
holds the whole drawing, there is one page with trim marks, for a copy shop.
"""

from __future__ import annotations

import math
import string
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.units import mm

from fauna_cards.errors import DoesNotFit
from fauna_cards.model.language import Words
from fauna_cards.model.printing import Sheet
from fauna_cards.printing.fonts import BOLD, REGULAR
from fauna_cards.printing.pen import PdfPen
from fauna_cards.printing.sheets import actual_size_note
from fauna_cards.printing.text import size_to_fit

MARK_BAND = 5.0  # mm inside the printer's margin for labels and marks
MARK = "#000000"
GUIDE = "#c8452c"
FORM = "fauna-tiled-drawing"


@dataclass(frozen=True)
class Tile:
    row: int
    col: int
    x: float  # the part of the drawing it shows, mm from the drawing's lower left
    y: float
    width: float
    height: float

    @property
    def name(self) -> str:
        return f"{string.ascii_uppercase[self.row]}{self.col + 1}"


@dataclass(frozen=True)
class TilePlan:
    drawing: tuple[float, float]  # mm
    page: tuple[float, float]  # mm, as printed (landscape when wider than tall)
    margin: float  # mm of paper around the part each page shows
    rows: int
    cols: int
    tiles: tuple[Tile, ...]  # row by row from the top left

    @property
    def single(self) -> bool:
        return len(self.tiles) == 1


def _count(length: float, usable: float, overlap: float) -> int:
    if length <= usable:
        return 1
    return math.ceil((length - overlap) / (usable - overlap) - 1e-9)


def _starts(length: float, usable: float, count: int) -> list[float]:
    """Where each tile starts: spread evenly so every overlap is the same, and at least the
    glue overlap; a single tile is centred on the drawing."""
    if count == 1:
        return [0.0]
    return [index * (length - usable) / (count - 1) for index in range(count)]


def plan_tiles(drawing: tuple[float, float], paper: tuple[float, float], printer_margin: float,
               overlap: float) -> TilePlan:
    """The fewest pages of `paper` (either way round) that show the whole drawing. Sizes in mm."""
    margin = printer_margin + MARK_BAND
    width, height = drawing
    best: TilePlan | None = None
    for page in (paper, (paper[1], paper[0])):
        usable = (page[0] - 2 * margin, page[1] - 2 * margin)
        if min(usable) <= overlap:
            continue
        cols, rows = _count(width, usable[0], overlap), _count(height, usable[1], overlap)
        shown = (min(usable[0], width), min(usable[1], height))
        xs, ys = _starts(width, shown[0], cols), _starts(height, shown[1], rows)
        tiles = tuple(Tile(row, col, xs[col], ys[rows - 1 - row], shown[0], shown[1])
                      for row in range(rows) for col in range(cols))
        plan = TilePlan(drawing, page, margin, rows, cols, tiles)
        if best is None or len(plan.tiles) < len(best.tiles):
            best = plan
    if best is None:
        raise DoesNotFit(f"a {paper[0]:.0f} x {paper[1]:.0f} mm sheet leaves no room inside margins of {margin:.0f} mm")
    return best


def tiled_pages(canvas, plan: TilePlan, draw: Callable[[PdfPen], None], paper: Sheet, title: str,  # type: ignore[no-untyped-def]
                words: Words) -> int:
    """Draw the drawing once as a form, then every page; return the number of pages."""
    width, height = plan.drawing
    canvas.beginForm(FORM, lowerx=0, lowery=0, upperx=width * mm, uppery=height * mm)
    draw(PdfPen(canvas))
    canvas.endForm()
    pages = 0
    if not plan.single:
        _overview(canvas, plan, paper, title, words)
        pages += 1
    for tile in plan.tiles:
        canvas.setPageSize((plan.page[0] * mm, plan.page[1] * mm))
        _show_part(canvas, plan, tile)
        pen = PdfPen(canvas)
        if plan.single:
            _trim_marks(pen, plan, tile)
            _note(pen, plan, words("board.tiles.single", title=title, width=f"{width:.0f}", height=f"{height:.0f}"),
                  paper, words)
        else:
            _tile_marks(pen, plan, tile, words)
            _note(pen, plan, words("board.tiles.tile", title=title, name=tile.name, count=len(plan.tiles),
                                   rows=words.count("board.tiles.rows", plan.rows),
                                   columns=words.count("board.tiles.columns", plan.cols)), paper, words)
        canvas.showPage()
        pages += 1
    return pages


def _origin(plan: TilePlan, tile: Tile) -> tuple[float, float]:
    """Where the tile's part of the drawing starts on its page (mm), centred if smaller."""
    usable_w, usable_h = plan.page[0] - 2 * plan.margin, plan.page[1] - 2 * plan.margin
    return plan.margin + (usable_w - tile.width) / 2, plan.margin + (usable_h - tile.height) / 2


def _show_part(canvas, plan: TilePlan, tile: Tile) -> None:  # type: ignore[no-untyped-def]
    ox, oy = _origin(plan, tile)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(ox * mm, oy * mm, tile.width * mm, tile.height * mm)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.translate((ox - tile.x) * mm, (oy - tile.y) * mm)
    canvas.doForm(FORM)
    canvas.restoreState()


def _trim_marks(pen: PdfPen, plan: TilePlan, tile: Tile) -> None:
    ox, oy = _origin(plan, tile)
    gap, length = 2.0, min(8.0, plan.margin - 1.0)
    for x in (ox, ox + tile.width):
        for y, way in ((oy, -1), (oy + tile.height, 1)):
            pen.line((x, y + way * gap), (x, y + way * (gap + length)), MARK, 0.3)
    for y in (oy, oy + tile.height):
        for x, way in ((ox, -1), (ox + tile.width, 1)):
            pen.line((x + way * gap, y), (x + way * (gap + length), y), MARK, 0.3)


def _tile_marks(pen: PdfPen, plan: TilePlan, tile: Tile, words: Words) -> None:
    """Cut marks on the edges that go over a neighbour, glue guides on the edges that go
    under one, trim marks on the drawing's own edges, and the tile's name."""
    ox, oy = _origin(plan, tile)
    w, h = tile.width, tile.height
    left, right, top, bottom = ox, ox + w, oy + h, oy
    neighbours = {
        "left": tile.col > 0, "right": tile.col < plan.cols - 1,
        "top": tile.row > 0, "bottom": tile.row < plan.rows - 1,
    }
    reach = MARK_BAND - 0.5  # stays clear of the printer's margin
    # Every corner gets a mark on both edges, so that the cut and the trim are straight.
    for x in (left, right):
        for y, way in ((bottom, -1), (top, 1)):
            pen.line((x, y + way * 1.0), (x, y + way * reach), MARK, 0.3)
    for y in (bottom, top):
        for x, way in ((left, -1), (right, 1)):
            pen.line((x + way * 1.0, y), (x + way * reach, y), MARK, 0.3)
    overlap_x = _overlap(plan, tile, "x")
    overlap_y = _overlap(plan, tile, "y")
    # The guides run along the edges they are about, shrunk if a language's words are longer.
    if neighbours["left"]:
        text = words("board.tiles.cut_left")
        pen.text(left - 1.0, oy + h / 2, text, REGULAR, size_to_fit(text, REGULAR, 6, 4, h - 4), GUIDE, "centre", 90)
    if neighbours["top"]:
        text = words("board.tiles.cut_top")
        pen.text(ox + w / 2, top + 1.2, text, REGULAR, size_to_fit(text, REGULAR, 6, 4, w - 30), GUIDE)
    if neighbours["right"]:
        x = right - overlap_x
        pen.line((x, bottom), (x, top), GUIDE, 0.5, dash=(3, 2))
        text = words("board.tiles.glue_right", overlap=f"{overlap_x:.0f}")
        pen.text(right + 1.0, oy + h / 2, text, REGULAR, size_to_fit(text, REGULAR, 6, 4, h - 4), GUIDE, "centre", -90)
    if neighbours["bottom"]:
        y = bottom + overlap_y
        pen.line((left, y), (right, y), GUIDE, 0.5, dash=(3, 2))
    # In the band between the printer's margin and the drawing: cut away or glued under.
    pen.text(left, top + 1.0, tile.name, BOLD, 10, MARK, "left")


def _overlap(plan: TilePlan, tile: Tile, axis: str) -> float:
    """How far this tile and the next one along `axis` share the drawing (mm)."""
    if axis == "x":
        if plan.cols == 1:
            return 0.0
        return tile.width - (plan.drawing[0] - tile.width) / (plan.cols - 1)
    if plan.rows == 1:
        return 0.0
    return tile.height - (plan.drawing[1] - tile.height) / (plan.rows - 1)


def _note(pen: PdfPen, plan: TilePlan, text: str, paper: Sheet, words: Words) -> None:
    """The print-at-actual-size note and a bar of known length, in the bottom margin: the
    note shrinks to end inside the margin."""
    room = plan.page[0] - 2 * plan.margin - paper.calibration / mm - 3.0
    note = f"{text} {words('sheet.actual_size', length=paper.calibration_label)}"
    actual_size_note(pen, paper, plan.margin, plan.margin - MARK_BAND + 0.8, words, text,
                     size_to_fit(note, REGULAR, 6.5, 4.5, room))


def _overview(canvas, plan: TilePlan, paper: Sheet, title: str, words: Words) -> None:  # type: ignore[no-untyped-def]
    """The first page: the whole drawing small, the tiles over it, and how to put them together."""
    page = plan.page if plan.page[0] >= plan.page[1] else (plan.page[1], plan.page[0])
    canvas.setPageSize((page[0] * mm, page[1] * mm))
    pen = PdfPen(canvas)
    width, height = plan.drawing
    margin = plan.margin
    text_height = 52.0
    scale = min((page[0] - 2 * margin) / width, (page[1] - 2 * margin - text_height) / height)
    ox = (page[0] - width * scale) / 2
    oy = margin + text_height
    canvas.saveState()
    canvas.translate(ox * mm, oy * mm)
    canvas.scale(scale, scale)
    canvas.doForm(FORM)
    canvas.restoreState()
    for tile in plan.tiles:
        x, y = ox + tile.x * scale, oy + tile.y * scale
        pen.rect(x, y, tile.width * scale, tile.height * scale, stroke=GUIDE, width=0.8)
        pen.rect(x + 1.5, y + tile.height * scale - 8.5, 12, 7, fill="#ffffff", stroke=GUIDE, width=0.5)
        pen.text(x + 7.5, y + tile.height * scale - 6.5, tile.name, BOLD, 11, GUIDE)
    heading = words("board.tiles.overview", title=title, width=f"{width:.0f}", height=f"{height:.0f}",
                    sheets=words.count("board.tiles.sheets", len(plan.tiles)), paper=paper.display,
                    rows=words.count("board.tiles.rows", plan.rows),
                    columns=words.count("board.tiles.columns", plan.cols))
    lines = [(BOLD, 12, heading)]
    lines += [(REGULAR, 8.5, words(f"board.tiles.steps.{step}")) for step in ("print", "cut", "rows", "join", "trim")]
    y = margin + text_height - 9.0
    for font, size, text in lines:
        # one line each, however long the language's sentences: shrunk to the page's width
        pen.text(margin, y, text, font, size_to_fit(text, font, size, size - 2.5, page[0] - 2 * margin), "#000000",
                 "left")
        y -= 7.5 if size > 10 else 6.0
    canvas.showPage()
