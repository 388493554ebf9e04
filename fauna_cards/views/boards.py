"""A board's scales, and the list of bundled boards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fauna_cards.model.board import Board, base_value


@dataclass(frozen=True)
class SpaceView:
    index: int
    min: float | None  # kilograms or metres; None at an open end
    max: float | None
    label: str


@dataclass(frozen=True)
class ScaleView:
    quantity: str
    unit: str
    spaces: tuple[SpaceView, ...]


@dataclass(frozen=True)
class BoardView:
    name: str
    title: str
    game: str
    units: str
    reconstruction: bool
    source: Any
    scales: dict[str, ScaleView]
    measures: dict[str, Any]  # measure name -> the scale it is placed on


@dataclass(frozen=True)
class BoardSummary:
    name: str
    title: str
    game: str
    units: str
    reconstruction: bool


@dataclass(frozen=True)
class BoardList:
    boards: tuple[BoardSummary, ...]


def board_view(board: Board) -> BoardView:
    scales = {
        name: ScaleView(
            scale.quantity, "kg" if scale.quantity == "mass" else "m",
            tuple(SpaceView(s.index, base_value(s.low), base_value(s.high), s.label) for s in scale.spaces),
        )
        for name, scale in board.scales.items()
    }
    return BoardView(board.name, board.title, board.game, board.units, board.reconstruction, board.source,
                     scales, board.measures.model_dump())


def board_list(boards: list[Board]) -> BoardList:
    return BoardList(tuple(BoardSummary(b.name, b.title, b.game, b.units, b.reconstruction) for b in boards))
