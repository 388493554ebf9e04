"""Measures as printed: authored text where the units suit, round conversions otherwise."""

from __future__ import annotations

import pytest

from fauna_cards.model.measure import parse_measure
from fauna_cards.printing.values import printed


@pytest.mark.parametrize(
    ("authored", "quantity", "metric", "imperial"),
    [
        ("350-430 kg", "mass", "350\u2013430 kg", "772\u2013948 lb"),
        ("90-155 lb", "mass", "40.8\u201370.3 kg", "90\u2013155 lb"),
        ("300-1000 kg", "mass", "300\u20131000 kg", "661\u20132200 lb"),
        ("150 t", "mass", "150 t", "165 ton"),
        ("4.5 g", "mass", "4.5 g", "0.159 oz"),
        ("2.5-3 m", "length", "2.5\u20133 m", "8.2\u20139.84 ft"),
        ("38-75 cm", "length", "38\u201375 cm", "15\u201329.5 in"),
        ("6 in", "length", "15.2 cm", "6 in"),
    ],
)
def test_printed_values(authored: str, quantity: str, metric: str, imperial: str) -> None:
    measure = parse_measure(authored, quantity)
    assert printed(measure, "metric") == metric
    assert printed(measure, "imperial") == imperial
