"""The deck a table plays with: an ANIMALIA deck.yaml read, checked and turned into the card
facts the engine knows (engine/facts.py)."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.errors import FaunaError, IOTrouble
from fauna_cards.games.animalia.cards import AnimaliaDeck, elegance, family, is_joker, power
from fauna_cards.games.animalia.cards import SMALL_TABLE_LEFT_OUT
from fauna_cards.games.animalia.engine.facts import CardFacts, index_cards
from fauna_cards.load.animalia_deck import check_animalia_document, is_animalia_deck
from fauna_cards.load.yamlio import load_yaml

DECK_FILE = "deck.yaml"
# The repository keeps the FAUNA deck in deck/ and the ANIMALIA deck beside it in
# deck/animalia/: the command's default deck folder then still finds the right one.
SUBFOLDER = "animalia"


def card_facts(deck: AnimaliaDeck) -> dict[str, CardFacts]:
    """Each card of the deck as the engine sees it."""
    return index_cards(CardFacts(card.id, family(card), elegance(card), power(card), is_joker(card),
                                 small_table_out=card.role == SMALL_TABLE_LEFT_OUT)
                       for card in deck.cards)


def find_deck_file(folder: Path) -> Path:
    """The ANIMALIA deck.yaml in `folder`, or in its animalia/ subfolder."""
    for candidate in (folder / DECK_FILE, folder / SUBFOLDER / DECK_FILE):
        if candidate.is_file() and is_animalia_deck(load_yaml(candidate, candidate.as_posix())):
            return candidate
    raise IOTrouble(f"no ANIMALIA deck in {folder}: name the folder of a deck.yaml with `game: animalia`"
                    f" (the bundled one is deck/{SUBFOLDER})")


def load_table_deck(folder: Path) -> tuple[Path, dict[str, CardFacts]]:
    """The deck folder found and its cards; a deck with errors is refused with the first ones."""
    path = find_deck_file(folder)
    deck, diagnostics = check_animalia_document(load_yaml(path, path.as_posix()))
    errors = [d for d in diagnostics if d.severity == "error"]
    if deck is None or errors:
        shown = "; ".join(f"{d.line}:{d.column} {d.message}" for d in errors[:3])
        raise FaunaError(f"{path} has errors ({shown}): `fauna validate` lists them", exit_code=1)
    return path.parent, card_facts(deck)
