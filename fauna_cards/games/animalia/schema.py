"""The JSON Schema of an ANIMALIA deck.yaml, made as fauna's other schemas are made."""

from __future__ import annotations

import json
from typing import Any

from fauna_cards.games.animalia.cards import AnimaliaDeck
from fauna_cards.model.schemas import (
    DRAFT_07,
    _KeepExampleOrder,
    _string_examples,
    _without_null_defaults,
)

SCHEMA_NAME = "animalia-deck"
SCHEMA_DESCRIPTION = "deck.yaml of an ANIMALIA deck: its families, cards, powers and medals."


def animalia_deck_schema() -> dict[str, Any]:
    generated = AnimaliaDeck.model_json_schema(
        by_alias=True, ref_template="#/definitions/{model}", schema_generator=_KeepExampleOrder
    )
    generated = _string_examples(_without_null_defaults(generated))
    schema: dict[str, Any] = {"$schema": DRAFT_07, "$id": f"{SCHEMA_NAME}.schema.json"}
    schema.update(generated)
    schema["description"] = SCHEMA_DESCRIPTION
    if "$defs" in schema:
        schema["definitions"] = schema.pop("$defs")
    return schema


def animalia_deck_schema_text() -> str:
    """The schema as schema/animalia-deck.schema.json holds it."""
    return json.dumps(animalia_deck_schema(), indent=2, ensure_ascii=False) + "\n"
