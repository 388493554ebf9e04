"""JSON Schemas generated from the models: the published contract of every file format.

The output keeps to draft-07 keywords (definitions, not $defs) so that editors and older
validators read it; area ids are listed as an enum so that editors complete them.

`examples` holds only strings: an editor offers each example as a completion, and one that
is a mapping or a list shows there as "[object Object]" or as JSON. Such examples move into
the description, written as YAML in flow style, and into a markdownDescription as a YAML
block, which the YAML language server shows on hover instead of the description.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from typing import Annotated, Union

from pydantic import BaseModel, Field, RootModel
from pydantic.json_schema import GenerateJsonSchema

from fauna_cards.games import all_specs
from fauna_cards.model.board import Board
from fauna_cards.model.game_names import games_with_boards
from fauna_cards.model.geography import AreasFile, RegionsFile
from fauna_cards.model.language import LanguageFile
from fauna_cards.model.print_services import PrintServicesFile
from fauna_cards.model.printing import Components, PaperFile
from fauna_cards.model.record import AnimalRecord, DeckManifest

DRAFT_07 = "http://json-schema.org/draft-07/schema#"


def _game_file_union() -> type[BaseModel]:
    """Every registered game's file model, one of which a game file is: its `game:` says
    which. (Reading a file picks the model by that value first: load/game_files.py.)"""
    variants = tuple(spec.game_file for spec in all_specs())
    return RootModel[Annotated[Union[variants], Field(discriminator="game")]]  # type: ignore[return-value, valid-type]


GameFile = _game_file_union()

SCHEMA_MODELS: dict[str, tuple[type[BaseModel], str]] = {
    "animal": (AnimalRecord, "An animal record of a FAUNA deck: one side of a card."),
    "deck": (DeckManifest, "deck.yaml: a deck's title, version, language and cards."),
    "board": (Board, "A FAUNA or KOMPAKT board: its scales and which measure uses which."),
    "areas": (AreasFile, "The areas of a world map, their neighbours and KOMPAKT regions."),
    "regions": (RegionsFile, "The KOMPAKT regions."),
    "game": (GameFile, "A game file: FAUNA or KOMPAKT (players, board, every round's moves) or ANIMALIA "
                       "(players, every season's collections)."),
    "paper": (PaperFile, "The paper sheets and card sizes that printing offers."),
    "components": (Components, "The game's pieces and the printed board's size, for printing."),
    "language": (LanguageFile, "A language's printed words (maps/languages/<code>.yaml)."),
    "services": (PrintServicesFile, "Print services' card products: trim, bleed, safe area and template pixels."),
    # the deck formats of the games that have one of their own
    **{spec.deck.schema_name: (spec.deck.model, spec.deck.schema_description) for spec in all_specs() if spec.deck},
}


def build_schema(name: str, area_ids: Sequence[str]) -> dict[str, Any]:
    model, description = SCHEMA_MODELS[name]
    generated = model.model_json_schema(
        by_alias=True, ref_template="#/definitions/{model}", schema_generator=_KeepExampleOrder
    )
    generated = _string_examples(_without_null_defaults(generated))
    schema: dict[str, Any] = {"$schema": DRAFT_07, "$id": f"{name}.schema.json"}
    schema.update(generated)
    schema["description"] = description
    if "$defs" in schema:
        schema["definitions"] = schema.pop("$defs")
    if name == "animal":
        schema["properties"]["areas"]["items"]["enum"] = list(area_ids)
    # the registered games, which the models look up only when they validate a name
    if name == "board":
        schema["properties"]["game"]["enum"] = list(games_with_boards())
    if name == "deck":  # a deck of animal records; the card games' decks have schemas of their own
        schema["properties"]["game"]["enum"] = list(games_with_boards())
    if "oneOf" in schema:
        _one_of_by_game(schema)
    return schema


def _one_of_by_game(schema: dict[str, Any]) -> None:
    """A game file is one of the games' files. `discriminator` is an OpenAPI keyword, not
    draft-07: each variant's `game` is a `const`, which is how an editor tells them apart.
    The top level states `game` itself, so that an editor offers it in an empty file."""
    del schema["discriminator"]
    schema.pop("title", None)
    variants = [schema["definitions"][ref["$ref"].rpartition("/")[2]] for ref in schema["oneOf"]]
    choices = [variant["properties"]["game"]["const"] for variant in variants]
    schema.update({
        "type": "object",
        "required": ["game"],
        "properties": {"game": {
            "enum": choices,
            "description": "; ".join(variant["properties"]["game"]["description"].rstrip(".") for variant in variants)
            + ".",
        }},
        "oneOf": schema.pop("oneOf"),
        "definitions": schema.pop("definitions"),
    })


def schema_text(name: str, area_ids: Sequence[str]) -> str:
    return json.dumps(build_schema(name, area_ids), indent=2, ensure_ascii=False) + "\n"


def _without_null_defaults(node: Any) -> Any:
    """Optional fields carry `default: null` in pydantic's output; the format has no nulls."""
    if isinstance(node, dict):
        return {k: _without_null_defaults(v) for k, v in node.items() if not (k == "default" and v is None)}
    if isinstance(node, list):
        return [_without_null_defaults(v) for v in node]
    return node


