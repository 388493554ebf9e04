"""Pydantic's validation errors as findings with our rule codes, messages and hints."""

from __future__ import annotations

import typing
from dataclasses import replace
from typing import Any

from pydantic import BaseModel, ValidationError

from fauna_cards.suggest import did_you_mean, slugify
from fauna_cards.model.board import BOUNDARY_PATTERN
from fauna_cards.model.common import ID_PATTERN, LANGUAGE_PATTERN, type_name
from fauna_cards.model.diagnostics import Diagnostic, Finding, Location
from fauna_cards.words import plural, quoted

# Error types that our own parsers raise: the type is already the rule code.
_OWN_CODES = frozenset(
    {"measure-syntax", "unit-kind", "non-positive", "measure-too-large", "min-above-max", "bad-turn"}
)


_PATTERN_HINTS = {
    LANGUAGE_PATTERN: "an ISO 639 language code such as en, de or pt-BR",
    BOUNDARY_PATTERN: "one amount with its unit, such as '500 kg', '1 ton' or '70 cm'",
}


ACCEPTED = "accepted: "  # the start of the hint part that lists a mapping's accepted keys


def findings_from(error: ValidationError, model: type[BaseModel]) -> list[Finding]:
    """One finding per problem, in our words. A misspelt key is one finding: the unknown key
    with its did-you-mean, not also the required field it was meant to be."""
    details = error.errors(include_url=False)
    missing = {tuple(d["loc"]) for d in details if d["type"] == "missing"}
    meant: set[tuple[Any, ...]] = set()  # required fields that a misspelt key stands for
    guesses: dict[tuple[Any, ...], str | None] = {}  # an unknown key's closest accepted key
    for detail in details:
        loc = tuple(detail["loc"])
        if detail["type"] == "extra_forbidden":
            guess = guesses[loc] = closest_key(str(loc[-1]), accepted_keys(model, loc[:-1]))
            if guess is not None and (*loc[:-1], guess) in missing:
                meant.add((*loc[:-1], guess))
    findings = []
    for detail in details:
        if detail["type"] == "missing" and tuple(detail["loc"]) in meant:
            continue
        findings.append(_finding(detail, model, meant, guesses))
    return findings


