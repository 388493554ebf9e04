"""A FAUNA card face: the animal's areas, the neighbours that score, the difficulty's colour."""

from __future__ import annotations

from fauna_cards.games.common.faces import FacePlaces
from fauna_cards.games.fauna.scoring import scoring_neighbours
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.words import plural


def face_places(record: AnimalRecord, world: WorldMap, language: str = "en") -> FacePlaces:
    areas = list(record.areas)
    marked = frozenset(areas)
    # An answer area that stands apart (none of its neighbours is an answer too) is ringed
    # on the map when it is too small to see there: an island, a corner of a continent.
    ringed = frozenset(a for a in areas if a in world.areas and not set(world.areas[a].neighbours) & marked)
    return FacePlaces(
        places=tuple(world.areas[a].name.in_language(language) if a in world.areas else a for a in areas),
        count=len(areas), word=plural(len(areas), "area", with_count=False), word_key="card.areas",
        colour=record.difficulty,
        marked=marked, near=frozenset(scoring_neighbours(world, areas)), ringed=ringed,
    )
