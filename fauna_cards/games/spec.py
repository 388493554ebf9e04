"""A game as the rest of the code sees it: everything that differs between FAUNA and KOMPAKT.

Code outside `games/<name>/` asks a game's spec and never compares a game's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from fauna_cards.games.common.engine import Engine
    from fauna_cards.games.common.faces import FacePlaces
    from fauna_cards.games.common.table_rules import TableRules
    from fauna_cards.model.board import Board
    from fauna_cards.model.diagnostics import Finding
    from fauna_cards.model.game import GameFileBase
    from fauna_cards.model.geography import WorldMap
    from fauna_cards.model.record import AnimalRecord


@dataclass(frozen=True)
class KitSpec:
    """What a printed kit holds for the game and what its guide says."""

    name: str  # the game's name in the guide's heading
    products: tuple[str, ...]  # the files a table needs, in the order they are made
    board_cards: bool  # the board prints as cards (else as tiles glued into one sheet)
    stones: bool  # the pieces are stones sized to the board cards' fields
    needs: str  # what else the table needs, after the tools every kit needs
    how_to_play_heading: str
    how_to_play: Callable[[Any], tuple[str, ...]]  # the components data -> paragraphs


@dataclass(frozen=True)
class TokenSpec:
    """The sheet of pieces: its title, and whether the pieces are stones of one size."""

    title: str
    stones: bool


@dataclass(frozen=True)
class GameSpec:
    name: str  # as a game file's `game:` and --game write it
    title: str  # for people: FAUNA, FAUNA KOMPAKT
    description: str  # one line, for the game file's schema and --game's help
    game_file: type[GameFileBase]  # the model of the game's files; their `game:` picks it
    engine: Callable[[list[str], TableRules, Board, WorldMap], Engine]
    round_entries: Callable[[Any], list[Any]]  # a game file's round -> the engine's entries
    check_round: Callable[[Any, tuple[Any, ...]], list[Finding]]  # a round's shape, before any move
    settings: tuple[str, ...]  # the table settings this game accepts (TableRules' fields)
    default_boards: Mapping[str, str]  # units -> the bundled board; the first is the default
    map_level: Literal["area", "region"]  # where a piece or stone goes on the map
    adjacent_answers: bool  # spaces beside a right one score (FAUNA); KOMPAKT has no adjacent fields
    scores_adjacency: bool  # areas next to the animal's score
    piece_points: bool  # each piece scores on its own (FAUNA); KOMPAKT pays the bid for the round
    face_places: Callable[[AnimalRecord, WorldMap], FacePlaces]  # what a card face shows
    border_colour: str | None  # the card border colour key; None: by the card's difficulty
    round_lines: Callable[[dict[str, Any], int, dict[str, str]], list[str]]  # a scored round as text
    kit: KitSpec
    tokens: TokenSpec
    console: Any  # games/<name>/console.py: help, look-ups and the driver of one round
    board_titles: Sequence[str] = field(default=())  # nothing yet; boards name their game

    @property
    def default_board(self) -> str:
        return next(iter(self.default_boards.values()))
