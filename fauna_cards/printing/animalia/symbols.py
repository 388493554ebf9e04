"""The ANIMALIA symbols as simple silhouettes: a medal symbol for each family (cat, horse,
dog, rabbit, parrot; the owl for the joker), the power symbols (mask, binoculars, gift), the
star and the black mark. Each is a shape in a unit box (-1 to 1 each way) with its holes cut
out, so that it prints in one ink and reads on any colour behind it."""

from __future__ import annotations

import math
from typing import Any

from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union


def _disc(x: float, y: float, r: float) -> BaseGeometry:
    return Point(x, y).buffer(r, quad_segs=16)


def _ellipse(x: float, y: float, rx: float, ry: float, turn: float = 0.0) -> BaseGeometry:
    shape = affinity.scale(Point(0, 0).buffer(1.0, quad_segs=16), rx, ry, origin=(0, 0))
    return affinity.translate(affinity.rotate(shape, turn, origin=(0, 0)), x, y)


def _stroke(points: list[tuple[float, float]], width: float) -> BaseGeometry:
    return LineString(points).buffer(width / 2, quad_segs=8, join_style="round")


def _cat() -> BaseGeometry:
    """A cat's head: pointed ears, whisker-less face, two slanted eyes cut out."""
    head = _ellipse(0, -0.15, 0.82, 0.72)
    ears = unary_union([Polygon([(-0.8, 0.05), (-0.68, 0.95), (-0.2, 0.45)]),
                        Polygon([(0.8, 0.05), (0.68, 0.95), (0.2, 0.45)])])
    eyes = unary_union([_ellipse(-0.32, -0.05, 0.15, 0.09, 20), _ellipse(0.32, -0.05, 0.15, 0.09, -20)])
    nose = Polygon([(-0.1, -0.3), (0.1, -0.3), (0, -0.42)])
    return unary_union([head, ears]).difference(eyes).difference(nose)


def _horse() -> BaseGeometry:
    """A horseshoe, opening upwards, with its nail holes."""
    outer, inner = _ellipse(0, -0.05, 0.85, 0.9), _ellipse(0, -0.05, 0.45, 0.52)
    shoe = outer.difference(inner).difference(box(-0.36, 0.25, 0.36, 1.2))
    holes = [_disc(0.65 * math.cos(a), -0.05 + 0.7 * math.sin(a), 0.06)
             for a in (math.radians(d) for d in (200, 240, 300, 340))]
    return shoe.difference(unary_union(holes))


def _dog() -> BaseGeometry:
    """A bone, lying at a slant."""
    bone = unary_union([box(-0.62, -0.16, 0.62, 0.16),
                        _disc(-0.7, 0.17, 0.24), _disc(-0.7, -0.17, 0.24),
                        _disc(0.7, 0.17, 0.24), _disc(0.7, -0.17, 0.24)])
    return affinity.rotate(bone, 30, origin=(0, 0))


def _rabbit() -> BaseGeometry:
    """A rabbit's head with its two long ears."""
    head = _ellipse(0, -0.45, 0.6, 0.5)
    ears = unary_union([_ellipse(-0.25, 0.35, 0.17, 0.58, 10), _ellipse(0.25, 0.35, 0.17, 0.58, -10)])
    eyes = unary_union([_disc(-0.22, -0.38, 0.08), _disc(0.22, -0.38, 0.08)])
    return unary_union([head, ears]).difference(eyes)


def _parrot() -> BaseGeometry:
    """A parrot's head in profile: round crown, hooked beak, eye cut out."""
    head = _ellipse(-0.15, 0.05, 0.62, 0.72)
    beak = Polygon([(0.3, 0.35), (0.68, 0.3), (0.85, 0.05), (0.8, -0.35), (0.62, -0.12), (0.35, -0.15)])
    crest = Polygon([(-0.45, 0.55), (-0.55, 0.95), (-0.2, 0.72)])
    neck = _ellipse(-0.25, -0.55, 0.45, 0.42)
    eye = _disc(0.05, 0.2, 0.11)
    mouth = _stroke([(0.36, -0.02), (0.62, -0.1)], 0.06)
    return unary_union([head, beak, crest, neck]).difference(eye).difference(mouth)


def _owl() -> BaseGeometry:
    """The owl: ear tufts, a round body, two large eyes and a beak."""
    body = _ellipse(0, -0.1, 0.72, 0.85)
    tufts = unary_union([Polygon([(-0.62, 0.35), (-0.6, 0.98), (-0.2, 0.6)]),
                         Polygon([(0.62, 0.35), (0.6, 0.98), (0.2, 0.6)])])
    eyes = unary_union([_disc(-0.3, 0.25, 0.24), _disc(0.3, 0.25, 0.24)])
    pupils = unary_union([_disc(-0.3, 0.25, 0.09), _disc(0.3, 0.25, 0.09)])
    beak = Polygon([(-0.09, 0.06), (0.09, 0.06), (0, -0.15)])
    belly = unary_union([_stroke([(-0.3 + 0.3 * k, -0.45), (-0.22 + 0.3 * k, -0.55)], 0.07) for k in range(3)])
    return unary_union([body, tufts]).difference(eyes).union(pupils).difference(beak).difference(belly)


