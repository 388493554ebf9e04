"""Building blocks shared by every file format: strict models, ids, and custom errors."""

from __future__ import annotations

from typing import Annotated, Any, Callable, Optional, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

ID_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
LANGUAGE_PATTERN = r"^[a-z]{2,3}(?:-[A-Z]{2})?$"


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
        raise ValueError("empty")  # said as "<field> is empty": leave the key out instead
    return value


def _without_null(schema: dict[str, Any]) -> None:
    """The format has no nulls: a field that may be left out is, in the schema, its type."""
    options = [option for option in schema.pop("anyOf", []) if option != {"type": "null"}]
    if len(options) == 1:
        schema.update(options[0])
    elif options:
        schema["anyOf"] = options


T = TypeVar("T")
# A field that may be left out (its default is None), but not written and left empty.
Omittable = Annotated[Optional[T], AfterValidator(_given), Field(json_schema_extra=_without_null)]
