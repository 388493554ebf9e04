"""Old import path of KOMPAKT's regions; see fauna_cards.model.geography.WorldMap.regions_of."""

from fauna_cards.games.kompakt.engine import regions_of

__all__ = ["regions_of"]
