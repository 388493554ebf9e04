"""Measures as printed on a card: the authored text when its units suit the card, else a
conversion into round numbers of the card's units."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

from fauna_cards.model.measure import Measure
from fauna_cards.model.units import LENGTH_UNITS, MASS_UNITS

METRIC = {"mg", "g", "kg", "t", "mm", "cm", "m"}
IMPERIAL = {"oz", "lb", "ton", "in", "ft"}


def _round3(value: float) -> float:
    """Three significant figures: 2204.6 -> 2200, 999.6 -> 1000, 0.0001589 -> 0.000159."""
    if value == 0:
        return 0.0
    return round(value, 2 - math.floor(math.log10(abs(value))))


def _number(value: float) -> str:
    text = format(Decimal(repr(_round3(value))), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _unit_for(value: Fraction, quantity: str, system: str) -> str:
    """The first unit in which the rounded value stays below the next unit up."""
    table = MASS_UNITS if quantity == "mass" else LENGTH_UNITS
    if quantity == "mass":
        order = ["mg", "g", "kg", "t"] if system == "metric" else ["oz", "lb", "ton"]
        # Pounds up to two tons, as the imperial board counts them (400-1000 lb, 1000 lb-1 ton).
        limits = {"mg": Fraction(1, 1000), "g": Fraction(1), "kg": Fraction(1000), "oz": MASS_UNITS["lb"],
                  "lb": 2 * MASS_UNITS["ton"]}
    else:
        order = ["mm", "cm", "m"] if system == "metric" else ["in", "ft"]
        # Inches up to a yard read better than fractions of a foot.
        limits = {"mm": Fraction(1, 100), "cm": Fraction(1), "in": 3 * LENGTH_UNITS["ft"]}
    for unit in order[:-1]:
        if _round3(float(value / table[unit])) < float(limits[unit] / table[unit]):
            return unit
    return order[-1]


def printed(measure: Measure, system: str) -> str:
    authored = METRIC if system == "metric" else IMPERIAL
    if measure.unit in authored:
        return measure.label().replace("-", "\u2013")
    unit = _unit_for(measure.high, measure.quantity, system)
    factor = (MASS_UNITS if measure.quantity == "mass" else LENGTH_UNITS)[unit]
    low, high = _number(float(measure.low / factor)), _number(float(measure.high / factor))
    return f"{low} {unit}" if low == high else f"{low}\u2013{high} {unit}"
