"""ANIMALIA printed in German and Spanish: the cards, the common back, the power reference
cards and the medals with every fixed word from the catalog and every name and power text
from the deck, read back from the PDF's text, with no English left; English as before."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("reportlab")
pytest.importorskip("pypdfium2")

from conftest import ROOT
from helpers import run_cli
from pdf_checks import flat, page_texts

from fauna_cards.games.animalia.cards import by_language
from fauna_cards.load.game_decks import load_game_deck
from fauna_cards.load.languages import language_file
from fauna_cards.model.language import Plural, flatten

DECK = ROOT / "deck" / "animalia"
OTHERS = ("de", "es")


def _deck():  # type: ignore[no-untyped-def]
    deck, _ = load_game_deck(DECK / "deck.yaml")
    assert deck is not None
    return deck


def _printed(tmp_path: Path, *args: str, deck: Path = DECK) -> tuple[str, bytes, str]:
    """The PDF's text on one line, its bytes and what the command said on standard error."""
    out = tmp_path / "out.pdf"
    result = run_cli("print", str(deck), *args, "-o", str(out), exit_code=0)
    data = out.read_bytes()
    return flat(" ".join(page_texts(data))), data, result.stderr


@pytest.fixture(scope="module", params=OTHERS)
def cards(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    language = request.param
    return language, _printed(tmp_path_factory.mktemp(f"cards-{language}"), "-l", language)[0]


@pytest.fixture(scope="module", params=OTHERS)
def medals(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    language = request.param
    return language, _printed(tmp_path_factory.mktemp(f"medals-{language}"), "--tokens", "-l", language)[0]


def _texts(message: object) -> list[str]:
    return list(message.texts().values()) if isinstance(message, Plural) else [str(message)]


def _english_left(text: str, language: str, sections: tuple[str, ...]) -> list[str]:
    """English words of the catalog's `sections` and of the deck that differ from
    `language`'s (case aside: German's role "Champion" is English's "champion") and still
    show in `text`."""
    english, other = flatten(language_file("en").messages), flatten(language_file(language).messages)
    candidates = {word for key in english if key.startswith(sections) for word in _texts(english[key])
                  if word.casefold() not in {t.casefold() for t in _texts(other[key])}}
    deck = _deck()
    for item in [*deck.families, *deck.cards, *deck.powers]:
        for value in (item.names, getattr(item, "effect", None), getattr(item, "note", None)):
            versions = by_language(value, deck.language)
            if versions and versions["en"] != versions.get(language):
                candidates.add(" ".join(versions["en"].split()))
    # a filled-in message is matched in pieces, around its {placeholders}
    pieces = {piece.strip(" :") for word in candidates for piece in re.split(r"\{\w+\}", word)
              if len(piece.strip(" :")) > 2}
    # roles, families and the reference cards' subtitles print in capitals
    return sorted(piece for piece in pieces if any(re.search(rf"(?<!\w){re.escape(form)}(?!\w)", text)
                                                   for form in (piece, piece.upper())))


CARD_WORDS = ("animalia.role", "animalia.footer", "animalia.reference", "sheet.actual_size")
MEDAL_WORDS = ("animalia.medals", "sheet.actual_size")


def test_cards_and_reference_cards_have_no_english_left(cards: tuple[str, str]) -> None:
    language, text = cards
    assert _english_left(text, language, CARD_WORDS) == []


def test_medals_have_no_english_left(medals: tuple[str, str]) -> None:
    language, text = medals
    assert _english_left(text, language, MEDAL_WORDS) == []


def test_the_check_for_english_finds_english(tmp_path: Path) -> None:
    # the same checks on the English prints find the English words: they can fail
    text = _printed(tmp_path, "--no-reference")[0]
    left = _english_left(text, "de", CARD_WORDS)
    assert {"Champion Cat", "Cats", "stands for any animal", "power", "elegance", "no stars, no mark"} <= set(left)
    assert {"mangy", "thief", "cutie"} <= set(left)  # the role, in capitals (German says "Champion" too)
    medal_text = _printed(tmp_path, "--tokens")[0]
    assert {"ANIMALIA medals", "sheet", "Prizes of excellence", "Cats", "medals"} <= set(
        _english_left(medal_text, "es", MEDAL_WORDS))


def test_every_deck_text_prints_in_the_language(cards: tuple[str, str]) -> None:
    language, text = cards
    deck = _deck()
    for item in [*deck.families, *deck.cards, *deck.powers]:
        assert item.names[language] in text or item.names[language].upper() in text, item
    for entry in deck.powers:
        assert " ".join(by_language(entry.effect, "en")[language].split()) in text, entry.role
        assert " ".join(by_language(entry.note, "en")[language].split()) in text, entry.role


GERMAN = ["Champion-Katze", "CHAMPION · KATZEN", "3 Sterne: +3 Eleganz", "2 Sterne: +2 Eleganz",
          "schwarzer Fleck: −1 Eleganz", "keine Sterne, kein Fleck", "Fähigkeit: Stehlen", "Räudiges Kaninchen",
          "RÄUDIG · KANINCHEN", "Eule", "JOKER", "steht für jedes Tier", "Stehlen", "DIE FÄHIGKEIT DES DIEBS",
          "REKONSTRUKTION", "Unsere Lesart der Regeln", "Zu dieser Lesart", "DIE FÄHIGKEIT DES SCHELMS: SCHENKEN",
          "In Originalgröße drucken", "ANIMALIA"]
SPANISH = ["Gato campeón", "CAMPEÓN · GATOS", "3 estrellas: +3 de elegancia", "marca negra: −1 de elegancia",
           "sin estrellas ni marca", "poder: Robar", "Búho", "COMODÍN", "cuenta como cualquier animal",
           "EL PODER DEL ESPÍA", "RECONSTRUCCIÓN", "Nuestra interpretación de las reglas",
           "Sobre esta interpretación", "EL PODER DEL BROMISTA: REGALAR", "Imprimir al 100 %", "ANIMALIA"]


def test_the_cards_say_it_in_the_language(cards: tuple[str, str]) -> None:
    language, text = cards
    for word in {"de": GERMAN, "es": SPANISH}[language]:
        assert word in text, word


def test_the_medals_say_it_in_the_language(medals: tuple[str, str]) -> None:
    language, text = medals
    expected = {"de": ["ANIMALIA-Medaillen: Bogen 1 von 2", "Den Bogen auf dünnen Karton kleben", "Katzen: 15 Medaillen",
                       "Papageien: 15 Medaillen", "Exzellenzpreise: 15 „5“-Medaillen", "In Originalgröße drucken"],
                "es": ["Medallas de ANIMALIA: hoja 2 de 2", "Pega la hoja sobre cartulina fina", "Gatos: 15 medallas",
                       "Loros: 15 medallas", "Premios a la excelencia: 15 medallas «5»", "Imprimir al 100 %"]}
    for word in expected[language]:
        assert word in text, word


def test_english_is_what_it_was(tmp_path: Path) -> None:
    """English is the deck's own language: --language en prints the very bytes of no option,
    in the words the prints had before they came from the catalog."""
    text, data, _ = _printed(tmp_path, "-l", "en")
    assert data == _printed(tmp_path)[1]
    for word in ("CHAMPION · CATS", "3 stars: +3 elegance", "black mark: −1 elegance", "no stars, no mark",
                 "power: Steal", "stands for any animal", "THE THIEF'S POWER", "THE SPY'S POWER: PEEK", "RECONSTRUCTION",
                 "Our reading of the rules: check it against the printed reference card.", "About this reading"):
        assert word in text, word
    medal_text, medal_data, _ = _printed(tmp_path, "--tokens", "-l", "en")
    assert medal_data == _printed(tmp_path, "--tokens")[1]
    for word in ("ANIMALIA medals: sheet 1 of 2", "Glue the sheet onto thin card", "Cats: 15 medals",
                 'Prizes of excellence: 15 "5" medals'):
        assert word in medal_text, word


def _copy(tmp_path: Path) -> Path:
    deck = tmp_path / "deck"
    shutil.copytree(DECK, deck)
    return deck


def test_the_default_is_the_deck_language(tmp_path: Path) -> None:
    deck = _copy(tmp_path)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("language: en\ntranslations: [de, es]",
                                                                   "language: es\ntranslations: [de, en]"),
                        encoding="utf-8")
    text, _, said = _printed(tmp_path, "--tokens", deck=deck)
    assert "Medallas de ANIMALIA" in text and "Gatos: 15 medallas" in text and said == ""


def test_a_deck_in_a_language_without_words_prints_its_names_with_english_words(tmp_path: Path) -> None:
    deck = _copy(tmp_path)
    manifest = deck / "deck.yaml"
    source = manifest.read_text(encoding="utf-8").replace("language: en", "language: pt-BR")
    manifest.write_text(re.sub(r"(?<=[{ ])en: ", "pt-BR: ", source), encoding="utf-8")
    text, _, said = _printed(tmp_path, "--no-reference", deck=deck)
    assert "no printed words in 'pt-BR'" in said and "warning" not in said
    assert "Champion Cat" in text and "3 stars: +3 elegance" in text  # the deck's names, English words


def test_a_text_missing_in_the_language_prints_the_deck_language_and_says_so(tmp_path: Path) -> None:
    deck = _copy(tmp_path)
    manifest = deck / "deck.yaml"
    source = manifest.read_text(encoding="utf-8")
    source = source.replace("de: Räudiger Hund, ", "").replace("{en: Dogs, de: Hunde, es: Perros}", "{en: Dogs}")
    english_spy = "      en: >-\n        Look at the top 3 cards"
    assert english_spy in source
    source = re.sub(r"(      en: >-\n        Look at the top 3 cards.*?\n)      de: >-\n.*?(      es: >-)", r"\1\2",
                    source, flags=re.S)
    manifest.write_text(source, encoding="utf-8")
    said = run_cli("validate", str(deck), exit_code=0).stdout
    assert said.count("animalia-name-missing") == 3
    text, _, said = _printed(tmp_path, "-l", "de", deck=deck)
    assert "Mangy Dog" in text and "RÄUDIG · DOGS" in text and "Look at the top 3 cards" in text
    assert "warning: dogs-mangy: no name in 'de' in the deck; it prints 'Mangy Dog'" in said
    assert "warning: dogs: no name in 'de'" in said
    assert "warning: spy's power: no effect in 'de' in the deck; it prints the 'en' one" in said
    assert "Sieh dir heimlich" not in text and "Spähen" in text


def test_the_bundled_deck_validates_clean() -> None:
    result = run_cli("validate", str(DECK), exit_code=0)
    assert "no problems" in result.stdout and result.stderr == ""


def test_an_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    for extra in ([], ["--tokens"]):
        result = run_cli("print", str(DECK), *extra, "--language", "fr", "-o", str(tmp_path / "x.pdf"), exit_code=2)
        assert "no printed words in 'fr'" in result.stderr
        assert not (tmp_path / "x.pdf").exists()


def test_tabletop_simulator_export_follows_the_language(tmp_path: Path) -> None:
    folder = tmp_path / "tts"
    run_cli("export", str(DECK), "--format", "tts", "--dpi", "30", "--no-reference", "-l", "es", "-o", str(folder),
            exit_code=0)
    saved = json.loads(next(folder.glob("*.json")).read_text(encoding="utf-8"))
    names = [card["Nickname"] for card in saved["ObjectStates"][0]["ContainedObjects"]]
    assert names[0] == "Gato campeón" and names[-1] == "Búho"
