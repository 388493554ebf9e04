"""Phase 1 of a season at the table, one entry at a time, for the console to drive.

The dealer draws a card; it goes round the table, each player taking it (`take`, with two
players `take 1` or `take 2` for the collection) or passing it on (`pass`). Back at the
dealer it grows by a card, to a lot of three at most; a lot of three that everyone passed
is the dealer's. A lot that would overflow a collection must be passed; a lot back at the
dealer that exactly completes one of their collections must be taken. Once cards join a
collection the turn ends and the player on the dealer's left deals. Complete players are
skipped; the last player still collecting takes the cards one at a time.

Cards taken this way may activate powers (powers.py); each must then be used at once
(`power <target> <card>...`) or given up (`skip-power`) before play goes on.

Nothing here reads input or prints: `apply` changes the table or raises IllegalEntry and
changes nothing. The shuffle is the caller's: `start_season` takes the deck in pile order.
"""

from __future__ import annotations

from collections.abc import Sequence

from fauna_cards.games.animalia.engine.facts import COLLECTION_SIZE, CardIndex
from fauna_cards.games.animalia.engine.powers import (
    PendingPower,
    activated,
    power_entries,
    use_power,
    why_power_refused,
)
from fauna_cards.games.animalia.engine.scoring import bonus_entitlement, elegance

LARGEST_LOT = 3
TAKE, PASS, SKIP_POWER = "take", "pass", "skip-power"


class IllegalEntry(Exception):
    """An entry the rules do not allow now; `reason` says why, for people."""

    def __init__(self, entry: str, reason: str) -> None:
        super().__init__(f"{entry!r}: {reason}")
        self.entry = entry
        self.reason = reason


