"""FAUNA KOMPAKT's score pad: the game is scored with paper and pencil, so here is the paper.

One landscape sheet with a table to fill in by hand: a row per round (every player starts
twice, so twice as many rounds as players) and a total row; for each player a bid column,
a box to tick for the player who placed the stones, and a points column. Under the table,
the scoring in three lines, its numbers taken from the rules code.

`score_pad_layout` decides the column widths and row heights (tested on its own);
`score_pad_pdf` draws them.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.lib.units import mm

from fauna_cards.errors import DoesNotFit
from fauna_cards.model.language import Words
from fauna_cards.model.printing import Sheet
from fauna_cards.printing.canvas import new_canvas
from fauna_cards.printing.fonts import BOLD, REGULAR
from fauna_cards.printing.pen import PdfPen
from fauna_cards.printing.sheets import actual_size_note
from fauna_cards.printing.text import size_to_fit
from fauna_cards.printing.tokens import FOOTER, PT
from fauna_cards.games.kompakt import engine as kompakt
from fauna_cards.games.common.outcome import seats_from

STARTS_PER_PLAYER = 2  # KOMPAKT ends when every player has been starting player twice (rules.kompakt.play_game)

TITLE_BAND = 14.0  # mm under the top margin: the title and the line under it
NAME_ROW = 9.0  # mm: the header cell a player's name is written in
SUBHEAD_ROW = 5.0  # mm: "bid", the tick box, "points"
REMINDER_BAND = 16.0  # mm over the footer: three lines on scoring
SMALLEST_ROW, LARGEST_ROW = 7.0, 10.0  # mm: room for handwriting, no more than it needs

# Column widths in mm: what a column needs at least, and the most worth giving it.
ROUND_COLUMN = 12.0
ANIMAL_COLUMN = (30.0, 60.0)
STARTER_COLUMN = (20.0, 30.0)
BID_COLUMN = (9.0, 13.0)
TICK_COLUMN = (5.0, 6.0)
POINTS_COLUMN = (11.0, 17.0)
TICK_BOX = 3.0  # mm: the side of the box to tick

INK = "#000000"
MUTED = "#6b6b6b"
RULE = "#7a7a7a"
STRIPE = "#f1f1f1"  # every other round, so the eye stays in its row across the sheet
CLOSED = "#d6d6d6"  # cells of the total row that take nothing


@dataclass(frozen=True)
class ScorePadLayout:
    page: tuple[float, float]  # mm, landscape
    players: int
    rounds: int
    left: float  # mm: the table's left edge
    fixed: tuple[float, float, float]  # widths of the round, animal and starting player columns
    player: tuple[float, float, float]  # widths of a player's bid, tick box and points columns
    top: float  # mm: the top of the name row
    row_height: float

    @property
    def player_width(self) -> float:
        return sum(self.player)

    @property
    def width(self) -> float:
        return sum(self.fixed) + self.players * self.player_width

    @property
    def row_tops(self) -> tuple[float, ...]:
        """The top of every round row and then of the total row."""
        first = self.top - NAME_ROW - SUBHEAD_ROW
        return tuple(first - index * self.row_height for index in range(self.rounds + 1))

    @property
    def bottom(self) -> float:
        return self.row_tops[-1] - self.row_height

    def player_left(self, seat: int) -> float:
        return self.left + sum(self.fixed) + seat * self.player_width


def rounds_for(players: int) -> int:
    return STARTS_PER_PLAYER * players


def most_players(paper: Sheet, printer_margin: float, up_to: int = 8) -> int:
    """The most players (up to `up_to`) whose pad fits the paper; DoesNotFit if not even 2."""
    for players in range(up_to, 1, -1):
        try:
            score_pad_layout(paper, printer_margin, players)
        except DoesNotFit:
            continue
        return players
    raise DoesNotFit(f"the score pad does not fit {paper.display} inside margins of {printer_margin:g} mm, "
                     "even for 2 players; try smaller margins or larger paper")


def score_pad_layout(paper: Sheet, printer_margin: float, players: int = 8) -> ScorePadLayout:
    """Columns and rows of the pad on `paper` turned landscape; ValueError if the players'
    columns or the rounds do not fit at a size to write in."""
    if players < 2:
        raise ValueError(f"KOMPAKT needs at least 2 players, not {players}")
    if printer_margin < 0:
        raise ValueError(f"a printer margin cannot be negative ({printer_margin} mm)")
    page = (max(paper.size) * PT, min(paper.size) * PT)
    width = page[0] - 2 * printer_margin
    fixed, player = _column_widths(width, players, paper.display)
    rounds = rounds_for(players)
    top = page[1] - printer_margin - TITLE_BAND
    room = top - NAME_ROW - SUBHEAD_ROW - (printer_margin + FOOTER + REMINDER_BAND)
    row_height = min(LARGEST_ROW, room / (rounds + 1))
    if row_height < SMALLEST_ROW:
        raise DoesNotFit(f"{rounds} rounds and a total do not fit {paper.display} in rows of "
                         f"{SMALLEST_ROW:g} mm; try smaller margins or larger paper")
    table_width = sum(fixed) + players * sum(player)
    left = (page[0] - table_width) / 2
    return ScorePadLayout(page, players, rounds, left, fixed, player, top, row_height)


def _column_widths(width: float, players: int, paper_name: str
                   ) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
    """The narrowest columns that hold handwriting; room left over goes first to the players'
    columns, then to the animal's name and the starting player, each up to its most."""
    least = ROUND_COLUMN + ANIMAL_COLUMN[0] + STARTER_COLUMN[0]
    per_player = BID_COLUMN[0] + TICK_COLUMN[0] + POINTS_COLUMN[0]
    spare = width - least - players * per_player
    if spare < 0:
        most = int((width - least) // per_player)
        raise DoesNotFit(f"the columns of {players} players do not fit {paper_name} (at most {max(most, 0)} do); "
                         "try smaller margins or larger paper")
    growth = [c[1] - c[0] for c in (BID_COLUMN, TICK_COLUMN, POINTS_COLUMN)]
    share = min(1.0, spare / (players * sum(growth)))
    player = tuple(c[0] + share * g for c, g in zip((BID_COLUMN, TICK_COLUMN, POINTS_COLUMN), growth))
    spare -= players * share * sum(growth)
    animal = ANIMAL_COLUMN[0] + min(spare * 0.7, ANIMAL_COLUMN[1] - ANIMAL_COLUMN[0])
    starter = STARTER_COLUMN[0] + min(spare - (animal - ANIMAL_COLUMN[0]), STARTER_COLUMN[1] - STARTER_COLUMN[0])
    return (ROUND_COLUMN, animal, starter), (player[0], player[1], player[2])


def score_pad_pdf(paper: Sheet, printer_margin: float, words: Words, players: int = 8) -> tuple[bytes, int]:
    """The score pad for `players` players, in `words`' language; margins in mm. Returns the
    PDF and its page count."""
    layout = score_pad_layout(paper, printer_margin, players)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, words("kit.score_pad.title"), (layout.page[0] * mm, layout.page[1] * mm))
    pen = PdfPen(canvas)
    _title(pen, layout, printer_margin, words)
    _stripes(pen, layout)
    _header(pen, layout, words)
    _rounds(pen, layout, words)
    _total(pen, layout, words)
    _rules(pen, layout)
    _reminder(pen, layout, printer_margin, words)
    actual_size_note(pen, paper, printer_margin, printer_margin, words)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue(), 1


