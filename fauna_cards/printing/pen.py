"""One drawing vocabulary, two outputs: a PDF canvas or an SVG file.

Drawings that exist in both forms (the labelled area map) are written once against a pen.
Coordinates are millimetres with y upwards from the pen's origin; line widths and type
sizes are points, as printers think of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from io import StringIO
from typing import TYPE_CHECKING, Any

from reportlab.lib.units import mm

from fauna_cards.printing.svg_text import xml_text

if TYPE_CHECKING:
    from shapely.geometry import Polygon
    from shapely.geometry.base import BaseGeometry

Point2 = tuple[float, float]
HALO = 0.28  # of the type size: the width of the outline that keeps letters legible on any colour

FONT_FAMILIES = {  # our reportlab font names -> how an SVG reader finds the same face
    "FaunaSans": ("DejaVu Sans", "normal", "normal"),
    "FaunaSans-Bold": ("DejaVu Sans", "bold", "normal"),
    "FaunaSans-Oblique": ("DejaVu Sans", "normal", "oblique"),
}


# shapely is imported where shapes are drawn: the sheets' calibration marks and the cards'
# pages draw with a pen but no shape, and printing cards goes without the geometry libraries.

def _polygons(geometry: BaseGeometry) -> list[Polygon]:
    from shapely.geometry import Polygon

    if isinstance(geometry, Polygon):
        return [] if geometry.is_empty else [geometry]
    return [p for g in getattr(geometry, "geoms", []) for p in _polygons(g)]


def _lines(geometry: BaseGeometry) -> list[Sequence[Point2]]:
    from shapely.geometry import LineString, MultiLineString, MultiPolygon, Polygon

    if isinstance(geometry, LineString):
        return [] if geometry.is_empty else [list(geometry.coords)]
    if isinstance(geometry, Polygon):
        return [list(ring.coords) for ring in (geometry.exterior, *geometry.interiors)]
    if isinstance(geometry, (MultiLineString, MultiPolygon)) or hasattr(geometry, "geoms"):
        return [line for g in geometry.geoms for line in _lines(g)]
    return []


class PdfPen:
    """Draws on a reportlab canvas, with (0, 0) at `origin` (points)."""

    def __init__(self, canvas: Any, origin: Point2 = (0.0, 0.0)) -> None:
        self.canvas = canvas
        self.ox, self.oy = origin

    def offset(self, dx: float, dy: float) -> PdfPen:
        """A pen on the same canvas whose origin is (dx, dy) mm from this one's."""
        return PdfPen(self.canvas, (self.ox + dx * mm, self.oy + dy * mm))

    def _xy(self, x: float, y: float) -> Point2:
        return self.ox + x * mm, self.oy + y * mm

    def shape(self, geometry: BaseGeometry, fill: str | None = None, stroke: str | None = None,
              width: float = 0.5, dash: tuple[float, ...] | None = None, ident: str | None = None) -> None:
        """Polygons (holes by the even-odd rule); `ident` names the shape in an SVG."""
        polygons = _polygons(geometry)
        if not polygons:
            return
        c = self.canvas
        path = c.beginPath()
        for polygon in polygons:
            for ring in (polygon.exterior, *polygon.interiors):
                coords = list(ring.coords)
                path.moveTo(*self._xy(*coords[0]))
                for point in coords[1:]:
                    path.lineTo(*self._xy(*point))
                path.close()
        self._paint(path, fill, stroke, width, dash, even_odd=True)

    def lines(self, geometry: BaseGeometry, stroke: str, width: float = 0.5,
              dash: tuple[float, ...] | None = None) -> None:
        lines = _lines(geometry)
        if not lines:
            return
        path = self.canvas.beginPath()
        for line in lines:
            path.moveTo(*self._xy(*line[0]))
            for point in line[1:]:
                path.lineTo(*self._xy(*point))
        self._paint(path, None, stroke, width, dash)

    def polygon(self, points: Sequence[Point2], fill: str | None = None, stroke: str | None = None,
                width: float = 0.5) -> None:
        path = self.canvas.beginPath()
        path.moveTo(*self._xy(*points[0]))
        for point in points[1:]:
            path.lineTo(*self._xy(*point))
        path.close()
        self._paint(path, fill, stroke, width, None)

    def line(self, start: Point2, end: Point2, stroke: str, width: float = 0.5,
             dash: tuple[float, ...] | None = None) -> None:
        path = self.canvas.beginPath()
        path.moveTo(*self._xy(*start))
        path.lineTo(*self._xy(*end))
        self._paint(path, None, stroke, width, dash)

    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None, stroke: str | None = None,
             width: float = 0.5, radius: float = 0.0, dash: tuple[float, ...] | None = None) -> None:
        c = self.canvas
        c.saveState()
        self._style(fill, stroke, width, dash)
        px, py = self._xy(x, y)
        if radius:
            c.roundRect(px, py, w * mm, h * mm, radius * mm, stroke=int(stroke is not None), fill=int(fill is not None))
        else:
            c.rect(px, py, w * mm, h * mm, stroke=int(stroke is not None), fill=int(fill is not None))
        c.restoreState()

    def circle(self, x: float, y: float, r: float, fill: str | None = None, stroke: str | None = None,
               width: float = 0.5) -> None:
        c = self.canvas
        c.saveState()
        self._style(fill, stroke, width, None)
        c.circle(*self._xy(x, y), r * mm, stroke=int(stroke is not None), fill=int(fill is not None))
        c.restoreState()

    def text(self, x: float, y: float, text: str, font: str, size: float, colour: str,
             align: str = "centre", angle: float = 0.0, halo: str | None = None) -> None:
        """One line whose baseline starts, centres or ends at (x, y), turned by `angle`; a
        `halo` colour outlines the letters first, so that they read on any background."""
        c = self.canvas
        c.saveState()
        c.translate(*self._xy(x, y))
        if angle:
            c.rotate(angle)
        width = c.stringWidth(text, font, size)
        start = {"left": 0.0, "centre": -width / 2, "right": -width}[align]
        if halo:
            outline = c.beginText(start, 0)
            outline.setFont(font, size)
            outline.setTextRenderMode(1)  # stroke only
            c.setStrokeColor(halo)
            c.setLineWidth(size * HALO)
            c.setLineJoin(1)
            outline.textOut(text)
            outline.setTextRenderMode(0)  # the mode outlives the text object: back to filling
            c.drawText(outline)
        c.setFillColor(colour)
        c.setFont(font, size)
        c.drawString(start, 0, text)
        c.restoreState()

    def _style(self, fill: str | None, stroke: str | None, width: float, dash: tuple[float, ...] | None) -> None:
        c = self.canvas
        if fill is not None:
            c.setFillColor(fill)
        if stroke is not None:
            c.setStrokeColor(stroke)
            c.setLineWidth(width)
            c.setLineJoin(1)
            if dash:
                c.setDash(list(dash))

    def _paint(self, path: Any, fill: str | None, stroke: str | None, width: float,
               dash: tuple[float, ...] | None, even_odd: bool = False) -> None:
        c = self.canvas
        c.saveState()
        self._style(fill, stroke, width, dash)
        c.drawPath(path, stroke=int(stroke is not None), fill=int(fill is not None), fillMode=0 if even_odd else 1)  # 0: even-odd, 1: non-zero
        c.restoreState()


