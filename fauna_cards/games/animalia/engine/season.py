"""One season of a game file, checked and scored: the collections, the elegance prize, the
bonus cards drawn and used, the owl's family and the medals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fauna_cards.games.animalia.engine.facts import (
    COLLECTION_SIZE,
    FULL_DECK_FROM,
    CardIndex,
)
from fauna_cards.games.animalia.engine.medals import (
    Harvest,
    best_ties,
    count_medals,
    harvests,
)
from fauna_cards.games.animalia.engine.scoring import (
    add_medals,
    bonus_entitlement,
    elegance,
)
from fauna_cards.model.diagnostics import Finding, Location

if TYPE_CHECKING:
    from fauna_cards.games.animalia.engine.game import PlayerSeason


@dataclass(frozen=True)
class SeasonResult:
    number: int  # 1-based
    elegance: dict[str, tuple[int, ...]]  # player -> each collection's elegance
    bonus_earned: dict[str, int]  # player -> bonus cards the elegance prize gave
    harvests: dict[str, tuple[Harvest, ...]]  # player -> each collection's medals as taken
    medals: dict[str, dict[str, int]]  # player -> family -> medals this season
    carried: dict[str, tuple[str, ...]]  # player -> bonus cards kept after this season


class _Season:
    """The checks of one season, collecting findings as they go."""

    def __init__(self, index: int, players: Sequence[str], cards: CardIndex) -> None:
        self.index = index
        self.players = players
        self.cards = cards
        self.findings: list[Finding] = []
        self.places: dict[str, str] = {}  # card -> where it already is, in words

    def report(self, where: Location, code: str, message: str, hint: str | None = None,
               at_key: bool = False) -> None:
        self.findings.append(Finding(("seasons", self.index, *where), code, message, hint=hint, at_key=at_key))

    def place(self, where: Location, card_id: str, place: str) -> bool:
        """Note `card_id` at `place`; False (and a finding) when it is not a card in play here."""
        card = self.cards.get(card_id)
        if card is None:
            self.report(where, "animalia-unknown-card", f"no card {card_id!r} in the deck",
                        hint="card ids are <family>-<role>, e.g. dogs-champion, or owl")
            return False
        if card.small_table_out and len(self.players) < FULL_DECK_FROM:
            self.report(where, "animalia-cutie-removed",
                        f"{card_id} is not in play with {len(self.players)} players",
                        hint="with 2 to 4 players the cuties stay in the box")
            return False
        if card_id in self.places:
            self.report(where, "animalia-card-twice", f"{card_id} is already {self.places[card_id]}",
                        hint="a card is in one place in a season: one collection or one player's bonus cards")
            return False
        self.places[card_id] = place
        return True

    def collections(self, player: str, season: PlayerSeason) -> list[tuple[Location, list[str]]]:
        """The player's collections with their key paths, checked for shape and size."""
        two = len(self.players) == 2
        if two and season.collections is not None and season.collection is None:
            found = [((player, "collections", n), list(c)) for n, c in enumerate(season.collections)]
        elif not two and season.collection is not None and season.collections is None:
            found = [((player, "collection"), list(season.collection))]
        else:
            wanted = "`collections:`, two lists of five cards" if two else "`collection:`, five cards"
            self.report((player,), "animalia-collection-count",
                        f"with {len(self.players)} players each player writes {wanted}")
            return []
        if two and len(found) != 2:
            self.report((player, "collections"), "animalia-collection-count",
                        f"{player} has {len(found)} collections; with two players each builds two")
        for where, cards in found:
            if len(cards) != COLLECTION_SIZE:
                self.report(where, "animalia-collection-size",
                            f"a collection holds {COLLECTION_SIZE} cards, not {len(cards)}",
                            hint="phase 1 ends when every collection has exactly five animals")
        return found


