"""A power's reference card: on the front its name, symbol and what it does; on the back why
the project reads it so. While the effect is the project's reading of the rules rather than
the printed card's, the front says so in a box of its own."""

from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm

from fauna_cards.model.language import Words
from fauna_cards.printing.animalia.content import ReferenceFace
from fauna_cards.printing.animalia.symbols import draw_symbol, has_symbol
from fauna_cards.printing.fonts import BOLD, ITALIC, REGULAR
from fauna_cards.printing.text import fit_line, fit_lines

REFERENCE = "#3d4a57"
INK = "#1a1a1a"
MUTED = "#555555"
WHITE = "#ffffff"
LABEL_FILL = "#fff3cf"
LABEL_EDGE = "#b07800"
BORDER = 3 * mm
PAD = 2.5 * mm
LEADING = 1.25


def draw_reference(drawer: Any, face: ReferenceFace, width: float, height: float, bleed: float, s: float) -> None:
    c, words = drawer.canvas, drawer.words
    drawer.frame((REFERENCE,), width, height, bleed, s)
    left, right = (BORDER + PAD) * s, width - (BORDER + PAD) * s
    top, bottom = height - (BORDER + PAD) * s, (BORDER + PAD) * s
    radius = 5.5 * mm * s
    cy = top - radius
    c.setFillColor(REFERENCE)
    c.circle(left + radius, cy, radius, stroke=0, fill=1)
    if has_symbol(face.symbol):
        draw_symbol(c, face.symbol, left + radius, cy, radius * 1.4, WHITE)
    text_left = left + 2 * radius + 2.5 * mm * s
    title = words("animalia.reference.reading_title") if face.back else face.name
    c.setFillColor(INK)
    size = fit_line(c, title, BOLD, 13 * s, 7 * s, right - text_left)
    c.setFont(BOLD, size)
    c.drawString(text_left, cy + 0.6 * mm * s, title)
    kind = words(f"animalia.reference.power_of.{face.role}")
    if face.back:
        kind = words("animalia.reference.power_named", power=kind, name=face.name)
    c.setFillColor(MUTED)
    c.setFont(REGULAR, fit_line(c, kind.upper(), REGULAR, 6.5 * s, 4.5 * s, right - text_left))
    c.drawString(text_left, cy - 4 * mm * s, kind.upper())
    label_top = bottom
    if face.reconstruction and not face.back:
        label_top = _label(c, words, left, right, bottom, s)
    y = top - 2 * radius - 4 * mm * s
    room = y - label_top - 2 * mm * s
    font = ITALIC if face.back else REGULAR
    size, lines, cut = _wrapped(c, face.text, font, right - left, room, s)
    if cut:
        drawer.note(face.card_id, f"the {'note' if face.back else 'effect'} does not fit the reference card even "
                                   "in the smallest type; it ends with '\u2026'")
    c.setFillColor(INK)
    c.setFont(font, size)
    for line in lines:
        y -= size * LEADING
        c.drawString(left, y, line)


def _wrapped(c: Any, text: str, font: str, width: float, room: float, s: float) -> tuple[float, list[str], bool]:
    """The text at the largest size whose lines fill no more than `room` points of height."""
    size = 11 * s
    while True:
        most = max(1, int(room // (size * LEADING)))
        fitted, lines, cut = fit_lines(c, text, font, size, size, width, most)
        if not cut or size <= 5.5 * s:
            return fitted, lines, cut
        size -= 0.25 * s


def _label(c: Any, words: Words, left: float, right: float, bottom: float, s: float) -> float:
    """The reconstruction's box at the card's foot; returns its top."""
    pad = 1.6 * mm * s
    label = words("animalia.reference.reconstruction_label")
    size, lines, _ = fit_lines(c, label, ITALIC, 6.5 * s, 5 * s, right - left - 2 * pad, 3)
    title = words("animalia.reference.reconstruction").upper()
    heading = fit_line(c, title, BOLD, 6.5 * s, 4.5 * s, right - left - 2 * pad)
    height = pad * 2 + heading * 1.3 + len(lines) * size * 1.2
    c.setFillColor(LABEL_FILL)
    c.setStrokeColor(LABEL_EDGE)
    c.setLineWidth(0.7 * s)
    c.roundRect(left, bottom, right - left, height, 1.5 * mm * s, stroke=1, fill=1)
    y = bottom + height - pad - heading * 0.8
    c.setFillColor(LABEL_EDGE)
    c.setFont(BOLD, heading)
    c.drawString(left + pad, y, title)
    c.setFillColor(INK)
    c.setFont(ITALIC, size)
    for line in lines:
        y -= size * 1.2
        c.drawString(left + pad, y, line)
    return bottom + height
