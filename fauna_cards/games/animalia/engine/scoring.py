"""Phase 2 of a season (the elegance prize: bonus cards) and the end of the game (medals,
"5" medals, the winner). Phase 3, the medals of one collection, is in medals.py.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from fauna_cards.games.animalia.engine.facts import CardFacts

Key = TypeVar("Key", bound=Hashable)

FIRST_PRIZE = 2  # bonus cards for the one most elegant collection
SECOND_PRIZE = 1  # ...and for each collection second to it
SHARED_FIRST_PRIZE = 1  # for each of several collections tied first; nobody is second then
PRIZE_POINTS = 5  # a "5" medal
PRIZE_GROUP = 5  # identical medals per "5" medal...
PRIZE_GROUP_TWO_PLAYERS = 7  # ...when two players each build two collections
MEDALS_PER_FAMILY = 15  # in the box
PRIZE_MEDALS = 15  # "5" medals in the box
SEASONS = 3


def elegance(cards: Iterable[CardFacts]) -> int:
    """Stars less black marks."""
    return sum(card.elegance for card in cards)


def bonus_entitlement(elegance_by_collection: Mapping[Key, int]) -> dict[Key, int]:
    """Bonus cards each collection earns: 2 for the single most elegant, 1 for each second;
    when several share the first place, 1 each and no second place."""
    earned = dict.fromkeys(elegance_by_collection, 0)
    if not earned:
        return earned
    best = max(elegance_by_collection.values())
    first = [key for key, value in elegance_by_collection.items() if value == best]
    if len(first) > 1:
        return {key: SHARED_FIRST_PRIZE if key in first else 0 for key in earned}
    earned[first[0]] = FIRST_PRIZE
    others = [value for value in elegance_by_collection.values() if value < best]
    if others:
        second = max(others)
        for key, value in elegance_by_collection.items():
            if value == second:
                earned[key] = SECOND_PRIZE
    return earned


def prize_group(player_count: int) -> int:
    """Identical medals that earn one "5" medal."""
    return PRIZE_GROUP_TWO_PLAYERS if player_count == 2 else PRIZE_GROUP


def add_medals(*parts: Mapping[str, int]) -> dict[str, int]:
    total: dict[str, int] = {}
    for part in parts:
        for family, count in part.items():
            total[family] = total.get(family, 0) + count
    return total


@dataclass(frozen=True)
class FinalScore:
    medals: dict[str, dict[str, int]]  # player -> family -> medals, over every season
    medal_count: dict[str, int]  # player -> all family medals
    prizes: dict[str, int]  # player -> "5" medals
    totals: dict[str, int]  # player -> points: a point a medal, 5 a "5" medal
    largest_family: dict[str, int]  # player -> the most medals of one family (the tie-break)
    winners: tuple[str, ...]  # in seat order; several share the victory


def final_score(medals: Mapping[str, Mapping[str, int]], players: Sequence[str]) -> FinalScore:
    """The end of the game from each player's medals; `players` in seat order."""
    group = prize_group(len(players))
    by_player = {player: dict(medals.get(player, {})) for player in players}
    count = {player: sum(by_player[player].values()) for player in players}
    prizes = {player: sum(n // group for n in by_player[player].values()) for player in players}
    totals = {player: count[player] + PRIZE_POINTS * prizes[player] for player in players}
    largest = {player: max(by_player[player].values(), default=0) for player in players}
    best = max((totals[p], largest[p]) for p in players)
    winners = tuple(p for p in players if (totals[p], largest[p]) == best)
    return FinalScore(by_player, count, prizes, totals, largest, winners)


def supply_overruns(final: FinalScore, families: Sequence[str],
                    per_family: int = MEDALS_PER_FAMILY, prize_medals: int = PRIZE_MEDALS) -> dict[str, int]:
    """Kinds of medals handed out beyond what the box holds: family (or "5") -> medals given.

    The score does not stop at the box's supply: the rules count medals earned, and a box
    that runs short is made up with paper (docs/animalia.md). This only says so.
    """
    overruns: dict[str, int] = {}
    for family in families:
        given = sum(medals.get(family, 0) for medals in final.medals.values())
        if given > per_family:
            overruns[family] = given
    prizes = sum(final.prizes.values())
    if prizes > prize_medals:
        overruns["5"] = prizes
    return overruns
