"""Small vector symbols for the five measures, drawn in the card's colour."""

from __future__ import annotations

from typing import Any


def draw_icon(c: Any, measure: str, cx: float, cy: float, size: float, colour: str) -> None:
    """Draw the symbol of `measure` centred on (cx, cy), `size` wide."""
    half = size / 2
    c.saveState()
    c.setStrokeColor(colour)
    c.setFillColor(colour)
    c.setLineWidth(size * 0.09)
    c.setLineCap(1)
    if measure == "weight":  # a weight: a trapezoid with a ring on top
        path = c.beginPath()
        path.moveTo(cx - half * 0.9, cy - half * 0.8)
        path.lineTo(cx + half * 0.9, cy - half * 0.8)
        path.lineTo(cx + half * 0.6, cy + half * 0.35)
        path.lineTo(cx - half * 0.6, cy + half * 0.35)
        path.close()
        c.drawPath(path, stroke=0, fill=1)
        c.circle(cx, cy + half * 0.62, half * 0.24, stroke=1, fill=0)
    elif measure == "height":  # a vertical measure with end ticks
        c.line(cx, cy - half, cx, cy + half)
        c.line(cx - half * 0.45, cy - half, cx + half * 0.45, cy - half)
        c.line(cx - half * 0.45, cy + half, cx + half * 0.45, cy + half)
    elif measure == "tail_length":  # a curling tail
        path = c.beginPath()
        path.moveTo(cx - half, cy + half * 0.1)
        path.curveTo(cx - half * 0.2, cy + half * 0.9, cx + half * 0.3, cy - half * 0.9, cx + half, cy + half * 0.4)
        c.drawPath(path, stroke=1, fill=0)
        c.circle(cx - half, cy + half * 0.1, size * 0.08, stroke=0, fill=1)
    else:  # length and total length: a horizontal measure; total length adds a tail hook
        reach = half * (0.65 if measure == "length" else 1.0)
        c.line(cx - reach, cy, cx + reach, cy)
        c.line(cx - reach, cy - half * 0.4, cx - reach, cy + half * 0.4)
        c.line(cx + reach, cy - half * 0.4, cx + reach, cy + half * 0.4)
        if measure == "total_length":
            c.line(cx - half * 0.15, cy + half * 0.35, cx + half * 0.15, cy + half * 0.35)
    c.restoreState()