def accepted_once(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """The same list of accepted keys once per file: on its first diagnostic in file order,
    left out of the hints of the others."""
    shown: set[tuple[str, str]] = set()
    result = []
    for diagnostic in sorted(diagnostics):
        hint = diagnostic.hint
        if hint is not None and ACCEPTED in hint:
            before, _, accepted = hint.rpartition(ACCEPTED)
            if (diagnostic.file, accepted) in shown:
                hint = before.removesuffix("; ") or None
                diagnostic = replace(diagnostic, hint=hint)
            shown.add((diagnostic.file, accepted))
        result.append(diagnostic)
    return result


def closest_key(key: str, accepted: list[str]) -> str | None:
    suggestion = did_you_mean(key, accepted)
    return suggestion.split("'")[1] if suggestion else None


def _finding(detail: dict[str, Any], model: type[BaseModel], meant: set[tuple[Any, ...]],
             guesses: dict[tuple[Any, ...], str | None]) -> Finding:
    loc: Location = tuple(detail["loc"])
    kind = detail["type"]
    context = detail.get("ctx") or {}
    value = detail.get("input")
    field = _field_name(loc)
    where = describe(loc)

    if kind in _OWN_CODES or ("-" in kind and isinstance(context.get("message"), str)):
        return Finding(loc, kind, context.get("message", detail["msg"]), hint=context.get("hint"))
    if loc and loc[-1] == "[key]":  # pydantic's marker for a mapping key that failed
        parent = _field_name(loc[:-2])
        hint = _PATTERN_HINTS.get(str(context.get("pattern")))
        return Finding(loc[:-1], "invalid-value", f"{loc[-2]!r} is not a valid key of {parent}", hint=hint, at_key=True)
    if kind == "extra_forbidden":
        accepted = accepted_keys(model, loc[:-1])
        guess = guesses[loc]
        hints = []
        if guess is not None:
            required = " (a required field)" if (*loc[:-1], guess) in meant else ""
            hints.append(f"did you mean {guess!r}?{required}")
        if accepted:
            hints.append(ACCEPTED + ", ".join(accepted))
        return Finding(loc, "unknown-field", f"unknown field {quoted(loc[-1])}", hint="; ".join(hints) or None, at_key=True)
    if value is None and kind != "missing":
        return Finding(loc, "invalid-value", f"{where} is empty", hint=_empty_hint(model, loc))
    if kind == "missing":
        accepted = accepted_keys(model, loc[:-1])
        return Finding(
            loc, "missing-field", f"missing required field {loc[-1]!r}",
            hint=(ACCEPTED + ", ".join(accepted)) if accepted else None,
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
    if kind in ("literal_error", "enum"):
        expected = str(context.get("expected", ""))
        choices = [choice.strip(" '") for choice in expected.replace(" or ", ", ").split(",")]
        if isinstance(value, (dict, list)):
            return Finding(loc, "invalid-value", f"{where} must be one of {', '.join(choices)}, not {type_name(value)}")
        hint = did_you_mean(str(value), choices) if isinstance(value, str) else None
        return Finding(
            loc, "invalid-value", f"{_short(value)} is not a valid {field}",
            hint="; ".join(h for h in (hint, f"one of: {', '.join(choices)}") if h),
        )
    if kind in ("too_short", "too_long"):
        return _length_finding(loc, kind, context, value, where)
    if kind == "string_too_short":
        return Finding(loc, "invalid-value", f"{where} is empty", hint=_empty_hint(model, loc))
    if kind == "string_too_long":
        return Finding(loc, "invalid-value",
                       f"{where} is longer than {plural(int(context.get('max_length', 0)), 'character')}",
                       hint="shorten it")
    if kind in _BOUNDS:
        word, key = _BOUNDS[kind]
        return Finding(loc, "invalid-value", f"{where} must be {word} {context.get(key)}, not {_short(value)}")
    if kind in ("model_type", "dict_type", "mapping_type", "model_attributes_type"):
        return Finding(loc, "invalid-value", f"{where} must be a mapping, not {type_name(value)}")
    if kind in ("list_type", "tuple_type", "set_type", "iterable_type"):
        return Finding(loc, "invalid-value", f"{where} must be a list, not {type_name(value)}")
    if kind in _WANTED:
        hint = "quote it: YAML reads it as a number, a date or true/false" if kind == "string_type" and not isinstance(value, (dict, list)) else None
        if kind != "string_type" and isinstance(value, str) and value.strip().lstrip("-").replace(".", "", 1).isdigit():
            hint = f"write it without quotes: {value.strip()}"
        shown = "" if isinstance(value, (dict, list, bool)) else f" ({_short(value)})"
        return Finding(loc, "invalid-value", f"{where} must be {_WANTED[kind]}, not {type_name(value)}{shown}", hint=hint)
    if kind in ("value_error", "assertion_error"):
        reason = str(context.get("error") or "").strip() or "not accepted"
        return Finding(loc, "invalid-value", f"{where}: {reason}")
    return Finding(loc, "invalid-value", f"{where}: {_short(value)} is not accepted here",
                   hint="see the schema for what this field takes")


# pydantic's error types for values of the wrong kind, and what the field wants instead.
_WANTED = {
    "string_type": "text", "string_sub_type": "text", "string_unicode": "text",
    "int_type": "a whole number", "int_parsing": "a whole number", "int_from_float": "a whole number",
    "int_parsing_size": "a whole number of at most 18 digits",
    "float_type": "a number", "float_parsing": "a number", "finite_number": "a finite number",
    "bool_type": "true or false", "bool_parsing": "true or false",
}
_BOUNDS = {
    "greater_than": ("greater than", "gt"), "greater_than_equal": ("at least", "ge"),
    "less_than": ("less than", "lt"), "less_than_equal": ("at most", "le"),
}


def _length_finding(loc: Location, kind: str, context: dict[str, Any], value: Any, where: str) -> Finding:
    """A list or mapping with too few or too many items, said as its items are called."""
    actual = int(context.get("actual_length", len(value) if isinstance(value, (list, dict)) else 0))
    item = "entry" if isinstance(value, dict) else "item"
    items = "entries" if item == "entry" else None
    hint = "a card is a pair: [front id, back id]" if loc[:1] == ("cards",) and len(loc) == 2 else None
    if kind == "too_short":
        least = int(context.get("min_length", 1))
        if actual == 0:
            return Finding(loc, "invalid-value", f"{where} is empty",
                           hint=hint or f"give at least {plural(least, item, items)}")
        return Finding(loc, "invalid-value",
                       f"{where} has {plural(actual, item, items)}, fewer than the {least} it needs", hint=hint)
    most = int(context.get("max_length", 0))
    return Finding(loc, "invalid-value", f"{where} has {plural(actual, item, items)}, more than the {most} it may have",
                   hint=hint)


def describe(loc: Location) -> str:
    """A place in a file in words: `measures.weight`, `cards item 2`, `the document`."""
    parts: list[str] = []
    after_name = False
    for step in loc:
        if step == "[key]":
            continue
        if isinstance(step, int):
            if after_name:
                parts[-1] += f" item {step + 1}"
            else:
                parts.append(f"item {step + 1}")
            after_name = False
        elif after_name:
            parts[-1] += f".{step}"
        else:
            parts.append(str(step))
            after_name = True
    return ", ".join(parts) or "the document"


def _field_name(loc: Location) -> str:
    names = [str(step) for step in loc if isinstance(step, str)]
    return ".".join(names) if names else "the document"


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def accepted_keys(model: type[BaseModel], loc: Location) -> list[str]:
    """The keys a mapping at `loc` accepts, by walking the model's types along the path."""
    found = _model_at(model, loc)
    return [field.alias or name for name, field in found.model_fields.items()] if found is not None else []


def _is_required(model: type[BaseModel], loc: Location) -> bool:
    """Whether the field at `loc` is one its mapping must have."""
    found = _model_at(model, loc[:-1]) if loc else None
    field = next((f for name, f in found.model_fields.items() if (f.alias or name) == loc[-1]), None) if found else None
    return field is not None and field.is_required()


def _empty_hint(model: type[BaseModel], loc: Location) -> str:
    return "a required field: give it a value" if _is_required(model, loc) else "give it a value, or leave the key out"


def _model_at(model: type[BaseModel], loc: Location) -> type[BaseModel] | None:
    """The model of the mapping at `loc`, by walking the model's types along the path."""
    current: Any = model
    for step in loc:
        current = _unwrap(current)
        if isinstance(current, type) and issubclass(current, BaseModel):
            field = next(
                (f for name, f in current.model_fields.items() if (f.alias or name) == step), None
            )
            if field is None:
                return None
            current = field.annotation
            continue
        args = typing.get_args(current)
        origin = typing.get_origin(current)
        if origin in (list, tuple) and args:
            current = args[0]
        elif origin is dict and len(args) == 2:
            current = args[1]
        else:
            return None
    current = _unwrap(current)
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _unwrap(annotation: Any) -> Any:
    while typing.get_origin(annotation) is typing.Annotated:
        annotation = typing.get_args(annotation)[0]
    return annotation
