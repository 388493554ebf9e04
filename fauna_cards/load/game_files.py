"""A game file to its game's model: the `game:` field picks the model (each game's own, from
its spec), another game's fields are named as such, and a file whose `game:` is missing or
unknown is read with a model that says so and still checks the keys every game file has."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from fauna_cards.games import all_specs, get, names
from fauna_cards.games.common.checks import other_games_fields
from fauna_cards.load.documents import validate_partially
from fauna_cards.load.yamlio import Document
from fauna_cards.model.common import StrictModel
from fauna_cards.model.diagnostics import Diagnostic
from fauna_cards.model.game import GameFileBase


def read_game_file(document: Document) -> tuple[GameFileBase | None, bool, list[Diagnostic]]:
    """(the game's model, salvaged where the shape is wrong; whether it is complete; the
    diagnostics). The model is None for a file that is no mapping or does not parse."""
    data = document.data
    name = data.get("game") if isinstance(data, dict) and not document.problems else None
    if not isinstance(name, str) or name not in names():
        _, _, diagnostics = validate_partially(document, any_game_file())
        return None, False, diagnostics
    spec = get(name)
    findings, own_data = other_games_fields(data, spec)
    own = copy.copy(document)  # the same positions, read without the other game's fields
    own.data = own_data
    value, complete, diagnostics = validate_partially(own, spec.game_file)
    return value, complete, sorted(diagnostics + document.place(findings))


@lru_cache(maxsize=1)
def any_game_file() -> type[BaseModel]:
    """The model of a file that names no registered game: `game` must be one of them, and
    the keys any game's file has are accepted as they are (what they must hold depends on
    the game)."""
    fields: dict[str, Any] = {
        "game": (Literal[names()], Field(description="Which game the file holds.")),  # type: ignore[valid-type]
        **{key: (field.annotation, field) for key, field in GameFileBase.model_fields.items() if key != "game"},
    }
    for spec in all_specs():
        for key in spec.game_file.model_fields:
            fields.setdefault(key, (Any, None))
    del fields["rounds"]
    fields["rounds"] = (Any, ...)  # required, whatever the game; last, as every game's file lists it
    return create_model("GameFile", __base__=StrictModel, **fields)  # type: ignore[call-overload, no-any-return]
