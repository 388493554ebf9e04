"""Writers chosen by name: each name's module in export/ (whose `export` writes) and what it
makes, so that an option lists its choices without importing the drawing libraries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class Registry:
    table: Mapping[str, tuple[str, str]]  # name -> (module in export/, what it makes)

    def names(self) -> tuple[str, ...]:
        return tuple(self.table)

    def describe(self, name: str) -> str:
        return self.table[name][1]

    def load(self, name: str) -> Any:
        """The writer registered as `name` (KeyError for an unknown one: the options' choices
        come from names())."""
        return import_module(f"fauna_cards.export.{self.table[name][0]}").export
