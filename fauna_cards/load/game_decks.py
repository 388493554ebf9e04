"""A game's own deck format (a deck.yaml whose `game:` names a game with a `deck` in its
spec, such as ANIMALIA's) from file to diagnostics: its shape, then the deck's own rules.

A deck walk meets such a deck as a deck.yaml; it hands the document here instead of reading
it as a FAUNA manifest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fauna_cards.games import get, names
from fauna_cards.games.spec import DeckSpec
from fauna_cards.load.documents import validate_partially
from fauna_cards.load.yamlio import Document, load_yaml
from fauna_cards.model.diagnostics import Diagnostic


def deck_spec_of(document: Document) -> DeckSpec | None:
    """The deck format a document's top-level `game:` names, or None: a FAUNA deck (or a
    file that names no game with a deck of its own)."""
    data: Any = document.data
    name = data.get("game") if isinstance(data, dict) else None
    if isinstance(name, str) and name in names():
        return get(name).deck
    return None


def check_game_deck(document: Document, deck: DeckSpec) -> tuple[Any | None, list[Diagnostic]]:
    """The deck if it is complete (its shape is right; rule findings may remain), and every
    diagnostic: shape problems, then the rules run on what could be read."""
    value, complete, diagnostics = validate_partially(document, deck.model)
    if value is not None:
        diagnostics = diagnostics + document.place(deck.check(value))
    return (value if complete else None), sorted(diagnostics)


def load_game_deck(path: Path, display: str | None = None) -> tuple[Any | None, list[Diagnostic]]:
    """Read and check one deck.yaml of a game with its own deck format. Raises IOTrouble when
    the file cannot be read, or is not such a deck."""
    from fauna_cards.errors import IOTrouble

    document = load_yaml(path, display or path.as_posix())
    deck = deck_spec_of(document) or deck_spec_by_schema(document)
    if deck is None:
        raise IOTrouble(f"{document.display}: not the deck of a card game (neither its `game:` nor its schema "
                         "line names one)")
    return check_game_deck(document, deck)


def deck_spec_by_schema(document: Document) -> DeckSpec | None:
    """The deck format the file's editor schema line names, for a deck whose `game:` is
    missing or wrong: its rules still apply, and its shape says what `game:` must be."""
    from fauna_cards.games import all_specs
    from fauna_cards.load.kinds import SCHEMA_LINE

    line = SCHEMA_LINE.search(document.head)
    if line is None:
        return None
    stem = line.group(1).rsplit("/", 1)[-1].removesuffix(".schema.json")
    return next((spec.deck for spec in all_specs() if spec.deck and spec.deck.schema_name == stem), None)


def checked_game_deck_in(folder: Path, game: str) -> tuple[Path, Any]:
    """The deck of `game` in `folder` (its deck.yaml, or the one in the game's bundled subfolder,
    so that the default deck/ finds deck/animalia/), checked: its folder and model. IOTrouble
    when there is none; a FaunaError (exit 1) naming the first errors when it has any."""
    from fauna_cards.errors import EXIT_FINDINGS, FaunaError, IOTrouble
    from fauna_cards.games import get

    spec = get(game).deck
    if spec is None:
        raise IOTrouble(f"{game} plays with a deck of animal records, not a deck file of its own")
    for candidate in (folder / "deck.yaml", folder / spec.bundled / "deck.yaml"):
        if candidate.is_file() and deck_spec_of(load_yaml(candidate, candidate.as_posix())) is spec:
            deck, diagnostics = load_game_deck(candidate)
            errors = [d for d in diagnostics if d.severity == "error"]
            if deck is None or errors:
                shown = "; ".join(f"{d.line}:{d.column} {d.message}" for d in errors[:3])
                raise FaunaError(f"{candidate} has errors ({shown}): `fauna validate` lists them",
                                 exit_code=EXIT_FINDINGS)
            return candidate.parent, deck
    raise IOTrouble(f"no {get(game).title} deck in {folder}: name the folder of a deck.yaml with "
                    f"`game: {game}` (the bundled one is deck/{spec.bundled})")
