"""How FAUNA KOMPAKT is played, in short, for a printed kit's guide: the words are the
catalogs' (maps/languages/, `kit.kompakt.how_to_play`), the numbers the rules engine's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fauna_cards.games.kompakt.engine import ALL_CORRECT_BONUS

if TYPE_CHECKING:
    from fauna_cards.model.language import Words


def how_to_play(components, words: Words) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """KOMPAKT in four paragraphs of our own words."""
    key = "kit.kompakt.how_to_play"
    return (
        words(f"{key}.setting_up", stones=len(components.stones) * components.stones_per_colour),
        words(f"{key}.round"),
        words(f"{key}.scoring", bonus=ALL_CORRECT_BONUS),
        words(f"{key}.end"),
    )
