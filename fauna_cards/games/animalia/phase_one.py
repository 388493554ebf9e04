"""Phase 1 of a season at the terminal: the lot offered round the table, the powers, undo.

Every decision goes to the engine's table (engine/table.py) as an entry; the table refuses
what the rules forbid, with its reason, and this console says it and asks again. Undo
replays the season's entries but the last one typed on a fresh table, so it can never
leave the table in a state the rules would not reach.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.games.animalia.engine.facts import COLLECTION_SIZE, CardIndex
from fauna_cards.games.animalia.engine.table import (
    LARGEST_LOT,
    PASS,
    SKIP_POWER,
    TAKE,
    IllegalEntry,
    Table,
    start_season,
)
from fauna_cards.games.console import UNDO, Console
from fauna_cards.words import plural

HELP = """  take (t) puts the lot into your collection; pass (p) hands it to the player on your left.
  With two players, 'take 1' or 'take 2' names the collection (t 1, t 2).
  An activated power: '<collection> <card>' for the thief (steal it) or the prankster (give
  one of yours), the new order of the pile's top for the spy; 'skip' gives the power up.
  'show' lists the collections, 'undo' takes back the last entry of this phase, 'quit' ends
  the game (the seasons finished are saved with --record)."""
SHORT = {"t": TAKE, "p": PASS, "s": SKIP_POWER, "skip": SKIP_POWER}
SHOW = "show"
POWER = "power"
PILE = "pile"
ACTION = {"thief": "steals", "prankster": "gives", "spy": "looks at the pile's top"}


@dataclass(frozen=True)
class Entry:
    player: str
    text: str
    typed: bool  # False for what the console applied by itself: undo skips those
    alone: bool = False  # a take by the last player still collecting


def collection_line(table: Table, key: tuple[str, int]) -> str:
    cards = table.collections[key]
    return f"{table.name(key)} ({len(cards)}/{COLLECTION_SIZE}): {', '.join(cards) if cards else '-'}"


def table_lines(table: Table) -> list[str]:
    lines = [f"  {collection_line(table, key)}" for key in table.collections]
    if table.lot:
        lines.append(f"  lot: {', '.join(table.lot)}; {len(table.pile)} cards in the pile")
    return lines


def options_text(entries: Sequence[str]) -> str:
    """`take 1, take 2 or pass`."""
    return entries[0] if len(entries) == 1 else ", ".join(entries[:-1]) + " or " + entries[-1]


class PhaseOne:
    def __init__(self, console: Console, players: Sequence[str], pile: Sequence[str], cards: CardIndex,
                 dealer: int) -> None:
        self.console = console
        self.start = (list(players), list(pile), cards, dealer)
        self.table = start_season(*self.start)
        self.entries: list[Entry] = []
        self.announced = False  # the pending power at the head of the queue was described

    def play(self) -> Table:
        """Ask for entries until every collection is complete; the Stop of `quit` goes up."""
        say = self.console.say
        say(f"{self.table.players[self.table.dealer]} deals {self.table.lot[0]}.")
        while not self.table.season_complete():
            forced = self._forced()
            if forced is not None:
                entry, why = forced
                if why:
                    say(f"  {why}")
                alone = not self.table.pending and len(self.table.collecting()) == 1
                self._apply(Entry(self.table.to_decide() or "", entry, typed=False, alone=alone))
                continue
            if self.table.pending and not self.announced:
                self._announce_power()
            self._ask()
        return self.table

    # --- what the console applies by itself --------------------------------------------------
    def _forced(self) -> tuple[str, str] | None:
        table = self.table
        legal = table.legal_entries()
        player = table.to_decide()
        if table.pending:
            if legal == [SKIP_POWER]:
                power = table.pending[0].power
                return SKIP_POWER, f"{player}'s {power} is activated but has nothing to act on: it is lost"
            return None
        if legal == [PASS]:  # no collection has room for the whole lot: nothing to ask
            size = len(table.lot)
            return PASS, f"{player} has no room for {plural(size, 'card')} and passes"
        if len(legal) != 1 or not legal[0].startswith(TAKE):
            return None
        if len(table.collecting()) == 1:
            # Said once, then each card is shown as it is taken.
            told = bool(self.entries) and self.entries[-1].alone and self.entries[-1].player == player
            return legal[0], "" if told else f"{player} is the last still collecting and takes the cards as they come"
        if table.returned and len(table.lot) == LARGEST_LOT:
            return legal[0], f"everyone passed the lot of three: it is {player}'s ({', '.join(table.lot)})"
        return None

    # --- asking -------------------------------------------------------------------------------
    def _announce_power(self) -> None:
        table, say = self.table, self.console.say
        pending = table.pending[0]
        self.announced = True
        say(f"  {pending.player}'s {pending.power} is activated ({table.name((pending.player, pending.slot))}).")
        if pending.power == "spy":
            say(f"  The top of the pile, for {pending.player}'s eyes only: {' '.join(table.peek())}")
        else:
            say("\n".join(table_lines(table)))

    def _prompt(self) -> str:
        table = self.table
        player = table.to_decide()
        if table.pending:
            pending = table.pending[0]
            if pending.power == "spy":
                return f"{player}, the new order, top first (Enter keeps it, skip)? "
            what = "which card of whose collection" if pending.power == "thief" else "which card to whom"
            return f"{player}, {ACTION[pending.power]}: {what} ('<collection> <card>', or skip)? "
        return f"{player}, {options_text(table.legal_entries())} the lot [{', '.join(table.lot)}]? "

    def _ask(self) -> None:
        text = self.console.line(self._prompt())
        word = text.lower()
        if word == "help":
            self.console.say(HELP)
        elif word == SHOW:
            self.console.say("\n".join(table_lines(self.table)))
        elif word == UNDO:
            self._undo()
        elif not text and not (self.table.pending and self.table.pending[0].power == "spy"):
            self.console.say("  type one of the answers the question offers ('help' lists them)")
        else:
            entry = self._entry(text)
            try:
                self._apply(Entry(self.table.to_decide() or "", entry, typed=True))
            except IllegalEntry as refused:
                self.console.say(f"  not allowed: {refused.reason}")

    def _entry(self, text: str) -> str:
        """What was typed, as the engine's entry: short words spelled out, `power` and the
        spy's `pile` added when left out."""
        words = text.split()
        if words and words[0].lower() in SHORT:
            words[0] = SHORT[words[0].lower()]
        if not self.table.pending or words[:1] == [SKIP_POWER]:
            return " ".join(words)
        if words[:1] == [POWER]:
            words = words[1:]
        if self.table.pending[0].power == "spy":
            words = words[1:] if words[:1] == [PILE] else words
            words = words or self.table.peek()  # Enter: the same order
            words = [PILE, *words]
        return " ".join([POWER, *words])

    # --- changing the table -------------------------------------------------------------------
    def _apply(self, entry: Entry) -> None:
        table = self.table
        before_lot, before_pending = list(table.lot), table.pending[:1]
        table.apply(entry.text)
        self.entries.append(entry)
        self._tell(entry, before_lot, before_pending)

    def _tell(self, entry: Entry, before_lot: list[str], before_pending: list) -> None:  # type: ignore[type-arg]
        """Say what an entry changed that the next prompt does not show."""
        table, say = self.table, self.console.say
        if before_pending:
            self.announced = False
            words = entry.text.split()
            if entry.text == SKIP_POWER:
                if entry.typed:  # a power lost by itself was announced before
                    say(f"  {entry.player} gives up the {before_pending[0].power}.")
            elif before_pending[0].power == "thief":
                say(f"  {entry.player} steals {words[2]} from {words[1]}.")
            elif before_pending[0].power == "prankster":
                say(f"  {entry.player} gives {words[2]} to {words[1]}.")
            else:
                say(f"  {entry.player} puts the pile's top back.")
        elif entry.text.startswith(TAKE):
            slot = int(entry.text.split()[1]) - 1 if " " in entry.text else 0
            say(f"  {entry.player} takes {', '.join(before_lot)}: {collection_line(table, (entry.player, slot))}")
        elif len(table.lot) > len(before_lot):
            say(f"  The lot is back at {table.players[table.dealer]}, who draws {table.lot[-1]}.")
        alone = len(table.collecting()) == 1  # the cards go straight into the collection: no deal to tell
        if not alone and not table.pending and not table.season_complete() and len(table.lot) == 1 \
                and before_lot != table.lot:
            say(f"{table.players[table.dealer]} deals {table.lot[0]}.")

    def _undo(self) -> None:
        if not any(entry.typed for entry in self.entries):
            self.console.say("  nothing to undo in this season's first phase")
            return
        while True:
            taken_back = self.entries.pop()
            if taken_back.typed:
                break
        self.table = start_season(*self.start)
        for entry in self.entries:
            self.table.apply(entry.text)
        self.announced = False
        self.console.say(f"  took back {taken_back.player}'s {taken_back.text}")
        self.console.say("\n".join(table_lines(self.table)))
