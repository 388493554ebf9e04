"""The board's world map coloured by how many animals live in each area (a choropleth), as
SVG for the deck report: the board's own map artwork (map_layer), drawn through the SVG pen
without names, each area in the shade of its count. Islands take the shade of the sea they
belong to (they count as sea), with their coasts drawn."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

# light to dark: one shade per band of counts; an area no animal lives in stays pale grey
SHADES = ("#fde9c9", "#fbc27e", "#f2904c", "#d8582f", "#a3301c")
NEVER = "#d2d2d2"
MAP_WIDTH = 300.0  # mm; the page scales the drawing to its column
SIMPLER = 0.08  # mm: outlines are simplified this far, a third of a pixel on the page, for a lighter page


def count_bands(highest: int) -> tuple[tuple[int, int], ...]:
    """The ranges of counts that share a shade, (first, last), up to len(SHADES) of them,
    from 1 to `highest`; each count its own when there are few."""
    if highest <= 0:
        return ()
    steps = min(len(SHADES), highest)
    tops = sorted({max(1, round(highest * k / steps)) for k in range(1, steps + 1)})
    bands, first = [], 1
    for top in tops:
        if top >= first:
            bands.append((first, top))
            first = top + 1
    return tuple(bands)


def shade_of(count: int, bands: tuple[tuple[int, int], ...]) -> str:
    if count <= 0:
        return NEVER
    for index, (_, last) in enumerate(bands):
        if count <= last:
            return SHADES[index]
    return SHADES[len(bands) - 1]


def answer_map_svg(counts: Mapping[str, int], title: str) -> str:
    """The map as a standalone SVG element (no XML declaration), areas by `counts` (area id
    -> animals); the same counts give the same bytes."""
    from fauna_cards.geo.board_map import board_map
    from fauna_cards.load.printing import components
    from shapely.geometry import Polygon

    from fauna_cards.printing.map_layer import COAST, draw_map
    from fauna_cards.printing.pen import SvgPen

    sheet = components().board
    drawn = _simplified(board_map(MAP_WIDTH, sheet.top_latitude, sheet.bottom_latitude))
    bands = count_bands(max(counts.values(), default=0))
    fills = {area_id: shade_of(counts.get(area_id, 0), bands) for area_id in drawn.areas}
    pen = SvgPen(drawn.width, drawn.height, title)
    draw_map(pen, replace(drawn, islands=Polygon()), fills, ())
    pen.lines(drawn.islands.boundary, COAST, 0.3)
    return pen.finish()


def _simplified(drawn):  # type: ignore[no-untyped-def]
    """The board's map with every outline simplified by SIMPLER."""
    import shapely

    from fauna_cards.geo.board_map import Borders

    def simple(geometry):  # type: ignore[no-untyped-def]
        return shapely.simplify(geometry, SIMPLER, preserve_topology=True)

    borders = Borders(simple(drawn.borders.coast), simple(drawn.borders.land), simple(drawn.borders.sea))
    return replace(drawn, areas={a: (kind, simple(shape)) for a, (kind, shape) in drawn.areas.items()},
                   islands=simple(drawn.islands), waters=simple(drawn.waters), borders=borders)
