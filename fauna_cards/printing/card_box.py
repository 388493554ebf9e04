"""The printable card box: a net to cut out, fold and glue into the open tray that holds the
FAUNA cards upright, one behind the other, and hides the lower half of the front card (its
answers) behind the front wall.

The box is an open tray. Every wall is double: in the net each wall is twice the wall height,
and its inner half folds over the top edge and down inside until it stands on the base. The
front and back walls carry glue tabs at both ends; the tabs fold round the corners and end up
between the two layers of the side walls. When the net does not fit the paper, the box comes
in 3 pieces (base with front and back, two side walls) or 5 (every wall and the base apart);
a detached wall then has a flap along its foot that is glued under the base's edge.

Everything folds the same way, towards the printed side (valley folds): the printing ends up
inside the box and every glue area (tinted grey) is on the printed side, where it can be seen.

Sizes are millimetres with y upwards. The net is built in one frame, the base's: its lower left
corner at (0, 0), the front wall below it, the back wall above, the left side wall to the left.
Each piece is then moved to its own frame (0, 0 at its lower left) and remembers the move.

The sizes ignore the thickness of the paper: the inside of the folded box is the base's size,
and the clearance around the cards leaves room for the few tenths of a millimetre it takes.

Every printed word (the panels' labels, the guide, the notes) comes from the caller's `Words`
(the catalogs' `kit.box` section); a panel whose words are too long for it in a language
takes the shorter way of saying it, as it would in English.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

import numpy
import shapely
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from shapely import affinity
from shapely.geometry import LineString, MultiLineString, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from fauna_cards.errors import DoesNotFit
from fauna_cards.model.language import Words
from fauna_cards.model.printing import CardBox, CardFormat, Sheet, millimetres
from fauna_cards.printing.canvas import new_canvas
from fauna_cards.printing.fonts import BOLD, ITALIC, REGULAR, register_fonts
from fauna_cards.printing.pen import PdfPen
from fauna_cards.printing.sheets import check_bar
from fauna_cards.words import plural

PT = 25.4 / 72  # millimetres in a point
CAP_HEIGHT = 0.73  # DejaVu Sans capitals are 0.73 of the type size: centres a line on its caps
LINE_SPACING = 1.3  # of the type size, from one line of a panel's text to the next

MINIMUM_DEPTH = 10.0  # mm: a box for a handful of cards still stands them upright
TAB_INSET = 1.0  # mm a corner tab stops short of the base and of the top fold, so it folds flat
TAB_CHAMFER = 0.5  # of the tab's width: how far its free corners are cut back
FLAP_GAP = 0.5  # mm between neighbouring flaps under the base, and between a flap and a corner
RELIEF = 1.0  # mm: inner halves are this much shorter at each end, to slide past the corners
TEXT_PAD = 1.5  # mm between a panel's text and its edges (less on a narrow tab)
MINIMUM_TYPE = 5.0  # points: smaller panel text is left out rather than squeezed

PIECE_GAP = 4.0  # mm between pieces on a sheet
TEXT_CLEARANCE = 3.0  # mm between the guide or the actual-size note and any cut line
FOOTER = 8.0  # mm kept free over the bottom margin when the note finds no other room
BAR_ROW = 4.0  # mm: the calibration bar and its ticks under the note's text
SEARCH_STEPS = 150  # free room for the guide and the note is sought on a grid this fine across
MINIMUM_STEP = 2.0  # mm: the grid's step on small sheets

CUT = "#000000"
FOLD = "#808080"
FOLD_DASH = (3, 2)
GLUE = "#dedede"
GLUE_INK = "#555555"
PANEL_INK = "#2f6690"
MUTED = "#5b5b5b"
INK = "#000000"

TEXT_STYLES = {  # style -> font, largest size (points), colour
    "panel": (BOLD, 9.0, PANEL_INK),
    "note": (REGULAR, 6.5, PANEL_INK),
    "inside": (ITALIC, 6.5, MUTED),
    "glue": (REGULAR, 6.5, GLUE_INK),
}
WALLS = ("front", "back", "left", "right")
# Which walls share a piece with the base (they fold up from it); the others get a flap.
SPLITS: dict[int, tuple[tuple[str, tuple[str, ...]], ...]] = {
    1: (("box", ("base", *WALLS)),),
    3: (("base with front and back", ("base", "front", "back")), ("left side", ("left",)),
        ("right side", ("right",))),
    5: (("base", ("base",)), ("front", ("front",)), ("back", ("back",)), ("left side", ("left",)),
        ("right side", ("right",))),
}

Point2 = tuple[float, float]
Rect = tuple[float, float, float, float]  # x0, y0, x1, y1
TextLine = tuple[str, str]  # style, text


# -- the box's size ------------------------------------------------------------------------------


@dataclass(frozen=True)
class BoxSize:
    """The inside of the folded box, in mm."""

    inner_width: float  # across the cards
    inner_depth: float  # from the front card to the back card
    wall_height: float  # all four walls
    cards: int
    card_thickness: float

    def describe(self) -> str:
        """'107 x 10.8 x 78.4 mm': width, depth and height, as the guide and summary say it."""
        return f"{_mm(self.inner_width)} x {_mm(self.inner_depth)} x {_mm(self.wall_height)} mm"


def box_size(card: tuple[float, float], cards: int, card_thickness: float, clearance: float,
             hidden_share: float) -> BoxSize:
    """The box for `cards` cards of `card` (width, height mm) standing on their short edge;
    the front wall hides `hidden_share` of the front card's height."""
    width, height = card
    if cards < 1 or card_thickness <= 0 or clearance < 0 or not 0 < hidden_share < 1 or min(width, height) <= 0:
        raise ValueError(f"no card box for {plural(cards, 'card')} of {width:g} x {height:g} mm, {card_thickness:g} mm "
                         f"thick, {clearance:g} mm clearance, hiding {hidden_share:g} of the card")
    depth = max(cards * card_thickness + clearance, MINIMUM_DEPTH)
    return BoxSize(width + clearance, depth, height * hidden_share, cards, card_thickness)


