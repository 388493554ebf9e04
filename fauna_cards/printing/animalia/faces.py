"""The ANIMALIA faces on a PDF canvas: a family card, the owl, the common back, and a power's
reference card. Each is drawn inside a trim box (plus bleed) as the sheet layouts of
printing.document ask; every size is a poker card's, scaled by the card's width.

A family card carries everything a player reads in a collection along its top edge, where
cards that overlap still show it: the family's medal symbol on the left, the stars, the black
mark or the power's symbol on the right. Colour is never the only cue: each family has its
own symbol, each power its own icon.
"""

from __future__ import annotations

from math import cos, radians, sin
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm

from fauna_cards.model.language import Words
from fauna_cards.printing.animalia.content import AnimalFace, CardBack, FamilyMark
from fauna_cards.printing.animalia.symbols import draw_symbol, has_symbol
from fauna_cards.printing.fonts import BOLD, REGULAR
from fauna_cards.printing.face import striped_panel
from fauna_cards.printing.text import fit_line, fit_lines
from fauna_cards.printing.tokens import is_light

POKER_WIDTH = 63.5 * mm
INK = "#1a1a1a"
MUTED = "#555555"
PANEL = "#ffffff"
WHITE = "#ffffff"
STAR = "#f0b000"
BACK = "#26343f"
BORDER = 3 * mm  # the coloured frame, as on a poker card
PAD = 2.5 * mm
HEADER = 11 * mm
FOOTER = 6.5 * mm


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour` (the higher WCAG contrast)."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    return INK if (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) else WHITE


def medal_disc(c: Any, family: FamilyMark, cx: float, cy: float, radius: float, s: float) -> None:
    """The family's medal: a disc of its colour with its symbol (or its initial) in the ink
    that reads on it; a light colour gets a dark edge so that it shows on white."""
    c.setFillColor(family.colour)
    light = is_light(family.colour)
    if light:
        c.setStrokeColor(INK)
        c.setLineWidth(0.5 * s)
    c.circle(cx, cy, radius, stroke=int(light), fill=1)
    ink = ink_on(family.colour)
    if has_symbol(family.medal):
        draw_symbol(c, family.medal, cx, cy, radius * 1.35, ink)
        return
    letter = (family.name[:1] or "?").upper()
    size = radius * 1.2
    c.setFillColor(ink)
    c.setFont(BOLD, size)
    c.drawCentredString(cx, cy - size * 0.36, letter)


class AnimaliaDrawer:
    """Draws any ANIMALIA face, its fixed words in `words`' language; what it has to shorten
    is kept in `notes` as warnings."""

    def __init__(self, canvas: Any, images: dict[Path, Any], words: Words) -> None:
        self.canvas = canvas
        self.images = images
        self.words = words
        self.notes: list[str] = []

    def note(self, card_id: str, text: str) -> None:
        line = f"warning: {card_id}: {text}"
        if line not in self.notes:
            self.notes.append(line)

    def draw(self, face: Any, x: float, y: float, width: float, height: float, bleed: float,
             rotate: bool = False) -> None:
        c = self.canvas
        c.saveState()
        if rotate:  # a back printed upside down, for short-edge flips
            c.translate(x + width, y + height)
            c.rotate(180)
        else:
            c.translate(x, y)
        s = width / POKER_WIDTH
        if isinstance(face, AnimalFace):
            self._animal(face, width, height, bleed, s)
        elif isinstance(face, CardBack):
            self._back(face, width, height, bleed, s)
        else:
            from fauna_cards.printing.animalia.reference import draw_reference

            draw_reference(self, face, width, height, bleed, s)
        c.restoreState()

    # -- the frame -------------------------------------------------------------------------------

    def frame(self, colours: tuple[str, ...], width: float, height: float, bleed: float, s: float) -> None:
        """The coloured frame to the bleed (one colour, or bands of several) and the white panel."""
        c = self.canvas
        band = (width + 2 * bleed) / len(colours)
        for index, colour in enumerate(colours):
            c.setFillColor(colour)
            c.rect(-bleed + index * band, -bleed, band + (0 if index == len(colours) - 1 else 0.5),
                   height + 2 * bleed, stroke=0, fill=1)
        inset = BORDER * s
        c.setFillColor(PANEL)
        c.roundRect(inset, inset, width - 2 * inset, height - 2 * inset, 2.5 * mm * s, stroke=0, fill=1)

    # -- a family card or the owl --------------------------------------------------------------

    def _animal(self, face: AnimalFace, width: float, height: float, bleed: float, s: float) -> None:
        c = self.canvas
        families = face.families if face.family is None else (face.family,)
        self.frame(tuple(f.colour for f in families), width, height, bleed, s)
        left, right = (BORDER + PAD) * s, width - (BORDER + PAD) * s
        top, bottom = height - (BORDER + PAD) * s, (BORDER + PAD) * s
        header_y = top - HEADER * s / 2
        if face.family is not None:
            medal_disc(c, face.family, left + 5 * mm * s, header_y, 5 * mm * s, s)
            self._marker(face, right, header_y, s)
        else:  # the owl: every family's medal across the top
            step = (right - left) / len(families)
            for index, family in enumerate(families):
                medal_disc(c, family, left + step * (index + 0.5), header_y, min(3.6 * mm * s, step * 0.45), s)
        y = top - HEADER * s - 4.2 * mm * s
        size, lines, cut = fit_lines(c, face.name, BOLD, 12 * s, 7 * s, right - left, 2)
        if cut:
            self.note(face.card_id, f"the name does not fit the card even in the smallest type; it prints as "
                                     f"{' '.join(lines)!r}")
        c.setFillColor(INK)
        c.setFont(BOLD, size)
        for number, line in enumerate(lines):
            if number:
                y -= size * 1.1
            c.drawString(left, y, line)
        y -= 3.6 * mm * s
        role = face.role.upper() if face.family is None else f"{face.role.upper()} \u00b7 {face.family.name.upper()}"
        c.setFillColor(MUTED)
        c.setFont(REGULAR, fit_line(c, role, REGULAR, 6.5 * s, 4.5 * s, right - left))
        c.drawString(left, y, role)
        box = (left, bottom + FOOTER * s, right - left, y - 2.2 * mm * s - bottom - FOOTER * s)
        self._picture(face, box, s)
        self._footer(face, left, right, bottom, s)

    def _marker(self, face: AnimalFace, right: float, cy: float, s: float) -> None:
        """At the top right: the stars, the black mark or the power's symbol."""
        c = self.canvas
        if face.stars:
            step = 5.6 * mm * s
            for index in range(face.stars):
                draw_symbol(c, "star", right - 2.7 * mm * s - index * step, cy, 5.4 * mm * s, STAR, INK, 0.5 * s)
        elif face.black_marks:
            radius = 3.6 * mm * s
            for index in range(face.black_marks):
                cx = right - radius - index * 2.4 * radius
                c.setFillColor(INK)
                c.circle(cx, cy, radius, stroke=0, fill=1)
                c.setFillColor(WHITE)
                c.setFont(BOLD, 7.5 * s)
                c.drawCentredString(cx, cy - 7.5 * s * 0.36, "\u22121")
        elif face.power_symbol:
            radius = 5 * mm * s
            c.setFillColor(PANEL)
            c.setStrokeColor(INK)
            c.setLineWidth(0.7 * s)
            c.circle(right - radius, cy, radius, stroke=1, fill=1)
            if has_symbol(face.power_symbol):
                draw_symbol(c, face.power_symbol, right - radius, cy, radius * 1.4, INK)

    def _footer(self, face: AnimalFace, left: float, right: float, bottom: float, s: float) -> None:
        c = self.canvas
        y = bottom + 1.6 * mm * s
        text = footer_text(face, self.words)
        size = fit_line(c, text, REGULAR, 6.5 * s, 4.5 * s, right - left - 6 * mm * s)
        c.setFillColor(INK)
        c.setFont(REGULAR, size)
        width = c.stringWidth(text, REGULAR, size)
        icon = face.power_symbol if face.power_symbol and has_symbol(face.power_symbol) else None
        start = (left + right) / 2 - (width + (4.5 * mm * s if icon else 0)) / 2
        if icon:
            draw_symbol(c, icon, start + 1.8 * mm * s, y + size * 0.35, 3.6 * mm * s, INK)
            start += 4.5 * mm * s
        c.drawString(start, y, text)

    def _picture(self, face: AnimalFace, box: tuple[float, float, float, float], s: float) -> None:
        c = self.canvas
        x, y, w, h = box
        c.saveState()
        clip = c.beginPath()
        clip.roundRect(x, y, w, h, 2 * mm * s)
        c.clipPath(clip, stroke=0, fill=0)
        if face.illustration is not None:
            self.images[face.illustration].draw(c, x, y, w, h, "cover")
        else:
            self._placeholder(face, x, y, w, h, s)
        c.restoreState()

    def _placeholder(self, face: AnimalFace, x: float, y: float, w: float, h: float, s: float) -> None:
        """No picture yet: a tinted panel with diagonal stripes and the family's medal large in
        the middle (the owl: its own symbol in a ring of every family's colour), as FAUNA's
        cards show a monogram."""
        c = self.canvas
        tint = face.family.colour if face.family is not None else INK
        striped_panel(c, x, y, w, h, tint, 0.14, 5 * mm * s)
        radius = min(w, h) * 0.32
        cx, cy = x + w / 2, y + h / 2
        if face.family is not None:
            medal_disc(c, face.family, cx, cy, radius, s)
            return
        colours = [f.colour for f in face.families] or [INK]
        extent = 360 / len(colours)
        for index, colour in enumerate(colours):
            c.setFillColor(colour)
            c.wedge(cx - radius, cy - radius, cx + radius, cy + radius, 90 - index * extent, -extent,
                    stroke=0, fill=1)
        c.setFillColor(PANEL)
        c.circle(cx, cy, radius * 0.78, stroke=0, fill=1)
        draw_symbol(c, "owl", cx, cy, radius * 1.2, INK)

    # -- the back ------------------------------------------------------------------------------

    def _back(self, face: CardBack, width: float, height: float, bleed: float, s: float) -> None:
        """The back every play card shares: the families' medals in a ring round the owl, and
        the game's name. Nothing near the edges, so that a duplex printer's drift does not show."""
        c = self.canvas
        c.setFillColor(BACK)
        c.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, stroke=0, fill=1)
        cx, cy = width / 2, height / 2 + 5 * mm * s
        ring = 15 * mm * s
        families = face.families
        c.setStrokeColor(WHITE)
        c.setLineWidth(0.6 * s)
        c.circle(cx, cy, ring, stroke=1, fill=0)
        for index, family in enumerate(families):
            angle = 90 - index * 360 / max(len(families), 1)
            fx, fy = cx + ring * cos(radians(angle)), cy + ring * sin(radians(angle))
            c.setFillColor(BACK)
            c.circle(fx, fy, 6.2 * mm * s, stroke=0, fill=1)
            medal_disc(c, family, fx, fy, 5.2 * mm * s, s)
        draw_symbol(c, "owl", cx, cy, 11 * mm * s, WHITE)
        c.setFillColor(WHITE)
        name = face.game.upper()
        size = fit_line(c, name, BOLD, 15 * s, 7 * s, width - 2 * (BORDER + PAD) * s)
        c.setFont(BOLD, size)
        c.drawCentredString(cx, cy - ring - 12 * mm * s, name)


def footer_text(face: AnimalFace, words: Words) -> str:
    """The line at a card's foot, in words, for those who do not know the symbols yet."""
    if face.family is None:
        return words("animalia.footer.joker")
    if face.power_name:
        return words("animalia.footer.power", name=face.power_name)
    if face.stars:
        return words.count("animalia.footer.stars", face.stars)
    if face.black_marks:
        return words.count("animalia.footer.black_marks", face.black_marks)
    return words("animalia.footer.plain")
