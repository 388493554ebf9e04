"""Names placed on map shapes by their geometry.

Each name goes inside its own shape where it fits: the largest type size first, level
before turned, one line before two, as close to the shape's visual centre (the centre of
its largest inscribed circle) as the room allows. A name that fits nowhere inside, even
turned and at the smallest size, stands beside its shape with a leader line to a dot inside
it, where it covers no other name. Pure geometry: the caller measures text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy
import shapely
from shapely import affinity
from shapely.geometry import Point, Polygon, box
from shapely.geometry.base import BaseGeometry

# the request, its lines as set, the type size in points -> the box (width, height) in mm,
# padding included
Measure = Callable[["LabelRequest", tuple[str, ...], float], tuple[float, float]]

SIZES = (9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0)  # points
PREFERRED = 7.0  # below this a name is still legible, but turning it is better than shrinking it
ANGLES = (0.0, 30.0, -30.0, 45.0, -45.0, 60.0, -60.0, 90.0, -90.0)  # degrees, anticlockwise
LEADER_SIZE = 7.0
LEADER_GAPS = (2.0, 4.0, 6.0, 9.0, 13.0, 18.0, 24.0, 31.0)  # mm from the dot to the label's box
LEADER_DIRECTIONS = 16
LABEL_SPACING = 0.8  # mm kept free between labels
SIMPLIFY = 0.1  # mm: how finely a shape's outline is followed when fitting a name in it
LAND_PENALTY = 30.0  # mm: how much further a leader label may stand to keep off land


@dataclass(frozen=True)
class LabelRequest:
    key: str  # what the label names (an area id)
    lines: tuple[str, ...]  # the words of the name, to be broken into lines
    shape: Polygon  # the piece of the map it names, in mm
    note: str | None = None  # a smaller last line under the name (the area's id), never broken
    style: str = "plain"  # how the renderer sets it ("land", "marine", ...): the measure needs it


@dataclass(frozen=True)
class Label:
    key: str
    lines: tuple[str, ...]
    note: str | None
    style: str
    size: float  # points
    x: float  # the centre of the label's box, mm
    y: float
    angle: float  # degrees, anticlockwise
    width: float  # the box before turning, mm
    height: float
    anchor: tuple[float, float]  # a point inside the shape named: the box's centre, or the leader's dot
    leader: bool

    def outline(self) -> Polygon:
        shape = box(self.x - self.width / 2, self.y - self.height / 2, self.x + self.width / 2, self.y + self.height / 2)
        return affinity.rotate(shape, self.angle, origin=(self.x, self.y)) if self.angle else shape


def line_options(words: Sequence[str], most: int = 3) -> list[tuple[str, ...]]:
    """Every way to set the words on one to `most` lines, fewest lines first, the most even
    breaks first within a number of lines. A line may
    also break after a hyphen (MURRAY- / DARLING); a lone slash stays with the word before
    it (NORTH SEA / - BALTIC SEA)."""
    pieces: list[str] = []
    for word in words:
        if word == "/" and pieces:
            pieces[-1] += " /"
            continue
        pieces += [part for part in word.replace("-", "-\x00").split("\x00") if part]

    def join(items: Sequence[str]) -> str:
        text = ""
        for item in items:
            text += item if not text or text.endswith("-") else " " + item
        return text

    def split(items: Sequence[str], lines: int) -> Iterator[tuple[str, ...]]:
        if lines == 1:
            yield (join(items),)
            return
        for cut in range(1, len(items)):
            for rest in split(items[cut:], lines - 1):
                yield (join(items[:cut]), *rest)

    options: list[tuple[str, ...]] = []
    for count in range(1, min(most, len(pieces)) + 1):
        # the most even breaks first: the longest line as short as it can be
        options.extend(sorted(split(pieces, count), key=lambda lines: max(map(len, lines))))
    return options


def visual_centre(shape: Polygon) -> tuple[float, float]:
    """The centre of the largest circle inside the shape: always inside it."""
    line = shapely.maximum_inscribed_circle(shape, 0.2)
    x, y = line.coords[0]
    return float(x), float(y)


class _Room:
    """Where a box of a given size can stand inside one shape, turned by a given angle.

    The shape is simplified to a tenth of a millimetre first (a label needs no finer
    outline), and every turned copy is kept, since one name tries many sizes and line
    breaks at each angle."""

    def __init__(self, shape: Polygon) -> None:
        self.shape = shape.simplify(SIMPLIFY)
        if not self.shape.is_valid or self.shape.is_empty:
            self.shape = shape
        circle = shapely.maximum_inscribed_circle(self.shape, 0.2)
        (px, py), (ex, ey) = circle.coords
        self.aim = (float(px), float(py))
        self.radius = float(numpy.hypot(ex - px, ey - py))
        self._turned: dict[float, Polygon] = {}

    def turned(self, angle: float) -> Polygon:
        if angle not in self._turned:
            turned = affinity.rotate(self.shape, -angle, origin=(0, 0)) if angle else self.shape
            shapely.prepare(turned)
            self._turned[angle] = turned
        return self._turned[angle]

    def fit(self, width: float, height: float, angle: float) -> tuple[float, float] | None:
        """The centre nearest the aim for a `width` x `height` box turned by `angle`."""
        # The simplified outline strays from the true one by up to SIMPLIFY: a box that
        # keeps that far inside it lies inside the true shape.
        width, height = width + 2 * SIMPLIFY, height + 2 * SIMPLIFY
        if min(width, height) / 2 > self.radius:
            return None  # not even its short side fits the largest circle inside
        if numpy.hypot(width, height) / 2 <= self.radius:
            return self.aim  # the whole box fits inside that circle
        turned = self.turned(angle)
        left, bottom, right, top = turned.bounds
        if right - left < width or top - bottom < height:
            return None
        # Centres on a grid within the bounds, kept if the centre is inside, then if the box is.
        step = max(0.4, min(width, height) / 3)
        xs = numpy.arange(left + width / 2, right - width / 2 + 1e-9, step)
        ys = numpy.arange(bottom + height / 2, top - height / 2 + 1e-9, step)
        gx, gy = (grid.ravel() for grid in numpy.meshgrid(xs, ys))
        centred = shapely.contains_xy(turned, gx, gy)
        gx, gy = gx[centred], gy[centred]
        if not len(gx):
            return None
        boxes = shapely.box(gx - width / 2, gy - height / 2, gx + width / 2, gy + height / 2)
        inside = shapely.contains(turned, boxes)
        if not inside.any():
            return None
        ax, ay = affinity.rotate(Point(self.aim), -angle, origin=(0, 0)).coords[0] if angle else self.aim
        cx, cy = gx[inside], gy[inside]
        best = int(numpy.argmin((cx - ax) ** 2 + (cy - ay) ** 2))
        point = Point(float(cx[best]), float(cy[best]))
        if angle:
            point = affinity.rotate(point, angle, origin=(0, 0))
        return point.x, point.y


def _inside(request: LabelRequest, measure: Measure) -> Label | None:
    room = _Room(request.shape)
    options = line_options(request.lines)
    tiers = ([s for s in SIZES if s >= PREFERRED], [s for s in SIZES if s < PREFERRED])
    for tier in tiers:
        for angle in ANGLES:
            for size in tier:
                for lines in options:
                    width, height = measure(request, lines, size)
                    centre = room.fit(width, height, angle)
                    if centre is not None:
                        return Label(request.key, lines, request.note, request.style, size, centre[0], centre[1],
                                     angle, width, height, centre, False)
    return None


def _beside(request: LabelRequest, measure: Measure, taken: list[Polygon], frame: Polygon,
            land: BaseGeometry | None) -> Label:
    """A label outside its shape, tied to a dot at the shape's visual centre."""
    anchor = visual_centre(request.shape)
    lines = min(line_options(request.lines), key=lambda ls: _area(measure(request, ls, LEADER_SIZE)))
    width, height = measure(request, lines, LEADER_SIZE)
    best: tuple[float, Label] | None = None
    for gap in LEADER_GAPS:
        for step in range(LEADER_DIRECTIONS):
            theta = 2 * numpy.pi * step / LEADER_DIRECTIONS
            dx, dy = float(numpy.cos(theta)), float(numpy.sin(theta))
            # the box's edge sits `gap` from the dot, whichever way it lies
            reach = gap + min(abs(width / 2 / dx) if dx else numpy.inf, abs(height / 2 / dy) if dy else numpy.inf)
            x, y = anchor[0] + dx * reach, anchor[1] + dy * reach
            label = Label(request.key, lines, request.note, request.style, LEADER_SIZE, x, y, 0.0, width, height,
                          anchor, True)
            outline = label.outline()
            if not frame.contains(outline) or any(outline.distance(other) < LABEL_SPACING for other in taken):
                continue
            # Most places are at sea: the prepared test says so without the overlay's cost.
            touches = land is not None and land.intersects(outline)
            over_land = outline.intersection(land).area / outline.area if touches else 0.0
            score = gap + LAND_PENALTY * over_land
            if best is None or score < best[0]:
                best = (score, label)
        if best is not None and best[0] <= gap:
            break  # nothing further out can score better
    if best is None:  # crowded all round: stand on the dot rather than nowhere
        return Label(request.key, lines, request.note, request.style, LEADER_SIZE, anchor[0], anchor[1], 0.0,
                     width, height, anchor, False)
    return best[1]


def _area(size: tuple[float, float]) -> float:
    return size[0] * size[1]


def place_labels(requests: Sequence[LabelRequest], measure: Measure, frame: Polygon,
                 land: BaseGeometry | None = None) -> list[Label]:
    """A label for every request, in the requests' order. `land` is where leader labels
    should rather not stand (they cover less in the sea)."""
    placed: dict[int, Label] = {}
    pending = []
    for index, request in enumerate(requests):
        label = _inside(request, measure)
        if label is None:
            pending.append(index)
        else:
            placed[index] = label
    taken = [label.outline() for label in placed.values()]
    # The smallest shapes first: they have the fewest good places near them.
    for index in sorted(pending, key=lambda i: requests[i].shape.area):
        label = _beside(requests[index], measure, taken, frame, land)
        placed[index] = label
        taken.append(label.outline())
    return [placed[index] for index in range(len(requests))]
