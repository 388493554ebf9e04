"""What each ANIMALIA face shows, already in words and colours: the drawing makes no game
decisions (services/animalia_print.py reads them off the deck)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class FamilyMark:
    """A family as the cards and medals show it: its colour and medal symbol."""

    name: str
    colour: str  # #rrggbb
    medal: str  # a symbol name (symbols.SYMBOLS); unknown names print the family's initial


@dataclass(frozen=True)
class AnimalFace:
    """The front of a family card, or of the joker (family None, every family in `families`)."""

    card_id: str
    name: str
    role: str  # the role's word as printed, in the card's language: "champion", "joker"
    family: FamilyMark | None
    stars: int = 0
    black_marks: int = 0
    power_symbol: str | None = None  # mask, binoculars, gift
    power_name: str | None = None  # "Steal"
    illustration: Path | None = None
    families: tuple[FamilyMark, ...] = ()  # the joker's: it stands for any of them


@dataclass(frozen=True)
class CardBack:
    """The back every play card shares: the game's name and the families' medals."""

    game: str
    families: tuple[FamilyMark, ...]
    card_id: str = "back"
    illustration: Path | None = None


@dataclass(frozen=True)
class ReferenceFace:
    """A power's reference card: its front says what the power does, its back why it reads so."""

    card_id: str
    role: str  # thief, spy, prankster: the id, which the drawing puts into words
    name: str  # the power's name: "Steal"
    symbol: str
    text: str  # the effect (front) or the note (back)
    reconstruction: bool
    back: bool = False
    illustration: Path | None = None
