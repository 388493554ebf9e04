"""The spaces an animal's measures make correct, and adjacent, on a board."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.model.board import Board
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games import get
from fauna_cards.games.common.scales import answer


@dataclass(frozen=True)
class MeasureSpaces:
    value: str  # as the card prints it
    min: float  # kilograms or metres
    max: float
    scale: str
    correct: tuple[int, ...]
    correct_labels: tuple[str, ...]
    adjacent: tuple[int, ...] | None  # None on a KOMPAKT board: a neighbouring field scores nothing
    adjacent_labels: tuple[str, ...] | None


@dataclass(frozen=True)
class AnimalSpaces:
    id: str
    name: str
    measures: dict[str, MeasureSpaces]


@dataclass(frozen=True)
class SpacesView:
    board: str
    shows_adjacent: bool
    animals: tuple[AnimalSpaces, ...]


def spaces_view(board: Board, records: Sequence[AnimalRecord]) -> SpacesView:
    """Each animal's asked measures on `board`: the correct spaces, and on a FAUNA board the
    adjacent ones (a KOMPAKT field beside the right one is simply wrong, so it has none)."""
    fauna = get(board.game).adjacent_answers  # whether neighbouring spaces score
    animals = []
    for record in records:
        measures: dict[str, MeasureSpaces] = {}
        for name, measure in record.measures.asked().items():
            scale_name, scale = board.scale_for(name)
            labels = {space.index: space.label for space in scale.spaces}
            result = answer(scale.spaces, measure.low, measure.high)
            measures[name] = MeasureSpaces(
                measure.label(), float(measure.low), float(measure.high), scale_name,
                tuple(result.correct), tuple(labels[i] for i in result.correct),
                tuple(result.adjacent) if fauna else None,
                tuple(labels[i] for i in result.adjacent) if fauna else None,
            )
        animals.append(AnimalSpaces(record.id, record.name, measures))
    return SpacesView(board.name, fauna, tuple(animals))
