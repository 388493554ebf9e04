"""The FAUNA board as one drawing: the world map over the top, the scales stacked below it,
the scoring table beside them, and the victory track around the edge.

`board_layout` decides where everything goes (pure arithmetic, tested on its own);
`draw_board` draws it through a pen. Millimetres, y upwards from the board's lower left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from fauna_cards.errors import EXIT_FINDINGS, FaunaError
from fauna_cards.geo.board_map import BoardMap
from fauna_cards.geo.labels import Label
from fauna_cards.model.board import Board, Space
from fauna_cards.model.language import Words
from fauna_cards.printing.fonts import BOLD, ITALIC, REGULAR
from fauna_cards.printing.map_layer import INK, draw_map, draw_wrap_marks
from fauna_cards.printing.text import size_to_fit
from fauna_cards.games.fauna.engine import ScoringFacts
from fauna_cards.words import plural

TRACK = "#f2c94c"
TRACK_TENS = "#e3b232"
TRACK_LINE = "#8a6d1c"
TRACK_GOAL = "#c8452c"
PAPER = "#fbf8ef"
SCALE_FILL = "#ffffff"
SCALE_LINE = "#4f7f9f"
SCALE_TAB = "#2f6690"
UNIT_BANDS = ("#dcecf7", "#c5e0f1", "#afd3ea", "#9ac6e3")
MUTED = "#5b5b5b"

# The measures in card order: a scale without a title is named after those placed on it.
MEASURES = ("weight", "length", "height", "total_length", "tail_length")

GAP = 4.0  # mm between the parts of the board
WRAP_MARGIN = 8.0  # mm beside the map for the wrap marks
TITLE_HEIGHT = 5.0
BAND_HEIGHT = 4.2
TICK_HEIGHT = 5.0
ROW_GAP = 2.5
LARGEST_SPACE = (26.0, 20.0)  # mm: spaces no wider or taller than this, however much room
ROOMY_SPACE = 16.0  # mm: the map gives way until the spaces are this tall
TABLE_WIDTH = 150.0


@dataclass(frozen=True)
class ScaleRow:
    name: str
    spaces: tuple[Space, ...]
    boundaries: tuple[str, ...]  # '500 kg', in the board's own units
    open_below: bool
    open_above: bool
    x: float  # left edge of the first space
    y: float  # bottom of the boxes
    space_width: float
    space_height: float

    @property
    def top(self) -> float:
        return self.y + self.space_height + BAND_HEIGHT + TITLE_HEIGHT


@dataclass(frozen=True)
class TrackCell:
    number: int
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class BoardLayout:
    width: float
    height: float
    band: float  # the victory track's width
    map_x: float
    map_y: float
    map_width: float
    map_height: float
    rows: tuple[ScaleRow, ...]
    table: tuple[float, float, float, float]  # x, y, width, height
    track: tuple[TrackCell, ...]


class LayoutError(FaunaError, ValueError):
    """A board file whose scales cannot be drawn at a size that holds a piece."""

    exit_code = EXIT_FINDINGS


def scale_title(board: Board, scale_name: str, words: Words) -> str:
    """The scale's own title in `words`' language, else the measures that use it, in card
    order: 'Length / Height / Total length'."""
    own = board.scales[scale_name].title_in(words.code)
    if own:
        return own
    uses = board.measures.model_dump()
    used = [words(f"board.measure.{measure}") for measure in MEASURES if uses.get(measure) == scale_name]
    return " / ".join(used) if used else scale_name.replace("-", " ").capitalize()


def unit_word(unit: str, words: Words) -> str:
    """'kilograms' for kg: the band above the spaces counted in it."""
    return words(f"board.unit.{unit}") if words.has(f"board.unit.{unit}") else unit


def track_cells(width: float, height: float, band: float, total: int = 120) -> tuple[TrackCell, ...]:
    """Cells 1 to `total` clockwise from the top left corner: along the top, down the right
    side, back along the bottom and up the left side. The rows take the corners; the cells
    of each side are as wide as the side allows, so that rows and columns look alike."""
    inner_height = height - 2 * band
    # as many cells across as the side's length makes them about as long as those down
    across = round(total * width / (2 * (width + inner_height)))
    down = total // 2 - across
    cells: list[TrackCell] = []
    top_w, side_h = width / across, inner_height / down
    for i in range(across):
        cells.append(TrackCell(len(cells) + 1, i * top_w, height - band, top_w, band))
    for i in range(down):
        cells.append(TrackCell(len(cells) + 1, width - band, height - band - (i + 1) * side_h, band, side_h))
    for i in range(across):
        cells.append(TrackCell(len(cells) + 1, width - (i + 1) * top_w, 0.0, top_w, band))
    for i in range(down):
        cells.append(TrackCell(len(cells) + 1, 0.0, band + i * side_h, band, side_h))
    return tuple(cells)


def board_layout(board: Board, width: float, height: float, band: float, min_space: float,
                 map_aspect: float) -> BoardLayout:
    """Where each part of the board goes; LayoutError if a scale's spaces would be smaller
    than `min_space` (a piece would not fit)."""
    inner_x, inner_y = band + GAP, band + GAP
    inner_w, inner_h = width - 2 * (band + GAP), height - 2 * (band + GAP)
    scales = list(board.scales.items())
    most = max(len(scale.spaces) for _, scale in scales)
    scale_area = inner_w - TABLE_WIDTH - GAP
    space_w = min(LARGEST_SPACE[0], scale_area / most)
    if space_w < min_space:
        name, scale = max(scales, key=lambda item: len(item[1].spaces))
        raise LayoutError(f"scale {name!r} has {plural(len(scale.spaces), 'space')}: at {min_space:.0f} mm each it needs "
                          f"{len(scale.spaces) * min_space:.0f} mm, and the board has {scale_area:.0f} mm for it")
    # The map takes what the scales leave, as wide as the board allows.
    fixed = len(scales) * (TITLE_HEIGHT + BAND_HEIGHT + TICK_HEIGHT + ROW_GAP) + GAP
    map_w = inner_w - 2 * WRAP_MARGIN
    map_h = map_w * map_aspect
    space_h = min(LARGEST_SPACE[1], (inner_h - map_h - fixed) / len(scales))
    roomy = max(min_space, ROOMY_SPACE)
    if space_h < roomy:  # the map gives way to the scales
        space_h = roomy
        map_h = inner_h - fixed - len(scales) * space_h
        map_w = map_h / map_aspect
        if map_h <= 0:
            raise LayoutError(f"the board's {plural(len(scales), 'scale')} {'leaves' if len(scales) == 1 else 'leave'} no room for the map")
    rows = []
    y = inner_y + inner_h - map_h - GAP
    for name, scale in scales:
        y -= TITLE_HEIGHT + BAND_HEIGHT + space_h
        bounds = tuple(b.label for b in scale.parsed_boundaries)
        rows.append(ScaleRow(name, scale.spaces, bounds, scale.open_below,
                             scale.open_above, inner_x, y, space_w, space_h))
        y -= TICK_HEIGHT + ROW_GAP
    table_x = inner_x + inner_w - TABLE_WIDTH
    table_top = inner_y + inner_h - map_h - GAP
    return BoardLayout(
        width, height, band,
        inner_x + (inner_w - map_w) / 2, inner_y + inner_h - map_h, map_w, map_h,
        tuple(rows), (table_x, inner_y, TABLE_WIDTH, table_top - inner_y),
        track_cells(width, height, band),
    )


def tick_labels(row: "ScaleRow") -> list[tuple[int, str]]:
    """(position, text) for each boundary: the number, with its unit where the unit
    changes ('2', '5', ... '500', '1 kg'); position counts spaces from the row's left."""
    labels, last_unit = [], None
    first = 1 if row.open_below else 0
    for index, text in enumerate(row.boundaries):
        number, unit = text.split(" ")
        labels.append((first + index, f"{number} {unit}" if unit != last_unit and number != "0" else number))
        if number != "0":
            last_unit = unit
    return labels


