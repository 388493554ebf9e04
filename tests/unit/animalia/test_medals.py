"""Medals of one collection: the rulebook's examples and the ranking of the options."""

from __future__ import annotations

from unit.animalia.test_facts import cards

from fauna_cards.games.animalia.engine.facts import RULEBOOK_FAMILIES
from fauna_cards.games.animalia.engine.medals import best_ties, harvests


def results(collection: list[str], bonus: tuple[str, ...] = ()) -> list[dict[str, int]]:
    return [h.by_family for h in harvests(cards(*collection), cards(*bonus), RULEBOOK_FAMILIES)]


def test_five_families_earn_one_medal_each() -> None:
    # Luana's collection: one animal of every family
    options = harvests(cards("cats-spy", "horses-dandy", "dogs-mangy", "rabbits-thief", "parrots-champion"),
                       families=RULEBOOK_FAMILIES)
    assert [h.by_family for h in options] == [dict.fromkeys(RULEBOOK_FAMILIES, 1)]
    assert options[0].five_families


def test_lone_animals_earn_nothing_and_groups_earn_their_size() -> None:
    assert results(["dogs-spy", "dogs-thief", "dogs-mangy", "cats-spy", "horses-spy"]) == [{"dogs": 3}]
    assert results(["dogs-spy", "dogs-thief", "cats-mangy", "cats-spy", "horses-spy"]) == [{"cats": 2, "dogs": 2}]
    assert results(["dogs-spy", "dogs-thief", "dogs-mangy", "dogs-dandy", "dogs-champion"]) == [{"dogs": 5}]


def test_owl_with_three_dogs_and_a_rabbit() -> None:
    # Fanny: four dogs, or three dogs and two rabbits; the second is worth more
    options = results(["owl", "dogs-spy", "dogs-thief", "dogs-mangy", "rabbits-dandy"])
    assert {"dogs": 4} in options
    assert options[0] == {"dogs": 3, "rabbits": 2}


def test_owl_with_four_families() -> None:
    # Maël: one medal of each family (the owl is the fifth), or a pair of any of the four
    options = harvests(cards("owl", "dogs-spy", "cats-thief", "horses-mangy", "rabbits-dandy"),
                       families=RULEBOOK_FAMILIES)
    assert options[0].by_family == dict.fromkeys(RULEBOOK_FAMILIES, 1)
    assert options[0].joker_families == (("owl", "parrots"),)
    pairs = [h.by_family for h in options[1:]]
    assert sorted(pairs, key=str) == sorted([{f: 2} for f in ("cats", "horses", "dogs", "rabbits")], key=str)


def test_two_cat_bonus_cards_cover_a_parrot_and_a_horse() -> None:
    # Noémi: two dog medals become three cats and two dogs
    collection = ["dogs-champion", "dogs-mangy", "cats-dandy", "parrots-spy", "horses-thief"]
    bonus = ("cats-champion", "cats-cutie")
    assert results(collection) == [{"dogs": 2}]
    best = harvests(cards(*collection), cards(*bonus), RULEBOOK_FAMILIES)[0]
    assert best.by_family == {"cats": 3, "dogs": 2}
    assert sorted(covered for _, covered in best.covers) == ["horses-thief", "parrots-spy"]
    assert sorted(best.cards) == sorted(["dogs-champion", "dogs-mangy", "cats-dandy", *bonus])


def test_a_bonus_card_not_needed_is_kept() -> None:
    # a cat bonus card adds nothing to five dogs: the best result uses none
    best = harvests(cards("dogs-spy", "dogs-thief", "dogs-mangy", "dogs-dandy", "dogs-champion"),
                    cards("cats-dandy"), RULEBOOK_FAMILIES)[0]
    assert best.by_family == {"dogs": 5}
    assert best.covers == ()


def test_same_medals_with_fewer_bonus_cards_rank_first() -> None:
    options = harvests(cards("dogs-spy", "dogs-thief", "cats-mangy", "horses-dandy", "rabbits-champion"),
                       cards("cats-dandy", "cats-spy"), RULEBOOK_FAMILIES)
    ranked = [(h.total, len(h.covers)) for h in options]
    assert ranked == sorted(ranked, key=lambda r: (-r[0], r[1]))
    assert options[0].by_family == {"cats": 3, "dogs": 2}


def test_a_real_choice_is_reported_as_a_tie() -> None:
    # owl, two dogs, two cats: three dogs and two cats, or two dogs and three cats
    options = harvests(cards("owl", "dogs-spy", "dogs-thief", "cats-mangy", "cats-dandy"),
                       families=RULEBOOK_FAMILIES)
    tied = best_ties(options)
    assert [h.by_family for h in tied] == [{"cats": 3, "dogs": 2}, {"cats": 2, "dogs": 3}]


def test_the_owl_as_a_bonus_card() -> None:
    best = harvests(cards("dogs-spy", "dogs-thief", "dogs-mangy", "cats-dandy", "horses-spy"),
                    cards("owl"), RULEBOOK_FAMILIES)[0]
    # the owl covers the horse and joins the cat: three dogs and two cats
    assert best.by_family == {"cats": 2, "dogs": 3}
    assert best.covers == (("owl", "horses-spy"),)
    assert best.joker_families == (("owl", "cats"),)
