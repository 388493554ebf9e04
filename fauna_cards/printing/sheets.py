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


def actual_size_note(pen, paper: Sheet, x: float, y: float, words: Words, before: str = "",  # type: ignore[no-untyped-def]
                     size: float = 7.0) -> None:
    """The bar and, beside it, the print-at-actual-size note (after `before`, if given)."""
    length = paper.calibration / mm
    check_bar(pen, x, y, length)
    note = words("sheet.actual_size", length=paper.calibration_label)
    # the baseline sits above the bar's foot by the letters' descent, so that nothing drops below y
    pen.text(x + length + 3.0, y + 0.25 * size * 0.3528, f"{before} {note}" if before else note, REGULAR, size,
             "#000000", "left")


def calibration(c, paper: Sheet, margin: float, words: Words,  # type: ignore[no-untyped-def]
                credits: Sequence[str] = ()) -> None:
    """The note and bar at the foot of a sheet of cards, inside the printer's margin, and the
    deck's credits at the other end of the foot."""
    from fauna_cards.printing.pen import PdfPen

    inset = max(margin / mm, 5.0)
    pen = PdfPen(c)
    actual_size_note(pen, paper, max(inset, 12.0), inset, words)
    if credits:
        note = words("sheet.actual_size", length=paper.calibration_label)
        note_end = max(inset, 12.0) + paper.calibration / mm + 3.0 + stringWidth(note, REGULAR, 7.0) / mm
        credits_note(pen, c._pagesize[0] / mm - max(inset, 12.0), inset, note_end + 6.0, credits)


CREDITS_SIZE = 6.0  # points: small print, still legible
SMALLEST_CREDITS = 4.5  # points: below this the lines wrap instead


def credits_note(pen, right: float, y: float, left: float, lines: Sequence[str]) -> None:  # type: ignore[no-untyped-def]
    """The deck's credits right-aligned at `right` mm, the last line's foot at `y`, earlier
    lines above it, none reaching left of `left`: smaller type where a line is long, and
    broken at spaces where even the smallest would not fit."""
    room = max(right - left, 20.0)
    widest = max(stringWidth(line, REGULAR, CREDITS_SIZE) / mm for line in lines)
    size = max(SMALLEST_CREDITS, min(CREDITS_SIZE, CREDITS_SIZE * room / widest))
    shown = [part for line in lines for part in _wrapped(line, size, room)]
    leading = size * 1.25 * 0.3528
    for index, line in enumerate(reversed(shown)):
        pen.text(right, y + 0.25 * size * 0.3528 + index * leading, line, REGULAR, size, "#000000", "right")


def _wrapped(line: str, size: float, room: float) -> list[str]:
    words, parts, current = line.split(" "), [], ""
    for word in words:
        trial = f"{current} {word}" if current else word
        if current and stringWidth(trial, REGULAR, size) / mm > room:
            parts.append(current)
            current = word
        else:
            current = trial
    return [*parts, current]