class _KeepExampleOrder(GenerateJsonSchema):
    """pydantic sorts every mapping of the schema by key; an example keeps the order its
    author wrote ({value, unit}, not {unit, value})."""

    def _sort_recursive(self, value: Any, parent_key: str | None = None) -> Any:
        if parent_key == "examples":
            return value
        return super()._sort_recursive(value, parent_key)


def _string_examples(node: Any) -> Any:
    """Every `examples` with strings only; a mapping or list example goes into the
    description as YAML."""
    if isinstance(node, list):
        return [_string_examples(v) for v in node]
    if not isinstance(node, dict):
        return node
    result = {k: _string_examples(v) for k, v in node.items()}
    examples = result.get("examples")
    if isinstance(examples, list):
        strings = [e for e in examples if isinstance(e, str)]
        others = [e for e in examples if not isinstance(e, str)]
        if others:
            label = "Example" if len(others) == 1 else "Examples"
            shown = "; ".join(flow_yaml(e) for e in others)
            description = result.get("description", "").rstrip()
            result["description"] = f"{description}\n{label}: {shown}" if description else f"{label}: {shown}"
            # what the YAML language server shows on hover in place of the description
            blocks = "".join(f"\n\n```yaml\n{block_yaml(e)}```" for e in others)
            result["markdownDescription"] = (f"{_markdown(description)}\n\n" if description else "") + f"{label}:{blocks}"
        if strings:
            result["examples"] = strings
        else:
            del result["examples"]
    return result


_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._'/-]*")
_NOT_PLAIN = re.compile(r"(?i)(true|false|yes|no|on|off|null|~|[-+0-9.][0-9._:eE+-]*)")


def block_yaml(value: Any) -> str:
    """`value` as YAML in block style, one entry a line."""
    return "".join(f"{line}\n" for line in _block_lines(value))


def _block_lines(value: Any) -> list[str]:
    lines: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item:
                lines.append(f"{flow_yaml(key)}:")
                lines += [f"  {line}" if isinstance(item, dict) else line for line in _block_lines(item)]
            else:
                lines.append(f"{flow_yaml(key)}: {flow_yaml(item)}")
    elif isinstance(value, list) and value:
        for item in value:
            inner = _block_lines(item) if isinstance(item, (dict, list)) and item else [flow_yaml(item)]
            lines.append(f"- {inner[0]}")
            lines += [f"  {line}" for line in inner[1:]]
    else:
        lines.append(flow_yaml(value))
    return lines


def _markdown(text: str) -> str:
    """Plain text as Markdown that shows it as it is: a new line a paragraph, and the
    characters that would format escaped."""
    escaped = re.sub(r"([\\`*_{}\[\]#+!<>|])", r"\\\1", text)
    return re.sub(r"(?<=[^\n])\n(?=[^\n])", "\n\n", escaped)


def flow_yaml(value: Any) -> str:
    """`value` as YAML in flow style, as an author would type it: {min: 3, max: 5, unit: ft}."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{flow_yaml(k)}: {flow_yaml(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow_yaml(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    text = str(value)
    if _PLAIN.fullmatch(text) and not _NOT_PLAIN.fullmatch(text) and text == text.strip():
        return text
    return json.dumps(text, ensure_ascii=False)
