"""A KOMPAKT round in a game file: its bids and stones."""

from __future__ import annotations

from fauna_cards.games.common.checks import round_shape
from fauna_cards.games.kompakt.engine import Entry, entries_of
from fauna_cards.model.diagnostics import Finding


def check_round(round_, loc: tuple) -> list[Finding]:  # type: ignore[no-untyped-def,type-arg]
    needed: tuple[str, ...] = ("bids", "stones")
    if round_.bids is not None and not any(round_.bids.values()):
        needed = ("bids",)  # everyone bid 0: nothing to place, so `stones` may be left out
    return round_shape("kompakt", round_, loc, needed)


def round_entries(round_) -> list[Entry]:  # type: ignore[no-untyped-def]
    return entries_of(dict(round_.bids), list(round_.stones or []))
