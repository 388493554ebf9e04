"""Phase 1 at the table: the forced takes and passes, the powers, and random seasons."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from unit.animalia.test_facts import CARDS

from fauna_cards.games.animalia.engine.facts import in_play
from fauna_cards.games.animalia.engine.table import (
    IllegalEntry,
    Table,
    draw_bonus_cards,
    start_season,
)

PLAIN = [c for c in CARDS if CARDS[c].power is None and not CARDS[c].joker]  # no power to get in the way


def test_a_lot_that_would_overflow_must_be_passed() -> None:
    # Noémi has three cards; a lot of three reaches her: she must pass
    table = start_season(["mael", "noemi", "luana"], PLAIN[:15], CARDS)
    table.collections[("noemi", 0)] = ["x1", "x2", "x3"]
    table.lot = PLAIN[15:18]
    table.offered = 1
    assert table.legal_entries() == ["pass"]
    with pytest.raises(IllegalEntry, match="does not fit"):
        table.apply("take")


def test_a_card_back_at_a_dealer_with_four_cards_must_be_taken() -> None:
    # Maël deals with four cards; everyone passes the first card: it completes his collection
    table = start_season(["mael", "noemi", "luana"], PLAIN[:15], CARDS)
    table.collections[("mael", 0)] = PLAIN[15:19]
    table.apply("pass")
    table.apply("pass")
    table.apply("pass")
    assert table.to_decide() == "mael" and len(table.lot) == 1
    assert table.legal_entries() == ["take"]
    with pytest.raises(IllegalEntry, match="completes a collection"):
        table.apply("pass")


def test_a_lot_grows_to_three_and_then_belongs_to_the_dealer() -> None:
    table = start_season(["a", "b", "c"], PLAIN[:15], CARDS)
    for size in (1, 2, 3):
        assert len(table.lot) == size
        for _ in range(3):
            table.apply("pass")
    assert table.legal_entries() == ["take"]
    table.apply("take")
    assert len(table.collections[("a", 0)]) == 3
    assert table.to_decide() == "b" and len(table.lot) == 1


def test_complete_collections_are_skipped_and_the_last_collector_takes_one_at_a_time() -> None:
    table = start_season(["a", "b", "c"], PLAIN[:15], CARDS)
    table.collections[("b", 0)] = ["x"] * 5
    table.apply("pass")
    assert table.to_decide() == "c"
    table = start_season(["a", "b", "c"], PLAIN[:15], CARDS, dealer=1)
    table.collections[("a", 0)] = PLAIN[15:17]
    table.collections[("b", 0)] = ["cats-spy", "horses-spy", "dogs-spy", "rabbits-spy"]
    table.collections[("c", 0)] = ["x"] * 5
    table.apply("take")  # b completes; c is complete: a, the only one still collecting, deals
    assert table.to_decide() == "a"
    for _ in range(3):
        assert table.legal_entries() == ["take"]
        table.apply("take")
    assert table.season_complete()


def test_a_power_already_in_the_collection_is_activated_and_never_cascades() -> None:
    pile = ["dogs-thief", *PLAIN[:14]]
    table = start_season(["a", "b", "c"], pile, CARDS)
    table.collections[("a", 0)] = ["cats-thief"]
    table.collections[("b", 0)] = ["horses-thief", "horses-champion"]
    table.apply("take")
    assert table.to_decide() == "a"
    assert "power b horses-thief" in table.legal_entries()
    table.apply("power b horses-thief")  # a stolen thief activates nothing
    assert not table.pending
    assert table.collections[("a", 0)] == ["cats-thief", "dogs-thief", "horses-thief"]
    assert table.to_decide() == "b"


def test_two_of_a_power_in_one_lot_activate_it_and_a_power_may_be_given_up() -> None:
    table = start_season(["a", "b", "c"], ["dogs-spy", "cats-spy", *PLAIN[:13]], CARDS)
    for _ in range(3):
        table.apply("pass")
    table.apply("take")
    assert table.peek() == table.pile[:3]
    top = table.pile[:3]
    table.apply(f"power pile {top[2]} {top[1]} {top[0]}")
    assert table.lot == [top[2]]  # b deals the card a put on top
    assert table.pile[:2] == [top[1], top[0]]


def test_the_prankster_gives_a_card_and_a_robbed_player_collects_again() -> None:
    table = start_season(["a", "b", "c"], ["dogs-prankster", *PLAIN[:14]], CARDS)
    table.collections[("a", 0)] = ["cats-prankster", "dogs-mangy"]
    table.collections[("b", 0)] = ["x"] * 5
    table.apply("take")
    assert "power b dogs-mangy" not in table.legal_entries()  # b has no room
    table.apply("power c dogs-mangy")
    assert table.collections[("c", 0)] == ["dogs-mangy"]
    table.collections[("b", 0)] = ["x"] * 4  # as if robbed: b is dealt to again
    assert "b" in table.collecting()


def test_two_players_choose_a_collection_and_never_split_a_lot() -> None:
    table = start_season(["anna", "ben"], PLAIN[:25], CARDS)
    assert table.legal_entries() == ["take 1", "take 2", "pass"]
    table.apply("take 2")
    assert table.collections[("anna", 1)] and not table.collections[("anna", 0)]


def play_random_season(players: list[str], seed: int) -> Table:
    rng = random.Random(seed)
    deck = list(in_play(CARDS, len(players)))
    rng.shuffle(deck)
    table = start_season(players, deck, CARDS, dealer=rng.randrange(len(players)))
    for _ in range(2000):
        if table.season_complete():
            return table
        legal = table.legal_entries()
        assert legal, "no legal entry before the season's end"
        if not table.pending:
            room = table.room(table.to_decide() or "")
            if max(room) < len(table.lot):  # a lot that would overflow is refused
                assert legal == ["pass"]
            if table.returned:  # back at the dealer: a lot of three, or one completing a collection
                assert len(table.lot) == 3 or len(table.lot) in room
                assert "pass" not in legal
        table.apply(rng.choice(legal))
        cards = [c for cs in table.collections.values() for c in cs] + table.lot + table.pile
        assert Counter(cards) == Counter(deck), "a card was lost or doubled"
        assert all(len(cs) <= 5 for cs in table.collections.values())
    raise AssertionError("the season did not end")


@settings(max_examples=60, deadline=None)
@given(players=st.integers(min_value=2, max_value=6), seed=st.integers(min_value=0, max_value=10**9))
def test_a_random_season_ends_with_every_collection_full(players: int, seed: int) -> None:
    names = [f"p{i}" for i in range(players)]
    table = play_random_season(names, seed)
    assert all(len(cards) == 5 for cards in table.collections.values())
    placed = [c for cs in table.collections.values() for c in cs]
    assert len(placed) == len(set(placed))
    bonus = draw_bonus_cards(table)
    assert 1 <= sum(len(b) for b in bonus.values()) <= len(table.collections) + 1  # one first, all others second
