"""Old import path of the scale answers; see fauna_cards.games.common.scales."""

from fauna_cards.games.common.scales import answer

__all__ = ["answer"]
