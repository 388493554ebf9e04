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
BORDER_COLOURS = {"green": "#2e7d32", "black": "#1d1d1d", "teal": "#00838f"}
PANEL = "#ffffff"
INK = "#1a1a1a"
MUTED = "#5b5b5b"


@dataclass(frozen=True)
class FaceContent:
    """What one face shows, already in words: the renderer makes no game decisions."""

    animal_id: str
    name: str
    scientific_name: str
    animal_class: str  # the class as printed, in the card's language
    colour: str  # the border colour key
    place_count: int  # areas (FAUNA) or regions (KOMPAKT)
    place_word: str  # "areas" or "regions", in the card's language and number
    asked: tuple[str, ...]  # the measures asked, by key (their icons)
    asked_labels: tuple[str, ...]  # the same, as printed
    classification: str
    places: tuple[str, ...]  # area names (FAUNA) or region names (KOMPAKT)
    measures: tuple[tuple[str, str, str], ...]  # (measure key, printed label, printed value)
    map_animal: frozenset[str]
    map_adjacent: frozenset[str]
    illustration: Path | None
    fit: str = "cover"  # how the illustration fills its box: "cover" or "contain"
    map_ringed: frozenset[str] = frozenset()  # answer areas to ring on the map when too small to see


@dataclass(frozen=True)
class _Frame:
    """Where the parts of a face go on a card of a given size (points, from the trim's lower
    left corner). Every size is an A6 card's, scaled by `s`, the card's width over A6's."""

    s: float
    inset: float  # the coloured border
    left: float  # where text starts
    inner: float  # the width inside the panel's padding
    upper_bottom: float  # the upper half: from here up to upper_top
    upper_top: float
    lower_bottom: float  # the lower half: from here up to lower_top
    lower_top: float

    @classmethod
    def of(cls, width: float, height: float) -> _Frame:
        s = width / A6_WIDTH
        inset, pad = 4.5 * mm * s, 3 * mm * s
        middle = height / 2
        return cls(s, inset, inset + pad, width - 2 * inset - 2 * pad, middle + 1.5 * mm * s,
                   height - inset - pad, inset + pad, middle - 1.5 * mm * s)

    def picture_box(self, name_extra: float = 0.0) -> tuple[float, float, float, float]:
        """The illustration's box (x, y, width, height). `name_extra` is what a name on two
        lines takes besides its first line: the box gives way by that much."""
        s = self.s
        top = self.upper_top - BADGE * s - NAME_DROP * s - name_extra - SCIENTIFIC_DROP * s - PICTURE_GAP * s
        bottom = self.upper_bottom + ICONS_HEIGHT * s
        return self.left, bottom, self.inner, top - bottom


BADGE = 5.2 * mm  # the count's badge: its radius, and how far the class line sits below the top
NAME_DROP = 7.5 * mm  # from the class line to the name's (first) baseline
SCIENTIFIC_DROP = 5 * mm  # from the name's last baseline to the scientific name's
PICTURE_GAP = 2.5 * mm  # from the scientific name's baseline to the picture box
ICONS_HEIGHT = 11 * mm  # the row of measure symbols under the picture
NAME_LEADING = 1.1  # a name's second line sits this many times its size below the first


def picture_box(width: float, height: float, name_lines: int = 1,
                name_size: float = 0.0) -> tuple[float, float, float, float]:
    """The illustration's box (x, y, width, height in points, from the trim's lower left
    corner) on a card of this trim size, with a name on one line, or on two lines set at
    `name_size` points as on an A6 card (17 unless the name had to shrink)."""
    frame = _Frame.of(width, height)
    return frame.picture_box((name_lines - 1) * name_size * frame.s * NAME_LEADING)


