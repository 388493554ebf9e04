"""What the rules need to know about a card, and nothing more.

The deck model (families, roles, names, pictures) maps each of its cards to these facts in
one function, so the rules never depend on how a deck file is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

POWERS = ("thief", "spy", "prankster")
COLLECTION_SIZE = 5
# Below this many players the cards marked `small_table_out` (the cuties) stay in the box.
FULL_DECK_FROM = 5
# The families in the order the rulebook lists them; it is also the last tie-break between
# two equally good medal harvests, so that every ranking is reproducible.
RULEBOOK_FAMILIES = ("cats", "horses", "dogs", "rabbits", "parrots")


@dataclass(frozen=True)
class CardFacts:
    id: str
    family: str | None  # None for the joker
    elegance: int  # stars less black marks: 3, 2, 0 or -1
    power: str | None  # thief, spy, prankster or None
    joker: bool
    # True for the cards a table of 2-4 players leaves in the box (the cuties); a keyword
    # with a default, so facts written without it mean a card always in play.
    small_table_out: bool = False


CardIndex = Mapping[str, CardFacts]


def index_cards(cards: Iterable[CardFacts]) -> dict[str, CardFacts]:
    """Cards by id; a repeated id is a broken deck, never a card to pick one of."""
    index: dict[str, CardFacts] = {}
    for card in cards:
        if card.id in index:
            raise ValueError(f"the card id {card.id!r} is used twice")
        index[card.id] = card
    return index


def in_play(cards: CardIndex, players: int) -> dict[str, CardFacts]:
    """The cards shuffled for a table of `players`."""
    if players >= FULL_DECK_FROM:
        return dict(cards)
    return {card_id: card for card_id, card in cards.items() if not card.small_table_out}


def families_of(cards: CardIndex) -> tuple[str, ...]:
    """The families of a deck, the rulebook's five first in their order, then any others."""
    present = {card.family for card in cards.values() if card.family is not None}
    known = [family for family in RULEBOOK_FAMILIES if family in present]
    return tuple(known + sorted(present - set(known)))