# -- the net ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TextBlock:
    """Text that goes inside a panel: where it may go, and ways to say it, fullest first.
    The first way that fits (in either direction, at a readable size) is printed."""

    area: Rect
    variants: tuple[tuple[TextLine, ...], ...]


@dataclass(frozen=True)
class Lettering:
    """One line of text as printed: centred on (x, y), turned by `angle` degrees."""

    x: float
    y: float
    text: str
    font: str
    size: float  # points
    colour: str
    angle: float


@dataclass(frozen=True)
class Panel:
    """A named part of a piece: 'base', 'front outer half', 'left side inner half',
    'front left tab', 'left side flap' ..."""

    name: str
    kind: str  # base, outer, inner, tab, flap
    wall: str  # base, front, back, left, right
    shape: Polygon


@dataclass(frozen=True)
class Piece:
    """One part to cut out, in its own mm (0, 0 at its lower left)."""

    name: str
    outline: Polygon  # the cut line
    folds: MultiLineString  # fold lines, all folded towards the printed side
    glue: BaseGeometry  # the areas that get glue (tinted)
    texts: tuple[TextBlock, ...]
    panels: tuple[Panel, ...]
    net_offset: Point2  # where this piece's (0, 0) lies in the base's frame, before any turn
    quarter_turns: int = 0  # anticlockwise, as laid on the sheet

    @property
    def width(self) -> float:
        return self.outline.bounds[2]

    @property
    def height(self) -> float:
        return self.outline.bounds[3]

    @cached_property
    def lettering(self) -> tuple[Lettering, ...]:
        return tuple(line for block in self.texts for line in fit_text(block))

    @property
    def labels(self) -> tuple[tuple[float, float, str], ...]:
        """(x, y, text): every line of text as printed, by its centre."""
        return tuple((line.x, line.y, line.text) for line in self.lettering)

    def panel(self, name: str) -> Panel:
        return next(panel for panel in self.panels if panel.name == name)


@dataclass(frozen=True)
class _Measures:
    """The net's sizes that follow from the box, the glue tab and the split."""

    size: BoxSize
    split: int
    tab: float  # width of a corner tab
    band: float  # height of the glue band on the front and back walls' inner halves
    flap: float  # how far a detached wall's flap reaches in under the base


@dataclass(frozen=True)
class _Side:
    """One edge of the base and the frame of the wall standing on it: u along the edge, v away
    from the base (v < 0 lies over the base, where a flap goes)."""

    wall: str
    origin: Point2
    along: Point2
    out: Point2
    length: float

    def point(self, u: float, v: float) -> Point2:
        return (self.origin[0] + u * self.along[0] + v * self.out[0],
                self.origin[1] + u * self.along[1] + v * self.out[1])

    def polygon(self, points: Sequence[Point2]) -> Polygon:
        return Polygon([self.point(u, v) for u, v in points])

    def rect(self, u0: float, v0: float, u1: float, v1: float) -> Rect:
        (x0, y0), (x1, y1) = self.point(u0, v0), self.point(u1, v1)
        return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)

    def segment(self, start: Point2, end: Point2) -> LineString:
        return LineString([self.point(*start), self.point(*end)])


@dataclass
class _Parts:
    """What one wall or the base adds to its piece, in the base's frame."""

    panels: list[Panel]
    folds: list[LineString]
    glue: list[Polygon]
    texts: list[TextBlock]

    @classmethod
    def empty(cls) -> _Parts:
        return cls([], [], [], [])

    def extend(self, other: _Parts) -> None:
        self.panels += other.panels
        self.folds += other.folds
        self.glue += other.glue
        self.texts += other.texts


def _sides(size: BoxSize) -> dict[str, _Side]:
    width, depth = size.inner_width, size.inner_depth
    return {
        "front": _Side("front", (0.0, 0.0), (1.0, 0.0), (0.0, -1.0), width),
        "back": _Side("back", (0.0, depth), (1.0, 0.0), (0.0, 1.0), width),
        "left": _Side("left", (0.0, 0.0), (0.0, 1.0), (-1.0, 0.0), depth),
        "right": _Side("right", (width, 0.0), (0.0, 1.0), (1.0, 0.0), depth),
    }


