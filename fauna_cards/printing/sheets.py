"""Where cards go on paper: grids for home printing (duplex, gutter-fold, one-sided), one
card per page for print services, and the marks that help cut and check."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from fauna_cards.errors import DoesNotFit
from fauna_cards.load.printing import paper_file
from fauna_cards.model.language import Words
from fauna_cards.model.printing import CardFormat, Sheet, millimetres
from fauna_cards.printing.fonts import REGULAR
from fauna_cards.printing.text import size_to_fit


@lru_cache(maxsize=None)
def _marks() -> tuple[float, float]:
    """The footer (the print-at-actual-size note and the calibration bar) and the length of a
    cut mark, in points, from maps/print/paper.yaml."""
    marks = paper_file().sheet_marks
    return millimetres(marks.footer) * mm, millimetres(marks.cut_mark) * mm


@dataclass(frozen=True)
class Slot:
    x: float  # lower left corner of the trim box
    y: float
    rotate: bool = False  # drawn upside down


@dataclass(frozen=True)
class Grid:
    page: tuple[float, float]
    card: tuple[float, float]
    cols: int
    rows: int
    slots: tuple[Slot, ...]  # row by row from the top left
    bleed: float

    @property
    def per_page(self) -> int:
        return len(self.slots)


def _fit(page: tuple[float, float], block: tuple[float, float], margin: float, bleed: float) -> tuple[int, int]:
    usable_w = page[0] - 2 * margin - 2 * bleed
    usable_h = page[1] - 2 * margin - 2 * bleed - _marks()[0]
    return max(0, int(usable_w // block[0] + 1e-9)), max(0, int(usable_h // block[1] + 1e-9))


def home_grid(paper: Sheet, card_format: CardFormat, margin: float, bleed: float, pair_width: int = 1) -> Grid:
    """The most cards a sheet holds, in portrait or landscape, abutting so that neighbours
    share cut lines; `pair_width` 2 lays front and back side by side (gutter-fold)."""
    card = card_format.size
    width, height = paper.size
    block = (card[0] * pair_width, card[1])
    best: tuple[int, tuple[float, float], int, int] | None = None
    for page in ((width, height), (height, width)):
        cols, rows = _fit(page, block, margin, bleed)
        if cols * rows and (best is None or cols * rows > best[0]):
            best = (cols * rows, page, cols, rows)
    if best is None:
        raise DoesNotFit(f"a {card_format.name} card does not fit on {paper.name} with {margin / mm:.0f} mm margins; "
                         "try a smaller --margin or --card-size")
    _, page, cols, rows = best
    cols *= pair_width
    total_w, total_h = cols * card[0], rows * card[1]
    left = (page[0] - total_w) / 2
    footer = _marks()[0]
    bottom = footer + (page[1] - footer - total_h) / 2
    slots = tuple(
        Slot(left + col * card[0], bottom + (rows - 1 - row) * card[1])
        for row in range(rows) for col in range(cols)
    )
    return Grid(page, card, cols, rows, slots, bleed)


def mirrored(grid: Grid, slot: Slot, flip: str, offset: tuple[float, float]) -> Slot:
    """Where the back of the card at `slot` goes so that it lands behind it once the sheet is
    turned over: about a vertical axis ('vertical') or a horizontal one ('horizontal', which
    also turns the back upside down). `offset` corrects a printer's drift."""
    width, height = grid.page
    card_w, card_h = grid.card
    if flip == "vertical":
        return Slot(width - slot.x - card_w + offset[0], slot.y + offset[1], slot.rotate)
    return Slot(slot.x + offset[0], height - slot.y - card_h + offset[1], not slot.rotate)


def flip_axis(layout: str, page: tuple[float, float]) -> str:
    """A long-edge flip turns a portrait sheet about its vertical axis; a landscape sheet's
    long edge is horizontal. A short-edge flip is the other way round."""
    portrait = page[1] >= page[0]
    long_edge = layout == "duplex-long"
    return "vertical" if long_edge == portrait else "horizontal"


