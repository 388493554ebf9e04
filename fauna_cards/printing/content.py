"""From a record to the words and marks of its card face, for FAUNA or KOMPAKT cards."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.printing.face import FaceContent
from fauna_cards.printing.values import printed
from fauna_cards.games.fauna.scoring import scoring_neighbours
from fauna_cards.games.kompakt.engine import regions_of
from fauna_cards.words import plural


def face_content(record: AnimalRecord, record_path: Path | None, world: WorldMap, game: str, units: str,
                 fit: str = "cover") -> FaceContent:
    """`fit` is the deck's way to fit illustrations in their box; the record's own wins."""
    areas = list(record.areas)
    if game == "kompakt":
        regions = regions_of(world, areas)
        places = tuple(world.regions[r].name.en for r in regions)
        count, word, colour = len(regions), plural(len(regions), "region", with_count=False), "kompakt"
        # A KOMPAKT card marks whole regions: every area of each region the animal lives in.
        marked = frozenset(a for a, area in world.areas.items() if set(area.regions) & set(regions))
        near: frozenset[str] = frozenset()
        ringed: frozenset[str] = frozenset()  # whole regions: never too small to see
    else:
        places = tuple(world.areas[a].name.en if a in world.areas else a for a in areas)
        count, word, colour = len(areas), plural(len(areas), "area", with_count=False), record.difficulty
        marked = frozenset(areas)
        near = frozenset(scoring_neighbours(world, areas))
        # An answer area that stands apart (none of its neighbours is an answer too) is ringed
        # on the map when it is too small to see there: an island, a corner of a continent.
        ringed = frozenset(a for a in areas if a in world.areas and not set(world.areas[a].neighbours) & marked)
    illustration = None
    if record.illustration and record_path is not None:
        illustration = (record_path.parent / record.illustration).resolve()
    asked = record.measures.asked()
    return FaceContent(
        animal_id=record.id,
        name=record.name,
        scientific_name=record.scientific_name,
        animal_class=record.animal_class,
        colour=colour,
        place_count=count,
        place_word=word,
        asked=tuple(asked),
        classification=f"{record.classification.order} \u00b7 {record.classification.family}",
        places=places,
        measures=tuple((name, printed(measure, units)) for name, measure in asked.items()),
        map_animal=marked,
        map_adjacent=near,
        illustration=illustration,
        fit=record.illustration_fit or fit,
        map_ringed=ringed,
    )