class SvgPen:
    """Collects the same drawing as an SVG document `width` x `height` mm, shown `pixels`
    wide if given (else at its size in millimetres)."""

    def __init__(self, width: float, height: float, title: str = "", pixels: int | None = None) -> None:
        self.width, self.height = width, height
        self.dx = self.dy = 0.0
        self.out = StringIO()
        size = (f'width="{_n(width)}mm" height="{_n(height)}mm"' if pixels is None
                else f'width="{pixels}" height="{round(pixels * height / width)}"')
        self.out.write(f'<svg xmlns="http://www.w3.org/2000/svg" {size} viewBox="0 0 {_n(width)} {_n(height)}">\n')
        if title:
            self.out.write(f"<title>{xml_text(title)}</title>\n")

    def offset(self, dx: float, dy: float) -> SvgPen:
        """A pen into the same document whose origin is (dx, dy) mm from this one's."""
        pen = object.__new__(SvgPen)
        pen.width, pen.height, pen.out = self.width, self.height, self.out
        pen.dx, pen.dy = self.dx + dx, self.dy + dy
        return pen

    def _x(self, x: float) -> float:
        return x + self.dx

    def _y(self, y: float) -> float:
        return self.height - (y + self.dy)

    def _d(self, rings: Iterable[Sequence[Point2]], close: bool) -> str:
        parts = []
        for ring in rings:
            points = " ".join(f"{_n(self._x(x))},{_n(self._y(y))}" for x, y in ring)
            parts.append(f"M{points}{'Z' if close else ''}")
        return " ".join(parts)

    def _style(self, fill: str | None, stroke: str | None, width: float, dash: tuple[float, ...] | None) -> str:
        style = f'fill="{fill or "none"}"'
        if stroke:
            style += f' stroke="{stroke}" stroke-width="{_n(width / mm)}" stroke-linejoin="round"'
            if dash:
                style += f' stroke-dasharray="{" ".join(_n(d / mm) for d in dash)}"'
        return style

    def shape(self, geometry: BaseGeometry, fill: str | None = None, stroke: str | None = None,
              width: float = 0.5, dash: tuple[float, ...] | None = None, ident: str | None = None) -> None:
        rings = [list(r.coords) for p in _polygons(geometry) for r in (p.exterior, *p.interiors)]
        if rings:
            name = f'id="{xml_text(ident)}" ' if ident else ""
            self.out.write(f'<path {name}d="{self._d(rings, True)}" fill-rule="evenodd" '
                           f'{self._style(fill, stroke, width, dash)}/>\n')

    def lines(self, geometry: BaseGeometry, stroke: str, width: float = 0.5,
              dash: tuple[float, ...] | None = None) -> None:
        lines = _lines(geometry)
        if lines:
            self.out.write(f'<path d="{self._d(lines, False)}" {self._style(None, stroke, width, dash)}/>\n')

    def polygon(self, points: Sequence[Point2], fill: str | None = None, stroke: str | None = None,
                width: float = 0.5) -> None:
        self.out.write(f'<path d="{self._d([points], True)}" {self._style(fill, stroke, width, None)}/>\n')

    def line(self, start: Point2, end: Point2, stroke: str, width: float = 0.5,
             dash: tuple[float, ...] | None = None) -> None:
        from shapely.geometry import LineString

        self.lines(LineString([start, end]), stroke, width, dash)

    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None, stroke: str | None = None,
             width: float = 0.5, radius: float = 0.0, dash: tuple[float, ...] | None = None) -> None:
        rounded = f' rx="{_n(radius)}"' if radius else ""
        self.out.write(f'<rect x="{_n(self._x(x))}" y="{_n(self._y(y + h))}" width="{_n(w)}" height="{_n(h)}"{rounded} '
                       f'{self._style(fill, stroke, width, dash)}/>\n')

    def circle(self, x: float, y: float, r: float, fill: str | None = None, stroke: str | None = None,
               width: float = 0.5) -> None:
        self.out.write(f'<circle cx="{_n(self._x(x))}" cy="{_n(self._y(y))}" r="{_n(r)}" {self._style(fill, stroke, width, None)}/>\n')

    def text(self, x: float, y: float, text: str, font: str, size: float, colour: str,
             align: str = "centre", angle: float = 0.0, halo: str | None = None) -> None:
        family, weight, style = FONT_FAMILIES.get(font, ("sans-serif", "normal", "normal"))
        anchor = {"left": "start", "centre": "middle", "right": "end"}[align]
        turn = f' transform="rotate({_n(-angle)} {_n(self._x(x))} {_n(self._y(y))})"' if angle else ""
        outline = (f' stroke="{halo}" stroke-width="{_n(size * HALO / mm)}" stroke-linejoin="round" '
                   'paint-order="stroke"') if halo else ""
        self.out.write(f'<text x="{_n(self._x(x))}" y="{_n(self._y(y))}" font-family="{family}, sans-serif" '
                       f'font-weight="{weight}" font-style="{style}" font-size="{_n(size / mm)}" '
                       f'fill="{colour}" text-anchor="{anchor}"{turn}{outline}>{xml_text(text)}</text>\n')

    def finish(self) -> str:
        return self.out.getvalue() + "</svg>\n"


def _n(value: float) -> str:
    """A short, stable number for SVG: two decimals of a millimetre, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
