"""FAUNA KOMPAKT, the stand-alone bidding game: regions and scale fields, no adjacent
answers, the bid paid for the round, every player starting twice."""

from __future__ import annotations

from functools import partial

from fauna_cards.games.common.round_text import round_lines
from fauna_cards.games.kompakt import console
from fauna_cards.games.kompakt.checks import check_round, round_entries
from fauna_cards.games.kompakt.engine import KompaktEngine
from fauna_cards.games.kompakt.game_file import KompaktGameFile
from fauna_cards.games.kompakt.faces import BORDER_COLOUR, face_places
from fauna_cards.games.kompakt.kit import how_to_play
from fauna_cards.games.spec import GameSpec, KitSpec, TokenSpec

SPEC = GameSpec(
    name="kompakt",
    title="FAUNA KOMPAKT",
    description="kompakt: the stand-alone bidding game",
    game_file=KompaktGameFile,
    engine=KompaktEngine,
    round_entries=round_entries,
    check_round=check_round,
    settings=("zero_bids",),
    default_boards={"metric": "kompakt"},
    map_level="region",
    adjacent_answers=False,
    scores_adjacency=False,
    piece_points=False,
    face_places=face_places,
    border_colour=BORDER_COLOUR,
    round_lines=partial(round_lines, piece_points=False),
    kit=KitSpec(
        name="FAUNA KOMPAKT",
        products=("cards", "board", "box", "tokens", "score-pad"),
        board_cards=True,
        stones=True,
        needs="kit.kompakt.needs",
        how_to_play_heading="kit.kompakt.how_to_play_heading",
        how_to_play=how_to_play,
    ),
    tokens=TokenSpec(title="kit.kompakt.tokens_title", stones=True),
    console=console,
)
