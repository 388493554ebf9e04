"""The elegance prize and the end of the game: the rulebook's examples and the ties."""

from __future__ import annotations

from unit.animalia.test_facts import cards

from fauna_cards.games.animalia.engine.scoring import (
    bonus_entitlement,
    elegance,
    final_score,
    supply_overruns,
)


def test_salome_collection_is_worth_7() -> None:
    assert elegance(cards("cats-champion", "dogs-mangy", "horses-champion", "rabbits-dandy", "owl")) == 7


def test_first_draws_two_and_second_one() -> None:
    assert bonus_entitlement({"a": 7, "b": 3, "c": 5}) == {"a": 2, "b": 0, "c": 1}


def test_ties_for_second_each_draw_one() -> None:
    assert bonus_entitlement({"a": 7, "b": 5, "c": 5, "d": 1}) == {"a": 2, "b": 1, "c": 1, "d": 0}


def test_ties_for_first_each_draw_one_and_nobody_is_second() -> None:
    assert bonus_entitlement({"a": 5, "b": 5, "c": 4}) == {"a": 1, "b": 1, "c": 0}
    assert bonus_entitlement({"a": 0, "b": 0}) == {"a": 1, "b": 1}


def test_two_collections_of_one_player_can_be_first_and_second() -> None:
    earned = bonus_entitlement({("a", 0): 6, ("a", 1): 4, ("b", 0): 2, ("b", 1): 1})
    assert earned == {("a", 0): 2, ("a", 1): 1, ("b", 0): 0, ("b", 1): 0}


def test_end_of_game_examples() -> None:
    final = final_score({
        "luana": {"cats": 5, "dogs": 2, "horses": 3},
        "fanny": {"rabbits": 6, "horses": 7},
        "salome": {"dogs": 11, "cats": 4},
    }, ["luana", "fanny", "salome"])
    assert final.medal_count == {"luana": 10, "fanny": 13, "salome": 15}
    assert final.prizes == {"luana": 1, "fanny": 2, "salome": 2}
    assert final.totals == {"luana": 15, "fanny": 23, "salome": 25}
    assert final.winners == ("salome",)


def test_two_players_earn_a_five_medal_per_seven() -> None:
    final = final_score({"anna": {"cats": 13}, "ben": {"dogs": 14}}, ["anna", "ben"])
    assert final.prizes == {"anna": 1, "ben": 2}
    assert final.totals == {"anna": 18, "ben": 24}


def test_a_tie_goes_to_the_largest_family_then_is_shared() -> None:
    final = final_score({"a": {"cats": 3, "dogs": 3, "horses": 2}, "b": {"cats": 4, "dogs": 4}, "c": {"cats": 2}},
                        ["a", "b", "c"])
    assert final.totals["a"] == final.totals["b"] == 8
    assert final.winners == ("b",)
    shared = final_score({"a": {"cats": 4, "dogs": 2}, "b": {"horses": 4, "dogs": 2}}, ["a", "b"])
    assert shared.winners == ("a", "b")


def test_medals_beyond_the_box_are_counted_and_reported() -> None:
    final = final_score({"a": {"dogs": 9}, "b": {"dogs": 8}}, ["a", "b", "c"])
    assert final.medal_count == {"a": 9, "b": 8, "c": 0}
    assert supply_overruns(final, ["cats", "dogs"]) == {"dogs": 17}
