"""One face of a card: one animal, drawn inside a trim box (plus bleed) on a PDF canvas.

The upper half is what players see in the card box: class, name, scientific name, the
illustration, how many areas (or KOMPAKT regions) and which measures are asked. The lower
half is the answer: classification, the areas, the mini-map and the measures. Every size is
a share of the card's width, so poker-sized cards come out as a scaled A6 card.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm

from fauna_cards.printing.fonts import BOLD, ITALIC, REGULAR
from fauna_cards.printing.icons import draw_icon
from fauna_cards.printing.text import fit_clipped, fit_line, fit_lines

A6_WIDTH = 105 * mm
BORDER_COLOURS = {"green": "#2e7d32", "black": "#1d1d1d", "kompakt": "#00838f"}
PANEL = "#ffffff"
INK = "#1a1a1a"
MUTED = "#5b5b5b"


@dataclass(frozen=True)
class FaceContent:
    """What one face shows, already in words: the renderer makes no game decisions."""

    animal_id: str
    name: str
    scientific_name: str
    animal_class: str
    colour: str  # the border colour key
    place_count: int  # areas (FAUNA) or regions (KOMPAKT)
    place_word: str  # "areas" or "regions"
    asked: tuple[str, ...]
    classification: str
    places: tuple[str, ...]  # area names (FAUNA) or region names (KOMPAKT)
    measures: tuple[tuple[str, str], ...]  # (measure, printed value)
    map_animal: frozenset[str]
    map_adjacent: frozenset[str]
    illustration: Path | None


class FaceDrawer:
    def __init__(self, canvas: Any, world_map: Any, images: dict[Path, Any]) -> None:
        self.canvas = canvas
        self.world_map = world_map  # a geo.artwork.PdfMap, or None to leave the map out
        self.images = images  # one prepared Illustration per file: the PDF stores each once

    def draw(self, face: FaceContent, x: float, y: float, width: float, height: float, bleed: float,
             rotate: bool = False) -> None:
        c = self.canvas
        c.saveState()
        if rotate:  # a back printed upside down, for short-edge flips and horizontal folds
            c.translate(x + width, y + height)
            c.rotate(180)
        else:
            c.translate(x, y)
        s = width / A6_WIDTH  # every size below is for an A6 card, scaled by s
        colour = BORDER_COLOURS[face.colour]
        c.setFillColor(colour)
        c.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, stroke=0, fill=1)
        inset = 4.5 * mm * s
        pw, ph = width - 2 * inset, height - 2 * inset
        c.setFillColor(PANEL)
        c.roundRect(inset, inset, pw, ph, 3 * mm * s, stroke=0, fill=1)
        pad = 3 * mm * s
        left, inner = inset + pad, pw - 2 * pad
        middle = height / 2
        self._upper(face, left, inner, middle + 1.5 * mm * s, height - inset - pad, s, colour)
        c.setStrokeColor(colour)
        c.setLineWidth(0.6 * s)
        c.setDash(2 * s, 1.5 * s)
        c.line(inset + 2 * mm * s, middle, inset + pw - 2 * mm * s, middle)
        c.setDash()
        self._lower(face, left, inner, inset + pad, middle - 1.5 * mm * s, s, colour)
        c.restoreState()

    def _upper(self, face: FaceContent, left: float, width: float, bottom: float, top: float, s: float, colour: str) -> None:
        c = self.canvas
        badge = 5.2 * mm * s
        y = top - badge
        c.setFillColor(colour)
        c.circle(left + width - badge, y + badge / 2 - 1 * mm * s, badge, stroke=0, fill=1)
        c.setFillColor(PANEL)
        size = fit_line(c, str(face.place_count), BOLD, 15 * s, 6 * s, badge * 1.5)
        c.setFont(BOLD, size)
        c.drawCentredString(left + width - badge, y + badge / 2 - 1 * mm * s - size * 0.35, str(face.place_count))
        c.setFillColor(MUTED)
        c.setFont(REGULAR, 6 * s)
        c.drawRightString(left + width - 2 * badge - 1.2 * mm * s, y - 0.5 * mm * s, face.place_word)
        c.setFillColor(colour)
        c.setFont(BOLD, 7.5 * s)
        c.drawString(left, y + 1 * mm * s, face.animal_class.upper())
        name_width = width - 2 * badge - 2 * mm * s
        y -= 7.5 * mm * s
        # A long name shrinks, then takes a second line (the illustration gives way).
        size, lines = fit_lines(c, face.name, BOLD, 17 * s, 9 * s, name_width, 2)
        c.setFillColor(INK)
        c.setFont(BOLD, size)
        for number, line in enumerate(lines):
            if number:
                y -= size * 1.1
            c.drawString(left, y, line)
        y -= 5 * mm * s
        size, scientific = fit_clipped(c, face.scientific_name, ITALIC, 10 * s, 6 * s, width)
        c.setFont(ITALIC, size)
        c.setFillColor(MUTED)
        c.drawString(left, y, scientific)
        icons_height = 11 * mm * s
        box_top, box_bottom = y - 2.5 * mm * s, bottom + icons_height
        self._illustration(face, left, box_bottom, width, box_top - box_bottom, s, colour)
        self._icons(face, left, bottom, width, icons_height, s, colour)

    def _illustration(self, face: FaceContent, x: float, y: float, w: float, h: float, s: float, colour: str) -> None:
        c = self.canvas
        c.saveState()
        clip = c.beginPath()
        clip.roundRect(x, y, w, h, 2 * mm * s)
        c.clipPath(clip, stroke=0, fill=0)
        if face.illustration is not None:
            self.images[face.illustration].draw(c, x, y, w, h)
        else:
            self._placeholder(face, x, y, w, h, s, colour)
        c.restoreState()

    def _placeholder(self, face: FaceContent, x: float, y: float, w: float, h: float, s: float, colour: str) -> None:
        """No illustration yet: a tinted panel with the animal's monogram, never an empty box."""
        c = self.canvas
        c.setFillColor(colour)
        c.setFillAlpha(0.12)
        c.rect(x, y, w, h, stroke=0, fill=1)
        c.setFillAlpha(0.07)
        step = 6 * mm * s
        for i in range(int(w / step) + int(h / step) + 2):  # a band of diagonal stripes
            path = c.beginPath()
            path.moveTo(x + i * step, y)
            path.lineTo(x + i * step + step / 2, y)
            path.lineTo(x + i * step + step / 2 - h, y + h)
            path.lineTo(x + i * step - h, y + h)
            path.close()
            c.drawPath(path, stroke=0, fill=1)
        c.setFillAlpha(1)
        radius = min(w, h) * 0.3
        c.setFillColor(PANEL)
        c.circle(x + w / 2, y + h / 2, radius, stroke=0, fill=1)
        letters = "".join(word[0] for word in face.name.replace("-", " ").split()[:2]).upper()
        c.setFillColor(colour)
        size = fit_line(c, letters, BOLD, radius * 1.1, 6 * s, radius * 1.5)
        c.setFont(BOLD, size)
        c.drawCentredString(x + w / 2, y + h / 2 - size * 0.36, letters)

    def _icons(self, face: FaceContent, left: float, bottom: float, width: float, height: float, s: float, colour: str) -> None:
        c = self.canvas
        slot = width / max(len(face.asked), 1)
        for index, measure in enumerate(face.asked):
            centre = left + slot * (index + 0.5)
            draw_icon(c, measure, centre, bottom + height * 0.62, 6.5 * mm * s, colour)
            c.setFillColor(INK)
            label = measure.replace("_", " ")
            size = fit_line(c, label, REGULAR, 6.5 * s, 4.5 * s, slot - 1 * mm * s)
            c.setFont(REGULAR, size)
            c.drawCentredString(centre, bottom + 0.8 * mm * s, label)

    def _lower(self, face: FaceContent, left: float, width: float, bottom: float, top: float, s: float, colour: str) -> None:
        c = self.canvas
        y = top - 3.2 * mm * s
        c.setFillColor(MUTED)
        size, classification = fit_clipped(c, face.classification, REGULAR, 7 * s, 5 * s, width)
        c.setFont(REGULAR, size)
        c.drawString(left, y, classification)
        measure_lines = len(face.measures)
        measures_height = measure_lines * 3.6 * mm * s + 1 * mm * s
        text = ", ".join(face.places)
        size, lines = fit_lines(c, text, REGULAR, 7.5 * s, 4.5 * s, width, 6)
        y -= 1.2 * mm * s
        c.setFillColor(INK)
        c.setFont(REGULAR, size)
        for line in lines:
            y -= size * 1.18
            c.drawString(left, y, line)
        map_top = y - 1.5 * mm * s
        map_bottom = bottom + measures_height
        if self.world_map is not None:
            aspect = self.world_map.art.aspect
            map_width = min(width, (map_top - map_bottom) / aspect)
            map_height = map_width * aspect
            self.world_map.draw(left + (width - map_width) / 2, map_top - map_height, map_width,
                                set(face.map_animal), set(face.map_adjacent))
        y = bottom + measures_height - 3.3 * mm * s
        for measure, value in face.measures:
            draw_icon(c, measure, left + 2 * mm * s, y + 1 * mm * s, 3.2 * mm * s, colour)
            c.setFillColor(INK)
            c.setFont(BOLD, 7.5 * s)
            label = measure.replace("_", " ")
            c.drawString(left + 5 * mm * s, y, label)
            size, value = fit_clipped(c, value, REGULAR, 8 * s, 5 * s, width * 0.55)
            c.setFont(REGULAR, size)
            c.drawRightString(left + width, y, value)
            y -= 3.6 * mm * s