def unit_runs(row: "ScaleRow") -> list[tuple[str, int, int]]:
    """(unit, first space, last space) for each run of spaces counted in the same unit: a
    space counts in the unit of its lower end (of its upper end if that is 0 or open)."""
    units = [text.split(" ") for text in row.boundaries]
    per_space = []
    if row.open_below:
        per_space.append(units[0][1])
    for (low_number, low_unit), (_, high_unit) in zip(units, units[1:]):
        per_space.append(high_unit if low_number == "0" else low_unit)
    if row.open_above:
        per_space.append(units[-1][1])
    runs: list[tuple[str, int, int]] = []
    for index, unit in enumerate(per_space):
        if runs and runs[-1][0] == unit:
            runs[-1] = (unit, runs[-1][1], index)
        else:
            runs.append((unit, index, index))
    return runs


def draw_board(pen, layout: BoardLayout, board: Board, board_map: BoardMap, fills, labels: Sequence[Label],  # type: ignore[no-untyped-def]
               facts: ScoringFacts, notes: Sequence[str], words: Words) -> None:
    """The whole board, its words in `words`' language (the names in `labels` are set already)."""
    pen.rect(0, 0, layout.width, layout.height, fill=PAPER)
    _track(pen, layout, facts, words)
    map_pen = pen.offset(layout.map_x, layout.map_y)
    draw_map(map_pen, board_map, fills, labels)
    draw_wrap_marks(map_pen, board_map)
    for row in layout.rows:
        _scale_row(pen, row, scale_title(board, row.name, words), words)
    _table(pen, layout, board, facts, notes, words)


