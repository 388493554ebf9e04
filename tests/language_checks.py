"""What the language tests ask of a printed board or map: no English word left; and the
sample deck made over into another language."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from pdf_checks import flat

from fauna_cards.load.boards import load_board
from fauna_cards.load.languages import language_file
from fauna_cards.model.language import Plural, flatten


def _texts(message: object) -> list[str]:
    return list(message.texts().values()) if isinstance(message, Plural) else [str(message)]


def _place_words(names: list[str]) -> set[str]:
    return {word for name in names for word in name.upper().replace("-", " ").split() if len(word) > 2}


def english_left(text: str, language: str) -> list[str]:
    """English words of the board that differ from `language`'s and still show in `text`:
    the board's messages, the board titles, and the words of the area and region names."""
    english, other = flatten(language_file("en").messages), flatten(language_file(language).messages)
    candidates = {word for key in english if key.startswith("board.")
                  for word in _texts(english[key]) if word not in _texts(other[key])}
    boards = [load_board(name).board for name in ("fauna-metric", "fauna-imperial", "kompakt")]
    candidates |= {board.title for board in boards}
    candidates |= {scale.title for board in boards for scale in board.scales.values() if scale.title}
    pieces = {piece.strip() for word in candidates for piece in re.split(r"\{\w+\}", word) if len(piece.strip()) > 2}
    whole = flat(text)
    # case counts ("Start" is German): as written, or in capitals as titles and headings print
    found = {piece for piece in pieces
             if any(re.search(rf"(?<!\w){re.escape(form)}(?!\w)", whole) for form in (piece, piece.upper()))}
    # place names print in capitals and break into lines: their words, those the language lacks
    world = load_board("kompakt").world
    places = [*world.areas.values(), *world.regions.values()]
    foreign = _place_words([p.name.en for p in places]) - _place_words([p.name.in_language(language) for p in places])
    found |= {word for word in foreign if word in re.findall(r"[\w'’]+", whole)}
    return sorted(found)


def sample_deck_in(language: str, folder: Path) -> Path:
    """A copy of the sample deck in `folder` whose own language is `language`, the deck's other
    translations kept (English names stay in `name:`)."""
    from conftest import ROOT

    deck = folder / "deck"
    shutil.copytree(ROOT / "deck", deck)
    manifest = deck / "deck.yaml"
    others = ", ".join(code for code in ("de", "es") if code != language)
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("language: en", f"language: {language}")
                        .replace("translations: [de, es]", f"translations: [{others}]"), encoding="utf-8")
    return deck