def box_pieces(size: BoxSize, glue_tab: float, words: Words, split: int = 1) -> list[Piece]:
    """The box as `split` pieces (1, 3 or 5) that fold and glue into the same box, their
    panels labelled in `words`' language."""
    if split not in SPLITS:
        raise ValueError(f"a card box comes in 1, 3 or 5 pieces, not {split}")
    if glue_tab <= 0:
        raise ValueError(f"a glue tab of {glue_tab:g} mm holds nothing")
    width, depth = size.inner_width, size.inner_depth
    # The front tab and the back tab both go into the same side wall: they share its depth.
    tab = min(glue_tab, depth / 2 - FLAP_GAP)
    # Side flaps reach in from the left and the right; with 5 pieces the front and back flaps
    # also reach in, and all four meet, mitred, without overlapping.
    flap = min(glue_tab, width / 2 - FLAP_GAP, depth / 2 - FLAP_GAP if split == 5 else glue_tab)
    measures = _Measures(size, split, tab, min(glue_tab, size.wall_height / 3), flap)
    sides = _sides(size)
    pieces = []
    for name, members in SPLITS[split]:
        parts = _Parts.empty()
        for member in members:
            if member == "base":
                parts.extend(_base_parts(size, split, words))
            else:
                parts.extend(_wall_parts(sides[member], measures, words, attached="base" in members))
        pieces.append(_assemble(name, parts))
    return pieces


def _base_parts(size: BoxSize, split: int, words: Words) -> _Parts:
    shape = box(0.0, 0.0, size.inner_width, size.inner_depth)
    note = words(f"kit.box.base_note.{ {1: 'one_piece', 3: 'three_pieces', 5: 'five_pieces'}[split]}")
    base = words("kit.box.base")
    text = TextBlock(shape.bounds, ((("panel", base), ("note", note)), (("panel", base),)))
    return _Parts([Panel("base", "base", "base", shape)], [], [], [text])


def _wall_parts(side: _Side, measures: _Measures, words: Words, attached: bool) -> _Parts:
    """A double wall on `side`: the outer half stands on the base's edge, the inner half folds
    over the top (a fold at the wall height) and reaches back down to the base."""
    length, height = side.length, measures.size.wall_height
    title = words(f"kit.box.wall.{side.wall}")
    outer = side.polygon([(0, 0), (length, 0), (length, height), (0, height)])
    inner_text_top = 2 * height - (measures.band if side.wall in ("front", "back") else 0.0)  # under the glue
    inner = side.polygon([(RELIEF, height), (length - RELIEF, height), (length - RELIEF, 2 * height),
                          (RELIEF, 2 * height)])
    join = None if attached else _flap_note(side.wall, measures, words)
    outer_text = ((("panel", title), ("note", join)), (("panel", title),)) if join else ((("panel", title),),)
    inner_text = ((("inside", words("kit.box.inner_half")),), (("inside", words("kit.box.inside")),))
    parts = _Parts(
        [Panel(f"{_wall_name(side.wall)} outer half", "outer", side.wall, outer),
         Panel(f"{_wall_name(side.wall)} inner half", "inner", side.wall, inner)],
        [side.segment((RELIEF, height), (length - RELIEF, height))],
        [],
        [TextBlock(side.rect(0, 0, length, height), outer_text),
         TextBlock(side.rect(RELIEF, height, length - RELIEF, inner_text_top), inner_text)],
    )
    if attached:
        parts.folds.append(side.segment((0, 0), (length, 0)))
    else:
        parts.extend(_flap(side, measures, words))
    if side.wall in ("front", "back"):
        parts.extend(_glue_band(side, measures, words))
        for end in ("start", "end"):
            parts.extend(_corner_tab(side, measures, end, words))
    return parts


def _wall_name(wall: str) -> str:
    return wall if wall in ("front", "back") else f"{wall} side"


def _flap_note(wall: str, measures: _Measures, words: Words) -> str:
    """Which edge of the base a detached wall's flap glues under."""
    if measures.split == 3:
        return words(f"kit.box.flap_under_{wall}")
    edge = measures.size.inner_width if wall in ("front", "back") else measures.size.inner_depth
    return words("kit.box.flap_under_edge", length=words.number(_mm(edge)))


def _flap(side: _Side, measures: _Measures, words: Words) -> _Parts:
    """The flap along a detached wall's foot, folded in under the base. With 5 pieces its ends
    are mitred at 45 degrees so that the four flaps meet without overlapping; otherwise they
    are only chamfered so that the flap clears the corner."""
    length, depth = side.length, measures.flap
    room = length - 2 * FLAP_GAP
    chamfer = depth if measures.split == 5 else min(depth, room / 4)
    shape = side.polygon([(FLAP_GAP, 0), (length - FLAP_GAP, 0), (length - FLAP_GAP - chamfer, -depth),
                          (FLAP_GAP + chamfer, -depth)])
    name = f"{_wall_name(side.wall)} flap"
    # The text's room: the full depth between the chamfers if that leaves some length, else the
    # half of the depth nearer the fold, where the flap is longer.
    reach = depth if room - 2 * chamfer >= depth else depth / 2
    inset = FLAP_GAP + chamfer * reach / depth
    text = TextBlock(side.rect(inset, -reach, length - inset, 0),
                     ((("glue", words("kit.box.glue_under_base")),), (("glue", words("kit.box.glue")),)))
    return _Parts([Panel(name, "flap", side.wall, shape)], [side.segment((FLAP_GAP, 0), (length - FLAP_GAP, 0))],
                  [shape], [text])


