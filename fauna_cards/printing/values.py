"""Measures as printed on a card: the authored text when its units suit the card, else a
conversion into round numbers of the card's units."""

from __future__ import annotations

from fractions import Fraction

from fauna_cards.model.measure import Measure
from fauna_cards.model.units import LENGTH_UNITS, MASS_UNITS

METRIC = {"mg", "g", "kg", "t", "mm", "cm", "m"}
IMPERIAL = {"oz", "lb", "ton", "in", "ft"}
LABELS = {"weight": "Weight", "length": "Length", "total_length": "Total length", "height": "Height",
          "tail_length": "Tail"}


def _unit_for(value: Fraction, quantity: str, system: str) -> str:
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
        if value < limits[unit]:
            return unit
    return order[-1]


def _number(value: Fraction) -> str:
    """Three significant figures, no trailing zeros: 0.254, 12.5, 430, 1200."""
    as_float = float(value)
    if as_float >= 1000:  # 2204.6 -> 2200, without the exponent that :.3g would write
        return f"{round(as_float, 3 - len(str(int(as_float)))):.0f}"
    return f"{as_float:.3g}"


def printed(measure: Measure, system: str) -> str:
    authored = METRIC if system == "metric" else IMPERIAL
    if measure.unit in authored:
        return measure.label().replace("-", "\u2013")
    unit = _unit_for(measure.high, measure.quantity, system)
    factor = (MASS_UNITS if measure.quantity == "mass" else LENGTH_UNITS)[unit]
    low, high = _number(measure.low / factor), _number(measure.high / factor)
    return f"{low} {unit}" if low == high else f"{low}\u2013{high} {unit}"