def _track(pen, layout: BoardLayout, facts: ScoringFacts, words: Words) -> None:  # type: ignore[no-untyped-def]
    goals: dict[int, list[str]] = {}
    for players, points in facts.targets:
        goals.setdefault(points, []).append(players)
    for cell in layout.track:
        fill = TRACK_GOAL if cell.number in goals else (TRACK_TENS if cell.number % 10 == 0 else TRACK)
        pen.rect(cell.x, cell.y, cell.width, cell.height, fill=fill, stroke=TRACK_LINE, width=0.4)
        ink = "#ffffff" if cell.number in goals else INK
        big = cell.number % 5 == 0
        size = 9.0 if big else 7.5
        cx, cy = cell.x + cell.width / 2, cell.y + cell.height / 2
        caption = None
        if cell.number in goals:
            caption = words("board.track.players", players=" / ".join(goals[cell.number]))
        elif cell.number == 1:
            caption = words("board.track.start")
        if caption:
            pen.text(cx, cy + 0.6, str(cell.number), BOLD, size, ink)
            caption_size = min(5.0, 5.0 * (cell.width - 1.5) * mm / stringWidth(caption, REGULAR, 5.0))
            pen.text(cx, cy - 3.6, caption, REGULAR, caption_size, ink)
        else:
            pen.text(cx, cy - size * 0.13, str(cell.number), BOLD if big else REGULAR, size, ink)


def _scale_row(pen, row: ScaleRow, title: str, words: Words) -> None:  # type: ignore[no-untyped-def]
    top = row.y + row.space_height
    pen.text(row.x, top + BAND_HEIGHT + 1.3, title.upper(), BOLD, 8.5, SCALE_TAB, "left")
    for number, (unit, first, last) in enumerate(unit_runs(row)):
        x = row.x + first * row.space_width
        w = (last - first + 1) * row.space_width
        pen.rect(x, top, w, BAND_HEIGHT, fill=UNIT_BANDS[number % len(UNIT_BANDS)], stroke=SCALE_LINE, width=0.4)
        word = unit_word(unit, words)
        pen.text(x + w / 2, top + 1.2, word, BOLD, size_to_fit(word, BOLD, 6.5, 4.5, w - 1.0), SCALE_TAB)
    for index, space in enumerate(row.spaces):
        x = row.x + index * row.space_width
        pen.rect(x, row.y, row.space_width, row.space_height, fill=SCALE_FILL, stroke=SCALE_LINE, width=0.6)
        pen.text(x + 1.0, row.y + row.space_height - 2.6, str(space.index), REGULAR, 5.5, MUTED, "left")
        if space.low is None or space.high is None:  # an open end: say which way it runs
            pen.text(x + row.space_width / 2, row.y + row.space_height / 2 - 1.5,
                     words("board.open_below" if space.low is None else "board.open_above"), ITALIC, 6.5, MUTED)
    for index, text in tick_labels(row):
        x = row.x + index * row.space_width
        pen.line((x, row.y), (x, row.y - 1.4), SCALE_LINE, 0.6)
        pen.text(x, row.y - TICK_HEIGHT + 0.9, words.number(text), BOLD, 6.8, INK)


