"""Units of the record format and their exact conversion to kilograms and metres.

Every factor is a Fraction so that a value authored in pounds or inches lands exactly on a
board boundary written in the same unit, after any number of conversions.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

Quantity = Literal["mass", "length"]

POUND = Fraction(45359237, 100_000_000)  # kg, exact by the 1959 international agreement
INCH = Fraction(254, 10_000)  # m, exact by the same agreement

# Factor to the base unit of the quantity: kilograms for mass, metres for length.
MASS_UNITS: dict[str, Fraction] = {
    "mg": Fraction(1, 1_000_000),
    "g": Fraction(1, 1000),
    "kg": Fraction(1),
    "t": Fraction(1000),
    "oz": POUND / 16,
    "lb": POUND,
    "ton": POUND * 2000,  # the US short ton, as on the imperial board
}
LENGTH_UNITS: dict[str, Fraction] = {
    "mm": Fraction(1, 1000),
    "cm": Fraction(1, 100),
    "m": Fraction(1),
    "in": INCH,
    "ft": INCH * 12,
}
UNITS_BY_QUANTITY: dict[Quantity, dict[str, Fraction]] = {"mass": MASS_UNITS, "length": LENGTH_UNITS}
BASE_UNIT: dict[Quantity, str] = {"mass": "kg", "length": "m"}


def quantity_of_unit(unit: str) -> Quantity | None:
    """The quantity a unit measures, or None for a unit the format does not know."""
    for quantity, units in UNITS_BY_QUANTITY.items():
        if unit in units:
            return quantity
    return None


def to_base(number: Fraction, unit: str) -> Fraction:
    """Convert a number in `unit` to kilograms or metres, exactly."""
    quantity = quantity_of_unit(unit)
    if quantity is None:
        raise KeyError(unit)
    return number * UNITS_BY_QUANTITY[quantity][unit]


def format_number(number: Fraction) -> str:
    """A short decimal for display: exact where it terminates, else 4 significant digits."""
    if number.denominator == 1:
        return str(number.numerator)
    as_float = float(number)
    text = f"{as_float:.6f}".rstrip("0").rstrip(".")
    if Fraction(text) == number:
        return text
    return f"{as_float:.4g}"