def _glue_band(side: _Side, measures: _Measures, words: Words) -> _Parts:
    """Glue along the free edge of the front or back wall's inner half, which holds it down:
    the side walls' inner halves are held by the corner tabs instead."""
    length, height = side.length, measures.size.wall_height
    top = 2 * height
    shape = side.polygon([(RELIEF, top - measures.band), (length - RELIEF, top - measures.band),
                          (length - RELIEF, top), (RELIEF, top)])
    text = TextBlock(shape.bounds, ((("glue", words("kit.box.glue")),),))
    return _Parts([], [], [shape], [text])


def _corner_tab(side: _Side, measures: _Measures, end: str, words: Words) -> _Parts:
    """A glue tab at one end of the front or back wall. It folds round the corner into the side
    wall, between its two halves; it stops short of the base and of the top fold, and its free
    corners are cut back, so that it folds flat without bulging at either end."""
    height, tab = measures.size.wall_height, measures.tab
    chamfer = min(tab * TAB_CHAMFER, (height - 2 * TAB_INSET) / 4)
    low, high = TAB_INSET, height - TAB_INSET
    edge, way = (0.0, -1.0) if end == "start" else (side.length, 1.0)
    free = edge + way * tab
    shape = side.polygon([(edge, low), (free, low + chamfer), (free, high - chamfer), (edge, high)])
    into = "left" if side.point(free, height / 2)[0] < 0 else "right"
    text = TextBlock(side.rect(min(edge, free), low + chamfer, max(edge, free), high - chamfer),
                     ((("glue", words(f"kit.box.glue_inside_{into}")),), (("glue", words("kit.box.glue")),)))
    name = f"{side.wall} {into} tab"
    return _Parts([Panel(name, "tab", side.wall, shape)], [side.segment((edge, low), (edge, high))], [shape], [text])


def _assemble(name: str, parts: _Parts) -> Piece:
    """The piece made of `parts`, moved from the base's frame to its own."""
    outline = unary_union([panel.shape for panel in parts.panels])
    if not isinstance(outline, Polygon) or not outline.is_valid:
        raise AssertionError(f"the card box piece {name!r} does not hang together")
    dx, dy = -outline.bounds[0], -outline.bounds[1]

    def move(geometry: BaseGeometry) -> BaseGeometry:
        return affinity.translate(geometry, dx, dy)

    return Piece(
        name=name,
        outline=move(outline),
        folds=move(MultiLineString(parts.folds)),
        glue=move(unary_union(parts.glue)),
        texts=tuple(TextBlock((a[0] + dx, a[1] + dy, a[2] + dx, a[3] + dy), block.variants)
                    for block in parts.texts for a in [block.area]),
        panels=tuple(replace(panel, shape=move(panel.shape)) for panel in parts.panels),
        net_offset=(-dx, -dy),
    )


def turned(piece: Piece) -> Piece:
    """The piece a quarter turn anticlockwise, back at (0, 0): (x, y) -> (height - y, x)."""
    height = piece.height

    def turn(geometry: BaseGeometry) -> BaseGeometry:
        return affinity.translate(affinity.rotate(geometry, 90, origin=(0, 0)), height, 0)

    return replace(
        piece,
        outline=turn(piece.outline),
        folds=turn(piece.folds),
        glue=turn(piece.glue),
        texts=tuple(TextBlock((height - a[3], a[0], height - a[1], a[2]), block.variants)
                    for block in piece.texts for a in [block.area]),
        panels=tuple(replace(panel, shape=turn(panel.shape)) for panel in piece.panels),
        quarter_turns=(piece.quarter_turns + 1) % 4,
    )


# -- text inside panels --------------------------------------------------------------------------


def fit_text(block: TextBlock) -> tuple[Lettering, ...]:
    """The first way of saying the block's text that fits its area, across or along (whichever
    lets it be larger; across when equal), shrunk no further than MINIMUM_TYPE. Nothing when
    no way fits: a tiny panel goes without text rather than with text over its cut lines."""
    register_fonts()
    x0, y0, x1, y1 = block.area
    width, height = x1 - x0, y1 - y0
    pad = min(TEXT_PAD, 0.15 * min(width, height))
    for lines in block.variants:
        best: tuple[float, float] | None = None
        for angle, along, across in ((0.0, width, height), (90.0, height, width)):
            scale = _scale_to_fit(lines, along - 2 * pad, across - 2 * pad)
            if scale is not None and (best is None or scale > best[0] + 1e-9):
                best = (scale, angle)
        if best is not None:
            return _set_lines(lines, best[0], best[1], ((x0 + x1) / 2, (y0 + y1) / 2))
    return ()


