"""Whole decks to files, chosen by format name (`fauna export --format`): the spreadsheet
formats of docs/authoring.md. A format is a module of export/ with
`export(deck: DeckToExport) -> bytes`; the registry names them without importing them, so
that `--help` lists the choices without loading a format's library."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fauna_cards.export.registry import Registry

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


_REGISTRY = Registry(_FORMATS)
format_names = _REGISTRY.names
describe_format = _REGISTRY.describe


def deck_format(name: str) -> DeckFormat:
    return _REGISTRY.load(name)  # type: ignore[no-any-return]
