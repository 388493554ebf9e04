"""Where a piece or stone goes: an area, a KOMPAKT region, or a space of a scale, read from
what players type (`rift-valley`, `weight 18`, `weight 200-500 kg`, `tail 5`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from fauna_cards.suggest import did_you_mean
from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import MEASURE_NAMES, AnimalRecord


class IllegalMove(Exception):
    """A move the rules do not allow; never scored."""

    def __init__(self, message: str, hint: str | None = None, code: str = "illegal-move") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.code = code


@dataclass(frozen=True)
class Spot:
    kind: Literal["area", "region", "space"]
    name: str  # the area or region id, or the scale's name
    index: int = 0  # the space's index on the scale (spaces only)
    label: str = ""  # the space's label, for people

    def as_move(self) -> str:
        """As a game file writes it: `rift-valley`, `weight 18`."""
        return f"{self.name} {self.index}" if self.kind == "space" else self.name

    def describe(self) -> str:
        return f"{self.name} {self.index} ({self.label})" if self.kind == "space" else self.name


def asked_scales(board: Board, record: AnimalRecord) -> dict[str, list[str]]:
    """Scale name -> the measures of this card placed on it."""
    scales: dict[str, list[str]] = {}
    for measure in record.measures.asked():
        scales.setdefault(board.scale_for(measure)[0], []).append(measure)
    return scales


def parse_spot(text: str, board: Board, world: WorldMap, record: AnimalRecord, map_level: Literal["area", "region"]) -> Spot:
    """Read one placement; raise IllegalMove for anything the board or the card rules out."""
    cleaned = " ".join(text.split()).lower()  # ids, scale names and labels are lower case
    places = world.areas if map_level == "area" else world.regions
    if cleaned in places:
        return Spot(map_level, cleaned)
    head, _, rest = cleaned.partition(" ")
    scale_name = _scale_of(head, board)
    if scale_name is None:
        aliases = world.name_index if map_level == "area" else None
        hint = did_you_mean(cleaned, places, aliases)
        article = "an" if map_level == "area" else "a"
        return _refuse(f"unknown {map_level} or scale {cleaned!r}",
                       hint or f"{article} {map_level} id, or a scale and space such as 'weight 18'")
    asked = asked_scales(board, record)
    if scale_name not in asked:
        return _refuse(
            f"the card does not ask for a measure on the {scale_name} scale",
            "asked: " + ", ".join(m for ms in asked.values() for m in ms),
        )
    spaces = board.scales[scale_name].spaces
    space = _space_of(rest, spaces)
    if space is None:
        return _refuse(
            f"no space {rest!r} on the {scale_name} scale",
            f"a space index from 1 to {len(spaces)} or a label such as {spaces[0].label!r}",
        )
    return Spot("space", scale_name, space.index, space.label)


def _refuse(message: str, hint: str | None = None) -> Spot:
    raise IllegalMove(message, hint)


def _scale_of(word: str, board: Board) -> str | None:
    if word in board.scales:
        return word
    if word in MEASURE_NAMES:
        return board.scale_for(word)[0]
    return None


def _space_of(text: str, spaces):  # type: ignore[no-untyped-def]
    if re.fullmatch(r"\d+", text):
        index = int(text)
        return spaces[index - 1] if 1 <= index <= len(spaces) else None
    wanted = text.replace("\u2013", "-").replace(" - ", "-")
    for space in spaces:
        if space.label == wanted or space.label.replace(" ", "") == wanted.replace(" ", ""):
            return space
    return None
