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
    return size, _longest_start(canvas, text, "\u2026", font, size, width).rstrip() + "\u2026", True


def _longest_start(canvas: Any, text: str, tail: str, font: str, size: float, width: float) -> str:
    """The longest start of `text` that fits `width` with `tail` after it. A binary search:
    a start never gets narrower as it grows, and cutting one character at a time costs the
    square of the length (a 30,000-character value took minutes)."""
    fits, too_long = 0, len(text) + 1
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if canvas.stringWidth(text[:middle] + tail, font, size) <= width:
            fits = middle
        else:
            too_long = middle
    return text[:fits]


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
    last = _longest_start(canvas, kept[-1], " \u2026", font, size, width)
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
