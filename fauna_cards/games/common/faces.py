"""What the map half of a card face shows, as a game sees it: the places and the marks."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FacePlaces:
    places: tuple[str, ...]  # the names listed on the card
    count: int  # how many places the animal lives in
    word: str  # "area" or "areas", "region" or "regions" (English, for the console)
    word_key: str  # the printed word's key in the language catalogs (maps/languages/)
    colour: str  # the border colour key (printing.face.BORDER_COLOURS)
    marked: frozenset[str]  # areas filled on the card's map
    near: frozenset[str] = frozenset()  # areas hatched as scoring neighbours
    ringed: frozenset[str] = frozenset()  # answer areas too small to see, ringed
