"""Whole decks to files, chosen by format name (`fauna export --format`): the spreadsheet
formats of docs/authoring.md. A format is a module of export/ with
`export(deck: DeckToExport) -> bytes`; the registry names them without importing them, so
that `--help` lists the choices without loading a format's library."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any

# name -> (the module that writes it, what it makes)
_FORMATS: dict[str, tuple[str, str]] = {
    "csv": ("sheet_csv", "one row per animal, comma-separated, UTF-8"),
    "xlsx": ("sheet_xlsx", "a workbook: the animals' sheet and the deck's settings"),
    "json": ("sheet_json", "the deck's settings and one object per animal, the same columns"),
}


@dataclass(frozen=True)
class DeckToExport:
    root: Path  # the deck folder
    records: list[tuple[Path, Any]]  # (record file, AnimalRecord), in the deck's order
    manifest: Any  # DeckManifest, or None for a folder of records


DeckFormat = Callable[[DeckToExport], bytes]


def format_names() -> tuple[str, ...]:
    return tuple(_FORMATS)


def describe_format(name: str) -> str:
    return _FORMATS[name][1]


def deck_format(name: str) -> DeckFormat:
    """The writer registered as `name` (KeyError for an unknown one: the option's choices
    come from format_names)."""
    module, _ = _FORMATS[name]
    return import_module(f"fauna_cards.export.{module}").export  # type: ignore[no-any-return]
