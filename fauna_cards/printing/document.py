"""A whole print job: faces placed on sheets (or service pages) in one PDF.

The layouts place any kind of face: `lay_out` takes the function that draws one, so animal
cards and KOMPAKT's board cards go through the same sheets, marks and options."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from fauna_cards.model.language import Words
from fauna_cards.model.printing import CardFormat, Sheet
from fauna_cards.printing.canvas import new_canvas
from fauna_cards.printing.face import FaceDrawer
from fauna_cards.printing.fonts import BOLD
from fauna_cards.printing.images import prepare
from fauna_cards.printing.sheets import Grid, Slot, calibration, crop_marks, flip_axis, fold_line, home_grid, mirrored


@dataclass(frozen=True)
class PrintOptions:
    paper: Sheet
    card: CardFormat
    words: Words  # the language of what the sheets say
    layout: str = "duplex-long"
    bleed: float = 3 * mm
    margin: float = 5 * mm
    crop_marks: bool = True
    back_offset: tuple[float, float] = (0.0, 0.0)
    title: str = "FAUNA cards"
    credits: tuple[str, ...] = ()  # the deck's attribution lines: at the foot of every sheet


@dataclass(frozen=True)
class PrintCard:
    front: Any  # what the layout's draw function takes: a FaceContent for animal cards
    back: Any


Progress = Callable[[int], None]  # called with the number of faces drawn so far
DrawFace = Callable[[Any, float, float, float, float, float, bool], None]  # face, x, y, w, h, bleed, rotate


def build_pdf(cards: Sequence[PrintCard], options: PrintOptions, progress: Progress | None = None,
              map_art: Any = None, warnings: list[str] | None = None) -> tuple[bytes, int]:
    """The PDF and its page count. The same cards and options give the same bytes.

    `map_art` is the world map's artwork (geo.artwork.WorldArt) for the cards' mini-maps;
    without it the cards carry no map. What the faces' drawing finds to warn about (text cut
    short, pictures cropped hard) is added to `warnings`, front then back of each card in
    turn; it changes nothing in the PDF.
    """
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, options.title)
    if options.credits:  # also where a print service's one-face pages have no room for them
        canvas.setSubject(" / ".join(options.credits))
    world_map = None
    if map_art is not None:
        from fauna_cards.geo.artwork import PdfMap

        world_map = PdfMap(canvas, map_art)
    images = prepare(canvas, {
        face.illustration for card in cards for face in (card.front, card.back) if face.illustration is not None
    })
    drawer = FaceDrawer(canvas, world_map, images)
    pages = lay_out(canvas, cards, options, drawer.draw, progress)
    canvas.save()
    if warnings is not None:
        for card in cards:
            for face in (card.front, card.back):
                warnings.extend(line for line in drawer.notes.pop(face.animal_id, ()) if line not in warnings)
    return buffer.getvalue(), pages


def lay_out(canvas: Canvas, cards: Sequence[PrintCard], options: PrintOptions, draw: DrawFace,
            progress: Progress | None = None) -> int:
    """Place every card's faces by the options' layout; return the number of pages."""
    job = _Job(canvas, draw, options, progress)
    if options.layout == "service":
        job.service(cards)
    elif options.layout == "gutterfold":
        job.gutterfold(cards)
    else:
        job.sheets(cards)
    return job.pages


class _Job:
    def __init__(self, canvas: Canvas, draw: DrawFace, options: PrintOptions, progress: Progress | None) -> None:
        self.canvas, self.draw, self.options = canvas, draw, options
        self.progress = progress
        self.pages = 0
        self.drawn = 0

    def _face(self, face: Any, slot: Slot, grid_card: tuple[float, float], bleed: float) -> None:
        self.draw(face, slot.x, slot.y, grid_card[0], grid_card[1], bleed, slot.rotate)
        self.drawn += 1
        if self.progress:
            self.progress(self.drawn)

    def _end_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1

    def _sheet_extras(self, grid: Grid, slots: tuple[Slot, ...]) -> None:
        if self.options.crop_marks:
            crop_marks(self.canvas, grid, slots)
        calibration(self.canvas, self.options.paper, self.options.margin, self.options.words, self.options.credits)

    def sheets(self, cards: Sequence[PrintCard]) -> None:
        """Fronts only, or fronts and backs on alternate pages for duplex printing."""
        o = self.options
        grid = home_grid(o.paper, o.card, o.margin, o.bleed)
        for start in range(0, len(cards), grid.per_page):
            chunk = cards[start:start + grid.per_page]
            self.canvas.setPageSize(grid.page)
            used = grid.slots[:len(chunk)]
            for card, slot in zip(chunk, used):
                self._face(card.front, slot, grid.card, o.bleed)
            self._sheet_extras(grid, used)
            self._end_page()
            if o.layout == "fronts":
                continue
            self.canvas.setPageSize(grid.page)
            axis = flip_axis(o.layout, grid.page)
            for card, slot in zip(chunk, used):
                self._face(card.back, mirrored(grid, slot, axis, o.back_offset), grid.card, o.bleed)
            self._end_page()

    def gutterfold(self, cards: Sequence[PrintCard]) -> None:
        """Front and back side by side; fold on the dashed line, glue, cut."""
        o = self.options
        grid = home_grid(o.paper, o.card, o.margin, o.bleed, pair_width=2)
        pairs = grid.per_page // 2
        for start in range(0, len(cards), pairs):
            chunk = cards[start:start + pairs]
            self.canvas.setPageSize(grid.page)
            used: list[Slot] = []
            for index, card in enumerate(chunk):
                row, pair = divmod(index, grid.cols // 2)
                front = grid.slots[row * grid.cols + pair]
                back = grid.slots[row * grid.cols + grid.cols - 1 - pair]
                self._face(card.front, front, grid.card, o.bleed)
                self._face(card.back, back, grid.card, o.bleed)
                used += [front, back]
            fold_line(self.canvas, grid)
            self._sheet_extras(grid, tuple(used))
            self._end_page()

    def service(self, cards: Sequence[PrintCard]) -> None:
        """One face per page with bleed, front then back, TrimBox and BleedBox set: print
        services that take a two-sided card as a PDF read its pages in pairs, front first."""
        o = self.options
        card = o.card.size
        page = (card[0] + 2 * o.bleed, card[1] + 2 * o.bleed)
        for item in cards:
            for face in (item.front, item.back):
                self.canvas.setPageSize(page)
                self.canvas.setBleedBox((0, 0, page[0], page[1]))
                self.canvas.setTrimBox((o.bleed, o.bleed, o.bleed + card[0], o.bleed + card[1]))
                self._face(face, Slot(o.bleed, o.bleed), card, o.bleed)
                self._end_page()


def test_page(options: PrintOptions) -> bytes:
    """Two pages to print two-sided: numbered card outlines with crosshairs on the front,
    and where each card's back will land on the reverse. Hold the sheet to the light."""
    buffer = io.BytesIO()
    words = options.words
    canvas = new_canvas(buffer, words("sheet.alignment_title"))
    grid = home_grid(options.paper, options.card, options.margin, options.bleed)
    layout = options.layout if options.layout.startswith("duplex") else "duplex-long"
    axis = flip_axis(layout, grid.page)
    for side in ("front", "back"):
        canvas.setPageSize(grid.page)
        for number, slot in enumerate(grid.slots, start=1):
            if side == "back":
                slot = mirrored(grid, slot, axis, options.back_offset)
            _target(canvas, slot, grid.card, words(f"sheet.{side}", number=number))
        if side == "front":
            crop_marks(canvas, grid, grid.slots)
            calibration(canvas, options.paper, options.margin, words)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _target(canvas: Canvas, slot: Slot, card: tuple[float, float], label: str) -> None:
    w, h = card
    cx, cy = slot.x + w / 2, slot.y + h / 2
    canvas.saveState()
    canvas.setLineWidth(0.5)
    canvas.rect(slot.x, slot.y, w, h, stroke=1, fill=0)
    canvas.line(cx - 15 * mm, cy, cx + 15 * mm, cy)
    canvas.line(cx, cy - 15 * mm, cx, cy + 15 * mm)
    for r in (3, 6, 9):
        canvas.circle(cx, cy, r * mm, stroke=1, fill=0)
    canvas.setFont(BOLD, 14)
    if slot.rotate:
        canvas.translate(cx, cy)
        canvas.rotate(180)
        canvas.drawCentredString(0, 25 * mm, label)
    else:
        canvas.drawCentredString(cx, cy + 25 * mm, label)
    canvas.restoreState()