def _title(pen: PdfPen, layout: ScorePadLayout, margin: float, words: Words) -> None:
    top = layout.page[1] - margin
    width = layout.page[0] - layout.left - margin
    title = words("kit.score_pad.title")
    pen.text(layout.left, top - 5.5, title, BOLD, size_to_fit(title, BOLD, 13, 9, width), INK, "left")
    line = words("kit.score_pad.intro", players=layout.players, rounds=layout.rounds)
    pen.text(layout.left, top - 10.5, line, REGULAR, size_to_fit(line, REGULAR, 7.5, 5, width), MUTED, "left")


def _stripes(pen: PdfPen, layout: ScorePadLayout) -> None:
    for index, top in enumerate(layout.row_tops[:-1]):
        if index % 2:
            pen.rect(layout.left, top - layout.row_height, layout.width, layout.row_height, fill=STRIPE)


def _header(pen: PdfPen, layout: ScorePadLayout, words: Words) -> None:
    """The fixed columns' names across both header rows; over each player a cell for the name.
    A name with a space takes two lines; every word shrinks to its column if it must."""
    top, sub = layout.top, layout.top - NAME_ROW
    middle = top - (NAME_ROW + SUBHEAD_ROW) / 2
    x = layout.left
    names = (words("kit.score_pad.round"), words("kit.score_pad.animal"), words("kit.score_pad.starting_player"))
    for width, name in zip(layout.fixed, names):
        lines = name.split(" ", 1)
        for index, word in enumerate(lines):
            offset = (len(lines) - 1) * 1.6 - index * 3.2
            pen.text(x + width / 2, middle + offset - 1.1, word, BOLD, _fit(word, BOLD, 8, width, 2.0), INK, "centre")
        x += width
    bid_word, points_word = words("kit.score_pad.bid"), words("kit.score_pad.points")
    for seat in range(layout.players):
        left = layout.player_left(seat)
        player = words("kit.score_pad.player", number=seat + 1)
        pen.text(left + 1.0, top - 2.6, player, REGULAR, _fit(player, REGULAR, 6, layout.player_width - 1.0), MUTED,
                 "left")
        bid, tick, points = layout.player
        pen.text(left + bid / 2, sub - 3.6, bid_word, BOLD, _fit(bid_word, BOLD, 7, bid), INK, "centre")
        _tick_box(pen, left + bid + tick / 2, sub - 2.7, TICK_BOX * 0.8)  # level with the words beside it
        pen.text(left + bid + tick + points / 2, sub - 3.6, points_word, BOLD, _fit(points_word, BOLD, 7, points), INK,
                 "centre")


