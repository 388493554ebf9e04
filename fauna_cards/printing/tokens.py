"""Sheets of game pieces to glue onto card and cut out.

FAUNA: seven square guess pieces per player colour (all eight: the 7th and 8th player take
KOMPAKT's stone colours), a "+120" marker per colour for scores that run past the end of
the track, the black evaluation pieces and the starting player's lion. KOMPAKT: its guess
stones, in any size. Every piece carries its colour, a letter and a shape, so that players
who do not see the colours apart still tell the pieces apart.

`token_layout` decides where everything goes (pure arithmetic, in millimetres from each
page's lower left, tested on its own); `tokens_pdf` draws it. Every word is the caller's
`Words` (the catalogs' `kit` section): the colours' and shapes' names, the captions; the
letters stay the same in every language, so that a piece reads alike at any table. Pieces of one block abut, so
that one straight cut separates two rows and a ruler and knife make quick work of them.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from fauna_cards.errors import DoesNotFit
from fauna_cards.model.language import Words
from fauna_cards.model.printing import Components, PieceColour, Sheet, millimetres
from fauna_cards.printing.canvas import new_canvas
from fauna_cards.printing.fonts import BOLD, REGULAR, register_fonts
from fauna_cards.printing.pen import PdfPen
from fauna_cards.printing.sheets import actual_size_note
from fauna_cards.printing.text import size_to_fit
from fauna_cards.games import get
from fauna_cards.games.fauna.engine import end_points

PT = 25.4 / 72  # millimetres in a point
CAP_HEIGHT = 0.73  # DejaVu Sans capitals are 0.73 of the type size tall: centres a letter by its caps

HEADER = 15.0  # mm under the top margin: the title and the guide
FOOTER = 8.0  # mm over the bottom margin: the print-at-100 % note and its check bar
MARK_GAP = 1.0  # mm between a block of pieces and its cut marks
MARK_LENGTH = 3.0
MARK_SPACE = MARK_GAP + MARK_LENGTH + 0.5  # what a block needs on every side for its marks
LABEL_GAP = 1.5  # mm between a row label and the cut marks at the row's left
CAPTION_LINE = 4.0  # mm from one caption line to the next
BLOCK_GAP = 3.0  # mm between one block's marks and the next block's caption
EVALUATION_PER_ROW = 10  # rows of ten: easy to count that none is missing
LION_SIZE = 36.0  # mm: large enough to stand out from the pieces, small enough to pass around

INK = "#000000"
CUT_LINE = "#8c8c8c"
OUTLINE = "#404040"  # inside the edge of a light piece, so that it shows on a white board
MUTED = "#4d4d4d"
SHAPE_AREA = math.pi * 0.45 ** 2  # of a unit box: the area every shape tends to, a circle 0.9 across
SHAPE_REACH = 1.15  # of the box: how far the thinnest shapes (star, diamond) may grow
LIGHT_PIECE = 0.45  # relative luminance above which a piece gets the dark outline (white, yellow)

TokenKind = Literal["piece", "lap", "evaluation", "lion"]


@dataclass(frozen=True)
class Token:
    """One piece as laid out: its square's lower left corner and side, in mm on its page."""

    kind: TokenKind
    x: float
    y: float
    size: float
    fill: str
    owner: PieceColour | None = None  # the player colour of a guess piece, stone or lap marker


@dataclass(frozen=True)
class RowLabel:
    """A colour's name, letter and shape, set right-aligned to end at `x`, centred on `y`."""

    x: float
    y: float
    width: float  # mm: the longer of its two lines
    colour: PieceColour
    name: str  # the colour's name, and its letter and shape, in the sheet's language
    detail: str


@dataclass(frozen=True)
class Caption:
    x: float  # centre
    y: float  # baseline
    text: str
    bold: bool


@dataclass(frozen=True)
class TokenPage:
    size: tuple[float, float]  # mm, portrait
    tokens: tuple[Token, ...]
    groups: tuple[tuple[Token, ...], ...]  # the tokens that share cut lines, each with its own marks
    labels: tuple[RowLabel, ...]
    captions: tuple[Caption, ...]


