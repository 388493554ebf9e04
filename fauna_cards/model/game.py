"""What every game file has, whatever the game: the players, the board and deck they play
with, and rounds that each name the animal played.

Each game's own file model (games/<name>/game_file.py) adds its `game:` value, its table
settings and what its rounds hold; the `game:` field picks the model, and the JSON Schema
offers each game's fields on its own.
"""

from __future__ import annotations

import typing
from typing import Annotated

from pydantic import Field

from fauna_cards.model.common import Id, Maybe, StrictModel, Text

MAX_PLAYERS = 8
PlayerName = Annotated[str, Field(pattern=r"^\S(?:.*\S)?$", max_length=40, description="A player's name.")]


class RoundBase(StrictModel):
    """What every round names: the animal card played."""

    animal: Id = Field(description="The id of the animal card played, from the deck.")


class GameFileBase(StrictModel):
    """A game (or one round of it): who plays, on which board, with which deck. A game's own
    model narrows `game` and adds its settings and `rounds`."""

    # Declared here so that it comes first; each game's model narrows it to its own name.
    game: str = Field(description="Which game the file holds; it decides the other fields.")
    board: Maybe[Text] = Field(
        default=None, description="Board name or path; default fauna-metric (fauna) or kompakt (kompakt)."
    )
    deck: Maybe[Text] = Field(
        default=None, description="Deck folder, relative to this file; --deck overrides it. Default: deck/."
    )
    players: list[PlayerName] = Field(
        min_length=2, max_length=MAX_PLAYERS, description="In seat order, clockwise; the first starts round 1."
    )

    @classmethod
    def round_model(cls) -> type[RoundBase]:
        """The model of one of this game's rounds (the items of its `rounds` list)."""
        (item,) = typing.get_args(cls.model_fields["rounds"].annotation)
        return item  # type: ignore[no-any-return]
