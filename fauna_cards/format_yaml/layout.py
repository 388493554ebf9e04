"""The canonical layout of the files `fauna fmt` formats, as data: the order of the fields,
which fields are written in flow style (`[a, b]`, `{k: v}`) and which in block style (one
entry a line), and which hold free text. docs/authoring.md ("Formatting") states these rules.

The orders are the documented ones (docs/format.md); the styles are those of the bundled deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, get_args, get_origin

from pydantic import BaseModel

from fauna_cards.model.record import MEASURE_NAMES, MEASURE_QUANTITY
from fauna_cards.model.units import Quantity


@dataclass(frozen=True)
class Layout:
    """How one kind of file is laid out."""

    order: tuple[str, ...]  # top-level fields; unknown fields follow, as authored
    nested_order: dict[str, tuple[str, ...]] = field(default_factory=dict)  # a mapping field's keys
    item_order: dict[str, tuple[str, ...]] = field(default_factory=dict)  # the keys of a list field's mappings
    flow: frozenset[str] = frozenset()  # written on one line: [a, b] or {k: v}
    block: frozenset[str] = frozenset()  # one entry a line
    flow_items: frozenset[str] = frozenset()  # a block list whose items are flow ([front, back])
    free_text: frozenset[str] = frozenset()  # text in double quotes, it or each of its items
    measures: dict[str, Quantity] = field(default_factory=dict)  # fields of `measures`, by quantity
    plain_quoting: bool = True  # quotes only where YAML needs them (else kept as authored)


RECORD = Layout(
    order=("id", "name", "scientific_name", "class", "classification", "difficulty", "areas", "area_count",
           "measures", "sources", "sex", "illustration", "illustration_fit", "names", "notes"),
    nested_order={"classification": ("order", "family"), "measures": MEASURE_NAMES},
    flow=frozenset({"classification", "areas", "names"}),
    block=frozenset({"measures", "sources"}),
    free_text=frozenset({"sources", "notes"}),
    measures=dict(MEASURE_QUANTITY),
)

MANIFEST = Layout(
    order=("title", "version", "language", "description", "translations", "boards", "sources_per_record",
           "illustration_fit", "game", "credits", "cards"),
    flow=frozenset({"boards", "translations"}),
    block=frozenset({"cards", "credits"}),  # a credit a line: they are long
    flow_items=frozenset({"cards"}),
    free_text=frozenset({"version"}),  # always quoted, as format.md asks: YAML reads 1.0 as a number
)


@cache  # a walk formats many decks of the same game
def model_layout(model: type[BaseModel]) -> Layout:
    """The layout of a card game's deck.yaml, read from its model: the fields in the model's
    order, and the keys of each mapping field (`medals`) and of each item of a list of mappings
    (`families`, `cards`, `powers`) in the order of their own models. Styles and quotes stay as
    written: such a deck has no house style beyond its order."""
    nested, items = {}, {}
    for name, info in model.model_fields.items():
        key = info.alias or name
        if _is_model(info.annotation):
            nested[key] = _field_order(info.annotation)
        elif get_origin(info.annotation) is list and _is_model(get_args(info.annotation)[0]):
            items[key] = _field_order(get_args(info.annotation)[0])
    return Layout(order=_field_order(model), nested_order=nested, item_order=items, plain_quoting=False)


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _field_order(model: type[BaseModel]) -> tuple[str, ...]:
    return tuple(info.alias or name for name, info in model.model_fields.items())


# A measure written as a mapping: its keys in this order, on one line.
MEASURE_MAPPING_ORDER = ("min", "max", "value", "unit")
