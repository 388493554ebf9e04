"""The ANIMALIA deck: one deck.yaml with the families, the cards, the powers and the medals.

Stars and black marks are not written in the file: they follow from a card's role, so a
deck cannot print a champion with two stars. The functions at the end are what the engine
asks of a card.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Discriminator, Field, StrictInt, Tag

from fauna_cards.games.animalia.engine.facts import CardFacts, index_cards
from fauna_cards.model.common import Id, LanguageCode, StrictModel, Text

Role = Literal["champion", "dandy", "cutie", "mangy", "thief", "spy", "prankster", "joker"]
PowerRole = Literal["thief", "spy", "prankster"]

# Every family holds each of these once; the joker stands outside the families.
FAMILY_ROLES: tuple[Role, ...] = ("champion", "dandy", "cutie", "mangy", "thief", "spy", "prankster")
POWER_ROLES: tuple[PowerRole, ...] = ("thief", "spy", "prankster")
JOKER: Role = "joker"
STARS: dict[str, int] = {"champion": 3, "dandy": 2}
BLACK_MARKS: dict[str, int] = {"mangy": 1}

# The table: 2 to 6 players; at 4 players or fewer the cuties stay in the box. Two players
# each build two collections. A collection holds 5 animals.
PLAYER_COUNTS = range(2, 7)
SMALL_TABLE_MOST_PLAYERS = 4
SMALL_TABLE_LEFT_OUT: Role = "cutie"
COLLECTION_SIZE = 5
# Bonus cards of one season when there are no ties: 2 for the most elegant, 1 for second.
USUAL_BONUS_CARDS = 3

COLOUR_PATTERN = r"^#[0-9A-Fa-f]{6}$"

Names = dict[LanguageCode, Text]
# A power's effect or note: one text in the deck's language, or texts by language like `names`.
# The mapping is told apart from the text by its shape, so that a wrong value is reported once,
# against the form it is nearest to, rather than once for each form.
Localized = Annotated[
    Union[Annotated[Names, Tag("by language")], Annotated[Text, Tag("text")]],
    Discriminator(lambda value: "by language" if isinstance(value, dict) else "text"),
]


class Family(StrictModel):
    """A family of seven animals, one of each role, and the medals it earns."""

    id: Id = Field(description="The family's id; cards name it in `family`.", examples=["cats"])
    names: Names = Field(
        description="The family's name by language; the deck's language is required.",
        examples=[{"en": "Cats", "es": "Gatos"}],
    )
    colour: str = Field(
        pattern=COLOUR_PATTERN,
        description="The family's colour on cards and medals, as #rrggbb; distinct from every other family's.",
        examples=["#E69F00"],
    )
    medal: Id = Field(description="The name of the symbol on this family's medals.", examples=["cat"])
    illustrations: Text = Field(  # type: ignore[assignment]
        default=None,
        description="Folder of this family's card pictures, relative to deck.yaml.",
        examples=["images/cats"],
    )


class AnimaliaCard(StrictModel):
    """One card: an animal of a family in one role, or the joker, which has no family."""

    id: Id = Field(
        description="Unique in the deck. Recommended form: <family>-<role>, e.g. cats-champion.",
        examples=["cats-champion", "owl"],
    )
    family: Id = Field(  # type: ignore[assignment]
        default=None,
        description="The id of the card's family; left out for the joker, which has none.",
        examples=["cats"],
    )
    role: Role = Field(
        description="champion (3 stars), dandy (2 stars), cutie, mangy (a black mark: -1), "
        "thief, spy and prankster (a power each), or joker (any animal).",
        examples=["champion"],
    )
    names: Names = Field(
        description="The card's name by language; the deck's language is required.",
        examples=[{"en": "Champion Cat", "es": "Gato campeón"}],
    )
    illustration: Text = Field(  # type: ignore[assignment]
        default=None,
        description="The card's picture, relative to deck.yaml.",
        examples=["images/cats/champion.png"],
    )


class Power(StrictModel):
    """What a power role does when it is activated. The rulebook leaves the effects to its
    reference cards, which are not at hand: an effect here is this project's reading."""

    role: PowerRole = Field(description="The role that has this power.", examples=["thief"])
    names: Names = Field(
        description="The power's name by language; the deck's language is required.",
        examples=[{"en": "Steal", "es": "Robar"}],
    )
    symbol: Id = Field(description="The name of the symbol printed on the cards with this power.",
                       examples=["mask"])
    cards: StrictInt = Field(
        ge=1, le=COLLECTION_SIZE,
        description="How many cards the power involves: taken (thief), given (prankster) or looked at (spy).",
    )
    effect: Localized = Field(
        description="What the power does: a text in the deck's language, or texts by language "
        "(the deck's language required).",
        examples=["Take one card from another player's collection into yours."])
    reconstruction: bool = Field(
        description="true while the effect is a reading of the rules rather than the printed reference card.",
    )
    note: Localized = Field(  # type: ignore[assignment]
        default=None,
        description="Why the effect reads as it does, and what to check against the printed reference cards: "
        "a text in the deck's language, or texts by language.",
    )


