"""What printing needs to know as data: paper and card sizes, the game's pieces, the board's
physical size. The files live in maps/print/ and are checked like every other data file."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from fauna_cards.model.common import Id, StrictModel, Text, custom_error
from fauna_cards.model.measure import MeasureError, parse_amount

POINTS_PER_METRE = Fraction(72 * 1000, 254) * 10  # 72 points an inch, 25.4 mm an inch
INCH = Fraction(254, 10000)  # in metres, exactly
LONGEST = Fraction(2)  # metres: nothing we print is larger than a 2 m sheet


def _length(text: str) -> str:
    try:
        metres, _ = parse_amount(text, "length")
    except MeasureError as error:
        raise custom_error(error.code, error.message, error.hint) from None
    if not 0 < metres <= LONGEST:
        raise custom_error("invalid-value", f"{text!r} is not a printable size (more than 0, at most 2 m)")
    return text


Length = Annotated[
    str,
    AfterValidator(_length),
    Field(description="A length with its unit: '210 mm', '8.5 in'.", examples=["210 mm"]),
]
Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$", description="An RGB colour, '#rrggbb'.")]
Shape = Literal["circle", "square", "triangle", "diamond", "hexagon", "star", "pentagon", "cross"]


def points(length: str) -> float:
    """A checked Length in PDF points (1/72 in)."""
    metres, _ = parse_amount(length, "length")
    return float(metres * POINTS_PER_METRE)


def millimetres(length: str) -> float:
    """A checked Length in millimetres."""
    metres, _ = parse_amount(length, "length")
    return float(metres * 1000)


def metres(length: str) -> Fraction:
    """A checked Length in metres, exactly: '2.5 in' is 127/2000."""
    return parse_amount(length, "length")[0]


def pixel_count(length: Fraction, dpi: int | Fraction) -> int:
    """How many pixels a length (metres, exact) takes at `dpi`: inches times dots per inch,
    rounded half up. Exact fractions, so that 2.74 in at 300 dpi is 822 pixels, never 821
    by a float's error; an A6 card's 105 mm plus 1/8 in of bleed each side (4.3839 in) is 1315."""
    return math.floor(length / INCH * dpi + Fraction(1, 2))


@dataclass(frozen=True)
class Sheet:
    """A paper size as the layouts use it."""

    name: str  # the id: "a4"
    size: tuple[float, float]  # points, portrait
    calibration: float  # the length of the check bar, in points
    calibration_label: str  # how the bar's length reads: "50 mm", "2 in"
    title: str = ""  # as people say it: "A4", "US Letter"

    @property
    def display(self) -> str:
        return self.title or self.name


@dataclass(frozen=True)
class CardFormat:
    name: str  # the id, as --card-size takes it: "a6"
    size: tuple[float, float]  # points, portrait
    measure: str = ""  # the trim size as written in paper.yaml: "105 × 148 mm"

    @property
    def label(self) -> str:
        """The id with its trim size, for words a reader sees: "a6 (105 × 148 mm)"."""
        return f"{self.name} ({self.measure})" if self.measure else self.name


class Paper(StrictModel):
    id: Id
    name: Text
    width: Length
    height: Length
    calibration: Length = Field(description="The length of the check bar printed on every sheet.")

    def sheet(self) -> Sheet:
        return Sheet(self.id, (points(self.width), points(self.height)), points(self.calibration), self.calibration,
                     self.name)


def _pair(width: str, height: str) -> str:
    """'105 mm' and '148 mm' as '105 × 148 mm'; the unit is written twice only where they differ."""
    (w, w_unit), (h, h_unit) = (parse_amount(side, "length")[1].split() for side in (width, height))
    return f"{w} × {h} {h_unit}" if w_unit == h_unit else f"{w} {w_unit} × {h} {h_unit}"


class CardSize(StrictModel):
    id: Id
    name: Text
    width: Length
    height: Length

    def card_format(self) -> CardFormat:
        return CardFormat(self.id, (points(self.width), points(self.height)), _pair(self.width, self.height))


class SheetMarks(StrictModel):
    """What a sheet of cards carries besides the cards."""

    footer: Length = Field(description="Room at the foot of a sheet for the print-at-actual-size note and the "
                           "check bar.")
    cut_mark: Length = Field(description="The length of a cut mark beside the cards.")


class PaperFile(StrictModel):
    """maps/print/paper.yaml: the sheets a printer takes, the card sizes we cut, and the marks
    of a sheet of cards."""

    papers: list[Paper] = Field(min_length=1)
    cards: list[CardSize] = Field(min_length=1)
    sheet_marks: SheetMarks


class PieceColour(StrictModel):
    """One player's colour. The letter and the shape tell colours apart without seeing them."""

    id: Id
    name: Text
    colour: Colour
    ink: Colour = Field(description="The colour of the letter and shape drawn on the piece.")
    letter: Annotated[str, Field(pattern=r"^[A-Z]$")]
    shape: Shape


class BoardSheet(StrictModel):
    """The FAUNA board as printed: its size and the rules its spaces follow."""

    width: Length
    height: Length
    track_band: Length = Field(description="The width of the victory track around the edge.")
    piece: Length = Field(description="The guess piece the spaces are sized for.")
    min_space: Length = Field(description="The smallest side of a scale space.")
    glue_overlap: Length = Field(description="How far tiles overlap when the board is printed in parts.")
    top_latitude: float = Field(ge=60, le=90, description="The map's northern edge, in degrees.")
    bottom_latitude: float = Field(ge=-90, le=-50, description="The map's southern edge, in degrees.")


class CardBox(StrictModel):
    """The card box: how much room the cards get, and how much of the front card it hides."""

    card_thickness: Length = Field(description="Default thickness of one printed card.")
    clearance: Length = Field(description="Room around the cards so that they slide in and out.")
    hidden_share: float = Field(gt=0.3, lt=0.8, description="The share of the card's height the front wall hides.")
    glue_tab: Length


class Components(StrictModel):
    """maps/print/components.yaml: the game's pieces and how they are printed."""

    pieces_per_player: int = Field(ge=1, le=20, description="One of them marks the score on the victory track.")
    piece: Length = Field(description="The side of a printed square guess piece.")
    players: list[PieceColour] = Field(min_length=2, max_length=8)
    evaluation_pieces: int = Field(ge=0, le=100)
    evaluation_colour: Colour
    stones: list[Id] = Field(min_length=1, description="The player colours of KOMPAKT's guess stones.")
    stones_per_colour: int = Field(ge=1, le=20)
    board: BoardSheet
    box: CardBox
    source: Text = Field(description="Where the counts and colours come from.")
