"""The board's world map as a drawing: areas, islands and lakes, borders, names, and the
marks where the map wraps around. Drawn through a pen, so the same map becomes a PDF page,
part of the printed board, or an SVG.

Land areas take their continent's colour, in shades that differ between neighbours; marine
areas are blue, their islands drawn as land (they count as sea). Borders between areas are
dashed, coasts solid. Land names are plain capitals; marine names stand in a box, as the
rulebook describes the printed board.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
import shapely
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from fauna_cards.geo.board_map import BoardMap
from fauna_cards.geo.labels import Label, LabelRequest
from fauna_cards.printing.fonts import BOLD, REGULAR, register_fonts

SEA = "#a8d0ea"
SEA_BORDER = "#ffffff"
ISLAND = "#e9dfc0"
LAKE = "#c4e0f2"
COAST = "#4f7f9f"
LAND_BORDER = "#6d5f49"
INK = "#262626"
MARINE_INK = "#1d4f78"
MARINE_BOX = "#ffffff"
MARINE_BOX_LINE = "#3a77a6"
NOTE_INK = "#5b5b5b"
# Each continent has its hue; its areas take four clearly different shades of it, so that
# neighbouring areas never share a colour (see area_fills).
CONTINENT_HUES = {
    "north-america": "#b7d58a", "south-america": "#93cf8f", "europe": "#eab874", "africa": "#efd37a",
    "asia": "#e9a987", "australia": "#ee9f62", "antarctica": "#eef3f7",
}
SHADE_STEPS = (0.0, -0.09, 0.08, -0.17)  # lightness changes, in HLS


def _shade(colour: str, step: float) -> str:
    import colorsys

    red, green, blue = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    hue, lightness, saturation = colorsys.rgb_to_hls(red, green, blue)
    lightness = min(0.97, max(0.3, lightness + step))
    return "#" + "".join(f"{round(c * 255):02x}" for c in colorsys.hls_to_rgb(hue, lightness, saturation))


CONTINENT_SHADES = {continent: tuple(_shade(hue, step) for step in SHADE_STEPS)
                    for continent, hue in CONTINENT_HUES.items()}
LINE_HEIGHT = 1.12  # of the type size, between lines of a name
CAPS_BASELINE = (LINE_HEIGHT - 0.73) / 2  # DejaVu's capitals are 0.73 of the type size tall
NOTE_SIZE = 0.78  # of the name's type size: the id under a name on the labelled map
PADDING = {"land": (0.8, 0.5), "marine": (2.2, 1.3)}  # mm around the text: (across, up and down)


def label_box(request: LabelRequest, lines: tuple[str, ...], size: float) -> tuple[float, float]:
    """The measure for geo.labels: the box a name takes set at `size` points, in mm."""
    register_fonts()
    width = max(stringWidth(line, BOLD, size) for line in lines)
    height = len(lines) * size * LINE_HEIGHT
    if request.note:
        width = max(width, stringWidth(request.note, REGULAR, size * NOTE_SIZE))
        height += size * NOTE_SIZE * LINE_HEIGHT
    across, up = PADDING.get(request.style, PADDING["land"])
    return width / mm + 2 * across, height / mm + 2 * up


def area_fills(board: BoardMap, continents: Mapping[str, str | None], neighbours: Mapping[str, frozenset[str]]) -> dict[str, str]:
    """A colour for every area: sea blue, or a shade of its continent that none of its
    neighbours has (greedy, in board order, so the same map gets the same colours)."""
    fills: dict[str, str] = {}
    for area_id, (kind, _) in board.areas.items():
        continent = continents.get(area_id)
        if kind == "marine" or continent not in CONTINENT_SHADES:
            fills[area_id] = SEA
            continue
        shades = CONTINENT_SHADES[continent]
        used = {fills.get(n) for n in neighbours.get(area_id, ())}
        fills[area_id] = next((shade for shade in shades if shade not in used), shades[0])
    return fills


def draw_map(pen, board: BoardMap, fills: Mapping[str, str], labels: Sequence[Label]) -> None:  # type: ignore[no-untyped-def]
    """The whole map inside its frame, names included."""
    for area_id, (_, geometry) in board.areas.items():
        pen.shape(geometry, fill=fills[area_id], ident=area_id)
    pen.shape(board.islands, fill=ISLAND)
    pen.shape(board.waters, fill=LAKE)
    pen.lines(board.islands.boundary, COAST, 0.3)
    pen.lines(board.waters.boundary, COAST, 0.3)
    pen.lines(board.borders.sea, SEA_BORDER, 1.1, dash=(3.5, 2.2))
    pen.lines(board.borders.land, LAND_BORDER, 0.6, dash=(2.4, 1.6))
    pen.lines(board.borders.coast, COAST, 0.6)
    pen.rect(0, 0, board.width, board.height, stroke=COAST, width=0.8)
    for label in labels:
        draw_label(pen, label, fills.get(label.key, MARINE_BOX))


def draw_label(pen, label: Label, area_fill: str) -> None:  # type: ignore[no-untyped-def]
    """A name: marine names in a white box, land names plain. A name that stands outside
    its area is tied to it by a line to a dot; a land name there is outlined in the area's
    colour, so that it reads on the sea and stays unboxed."""
    marine = label.style == "marine"
    if label.leader:
        edge = label.outline().exterior
        nearest = edge.interpolate(edge.project(shapely.Point(label.anchor)))
        pen.line(label.anchor, (nearest.x, nearest.y), INK, 0.5)
        pen.circle(*label.anchor, 0.7, fill=INK)
    if marine:
        pen.shape(label.outline(), fill=MARINE_BOX, stroke=MARINE_BOX_LINE, width=0.6)
    halo = area_fill if label.leader and not marine else None
    ink = MARINE_INK if marine else INK
    _, up = PADDING.get(label.style, PADDING["land"])
    rows = [(line, BOLD, label.size, ink) for line in label.lines]
    if label.note:
        rows.append((label.note, REGULAR, label.size * NOTE_SIZE, NOTE_INK))
    # Rows are set from the top of the box down in the box's own frame, then turned with it;
    # capitals sit in the middle of their row.
    turn = math.radians(label.angle)
    cos, sin = math.cos(turn), math.sin(turn)
    y = label.height / 2 - up
    for text, font, size, colour in rows:
        y -= size / mm * LINE_HEIGHT
        baseline = y + size / mm * CAPS_BASELINE
        pen.text(label.x - sin * baseline, label.y + cos * baseline, text, font, size, colour, "centre", label.angle,
                 halo)


WRAP_MARK = "#2f6690"


def draw_wrap_marks(pen, board: BoardMap) -> None:  # type: ignore[no-untyped-def]
    """A lettered arrow on each edge at each place where the map goes on across its edge."""
    for mark in board.wrap_marks:
        for x, outward in ((0.0, -1.0), (board.width, 1.0)):
            pen.polygon([(x + outward * 0.4, mark.y + 2.6), (x + outward * 6.8, mark.y),
                         (x + outward * 0.4, mark.y - 2.6)], fill=WRAP_MARK)
            pen.text(x + outward * 2.7, mark.y - 1.1, mark.letter, BOLD, 8.0, "#ffffff")
