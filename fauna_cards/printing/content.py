"""From a record to the words and marks of its card face; the game says which places it shows."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.printing.face import FaceContent
from fauna_cards.printing.values import printed
from fauna_cards.games import get


def face_content(record: AnimalRecord, record_path: Path | None, world: WorldMap, game: str, units: str,
                 fit: str = "cover") -> FaceContent:
    """`fit` is the deck's way to fit illustrations in their box; the record's own wins."""
    shown = get(game).face_places(record, world)
    illustration = None
    if record.illustration and record_path is not None:
        illustration = (record_path.parent / record.illustration).resolve()
    asked = record.measures.asked()
    return FaceContent(
        animal_id=record.id,
        name=record.name,
        scientific_name=record.scientific_name,
        animal_class=record.animal_class,
        colour=shown.colour,
        place_count=shown.count,
        place_word=shown.word,
        asked=tuple(asked),
        classification=f"{record.classification.order} \u00b7 {record.classification.family}",
        places=shown.places,
        measures=tuple((name, printed(measure, units)) for name, measure in asked.items()),
        map_animal=shown.marked,
        map_adjacent=shown.near,
        illustration=illustration,
        fit=record.illustration_fit or fit,
        map_ringed=shown.ringed,
    )
