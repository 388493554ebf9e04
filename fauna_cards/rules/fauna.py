"""Old import path of FAUNA's scoring facts; see fauna_cards.games.fauna.scoring."""

from fauna_cards.games.fauna.scoring import adjacent_areas, area_tier, scoring_neighbours

__all__ = ["adjacent_areas", "area_tier", "scoring_neighbours"]
