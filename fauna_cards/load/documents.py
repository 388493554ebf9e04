"""One file to one checked model: parse, validate the shape, run the rules, place findings."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from fauna_cards.catalog import diagnostic
from fauna_cards.checks.schema_errors import accepted_once, findings_from
from fauna_cards.errors import EXIT_FINDINGS, FaunaError
from fauna_cards.load.yamlio import Document, load_yaml
from fauna_cards.model.common import Partial
from fauna_cards.model.diagnostics import Diagnostic, Finding
from fauna_cards.words import plural

ModelT = TypeVar("ModelT", bound=BaseModel)


class DataError(FaunaError):
    """Board data that does not pass its checks; carries the diagnostics (exit code 1)."""

    exit_code = EXIT_FINDINGS

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__(plural(len(diagnostics), "problem"))
        self.diagnostics = diagnostics


def validate_document(document: Document, model: type[ModelT]) -> tuple[ModelT | None, list[Diagnostic]]:
    """The model if the document has the model's shape, else the diagnostics saying why not.

    See validate_partially for a run that also wants the fields that were right."""
    if document.problems:
        return None, list(document.problems)
    if not isinstance(document.data, dict):
        kind = "a list" if isinstance(document.data, list) else "a single value"
        line, column = document.content_start()
        return None, [diagnostic(document.display, line, column, "not-a-mapping",
                                 f"the file holds {kind}, not a mapping of fields")]
    try:
        return model.model_validate(document.data), []
    except ValidationError as error:
        return None, accepted_once(document.place(findings_from(error, model)))


def validate_partially(
    document: Document, model: type[ModelT]
) -> tuple[ModelT | None, bool, list[Diagnostic]]:
    """Like validate_document, but when the shape is wrong, also salvage the fields that
    were right, so that the rules can still check them: a file's every problem in one run.

    Returns (model or salvaged model, whether it is complete, diagnostics). A salvaged model
    is of the model's Partial type (model.common.Partial) and lacks the attributes of the
    fields that failed.
    """
    if document.problems or not isinstance(document.data, dict):
        value, diagnostics = validate_document(document, model)
        return value, value is not None, diagnostics
    try:
        return model.model_validate(document.data), True, []
    except ValidationError as error:
        locs = [tuple(detail["loc"]) for detail in error.errors(include_url=False)]
        diagnostics = accepted_once(document.place(findings_from(error, model)))
        return _salvage(model, document.data, locs), False, diagnostics


def _salvage(model: type[ModelT], data: dict[Any, Any], error_locs: list[tuple[Any, ...]]) -> ModelT:
    values: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        key = field.alias or name
        if key not in data:
            continue
        inner_locs = [loc[1:] for loc in error_locs if loc and loc[0] == key]
        if not inner_locs:
            # This field passed in the full validation; alone it passes again.
            values[name] = _field_adapter(model, name).validate_python(data[key])
        elif all(inner_locs) and isinstance(field.annotation, type) and issubclass(field.annotation, BaseModel) \
                and isinstance(data[key], dict):
            values[name] = _salvage(field.annotation, data[key], inner_locs)
    return partial_type(model).model_construct(**values)


@lru_cache(maxsize=None)
def partial_type(model: type[ModelT]) -> type[ModelT]:
    """The type of a salvaged `model`: its own (model.record.PartialRecord) where the model
    declares one, else one made here."""
    for subclass in model.__subclasses__():
        if issubclass(subclass, Partial):
            return subclass
    return type(f"Partial{model.__name__}", (Partial, model), {"__doc__": Partial.__doc__, "__module__": model.__module__})


@lru_cache(maxsize=None)
def _field_adapter(model: type[BaseModel], name: str) -> TypeAdapter[Any]:
    field = model.model_fields[name]
    # The constraints without the field-level settings (alias, description) a lone
    # adapter has no use for.
    if not field.metadata:
        return TypeAdapter(field.annotation)
    return TypeAdapter(Annotated[(field.annotation, *field.metadata)])  # type: ignore[misc]


def load_checked(
    path: Path,
    display: str,
    model: type[ModelT],
    rules: Callable[[ModelT], list[Finding]] | None = None,
) -> ModelT:
    """Load a data file that must be right (board data); raise DataError if it is not."""
    document = load_yaml(path, display)
    value, diagnostics = validate_document(document, model)
    if value is not None and rules is not None:
        diagnostics = document.place(rules(value))
    if value is None or any(d.severity == "error" for d in diagnostics):
        raise DataError(sorted(diagnostics))
    return value


def display_path(path: Path) -> str:
    """A path as users should see it: relative to the working directory where it can be."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()