def _mask() -> BaseGeometry:
    """A thief's eye mask: a band with two eye holes and the knot's ties."""
    band = unary_union([_ellipse(-0.4, 0, 0.5, 0.45), _ellipse(0.4, 0, 0.5, 0.45), box(-0.3, -0.1, 0.3, 0.38)])
    eyes = unary_union([_ellipse(-0.38, 0.04, 0.22, 0.16, 8), _ellipse(0.38, 0.04, 0.22, 0.16, -8)])
    ties = unary_union([_stroke([(0.8, 0.1), (0.98, 0.55)], 0.14), _stroke([(0.8, -0.05), (0.98, -0.5)], 0.14)])
    return unary_union([band, ties]).difference(eyes)


def _binoculars() -> BaseGeometry:
    """Binoculars seen from the front: two barrels, a bridge, lenses cut out."""
    barrels = unary_union([box(-0.72, -0.2, -0.18, 0.55), box(0.18, -0.2, 0.72, 0.55),
                           _disc(-0.45, -0.35, 0.42), _disc(0.45, -0.35, 0.42), box(-0.2, 0.05, 0.2, 0.35)])
    tops = unary_union([box(-0.62, 0.55, -0.28, 0.8), box(0.28, 0.55, 0.62, 0.8)])
    lenses = unary_union([_disc(-0.45, -0.35, 0.24), _disc(0.45, -0.35, 0.24)])
    return unary_union([barrels, tops]).difference(lenses)


def _gift() -> BaseGeometry:
    """A wrapped present: box and lid, the ribbon left as gaps, a bow on top."""
    parcel = unary_union([box(-0.72, -0.9, 0.72, 0.2), box(-0.85, 0.25, 0.85, 0.5)])
    ribbon = unary_union([box(-0.09, -0.95, 0.09, 0.55), box(-0.9, 0.2, 0.9, 0.25)])
    bow = unary_union([_ellipse(-0.28, 0.7, 0.3, 0.18, 25), _ellipse(0.28, 0.7, 0.3, 0.18, -25)])
    loops = unary_union([_ellipse(-0.3, 0.7, 0.13, 0.06, 25), _ellipse(0.3, 0.7, 0.13, 0.06, -25)])
    return parcel.difference(ribbon).union(bow.difference(loops)).union(_disc(0, 0.6, 0.1))


def _star() -> BaseGeometry:
    points = []
    for step in range(10):
        angle = math.radians(90 + 36 * step)
        radius = 1.0 if step % 2 == 0 else 0.42
        points.append((radius * math.cos(angle), radius * math.sin(angle) - 0.08))
    return Polygon(points)


SYMBOLS = {
    "cat": _cat, "horse": _horse, "dog": _dog, "rabbit": _rabbit, "parrot": _parrot, "owl": _owl,
    "mask": _mask, "binoculars": _binoculars, "gift": _gift, "star": _star,
    "mark": lambda: _disc(0, 0, 0.9),
}


def has_symbol(name: str) -> bool:
    return name in SYMBOLS


def symbol_shape(name: str, cx: float, cy: float, size: float) -> BaseGeometry:
    """The symbol `name` centred on (cx, cy), `size` across its unit box (any unit)."""
    unit = SYMBOLS[name]()
    return affinity.translate(affinity.scale(unit, size / 2, size / 2, origin=(0, 0)), cx, cy)


def paint(c: Any, shape: BaseGeometry, fill: str | None = None, stroke: str | None = None,
          width: float = 0.5) -> None:
    """Fill (and outline) a shape given in points on the canvas, holes by the even-odd rule."""
    polygons = [shape] if isinstance(shape, Polygon) else list(getattr(shape, "geoms", []))
    path = c.beginPath()
    for polygon in polygons:
        if polygon.is_empty:
            continue
        for ring in (polygon.exterior, *polygon.interiors):
            coords = list(ring.coords)
            path.moveTo(*coords[0])
            for point in coords[1:]:
                path.lineTo(*point)
            path.close()
    c.saveState()
    if fill is not None:
        c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(width)
        c.setLineJoin(1)
    c.drawPath(path, stroke=int(stroke is not None), fill=int(fill is not None), fillMode=0)
    c.restoreState()


def draw_symbol(c: Any, name: str, cx: float, cy: float, size: float, fill: str | None = None,
                stroke: str | None = None, width: float = 0.5) -> None:
    paint(c, symbol_shape(name, cx, cy, size), fill, stroke, width)
