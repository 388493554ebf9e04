"""A FAUNA game file: the rounds as people type them at the table.

A round lists the turns in order, one `player: move` per line, where a move is an area id,
a scale space (`weight 18` or `weight 200-500 kg`) or `pass`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, ConfigDict, Field, StrictInt

from fauna_cards.games.common.table_rules import PIECES_TO_PLACE, ReturnedPieces
from fauna_cards.model.common import Maybe, Text, custom_error
from fauna_cards.model.game import GameFileBase, PlayerName, RoundBase


def _one_move(turn: Any) -> Any:
    if not isinstance(turn, dict) or len(turn) != 1:
        raise custom_error(
            "bad-turn", "a turn is one `player: move` pair",
            "write e.g. `- anna: rift-valley`, `- ben: weight 18` or `- cleo: pass`",
        )
    ((player, move),) = turn.items()
    if isinstance(player, str) and isinstance(move, (int, float)) and not isinstance(move, bool):
        raise custom_error(
            "bad-turn", f"the move {move} is a space without its scale",
            f"name the scale or measure first: `- {player}: weight {move}`",
        )
    if not isinstance(player, str) or not isinstance(move, str):
        raise custom_error("bad-turn", "a turn's player and move are text", "quote a move that YAML reads as a number")
    return turn


Turn = Annotated[
    dict[PlayerName, Text],
    BeforeValidator(_one_move),
    Field(
        description="`player: move`; a move is an area id, `<scale or measure> <space index or label>`, or `pass`.",
        examples=[{"anna": "rift-valley"}, {"ben": "weight 18"}, {"cleo": "weight 200-500 kg"}, {"anna": "pass"}],
    ),
]


class Round(RoundBase):
    """One FAUNA round: an animal and every turn."""

    # The model leaves `turns` optional so that the round check says what a FAUNA round
    # needs in its own words; the schema requires it, so that editors mark a round without.
    model_config = ConfigDict(json_schema_extra={"required": ["animal", "turns"]})

    turns: Maybe[list[Turn]] = Field(
        default=None, description="Every placement and pass, in turn order from the start player."
    )


class FaunaGameFile(GameFileBase):
    """A FAUNA game: who plays on which board, the table's settings, and every round."""

    game: Literal["fauna"] = Field(description="fauna: the board game, with KOMPAKT's stacking rule at 7-8 players.")
    pieces: StrictInt = Field(
        default=PIECES_TO_PLACE, ge=1, le=20,
        description="Guess pieces each player places with. The rules give 6 (7, one of them the score "
        "marker); another number is a house rule, and `fauna score` says so.",
    )
    returned_pieces: ReturnedPieces = Field(
        default="scored",
        description="Which pieces come back after a round. scored: those that scored points (the Spanish "
        "rulebook); correct-or-adjacent: those on a correct or adjacent spot, even worth 0 (the English rulebook).",
    )
    rounds: list[Round] = Field(min_length=1, description="The rounds in the order played.")
