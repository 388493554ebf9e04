"""Phases 2 and 3 of a season at the terminal: the elegance prize and each player's medals.

The engine scores: `draw_bonus_cards` hands out the prize, `harvests` ranks every way to
take a collection's medals. The console shows them and records the player's choice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fauna_cards.games.animalia.engine.medals import Harvest, harvests
from fauna_cards.games.animalia.engine.scoring import bonus_entitlement, elegance
from fauna_cards.games.animalia.engine.table import Table, draw_bonus_cards
from fauna_cards.games.console import Console
from fauna_cards.words import plural

SHOWN_OPTIONS = 6  # harvests listed at first; `all` lists the rest
ALL = "all"


def elegance_prize(console: Console, table: Table) -> dict[str, list[str]]:
    """Phase 2: each collection's elegance, then the bonus cards drawn, by player."""
    scores = {key: elegance(table.cards[c] for c in cards) for key, cards in table.collections.items()}
    earned = bonus_entitlement(scores)
    console.say("Elegance: " + ", ".join(f"{table.name(key)} {score}" for key, score in scores.items()))
    drawn = draw_bonus_cards(table)
    for player, cards in drawn.items():
        if cards:
            console.say(f"  {player} draws {plural(len(cards), 'bonus card')}: {', '.join(cards)}")
    short = sum(earned.values()) - sum(len(cards) for cards in drawn.values())
    if short:
        console.say(f"  The pile ran out: {plural(short, 'bonus card')} could not be drawn.")
    if any(drawn.values()):
        # One screen for the whole table: the cards a table would keep hidden are shown.
        console.say("  (Bonus cards are kept hidden at a table; this screen shows them to everyone.)")
    return drawn


def harvest_text(harvest: Harvest) -> str:
    """`5 medals: cats 3, dogs 2; owl as dogs; cats-thief covers parrots-spy`."""
    if not harvest.medals:
        return "no medals"
    parts = [f"{plural(harvest.total, 'medal')}: " + ", ".join(f"{family} {count}" for family, count in harvest.medals)
             + (" (five families)" if harvest.five_families else "")]
    parts += [f"{joker} as {family}" for joker, family in harvest.joker_families]
    parts += [f"{bonus} covers {covered}" for bonus, covered in harvest.covers]
    return "; ".join(parts)


def choose_harvest(console: Console, who: str, options: Sequence[Harvest]) -> Harvest:
    """Ask which of the ranked harvests the player takes; Enter takes the best."""
    shown = min(len(options), SHOWN_OPTIONS)
    console.say("\n".join(f"    {n}. {harvest_text(h)}" for n, h in enumerate(options[:shown], start=1)))
    if len(options) > shown:
        console.say(f"    ... {len(options) - shown} more: 'all' lists them")
    if len(options) == 1:
        return options[0]
    while True:
        text = console.line(f"{who}, which harvest (Enter: 1)? ")
        if not text:
            return options[0]
        if text.lower() == ALL:
            console.say("\n".join(f"    {n}. {harvest_text(h)}" for n, h in enumerate(options, start=1)))
        elif text.isdigit() and 1 <= int(text) <= len(options):
            return options[int(text) - 1]
        else:
            console.say(f"  type a number from 1 to {len(options)}, or press Enter for the best")


def medal_phase(console: Console, table: Table, held: Mapping[str, Sequence[str]],
                families: Sequence[str]) -> dict[str, tuple[Harvest, ...]]:
    """Phase 3: for each player in seat order, each collection's harvest. Bonus cards used
    by a player's first collection are no longer there for the second."""
    chosen: dict[str, tuple[Harvest, ...]] = {}
    for player in table.players:
        available = list(held[player])
        taken: list[Harvest] = []
        for slot in range(table.per_player):
            key = (player, slot)
            collection = table.collections[key]
            bonus_words = f"; bonus cards: {', '.join(available)}" if available else ""
            console.say(f"  {table.name(key)}: {', '.join(collection)}{bonus_words}")
            options = harvests([table.cards[c] for c in collection], [table.cards[c] for c in available], families)
            harvest = choose_harvest(console, table.name(key), options)
            taken.append(harvest)
            available = [c for c in available if c not in harvest.bonus_used]
        if available:
            console.say(f"  {player} keeps {plural(len(available), 'bonus card')} for a later season: "
                        f"{', '.join(available)}")
        chosen[player] = tuple(taken)
    return chosen
