"""The deck report as typed values: what a deck holds, how its answers spread over the
boards' spaces and the map's areas, how its cards pair, and what an author should know."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tally:
    """One bar of a chart: a label and how many animals it counts."""

    label: str
    count: int


@dataclass(frozen=True)
class SpaceTally:
    index: int  # 1-based, from the low end of the scale
    label: str  # as the board prints it
    count: int  # animals for which this space is a correct answer


@dataclass(frozen=True)
class MeasureSpread:
    """How the answers to one measure spread over its scale on one board. An animal whose
    range spans two spaces counts in each."""

    board: str
    measure: str  # weight, length, total_length, height, tail_length
    scale: str
    animals: int  # animals whose card asks this measure
    spaces: tuple[SpaceTally, ...]


@dataclass(frozen=True)
class AreaTally:
    id: str
    name: str
    kind: str  # land or marine
    continent: str | None  # land areas only
    count: int  # animals living there


@dataclass(frozen=True)
class Side:
    id: str
    name: str
    difficulty: str  # green or black


@dataclass(frozen=True)
class CardPairing:
    front: Side
    back: Side

    @property
    def kind(self) -> str:
        """mixed, green (two greens) or black (two blacks)."""
        return self.front.difficulty if self.front.difficulty == self.back.difficulty else "mixed"


@dataclass(frozen=True)
class ReportView:
    title: str
    animals: int
    by_class: tuple[Tally, ...]  # most first
    by_difficulty: tuple[Tally, ...]  # green, black
    by_continent: tuple[Tally, ...]  # the map's continents in order, then the oceans
    by_area_count: tuple[Tally, ...]  # FAUNA's area-points tiers, fewest areas first
    spreads: tuple[MeasureSpread, ...]  # board by board, measure by measure
    areas: tuple[AreaTally, ...]  # every area of the map, in map order
    cards: tuple[CardPairing, ...]  # as deck.yaml lists them; empty without a deck.yaml
    unpaired: tuple[str, ...]  # names of animals on no card
    findings: tuple[str, ...]  # sentences, most useful first
