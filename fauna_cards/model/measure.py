"""A measure of an animal: one value or a range, in a unit of mass or length.

Authors write `350-430 kg`, `2.5 m`, `90–155 lb` (en dash), or a mapping `{min, max, unit}` /
`{value, unit}`. The parsed measure keeps the authored numbers for display and exact
Fractions in kilograms or metres for every comparison.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from fauna_cards.model.units import (
    UNITS_BY_QUANTITY,
    Quantity,
    quantity_of_unit,
    to_base,
)

_NUMBER = r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)"  # ASCII digits only, as the schema says
MEASURE_PATTERN = re.compile(
    rf"^\s*(?P<low>{_NUMBER})\s*(?:[-\u2013]\s*(?P<high>{_NUMBER})\s*)?(?P<unit>[A-Za-z]+)\s*$"
)


MAX_NUMBER_TEXT = 20  # characters of one number: "0.000001" to "99999", with room to spare
# Far beyond any animal (a blue whale is under 200 t, a bootlace worm under 60 m) and any
# board, yet small enough that every value stays a plain float wherever it is printed.
LARGEST = {"mass": Fraction(10**7), "length": Fraction(10**4)}  # kg (10,000 t), m (10 km)


class MeasureError(ValueError):
    """A measure that cannot be accepted; `code` is the diagnostic's rule code."""

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


@dataclass(frozen=True)
class Measure:
    low: Fraction  # in kilograms or metres
    high: Fraction
    quantity: Quantity
    unit: str  # the unit as authored
    low_text: str  # the numbers as authored, for display
    high_text: str

    def label(self) -> str:
        if self.low_text == self.high_text:
            return f"{self.low_text} {self.unit}"
        return f"{self.low_text}-{self.high_text} {self.unit}"


def _units_hint(quantity: Quantity) -> str:
    return "units for this measure: " + ", ".join(UNITS_BY_QUANTITY[quantity])


def _number(raw: Any, field: str) -> tuple[Fraction, str]:
    """A YAML number, read exactly: a float is taken by its shortest decimal text."""
    if isinstance(raw, bool) or not isinstance(raw, (int, float)):
        raise MeasureError(
            "measure-syntax", f"'{field}' must be a number, not {type(raw).__name__}"
        )
    if isinstance(raw, float) and not math.isfinite(raw):
        raise MeasureError("measure-syntax", f"'{field}' must be a finite number, got {raw}")
    # repr gives the shortest text that reads back as the same float (1e-05 included);
    # written out without an exponent it is what the author meant.
    text = repr(raw) if isinstance(raw, int) else format(Decimal(repr(raw)), "f")
    return Fraction(repr(raw)), text


def parse_measure(raw: Any, quantity: Quantity) -> Measure:
    """Parse an authored measure for a field measuring `quantity`; raise MeasureError."""
    if isinstance(raw, str):
        match = MEASURE_PATTERN.match(raw)
        if not match:
            raise MeasureError(
                "measure-syntax",
                f"cannot read {raw!r} as a measure",
                "write 'N unit' or 'N-M unit', e.g. '350-430 kg' or '2.5 m'",
            )
        low, low_text = Fraction(match["low"]), match["low"]
        high_text = match["high"] or low_text
        high = Fraction(high_text)
        unit = match["unit"]
    elif isinstance(raw, dict):
        keys = set(raw)
        if keys == {"value", "unit"}:
            low, low_text = _number(raw["value"], "value")
            high, high_text = low, low_text
        elif keys == {"min", "max", "unit"}:
            low, low_text = _number(raw["min"], "min")
            high, high_text = _number(raw["max"], "max")
        else:
            raise MeasureError(
                "measure-syntax",
                f"a measure mapping has the keys {{min, max, unit}} or {{value, unit}}, "
                f"not {{{', '.join(sorted(map(str, keys)))}}}",
            )
        unit = raw["unit"]
        if not isinstance(unit, str):
            raise MeasureError("measure-syntax", "'unit' must be a unit name", _units_hint(quantity))
    elif raw is None:
        raise MeasureError("measure-syntax", "the measure has no value", "write e.g. '350-430 kg', or leave the key out")
    elif isinstance(raw, (int, float)) and not isinstance(raw, bool):
        raise MeasureError("measure-syntax", f"{raw} has no unit", _units_hint(quantity))
    else:
        raise MeasureError(
            "measure-syntax", f"a measure is text or a mapping, not {type(raw).__name__}"
        )

    unit_quantity = quantity_of_unit(unit)
    if unit_quantity is None:
        raise MeasureError("measure-syntax", f"unknown unit {unit!r}", _units_hint(quantity))
    if unit_quantity != quantity:
        raise MeasureError(
            "unit-kind",
            f"{unit!r} measures {unit_quantity}, but this field is a {quantity}",
            _units_hint(quantity),
        )
    if low <= 0 or high <= 0:
        raise MeasureError("non-positive", "a measure must be greater than zero")
    _bounded(high, unit, quantity, high_text)
    if low > high:
        raise MeasureError(
            "min-above-max",
            f"the range starts above its end ({low_text} > {high_text})",
            f"write {high_text}-{low_text} {unit}",
        )
    return Measure(
        low=to_base(low, unit),
        high=to_base(high, unit),
        quantity=quantity,
        unit=unit,
        low_text=low_text,
        high_text=high_text,
    )


def parse_amount(raw: Any, quantity: Quantity) -> tuple[Fraction, str]:
    """One amount that may be zero, as a board boundary: `0 g`, `500 kg`, `1 ton`.

    Returns the amount in kilograms or metres and its label in the authored unit.
    """
    match = MEASURE_PATTERN.match(raw) if isinstance(raw, str) else None
    if not match or match["high"] is not None:
        raise MeasureError(
            "measure-syntax", f"cannot read {raw!r} as one amount", "write 'N unit', e.g. '500 kg'"
        )
    unit = match["unit"]
    unit_quantity = quantity_of_unit(unit)
    if unit_quantity != quantity:
        if unit_quantity is None:
            raise MeasureError("measure-syntax", f"unknown unit {unit!r}", _units_hint(quantity))
        raise MeasureError("unit-kind", f"{unit!r} is not a {quantity} unit", _units_hint(quantity))
    number = Fraction(match["low"])
    if number < 0:
        raise MeasureError("non-positive", "a boundary cannot be negative")
    _bounded(number, unit, quantity, match["low"])
    return to_base(number, unit), f"{match['low']} {unit}"


def _bounded(number: Fraction, unit: str, quantity: Quantity, text: str) -> None:
    """Refuse a value no animal or board has: the number too long to be meant, or the
    amount beyond LARGEST (it would overflow a float where it is printed)."""
    if len(text) > MAX_NUMBER_TEXT:
        raise MeasureError("measure-too-large", f"a number of {len(text)} characters: at most {MAX_NUMBER_TEXT}",
                           "write the value in a larger unit")
    if to_base(number, unit) > LARGEST[quantity]:
        largest = "10,000 t" if quantity == "mass" else "10 km"
        raise MeasureError("measure-too-large", f"{text} {unit} is more than any animal measures (at most {largest})",
                           "check the number and the unit")
