"""The world map as artwork: every area projected once (the card map ships projected, see
art_build), then drawn as SVG or on a PDF page.

On a PDF each area is defined once as a form and only its fill colour changes from map to
map, so a deck of hundreds of cards carries the map's outlines a single time.

The whole globe is drawn, pole to pole, with its edge: Equal Earth draws each pole as a
line, so Antarctica sits on the bottom edge as a band, all of it on the map. An answer area
too small to see at the size the map is printed (Tasmania, New Zealand, Madagascar on a
card) gets a ring round it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from io import StringIO
from pathlib import Path
from typing import Any, Literal

from fauna_cards.errors import IOTrouble
from fauna_cards.printing.svg_text import xml_text
from fauna_cards.resources import geometry_dir

Detail = Literal["board", "card"]  # as geo.shapes has it; that module needs shapely

# Colours by the role an area plays on one animal's map.
PALETTE = {
    "animal": "#b5341f",  # where the animal lives
    "adjacent": "#f2b8a2",  # next to it: worth points in FAUNA
    "land": "#d8d2c4",
    "marine": "#d6e6f2",
}
BORDER = "#ffffff"
OUTLINE = "#8a9aa8"
FORM_UNITS = 1000.0  # forms are drawn 1000 units wide and scaled at each use
EDGE_WIDTH = 2.5  # the globe's edge as it shows, in form units (a thousandth of the map's width)
TINY = 2.5 * 72 / 25.4  # points: an area smaller than a disc this wide is ringed when it is an answer
RING_GAP = 0.8 * 72 / 25.4  # between an area's farthest corner and its ring
RING_SMALLEST = 2.4 * 72 / 25.4  # the smallest ring's radius
RING_WIDTH = 0.9  # points, in the animal's colour, over a white halo
RING_HALO = 2.0

Ring = tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class AreaArt:
    id: str
    kind: str
    polygons: tuple[tuple[Ring, ...], ...]  # each polygon: exterior ring, then holes
    centre: tuple[float, float] = (0.0, 0.0)  # the middle of its bounding box
    reach: float = 0.0  # from the centre to the bounding box's corner
    size: float = 0.0  # the diameter of a disc of the same area: how large it looks

    def ring(self, width: float) -> tuple[float, float, float] | None:
        """On a map `width` points wide: the centre and radius (points, from the map's
        lower left corner) of the ring that shows this area, or None when it is large
        enough to see."""
        if self.size * width >= TINY:
            return None
        x, y = self.centre
        return x * width, y * width, max(self.reach * width + RING_GAP, RING_SMALLEST)


@dataclass(frozen=True)
class WorldArt:
    areas: tuple[AreaArt, ...]
    aspect: float  # height / width
    outline: Ring  # the edge of the globe


@lru_cache(maxsize=None)
def world_art(detail: Detail = "card") -> WorldArt:
    """All areas in unit coordinates: x from 0 to 1, y from 0 (south) to the aspect. The card
    detail is read as projected (card-art.json); the board detail is projected now."""
    if detail != "card":
        from fauna_cards.geo.art_build import project_art

        return project_art(detail)
    path = art_file()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IOTrouble(f"the card map artwork is missing: {path} (run `make maps`)") from None
    areas = tuple(
        AreaArt(area["id"], area["kind"], tuple(tuple(_pairs(ring) for ring in polygon) for polygon in area["polygons"]),
                tuple(area["centre"]), area["reach"], area["size"])
        for area in data["areas"]
    )
    return WorldArt(areas, data["aspect"], _pairs(data["outline"]))


def art_file() -> Path:
    return geometry_dir() / "card-art.json"


def _pairs(flat: list[float]) -> Ring:
    """A ring stored flat (x, y, x, y ...) as its points."""
    numbers = iter(flat)
    return tuple(zip(numbers, numbers))


def role(area: AreaArt, animal: set[str], adjacent: set[str]) -> str:
    if area.id in animal:
        return "animal"
    if area.id in adjacent:
        return "adjacent"
    return area.kind


def svg(art: WorldArt, animal: set[str], adjacent: set[str], width: int = 800, title: str = "") -> str:
    """A standalone SVG of the map; the same input gives the same bytes."""
    height = width * art.aspect
    out = StringIO()
    out.write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height:.0f}" '
              f'viewBox="0 0 {width} {height:.1f}">\n')
    if title:
        out.write(f"<title>{xml_text(title)}</title>\n")
    out.write(f'<path d="{_svg_path([art.outline], width, height)}" fill="{PALETTE["marine"]}" stroke="none"/>\n')
    for area in art.areas:
        d = " ".join(_svg_path(polygon, width, height) for polygon in area.polygons)
        out.write(f'<path id="{area.id}" d="{d}" fill="{PALETTE[role(area, animal, adjacent)]}" '
                  f'fill-rule="evenodd" stroke="{BORDER}" stroke-width="{max(0.3, width / 1600):.2f}"/>\n')
    out.write(f'<path d="{_svg_path([art.outline], width, height)}" fill="none" stroke="{OUTLINE}" '
              f'stroke-width="{max(0.5, width / 800):.2f}"/>\n</svg>\n')
    return out.getvalue()


def _svg_path(rings: Any, width: float, height: float) -> str:
    parts = []
    for ring in rings:
        points = " ".join(f"{x * width:.1f},{height - y * width:.1f}" for x, y in ring)
        parts.append(f"M{points}Z")
    return " ".join(parts)


class PdfMap:
    """Draws maps on a reportlab canvas, defining each area's outline once per document."""

    def __init__(self, canvas: Any, art: WorldArt) -> None:
        self.canvas = canvas
        self.art = art
        self._defined = False
        # Short form names: every page names each form it uses, in its resources and in its
        # content, once per map (the ids would make a card sheet 3 kB larger a page).
        self._forms = {"outline": "Mo", **{area.id: f"M{number}" for number, area in enumerate(art.areas)}}

    def _form(self, name: str) -> str:
        return self._forms[name]

    def _define(self) -> None:
        canvas, art = self.canvas, self.art
        height = FORM_UNITS * art.aspect
        canvas.saveState()
        for name, rings in [("outline", [((art.outline,),)])] + [(a.id, [a.polygons]) for a in art.areas]:
            globe = name == "outline"
            # The globe is drawn first, with its edge: the areas cover the edge's inner half,
            # its outer half stays, so that the poles read as the globe's edge and Antarctica,
            # on the south one, as a part of the globe rather than cut off by the card.
            edge = EDGE_WIDTH if globe else 0.0
            canvas.beginForm(self._form(name), lowerx=-edge, lowery=-edge, upperx=FORM_UNITS + edge,
                             uppery=height + edge)
            path = canvas.beginPath()
            for polygons in rings:
                for polygon in polygons:
                    for ring in polygon:
                        path.moveTo(ring[0][0] * FORM_UNITS, ring[0][1] * FORM_UNITS)
                        for x, y in ring[1:]:
                            path.lineTo(x * FORM_UNITS, y * FORM_UNITS)
                        path.close()
            canvas.setStrokeColor(OUTLINE if globe else BORDER)
            canvas.setLineWidth(2 * EDGE_WIDTH if globe else 0.8)
            # No fill colour inside the form: each use sets its own.
            canvas.drawPath(path, stroke=1, fill=1, fillMode=0)
            canvas.endForm()
        canvas.restoreState()
        self._defined = True

    def draw(self, x: float, y: float, width: float, animal: set[str], adjacent: set[str],
             ringed: set[str] | None = None) -> float:
        """Draw one map with its lower left corner at (x, y); return its height. The areas
        in `ringed` that are too small to see at this width get a ring round them."""
        if not self._defined:
            self._define()
        canvas = self.canvas
        canvas.saveState()
        canvas.translate(x, y)
        canvas.saveState()
        canvas.scale(width / FORM_UNITS, width / FORM_UNITS)
        canvas.setFillColor(PALETTE["marine"])
        canvas.doForm(self._form("outline"))
        for area in self.art.areas:
            canvas.setFillColor(PALETTE[role(area, animal, adjacent)])
            canvas.doForm(self._form(area.id))
        canvas.restoreState()
        rings = [ring for area in self.art.areas if ringed and area.id in ringed
                 if (ring := area.ring(width)) is not None]
        for colour, line in ((BORDER, RING_HALO), (PALETTE["animal"], RING_WIDTH)):
            canvas.setStrokeColor(colour)
            canvas.setLineWidth(line)
            for cx, cy, radius in rings:
                canvas.circle(cx, cy, radius, stroke=1, fill=0)
        canvas.restoreState()
        return width * self.art.aspect
