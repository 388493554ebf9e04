"""Pydantic's validation errors as findings with our rule codes, messages and hints."""

from __future__ import annotations

import typing
from typing import Any

from pydantic import BaseModel, ValidationError

from fauna_cards.suggest import did_you_mean, slugify
from fauna_cards.model.board import BOUNDARY_PATTERN
from fauna_cards.model.common import ID_PATTERN, LANGUAGE_PATTERN
from fauna_cards.model.diagnostics import Finding, Location

# Error types that our own parsers raise: the type is already the rule code.
_OWN_CODES = frozenset(
    {"measure-syntax", "unit-kind", "non-positive", "measure-too-large", "min-above-max", "bad-turn"}
)


_PATTERN_HINTS = {
    LANGUAGE_PATTERN: "an ISO 639 language code such as en, de or pt-BR",
    BOUNDARY_PATTERN: "one amount with its unit, such as '500 kg', '1 ton' or '70 cm'",
}


def findings_from(error: ValidationError, model: type[BaseModel]) -> list[Finding]:
    return [_finding(detail, model) for detail in error.errors(include_url=False)]


def _finding(detail: dict[str, Any], model: type[BaseModel]) -> Finding:
    loc: Location = tuple(detail["loc"])
    kind = detail["type"]
    context = detail.get("ctx") or {}
    value = detail.get("input")
    field = _field_name(loc)

    if kind in _OWN_CODES:
        return Finding(loc, kind, context.get("message", detail["msg"]), hint=context.get("hint"))
    if loc and loc[-1] == "[key]":  # pydantic's marker for a mapping key that failed
        parent = _field_name(loc[:-2])
        hint = _PATTERN_HINTS.get(str(context.get("pattern")))
        return Finding(loc[:-1], "invalid-value", f"{loc[-2]!r} is not a valid key of {parent}", hint=hint, at_key=True)
    if value is None and kind not in ("missing",):
        return Finding(loc, "invalid-value", f"{field} is empty", hint="give it a value, or leave the key out")
    if kind == "extra_forbidden":
        accepted = accepted_keys(model, loc[:-1])
        hints = [did_you_mean(str(loc[-1]), accepted)] if accepted else []
        if accepted:
            hints.append("accepted: " + ", ".join(accepted))
        return Finding(
            loc, "unknown-field", f"unknown field {loc[-1]!r}",
            hint="; ".join(h for h in hints if h) or None, at_key=True,
        )
    if kind == "missing":
        accepted = accepted_keys(model, loc[:-1])
        return Finding(
            loc, "missing-field", f"missing required field {loc[-1]!r}",
            hint=("accepted: " + ", ".join(accepted)) if accepted else None,
        )
    if kind == "string_pattern_mismatch" and context.get("pattern") == ID_PATTERN:
        suggestion = slugify(str(value))
        return Finding(
            loc, "bad-id", f"{value!r} is not a valid id",
            hint="ids are lower-case letters and digits in words joined by single hyphens"
            + (f", e.g. {suggestion!r}" if suggestion else ""),
        )
    if kind == "string_pattern_mismatch":
        hint = _PATTERN_HINTS.get(str(context.get("pattern")), "see the schema for the expected form")
        return Finding(loc, "invalid-value", f"{_short(value)} is not a valid {field}", hint=hint)
    if kind == "literal_error":
        expected = str(context.get("expected", ""))
        choices = [choice.strip(" '") for choice in expected.replace(" or ", ", ").split(",")]
        hint = did_you_mean(str(value), choices) if isinstance(value, str) else None
        return Finding(
            loc, "invalid-value", f"{_short(value)} is not a valid {field}",
            hint="; ".join(h for h in (hint, f"one of: {', '.join(choices)}") if h),
        )
    if kind in ("too_short", "too_long") and isinstance(value, (list, dict)):
        return Finding(loc, "invalid-value", f"{field}: {detail['msg'].lower()}")
    if kind in ("model_type", "dict_type"):
        return Finding(loc, "invalid-value", f"{field} must be a mapping, not {_type_name(value)}")
    if kind == "list_type":
        return Finding(loc, "invalid-value", f"{field} must be a list, not {_type_name(value)}")
    if kind.startswith(("string_type", "int_type", "bool_type")):
        wanted = {"string_type": "text", "int_type": "a whole number", "bool_type": "true or false"}
        hint = "quote it: YAML reads this as a number or date" if kind == "string_type" and not isinstance(value, (dict, list)) else None
        shown = "" if isinstance(value, (dict, list)) else f" ({value})"
        return Finding(
            loc, "invalid-value", f"{field} must be {wanted.get(kind, kind)}, not {_type_name(value)}{shown}", hint=hint,
        )
    return Finding(loc, "invalid-value", f"{field}: {detail['msg']} (got {_short(value)})")


def _field_name(loc: Location) -> str:
    names = [str(step) for step in loc if isinstance(step, str)]
    return ".".join(names) if names else "the document"


def _type_name(value: Any) -> str:
    import datetime

    names = {dict: "a mapping", list: "a list", str: "text", bool: "a boolean", int: "a number",
             float: "a number", datetime.date: "a date", datetime.datetime: "a date and time"}
    return names.get(type(value), type(value).__name__)


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def accepted_keys(model: type[BaseModel], loc: Location) -> list[str]:
    """The keys a mapping at `loc` accepts, by walking the model's types along the path."""
    current: Any = model
    for step in loc:
        current = _unwrap(current)
        if isinstance(current, type) and issubclass(current, BaseModel):
            field = next(
                (f for name, f in current.model_fields.items() if (f.alias or name) == step), None
            )
            if field is None:
                return []
            current = field.annotation
            continue
        args = typing.get_args(current)
        origin = typing.get_origin(current)
        if origin in (list, tuple) and args:
            current = args[0]
        elif origin is dict and len(args) == 2:
            current = args[1]
        else:
            return []
    current = _unwrap(current)
    if isinstance(current, type) and issubclass(current, BaseModel):
        return [field.alias or name for name, field in current.model_fields.items()]
    return []


def _unwrap(annotation: Any) -> Any:
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation
