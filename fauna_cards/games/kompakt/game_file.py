"""A KOMPAKT game file: each round lists the bids in bidding order and the stones the
highest bidder placed."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, StrictInt

from fauna_cards.games.common.table_rules import ZeroBids
from fauna_cards.model.common import Maybe, Text
from fauna_cards.model.game import GameFileBase, PlayerName, RoundBase


class KompaktRound(RoundBase):
    """One KOMPAKT round: an animal, the bids and the highest bidder's stones."""

    # The model leaves `bids` optional so that the round check says what a KOMPAKT round
    # needs in its own words; the schema requires it, so that editors mark a round without.
    # `stones` may be left out when every bid is 0.
    model_config = ConfigDict(json_schema_extra={"required": ["animal", "bids"]})

    bids: Maybe[dict[PlayerName, StrictInt]] = Field(
        default=None,
        description="Each player's bid, in bidding order from the start player.",
        examples=[{"anna": 2, "ben": 3, "cleo": 3}],
    )
    stones: Maybe[list[Text]] = Field(
        default=None,
        description="The highest bidder's stones: region ids and scale fields; may be left out when every bid is 0.",
        examples=[["australia", "weight 15", "weight 16"]],
    )


class KompaktGameFile(GameFileBase):
    """A KOMPAKT game: who plays on which board, the table's setting, and every round."""

    game: Literal["kompakt"] = Field(description="kompakt: the stand-alone bidding game.")
    zero_bids: ZeroBids = Field(
        default="bonus",
        description="When every bid is 0: bonus: the last bidder places no stones, all of them right, and "
        "scores 0 + 3; nothing: the round scores nothing.",
    )
    rounds: list[KompaktRound] = Field(min_length=1, description="The rounds in the order played.")
