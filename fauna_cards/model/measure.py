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

from fauna_cards.errors import EXIT_FINDINGS, FaunaError
from fauna_cards.model.common import type_name
from fauna_cards.model.units import (
    UNITS_BY_QUANTITY,
    Quantity,
    quantity_of_unit,
    to_base,
)
from fauna_cards.words import quoted

_NUMBER = r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)"  # ASCII digits only, as the schema says
MEASURE_PATTERN = re.compile(
    rf"^\s*(?P<low>{_NUMBER})\s*(?:[-\u2013]\s*(?P<high>{_NUMBER})\s*)?(?P<unit>[A-Za-z]+)\s*$"
)


MAX_NUMBER_TEXT = 20  # characters of one number: "0.000001" to "99999", with room to spare
# Far beyond any animal (a blue whale is under 200 t, a bootlace worm under 60 m) and any
# board, yet small enough that every value stays a plain float wherever it is printed.
LARGEST = {"mass": Fraction(10**7), "length": Fraction(10**4)}  # kg (10,000 t), m (10 km)


class MeasureError(FaunaError, ValueError):
    """A measure that cannot be accepted; `code` is the diagnostic's rule code."""

    exit_code = EXIT_FINDINGS

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message, code)
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


# Unit names written out, and other common spellings, by the unit they mean.
UNIT_SPELLINGS = {
    **{name: "mg" for name in ("milligram", "milligrams", "milligramme", "milligrammes")},
    **{name: "g" for name in ("gram", "grams", "gramme", "grammes", "gr")},
    **{name: "kg" for name in ("kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos", "kgs")},
    **{name: "t" for name in ("tonne", "tonnes", "metric ton", "metric tons")},
    **{name: "ton" for name in ("tons", "short ton", "short tons")},
    **{name: "oz" for name in ("ounce", "ounces")},
    **{name: "lb" for name in ("lbs", "pound", "pounds")},
    **{name: "mm" for name in ("millimetre", "millimetres", "millimeter", "millimeters")},
    **{name: "cm" for name in ("centimetre", "centimetres", "centimeter", "centimeters", "cms")},
    **{name: "m" for name in ("metre", "metres", "meter", "meters")},
    **{name: "in" for name in ("inch", "inches")},
    **{name: "ft" for name in ("foot", "feet")},
}


def _unit_hint(unit: str, quantity: Quantity) -> str:
    """'did you mean ...' for a unit the format does not know (`M`, `kgs`, `metres`), else the
    list of this measure's units."""
    from fauna_cards.suggest import did_you_mean

    units = UNITS_BY_QUANTITY[quantity]
    spellings = {name: unit for name, unit in UNIT_SPELLINGS.items() if unit in units}
    guess = did_you_mean(unit.rstrip("."), units, spellings)
    return "; ".join(part for part in (guess, _units_hint(quantity)) if part)


_NUMBER_TEXT = r"(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)"


