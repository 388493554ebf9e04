"""Where the bundled data lives: maps/ and schema/ beside the package in a checkout, inside it
in a wheel; the fonts always inside it; the sample deck only in a checkout. Every path to
bundled data is made here."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.errors import IOTrouble

PACKAGE = Path(__file__).resolve().parent


def _beside_or_inside(name: str, marker: str, what: str) -> Path:
    for candidate in (PACKAGE / name, PACKAGE.parent / name):
        if (candidate / marker).is_file():
            return candidate
    raise IOTrouble(f"the bundled {what} {'is' if what.endswith('data') else 'are'} missing "
                    f"(looked in {PACKAGE / name})")


def maps_dir() -> Path:
    """Areas, regions, boards (boards/), area shapes (geometry/) and print data (print/)."""
    return _beside_or_inside("maps", "areas.yaml", "board data")


def boards_dir() -> Path:
    return maps_dir() / "boards"


def geometry_dir() -> Path:
    return maps_dir() / "geometry"


def print_data_dir() -> Path:
    """Paper and card sizes, the game's pieces, the board's size."""
    return maps_dir() / "print"


def languages_dir() -> Path:
    """One file of printed words a language: en.yaml, de.yaml, es.yaml."""
    return maps_dir() / "languages"


def schema_dir() -> Path:
    """The JSON Schemas as generated for this version (`fauna schema --write`): schema/ beside
    the package in a checkout, inside it in a wheel, for tools that read them in place."""
    return _beside_or_inside("schema", "animal.schema.json", "schemas")


def fonts_dir() -> Path:
    """The card fonts and their coverage file: package data, found without a lookup so that
    a check of glyphs costs nothing."""
    return PACKAGE / "fonts"


def sample_deck_dir() -> Path:
    """The sample deck of a checkout (a wheel ships no deck)."""
    deck = PACKAGE.parent / "deck"
    if not (deck / "deck.yaml").is_file():
        raise IOTrouble(f"the sample deck is missing (looked in {deck}): it comes with a checkout")
    return deck


def bundled_deck_dir(name: str) -> Path:
    """A card game's bundled deck (deck/<name>/ of a checkout; inside the package in a wheel)."""
    for candidate in (PACKAGE / "deck" / name, PACKAGE.parent / "deck" / name):
        if (candidate / "deck.yaml").is_file():
            return candidate
    raise IOTrouble(f"the bundled {name} deck is missing (looked in {PACKAGE / 'deck' / name})")


STARTER_ANIMALS = ("red-fox", "red-squirrel")  # the sample deck's card that `fauna init` copies


def starter_dir() -> Path:
    """The files `fauna init` fills in: deck.yaml, README.md and the CI recipes."""
    return PACKAGE / "starter"


def starter_record(animal: str) -> Path:
    """A record of the sample deck that `fauna init` copies: deck/animals/ of a checkout, or
    the copy inside the package in a wheel (pyproject.toml's force-include)."""
    for candidate in (PACKAGE / "starter" / "animals" / f"{animal}.yaml",
                      PACKAGE.parent / "deck" / "animals" / f"{animal}.yaml"):
        if candidate.is_file():
            return candidate
    raise IOTrouble(f"the example record {animal} is missing (looked in {PACKAGE / 'starter' / 'animals'})")
