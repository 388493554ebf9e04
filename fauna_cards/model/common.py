"""Building blocks shared by every file format: strict models, ids, and custom errors."""

from __future__ import annotations

from typing import Annotated, Any, Callable, Optional, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, GetJsonSchemaHandler, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from fauna_cards.model.literals import ID_PATTERN, LANGUAGE_PATTERN  # noqa: F401 - imported from here too


class StrictModel(BaseModel):
    """Unknown keys are errors: a typo must never pass silently."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


Id = Annotated[
    str,
    Field(
        pattern=ID_PATTERN,
        description="Lower-case letters and digits in words joined by single hyphens.",
        examples=["grevys-zebra"],
    ),
]
Text = Annotated[str, Field(min_length=1)]
LanguageCode = Annotated[
    str,
    Field(pattern=LANGUAGE_PATTERN, description="An ISO 639 language code, e.g. en, de, es, pt-BR."),
]


def type_name(value: Any) -> str:
    """What a YAML value is, in words: 'a list', 'text', 'a number'."""
    import datetime

    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, datetime.datetime):
        return "a date and time"
    if isinstance(value, datetime.date):
        return "a date"
    names = {dict: "a mapping", list: "a list", str: "text", int: "a number", float: "a number",
             type(None): "empty"}
    return names.get(type(value), f"a {type(value).__name__}")


def custom_error(code: str, message: str, hint: str | None = None) -> PydanticCustomError:
    """A pydantic error whose type is our rule code; the message travels as context so that
    braces in it are never taken for format fields."""
    context: dict[str, Any] = {"message": message}
    if hint:
        context["hint"] = hint
    return PydanticCustomError(code, "{message}", context)


def parsed_field(
    parse: Callable[[Any], Any], json_schema: dict[str, Any]
) -> tuple[PlainValidator, WithJsonSchema]:
    """Metadata for a field that our own parser reads and that publishes `json_schema`.

    The parser gives each failure its own rule code; the schema states the same contract for
    editors and third-party validators.
    """
    return PlainValidator(parse), WithJsonSchema(json_schema)


def _given(value: Any) -> Any:
    if value is None:
        raise PydanticCustomError("empty", "the key is given without a value")
    return value


class _NoNull:
    """The JSON Schema of an optional value is its value's: the formats have no nulls."""

    def __get_pydantic_json_schema__(self, schema: Any, handler: GetJsonSchemaHandler) -> Any:
        return handler(_without_null(schema))


def _without_null(schema: Any) -> Any:
    """The core schema with its nullable step left out (validators around it kept)."""
    if schema.get("type") == "nullable":
        return schema["schema"]
    if "schema" in schema and str(schema.get("type", "")).startswith("function-"):
        return {**schema, "schema": _without_null(schema["schema"])}
    return schema


T = TypeVar("T")

# An optional field: absent in a file, None in the model. A key written without a value
# (`notes:`) is still an error, as it is for a required field.
Maybe = Annotated[Optional[T], _NoNull(), BeforeValidator(_given)]


class Partial:
    """A model salvaged from a document that failed validation: only the fields that passed
    are set, the others are absent attributes (`hasattr` tells). The checks still check what
    is there, so that one run finds a file's every problem; nothing shows or prints it."""
