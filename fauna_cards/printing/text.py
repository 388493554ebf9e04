"""Text that always fits: shrink a line to a width, or wrap and shrink into a few lines."""

from __future__ import annotations

from typing import Any


def fit_line(canvas: Any, text: str, font: str, largest: float, smallest: float, width: float) -> float:
    """The largest size (down to `smallest`) at which `text` fits `width` on one line."""
    size = largest
    while size > smallest and canvas.stringWidth(text, font, size) > width:
        size -= 0.25
    return max(size, smallest)


def fit_clipped(canvas: Any, text: str, font: str, largest: float, smallest: float,
                width: float) -> tuple[float, str, bool]:
    """Like fit_line, but text too long even at `smallest` is cut and ends with an ellipsis.
    Returns the size, the text as printed, and whether it was cut."""
    size = fit_line(canvas, text, font, largest, smallest, width)
    if canvas.stringWidth(text, font, size) <= width:
        return size, text, False
    while text and canvas.stringWidth(text + "\u2026", font, size) > width:
        text = text[:-1]
    return size, text.rstrip() + "\u2026", True


def fit_lines(canvas: Any, text: str, font: str, largest: float, smallest: float, width: float,
              max_lines: int) -> tuple[float, list[str], bool]:
    """Wrap `text` to `width`, shrinking until it takes at most `max_lines` lines; at the
    smallest size the last line ends with an ellipsis rather than leave the card. Returns
    the size, the lines, and whether the text was cut."""
    from reportlab.lib.utils import simpleSplit

    size = largest
    while True:
        lines = simpleSplit(text, font, size, width)
        # simpleSplit cannot break a word longer than the width: shrink for that too
        fits = all(canvas.stringWidth(line, font, size) <= width for line in lines)
        if len(lines) <= max_lines and fits:
            return size, lines, False
        if size - 0.25 < smallest:
            break
        size -= 0.25
    kept = lines[:max_lines]
    last = kept[-1]
    while last and canvas.stringWidth(last + " \u2026", font, size) > width:
        last = last[:-1]
    kept[-1] = last.rstrip(", ") + " \u2026"
    return size, kept, True


def size_to_fit(text: str, font: str, largest: float, smallest: float, width_mm: float) -> float:
    """The largest type size (down to `smallest`) at which one line of `text` is at most
    `width_mm` wide: for lines that must stay inside a printer's margins."""
    from reportlab.lib.units import mm
    from reportlab.pdfbase.pdfmetrics import stringWidth

    natural = stringWidth(text, font, largest)
    if natural <= width_mm * mm:
        return largest
    return max(smallest, largest * width_mm * mm / natural)