def _scale_to_fit(lines: Sequence[TextLine], along: float, across: float) -> float | None:
    if along <= 0 or across <= 0:
        return None
    widths = [stringWidth(text, TEXT_STYLES[style][0], TEXT_STYLES[style][1]) * PT for style, text in lines]
    depth = sum(LINE_SPACING * TEXT_STYLES[style][1] * PT for style, _ in lines)
    scale = min(1.0, along / max(widths), across / depth)
    smallest = min(TEXT_STYLES[style][1] for style, _ in lines)
    return scale if scale * smallest >= MINIMUM_TYPE else None


def _set_lines(lines: Sequence[TextLine], scale: float, angle: float, centre: Point2) -> tuple[Lettering, ...]:
    """Each line's centre: the lines stacked across the text direction, centred as a block."""
    up = (0.0, 1.0) if angle == 0 else (-1.0, 0.0)  # the direction the letters' tops point
    sizes = [TEXT_STYLES[style][1] * scale for style, _ in lines]
    depth = sum(LINE_SPACING * size * PT for size in sizes)
    offset = depth / 2
    placed = []
    for (style, text), size in zip(lines, sizes):
        step = LINE_SPACING * size * PT
        middle = offset - step / 2
        font, _, colour = TEXT_STYLES[style]
        x, y = centre[0] + up[0] * middle, centre[1] + up[1] * middle
        placed.append(Lettering(x, y, text, font, size, colour, angle))
        offset -= step
    return tuple(placed)


def lettering_box(line: Lettering) -> Polygon:
    """The room a line of text takes: its width, and from its descenders to its accents."""
    length = stringWidth(line.text, line.font, line.size) * PT
    half_depth = 0.6 * line.size * PT
    shape = box(line.x - length / 2, line.y - half_depth, line.x + length / 2, line.y + half_depth)
    return affinity.rotate(shape, line.angle, origin=(line.x, line.y))


# -- sheets -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Placement:
    piece: Piece  # as it lies on the sheet (turned already if it is)
    x: float  # lower left corner on the sheet, mm
    y: float

    @property
    def rect(self) -> Rect:
        return self.x, self.y, self.x + self.piece.width, self.y + self.piece.height


@dataclass(frozen=True)
class FreeText:
    """Left-aligned lines put where the pieces leave room: the assembly guide, the note."""

    x: float  # lower left, mm
    y: float
    width: float
    height: float
    lines: tuple[tuple[str, float, str, str], ...]  # font, size (points), colour, text; top first
    bar: float = 0.0  # mm: a calibration bar under the lines (0: none)

    @property
    def rect(self) -> Rect:
        return self.x, self.y, self.x + self.width, self.y + self.height


@dataclass(frozen=True)
class BoxPage:
    size: Point2  # mm, as printed
    placements: tuple[Placement, ...]
    texts: tuple[FreeText, ...]


@dataclass(frozen=True)
class BoxPlan:
    size: BoxSize
    split: int
    margin: float  # mm: nothing is printed nearer the paper's edge
    pages: tuple[BoxPage, ...]

    def printable(self, page: BoxPage) -> Rect:
        return self.margin, self.margin, page.size[0] - self.margin, page.size[1] - self.margin


@dataclass(frozen=True)
class _Candidate:
    """One way of laying the pieces out, to be compared with the others by its sheet count."""

    page: Point2
    lie: str  # "low": pieces turned to their lower side when they fit so; "narrow": the other way
    keep_footer: bool  # keep a band at the foot of every sheet for the actual-size note
    guide_band: float  # mm kept at the top of the first sheet for the guide (0: find it room)


def plan_box(card: CardFormat, cards: int, paper: Sheet, printer_margin: float, data: CardBox, words: Words,
             card_thickness: float | None = None, papers: Sequence[Sheet] = ()) -> BoxPlan:
    """Where every piece, the guide and the notes go: the fewest pieces that fit the paper,
    on as few sheets as the shelf packing finds, every word in `words`' language. `data` is
    the box's defaults (maps/print/components.yaml); `papers`, the sheets to suggest when
    nothing fits."""
    thickness = millimetres(data.card_thickness) if card_thickness is None else card_thickness
    size = box_size(_card_mm(card), cards, thickness, millimetres(data.clearance), data.hidden_share)
    glue_tab = millimetres(data.glue_tab)
    sheet = (paper.size[0] / mm, paper.size[1] / mm)
    for split in SPLITS:
        pieces = box_pieces(size, glue_tab, words, split)
        plan = _best_plan(pieces, size, split, card, paper, sheet, printer_margin, data.hidden_share, words)
        if plan is not None:
            return plan
    raise DoesNotFit(_no_fit_message(size, box_pieces(size, glue_tab, words, 5), paper, sheet, printer_margin, papers))


def _card_mm(card: CardFormat) -> Point2:
    return round(card.size[0] / mm, 6), round(card.size[1] / mm, 6)