@dataclass(frozen=True)
class TokenLayout:
    game: str
    printable: tuple[float, float, float, float]  # x0, y0, x1, y1 in mm: inside the printer's margin
    pages: tuple[TokenPage, ...]

    def tokens(self, kind: TokenKind | None = None) -> list[Token]:
        return [t for page in self.pages for t in page.tokens if kind is None or t.kind == kind]


@dataclass(frozen=True)
class TokenPrint:
    data: bytes
    pages: int
    summary: str  # what was written, in a few words, in the sheet's language
    layout: TokenLayout  # for saying it in another (tokens_summary)


@dataclass(frozen=True)
class _Label:
    """A row's label as printed: the colour, its name and its letter and shape in words."""

    colour: PieceColour
    name: str
    detail: str

    @property
    def width(self) -> float:
        register_fonts()
        return max(stringWidth(self.name, BOLD, 8.5), stringWidth(self.detail, REGULAR, 7)) * PT


@dataclass(frozen=True)
class _Row:
    label: _Label | None
    tokens: tuple[tuple[TokenKind, str, PieceColour | None], ...]  # kind, fill, owner
    continued: bool = False  # the second or later line of a colour: labelled only at the top of a page


@dataclass(frozen=True)
class _Block:
    """Rows of equal squares that abut: one group of cut lines, maybe split over pages."""

    caption: tuple[str, ...]  # the first line is set bold
    size: float
    rows: tuple[_Row, ...]
    cols: int
    label_width: float  # mm; 0 when the rows have no labels

    @property
    def width(self) -> float:
        labels = self.label_width + LABEL_GAP if self.label_width else 0.0
        return labels + 2 * MARK_SPACE + self.cols * self.size


# -- what goes on the sheet --------------------------------------------------------------------


def token_layout(game: str, paper: Sheet, printer_margin: float, data: Components, words: Words,
                 stone_size: float | None = None) -> TokenLayout:
    """Where every piece goes for `game` (a registered game's name), with the pieces `data`
    (maps/print/components.yaml) describes, labelled in `words`' language (the labels' width
    moves the pieces); ValueError if nothing fits."""
    if printer_margin < 0:
        raise ValueError(f"a printer margin cannot be negative ({printer_margin} mm)")
    page = (paper.size[0] * PT, paper.size[1] * PT)
    printable = (printer_margin, printer_margin, page[0] - printer_margin, page[1] - printer_margin)
    width = printable[2] - printable[0]
    if not get(game).tokens.stones:  # raises ValueError for a game no spec is registered under
        if stone_size is not None:
            raise ValueError("FAUNA's pieces are sized for the board's spaces; a stone size is for KOMPAKT's stones")
        blocks = _fauna_blocks(data, width, words)
    else:
        size = millimetres(data.piece) if stone_size is None else stone_size
        if size <= 0:
            raise ValueError(f"a stone of {size:g} mm is not a size to print")
        blocks = [_stone_block(data, size, width, words)]
    return TokenLayout(game, printable, tuple(_paginate(blocks, page, printable)))


def _fauna_blocks(data: Components, width: float, words: Words) -> list[_Block]:
    size = millimetres(data.piece)
    lap = end_points(2)  # the track runs to the highest score that ends a game: 2-3 players' 120
    rows = [_Row(_label(colour, words), (("piece", colour.colour, colour),) * data.pieces_per_player
                 + (("lap", colour.colour, colour),))
            for colour in data.players]
    stones = [c for c in data.players if c.id in data.stones]
    own = len(data.players) - len(stones)
    caption = [words.count("kit.tokens.pieces", data.pieces_per_player, lap=lap),
               words("kit.tokens.pieces_apart"),
               words.count("kit.tokens.stone_colours", len(stones), own=own, numbers=_stone_players(data, words),
                           colours=listed(words, [colour_in_text(c, words) for c in stones])),
               words("kit.tokens.lap", lap=lap)]
    blocks = [_block(caption, size, rows, width, labelled=True)]
    if data.evaluation_pieces:
        evaluation = [("evaluation", data.evaluation_colour, None)] * data.evaluation_pieces
        blocks.append(_block([words.count("kit.tokens.evaluation", data.evaluation_pieces),
                              words("kit.tokens.evaluation_use")],
                             size, [_Row(None, tuple(evaluation))], width, labelled=False,
                             most_per_row=EVALUATION_PER_ROW))
    lion = min(LION_SIZE, width - 2 * MARK_SPACE)
    if lion < size:
        raise DoesNotFit(f"the starting player's lion does not fit a printable width of {width:.0f} mm")
    blocks.append(_block([words("kit.tokens.lion"), words("kit.tokens.lion_passes")],
                         lion, [_Row(None, (("lion", LION_BACKGROUND, None),))], width, labelled=False))
    return blocks


