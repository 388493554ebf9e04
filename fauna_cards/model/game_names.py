"""A game's name where a file names one (a board's or a deck manifest's `game:`): one of the
registered games, said in the words a fixed list of choices gets.

The registry (games/) is built on these models, so a model cannot import it when it is
imported; the names are looked up when a value is validated, by which time every game is
registered. The JSON Schema lists them as an enum when it is generated (services/schemas.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated, Any

from pydantic_core import PydanticCustomError

from fauna_cards.model.common import parsed_field


def games_with_boards() -> tuple[str, ...]:
    # The registry's own list, which imports no game: reading a board file needs no game's
    # engine (a test keeps the list in step with the specs' default boards).
    from fauna_cards.games import board_game_names

    return board_game_names()


def _one_of(choices: Callable[[], Sequence[str]]) -> Callable[[Any], str]:
    def parse(value: Any) -> str:
        accepted = list(choices())
        if not isinstance(value, str) or value not in accepted:
            # a Literal's error, so that the finding reads "'x' is not a valid game; one of: ..."
            expected = " or ".join([", ".join(map(repr, accepted[:-1])), repr(accepted[-1])] if len(accepted) > 1
                                   else map(repr, accepted))
            raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": expected})
        return value

    return parse


BoardGameName = Annotated[str, *parsed_field(_one_of(games_with_boards), {"type": "string"})]