class FaceDrawer:
    def __init__(self, canvas: Any, world_map: Any, images: dict[Path, Any]) -> None:
        self.canvas = canvas
        self.world_map = world_map  # a geo.artwork.PdfMap, or None to leave the map out
        self.images = images  # one prepared Illustration per file: the PDF stores each once
        # What the user should know about a face, by animal id, in the order drawn: text cut
        # short, a picture cropped hard. Drawing is the same with or without them.
        self.notes: dict[str, list[str]] = {}

    def _note(self, face: FaceContent, text: str) -> None:
        notes = self.notes.setdefault(face.animal_id, [])
        line = f"warning: {face.animal_id}: {text}"
        if line not in notes:
            notes.append(line)

    def draw(self, face: FaceContent, x: float, y: float, width: float, height: float, bleed: float,
             rotate: bool = False) -> None:
        c = self.canvas
        c.saveState()
        if rotate:  # a back printed upside down, for short-edge flips and horizontal folds
            c.translate(x + width, y + height)
            c.rotate(180)
        else:
            c.translate(x, y)
        frame = _Frame.of(width, height)
        s = frame.s  # every size below is for an A6 card, scaled by s
        colour = BORDER_COLOURS[face.colour]
        c.setFillColor(colour)
        c.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, stroke=0, fill=1)
        inset = frame.inset
        pw, ph = width - 2 * inset, height - 2 * inset
        c.setFillColor(PANEL)
        c.roundRect(inset, inset, pw, ph, 3 * mm * s, stroke=0, fill=1)
        left, inner = frame.left, frame.inner
        middle = height / 2
        self._upper(face, frame, colour)
        c.setStrokeColor(colour)
        c.setLineWidth(0.6 * s)
        c.setDash(2 * s, 1.5 * s)
        c.line(inset + 2 * mm * s, middle, inset + pw - 2 * mm * s, middle)
        c.setDash()
        self._lower(face, left, inner, frame.lower_bottom, frame.lower_top, s, colour)
        c.restoreState()

    def _upper(self, face: FaceContent, frame: _Frame, colour: str) -> None:
        c = self.canvas
        s, left, width, bottom = frame.s, frame.left, frame.inner, frame.upper_bottom
        badge = BADGE * s
        y = frame.upper_top - badge
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
        y -= NAME_DROP * s
        # A long name shrinks, then takes a second line (the illustration gives way).
        size, lines, cut = fit_lines(c, face.name, BOLD, 17 * s, 9 * s, name_width, 2)
        if cut:
            self._note(face, f"the name does not fit the card even in the smallest type; it prints as "
                             f"{' '.join(lines)!r}")
        c.setFillColor(INK)
        c.setFont(BOLD, size)
        for number, line in enumerate(lines):
            if number:
                y -= size * NAME_LEADING
            c.drawString(left, y, line)
        name_extra = (len(lines) - 1) * size * NAME_LEADING
        y -= SCIENTIFIC_DROP * s
        size, scientific, cut = fit_clipped(c, face.scientific_name, ITALIC, 10 * s, 6 * s, width)
        if cut:
            self._note(face, f"the scientific name does not fit the card even in the smallest type; it prints "
                             f"as {scientific!r}")
        c.setFont(ITALIC, size)
        c.setFillColor(MUTED)
        c.drawString(left, y, scientific)
        self._illustration(face, *frame.picture_box(name_extra), s, colour)
        self._icons(face, left, bottom, width, ICONS_HEIGHT * s, s, colour)

    def _illustration(self, face: FaceContent, x: float, y: float, w: float, h: float, s: float, colour: str) -> None:
        c = self.canvas
        c.saveState()
        clip = c.beginPath()
        clip.roundRect(x, y, w, h, 2 * mm * s)
        c.clipPath(clip, stroke=0, fill=0)
        if face.illustration is not None:
            picture = self.images[face.illustration]
            if face.fit == "contain":  # the box shows round the picture, lightly tinted
                c.setFillColor(colour)
                c.setFillAlpha(0.1)
                c.rect(x, y, w, h, stroke=0, fill=1)
                c.setFillAlpha(1)
            elif (share := picture.cropped(w, h)) > CROP_WARNING:
                self._note(face, f"cover crops away {share * 100:.0f} % of its illustration ({face.illustration.name}) in the "
                                 f"{w / mm:.0f} x {h / mm:.0f} mm picture box; crop the picture nearer "
                                 f"{w / h:.1f}:1 (width to height), or set illustration_fit: contain")
            picture.draw(c, x, y, w, h, face.fit)
        else:
            self._placeholder(face, x, y, w, h, s, colour)
        c.restoreState()

    def _placeholder(self, face: FaceContent, x: float, y: float, w: float, h: float, s: float, colour: str) -> None:
        """No illustration yet: a tinted panel with the animal's monogram, never an empty box."""
        c = self.canvas
        striped_panel(c, x, y, w, h, colour, 0.12, 6 * mm * s)
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
        for index, (measure, label) in enumerate(zip(face.asked, face.asked_labels)):
            centre = left + slot * (index + 0.5)
            draw_icon(c, measure, centre, bottom + height * 0.62, 6.5 * mm * s, colour)
            c.setFillColor(INK)
            size = fit_line(c, label, REGULAR, 6.5 * s, 4.5 * s, slot - 1 * mm * s)
            c.setFont(REGULAR, size)
            c.drawCentredString(centre, bottom + 0.8 * mm * s, label)

    def _lower(self, face: FaceContent, left: float, width: float, bottom: float, top: float, s: float, colour: str) -> None:
        c = self.canvas
        y = top - 3.2 * mm * s
        c.setFillColor(MUTED)
        size, classification, cut = fit_clipped(c, face.classification, REGULAR, 7 * s, 5 * s, width)
        if cut:
            self._note(face, f"the order and family do not fit the card even in the smallest type; they print "
                             f"as {classification!r}")
        c.setFont(REGULAR, size)
        c.drawString(left, y, classification)
        measure_lines = len(face.measures)
        measures_height = measure_lines * 3.6 * mm * s + 1 * mm * s
        text = ", ".join(face.places)
        # Six lines leave the map its room; a longer list (a bird of 40 areas) takes up to ten
        # and the map shrinks, since the list is what players read the answers from.
        for most_lines in LIST_LINES:
            size, lines, cut = fit_lines(c, text, REGULAR, 7.5 * s, 4.5 * s, width, most_lines)
            if not cut:
                break
        if cut:
            shown = _places_shown(face.places, lines)
            self._note(face, f"the list of {len(face.places)} {face.place_word} does not fit the card even in the "
                             f"smallest type; it shows {shown} of them in full, then '\u2026'")
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
                                set(face.map_animal), set(face.map_adjacent), set(face.map_ringed))
        y = bottom + measures_height - 3.3 * mm * s
        for measure, label, value in face.measures:
            draw_icon(c, measure, left + 2 * mm * s, y + 1 * mm * s, 3.2 * mm * s, colour)
            c.setFillColor(INK)
            label_size = fit_line(c, label, BOLD, 7.5 * s, 5.5 * s, width * 0.42)
            c.setFont(BOLD, label_size)
            c.drawString(left + 5 * mm * s, y, label)
            size, value, cut = fit_clipped(c, value, REGULAR, 8 * s, 5 * s, width * 0.55)
            if cut:
                self._note(face, f"the {label} does not fit the card even in the smallest type; it prints as "
                                 f"{value!r}")
            c.setFont(REGULAR, size)
            c.drawRightString(left + width, y, value)
            y -= 3.6 * mm * s


