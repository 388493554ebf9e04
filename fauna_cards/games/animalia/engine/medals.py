"""Phase 3 of a season: the medals one collection of five cards earns.

A family seen two to five times earns that many of its medals; a lone animal earns none.
Five animals of five different families earn one medal each instead. The joker (the owl)
counts as one family of its owner's choice. Bonus cards may cover cards of the collection,
each card exactly one, and count in their place.

`harvests` lists every distinct result of those choices, best first:

1. most medals;
2. then fewest bonus cards used, because a bonus card not used is kept for a later season;
3. then the largest single family of medals, because the end of the game rewards groups of
   identical medals (the "5" medal) and breaks ties by the largest family;
4. then more medals of the families earlier in the deck's family order (cats, horses, dogs,
   rabbits, parrots), only to make the order reproducible.

Two options are the same result when they earn the same medals with the same bonus cards;
which card a bonus card covers, or which family a joker stood for, is then one of the
equivalent ways to get it, and the first one found is kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from fauna_cards.games.animalia.engine.facts import COLLECTION_SIZE, CardFacts

SMALLEST_GROUP = 2  # a pair is the smallest group that earns medals


@dataclass(frozen=True)
class Harvest:
    """One way to harvest a collection's medals."""

    medals: tuple[tuple[str, int], ...]  # (family, medals), in family order, families earning some
    five_families: bool  # earned by the exception for five different families
    covers: tuple[tuple[str, str], ...]  # (bonus card, the card it covers)
    joker_families: tuple[tuple[str, str], ...]  # (joker card, the family it stands for)
    cards: tuple[str, ...]  # the collection as scored: covered cards replaced by their bonus card

    @property
    def total(self) -> int:
        return sum(count for _, count in self.medals)

    @property
    def by_family(self) -> dict[str, int]:
        return dict(self.medals)

    @property
    def largest_family(self) -> int:
        return max((count for _, count in self.medals), default=0)

    @property
    def bonus_used(self) -> tuple[str, ...]:
        return tuple(bonus for bonus, _ in self.covers)


def count_medals(cards: Sequence[CardFacts], joker_families: Sequence[str],
                 families: Sequence[str]) -> tuple[tuple[tuple[str, int], ...], bool]:
    """The medals of `cards` when the jokers stand for `joker_families` (one per joker, in
    order); returns (medals per family in family order, whether five families earned them)."""
    jokers = iter(joker_families)
    seen = Counter(card.family if card.family is not None else next(jokers) for card in cards)
    if len(cards) == COLLECTION_SIZE and len(seen) == COLLECTION_SIZE:
        earned = {family: 1 for family in seen}
        five_families = True
    else:
        earned = {family: count for family, count in seen.items() if count >= SMALLEST_GROUP}
        five_families = False
    order = list(families) + sorted(set(earned) - set(families))
    return tuple((family, earned[family]) for family in order if family in earned), five_families


def _cover_choices(bonus_count: int, slots: int) -> Iterator[tuple[int | None, ...]]:
    """For each bonus card, the slot it covers or None; no slot covered twice. Fewer covers
    come first, so the first option found for a result uses the fewest bonus cards."""
    choices = [c for c in product([None, *range(slots)], repeat=bonus_count)
               if len([s for s in c if s is not None]) == len({s for s in c if s is not None})]
    yield from sorted(choices, key=lambda c: sum(s is not None for s in c))


def harvests(collection: Sequence[CardFacts], bonus: Sequence[CardFacts] = (),
             families: Sequence[str] = ()) -> list[Harvest]:
    """Every distinct medal result of `collection` with any use of the `bonus` cards, best
    first (see the module's ranking). `families` is the deck's family order; the jokers
    choose among them."""
    families = tuple(families) or tuple(dict.fromkeys(
        card.family for card in [*collection, *bonus] if card.family is not None))
    found: dict[tuple[object, ...], Harvest] = {}
    for choice in _cover_choices(len(bonus), len(collection)):
        scored = list(collection)
        covers = []
        for bonus_card, slot in zip(bonus, choice):
            if slot is not None:
                covers.append((bonus_card.id, collection[slot].id))
                scored[slot] = bonus_card
        jokers = [card.id for card in scored if card.family is None]
        for stand_ins in product(families, repeat=len(jokers)):
            medals, five = count_medals(scored, stand_ins, families)
            key = (medals, tuple(sorted(bonus_id for bonus_id, _ in covers)))
            if key not in found:
                found[key] = Harvest(medals, five, tuple(covers), tuple(zip(jokers, stand_ins)),
                                     tuple(card.id for card in scored))
    return sorted(found.values(), key=lambda h: rank_key(h, families))


def rank_key(harvest: Harvest, families: Sequence[str]) -> tuple[object, ...]:
    """Smaller is better; the order of the module's docstring."""
    earned = harvest.by_family
    return (-harvest.total, len(harvest.covers), -harvest.largest_family,
            tuple(-earned.get(family, 0) for family in families), harvest.bonus_used)


def best_ties(options: Sequence[Harvest]) -> list[Harvest]:
    """The options a player could fairly call best: the most medals with the fewest bonus
    cards. Several of them with different medals are a real choice the tie-break made."""
    if not options:
        return []
    top = options[0]
    return [h for h in options if h.total == top.total and len(h.covers) == len(top.covers)]
