"""FAUNA KOMPAKT's board as nine cards: the world map cut into six cards (three across, two
down) and three scale cards (weight, length, tail length) that lie in a row beneath them.

The cards go through the same sheets, crop marks and layouts as the animal cards. Every
world card shows its window of one region map, drawn once per PDF as a form; land regions
carry dark names, sea regions light ones. A scale card lists its fields in a grid, each
field labelled with its range and large enough for a guess stone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.units import mm
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from fauna_cards.geo.labels import Label
from fauna_cards.model.board import Space
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.language import Words
from fauna_cards.printing.fonts import BOLD, REGULAR, register_fonts
from fauna_cards.printing.map_layer import COAST, ISLAND, LINE_HEIGHT, CAPS_BASELINE, label_box
from fauna_cards.printing.pen import PdfPen
from fauna_cards.printing.text import fit_line

GRID = (3, 2)  # world cards across and down
SAFE = 4.0  # mm: names and fields keep this far from a card's trim line
LAND_INK = "#1f1f1f"
SEA_INK = "#ffffff"
REGION_BORDER = "#ffffff"
# Our own colours (the printed cards' are not known): earthy for land, deep blues and teals
# for the sea, so that white names read on every sea and neighbours differ.
REGION_COLOURS = {
    "africa": "#e8c35e", "antarctica": "#e6edf2", "asia": "#e59a72", "australia": "#d8793f",
    "europe": "#c7a0d8", "north-america": "#a5c96d", "south-america": "#62b07c",
    "atlantic": "#2b6c9c", "indian-ocean": "#1d8583", "arctic-ocean": "#5f7ea3",
    "east-pacific": "#3b4f96", "southern-ocean": "#4b6676", "west-pacific": "#2a7fb8",
}
FALLBACK = {"land": "#cfc59a", "marine": "#3d6d94"}
CARD_INK = "#2f6690"
FIELD_LINE = "#2f6690"
FIELD_LABEL = 6.5  # points, shrunk to fit narrow fields
LABEL_BAND = 5.5  # mm at the top of a field for its range
NAME_PADDING = 0.5  # mm above a region name's first line (as map_layer pads land names)
MIN_STONE = 8.0  # mm: a field must hold a stone at least this wide


@dataclass(frozen=True)
class RegionMap:
    """The region map in millimetres of the whole six-card grid (no bleed)."""

    width: float
    height: float
    regions: dict[str, tuple[str, BaseGeometry]]  # id -> (kind, shape), in the regions file's order
    borders: BaseGeometry  # between regions, not along the map's edge
    coast: BaseGeometry
    islands: BaseGeometry
    labels: tuple[Label, ...]


@dataclass(frozen=True)
class WorldCard:
    col: int
    row: int  # 0 is the top row

    @property
    def number(self) -> int:
        return self.row * GRID[0] + self.col + 1


@dataclass(frozen=True)
class ScaleCard:
    number: int  # 7, 8, 9: the row beneath the map
    title: str
    spaces: tuple[Space, ...]


@dataclass(frozen=True)
class CardBack:
    number: int


TAG_SIZE = 5.5  # points
BOARD_CARDS = GRID[0] * GRID[1] + 3  # the world cards and the three scale cards


def card_tag(number: int, words: Words) -> str:
    return words("board.kompakt.world_tag", number=number, count=GRID[0] * GRID[1])


def tag_box(left: float, bottom: float, text: str) -> Polygon:
    """Where a world card's tag stands, for a card whose lower left corner is at (left,
    bottom) mm on the map: names keep out of it."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from shapely.geometry import box

    register_fonts()
    width = stringWidth(text, REGULAR, TAG_SIZE) / mm
    return box(left + SAFE - 1.0, bottom + SAFE - 1.2, left + SAFE + width + 1.0, bottom + SAFE + 2.4)


def region_colour(region_id: str, kind: str) -> str:
    return REGION_COLOURS.get(region_id, FALLBACK[kind])


def windows(width: float, height: float) -> dict[tuple[int, int], Polygon]:
    """Each world card's part of the map, (col, row) with row 0 at the top."""
    from shapely.geometry import box

    cw, ch = width / GRID[0], height / GRID[1]
    return {(col, row): box(col * cw, height - (row + 1) * ch, (col + 1) * cw, height - row * ch)
            for row in range(GRID[1]) for col in range(GRID[0])}


