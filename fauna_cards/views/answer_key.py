"""The answer key of one animal: both halves of its card and how each answer scores."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.fauna.scoring import area_tier
from fauna_cards.views.spaces import MeasureSpaces, spaces_view


@dataclass(frozen=True)
class VisibleHalf:
    """What the players see before they answer."""

    animal_class: str
    name: str
    scientific_name: str
    illustration: str | None
    area_count: int
    asked: tuple[str, ...]
    difficulty: str


@dataclass(frozen=True)
class HiddenHalf:
    classification: dict[str, Any]
    areas: tuple[str, ...]
    measures: dict[str, str]  # measure -> as the card prints it


@dataclass(frozen=True)
class ScoredAreas:
    points: int  # each
    areas: tuple[str, ...]


@dataclass(frozen=True)
class AnswerKeyView:
    id: str
    visible: VisibleHalf
    hidden: HiddenHalf
    correct_areas: ScoredAreas
    adjacent_areas: ScoredAreas
    regions: tuple[str, ...]
    boards: dict[str, dict[str, MeasureSpaces]]  # board name -> measure -> its spaces
    area_names: dict[str, str]  # area id -> English name, for people
    reveal: str | None = None  # the map level whose game's reveal the text shows (area, region); None: both


def answer_key_view(record: AnimalRecord, world: WorldMap, boards: Sequence[Board],
                    reveal: str | None = None) -> AnswerKeyView:
    tier = area_tier(len(record.areas))
    per_board = {}
    for board in boards:
        (animal,) = spaces_view(board, [record]).animals
        per_board[board.name] = animal.measures
    return AnswerKeyView(
        id=record.id,
        visible=VisibleHalf(record.animal_class, record.name, record.scientific_name, record.illustration,
                            len(record.areas), tuple(record.measures.asked()), record.difficulty),
        hidden=HiddenHalf(record.classification.model_dump(), tuple(record.areas),
                          {name: m.label() for name, m in record.measures.asked().items()}),
        correct_areas=ScoredAreas(tier.correct, tuple(record.areas)),
        adjacent_areas=ScoredAreas(tier.adjacent, tuple(world.adjacent_areas(list(record.areas)))),
        regions=tuple(world.regions_of(list(record.areas))),
        boards=per_board,
        area_names={area_id: area.name.en for area_id, area in world.areas.items()},
        reveal=reveal,
    )