class MedalSupply(StrictModel):
    """The medals in the box."""

    each_family: StrictInt = Field(ge=1, le=1000, description="Medals of each family.")
    excellence: StrictInt = Field(
        ge=1, le=1000, description='"5" medals: the prize for each group of identical medals.'
    )


class AnimaliaDeck(StrictModel):
    """deck.yaml of an ANIMALIA deck: families, cards, powers and medals."""

    game: Literal["animalia"] = Field(description="The game this deck is for.", examples=["animalia"])
    title: Text = Field(description="The deck's title.", examples=["ANIMALIA, the five families"])
    version: Text = Field(description="The deck's own version; quote it in YAML.", examples=["1.0.0"])
    language: LanguageCode = Field(description="The language every name must be given in.", examples=["en"])
    translations: list[LanguageCode] = Field(  # type: ignore[assignment]
        default=None,
        description="Other languages the deck gives its names and power texts in; validate warns about a "
        "name or text missing in one, and `fauna print --language` prints the deck in any of them.",
        examples=[["de", "es"]],
    )
    description: Text = Field(default=None, description="A few words about the deck.")  # type: ignore[assignment]
    families: list[Family] = Field(min_length=1, description="The families, each with seven animals.")
    cards: list[AnimaliaCard] = Field(min_length=1, description="Every card of the deck, the joker too.")
    powers: list[Power] = Field(description="One entry for each power role: thief, spy and prankster.")
    medals: MedalSupply = Field(description="The medals in the box, e.g. {each_family: 15, excellence: 15}.")


def by_language(text: str | dict[str, str] | None, language: str) -> dict[str, str]:
    """A name's or text's versions by language code: a plain text is in the deck's `language`."""
    if text is None:
        return {}
    return {language: text} if isinstance(text, str) else dict(text)


# --- what the engine asks of a card -----------------------------------------------------------

def stars(card: AnimaliaCard) -> int:
    return STARS.get(card.role, 0)


def black_marks(card: AnimaliaCard) -> int:
    return BLACK_MARKS.get(card.role, 0)


def elegance(card: AnimaliaCard) -> int:
    """The card's part of a collection's elegance: its stars less its black marks."""
    return stars(card) - black_marks(card)


def power(card: AnimaliaCard) -> PowerRole | None:
    """thief, spy or prankster for a card with a power, else None."""
    return card.role if card.role in POWER_ROLES else None  # type: ignore[return-value]


def is_joker(card: AnimaliaCard) -> bool:
    return card.role == JOKER


def family(card: AnimaliaCard) -> str | None:
    """The card's family id; None for the joker."""
    return card.family


# --- what the engine asks of a deck -----------------------------------------------------------

def power_entry(deck: AnimaliaDeck, role: PowerRole) -> Power | None:
    return next((entry for entry in deck.powers if entry.role == role), None)


def cards_in_play(deck: AnimaliaDeck, players: int) -> list[AnimaliaCard]:
    """The cards shuffled for a table of `players`: without the cuties at a small table."""
    if players <= SMALL_TABLE_MOST_PLAYERS:
        return [card for card in deck.cards if card.role != SMALL_TABLE_LEFT_OUT]
    return list(deck.cards)


def collections_at(players: int) -> int:
    """Collections built in a season: two players build two each."""
    return 4 if players == 2 else players


def cards_needed(players: int) -> int:
    """Cards one season takes from the pile without ties: full collections and the usual bonus."""
    return collections_at(players) * COLLECTION_SIZE + USUAL_BONUS_CARDS


def most_medals_in_a_season(deck: AnimaliaDeck, family_id: str) -> int:
    """The most medals of one family a season can hand out: every card of the family and every
    joker earns at most one (a bonus card covers a card, it adds none)."""
    return sum(1 for card in deck.cards if card.family == family_id or is_joker(card))


def card_facts(deck: AnimaliaDeck) -> dict[str, CardFacts]:
    """The deck's cards as the engine knows them, by id: the one place the deck model meets
    the rules."""
    return index_cards(
        CardFacts(card.id, family(card), elegance(card), power(card), is_joker(card),
                  small_table_out=card.role == SMALL_TABLE_LEFT_OUT)
        for card in deck.cards
    )