LIST_LINES = (6, 8, 10)  # the most lines the list of places may take, tried in turn
CROP_WARNING = 0.5  # `cover` warns when it would crop away more than this share of a picture


def _places_shown(places: tuple[str, ...], lines: list[str]) -> int:
    """How many of the places a cut list still prints in full."""
    printed = " ".join(" ".join(lines).removesuffix("\u2026").split()).rstrip(" ,")
    shown = 0
    for count in range(1, len(places) + 1):
        head = " ".join(", ".join(places[:count]).split())
        if printed == head or printed.startswith(head + ","):
            shown = count
    return shown


def striped_panel(c, x: float, y: float, w: float, h: float, colour: str, tint: float, step: float) -> None:  # type: ignore[no-untyped-def]
    """The picture box of a card with no illustration yet: a tinted panel crossed by a band
    of faint diagonal stripes, `step` apart."""
    c.setFillColor(colour)
    c.setFillAlpha(tint)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.setFillAlpha(0.07)
    for i in range(int(w / step) + int(h / step) + 2):
        path = c.beginPath()
        path.moveTo(x + i * step, y)
        path.lineTo(x + i * step + step / 2, y)
        path.lineTo(x + i * step + step / 2 - h, y + h)
        path.lineTo(x + i * step - h, y + h)
        path.close()
        c.drawPath(path, stroke=0, fill=1)
    c.setFillAlpha(1)
