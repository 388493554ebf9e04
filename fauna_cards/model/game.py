"""Game files: the rounds of a FAUNA or KOMPAKT game as people type them at the table.

A FAUNA round lists the turns in order, one `player: move` per line, where a move is an
area id, a scale space (`weight 18` or `weight 200-500 kg`) or `pass`. A KOMPAKT round
lists the bids in bidding order and the stones the highest bidder placed.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, StrictInt

from fauna_cards.model.common import Id, StrictModel, Text, custom_error

GameKind = Literal["fauna", "kompakt"]
# Where the rulebooks leave room, a game file may choose the other reading (docs/games.md,
# "Judgement calls"); the first value of each is the default.
ReturnedPieces = Literal["scored", "correct-or-adjacent"]
ZeroBids = Literal["bonus", "nothing"]
PIECES_TO_PLACE = 6  # each player has 7 pieces and one of them marks the score on the track
PlayerName = Annotated[str, Field(pattern=r"^\S(?:.*\S)?$", max_length=40, description="A player's name.")]


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


class Round(StrictModel):
    """One round: an animal, and either FAUNA turns or KOMPAKT bids and stones."""

    animal: Id = Field(description="The id of the animal card played, from the deck.")
    turns: list[Turn] = Field(  # type: ignore[assignment]
        default=None, description="FAUNA: every placement and pass, in turn order from the start player."
    )
    bids: dict[PlayerName, StrictInt] = Field(  # type: ignore[assignment]
        default=None,
        description="KOMPAKT: each player's bid, in bidding order from the start player.",
        examples=[{"anna": 2, "ben": 3, "cleo": 3}],
    )
    stones: list[Text] = Field(  # type: ignore[assignment]
        default=None,
        description="KOMPAKT: the highest bidder's stones: region ids and scale fields.",
        examples=[["australia", "weight 15", "weight 16"]],
    )


class GameFile(StrictModel):
    """A game (or one round of it): who plays what, on which board, and every round."""

    game: GameKind = Field(
        description="fauna: the board game, with KOMPAKT's stacking rule at 7-8 players; "
        "kompakt: the stand-alone bidding game."
    )
    board: Text = Field(  # type: ignore[assignment]
        default=None, description="Board name or path; default fauna-metric (fauna) or kompakt (kompakt)."
    )
    deck: Text = Field(  # type: ignore[assignment]
        default=None, description="Deck folder, relative to this file; --deck overrides it. Default: deck/."
    )
    players: list[PlayerName] = Field(
        min_length=2, max_length=8, description="In seat order, clockwise; the first starts round 1."
    )
    pieces: StrictInt = Field(
        default=PIECES_TO_PLACE, ge=1, le=20,
        description="FAUNA: guess pieces each player places with. The rules give 6 (7, one of them the score "
        "marker); another number is a house rule, and `fauna score` says so.",
    )
    returned_pieces: ReturnedPieces = Field(
        default="scored",
        description="FAUNA: which pieces come back after a round. scored: those that scored points (the Spanish "
        "rulebook); correct-or-adjacent: those on a correct or adjacent spot, even worth 0 (the English rulebook).",
    )
    zero_bids: ZeroBids = Field(
        default="bonus",
        description="KOMPAKT, when every bid is 0: bonus: the last bidder places no stones, all of them right, and "
        "scores 0 + 3; nothing: the round scores nothing.",
    )
    rounds: list[Round] = Field(min_length=1, description="The rounds in the order played.")
