"""Which spaces of a scale a value or range makes correct, and which are adjacent.

The cases honoured (see docs/rules.md):
- a value inside one space: that space is correct, its two neighbours adjacent;
- a range over several spaces: every space it touches is correct;
- a value exactly on a boundary touches both spaces that meet there (boundaries are closed);
- adjacent spaces are the ones directly beside the block of correct spaces.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from fauna_cards.model.board import Space


@dataclass(frozen=True)
class SpaceAnswer:
    correct: tuple[int, ...]  # space indexes, ascending
    adjacent: tuple[int, ...]


def touches(space: Space, low: Fraction, high: Fraction) -> bool:
    """True when the closed range [low, high] shares at least one point with the space."""
    return (space.low is None or space.low <= high) and (space.high is None or space.high >= low)


def answer(spaces: tuple[Space, ...], low: Fraction, high: Fraction) -> SpaceAnswer:
    correct = tuple(space.index for space in spaces if touches(space, low, high))
    if not correct:
        return SpaceAnswer((), ())
    indexes = {space.index for space in spaces}
    adjacent = tuple(i for i in (correct[0] - 1, correct[-1] + 1) if i in indexes)
    return SpaceAnswer(correct, adjacent)


def scale_range(spaces: tuple[Space, ...]) -> tuple[Fraction | None, Fraction | None]:
    """The lowest and highest value the scale shows; None for an open end."""
    return spaces[0].low, spaces[-1].high


def fits(spaces: tuple[Space, ...], low: Fraction, high: Fraction) -> bool:
    """True when the whole range lies on the scale."""
    bottom, top = scale_range(spaces)
    return (bottom is None or low >= bottom) and (top is None or high <= top)