def crop_marks(c, grid: Grid, slots: tuple[Slot, ...]) -> None:  # type: ignore[no-untyped-def]
    """Short lines on every cut line, outside the block of cards and its bleed."""
    xs = sorted({round(s.x, 3) for s in slots} | {round(s.x + grid.card[0], 3) for s in slots})
    ys = sorted({round(s.y, 3) for s in slots} | {round(s.y + grid.card[1], 3) for s in slots})
    gap = grid.bleed + 1 * mm
    mark_length = _marks()[1]
    c.saveState()
    c.setStrokeColor("#000000")
    c.setLineWidth(0.25)
    for x in xs:
        c.line(x, ys[-1] + gap, x, ys[-1] + gap + mark_length)
        c.line(x, ys[0] - gap, x, ys[0] - gap - mark_length)
    for y in ys:
        c.line(xs[0] - gap, y, xs[0] - gap - mark_length, y)
        c.line(xs[-1] + gap, y, xs[-1] + gap + mark_length, y)
    c.restoreState()


def fold_line(c, grid: Grid) -> None:  # type: ignore[no-untyped-def]
    """Gutter-fold: a dashed line down the middle, between fronts and backs."""
    x = grid.slots[0].x + grid.card[0] * (grid.cols // 2)
    top = max(s.y for s in grid.slots) + grid.card[1]
    c.saveState()
    c.setDash(3, 2)
    c.setLineWidth(0.4)
    c.setStrokeColor("#777777")
    c.line(x, min(s.y for s in grid.slots) - grid.bleed - 6 * mm, x, top + grid.bleed + 6 * mm)
    c.restoreState()


def check_bar(pen, x: float, y: float, length: float) -> None:  # type: ignore[no-untyped-def]
    """A bar `length` mm long with a tick every tenth, its lower left at (x, y) mm: a ruler
    tells whether the page printed at actual size."""
    pen.rect(x, y, length, 1.0, fill="#000000")
    for tick in range(11):
        tx = x + length * tick / 10
        pen.line((tx, y), (tx, y + (2.4 if tick % 5 == 0 else 1.7)), "#000000", 0.3)


POINT_MM = 0.3528  # millimetres in a point, to the precision the sheets' foot has always used


def actual_size_note(pen, paper: Sheet, x: float, y: float, words: Words, before: str = "",  # type: ignore[no-untyped-def]
                     size: float = 7.0) -> float:
    """The bar and, beside it, the print-at-actual-size note (after `before`, if given); the
    x in mm where the note ends."""
    length = paper.calibration / mm
    check_bar(pen, x, y, length)
    note = words("sheet.actual_size", length=paper.calibration_label)
    text = f"{before} {note}" if before else note
    # the baseline sits above the bar's foot by the letters' descent, so that nothing drops below y
    pen.text(x + length + 3.0, y + 0.25 * size * POINT_MM, text, REGULAR, size, "#000000", "left")
    return x + length + 3.0 + stringWidth(text, REGULAR, size) / mm


def calibration(c, paper: Sheet, margin: float, words: Words,  # type: ignore[no-untyped-def]
                credits: Sequence[str] = ()) -> None:
    """The note and bar at the foot of a sheet of cards, inside the printer's margin, and the
    deck's credits at the other end of the foot."""
    from fauna_cards.printing.pen import PdfPen

    inset = max(margin / mm, 5.0)
    side = max(inset, 12.0)
    pen = PdfPen(c)
    note_end = actual_size_note(pen, paper, side, inset, words)
    if credits:
        credits_note(pen, c._pagesize[0] / mm - side, inset, note_end + 6.0, credits)


CREDITS_SIZE = 6.0  # points: small print, still legible
SMALLEST_CREDITS = 4.5  # points: below this the lines wrap instead


def credits_note(pen, right: float, y: float, left: float, lines: Sequence[str]) -> None:  # type: ignore[no-untyped-def]
    """The deck's credits right-aligned at `right` mm, the last line's foot at `y`, earlier
    lines above it, none reaching left of `left`: smaller type where a line is long, and
    broken at spaces where even the smallest would not fit."""
    from reportlab.lib.utils import simpleSplit

    room = max(right - left, 20.0)
    widest = max(lines, key=lambda line: stringWidth(line, REGULAR, CREDITS_SIZE))
    size = size_to_fit(widest, REGULAR, CREDITS_SIZE, SMALLEST_CREDITS, room)
    shown = [part for line in lines for part in simpleSplit(line, REGULAR, size, room * mm)]
    leading = size * 1.25 * POINT_MM
    for index, line in enumerate(reversed(shown)):
        pen.text(right, y + 0.25 * size * POINT_MM + index * leading, line, REGULAR, size, "#000000", "right")
