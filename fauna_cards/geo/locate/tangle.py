"""How tangled outlines are, counted under a budget before GEOS pays for it."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from dataclasses import dataclass

import numpy
import shapely

from fauna_cards.geo.locate.common import CHUNK, MAX_BORDER_CROSSINGS, MAX_CROSSINGS, MAX_NEAR_CHUNKS, MAX_NEAR_EDGES, MAX_OVERLAY_NEAR



@dataclass(frozen=True)
class Linework:
    """The straight edges of polygon rings, as numpy rows x1, y1, x2, y2, grouped in chunks
    of CHUNK consecutive edges of one ring. The last row is NaN: chunks are padded with it."""

    edges: numpy.ndarray  # (n + 1, 4)
    boxes: numpy.ndarray  # (4, n + 1): each edge's west, south, east, north
    ring: numpy.ndarray  # (n + 1,) the ring each edge belongs to
    step: numpy.ndarray  # (n + 1,) its place along the ring
    ring_size: numpy.ndarray  # (n + 1,) edges in its ring
    chunks: numpy.ndarray  # (c, CHUNK) edge rows

    @classmethod
    def of(cls, geometries: numpy.ndarray) -> Linework:
        rings = shapely.get_rings(shapely.get_parts(numpy.asarray(geometries, dtype=object)))
        coordinates, ring = shapely.get_coordinates(rings, return_index=True)
        edges = numpy.hstack([coordinates[:-1], coordinates[1:]])
        # Edges of zero length have no direction; their neighbours meet without them.
        keep = (ring[1:] == ring[:-1]) & numpy.any(coordinates[1:] != coordinates[:-1], axis=1)
        edges, ring = edges[keep], ring[1:][keep]
        starts = numpy.flatnonzero(numpy.r_[True, ring[1:] != ring[:-1]]) if len(ring) else numpy.zeros(0, int)
        sizes = numpy.diff(numpy.r_[starts, len(ring)])
        step = numpy.arange(len(ring)) - numpy.repeat(starts, sizes)
        ring_size = numpy.repeat(sizes, sizes)
        chunk_starts = numpy.flatnonzero(numpy.r_[True, (ring[1:] != ring[:-1]) | (step[1:] % CHUNK == 0)]) \
            if len(ring) else numpy.zeros(0, int)
        members = chunk_starts[:, None] + numpy.arange(CHUNK)
        ends = numpy.r_[chunk_starts[1:], len(ring)]
        chunks = numpy.where(members < ends[:, None], members, len(ring))
        edges = numpy.vstack([edges, numpy.full((1, 4), numpy.nan)])
        boxes = numpy.stack([numpy.minimum(edges[:, 0], edges[:, 2]), numpy.minimum(edges[:, 1], edges[:, 3]),
                             numpy.maximum(edges[:, 0], edges[:, 2]), numpy.maximum(edges[:, 1], edges[:, 3])])
        return cls(edges, boxes, numpy.r_[ring, -1], numpy.r_[step, 0], numpy.r_[ring_size, 1], chunks)

    def envelopes(self) -> numpy.ndarray:
        """A box around each chunk, for an STRtree."""
        rows = self.edges[self.chunks]  # (c, CHUNK, 4), NaN where padded
        xs, ys = rows[:, :, 0::2], rows[:, :, 1::2]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN slices do not occur: chunks hold an edge
            return shapely.box(numpy.nanmin(xs, axis=(1, 2)), numpy.nanmin(ys, axis=(1, 2)),
                               numpy.nanmax(xs, axis=(1, 2)), numpy.nanmax(ys, axis=(1, 2)))


QUERY_PAIRS = 1_000_000  # keep each STRtree answer under this many pairs (16 MB)
EXACT_PAIRS = 4096  # chunk pairs tested at once: CHUNK * CHUNK edge pairs each, at most some 60 MB in all


@dataclass(frozen=True)
class Budget:
    """How much tangle a piece of GEOS work may meet: pairs of edges whose boxes overlap
    (what GEOS's noder compares, weighted by how many times the work is done) and points
    where edges cross."""

    near: int
    crossings: int
    what: str  # the work, for the message
    crossing: str = "cross"  # what crossing means here, for the message


REPAIR = Budget(MAX_NEAR_EDGES, MAX_CROSSINGS, "repairing and merging them")
OVERLAY = Budget(MAX_OVERLAY_NEAR, MAX_CROSSINGS, "laying the range over the areas")
BORDERS = Budget(MAX_OVERLAY_NEAR, MAX_BORDER_CROSSINGS, "laying the range over the areas",
                 "cross the borders of the board's areas")


def measure_tangle(first: Linework, second: Linework | None, budget: Budget,
            weights: numpy.ndarray | None = None) -> str | None:
    """None when the edges of `first` (with each other, or with those of `second`) stay
    within `budget`; otherwise what went over, in words. `weights` counts, for each chunk of
    `first`, the times GEOS will node it (once per area whose box it meets, in the overlay).

    Candidate pairs come from an STRtree of chunk envelopes; each pair's CHUNK x CHUNK edges
    are then tested exactly with numpy. Both loops stop as soon as a limit is passed, and the
    candidates themselves are capped at MAX_NEAR_CHUNKS, so this costs at most a few seconds
    whatever the input: a star of 20,000 vertices is refused in a fraction of one."""
    same = second is None
    other = first if second is None else second
    if len(first.chunks) == 0 or len(other.chunks) == 0:
        return None
    weights = numpy.ones(len(first.chunks), dtype=numpy.int64) if weights is None else weights
    candidates = near = crossings = 0
    for mine, theirs in _candidates(first, other, same):
        candidates += len(mine)
        if candidates > MAX_NEAR_CHUNKS:
            return f"run close to each other in over {MAX_NEAR_CHUNKS:,} places; {budget.what} would take too long"
        pair_weights = numpy.minimum(weights[mine], weights[theirs]) if same else weights[mine]
        for at in range(0, len(mine), EXACT_PAIRS):
            batch = slice(at, at + EXACT_PAIRS)
            close, crossing = _meetings(first, other, mine[batch], theirs[batch], same)
            near += int((close * pair_weights[batch]).sum())
            crossings += int(crossing.sum())
            if near > budget.near:
                counted = ", counted once per area box they lie in" if weights.max() > 1 else ""
                return (f"run close to each other too often (over {budget.near:,} pairs of edges{counted}); "
                        f"{budget.what} would take too long")
            if crossings > budget.crossings:
                return f"{budget.crossing} over {budget.crossings:,} times; {budget.what} would take too long"
    return None


def _candidates(first: Linework, other: Linework, same: bool) -> Iterator[tuple[numpy.ndarray, numpy.ndarray]]:
    """Pairs of chunks whose envelopes overlap (each pair once when `other` is `first`), in
    batches of about EXACT_PAIRS; no STRtree answer is over QUERY_PAIRS pairs."""
    tree = shapely.STRtree(other.envelopes())
    boxes = first.envelopes()
    per_query = max(1, QUERY_PAIRS // len(other.chunks))
    pending: list[tuple[numpy.ndarray, numpy.ndarray]] = []
    waiting = 0
    for start in range(0, len(boxes), per_query):
        mine, theirs = tree.query(boxes[start:start + per_query])
        mine = mine + start
        if same:  # each pair once, and each chunk with itself
            mine, theirs = mine[mine <= theirs], theirs[mine <= theirs]
        pending.append((mine, theirs))
        waiting += len(mine)
        if waiting >= EXACT_PAIRS:
            yield numpy.concatenate([m for m, _ in pending]), numpy.concatenate([t for _, t in pending])
            pending, waiting = [], 0
    if pending:
        yield numpy.concatenate([m for m, _ in pending]), numpy.concatenate([t for _, t in pending])


def _meetings(first: Linework, second: Linework, mine: numpy.ndarray, theirs: numpy.ndarray,
              same: bool) -> tuple[numpy.ndarray, numpy.ndarray]:
    """For each chunk pair, how many of its edge pairs lie close (their boxes overlap), and
    how many of those cross, or meet where an end of one lies inside the other: each such
    point one GEOS must add. Edges that merely share an end add nothing and are not counted,
    nor are neighbours along a ring."""
    rows_a = first.chunks[mine][:, :, None]  # (p, CHUNK, 1)
    rows_b = second.chunks[theirs][:, None, :]  # (p, 1, CHUNK)
    west_a, south_a, east_a, north_a = first.boxes[:, rows_a]
    west_b, south_b, east_b, north_b = second.boxes[:, rows_b]
    with numpy.errstate(invalid="ignore"):  # NaN padding compares False
        close = (west_a <= east_b) & (west_b <= east_a) & (south_a <= north_b) & (south_b <= north_a)
    # The rest only for the close pairs: most edge pairs of a chunk pair are not.
    pair, i, j = numpy.nonzero(close)
    row_a, row_b = rows_a[pair, i, 0], rows_b[pair, 0, j]
    if same:
        size = first.ring_size[row_a]
        apart = (first.step[row_b] - first.step[row_a]) % size
        neighbours = (first.ring[row_a] == first.ring[row_b]) & ((apart == 1) | (apart == size - 1))
        counted = (row_a < row_b) & ~neighbours
        pair, row_a, row_b = pair[counted], row_a[counted], row_b[counted]
    meet = _meet(first.edges[row_a], second.edges[row_b])
    return numpy.bincount(pair, minlength=len(mine)), numpy.bincount(pair[meet], minlength=len(mine))


def _meet(a: numpy.ndarray, b: numpy.ndarray) -> numpy.ndarray:
    """Whether edges a[k] and b[k] (rows x1, y1, x2, y2) cross, or an end of one lies inside
    the other. Exact zeros are rare, so the on-the-line test runs only where one occurs."""
    ax1, ay1, ax2, ay2 = a.T
    bx1, by1, bx2, by2 = b.T
    d1, d2 = _side(ax1, ay1, ax2, ay2, bx1, by1), _side(ax1, ay1, ax2, ay2, bx2, by2)
    d3, d4 = _side(bx1, by1, bx2, by2, ax1, ay1), _side(bx1, by1, bx2, by2, ax2, ay2)
    meet = (d1 * d2 < 0) & (d3 * d4 < 0)
    on_line = numpy.flatnonzero((d1 == 0) | (d2 == 0) | (d3 == 0) | (d4 == 0))
    if len(on_line):
        k = on_line
        meet[k] = (_inside(d1[k], bx1[k], by1[k], ax1[k], ay1[k], ax2[k], ay2[k])
                   | _inside(d2[k], bx2[k], by2[k], ax1[k], ay1[k], ax2[k], ay2[k])
                   | _inside(d3[k], ax1[k], ay1[k], bx1[k], by1[k], bx2[k], by2[k])
                   | _inside(d4[k], ax2[k], ay2[k], bx1[k], by1[k], bx2[k], by2[k]))
    return meet


def _side(px, py, qx, qy, rx, ry):  # type: ignore[no-untyped-def]
    """Twice the signed area of p, q, r: which side of the line p-q the point r lies on."""
    return (qx - px) * (ry - py) - (qy - py) * (rx - px)


def _inside(side, x, y, x1, y1, x2, y2):  # type: ignore[no-untyped-def]
    """Whether (x, y), on the line through the edge (side == 0), lies inside the edge, not
    at one of its ends."""
    return ((side == 0) & (numpy.minimum(x1, x2) <= x) & (x <= numpy.maximum(x1, x2))
            & (numpy.minimum(y1, y2) <= y) & (y <= numpy.maximum(y1, y2))
            & ~((x == x1) & (y == y1)) & ~((x == x2) & (y == y2)))