def _stone_block(data: Components, size: float, width: float, words: Words) -> _Block:
    by_id = {colour.id: colour for colour in data.players}
    stones = [by_id[stone] for stone in data.stones]
    rows = [_Row(_label(colour, words), (("piece", colour.colour, colour),) * data.stones_per_colour)
            for colour in stones]
    names = listed(words, [colour_in_text(colour, words) for colour in stones])
    caption = [words.count("kit.tokens.stones", data.stones_per_colour, colours=names,
                           size=words.number(f"{size:g}")),
               words("kit.tokens.stones_apart"),
               words.count("kit.tokens.stones_with_fauna", len(stones), numbers=_stone_players(data, words))]
    return _block(caption, size, rows, width, labelled=True)


def _stone_players(data: Components, words: Words) -> str:
    """'7 and 8': the players who take the stone colours when KOMPAKT's stones join FAUNA."""
    first = len(data.players) - len(data.stones) + 1
    return listed(words, [str(n) for n in range(first, len(data.players) + 1)])


def listed(words: Words, items: Sequence[str]) -> str:
    """'turquoise and orange', '7, 8 and 9': a list in running text."""
    if len(items) < 2:
        return "".join(items)
    return words("kit.list", head=", ".join(items[:-1]), last=items[-1])


def colour_name(colour: PieceColour, words: Words) -> str:
    """The colour's name on a label; a colour the catalogs do not know keeps the data's."""
    key = f"kit.colour.{colour.id}"
    return words(key) if words.has(key) else colour.name


def colour_in_text(colour: PieceColour, words: Words) -> str:
    """The colour's name inside a sentence ("turquoise", German "Türkis")."""
    key = f"kit.colour_in_text.{colour.id}"
    return words(key) if words.has(key) else colour.name.lower()


def _label(colour: PieceColour, words: Words) -> _Label:
    return _Label(colour, colour_name(colour, words),
                  words("kit.tokens.label", letter=colour.letter, shape=words(f"kit.shape.{colour.shape}")))