def _repair_hint(raw: str, quantity: Quantity) -> str | None:
    """How to write a measure that does not read, when the fix is knowable: a decimal comma
    (`2,2-14 kg`), a range in words (`70 to 125 kg`), the unit written twice (`70 kg - 125 kg`),
    another dash, a unit written out (`70 kilograms`), a missing unit. None otherwise."""
    text = " ".join(raw.split())
    fixes: list[str] = []
    about = re.match(r"(?i)(?:about|approx\.?|approximately|around|ca\.?|c\.|circa|~|≈)\s*(?=[0-9.])", text)
    if about:
        text = text[about.end():]
        fixes.append(f"leave out {about.group().strip()!r}")
    if text.endswith(".") and not text.endswith(".."):
        text = text[:-1]
        fixes.append("leave out the full stop")
    if re.search(r"[0-9],[0-9]", text):
        if re.search(r"(?<![0-9.,])[0-9]{1,3}(?:,[0-9]{3})+(?![0-9,.])", text):
            text = re.sub(r"(?<=[0-9]),(?=[0-9]{3}(?![0-9]))", "", text)
            fixes.append("write numbers without a thousands separator")
        else:
            text = re.sub(r"(?<=[0-9]),(?=[0-9])", ".", text)
            fixes.append("use a decimal point")
    ranged = re.sub(rf"^({_NUMBER_TEXT})\s*(?:to|until|bis|[—−~])\s*({_NUMBER_TEXT})", r"\1-\2", text)
    if ranged != text:
        text = ranged
        fixes.append("write a range with a hyphen")
    twice = re.fullmatch(rf"({_NUMBER_TEXT})\s*([A-Za-z]+)\.?\s*[-–]\s*({_NUMBER_TEXT})\s*([A-Za-z]+)\.?", text)
    if twice and twice[2] == twice[4]:
        text = f"{twice[1]}-{twice[3]} {twice[2]}"
        fixes.append("write the unit once")
    number_and_word = re.fullmatch(rf"({_NUMBER_TEXT}(?:\s*[-–]\s*{_NUMBER_TEXT})?)\s*([A-Za-z][A-Za-z .]*?)\.?", text)
    if number_and_word:
        word = number_and_word[2].lower()
        unit = UNIT_SPELLINGS.get(word) or next((u for u in UNITS_BY_QUANTITY[quantity] if u == word), None)
        if unit is not None and unit != number_and_word[2]:
            text = f"{number_and_word[1]} {unit}"
            fixes.append(f"write the unit as {unit!r}")
    if re.fullmatch(rf"{_NUMBER_TEXT}(?:\s*[-–]\s*{_NUMBER_TEXT})?", text):
        example_unit = "kg" if quantity == "mass" else "cm"
        text = f"{text} {example_unit}"
        fixes.append("add the unit")
    match = MEASURE_PATTERN.match(text)
    if not fixes or not match or quantity_of_unit(match["unit"]) is None:
        return None
    return f"{'; '.join(fixes)}: '{text}'"


def _mapping_hint(keys: set[Any]) -> str | None:
    """What a measure mapping lacks or has too many of, when it is nearly one of the forms."""
    for form in ({"min", "max", "unit"}, {"value", "unit"}):
        if keys < form:
            return "add " + ", ".join(sorted(form - keys))
    if keys >= {"min", "max", "unit"} and keys <= {"min", "max", "unit", "value"}:
        return "give either min and max or value, not both"
    return None


def _number(raw: Any, field: str) -> tuple[Fraction, str]:
    """A YAML number, read exactly: a float is taken by its shortest decimal text."""
    if isinstance(raw, bool) or not isinstance(raw, (int, float)):
        hint = None
        if isinstance(raw, str):
            cleaned = raw.strip().replace(",", ".")
            hint = (f"write {field}: {cleaned}, without quotes or unit"
                    if re.fullmatch(r"[0-9]+(?:\.[0-9]*)?|\.[0-9]+", cleaned) else "the unit goes under 'unit'")
        raise MeasureError("measure-syntax", f"'{field}' must be a number, not {type_name(raw)}", hint)
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
        if not match and not raw.strip():
            raise MeasureError("measure-syntax", "the measure has no value", "write e.g. '350-430 kg', or leave the key out")
        if not match:
            raise MeasureError(
                "measure-syntax",
                f"cannot read {quoted(raw)} as a measure",
                _repair_hint(raw, quantity) or "write 'N unit' or 'N-M unit', e.g. '350-430 kg' or '2.5 m'",
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
                _mapping_hint(keys),
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
            "measure-syntax", f"a measure is text or a mapping, not {type_name(raw)}",
            "write e.g. '350-430 kg', or {min: 350, max: 430, unit: kg}",
        )

    unit_quantity = quantity_of_unit(unit)
    if unit_quantity is None:
        raise MeasureError("measure-syntax", f"unknown unit {quoted(unit)}", _unit_hint(unit, quantity))
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
            "measure-syntax", f"cannot read {quoted(raw)} as one amount", "write 'N unit', e.g. '500 kg'"
        )
    unit = match["unit"]
    unit_quantity = quantity_of_unit(unit)
    if unit_quantity != quantity:
        if unit_quantity is None:
            raise MeasureError("measure-syntax", f"unknown unit {quoted(unit)}", _unit_hint(unit, quantity))
        raise MeasureError("unit-kind", f"{quoted(unit)} is not a {quantity} unit", _units_hint(quantity))
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