def _best_plan(pieces: list[Piece], size: BoxSize, split: int, card: CardFormat, paper: Sheet, sheet: Point2,
               margin: float, hidden_share: float, words: Words) -> BoxPlan | None:
    """The plan with the fewest sheets, trying the paper both ways round, pieces lying low or
    narrow, the guide in the room the pieces leave or in a band of its own at the top of the
    first sheet, and room kept for the note at the foot or not; None when a piece does not fit.
    Of plans with as many sheets the first tried wins, so that the choice is always the same."""
    guide = _guide_lines(size, split, card, paper, hidden_share, words)
    best: BoxPlan | None = None
    for keep_footer in (False, True):
        for with_band in (False, True):
            for page in ((min(sheet), max(sheet)), (max(sheet), min(sheet))):
                band = _text_block(guide, _guide_widths(_usable(page, margin, False))[0])
                for lie in ("low", "narrow"):
                    candidate = _Candidate(page, lie, keep_footer, band.height + TEXT_CLEARANCE if with_band else 0.0)
                    shelves = _pack(pieces, candidate, margin)
                    plan = None if shelves is None else _with_texts(shelves, candidate, margin, guide, paper, size,
                                                                    split, words)
                    if plan is not None and (best is None or len(plan.pages) < len(best.pages)):
                        best = plan
                    if best is not None and len(best.pages) == 1:  # nothing does better
                        return best
    return best


def _usable(page: Point2, margin: float, keep_footer: bool) -> Rect:
    return margin, margin + (FOOTER if keep_footer else 0.0), page[0] - margin, page[1] - margin


def _fits(piece: Piece, area: Rect) -> bool:
    return piece.width <= area[2] - area[0] + 1e-9 and piece.height <= area[3] - area[1] + 1e-9


def _laid(piece: Piece, area: Rect, lie: str) -> Piece | None:
    """The piece as it goes on the sheet: of the ways round that fit, the lower one ('low')
    or the narrower one ('narrow'); None when neither fits."""
    ways = [way for way in (piece, turned(piece)) if _fits(way, area)]
    if not ways:
        return None
    key = (lambda p: p.height) if lie == "low" else (lambda p: p.width)
    return min(ways, key=key)


def _pack(pieces: list[Piece], candidate: _Candidate, margin: float) -> list[list[Placement]] | None:
    """Shelf packing, tallest first (then by name, so that it is the same every time): each
    piece goes on the first shelf with room, else on a new shelf, else on a new sheet."""
    area = _usable(candidate.page, margin, candidate.keep_footer)
    laid = [_laid(piece, area, candidate.lie) for piece in pieces]
    if any(piece is None for piece in laid):
        return None
    order = sorted((p for p in laid if p is not None), key=lambda p: (-p.height, -p.width, p.name))
    pages: list[list[Placement]] = [[]]
    shelves: list[list[list[float]]] = [[]]  # per sheet: [top, height, next x]
    tops = [area[3] - candidate.guide_band]  # the first sheet's shelves start under the guide
    for piece in order:
        for placed, page_shelves, top in zip(pages, shelves, tops):
            spot = _shelf_spot(page_shelves, piece, area, top)
            if spot:
                placed.append(Placement(piece, *spot))
                break
        else:
            pages.append([])
            shelves.append([])
            tops.append(area[3])
            pages[-1].append(Placement(piece, *_shelf_spot(shelves[-1], piece, area, area[3])))  # type: ignore[misc]
    return pages


def _shelf_spot(shelves: list[list[float]], piece: Piece, area: Rect, page_top: float) -> Point2 | None:
    for shelf in shelves:
        top, height, next_x = shelf
        if piece.height <= height + 1e-9 and next_x + piece.width <= area[2] + 1e-9:
            shelf[2] = next_x + piece.width + PIECE_GAP
            return next_x, top - piece.height
    top = shelves[-1][0] - shelves[-1][1] - PIECE_GAP if shelves else page_top
    if top - piece.height < area[1] - 1e-9:
        return None
    shelves.append([top, piece.height, area[0] + piece.width + PIECE_GAP])
    return area[0], top - piece.height


def _with_texts(shelves: list[list[Placement]], candidate: _Candidate, margin: float,
                guide: list[tuple[str, float, str, str]], paper: Sheet, size: BoxSize, split: int,
                words: Words) -> BoxPlan | None:
    """The guide (in its band on the first sheet, or in the room the pieces leave on any sheet,
    which then comes first) and the actual-size note on every sheet; None if either finds no room."""
    area = _usable(candidate.page, margin, False)
    found = _place_guide(shelves, candidate, area, guide)
    if found is None:
        return None
    guide_sheet, placed_guide = found
    order = [guide_sheet, *(i for i in range(len(shelves)) if i != guide_sheet)]
    pages = []
    for number, index in enumerate(order, start=1):
        texts = (placed_guide,) if index == guide_sheet else ()
        note = _place_note(area, shelves[index], texts, paper, number, len(order), words)
        if note is None:
            return None
        pages.append(BoxPage(candidate.page, tuple(shelves[index]), (*texts, note)))
    return BoxPlan(size, split, margin, tuple(pages))


def _place_guide(shelves: list[list[Placement]], candidate: _Candidate, area: Rect,
                 guide: list[tuple[str, float, str, str]]) -> tuple[int, FreeText] | None:
    """Which sheet the guide goes on, and where: the widest setting that finds room."""
    if candidate.guide_band:
        block = _text_block(guide, _guide_widths(area)[0])
        return 0, replace(block, x=area[0], y=area[3] - block.height)
    for width in _guide_widths(area):
        block = _text_block(guide, width)
        for index, placements in enumerate(shelves):
            spot = _free_spot(_free_room(area, placements, ()), block, prefer_top=True)
            if spot:
                return index, replace(block, x=spot[0], y=spot[1])
    return None


