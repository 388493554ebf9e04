"""The rulebook's deck as card facts, for every ANIMALIA engine test, and the facts' own rules.

Other test files import `rulebook_cards` and `card` from here.
"""

from __future__ import annotations

import pytest

from fauna_cards.games.animalia.engine.facts import (
    RULEBOOK_FAMILIES,
    CardFacts,
    families_of,
    in_play,
    index_cards,
)

ELEGANCE = {"champion": 3, "dandy": 2, "mangy": -1}
ROLES = ("champion", "dandy", "cutie", "mangy", "thief", "spy", "prankster")
POWER_ROLES = ("thief", "spy", "prankster")


def rulebook_cards() -> dict[str, CardFacts]:
    """The 36 cards: seven roles in five families, and the owl."""
    cards = [CardFacts(f"{family}-{role}", family, ELEGANCE.get(role, 0),
                       role if role in POWER_ROLES else None, False, small_table_out=role == "cutie")
             for family in RULEBOOK_FAMILIES for role in ROLES]
    cards.append(CardFacts("owl", None, 0, None, True))
    return index_cards(cards)


CARDS = rulebook_cards()


def card(card_id: str) -> CardFacts:
    return CARDS[card_id]


def cards(*ids: str) -> list[CardFacts]:
    return [CARDS[i] for i in ids]


def test_the_deck_has_36_cards_and_31_at_a_small_table() -> None:
    assert len(CARDS) == 36
    assert len(in_play(CARDS, 4)) == 31
    assert len(in_play(CARDS, 5)) == 36
    assert not any(c.id.endswith("-cutie") for c in in_play(CARDS, 2).values())


def test_families_come_in_the_rulebook_order() -> None:
    assert families_of(CARDS) == RULEBOOK_FAMILIES


def test_a_repeated_id_is_refused() -> None:
    with pytest.raises(ValueError, match="owl"):
        index_cards([card("owl"), card("owl")])
