"""How cards go onto Tabletop Simulator's card sheets: the grid of a sheet, the cards of each
sheet, the pixels of a card, and card ids. Arithmetic only, so that it is tested fast.

A custom deck's sheet holds at most 10 x 7 cards and TTS reads at most 4096 pixels each
way. Its last slot (bottom right) is, by TTS's convention, the "hidden" image shown for a
card in someone's hand when the back is not used for that: it is left free on every sheet,
so a sheet holds 69 cards. A card's id is its sheet's number (the deck number, from 1)
times 100 plus its place on the sheet (from 0).
"""

from __future__ import annotations

import math
from fractions import Fraction

from fauna_cards.model.printing import INCH, pixel_count

MAX_COLUMNS = 10
MAX_ROWS = 7
MIN_SIDE = 2  # TTS's custom deck takes at least 2 x 2
MAX_PIXELS = 4096  # each side of a sheet
CARDS_PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1  # the last slot is the hidden image's


def sheet_grid(cards: int) -> tuple[int, int]:
    """Columns and rows of a sheet for `cards` cards and the hidden slot: as square as the
    10 x 7 limit allows, so the cards get the most pixels; at least 2 x 2."""
    if not 1 <= cards <= CARDS_PER_SHEET:
        raise ValueError(f"a sheet holds 1 to {CARDS_PER_SHEET} cards, not {cards}")
    slots = cards + 1
    columns = min(MAX_COLUMNS, max(MIN_SIDE, math.ceil(math.sqrt(slots)), math.ceil(slots / MAX_ROWS)))
    rows = max(MIN_SIDE, math.ceil(slots / columns))
    return columns, rows


def sheets_of(cards: int) -> list[range]:
    """The cards (0-based, in deck order) of each sheet."""
    return [range(start, min(start + CARDS_PER_SHEET, cards)) for start in range(0, cards, CARDS_PER_SHEET)]


def card_pixels(size: tuple[Fraction, Fraction], dpi: int, grid: tuple[int, int]) -> tuple[int, int]:
    """A card's pixels on a sheet of this grid: its size (metres) at `dpi`, or at the highest
    resolution under that for which the sheet stays within 4096 pixels each way."""
    columns, rows = grid
    width, height = (side / INCH for side in size)  # inches
    fitted = min(Fraction(dpi), Fraction(MAX_PIXELS // columns) / width, Fraction(MAX_PIXELS // rows) / height)
    return pixel_count(size[0], fitted), pixel_count(size[1], fitted)


def card_id(deck_number: int, index: int) -> int:
    return deck_number * 100 + index


def slot_origin(index: int, grid: tuple[int, int], card: tuple[int, int]) -> tuple[int, int]:
    """The top left pixel of slot `index`, filled row by row from the top left."""
    row, column = divmod(index, grid[0])
    return column * card[0], row * card[1]
