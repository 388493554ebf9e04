"""Cutting text to a width: the same result as trimming one character at a time, in a
number of measurements that grows with the logarithm of the length, not its square."""

from __future__ import annotations

import pytest

pytest.importorskip("reportlab")

from reportlab.pdfgen.canvas import Canvas

from fauna_cards.printing.fonts import REGULAR, register_fonts
from fauna_cards.printing.text import fit_clipped, fit_lines


class CountingCanvas:
    """A canvas that counts the widths it is asked for."""

    def __init__(self) -> None:
        register_fonts()
        self.canvas = Canvas("unused.pdf")
        self.measured = 0

    def stringWidth(self, text: str, font: str, size: float) -> float:
        self.measured += 1
        return self.canvas.stringWidth(text, font, size)


def _one_at_a_time(canvas: Canvas, text: str, tail: str, size: float, width: float) -> str:
    while text and canvas.stringWidth(text + tail, REGULAR, size) > width:
        text = text[:-1]
    return text


@pytest.mark.parametrize("text", ["Perissodactyla · Equidae", "Equidae" * 300, "W" * 3 + "i" * 50, "a b " * 40])
def test_a_cut_keeps_the_longest_start_that_fits(text: str) -> None:
    counting = CountingCanvas()
    size, printed, cut = fit_clipped(counting, text, REGULAR, 7, 5, 150)
    expected = _one_at_a_time(counting.canvas, text, "\u2026", size, 150)
    assert cut == (expected != text)
    if cut:
        assert printed == expected.rstrip() + "\u2026"
        assert counting.canvas.stringWidth(printed, REGULAR, size) <= 150
        assert counting.canvas.stringWidth(text[:len(expected) + 1] + "\u2026", REGULAR, size) > 150


def test_a_very_long_value_costs_few_measurements() -> None:
    counting = CountingCanvas()
    fit_clipped(counting, "Equidae" * 4000, REGULAR, 7, 5, 150)
    assert counting.measured < 40  # 9 sizes tried, then about 15 halvings of 28,000 characters


def test_the_last_of_wrapped_lines_is_cut_the_same_way() -> None:
    counting = CountingCanvas()
    size, lines, cut = fit_lines(counting, "word " * 10 + "x" * 20000, REGULAR, 8, 6, 120, 2)
    assert cut and lines[-1].endswith(" \u2026")
    assert counting.canvas.stringWidth(lines[-1], REGULAR, size) <= 120
