"""Reading measures: the forms authors write, exact unit conversion, and each way to fail."""

from __future__ import annotations

from fractions import Fraction

import pytest

from fauna_cards.model.measure import MeasureError, parse_measure
from fauna_cards.model.units import INCH, POUND, to_base


@pytest.mark.parametrize(
    ("raw", "quantity", "low", "high"),
    [
        ("350-430 kg", "mass", Fraction(350), Fraction(430)),
        ("350 – 430 kg", "mass", Fraction(350), Fraction(430)),  # en dash and spaces
        ("2.5 m", "length", Fraction(5, 2), Fraction(5, 2)),
        ("38-75 cm", "length", Fraction(38, 100), Fraction(75, 100)),
        ("90-155 lb", "mass", 90 * POUND, 155 * POUND),
        ("4 oz", "mass", POUND / 4, POUND / 4),
        ("2 ton", "mass", 4000 * POUND, 4000 * POUND),
        ("1.5 t", "mass", Fraction(1500), Fraction(1500)),
        ("250 mg", "mass", Fraction(1, 4000), Fraction(1, 4000)),
        ("6 in", "length", 6 * INCH, 6 * INCH),
        ("3-5 ft", "length", 36 * INCH, 60 * INCH),
        ("12 mm", "length", Fraction(12, 1000), Fraction(12, 1000)),
        ({"min": 3, "max": 5.5, "unit": "ft"}, "length", 36 * INCH, 66 * INCH),
        ({"value": 0.1, "unit": "kg"}, "mass", Fraction(1, 10), Fraction(1, 10)),
    ],
)
def test_reads_every_authored_form_exactly(raw, quantity, low, high):
    measure = parse_measure(raw, quantity)
    assert (measure.low, measure.high) == (low, high)


def test_conversions_are_exact_so_pounds_land_on_pound_boundaries():
    assert POUND == Fraction("0.45359237")
    assert INCH == Fraction("0.0254")
    assert to_base(Fraction(100), "lb") == 100 * Fraction("0.45359237")
    # A float conversion would drift: 0.1 kg authored as a float must stay exactly 1/10.
    assert parse_measure({"value": 0.1, "unit": "kg"}, "mass").low == Fraction(1, 10)


def test_label_keeps_authored_numbers_and_unit():
    assert parse_measure("90–155 lb", "mass").label() == "90-155 lb"
    assert parse_measure("2.50 m", "length").label() == "2.50 m"


@pytest.mark.parametrize(
    ("raw", "quantity", "code"),
    [
        ("heavy", "mass", "measure-syntax"),
        ("350", "mass", "measure-syntax"),
        (350, "mass", "measure-syntax"),
        ("350 stone", "mass", "measure-syntax"),
        ("1,5 kg", "mass", "measure-syntax"),
        (["1 kg"], "mass", "measure-syntax"),
        ({"min": 1, "unit": "kg"}, "mass", "measure-syntax"),
        ({"value": "1", "unit": "kg"}, "mass", "measure-syntax"),
        ({"value": True, "unit": "kg"}, "mass", "measure-syntax"),
        ({"value": float("inf"), "unit": "kg"}, "mass", "measure-syntax"),
        ("350 cm", "mass", "unit-kind"),
        ("2 kg", "length", "unit-kind"),
        ("0 kg", "mass", "non-positive"),
        ("-3 kg", "mass", "non-positive"),
        ({"value": 0, "unit": "m"}, "length", "non-positive"),
        ("430-350 kg", "mass", "min-above-max"),
        ({"min": 5, "max": 3, "unit": "ft"}, "length", "min-above-max"),
    ],
)
def test_each_bad_measure_has_its_own_code(raw, quantity, code):
    with pytest.raises(MeasureError) as caught:
        parse_measure(raw, quantity)
    assert caught.value.code == code