def score_season(index: int, entries: Mapping[str, PlayerSeason], players: Sequence[str],
                 carried: Mapping[str, tuple[str, ...]], cards: CardIndex,
                 families: Sequence[str]) -> tuple[SeasonResult, list[Finding]]:
    """Check and score season `index` (0-based); `carried` are the bonus cards each player
    kept from earlier seasons. Returns the season's result and its findings."""
    check = _Season(index, players, cards)
    for name in entries:
        if name not in players:
            check.report((name,), "animalia-unknown-player", f"{name} is not one of the players",
                         hint="the players are " + ", ".join(players), at_key=True)
    for player in players:
        for card_id in carried.get(player, ()):
            check.places[card_id] = f"a bonus card {player} kept from an earlier season"
    built: dict[str, list[tuple[Location, list[str]]]] = {}
    shaped = True  # every collection as the rules build it: the elegance prize can be judged
    for player in players:
        if player not in entries:
            check.report((), "animalia-player-missing", f"season {index + 1} has nothing for {player}",
                         hint="every player builds a collection every season")
            shaped = False
            continue
        found = check.collections(player, entries[player])
        shaped = shaped and bool(found) and all(len(c) == COLLECTION_SIZE for _, c in found)
        built[player] = [(where, [card_id for n, card_id in enumerate(collection)
                                  if check.place((*where, n), card_id, f"in {player}'s collection")])
                         for where, collection in found]
    scores = {(player, n): elegance(cards[c] for c in collection)
              for player, found in built.items() for n, (_, collection) in enumerate(found)}
    prize = bonus_entitlement(scores)
    earned = {player: sum(v for (p, _), v in prize.items() if p == player) for player in players}
    results_elegance = {player: tuple(scores[(player, n)] for n in range(len(found)))
                        for player, found in built.items()}
    taken: dict[str, tuple[Harvest, ...]] = {}
    medals: dict[str, dict[str, int]] = {}
    kept: dict[str, tuple[str, ...]] = {}
    for player, found in built.items():
        entry = entries[player]
        drawn = [c for n, c in enumerate(entry.bonus)
                 if check.place((player, "bonus", n), c, f"a bonus card {player} drew")]
        if shaped and len(entry.bonus) > earned[player]:
            check.report((player, "bonus"), "animalia-bonus-not-earned",
                         f"{player} drew {len(entry.bonus)} bonus cards; the elegance prize gave {earned[player]}",
                         hint="the most elegant collection draws 2, second place 1; tied first: 1 each")
        held = [*carried.get(player, ()), *drawn]
        if not found:  # its collections are already reported; their medals cannot be judged
            kept[player] = tuple(held)
            continue
        taken[player] = _harvest(check, player, entry, found, held, families)
        medals[player] = add_medals(*(h.by_family for h in taken[player]))
        used = {bonus for h in taken[player] for bonus in h.bonus_used}
        kept[player] = tuple(c for c in held if c not in used)
    outcome = SeasonResult(index + 1, results_elegance, earned, taken, medals, kept)
    return outcome, check.findings


def _harvest(check: _Season, player: str, entry: PlayerSeason, found: list[tuple[Location, list[str]]],
             held: list[str], families: Sequence[str]) -> tuple[Harvest, ...]:
    """Each collection's medals with the covers and the owl's family the file gives."""
    cards = check.cards
    covered: dict[str, str] = {}  # covered card -> bonus card
    for bonus, target in entry.cover.items():
        where = (player, "cover", bonus)
        if bonus not in held:
            check.report(where, "animalia-bonus-not-held", f"{player} holds no bonus card {bonus}",
                         hint="bonus cards come from this season's `bonus` or are kept from an earlier season",
                         at_key=True)
        elif not any(target in collection for _, collection in found):
            check.report(where, "animalia-cover-target", f"{target} is not in {player}'s collection",
                         hint="a bonus card covers one card of its owner's collection")
        elif target in covered:
            check.report(where, "animalia-covered-twice",
                         f"{target} is already covered by {covered[target]}", hint="a card takes one bonus card")
        else:
            covered[target] = bonus
    if entry.owl is not None and entry.owl not in families:
        check.report((player, "owl"), "animalia-owl-family", f"no family {entry.owl!r} in the deck",
                     hint="the families are " + ", ".join(families))
    taken: list[Harvest] = []
    has_joker = False
    for where, collection in found:
        scored = [cards[covered.get(c, c)] for c in collection]
        jokers = [c.id for c in scored if c.family is None]
        has_joker = has_joker or bool(jokers)
        covers = tuple((covered[c], c) for c in collection if c in covered)
        if jokers and entry.owl in families:
            medals, five = count_medals(scored, [entry.owl] * len(jokers), families)
            taken.append(Harvest(medals, five, covers, tuple((j, entry.owl) for j in jokers),
                                 tuple(c.id for c in scored)))
            continue
        options = harvests(scored, (), families)
        if len({h.medals for h in best_ties(options)}) > 1:
            check.report((*where,), "animalia-owl-choice",
                         f"the owl's family changes {player}'s medals; the first of the ranked options is taken",
                         hint="write `owl: <family>` for the family the owl stood for")
        best = options[0]
        taken.append(Harvest(best.medals, best.five_families, covers, best.joker_families, best.cards))
    if entry.owl is not None and not has_joker:
        check.report((player, "owl"), "animalia-owl-absent", f"{player} has no owl to stand for {entry.owl}",
                     hint="leave `owl:` out when the owl is not in the collection or its bonus cards")
    return tuple(taken)