def _table(pen, layout: BoardLayout, board: Board, facts: ScoringFacts, notes: Sequence[str],  # type: ignore[no-untyped-def]
           words: Words) -> None:
    x, y, w, h = layout.table
    pen.rect(x, y, w, h, fill="#ffffff", stroke=SCALE_TAB, width=0.8, radius=2.0)
    left, right = x + 4, x + w - 4
    line = y + h - 7
    pen.text(x + w / 2, line, words("board.table.heading"), BOLD, 11, SCALE_TAB)
    line -= 6.5
    columns = (left + 40, left + 76, left + 110)
    heading = words("board.table.areas")  # it may run on under the first column of numbers, not the second
    pen.text(left, line, heading, BOLD, size_to_fit(heading, BOLD, 7, 5, columns[1] - left - 9), INK, "left")
    pen.text(columns[1], line, words("board.table.correct"), BOLD, 7, INK)
    pen.text(columns[2], line, words("board.table.adjacent"), BOLD, 7, INK)
    for tier, correct, adjacent in facts.area_tiers:
        line -= 4.1
        pen.text(columns[0], line, tier, REGULAR, 7.5, INK, "right")
        pen.text(columns[1], line, f"{correct}", BOLD, 7.5, INK)
        pen.text(columns[2], line, f"{adjacent}" if adjacent else "\u2013", BOLD, 7.5, INK)
    line -= 5.5
    pen.text(left, line, words("board.table.scales"), BOLD, 7, INK, "left")
    pen.text(columns[1], line, f"{facts.scale_points[0]}", BOLD, 7.5, INK)
    pen.text(columns[2], line, f"{facts.scale_points[1]}", BOLD, 7.5, INK)
    line -= 6.5
    pen.text(left, line, words("board.table.game_end"), REGULAR, 6.5, INK, "left")
    line -= 3.6
    pen.text(left, line, ",  ".join(words("board.table.target", points=points, players=players)
                                    for players, points in facts.targets),
             BOLD, 6.5, INK, "left")
    line -= 4.6
    rules = [
        words("board.table.pieces_back", refill=facts.refill_to),
        words("board.table.stacking", players=facts.stacking_from, penalty=facts.stacked_penalty),
    ]
    # The rules and notes stand between here and the board's title; where a language's
    # sentences need more lines than there is room for, they are set smaller.
    scale = next((scale for scale in TABLE_TEXT_SCALES
                  if _paragraphs(rules, notes, line, right - left, scale)[1] >= y + TITLE_CLEARANCE),
                 TABLE_TEXT_SCALES[-1])
    for baseline, text, font, size, colour in _paragraphs(rules, notes, line, right - left, scale)[0]:
        pen.text(left, baseline, text, font, size, colour, "left")
    pen.text(x + w / 2, y + 4.5, board.title_in(words.code), BOLD, 7, SCALE_TAB)


TABLE_TEXT_SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7)
TITLE_CLEARANCE = 7.0  # mm from the table's foot: the last baseline whose descenders clear the title's capitals


def _paragraphs(rules: Sequence[str], notes: Sequence[str], line: float, width: float,
                scale: float) -> tuple[list[tuple[float, str, str, float, str]], float]:
    """The rules, then the notes, wrapped to `width` mm from the baseline `line` down, at
    `scale` of their full size: (baseline, text, font, size, colour) for each line, and
    the baseline the last one stands on."""
    set_lines = []
    last = line
    for texts, font, size, colour, step, gap in ((rules, REGULAR, 6.5, INK, 3.4, 1.0),
                                                 (notes, ITALIC, 6.0, MUTED, 3.2, 0.8)):
        for paragraph in texts:
            for text in _wrapped(paragraph, font, size * scale, width):
                set_lines.append((line, text, font, size * scale, colour))
                last = line
                line -= step * scale
            line -= gap * scale
        line -= 1.8 * scale if font == REGULAR else 0.0
    return set_lines, last


def _wrapped(text: str, font: str, size: float, width: float) -> list[str]:
    """`text` broken into lines no wider than `width` mm."""
    from reportlab.lib.utils import simpleSplit

    return simpleSplit(text, font, size, width * mm)

