"""The print data of maps/print/: paper and card sizes, the game's pieces."""

from __future__ import annotations

from functools import lru_cache

from fauna_cards.checks.printing import check_components, check_paper
from fauna_cards.errors import IOTrouble
from fauna_cards.load.documents import display_path, load_checked
from fauna_cards.model.printing import CardSize, Components, Paper, PaperFile
from fauna_cards.resources import print_data_dir


@lru_cache(maxsize=None)
def paper_file() -> PaperFile:
    path = print_data_dir() / "paper.yaml"
    return load_checked(path, display_path(path), PaperFile, check_paper)


@lru_cache(maxsize=None)
def components() -> Components:
    path = print_data_dir() / "components.yaml"
    return load_checked(path, display_path(path), Components, check_components)


def paper_named(name: str) -> Paper:
    """A paper by id; IOTrouble naming the choices if there is none."""
    return _named(paper_file().papers, name, "paper")


def card_size_named(name: str) -> CardSize:
    return _named(paper_file().cards, name, "card size")


def _named(items, name: str, what: str):  # type: ignore[no-untyped-def]
    for item in items:
        if item.id == name:
            return item
    raise IOTrouble(f"unknown {what} {name!r}; choose one of: {', '.join(item.id for item in items)}")
