"""A game as the rest of the code sees it: everything that differs between the games.

FAUNA and KOMPAKT are played on a board with a map and scales; ANIMALIA is a card game with
a deck of its own. The parts of a board game (its engine over board and world, its boards,
faces, kit, pieces and console) default to "not this game's": a game without a board leaves
them out and says instead what its deck is (`deck`) and how a game file is scored
(`scoring`). Code outside `games/<name>/` asks a game's spec and never compares a game's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from pydantic import BaseModel

    from fauna_cards.games.common.engine import Engine
    from fauna_cards.games.common.faces import FacePlaces
    from fauna_cards.games.common.table_rules import TableRules
    from fauna_cards.model.board import Board
    from fauna_cards.model.diagnostics import Finding
    from fauna_cards.model.game import GameFileBase
    from fauna_cards.model.geography import WorldMap
    from fauna_cards.model.language import Words
    from fauna_cards.model.record import AnimalRecord
    from fauna_cards.views.score import ScoredRound


@dataclass(frozen=True)
class KitSpec:
    """What a printed kit holds for the game and what its guide says. The guide's texts are
    message keys of the language catalogs (maps/languages/, section `kit.<game>`), so that
    the guide prints in any language; the game's name is a proper name and stays."""

    name: str  # the game's name in the guide's heading
    products: tuple[str, ...]  # the files a table needs, in the order they are made
    board_cards: bool  # the board prints as cards (else as tiles glued into one sheet)
    stones: bool  # the pieces are stones sized to the board cards' fields
    needs: str  # key: what else the table needs, after the tools every kit needs
    how_to_play_heading: str  # key
    how_to_play: Callable[[Any, Words], tuple[str, ...]]  # (the components data, the words) -> paragraphs


@dataclass(frozen=True)
class TokenSpec:
    """The sheet of pieces: its title (a message key), and whether the pieces are stones of
    one size."""

    title: str
    stones: bool


@dataclass(frozen=True)
class DeckSpec:
    """A deck format of the game's own (one deck.yaml holding every card), for a game whose
    cards are not FAUNA's animal records."""

    model: type[BaseModel]  # deck.yaml's model; the file's `game:` names the game
    check: Callable[[Any], list[Finding]]  # the deck's rules beyond its shape
    schema_name: str  # schema/<schema_name>.schema.json
    schema_description: str
    bundled: str  # the bundled deck's folder, relative to the sample deck (deck/)


@dataclass(frozen=True)
class ScoredCards:
    """A card game's file scored from its deck: the scored game as a typed view, which
    render/ writes by its type (None when the file has errors), and the findings at the
    file's key paths."""

    view: Any
    findings: list[Finding]


@dataclass(frozen=True)
class ScoringSpec:
    """How `fauna score` scores a game without a board: from the file and its deck."""

    score: Callable[[Any, Any], ScoredCards]  # (game file, deck) -> the scored game


@dataclass(frozen=True)
class GameSpec:
    name: str  # as a game file's `game:` and --game write it
    title: str  # for people: FAUNA, FAUNA KOMPAKT, ANIMALIA
    description: str  # one line, for the game file's schema and --game's help
    game_file: type[GameFileBase] | type[BaseModel]  # the model of the game's files; their `game:` picks it
    # A game played on a board; each left at its default by a game without one.
    engine: Callable[[list[str], TableRules, Board, WorldMap], Engine] | None = None
    round_entries: Callable[[Any], list[Any]] | None = None  # a game file's round -> the engine's entries
    check_round: Callable[[Any, tuple[Any, ...]], list[Finding]] | None = None  # a round's shape, before any move
    settings: tuple[str, ...] = ()  # the table settings this game accepts (TableRules' fields)
    default_boards: Mapping[str, str] = field(default_factory=dict)  # units -> the bundled board; first: default
    map_level: Literal["area", "region"] | None = None  # where a piece or stone goes on the map
    adjacent_answers: bool = False  # spaces beside a right one score (FAUNA); KOMPAKT has no adjacent fields
    scores_adjacency: bool = False  # areas next to the animal's score
    piece_points: bool = False  # each piece scores on its own (FAUNA); KOMPAKT pays the bid for the round
    face_places: Callable[[AnimalRecord, WorldMap, str], FacePlaces] | None = None  # (record, map, language): what a card face shows
    border_colour: str | None = None  # the card border colour key; None: by the card's difficulty
    round_lines: Callable[[ScoredRound, int], list[str]] | None = None  # (a scored round, the longest name's width) -> text
    kit: KitSpec | None = None
    tokens: TokenSpec | None = None
    console: Any = None  # games/<name>/console.py: help, look-ups and the driver of one round
    board_titles: Sequence[str] = field(default=())  # nothing yet; boards name their game
    # A game with a deck of its own; None: FAUNA's deck of animal records.
    deck: DeckSpec | None = None
    scoring: ScoringSpec | None = None  # scored from file and deck; None: by the engine, round by round

    @property
    def on_a_board(self) -> bool:
        """Played on a board with a map and scales: the board, kit, print and play commands apply."""
        return bool(self.default_boards)

    @property
    def default_board(self) -> str:
        return next(iter(self.default_boards.values()))
