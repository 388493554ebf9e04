"""A FAUNA round in a game file: its turns."""

from __future__ import annotations

from fauna_cards.games.common.checks import round_shape
from fauna_cards.model.diagnostics import Finding


def check_round(round_, loc: tuple) -> list[Finding]:  # type: ignore[no-untyped-def,type-arg]
    return round_shape("fauna", round_, loc, ("turns",))


def round_entries(round_) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """The engine's entries of a written round: (player, move) per turn."""
    return [next(iter(turn.items())) for turn in round_.turns]