def _guide_widths(area: Rect) -> list[float]:
    usable = area[2] - area[0]
    return sorted({min(usable, width) for width in (180.0, 140.0, 110.0, 90.0)}, reverse=True)


def _place_note(area: Rect, placements: Sequence[Placement], texts: Sequence[FreeText], paper: Sheet,
                number: int, sheets: int, words: Words) -> FreeText | None:
    """The print-at-100 % note and its bar, as low on the sheet as there is room."""
    bar = paper.calibration / mm
    text = words("sheet.actual_size", length=paper.calibration_label)
    if sheets > 1:
        text += " " + words("kit.box.sheet_of", number=number, sheets=sheets)
    room = _free_room(area, placements, texts)
    for width in (area[2] - area[0], 120.0, 90.0, 70.0):
        block = _text_block([(REGULAR, 7.0, INK, text)], max(width, bar), bar)
        spot = _free_spot(room, block, prefer_top=False)
        if spot:
            return replace(block, x=spot[0], y=spot[1])
    return None


def _text_block(paragraphs: Sequence[tuple[str, float, str, str]], width: float, bar: float = 0.0) -> FreeText:
    """Paragraphs wrapped to `width` mm; the block as wide as its longest line (or its bar)."""
    register_fonts()
    lines = [(font, size, colour, line) for font, size, colour, text in paragraphs
             for line in _wrap(text, font, size, width)]
    widest = max([stringWidth(text, font, size) * PT for font, size, _, text in lines] + [bar])
    height = sum(1.35 * size * PT for _, size, _, _ in lines) + (BAR_ROW if bar else 0.0)
    return FreeText(0.0, 0.0, widest, height, tuple(lines), bar)


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and stringWidth(trial, font, size) * PT > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def _free_room(area: Rect, placements: Sequence[Placement], texts: Sequence[FreeText]) -> BaseGeometry:
    """The printable area less the pieces and texts already there, kept clear by TEXT_CLEARANCE."""
    taken = [affinity.translate(p.piece.outline, p.x, p.y).buffer(TEXT_CLEARANCE) for p in placements]
    taken += [box(*t.rect).buffer(TEXT_CLEARANCE) for t in texts]
    return box(*area).difference(unary_union(taken)) if taken else box(*area)


def _free_spot(room: BaseGeometry, block: FreeText, prefer_top: bool) -> Point2 | None:
    """The first grid position where the block lies wholly in `room`: top left first for the
    guide, bottom left first for the note."""
    x0, y0, x1, y1 = room.bounds if not room.is_empty else (0, 0, 0, 0)
    if x1 - x0 < block.width or y1 - y0 < block.height:
        return None
    step = max(MINIMUM_STEP, max(x1 - x0, y1 - y0) / SEARCH_STEPS)
    xs = numpy.append(numpy.arange(x0, x1 - block.width, step), x1 - block.width)
    ys = numpy.append(numpy.arange(y0, y1 - block.height, step), y1 - block.height)
    if prefer_top:
        ys = ys[::-1]
    grid_y, grid_x = numpy.meshgrid(ys, xs, indexing="ij")  # row by row: y is the first choice
    grid_x, grid_y = grid_x.ravel(), grid_y.ravel()
    shapely.prepare(room)
    inside = shapely.contains(room, shapely.box(grid_x, grid_y, grid_x + block.width, grid_y + block.height))
    hits = numpy.flatnonzero(inside)
    return (float(grid_x[hits[0]]), float(grid_y[hits[0]])) if hits.size else None


def _no_fit_message(size: BoxSize, pieces: list[Piece], paper: Sheet, sheet: Point2, margin: float,
                    papers: Sequence[Sheet]) -> str:
    largest = max(pieces, key=lambda p: (max(p.width, p.height), min(p.width, p.height)))
    long_side, short_side = max(largest.width, largest.height), min(largest.width, largest.height)
    usable = (max(sheet) - 2 * margin, min(sheet) - 2 * margin)
    larger = _papers_that_fit(pieces, paper, margin, papers)
    advice = (f"choose a larger --paper ({', '.join(larger)})" if larger
              else "no paper we know is large enough: make a box for fewer cards")
    if min(usable) <= 0:
        room = f"{_mm(margin)} mm margins leave no room on it"
    else:
        room = f"a sheet holds {_mm(usable[0])} x {_mm(usable[1])} mm inside {_mm(margin)} mm margins"
    return (f"the card box for {_cards(size.cards)} (inside {size.describe()}) does not fit {paper.display} "
            f"even in 5 pieces: its {largest.name} piece is {_mm(long_side)} x {_mm(short_side)} mm, and "
            f"{room}; {advice}")


def _papers_that_fit(pieces: list[Piece], paper: Sheet, margin: float, papers: Sequence[Sheet]) -> list[str]:
    """The ids of `papers` larger than `paper` that hold every piece of the 5."""
    fitting = []
    for other in papers:
        page = (other.size[0] / mm, other.size[1] / mm)
        if page[0] * page[1] <= paper.size[0] * paper.size[1] / mm / mm:
            continue
        areas = [_usable(way, margin, True) for way in (page, (page[1], page[0]))]
        if all(any(_laid(piece, area, "low") for area in areas) for piece in pieces):
            fitting.append(other.name)
    return fitting




