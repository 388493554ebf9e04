"""The animal record and the deck manifest: the format authors write."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, StrictInt

from fauna_cards.model.common import Id, LanguageCode, Maybe, Partial, StrictModel, Text, custom_error, parsed_field
from fauna_cards.model.game_names import BoardGameName
from fauna_cards.model.literals import AnimalClass
from fauna_cards.model.measure import Measure, MeasureError, parse_measure
from fauna_cards.model.units import MASS_UNITS, LENGTH_UNITS, Quantity

MEASURE_NAMES = ("weight", "length", "total_length", "height", "tail_length")
MEASURE_QUANTITY: dict[str, Quantity] = {
    "weight": "mass",
    "length": "length",
    "total_length": "length",
    "height": "length",
    "tail_length": "length",
}


def _measure_schema(quantity: Quantity, examples: list[Any]) -> dict[str, Any]:
    units = list(MASS_UNITS if quantity == "mass" else LENGTH_UNITS)
    number = r"(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)"
    unit_enum = {"type": "string", "enum": units}
    positive = {"type": "number", "exclusiveMinimum": 0}
    return {
        "description": (
            f"A {quantity}: 'N unit' or 'N-M unit' (hyphen or en dash), or a mapping "
            f"{{min, max, unit}} or {{value, unit}}. Units: {', '.join(units)}."
        ),
        "examples": examples,
        "anyOf": [
            {
                "type": "string",
                "pattern": rf"^\s*{number}\s*(?:[-\u2013]\s*{number}\s*)?(?:{'|'.join(units)})\s*$",
            },
            {
                "type": "object",
                "properties": {"min": positive, "max": positive, "unit": unit_enum},
                "required": ["min", "max", "unit"],
                "additionalProperties": False,
            },
            {
                "type": "object",
                "properties": {"value": positive, "unit": unit_enum},
                "required": ["value", "unit"],
                "additionalProperties": False,
            },
        ],
    }


def _measure_field(quantity: Quantity, examples: list[Any]) -> Any:
    def parse(raw: Any) -> Measure:
        try:
            return parse_measure(raw, quantity)
        except MeasureError as error:
            raise custom_error(error.code, error.message, error.hint) from None

    return Annotated[Measure, *parsed_field(parse, _measure_schema(quantity, examples))]


MassMeasure = _measure_field("mass", ["350-430 kg", "90-155 lb", {"value": 4.5, "unit": "g"}])
LengthMeasure = _measure_field("length", ["2.5-2.75 m", "38-75 cm", {"min": 3, "max": 5, "unit": "ft"}])


class Measures(StrictModel):
    """The measures the card asks. Only the keys present are asked."""

    weight: Maybe[MassMeasure] = Field(default=None, description="Body mass of an adult.")
    length: Maybe[LengthMeasure] = Field(
        default=None, description="Head and body length, without the tail."
    )
    total_length: Maybe[LengthMeasure] = Field(
        default=None, description="Length from snout to tail tip."
    )
    height: Maybe[LengthMeasure] = Field(
        default=None, description="Height of the standing animal (shoulder or head, as sources give)."
    )
    tail_length: Maybe[LengthMeasure] = Field(default=None, description="Length of the tail.")

    def asked(self) -> dict[str, Measure]:
        """The measures present, in board order."""
        return {name: getattr(self, name) for name in MEASURE_NAMES if getattr(self, name, None) is not None}


class Classification(StrictModel):
    order: Text = Field(description="Zoological order.", examples=["Perissodactyla"])
    family: Text = Field(description="Zoological family.", examples=["Equidae"])


IllustrationFit = Literal["cover", "contain"]
FIT_HELP = ("How the illustration fills its box on the card: cover fills the box and crops the picture evenly; "
            "contain shows all of the picture, with the box showing round it.")

MOST_AREAS = 500  # the FAUNA map has 75: a map of one's own may have more, but not thousands


class AnimalRecord(StrictModel):
    """One animal: one side of a FAUNA card."""

    id: Id = Field(description="Unique in the deck; by convention the file name without .yaml.")
    name: Text = Field(description="Common name, as printed on the card.", examples=["Grevy's zebra"])
    scientific_name: Text = Field(
        description="Binomial name, 'Genus species' or 'Genus species subspecies'.",
        examples=["Equus grevyi"],
    )
    animal_class: AnimalClass = Field(alias="class", description="The animal class shown on the card.")
    classification: Classification = Field(description="Shown on the hidden half of the card.")
    difficulty: Literal["green", "black"] = Field(
        description="green: the simpler animals; black: the more exotic ones."
    )
    areas: list[Text] = Field(
        min_length=1,
        max_length=MOST_AREAS,
        description="Ids of the board areas where the animal lives in the wild.",
        examples=[["horn-of-africa", "rift-valley"]],
    )
    # The constraints of an optional field go on its type: the field's are the union's.
    area_count: Maybe[Annotated[StrictInt, Field(ge=1)]] = Field(
        default=None, description="Optional; when given it must equal the number of areas."
    )
    measures: Measures = Field(description="The measures the card asks, with their values.")
    sources: list[Text] = Field(
        min_length=1,
        description="Where the values come from: publisher, title and URL or page. Two independent ones, "
        "each supporting the values, make a record checked.",
    )
    sex: Maybe[Literal["male", "female"]] = Field(
        default=None,
        description="Only when the measures are those of one sex (as for animals known only from one); "
        "the notes must say why. Left out, the values cover adult animals of both sexes.",
    )
    illustration: Maybe[Text] = Field(
        default=None,
        description="Image file (PNG, JPEG or SVG), relative to this record and inside the deck.",
        examples=["images/grevys-zebra.png"],
    )
    illustration_fit: Maybe[IllustrationFit] = Field(
        default=None,
        description=FIT_HELP + " Default: the deck's illustration_fit (cover).",
    )
    names: Maybe[dict[LanguageCode, Text]] = Field(
        default=None, description="The name in other languages.", examples=[{"de": "Grevyzebra"}]
    )
    notes: Maybe[Text] = Field(
        default=None, description="How the values were chosen; not printed."
    )

class PartialRecord(Partial, AnimalRecord):
    """An animal record from a file whose record did not validate: the fields that did."""

    # Built only when a record fails: never validated, so its schema is never needed sooner.
    model_config = ConfigDict(defer_build=True)


Card = Annotated[
    list[Id],
    Field(
        min_length=2,
        max_length=2,
        description="One physical card: [front animal id, back animal id].",
        examples=[["grevys-zebra", "pronghorn"]],
    ),
]


class DeckManifest(StrictModel):
    """deck.yaml: the deck's title and how its animals pair up into physical cards."""

    title: Text = Field(examples=["fauna-cards sample deck"])
    version: Text = Field(description="The deck's own version; quote it in YAML.", examples=["1.0.0"])
    language: LanguageCode = Field(description="Language of names and text.", examples=["en"])
    description: Maybe[Text] = Field(default=None)
    translations: Maybe[list[LanguageCode]] = Field(
        default=None,
        description="Other languages the deck names its animals in (each record's names); validate warns "
        "about a record without one, and `fauna print --language` prints the deck in any of them.",
        examples=[["de", "es"]],
    )
    boards: Maybe[Annotated[list[Text], Field(min_length=1)]] = Field(
        default=None,
        description=(
            "Boards the deck is meant for, by name or path; every measure must fit each. "
            "Default: fauna-metric and fauna-imperial."
        ),
        examples=[["fauna-metric", "fauna-imperial"]],
    )
    sources_per_record: StrictInt = Field(  # type: ignore[assignment]
        default=1, ge=1, le=10,
        description="The fewest distinct sources each record must cite; a deck whose values are checked "
        "against two references says 2.",
    )
    cards: list[Card] = Field(description="Every animal of the deck on exactly one card.")
    game: BoardGameName = Field(
        default="fauna",
        description="The game the deck is made for. Default: fauna, whose decks KOMPAKT plays too.",
    )
    illustration_fit: IllustrationFit = Field(
        default="cover",
        description=FIT_HELP + " For every record that does not say; a record's own illustration_fit wins.",
    )
    credits: Maybe[Annotated[list[Text], Field(min_length=1, max_length=4)]] = Field(
        default=None,
        description="The attribution the licences of the deck's pictures (or data) ask for, one line each; "
        "`fauna print` prints them at the foot of every sheet and in the PDF's subject.",
        examples=[["Pictures: Twemoji by Twitter, Inc. and other contributors, CC BY 4.0, "
                   "https://creativecommons.org/licenses/by/4.0/"]],
    )


DEFAULT_DECK_BOARDS = ("fauna-metric", "fauna-imperial")
