"""How FAUNA is played, in short, for a printed kit's guide: the words are the catalogs'
(maps/languages/, `kit.fauna.how_to_play`), the numbers the rules engine's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fauna_cards.games.fauna.engine import EXPANSION_FROM, REFILL_TO, scoring_facts
from fauna_cards.games.fauna.scoring import AREA_TIERS, SCALE_POINTS_ADJACENT, SCALE_POINTS_CORRECT, STACKED_PENALTY

if TYPE_CHECKING:
    from fauna_cards.model.language import Words


def how_to_play(components, words: Words) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """FAUNA in five paragraphs of our own words, its numbers taken from the rules engine."""
    no_neighbours = next(t.fewest for t in AREA_TIERS if not t.adjacent)
    goals = ", ".join(words("kit.fauna.goal", points=points, players=players)
                      for players, points in scoring_facts().targets)
    key = "kit.fauna.how_to_play"
    return (
        words(f"{key}.setting_up", pieces=components.pieces_per_player),
        words(f"{key}.round"),
        words(f"{key}.scoring", no_neighbours=no_neighbours, correct=SCALE_POINTS_CORRECT,
              adjacent=SCALE_POINTS_ADJACENT),
        words(f"{key}.pieces_back", refill=REFILL_TO),
        words(f"{key}.end", goals=goals, expansion=EXPANSION_FROM, penalty=STACKED_PENALTY),
    )
