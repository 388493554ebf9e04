"""ANIMALIA's medals as round tokens to cut out: each family's medals in its colour with its
symbol, and the "5" medals, the prizes of excellence, in black with a white 5.

`medal_layout` decides where each medal goes (millimetres from each page's lower left, tested
on its own); `medals_pdf` draws it. Medals keep a gap between them for the scissors, and their
colour runs a millimetre past the grey cut circle, so that a cut a little wide shows no white.
The backs stay blank: medals kept face down all look alike, as the game asks.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm

from fauna_cards.errors import DoesNotFit
from fauna_cards.model.language import Words
from fauna_cards.model.printing import Sheet
from fauna_cards.printing.animalia.content import FamilyMark
from fauna_cards.printing.animalia.faces import ink_on
from fauna_cards.printing.animalia.symbols import draw_symbol, has_symbol
from fauna_cards.printing.canvas import new_canvas
from fauna_cards.printing.fonts import BOLD, REGULAR
from fauna_cards.printing.pen import PdfPen
from fauna_cards.printing.sheets import actual_size_note
from fauna_cards.printing.text import size_to_fit
from fauna_cards.printing.tokens import is_light
from fauna_cards.words import plural  # the summary, for the terminal

PT = 25.4 / 72
DIAMETER = 22.0  # mm: a medal to pick up and stack
BLEED = 1.0  # mm of colour past the cut circle
GAP = 3.0  # mm between two medals' cut circles: room for the scissors and both bleeds
HEADER = 15.0  # mm under the top margin: the title and the guide
FOOTER = 8.0  # mm over the bottom margin: the check bar
CAPTION = 5.0  # mm a block's caption takes above its medals
BLOCK_GAP = 3.0
EXCELLENCE = "#1a1a1a"
CUT_LINE = "#8c8c8c"
OUTLINE = "#404040"


@dataclass(frozen=True)
class Medal:
    x: float  # centre, mm
    y: float
    diameter: float
    family: FamilyMark | None  # None: a "5" medal


@dataclass(frozen=True)
class Caption:
    x: float  # centre
    y: float  # baseline
    text: str


@dataclass(frozen=True)
class MedalPage:
    size: tuple[float, float]  # mm
    medals: tuple[Medal, ...]
    captions: tuple[Caption, ...]


@dataclass(frozen=True)
class MedalLayout:
    printable: tuple[float, float, float, float]  # x0, y0, x1, y1 in mm
    pages: tuple[MedalPage, ...]

    def medals(self, family: str | None = "any") -> list[Medal]:
        """Every medal; of one family by name; None: the "5" medals."""
        return [m for page in self.pages for m in page.medals
                if family == "any" or (m.family.name if m.family else None) == family]


@dataclass(frozen=True)
class MedalPrint:
    data: bytes
    pages: int
    summary: str


def medal_layout(families: Sequence[FamilyMark], each_family: int, excellence: int, paper: Sheet,
                 printer_margin: float, words: Words, diameter: float = DIAMETER) -> MedalLayout:
    """Where every medal goes: a block per family, then the "5" medals, each block under its
    caption (in `words`' language), a block that does not fit what is left of a page on the next."""
    page = (paper.size[0] * PT, paper.size[1] * PT)
    printable = (printer_margin, printer_margin, page[0] - printer_margin, page[1] - printer_margin)
    pitch = diameter + GAP
    per_row = int((printable[2] - printable[0] + GAP) // pitch)
    top, bottom = printable[3] - HEADER, printable[1] + FOOTER
    if per_row < 1 or top - bottom < CAPTION + pitch:
        raise DoesNotFit(f"a medal of {diameter:g} mm does not fit a {paper.display} sheet with "
                         f"{printer_margin:g} mm margins")
    blocks = [(words.count("animalia.medals.family", each_family, family=family.name), family, each_family)
              for family in families]
    blocks.append((words.count("animalia.medals.excellence", excellence), None, excellence))
    pages: list[MedalPage] = []
    medals: list[Medal] = []
    captions: list[Caption] = []
    y = top
    for text, family, count in blocks:
        lines = math.ceil(count / per_row)
        per_line = math.ceil(count / lines)
        lines_here = lines
        while count:
            fit = min(lines_here, int((y - bottom - CAPTION) // pitch))
            if fit < 1 or (fit < lines_here and y < top and lines_here * pitch <= top - bottom - CAPTION):
                pages.append(MedalPage(page, tuple(medals), tuple(captions)))
                medals, captions, y = [], [], top
                continue
            captions.append(Caption(page[0] / 2, y - 3.5, text))
            row_top = y - CAPTION
            for line in range(fit):
                in_line = min(per_line, count)
                left = page[0] / 2 - (in_line * pitch - GAP) / 2 + diameter / 2
                cy = row_top - line * pitch - pitch / 2
                medals += [Medal(left + k * pitch, cy, diameter, family) for k in range(in_line)]
                count -= in_line
            lines_here -= fit
            y = row_top - fit * pitch - BLOCK_GAP
    if medals:
        pages.append(MedalPage(page, tuple(medals), tuple(captions)))
    return MedalLayout(printable, tuple(pages))


def medals_pdf(families: Sequence[FamilyMark], each_family: int, excellence: int, paper: Sheet,
               printer_margin: float, words: Words, diameter: float = DIAMETER) -> MedalPrint:
    """The sheets of medals, every fixed word in `words`' language; the summary (for the
    terminal) stays English."""
    layout = medal_layout(families, each_family, excellence, paper, printer_margin, words, diameter)
    buffer = io.BytesIO()
    heading = words("animalia.medals.title")
    guide = " ".join(words("animalia.medals.guide").split())
    canvas = new_canvas(buffer, heading)
    width = layout.printable[2] - layout.printable[0]
    for number, page in enumerate(layout.pages, start=1):
        canvas.setPageSize((page.size[0] * mm, page.size[1] * mm))
        pen = PdfPen(canvas)
        title = heading if len(layout.pages) == 1 else words("animalia.medals.sheet_title", title=heading,
                                                            number=number, count=len(layout.pages))
        centre, top = page.size[0] / 2, layout.printable[3]
        pen.text(centre, top - 5.5, title, BOLD, size_to_fit(title, BOLD, 13, 9, width), "#000000", "centre")
        pen.text(centre, top - 10.5, guide, REGULAR, size_to_fit(guide, REGULAR, 7.5, 5, width), "#4d4d4d", "centre")
        for caption in page.captions:
            pen.text(caption.x, caption.y, caption.text, BOLD, size_to_fit(caption.text, BOLD, 9, 6, width),
                     "#000000", "centre")
        for medal in page.medals:
            draw_medal(canvas, medal)
        actual_size_note(pen, paper, layout.printable[0], layout.printable[1], words)
        canvas.showPage()
    canvas.save()
    count = len(layout.medals())
    summary = (f"{count} medals: {each_family} for each of {len(families)} families and {excellence} "
               f'"5" medals, on {plural(len(layout.pages), "sheet")} of {paper.display}')
    return MedalPrint(buffer.getvalue(), len(layout.pages), summary)


def draw_medal(c, medal: Medal) -> None:  # type: ignore[no-untyped-def]
    """The disc (with its bleed), a ring, the symbol or the 5, and the cut circle."""
    cx, cy, r = medal.x * mm, medal.y * mm, medal.diameter / 2 * mm
    colour = medal.family.colour if medal.family else EXCELLENCE
    ink = ink_on(colour)
    c.saveState()
    c.setFillColor(colour)
    c.circle(cx, cy, r + BLEED * mm, stroke=0, fill=1)
    if is_light(colour):  # inside the cut, so that a yellow medal shows its edge on a white table
        c.setStrokeColor(OUTLINE)
        c.setLineWidth(0.6)
        c.circle(cx, cy, r - 0.6 * mm, stroke=1, fill=0)
    c.setStrokeColor(ink)
    c.setLineWidth(0.8)
    c.circle(cx, cy, r * 0.84, stroke=1, fill=0)
    if medal.family is None:
        size = r * 1.25
        c.setFillColor(ink)
        c.setFont(BOLD, size)
        c.drawCentredString(cx, cy - size * 0.36, "5")
        for k in range(5):  # five small stars round the ring
            angle = math.radians(90 + 72 * k + 36)
            draw_symbol(c, "star", cx + r * 0.84 * math.cos(angle), cy + r * 0.84 * math.sin(angle), r * 0.28,
                        ink)
    elif has_symbol(medal.family.medal):
        draw_symbol(c, medal.family.medal, cx, cy, r * 1.2, ink)
    else:
        size = r * 1.1
        c.setFillColor(ink)
        c.setFont(BOLD, size)
        c.drawCentredString(cx, cy - size * 0.36, medal.family.name[:1].upper())
    c.setStrokeColor(CUT_LINE)
    c.setLineWidth(0.3)
    c.circle(cx, cy, r, stroke=1, fill=0)
    c.restoreState()
