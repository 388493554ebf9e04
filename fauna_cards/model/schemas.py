"""JSON Schemas generated from the models: the published contract of every file format.

The output keeps to draft-07 keywords (definitions, not $defs) so that editors and older
validators read it; area ids are listed as an enum so that editors complete them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from fauna_cards.model.board import Board
from fauna_cards.model.game import GameFile
from fauna_cards.model.geography import AreasFile, RegionsFile
from fauna_cards.model.printing import Components, PaperFile
from fauna_cards.model.record import AnimalRecord, DeckManifest

DRAFT_07 = "http://json-schema.org/draft-07/schema#"

SCHEMA_MODELS: dict[str, tuple[type[BaseModel], str]] = {
    "animal": (AnimalRecord, "An animal record of a FAUNA deck: one side of a card."),
    "deck": (DeckManifest, "deck.yaml: a deck's title, version, language and cards."),
    "board": (Board, "A FAUNA or KOMPAKT board: its scales and which measure uses which."),
    "areas": (AreasFile, "The areas of a world map, their neighbours and KOMPAKT regions."),
    "regions": (RegionsFile, "The KOMPAKT regions."),
    "game": (GameFile, "A FAUNA or KOMPAKT game: players, board, and every round's moves."),
    "paper": (PaperFile, "The paper sheets and card sizes that printing offers."),
    "components": (Components, "The game's pieces and the printed board's size, for printing."),
}


def build_schema(name: str, area_ids: Sequence[str]) -> dict[str, Any]:
    model, description = SCHEMA_MODELS[name]
    generated = model.model_json_schema(by_alias=True, ref_template="#/definitions/{model}")
    generated = _without_null_defaults(generated)
    schema: dict[str, Any] = {"$schema": DRAFT_07, "$id": f"{name}.schema.json"}
    schema.update(generated)
    schema["description"] = description
    if "$defs" in schema:
        schema["definitions"] = schema.pop("$defs")
    if name == "animal":
        schema["properties"]["areas"]["items"]["enum"] = list(area_ids)
    return schema


def schema_text(name: str, area_ids: Sequence[str]) -> str:
    return json.dumps(build_schema(name, area_ids), indent=2, ensure_ascii=False) + "\n"


def _without_null_defaults(node: Any) -> Any:
    """Optional fields carry `default: null` in pydantic's output; the format has no nulls."""
    if isinstance(node, dict):
        return {k: _without_null_defaults(v) for k, v in node.items() if not (k == "default" and v is None)}
    if isinstance(node, list):
        return [_without_null_defaults(v) for v in node]
    return node
