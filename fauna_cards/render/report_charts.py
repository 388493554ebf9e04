"""The deck report's charts as inline SVG: horizontal bars of counts, and histograms of a
scale's spaces. Plain strings, every label escaped; the same data give the same bytes."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from fauna_cards.views.report import MeasureSpread, Tally

BAR = "#4a7c59"
EMPTY_TICK = "#c9c9c9"
INK = "#222222"
FAINT = "#777777"
ROW = 22  # px per bar of a bar chart
LABEL_WIDTH = 150  # px for the labels left of the bars
BAR_ROOM = 260  # px for the longest bar
CHAR_WIDTH = 6.6  # px: a generous width of one character at 12 px, to fit rotated labels


def bar_chart(tallies: Sequence[Tally], caption: str, colours: dict[str, str] | None = None) -> str:
    """One labelled horizontal bar per tally, with its count."""
    highest = max((tally.count for tally in tallies), default=0) or 1
    width, height = LABEL_WIDTH + BAR_ROOM + 50, ROW * len(tallies) + 6
    parts = [f'<svg class="chart" role="img" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(caption)}</title>']
    for row, tally in enumerate(tallies):
        y = 3 + row * ROW
        length = round(BAR_ROOM * tally.count / highest, 1)
        colour = (colours or {}).get(tally.label, BAR)
        parts.append(f'<text x="{LABEL_WIDTH - 8}" y="{y + 15}" text-anchor="end">{escape(tally.label)}</text>')
        if tally.count:
            parts.append(f'<rect x="{LABEL_WIDTH}" y="{y + 3}" width="{length}" height="{ROW - 6}" fill="{colour}"/>')
        else:
            parts.append(f'<rect x="{LABEL_WIDTH}" y="{y + 3}" width="2" height="{ROW - 6}" fill="{EMPTY_TICK}"/>')
        parts.append(f'<text x="{LABEL_WIDTH + max(length, 2) + 6}" y="{y + 15}" class="n">{tally.count:,}</text>')
    parts.append("</svg>")
    return "".join(parts)


def histogram(spread: MeasureSpread) -> str:
    """One column per space of the scale, low to high, its label turned beneath it."""
    column, plot, top = 26, 150, 18
    label_room = round(max((len(space.label) for space in spread.spaces), default=4) * CHAR_WIDTH * 0.72) + 16
    left = 36
    width = left + column * len(spread.spaces) + 10
    height = top + plot + label_room
    highest = max((space.count for space in spread.spaces), default=0) or 1
    base = top + plot
    caption = f"{spread.measure.replace('_', ' ')} on {spread.board}: animals per space"
    parts = [f'<svg class="chart" role="img" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(caption)}</title>',
             f'<line x1="{left}" y1="{base}" x2="{width - 10}" y2="{base}" stroke="{FAINT}"/>',
             f'<text x="{left - 6}" y="{top + 4}" text-anchor="end" class="n">{highest:,}</text>',
             f'<text x="{left - 6}" y="{base}" text-anchor="end" class="n">0</text>']
    for number, space in enumerate(spread.spaces):
        x = left + number * column
        tall = round(plot * space.count / highest, 1)
        if space.count:
            parts.append(f'<rect x="{x + 3}" y="{round(base - tall, 1)}" width="{column - 6}" height="{tall}" '
                         f'fill="{BAR}"><title>{escape(space.label)}: {space.count:,}</title></rect>')
            parts.append(f'<text x="{x + column / 2}" y="{round(base - tall - 4, 1)}" text-anchor="middle" '
                         f'class="n">{space.count:,}</text>')
        else:
            parts.append(f'<rect x="{x + 3}" y="{base - 2}" width="{column - 6}" height="2" fill="{EMPTY_TICK}"/>')
        anchor_x, anchor_y = x + column / 2 + 4, base + 10
        parts.append(f'<text x="{anchor_x}" y="{anchor_y}" text-anchor="end" class="tick" '
                     f'transform="rotate(-55 {anchor_x} {anchor_y})">{escape(space.label)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def legend(items: Sequence[tuple[str, str]]) -> str:
    """Colour swatches with their meaning, as HTML."""
    cells = "".join(f'<span class="key"><i style="background:{colour}"></i>{escape(text)}</span>'
                    for colour, text in items)
    return f'<p class="legend">{cells}</p>'
