"""A board: its scales, which scale each measure uses, and the world map it plays on."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import Field

from fauna_cards.model.common import Id, LanguageCode, Maybe, StrictModel, Text
from fauna_cards.model.game_names import BoardGameName
from fauna_cards.model.measure import parse_amount
from fauna_cards.model.units import LENGTH_UNITS, MASS_UNITS


@dataclass(frozen=True)
class Boundary:
    value: Fraction  # kilograms or metres
    label: str  # as authored, in the board's own unit


_units = "|".join([*MASS_UNITS, *LENGTH_UNITS])
BOUNDARY_PATTERN = rf"^\s*(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(?:{_units})\s*$"
BoundaryText = Annotated[
    str,
    Field(
        pattern=BOUNDARY_PATTERN,
        description="One amount with its unit, e.g. '500 kg', '1 ton', '70 cm'.",
    ),
]


# A relative path as text: no control characters (a NUL cannot name a file) and not too long.
FilePath = Annotated[str, Field(min_length=1, max_length=1024, pattern=r"^[^\x00-\x1f\x7f]+$")]


@dataclass(frozen=True)
class Space:
    index: int  # 1-based, counted from the low end of the scale
    low: Fraction | None  # None: open end
    high: Fraction | None
    label: str


class Scale(StrictModel):
    """A row of spaces between boundaries. Boundaries are closed: a value equal to one
    touches the spaces on both sides of it."""

    quantity: Literal["mass", "length"]
    title: Text | None = Field(
        default=None,
        description="The scale's name as printed, e.g. 'Tail length'; default: the measures that use it.",
    )
    titles: Maybe[dict[LanguageCode, Text]] = Field(
        default=None, description="The title in other languages, for boards printed in them.",
        examples=[{"de": "Schwanzlänge", "es": "Largo de la cola"}],
    )
    boundaries: list[BoundaryText] = Field(
        min_length=2, description="Strictly increasing, in the board's own units."
    )
    open_below: bool = Field(default=False, description="A space below the first boundary.")
    open_above: bool = Field(default=False, description="A space above the last boundary.")

    @cached_property
    def parsed_boundaries(self) -> tuple[Boundary, ...]:
        """The boundaries as exact amounts; raises MeasureError on one that is not an amount
        of the scale's quantity (checks.boards reports those with their position)."""
        return tuple(Boundary(*parse_amount(text, self.quantity)) for text in self.boundaries)

    @cached_property
    def spaces(self) -> tuple[Space, ...]:
        bounds = self.parsed_boundaries
        spaces: list[Space] = []
        if self.open_below:
            spaces.append(Space(0, None, bounds[0].value, f"< {bounds[0].label}"))
        for low, high in zip(bounds, bounds[1:]):
            spaces.append(Space(0, low.value, high.value, _span_label(low.label, high.label)))
        if self.open_above:
            spaces.append(Space(0, bounds[-1].value, None, f"> {bounds[-1].label}"))
        return tuple(
            Space(number, space.low, space.high, space.label)
            for number, space in enumerate(spaces, start=1)
        )

    def title_in(self, language: str) -> str | None:
        """The title as printed in `language`: `title` where `titles` has none in it."""
        return (self.titles or {}).get(language, self.title)


def _span_label(low: str, high: str) -> str:
    """'200-500 kg' when both ends share a unit, else '500 kg-1 t'."""
    low_number, low_unit = low.split(" ")
    high_number, high_unit = high.split(" ")
    if low_unit == high_unit or Fraction(low_number) == 0:
        return f"{low_number}-{high_number} {high_unit}"
    return f"{low}-{high}"


class MeasureScales(StrictModel):
    """Which scale of the board each measure is placed on."""

    weight: Id
    length: Id
    total_length: Id
    height: Id
    tail_length: Id


class Board(StrictModel):
    """A board file in maps/boards/: scales, their use, and the map it plays on."""

    name: Id = Field(description="How commands name the board (--board NAME).")
    title: Text
    titles: Maybe[dict[LanguageCode, Text]] = Field(
        default=None, description="The title in other languages, for boards printed in them.",
        examples=[{"de": "FAUNA, metrische Seite"}],
    )
    game: BoardGameName = Field(
        description="fauna: areas and adjacent spaces score; kompakt: regions and fields."
    )
    units: Literal["metric", "imperial"]
    reconstruction: bool = Field(
        description="True when the scale values were not read off a printed board."
    )
    source: Text = Field(description="Where the values come from, and what was judged.")
    areas: FilePath | None = Field(
        default=None, description="Path of an areas file, relative to this board; default: the bundled map."
    )
    regions: FilePath | None = Field(
        default=None, description="Path of a regions file, relative to this board; default: the bundled one."
    )
    scales: dict[Id, Scale] = Field(min_length=1)
    measures: MeasureScales

    def title_in(self, language: str) -> str:
        """The title as printed in `language`: `title` where `titles` has none in it."""
        return (self.titles or {}).get(language, self.title)

    def scale_for(self, measure: str) -> tuple[str, Scale]:
        name = getattr(self.measures, measure)
        return name, self.scales[name]


def base_value(value: Fraction | None) -> float | None:
    """Kilograms or metres as a JSON number; None stays None (an open end)."""
    return None if value is None else float(value)