class Table:
    def __init__(self, players: Sequence[str], pile: Sequence[str], cards: CardIndex, dealer: int = 0) -> None:
        self.players = list(players)
        self.cards = cards
        self.per_player = 2 if len(self.players) == 2 else 1
        self.collections: dict[tuple[str, int], list[str]] = {
            (p, n): [] for p in self.players for n in range(self.per_player)}
        needed = COLLECTION_SIZE * len(self.collections)
        if len(pile) < needed:
            raise ValueError(f"{len(pile)} cards cannot fill {len(self.collections)} collections of 5")
        self.pile = list(pile)  # index 0 is the top
        self.dealer = dealer
        self.last_dealer = dealer
        self.offered = dealer  # whose decision the lot waits for
        self.lot: list[str] = []
        self.returned = False  # the lot went round the table and is back at the dealer, to be taken
        self.pending: list[PendingPower] = []
        self._deal()

    # --- names ---------------------------------------------------------------------------
    def name(self, key: tuple[str, int]) -> str:
        """A collection as entries name it: the player, or `player:1`/`player:2` with two."""
        return key[0] if self.per_player == 1 else f"{key[0]}:{key[1] + 1}"

    def key_of(self, name: str) -> tuple[str, int]:
        return next(key for key in self.collections if self.name(key) == name)

    # --- the state, read ---------------------------------------------------------------------
    def room(self, player: str) -> list[int]:
        return [COLLECTION_SIZE - len(self.collections[(player, n)]) for n in range(self.per_player)]

    def collecting(self) -> list[str]:
        return [p for p in self.players if any(self.room(p))]

    def season_complete(self) -> bool:
        return not self.collecting() and not self.pending

    def to_decide(self) -> str | None:
        """The player the next entry is for; None once the season's phase 1 is over."""
        if self.pending:
            return self.pending[0].player
        return None if self.season_complete() else self.players[self.offered]

    def peek(self) -> list[str]:
        """What a spy whose power is pending may see: the top cards of the pile."""
        return list(self.pile[:3]) if self.pending and self.pending[0].power == "spy" else []

    def _fitting(self, player: str) -> list[int]:
        return [n for n, room in enumerate(self.room(player)) if room >= len(self.lot)]

    def _must_take(self) -> str | None:
        """Why the player deciding may not pass, or None."""
        if len(self.collecting()) == 1:
            return "the last player still collecting takes every card"
        if not self.returned:
            return None
        if len(self.lot) == LARGEST_LOT:
            return "a lot of three that everyone passed is the dealer's"
        return "the lot came back and completes a collection exactly"

    def legal_entries(self) -> list[str]:
        if self.pending:
            return [*power_entries(self, self.pending[0]), SKIP_POWER]
        if self.season_complete():
            return []
        player = self.players[self.offered]
        fitting = self._fitting(player)
        takes = [TAKE] if self.per_player == 1 and fitting else [f"{TAKE} {n + 1}" for n in fitting]
        return takes if self._must_take() else [*takes, PASS]

    # --- the state, changed ----------------------------------------------------------------
    def apply(self, entry: str) -> None:
        text = " ".join(entry.split())
        legal = self.legal_entries()
        if text == TAKE and self.per_player == 2 and len(legal) >= 1:
            fitting = [e for e in legal if e.startswith(TAKE)]
            text = fitting[0] if len(fitting) == 1 else text
        if text not in legal:
            raise IllegalEntry(entry, self._why_not(text, legal))
        if self.pending:
            pending = self.pending.pop(0)
            if text != SKIP_POWER:
                use_power(self, pending, text)
        elif text == PASS:
            self._pass()
        else:
            self._take(int(text.split()[1]) - 1 if " " in text else 0)
        if not self.pending and not self.lot:
            self._next_dealer()

    def _why_not(self, text: str, legal: list[str]) -> str:
        if not legal:
            return "every collection is complete: phase 1 is over"
        if self.pending:
            return why_power_refused(self, self.pending[0], text)
        player = self.players[self.offered]
        if text == PASS:
            return (self._must_take() or "") + f"; {player} must take"
        if text.startswith(TAKE):
            if not self._fitting(player):
                return f"a lot of {len(self.lot)} does not fit in {player}'s collection: pass"
            if self.per_player == 2:
                return "say which collection: " + " or ".join(e for e in legal if e != PASS)
        return f"{player} decides: " + ", ".join(legal)

    def _deal(self) -> None:
        """The dealer (a player still collecting) draws the first card of a turn."""
        if self.collecting():
            self.lot = [self.pile.pop(0)]
            self.offered = self.dealer
            self.returned = False

    def _pass(self) -> None:
        seats = len(self.players)
        following = next(i % seats for i in range(self.offered + 1, self.offered + seats + 1)
                         if any(self.room(self.players[i % seats])))
        if following != self.dealer:
            self.offered = following
            return
        self.offered = self.dealer
        exact = len(self.lot) in self.room(self.players[self.dealer])
        if len(self.lot) == LARGEST_LOT or exact:
            self.returned = True
        else:
            self.lot.append(self.pile.pop(0))

    def _take(self, slot: int) -> None:
        player = self.players[self.offered]
        collection = self.collections[(player, slot)]
        powers = activated(self.lot, collection, self.cards)
        collection.extend(self.lot)
        self.lot = []
        self.returned = False
        self.pending = [PendingPower(player, slot, power) for power in powers]

    def _next_dealer(self) -> None:
        """The turn is over: the pile goes to the next player on the left still collecting
        (a robbed player collects again)."""
        self.last_dealer = self.dealer
        seats = len(self.players)
        following = [i % seats for i in range(self.dealer + 1, self.dealer + seats + 1)
                     if any(self.room(self.players[i % seats]))]
        if following:
            self.dealer = following[0]
            self._deal()

    def next_season_dealer(self) -> int:
        """The seat on the left of this season's last dealer."""
        return (self.last_dealer + 1) % len(self.players)


def start_season(players: Sequence[str], pile: Sequence[str], cards: CardIndex, dealer: int = 0) -> Table:
    """A season's phase 1: `pile` is the shuffled deck, top first, without the bonus cards
    players kept; `dealer` the seat that deals first."""
    return Table(players, pile, cards, dealer)


def draw_bonus_cards(table: Table) -> dict[str, list[str]]:
    """Phase 2: each collection's elegance prize, drawn from the pile's top; first places
    draw before second places, each group in seat order from the dealer's left. A pile that
    runs out gives no more (a judgement call: the rules do not say)."""
    scores = {key: elegance(table.cards[c] for c in cards) for key, cards in table.collections.items()}
    earned = bonus_entitlement(scores)
    seats = len(table.players)
    order = [table.players[(table.next_season_dealer() + i) % seats] for i in range(seats)]
    best = max(scores.values())
    ranked = sorted(earned, key=lambda key: (scores[key] != best, order.index(key[0]), key[1]))
    drawn: dict[str, list[str]] = {player: [] for player in table.players}
    for key in ranked:
        for _ in range(earned[key]):
            if table.pile:
                drawn[key[0]].append(table.pile.pop(0))
    return drawn
