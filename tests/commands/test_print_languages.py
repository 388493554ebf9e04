"""`fauna print --language`: the sample deck in German and Spanish with no English word left
on its cards, read back from the PDF's text."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("reportlab")
pytest.importorskip("pypdfium2")

from conftest import EXAMPLES, ROOT
from helpers import run_cli
from language_checks import sample_deck_in
from pdf_checks import page_texts

from fauna_cards.load.boards import load_board
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.languages import language_file
from fauna_cards.model.language import Plural, flatten

DECK = ROOT / "deck"


def _printed(tmp_path: Path, *args: str) -> str:
    out = tmp_path / "cards.pdf"
    result = run_cli("print", *args, "--layout", "duplex-long", "-o", str(out))  # both sides: an animal on each
    assert result.exit_code == 0, result.output
    return "\n".join(page_texts(out.read_bytes()))


def _texts(message: object) -> list[str]:
    return list(message.texts().values()) if isinstance(message, Plural) else [str(message)]


def _english_left(text: str, language: str) -> list[str]:
    """English words of the cards that differ from `language`'s and still show in `text`."""
    english, other = flatten(language_file("en").messages), flatten(language_file(language).messages)
    candidates = {word for key in english if key.startswith(("card.", "sheet.actual_size"))
                  for word in _texts(english[key]) if word not in _texts(other[key])}
    world = load_board("fauna-metric").world
    candidates |= {place.name.en for place in [*world.areas.values(), *world.regions.values()]
                   if place.name.en != place.name.in_language(language)}
    records = [item.record for item in check_targets(collect_targets([str(DECK)])).records]
    # an English name that the translation holds whole ("Yak" in "Yak salvaje") is no English left
    candidates |= {record.name for record in records if record.name not in (record.names or {}).get(language, "")}
    flat = " ".join(text.split())
    # the actual-size note is matched in pieces: its {length} is filled in
    pieces = {piece.strip() for word in candidates for piece in re.split(r"\{\w+\}", word) if len(piece.strip()) > 2}
    # case counts: the class prints in capitals, and "Orca" is not "Orcinus orca"
    found = {piece for piece in pieces if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", flat)}
    found |= {piece for piece in pieces if piece.islower() and piece.upper() in flat.split()}
    return sorted(found)


@pytest.mark.parametrize("language", ["de", "es"])
@pytest.mark.parametrize("game", ["fauna", "kompakt"])
def test_the_sample_deck_prints_with_no_english_left(tmp_path: Path, language: str, game: str) -> None:
    text = _printed(tmp_path, str(DECK), "--language", language, "--game", game)
    assert _english_left(text, language) == []


def test_the_check_for_english_finds_english(tmp_path: Path) -> None:
    # the same check on an English print finds the English words: it can fail
    left = _english_left(_printed(tmp_path, str(DECK), "--select", "yak,grevys-zebra,okapi"), "de")
    assert {"weight", "height", "mammal", "Yak", "Tibet Plateau", "Grevy's zebra", "Horn of Africa"} <= set(left)


def test_german_cards_say_it_in_german(tmp_path: Path) -> None:
    text = _printed(tmp_path, str(DECK), "-l", "de", "--select", "yak")
    for word in ("SÄUGETIER", "Wildyak", "Gewicht", "Hochland von Tibet", "300–1000 kg", "Gebiet",
                 "In Originalgröße drucken"):
        assert word in text
    assert "Gebiete" not in text.split()  # one area: the singular
    okapi = _printed(tmp_path, str(DECK), "-l", "de", "--select", "okapi")
    for word in ("Höhe", "1,4–1,65 m", "Schwanzlänge", "Kongobecken"):
        assert word in okapi
    spanish = _printed(tmp_path, str(DECK), "-l", "es", "--select", "grevys-zebra,okapi")
    for word in ("MAMÍFERO", "Cebra de Grévy", "peso", "largo", "largo de la cola", "Cuerno de África", "áreas",
                 "2,5–3 m"):
        assert word in spanish


def test_the_default_is_the_deck_language(tmp_path: Path) -> None:
    deck = sample_deck_in("de", tmp_path)
    for record in (deck / "animals").glob("*.yaml"):  # name: stays English, so the German one comes from names
        record.write_text(record.read_text(encoding="utf-8").replace("{de: ", "{en: x, de: "), encoding="utf-8")
    text = _printed(tmp_path, str(deck), "--select", "yak")
    assert "Gewicht" in text and "SÄUGETIER" in text
    assert "Yak" in text  # the deck is German, so `name: Yak` is the German name now


def test_a_record_without_a_name_in_the_language_prints_its_own_name_and_says_so(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    out = tmp_path / "c.pdf"
    result = run_cli("print", str(deck), "-l", "es", "--layout", "fronts", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert "no name in 'es'" in result.stderr and "the card prints" in result.stderr
    assert "PESO" in " ".join(page_texts(out.read_bytes())).upper()


def test_an_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    result = run_cli("print", str(DECK), "--language", "fr", "-o", str(tmp_path / "c.pdf"))
    assert result.exit_code == 2
    assert "no printed words in 'fr'" in result.stderr and "de, en, es" in result.stderr
    assert not (tmp_path / "c.pdf").exists()


def test_a_deck_in_a_language_without_words_prints_english_with_a_note(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("language: en", "language: pt-BR"),
                        encoding="utf-8")
    out = tmp_path / "c.pdf"
    result = run_cli("print", str(deck), "--layout", "fronts", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert "no printed words in 'pt-BR'" in result.stderr
    assert "weight" in " ".join(page_texts(out.read_bytes()))


def test_the_alignment_test_page_speaks_the_language(tmp_path: Path) -> None:
    out = tmp_path / "t.pdf"
    assert run_cli("print", "--test-page", "-l", "es", "-o", str(out)).exit_code == 0
    text = " ".join(page_texts(out.read_bytes()))
    assert "ANVERSO 1" in text and "REVERSO 1" in text and "FRONT" not in text
