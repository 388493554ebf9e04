"""From a record to the words and marks of its card face, in one language; the game says
which places it shows."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.games import get
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.language import Words
from fauna_cards.model.record import AnimalRecord
from fauna_cards.printing.face import FaceContent
from fauna_cards.printing.values import printed


def animal_name(record: AnimalRecord, language: str, deck_language: str) -> str | None:
    """The animal's name in `language`: `name` is in the deck's language, `names` holds the
    others. None when the record has no name in that language."""
    if language == deck_language:
        return record.name
    return (record.names or {}).get(language)


def face_content(record: AnimalRecord, record_path: Path | None, world: WorldMap, game: str, units: str,
                 words: Words, name: str | None = None, fit: str = "cover") -> FaceContent:
    """`name` is the animal's name as printed (see animal_name; None: the record's `name`);
    `fit` is the deck's way to fit illustrations in their box, which the record's own overrides."""
    shown = get(game).face_places(record, world, words.code)
    illustration = None
    if record.illustration and record_path is not None:
        illustration = (record_path.parent / record.illustration).resolve()
    asked = record.measures.asked()
    return FaceContent(
        animal_id=record.id,
        name=record.name if name is None else name,
        scientific_name=record.scientific_name,
        animal_class=words(f"card.class.{record.animal_class}"),
        colour=shown.colour,
        place_count=shown.count,
        place_word=words.count(shown.word_key, shown.count),
        asked=tuple(asked),
        asked_labels=tuple(words(f"card.measure.{measure}") for measure in asked),
        classification=f"{record.classification.order} \u00b7 {record.classification.family}",
        places=shown.places,
        measures=tuple((measure, words(f"card.measure.{measure}"), words.number(printed(value, units)))
                       for measure, value in asked.items()),
        map_animal=shown.marked,
        map_adjacent=shown.near,
        illustration=illustration,
        fit=record.illustration_fit or fit,
        map_ringed=shown.ringed,
    )
