"""`fauna medals`: every medal harvest of one ANIMALIA collection, from a checked deck."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fauna_cards.games.animalia.cards import COLLECTION_SIZE, AnimaliaDeck, card_facts
from fauna_cards.games.animalia.engine.medals import harvests
from fauna_cards.services.errors import SelectionError
from fauna_cards.suggest import did_you_mean
from fauna_cards.views.medals import MedalsView, medals_view
from fauna_cards.words import quoted

GAME = "animalia"
# Each bonus card may cover any card or none, so the ways to lay them grow about sixfold per
# card: six take a twentieth of a second, nine take seconds. Six is also the most a player at
# a table of three or more can hold: two a season, kept through three seasons.
MOST_BONUS = 6


@dataclass(frozen=True)
class MedalsOptions:
    cards: tuple[str, ...]  # the collection, 1 to 5 card ids
    bonus: tuple[str, ...]  # bonus cards that may cover cards of the collection
    deck: str | None  # a folder holding the deck.yaml, or the one above it; None: the bundled deck


def collection_medals(options: MedalsOptions) -> MedalsView:
    _check_counts(options)
    deck = _deck(options.deck)
    _check_ids(options, deck)
    cards = card_facts(deck)
    families = [family.id for family in deck.families]
    ranked = harvests([cards[c] for c in options.cards], [cards[c] for c in options.bonus], families)
    names = {family.id: family.names[deck.language] for family in deck.families}
    return medals_view(options.cards, options.bonus, names, ranked)


def _deck(path: str | None) -> AnimaliaDeck:
    from fauna_cards.load.game_decks import checked_game_deck_in
    from fauna_cards.resources import bundled_deck_dir

    folder = Path(path) if path is not None else bundled_deck_dir(GAME)
    if folder.is_file() and folder.name == "deck.yaml":  # the file named instead of its folder
        folder = folder.parent
    return checked_game_deck_in(folder, GAME)[1]


def _check_counts(options: MedalsOptions) -> None:
    """A collection larger than a table allows, more bonus cards than are worth weighing."""
    if not options.cards:
        raise SelectionError("name the cards of the collection: 1 to 5 card ids")
    if len(options.cards) > COLLECTION_SIZE:
        raise SelectionError(f"a collection holds at most {COLLECTION_SIZE} cards, not {len(options.cards)}")
    if len(options.bonus) > MOST_BONUS:
        raise SelectionError(f"at most {MOST_BONUS} bonus cards, not {len(options.bonus)}")


def _check_ids(options: MedalsOptions, deck: AnimaliaDeck) -> None:
    """An id the deck lacks (a card's name finds its id), a card named twice."""
    known = [card.id for card in deck.cards]
    names = {name.lower(): card.id for card in deck.cards for name in card.names.values()}
    for card_id in [*options.cards, *options.bonus]:
        if card_id not in known:
            hint = did_you_mean(card_id, known, names)
            raise SelectionError(f"no card {quoted(card_id)} in the deck" + (f"; {hint}" if hint else ""))
    twice = _named_twice([*options.cards, *options.bonus])
    if twice:
        raise SelectionError(f"{quoted(twice)} is named twice: the deck holds each card once")


def _named_twice(card_ids: Sequence[str]) -> str | None:
    return next((card_id for card_id, count in Counter(card_ids).items() if count > 1), None)