def _fit(text: str, font: str, largest: float, column: float, air: float = 1.0) -> float:
    """The size at which `text` stays inside a column `column` mm wide, `air` mm to spare."""
    return size_to_fit(text, font, largest, 4, column - air)


def _rounds(pen: PdfPen, layout: ScorePadLayout, words: Words) -> None:
    """Round numbers, who starts each round, and a box to tick in every player's column."""
    seats = [words("kit.score_pad.player", number=seat + 1) for seat in range(layout.players)]
    h = layout.row_height
    for index, top in enumerate(layout.row_tops[:-1]):
        middle = top - h / 2
        pen.text(layout.left + layout.fixed[0] / 2, middle - 1.2, str(index + 1), BOLD, 9, INK, "centre")
        starter = seats_from(seats, index % layout.players)[0]  # the start moves one seat to the left each round
        starter_x = layout.left + layout.fixed[0] + layout.fixed[1]
        pen.text(starter_x + 1.2, top - 2.6, starter, REGULAR, _fit(starter, REGULAR, 6, layout.fixed[2] - 1.2), MUTED,
                 "left")
        for seat in range(layout.players):
            bid, tick, _ = layout.player
            _tick_box(pen, layout.player_left(seat) + bid + tick / 2, middle, TICK_BOX)


def _total(pen: PdfPen, layout: ScorePadLayout, words: Words) -> None:
    """The total row: only the points cells take a number."""
    top, h = layout.row_tops[-1], layout.row_height
    total = words("kit.score_pad.total")
    size = _fit(total, BOLD, 10, sum(layout.fixed))
    pen.text(layout.left + sum(layout.fixed) - 2.0, top - h / 2 - 1.3, total, BOLD, size, INK, "right")
    bid, tick, _ = layout.player
    for seat in range(layout.players):
        pen.rect(layout.player_left(seat), top - h, bid + tick, h, fill=CLOSED)


def _rules(pen: PdfPen, layout: ScorePadLayout) -> None:
    """The grid: hairlines inside a player's columns, heavier lines between players, under the
    header, after the round every player has started once, and over the total."""
    left, right, top, bottom = layout.left, layout.left + layout.width, layout.top, layout.bottom
    header_bottom = layout.row_tops[0]
    for y in layout.row_tops[1:-1]:
        pen.line((left, y), (right, y), RULE, 0.4)
    for y, weight in ((layout.top - NAME_ROW, 0.4), (header_bottom, 1.0), (layout.row_tops[-1], 1.0),
                      (layout.row_tops[layout.players], 0.9)):
        start = layout.player_left(0) if y == layout.top - NAME_ROW else left
        pen.line((start, y), (right, y), INK, weight)
    x = left
    for index, width in enumerate(layout.fixed):
        x += width
        last = index == len(layout.fixed) - 1
        # "total" spans the round, animal and starting player columns
        pen.line((x, top), (x, bottom if last else layout.row_tops[-1]), INK, 0.6)
    for seat in range(layout.players):
        inner = layout.player_left(seat)
        for width in layout.player[:2]:
            inner += width
            pen.line((inner, top - NAME_ROW), (inner, bottom), RULE, 0.4)
        pen.line((layout.player_left(seat + 1), top), (layout.player_left(seat + 1), bottom), INK, 1.0)
    pen.rect(left, bottom, layout.width, top - bottom, stroke=INK, width=1.2)


def _reminder(pen: PdfPen, layout: ScorePadLayout, margin: float, words: Words) -> None:
    lines = (
        words("kit.score_pad.highest_bid"),
        words("kit.score_pad.all_right", bonus=kompakt.ALL_CORRECT_BONUS),
        words("kit.score_pad.others"),
    )
    width = layout.page[0] - layout.left - margin
    y = layout.bottom - 5.0
    for line in lines:
        pen.text(layout.left, y, line, REGULAR, size_to_fit(line, REGULAR, 8, 5, width), INK, "left")
        y -= 4.2


def _tick_box(pen: PdfPen, cx: float, cy: float, side: float) -> None:
    pen.rect(cx - side / 2, cy - side / 2, side, side, fill="#ffffff", stroke=INK, width=0.5)