def _block(caption: Sequence[str], size: float, rows: Sequence[_Row], width: float, labelled: bool,
           most_per_row: int | None = None) -> _Block:
    """The rows wrapped to what the printable width holds (and `most_per_row`): a row too
    long goes on over two or more, shared out evenly."""
    label_width = max((row.label.width for row in rows if row.label), default=0.0) if labelled else 0.0
    room = width - 2 * MARK_SPACE - (label_width + LABEL_GAP if labelled else 0.0)
    fit = int(room // size + 1e-9)
    if fit < 1:
        raise DoesNotFit(f"a {size:g} mm piece does not fit a printable width of {width:.0f} mm "
                         f"beside its labels and cut marks; try smaller margins or larger paper")
    fit = min(fit, most_per_row or fit)
    wrapped: list[_Row] = []
    for row in rows:
        lines = math.ceil(len(row.tokens) / fit)
        per_line = math.ceil(len(row.tokens) / lines)
        for line in range(lines):
            wrapped.append(_Row(row.label, row.tokens[line * per_line:(line + 1) * per_line], continued=line > 0))
    cols = max(len(row.tokens) for row in wrapped)
    return _Block(tuple(caption), size, tuple(wrapped), cols, label_width)


def _paginate(blocks: Sequence[_Block], page: tuple[float, float],
              printable: tuple[float, float, float, float]) -> list[TokenPage]:
    """Blocks top to bottom, each under its caption; a block that does not fit what is left
    of a page starts the next one, and one taller than a page is split between its rows."""
    top, bottom = printable[3] - HEADER, printable[1] + FOOTER
    pages: list[TokenPage] = []
    placed: list[tuple[_Block, Sequence[_Row], float]] = []  # block, its rows here, top of its caption
    y = top
    for block in blocks:
        rows = list(block.rows)
        frame = len(block.caption) * CAPTION_LINE + 2 * MARK_SPACE  # what a block takes besides its rows
        while rows:
            fit = min(len(rows), max(0, int((y - bottom - frame) // block.size + 1e-9)))
            whole_on_fresh_page = len(rows) * block.size <= top - bottom - frame
            if fit == 0 or (fit < len(rows) and placed and whole_on_fresh_page):
                if not placed:
                    raise DoesNotFit(f"a {block.size:g} mm piece does not fit between the header and the footer "
                                     f"of a {page[0]:.0f} x {page[1]:.0f} mm page")
                pages.append(_page(page, placed))
                placed, y = [], top
                continue
            placed.append((block, rows[:fit], y))
            y -= frame + fit * block.size + BLOCK_GAP
            rows = rows[fit:]
    if placed:
        pages.append(_page(page, placed))
    return pages


def _page(page: tuple[float, float], placed: Sequence[tuple[_Block, Sequence[_Row], float]]) -> TokenPage:
    tokens: list[Token] = []
    groups: list[tuple[Token, ...]] = []
    labels: list[RowLabel] = []
    captions: list[Caption] = []
    for block, rows, top in placed:
        centre = page[0] / 2
        for index, line in enumerate(block.caption):
            captions.append(Caption(centre, top - 3.0 - index * CAPTION_LINE, line, index == 0))
        left = centre - block.width / 2
        grid_x = left + (block.label_width + LABEL_GAP if block.label_width else 0.0) + MARK_SPACE
        grid_top = top - len(block.caption) * CAPTION_LINE - MARK_SPACE
        group: list[Token] = []
        for row_index, row in enumerate(rows):
            y = grid_top - (row_index + 1) * block.size
            if row.label and (not row.continued or row_index == 0):
                label = row.label
                labels.append(RowLabel(grid_x - MARK_SPACE - LABEL_GAP, y + block.size / 2, label.width,
                                       label.colour, label.name, label.detail))
            group += [Token(kind, grid_x + col * block.size, y, block.size, fill, owner)
                      for col, (kind, fill, owner) in enumerate(row.tokens)]
        tokens += group
        groups.append(tuple(group))
    return TokenPage(page, tuple(tokens), tuple(groups), tuple(labels), tuple(captions))


# -- drawing -------------------------------------------------------------------------------------


def tokens_pdf(game: str, paper: Sheet, printer_margin: float, data: Components, words: Words,
               stone_size: float | None = None) -> TokenPrint:
    """The sheet(s) of pieces for `game`, in `words`' language; margins and the stone size in mm."""
    layout = token_layout(game, paper, printer_margin, data, words, stone_size)
    title = words(get(game).tokens.title)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title)
    for number, page in enumerate(layout.pages, start=1):
        canvas.setPageSize((page.size[0] * mm, page.size[1] * mm))
        pen = PdfPen(canvas)
        heading = title if len(layout.pages) == 1 else words("kit.tokens.sheet_of", title=title, number=number,
                                                               sheets=len(layout.pages))
        _header(pen, page, layout.printable, heading, words("kit.tokens.guide"))
        _draw_page(pen, page, words, layout.printable[2] - layout.printable[0])
        actual_size_note(pen, paper, layout.printable[0], layout.printable[1], words)
        canvas.showPage()
    canvas.save()
    return TokenPrint(buffer.getvalue(), len(layout.pages), tokens_summary(layout, paper, words), layout)


def tokens_summary(layout: TokenLayout, paper: Sheet, words: Words) -> str:
    """What the sheets hold, in a few words: '56 guess pieces in 8 colours, ... on 1 sheet of A4'."""
    sheets = words.count("kit.on_sheets", len(layout.pages), paper=paper.display)
    pieces = layout.tokens("piece")
    colours = len({t.owner.id for t in pieces if t.owner})
    if get(layout.game).tokens.stones:
        return words.count("kit.tokens.summary.stones", len(pieces), size=words.number(f"{pieces[0].size:g}"),
                           colours=colours, where=sheets)
    parts = [words.count("kit.tokens.summary.pieces", len(pieces), colours=colours)]
    if layout.tokens("lap"):
        parts.append(words.count("kit.tokens.summary.laps", len(layout.tokens("lap"))))
    if layout.tokens("evaluation"):
        parts.append(words.count("kit.tokens.summary.evaluation", len(layout.tokens("evaluation"))))
    parts.append(words("kit.tokens.summary.lion"))
    return ", ".join(parts) + " " + sheets


def _header(pen: PdfPen, page: TokenPage, printable: tuple[float, float, float, float], title: str,
            guide: str) -> None:
    centre = page.size[0] / 2
    width = printable[2] - printable[0]
    pen.text(centre, printable[3] - 5.5, title, BOLD, size_to_fit(title, BOLD, 13, 9, width), INK, "centre")
    pen.text(centre, printable[3] - 10.5, guide, REGULAR, size_to_fit(guide, REGULAR, 7.5, 5, width), MUTED, "centre")


def _draw_page(pen: PdfPen, page: TokenPage, words: Words, width: float) -> None:
    """`width`: the printable width in mm, which a caption (longer in some languages) keeps to."""
    for caption in page.captions:
        font, largest = (BOLD, 9) if caption.bold else (REGULAR, 7.5)
        pen.text(caption.x, caption.y, caption.text, font, size_to_fit(caption.text, font, largest, 5, width),
                 INK if caption.bold else MUTED, "centre")
    for label in page.labels:
        _draw_label(pen, label)
    for token in page.tokens:
        draw_token(pen, token, words("kit.tokens.lion_token"))
    for group in page.groups:
        _cut_lines(pen, group)
        _cut_marks(pen, group)


# -- the pieces ----------------------------------------------------------------------------------


def draw_token(pen: PdfPen, token: Token, lion_words: str) -> None:
    """One piece; the lion carries `lion_words` ("starting player" in the sheet's language)."""
    x, y, s = token.x, token.y, token.size
    if token.kind == "lion":
        draw_lion(pen, x, y, s, lion_words)
        return
    pen.rect(x, y, s, s, fill=token.fill)
    if is_light(token.fill):
        inset = min(0.6, s * 0.05)  # inside the cut line, so it stays on the piece after cutting
        pen.rect(x + inset, y + inset, s - 2 * inset, s - 2 * inset, stroke=OUTLINE, width=0.6)
    if token.kind == "evaluation":
        _check_mark(pen, x, y, s)
    elif token.kind == "lap" and token.owner:
        _lap_face(pen, x, y, s, token.owner)
    elif token.owner:
        _piece_face(pen, x, y, s, token.owner)


def _piece_face(pen: PdfPen, x: float, y: float, s: float, colour: PieceColour) -> None:
    """The shape above the letter, both in the colour's ink, the pair centred on the piece."""
    shape_size, letter_pt = s * 0.36, s * 0.34 / (CAP_HEIGHT * PT)
    letter_height, gap = letter_pt * CAP_HEIGHT * PT, s * 0.08
    bottom = y + (s - shape_size - gap - letter_height) / 2
    cx = x + s / 2
    pen.shape(shape_symbol(colour.shape, (cx, bottom + letter_height + gap + shape_size / 2), shape_size),
              fill=colour.ink)
    pen.text(cx, bottom, colour.letter, BOLD, letter_pt, colour.ink, "centre")


def _lap_face(pen: PdfPen, x: float, y: float, s: float, colour: PieceColour) -> None:
    """'+120' over the colour's letter: a lap marker must not pass for a guess piece."""
    text = f"+{end_points(2)}"
    size_pt = min(s * 0.26 / (CAP_HEIGHT * PT), s * 0.84 / (stringWidth(text, BOLD, 1) * PT))
    text_height = size_pt * CAP_HEIGHT * PT
    letter_pt = s * 0.22 / (CAP_HEIGHT * PT)
    letter_height, gap = letter_pt * CAP_HEIGHT * PT, s * 0.1
    bottom = y + (s - text_height - gap - letter_height) / 2
    pen.text(x + s / 2, bottom + letter_height + gap, text, BOLD, size_pt, colour.ink, "centre")
    pen.text(x + s / 2, bottom, colour.letter, BOLD, letter_pt, colour.ink, "centre")


def _check_mark(pen: PdfPen, x: float, y: float, s: float) -> None:
    """A white tick drawn as an outline, not a font glyph: the same in every reader."""
    stroke = LineString([(x + s * 0.27, y + s * 0.52), (x + s * 0.43, y + s * 0.34), (x + s * 0.74, y + s * 0.68)])
    pen.shape(stroke.buffer(s * 0.06, quad_segs=8, join_style="round"), fill="#ffffff")


def is_light(colour: str) -> bool:
    """Whether a colour is too close to white paper to show its edge without an outline
    (relative luminance, as WCAG defines it)."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2] > LIGHT_PIECE


def shape_symbol(shape: str, centre: tuple[float, float], size: float) -> BaseGeometry:
    """The shape centred on `centre`, scaled so that all eight look about equally large in a
    `size` mm box: halfway between equal areas (a star would sprawl) and equal extents (a
    square would look heavy beside a diamond); thin shapes may reach a little past the box."""
    unit = _unit_shape(shape)
    x0, y0, x1, y1 = unit.bounds
    extent = max(x1 - x0, y1 - y0)
    by_area = math.sqrt(SHAPE_AREA / unit.area)
    scale = min(math.sqrt(by_area / extent), SHAPE_REACH / extent) * size
    # between the box's middle and the centroid: a triangle sits where the eye expects it
    middle_x, middle_y = (x0 + x1) / 2, (y0 + y1) / 2
    optical = ((middle_x + unit.centroid.x) / 2, (middle_y + unit.centroid.y) / 2)
    moved = affinity.translate(unit, -optical[0], -optical[1])
    return affinity.translate(affinity.scale(moved, scale, scale, origin=(0, 0)), *centre)


def _regular(corners: int, turn_degrees: float = 90.0, inner: float | None = None) -> Polygon:
    """A regular polygon of unit radius with a corner at `turn_degrees`; with `inner`, a star
    whose inner corners lie at that radius."""
    points = []
    steps = corners * (2 if inner else 1)
    for step in range(steps):
        angle = math.radians(turn_degrees + 360 * step / steps)
        radius = inner if inner and step % 2 else 1.0
        points.append((radius * math.cos(angle), radius * math.sin(angle)))
    return Polygon(points)


def _unit_shape(shape: str) -> BaseGeometry:
    if shape == "circle":
        return Point(0, 0).buffer(1.0, quad_segs=24)
    if shape == "square":
        return box(-1, -1, 1, 1)
    if shape == "triangle":
        return _regular(3)
    if shape == "diamond":  # taller than wide, so that it does not read as a turned square
        return Polygon([(0, 1), (0.72, 0), (0, -1), (-0.72, 0)])
    if shape == "hexagon":  # flat top and bottom, unlike the diamond and the pentagon
        return _regular(6, 0.0)
    if shape == "star":
        return _regular(5, 90.0, inner=0.42)
    if shape == "pentagon":
        return _regular(5)
    if shape == "cross":  # a plus sign with arms a third of its width
        return unary_union([box(-1, -1 / 3, 1, 1 / 3), box(-1 / 3, -1, 1 / 3, 1)])
    raise ValueError(f"unknown shape {shape!r}")


def _draw_label(pen: PdfPen, label: RowLabel) -> None:
    pen.text(label.x, label.y + 0.4, label.name, BOLD, 8.5, INK, "right")
    pen.text(label.x, label.y - 3.0, label.detail, REGULAR, 7, MUTED, "right")


def _cut_lines(pen: PdfPen, group: Sequence[Token]) -> None:
    """A hairline round every piece: where pieces abut, one line is the cut for both."""
    for token in group:
        pen.rect(token.x, token.y, token.size, token.size, stroke=CUT_LINE, width=0.3)


def _cut_marks(pen: PdfPen, group: Sequence[Token]) -> None:
    """Every cut line carried out past the block, where the ruler is laid before cutting."""
    xs = sorted({round(t.x, 3) for t in group} | {round(t.x + t.size, 3) for t in group})
    ys = sorted({round(t.y, 3) for t in group} | {round(t.y + t.size, 3) for t in group})
    left, right, bottom, top = xs[0], xs[-1], ys[0], ys[-1]
    for x in xs:
        pen.line((x, top + MARK_GAP), (x, top + MARK_GAP + MARK_LENGTH), INK, 0.3)
        pen.line((x, bottom - MARK_GAP), (x, bottom - MARK_GAP - MARK_LENGTH), INK, 0.3)
    for y in ys:
        pen.line((left - MARK_GAP, y), (left - MARK_GAP - MARK_LENGTH, y), INK, 0.3)
        pen.line((right + MARK_GAP, y), (right + MARK_GAP + MARK_LENGTH, y), INK, 0.3)


# -- the lion ------------------------------------------------------------------------------------

LION_BACKGROUND = "#f6e3a8"
LION_MANE = "#b5651d"
LION_MANE_DARK = "#8a4a12"
LION_FACE = "#f2c261"
LION_MUZZLE = "#fbe6b8"
LION_FEATURES = "#3b2414"


def draw_lion(pen: PdfPen, x: float, y: float, s: float, words: str) -> None:
    """The starting player's token: a lion's head of simple shapes over `words`."""
    pen.rect(x, y, s, s, fill=LION_BACKGROUND)
    pen.rect(x + s * 0.03, y + s * 0.03, s * 0.94, s * 0.94, stroke=LION_MANE_DARK, width=0.8)
    cx, cy = x + s / 2, y + s * 0.56
    for part, colour in _lion_parts(cx, cy, s):
        pen.shape(part, fill=colour)
    for stroke in _lion_mouth(cx, cy, s):
        pen.shape(stroke, fill=LION_FEATURES)
    size_pt = min(8.0, s * 0.86 / (stringWidth(words, BOLD, 1) * PT))
    pen.text(cx, y + s * 0.09, words, BOLD, size_pt, LION_FEATURES, "centre")


def _lion_parts(cx: float, cy: float, s: float) -> list[tuple[BaseGeometry, str]]:
    """Mane, ears, face, muzzle, eyes and nose, back to front; sizes are shares of the token."""

    def disc(dx: float, dy: float, r: float) -> BaseGeometry:
        return Point(cx + dx * s, cy + dy * s).buffer(r * s, quad_segs=16)

    tufts = [disc(0.27 * math.cos(a), 0.27 * math.sin(a), 0.09) for a in
             (2 * math.pi * k / 14 for k in range(14))]
    mane = unary_union([disc(0, 0, 0.29), *tufts])
    ears = unary_union([disc(-0.15, 0.17, 0.07), disc(0.15, 0.17, 0.07)])
    inner_ears = unary_union([disc(-0.15, 0.17, 0.04), disc(0.15, 0.17, 0.04)])
    face = affinity.scale(disc(0, -0.01, 0.2), 1.0, 1.08, origin=(cx, cy))
    muzzle = unary_union([disc(-0.05, -0.1, 0.065), disc(0.05, -0.1, 0.065)])
    eyes = unary_union([disc(-0.075, 0.04, 0.024), disc(0.075, 0.04, 0.024)])
    nose = Polygon([(cx - 0.045 * s, cy - 0.045 * s), (cx + 0.045 * s, cy - 0.045 * s), (cx, cy - 0.095 * s)])
    return [(mane, LION_MANE), (ears, LION_FACE), (inner_ears, LION_MANE_DARK), (face, LION_FACE),
            (muzzle, LION_MUZZLE), (eyes, LION_FEATURES), (nose, LION_FEATURES)]


def _lion_mouth(cx: float, cy: float, s: float) -> list[BaseGeometry]:
    """A short line down from the nose that parts into two curves."""
    width = s * 0.012

    def curve(side: float) -> LineString:
        # half a smile on each side: out from under the nose, down and back up
        return LineString([(cx + side * 0.055 * t * s, cy - s * (0.115 + 0.025 * math.sin(t * math.pi)))
                           for t in (k / 8 for k in range(9))])

    stem = LineString([(cx, cy - 0.095 * s), (cx, cy - 0.115 * s)])
    return [line.buffer(width, quad_segs=6) for line in (stem, curve(-1), curve(1))]
