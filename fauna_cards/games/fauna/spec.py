"""FAUNA, the board game: areas and scale spaces, adjacent answers scoring, pieces that come
back, the end by points."""

from __future__ import annotations

from functools import partial

from fauna_cards.games.common.round_text import round_lines
from fauna_cards.games.fauna import console
from fauna_cards.games.fauna.checks import check_round, round_entries
from fauna_cards.games.fauna.engine import FaunaEngine
from fauna_cards.games.fauna.game_file import FaunaGameFile
from fauna_cards.games.fauna.faces import face_places
from fauna_cards.games.fauna.kit import how_to_play
from fauna_cards.games.spec import GameSpec, KitSpec, TokenSpec

SPEC = GameSpec(
    name="fauna",
    title="FAUNA",
    description="fauna: the board game, with KOMPAKT's stacking rule at 7-8 players",
    game_file=FaunaGameFile,
    engine=FaunaEngine,
    round_entries=round_entries,
    check_round=check_round,
    settings=("pieces", "returned_pieces"),
    default_boards={"metric": "fauna-metric", "imperial": "fauna-imperial"},
    map_level="area",
    adjacent_answers=True,
    scores_adjacency=True,
    piece_points=True,
    face_places=face_places,
    border_colour=None,
    round_lines=partial(round_lines, piece_points=True),
    kit=KitSpec(
        name="FAUNA",
        products=("cards", "board", "box", "tokens"),
        board_cards=False,
        stones=False,
        needs="kit.fauna.needs",
        how_to_play_heading="kit.fauna.how_to_play_heading",
        how_to_play=how_to_play,
    ),
    tokens=TokenSpec(title="kit.fauna.tokens_title", stones=False),
    console=console,
)