def measure(request, lines: tuple[str, ...], size: float) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Region names stand on their colour without a box."""
    from dataclasses import replace

    return label_box(replace(request, style="land"), lines, size)


def field_grid(count: int, width: float, height: float) -> tuple[int, int]:
    """(columns, rows) for `count` fields in a width x height mm area: the arrangement whose
    smallest field side, less the label band, is largest."""
    best: tuple[float, int, int] | None = None
    for rows in range(1, count + 1):
        cols = math.ceil(count / rows)
        side = min(width / cols, height / rows - LABEL_BAND)
        if best is None or side > best[0] + 1e-9:
            best = (side, cols, rows)
    assert best is not None
    return best[1], best[2]


def stone_room(card: tuple[float, float], counts: Sequence[int]) -> float:
    """The side of the largest square stone every field of these scale cards holds (mm),
    for cards `card` = (width, height) portrait, printed landscape."""
    width, height = card[1] - 2 * SAFE, card[0] - 2 * SAFE - TITLE_BAND
    sides = []
    for count in counts:
        cols, rows = field_grid(count, width, height)
        sides.append(min(width / cols, height / rows - LABEL_BAND) - 1.0)
    return min(sides)


TITLE_BAND = 8.0  # mm for a scale card's title


class KompaktBoardDrawer:
    """Draws world cards, scale cards and card backs in portrait slots, turned landscape."""

    FORM = "kompakt-region-map"

    def __init__(self, canvas: Any, region_map: RegionMap, words: Words) -> None:
        self.canvas = canvas
        self.map = region_map
        self.words = words
        self._defined = False

    def _define(self) -> None:
        c, m = self.canvas, self.map
        c.beginForm(self.FORM, lowerx=0, lowery=-20 * mm, upperx=m.width * mm, uppery=(m.height + 20) * mm)
        pen = PdfPen(c)
        for region_id, (kind, shape) in m.regions.items():
            pen.shape(shape, fill=region_colour(region_id, kind))
        pen.shape(m.islands, fill=ISLAND)
        pen.lines(m.islands.boundary, COAST, 0.25)
        pen.lines(m.coast, COAST, 0.4)
        pen.lines(m.borders, REGION_BORDER, 1.0)
        for label in m.labels:
            _region_name(pen, label)
        c.endForm()
        self._defined = True

    def draw(self, face: Any, x: float, y: float, width: float, height: float, bleed: float, rotate: bool) -> None:
        c = self.canvas
        if not self._defined:
            self._define()
        c.saveState()
        # The slot is portrait; the board cards are landscape: turn a quarter (three for a
        # back printed upside down).
        c.translate(x + width / 2, y + height / 2)
        c.rotate(270 if rotate else 90)
        w, h = height / mm, width / mm  # the landscape card, in mm
        pen = PdfPen(c, (-height / 2, -width / 2))
        b = bleed / mm
        if isinstance(face, WorldCard):
            self._world(pen, face, w, h, b)
        elif isinstance(face, ScaleCard):
            _scale_card(pen, face, w, h, b, self.words)
        else:
            _back(pen, face, w, h, b, self.words)
        c.restoreState()

    def _world(self, pen: PdfPen, card: WorldCard, w: float, h: float, bleed: float) -> None:
        c = self.canvas
        left = card.col * w
        bottom = self.map.height - (card.row + 1) * h
        c.saveState()
        clip = c.beginPath()
        clip.rect(pen.ox - bleed * mm, pen.oy - bleed * mm, (w + 2 * bleed) * mm, (h + 2 * bleed) * mm)
        c.clipPath(clip, stroke=0, fill=0)
        # Into the bleed the map goes on: past the top and bottom edges (the form holds a
        # little more than the grid), and round the world past the east and west ones.
        for shift in (-self.map.width, 0.0, self.map.width):
            c.saveState()
            c.translate(pen.ox - (left - shift) * mm, pen.oy - bottom * mm)
            c.doForm(self.FORM)
            c.restoreState()
        c.restoreState()
        tag = card_tag(card.number, self.words)
        x0, y0, x1, y1 = tag_box(0.0, 0.0, tag).bounds
        pen.rect(x0, y0, x1 - x0, y1 - y0, fill="#ffffff", radius=0.8)
        pen.text(SAFE, SAFE - 0.1, tag, REGULAR, TAG_SIZE, CARD_INK, "left")


def _region_name(pen: PdfPen, label: Label) -> None:
    ink = LAND_INK if label.style == "land" else SEA_INK
    turn = math.radians(label.angle)
    cos, sin = math.cos(turn), math.sin(turn)
    y = label.height / 2 - NAME_PADDING
    for line in label.lines:
        y -= label.size / mm * LINE_HEIGHT
        baseline = y + label.size / mm * CAPS_BASELINE
        pen.text(label.x - sin * baseline, label.y + cos * baseline, line, BOLD, label.size, ink, "centre", label.angle)


def _scale_card(pen: PdfPen, card: ScaleCard, w: float, h: float, bleed: float, words: Words) -> None:
    canvas = pen.canvas
    pen.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, fill=CARD_INK)
    pen.rect(SAFE - 1.5, SAFE - 1.5, w - 2 * SAFE + 3.0, h - 2 * SAFE + 3.0, fill="#ffffff", radius=2.0)
    title_size = fit_line(canvas, card.title.upper(), BOLD, 10, 6, (w - 2 * SAFE - 14) * mm)
    pen.text(SAFE + 1.0, h - SAFE - 5.5, card.title.upper(), BOLD, title_size, CARD_INK, "left")
    pen.text(w - SAFE - 1.0, h - SAFE - 5.5, words("board.kompakt.scale_number", number=card.number, count=BOARD_CARDS),
             REGULAR, 6, CARD_INK, "right")
    area_w, area_h = w - 2 * SAFE, h - 2 * SAFE - TITLE_BAND
    cols, rows = field_grid(len(card.spaces), area_w, area_h)
    fw, fh = area_w / cols, area_h / rows
    for index, space in enumerate(card.spaces):
        row, col = divmod(index, cols)
        fx, fy = SAFE + col * fw, SAFE + area_h - (row + 1) * fh
        pen.rect(fx, fy, fw, fh, stroke=FIELD_LINE, width=0.6)
        text = words.number(space.label.replace("-", "\u2013"))
        size = fit_line(canvas, text, BOLD, FIELD_LABEL, 4.5, (fw - 1.6) * mm)
        pen.text(fx + fw / 2, fy + fh - LABEL_BAND + 1.6, text, BOLD, size, "#1a1a1a")
        pen.text(fx + 0.9, fy + 0.9, str(space.index), REGULAR, 5, "#777777", "left")
        side = min(fw, fh - LABEL_BAND) - 1.0
        pen.rect(fx + (fw - side) / 2, fy + (fh - LABEL_BAND - side) / 2, side, side, stroke="#c9d9e6", width=0.4,
                 radius=1.0, dash=(1.5, 1.5))


def _back(pen: PdfPen, card: CardBack, w: float, h: float, bleed: float, words: Words) -> None:
    pen.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, fill=CARD_INK)
    pen.text(w / 2, h / 2 + 2, "FAUNA KOMPAKT", BOLD, 16, "#ffffff")
    pen.text(w / 2, h / 2 - 6, words("board.kompakt.back", number=card.number, count=BOARD_CARDS), REGULAR, 8,
             "#ffffff")


def world_cards() -> list[WorldCard]:
    return [WorldCard(col, row) for row in range(GRID[1]) for col in range(GRID[0])]


def scale_cards(scales: Sequence[tuple[str, Sequence[Space]]]) -> list[ScaleCard]:
    return [ScaleCard(7 + index, title, tuple(spaces)) for index, (title, spaces) in enumerate(scales)]



NAMED_SHARE = 0.08  # a region is named on every card where it covers this share of the card
BLEED_DEGREES = 6.0  # the region map goes on this far past its top and bottom edges, into the bleed


def region_map(world: WorldMap, card: tuple[float, float], top: float, bottom: float, words: Words) -> RegionMap:
    """The region map for six landscape cards of `card` = (width, height) mm, portrait: each
    region coloured, its name in `words`' language on every card where it covers a fair part
    of the card (and on its largest piece at least), clear of the card's edges and its tag."""
    import shapely

    from fauna_cards.geo.board_map import board_map, polygon_parts, region_shapes
    from fauna_cards.geo.labels import LabelRequest, place_labels

    card_w, card_h = card
    width, height = GRID[0] * card_h, GRID[1] * card_w
    drawn = board_map(width, top, bottom, height, BLEED_DEGREES)
    regions_of = tuple((area_id, tuple(area.regions)) for area_id, area in world.areas.items())
    shapes = region_shapes(width, top, bottom, height, regions_of, BLEED_DEGREES)
    regions = {r: (world.regions[r].kind, shapes[r]) for r in world.regions if r in shapes}
    requests = []
    for region_id, (kind, shape) in regions.items():
        name = tuple(world.regions[region_id].name.in_language(words.code).upper().split())
        pieces = []
        for (col, row), window in windows(width, height).items():
            left, low, _, _ = window.bounds
            tag = card_tag(row * GRID[0] + col + 1, words)
            inner = window.buffer(-SAFE, join_style="mitre") - tag_box(left, low, tag)
            pieces += polygon_parts(shapely.intersection(shape, inner))
        pieces.sort(key=lambda p: -p.area)
        big = [p for p in pieces if p.area >= NAMED_SHARE * card_w * card_h]
        for piece in big or pieces[:1]:
            requests.append(LabelRequest(region_id, name, piece, None, "land" if kind == "land" else "sea"))
    frame = shapely.box(0, 0, width, height)
    labels = place_labels(requests, measure, frame)
    borders = shapely.difference(shapely.union_all([shape.boundary for _, shape in regions.values()]),
                                 frame.exterior.buffer(0.05))
    return RegionMap(width, height, regions, borders, drawn.borders.coast, drawn.islands, tuple(labels))