# -- the words ---------------------------------------------------------------------------------------


def _guide_lines(size: BoxSize, split: int, card: CardFormat, paper: Sheet,
                 hidden_share: float, words: Words) -> list[tuple[str, float, str, str]]:
    """The first sheet's guide: what the box is for, and how to make it, in order."""
    card_w, card_h = _card_mm(card)
    width, depth = words.number(_mm(size.inner_width)), words.number(_mm(size.inner_depth))
    share = f"{hidden_share * 100:.0f} %"
    lines = [
        (BOLD, 10.0, INK, words("kit.box.heading", cards=words.count("kit.box.cards_of_size", size.cards,
                                                                      size=card.name),
                                width=words.number(_mm(card_w)), height=words.number(_mm(card_h)),
                                thickness=words.number(_mm(size.card_thickness, 2)))),
        (REGULAR, 8.0, INK, words("kit.box.inside_size", size=words.number(size.describe()), share=share)),
    ]
    if split > 1:
        lines.append((BOLD, 8.0, PANEL_INK, words("kit.box.split", paper=paper.display, pieces=split)))
    steps = ["print", "score"]
    if split == 3:
        steps.append("side_flaps")
    if split == 5:
        steps.append("wall_flaps")
    steps += ["stand", "tabs", "bands", "dry"]
    lines += [(REGULAR, 7.5, INK, words("kit.box.numbered", number=number,
                                        step=words(f"kit.box.step.{step}", width=width, depth=depth)))
              for number, step in enumerate(steps, start=1)]
    lines.append((ITALIC, 7.0, MUTED, words("kit.box.thickness_note")))
    return lines


def box_summary(plan: BoxPlan, paper: Sheet, words: Words) -> str:
    """The box in a few words: its inside, the cards it holds, the pieces and sheets it takes."""
    size = plan.size
    where = words.count("kit.on_sheets", len(plan.pages), paper=paper.display)
    head = words("kit.box.summary.head", size=words.number(size.describe()),
                 cards=words.count("kit.cards", size.cards), thickness=words.number(_mm(size.card_thickness, 2)))
    if plan.split == 1:
        return words("kit.box.summary.one_piece", head=head, where=where)
    return words("kit.box.summary.pieces", head=head, paper=paper.display, pieces=plan.split, where=where)


def _cards(count: int) -> str:
    """'22 cards', for the terminal's messages."""
    return plural(count, "card")


def _mm(value: float, decimals: int = 1) -> str:
    """'107', '10.8': a length without trailing zeros."""
    text = f"{value:.{decimals}f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


# -- the PDF -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BoxPrint:
    data: bytes
    pages: int
    size: BoxSize
    split: int
    summary: str
    plan: BoxPlan


def box_pdf(card: CardFormat, cards: int, paper: Sheet, printer_margin: float, data: CardBox, words: Words,
            card_thickness: float | None = None, papers: Sequence[Sheet] = ()) -> BoxPrint:
    """The card box for `cards` cards of `card` on `paper`, as a PDF to print at actual size,
    in `words`' language. Margins and the thickness in mm; no thickness: the data's default
    (see plan_box)."""
    plan = plan_box(card, cards, paper, printer_margin, data, words, card_thickness, papers)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, words("kit.box.title"))
    for page in plan.pages:
        canvas.setPageSize((page.size[0] * mm, page.size[1] * mm))
        pen = PdfPen(canvas)
        for placement in page.placements:
            draw_piece(pen.offset(placement.x, placement.y), placement.piece)
        for text in page.texts:
            _draw_free_text(pen, text)
        canvas.showPage()
    canvas.save()
    return BoxPrint(buffer.getvalue(), len(plan.pages), plan.size, plan.split, box_summary(plan, paper, words), plan)


def draw_piece(pen: PdfPen, piece: Piece) -> None:
    """Glue tint under everything, then the cut line, the folds and the words."""
    pen.shape(piece.glue, fill=GLUE)
    pen.shape(piece.outline, stroke=CUT, width=0.5)
    pen.lines(piece.folds, FOLD, 0.5, FOLD_DASH)
    for line in piece.lettering:
        _draw_lettering(pen, line)


def _draw_lettering(pen: PdfPen, line: Lettering) -> None:
    """A line centred on its caps at (x, y): the baseline sits half a cap height below."""
    drop = CAP_HEIGHT / 2 * line.size * PT
    down = (0.0, -drop) if line.angle == 0 else (drop, 0.0)
    pen.text(line.x + down[0], line.y + down[1], line.text, line.font, line.size, line.colour, "centre", line.angle)


def _draw_free_text(pen: PdfPen, block: FreeText) -> None:
    y = block.y + block.height
    for font, size, colour, text in block.lines:
        step = 1.35 * size * PT
        pen.text(block.x, y - step + 0.3 * size * PT, text, font, size, colour, "left")
        y -= step
    if block.bar:
        check_bar(pen, block.x, block.y + 0.6, block.bar)
