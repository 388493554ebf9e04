"""A KOMPAKT card face: the regions the animal lives in, in KOMPAKT's own border colour."""

from __future__ import annotations

from fauna_cards.games.common.faces import FacePlaces
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.words import plural

BORDER_COLOUR = "teal"


def face_places(record: AnimalRecord, world: WorldMap, language: str = "en") -> FacePlaces:
    regions = world.regions_of(list(record.areas))
    # A KOMPAKT card marks whole regions: every area of each region the animal lives in;
    # whole regions are never too small to see, so nothing is ringed.
    marked = frozenset(a for a, area in world.areas.items() if set(area.regions) & set(regions))
    return FacePlaces(
        places=tuple(world.regions[r].name.in_language(language) for r in regions),
        count=len(regions), word=plural(len(regions), "region", with_count=False), word_key="card.regions",
        colour=BORDER_COLOUR,
        marked=marked,
    )
