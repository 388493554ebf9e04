"""The three powers, as this engine reads them.

The rulebook leaves what a power does to its reference cards, which we do not have; these
readings are reconstructions (docs/animalia.md says so and why):

- thief: take one card of another player's collection into the collection that activated
  the power; only while that collection has room, since no collection holds more than five.
- prankster: give one card of the collection that activated the power (any card, the new
  ones too) to another player's collection that has room.
- spy: look at the top three cards of the draw pile (fewer if it holds fewer) and put them
  back in the order of your choice.

A player's two collections (two-player game) never steal from or give to each other. A
stolen or given card never activates a power.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING

from fauna_cards.games.animalia.engine.facts import COLLECTION_SIZE, CardIndex

if TYPE_CHECKING:
    from fauna_cards.games.animalia.engine.table import Table

SPY_LOOKS_AT = 3
PILE = "pile"  # the spy's target: `power pile <card> <card> <card>`, the new order from the top


@dataclass(frozen=True)
class PendingPower:
    player: str
    slot: int  # which of the player's collections activated it
    power: str  # thief, spy or prankster


def activated(lot: Sequence[str], collection_before: Sequence[str], cards: CardIndex) -> list[str]:
    """The powers a lot taken normally into a collection activates, in the lot's order: a
    power already in the collection, or twice in the lot itself. Each power at most once."""
    present = {cards[c].power for c in collection_before}
    in_lot = [cards[c].power for c in lot if cards[c].power is not None]
    found: list[str] = []
    for power in in_lot:
        if power not in found and (power in present or in_lot.count(power) > 1):
            found.append(power)
    return found


def power_entries(table: Table, pending: PendingPower) -> list[str]:
    """Every way to use the pending power (not counting `skip-power`)."""
    own = table.collections[(pending.player, pending.slot)]
    others = [(key, cards) for key, cards in table.collections.items() if key[0] != pending.player]
    if pending.power == "thief":
        if len(own) >= COLLECTION_SIZE:
            return []
        return [f"power {table.name(key)} {card}" for key, cards in others for card in cards]
    if pending.power == "prankster":
        return [f"power {table.name(key)} {card}"
                for key, cards in others if len(cards) < COLLECTION_SIZE for card in own]
    top = table.pile[:SPY_LOOKS_AT]
    return [f"power {PILE} {' '.join(order)}" for order in permutations(top)] if top else []


def use_power(table: Table, pending: PendingPower, entry: str) -> None:
    """Carry out a legal power entry (the caller has checked it is one)."""
    _, target, *moved = entry.split()
    own = table.collections[(pending.player, pending.slot)]
    if pending.power == "spy":
        table.pile[:len(moved)] = moved
        return
    other = table.collections[table.key_of(target)]
    (card,) = moved
    if pending.power == "thief":
        other.remove(card)
        own.append(card)
    else:
        own.remove(card)
        other.append(card)


def why_power_refused(table: Table, pending: PendingPower, entry: str) -> str:
    words = entry.split()
    who = f"{pending.player}'s {pending.power}"
    if words[0] != "power":
        return f"{who} is waiting: use it (`power ...`) or give it up with `skip-power`"
    if pending.power == "spy":
        return f"the spy puts back the top cards in a new order: `power {PILE}` and the cards {' '.join(table.pile[:3])}"
    if pending.power == "thief" and len(table.collections[(pending.player, pending.slot)]) >= COLLECTION_SIZE:
        return "the thief's collection is full: nothing can be stolen into it; `skip-power`"
    if len(words) != 3:
        return f"write `power <collection> <card>` for the {pending.power}"
    if pending.power == "thief":
        return f"{words[2]} is not a card of another player's collection {words[1]}"
    return f"{words[2]} is not in the prankster's collection, or {words[1]} is not another player's collection with room"
