"""`fauna kit --language`: a German and a Spanish kit for FAUNA and for KOMPAKT, every file
read back (the PDFs' text, PRINT-GUIDE.txt), with no English message of the kit left in it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("reportlab")
pytest.importorskip("pypdfium2")

from conftest import EXAMPLES, ROOT
from helpers import run_cli
from language_checks import english_left as board_english_left, sample_deck_in
from pdf_checks import page_texts

from fauna_cards.load.languages import language_file
from fauna_cards.model.language import Plural, flatten

DECK = ROOT / "deck"
# game, language -> the products made (the FAUNA board takes seconds: once is enough; its own
# words are the board's, the kit only passes the language on)
KITS = {
    ("fauna", "de"): "cards,board,box,tokens",
    ("fauna", "es"): "cards,box,tokens",
    ("kompakt", "de"): "board,box,tokens,score-pad",
    ("kompakt", "es"): "cards,board,box,tokens,score-pad",
}


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[tuple[str, str], Path]:  # type: ignore[no-untyped-def]
    made = {}
    for (game, language), only in KITS.items():
        out = tmp_path_factory.mktemp("kit") / f"{game}-{language}"
        result = run_cli("kit", str(DECK), "--game", game, "--language", language, "--only", only, "-o", str(out))
        assert result.exit_code == 0, result.output
        made[game, language] = out
    return made


def _text(path: Path) -> str:
    if path.suffix == ".txt":
        return path.read_text(encoding="utf-8")
    return "\n".join(page_texts(path.read_bytes()))


def _texts(message: object) -> list[str]:
    return list(message.texts().values()) if isinstance(message, Plural) else [str(message)]


def _english_left(text: str, language: str) -> list[str]:
    """The English messages of the kit (and the actual-size note) that `language` says
    otherwise and that still show in `text`. A message with placeholders is matched in the
    pieces between them; file names and command-line options ("--card-size") are left out
    of the text, since they are the same in every language."""
    english, other = flatten(language_file("en").messages), flatten(language_file(language).messages)
    pieces = set()
    for key, message in english.items():
        if not key.startswith(("kit.", "sheet.actual_size")):
            continue
        for text_en in _texts(message):
            if text_en in _texts(other[key]):
                continue  # the same in both ("Orange", "total" in Spanish)
            parts = [part.strip(" :;,.()") for part in re.split(r"\{\w+\}", text_en)]
            whole = len(parts) == 1  # a message without placeholders: a word like "bid" counts
            pieces |= {part for part in parts
                       if (len(part) > 2 if whole else len(re.sub(r"\bmm\b|[^A-Za-z]", "", part)) > 3)}
    flat = " ".join(text.split())
    flat = re.sub(r"[\w-]+\.(?:pdf|txt)\b|--[\w-]+", " ", flat)
    return sorted(piece for piece in pieces if re.search(rf"(?<![\w-]){re.escape(piece)}(?![\w-])", flat))


@pytest.mark.parametrize("game, language", sorted(KITS))
def test_no_english_word_of_the_kit_is_left(kits, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    folder = kits[game, language]
    files = sorted(folder.iterdir())
    assert {p.name for p in files} >= {"PRINT-GUIDE.txt", "box.pdf", "tokens.pdf"}
    for path in files:
        if path.name in ("board.pdf", "board-cards.pdf"):  # the board's own words: the board catalog's check
            assert board_english_left(_text(path), language) == [], path.name
            continue
        assert _english_left(_text(path), language) == [], path.name


def test_the_check_for_english_finds_english(tmp_path: Path) -> None:
    # the same check on an English kit finds the kit's English: it can fail
    out = tmp_path / "kit"
    assert run_cli("kit", str(DECK), "--game", "kompakt", "--only", "box,tokens,score-pad", "-o", str(out)).exit_code == 0
    for name, expected in (("PRINT-GUIDE.txt", {"WHAT TO PRINT", "PUTTING IT TOGETHER", "Cut along the grid lines"}),
                           ("box.pdf", {"BASE", "glue", "FAUNA card box for"}),
                           ("tokens.pdf", {"Turquoise", "With FAUNA, they are the pieces of players"}),
                           ("score-pad.pdf", {"bid", "points", "starting player"})):
        assert expected <= set(_english_left(_text(out / name), "de")), name


# file -> words each language's kit must show
EXPECTED = {
    "de": {
        "PRINT-GUIDE.txt": ["WAS GEDRUCKT WIRD", "ZUSAMMENBAUEN", "SO WIRD GESPIELT", "Blatt", "Seiten",
                            "einseitig", "Kartenbox", "Tippsteine", "Schere oder Cutter"],
        "box.pdf": ["FAUNA-Kartenbox für 60 Karten", "VORDERWAND: verdeckt die Antworten", "RÜCKWAND", "BODEN",
                    "Innenmaß 107 x 26 x 75 mm", "Kartenbox, Blatt 1 von 2", "In Originalgröße drucken"],
        "tokens.pdf": ["In Originalgröße drucken", "Türkis", "Buchstabe T, Fünfeck", "Spieler 7 und 8",
                       "Türkis und Orange"],
        "score-pad.pdf": ["FAUNA KOMPAKT: Punkteblock", "Runde", "Tier", "Startspieler", "Spieler 1", "Gebot",
                          "Punkte", "Summe", "+ 3 Punkte", "16 Runden"],
        "cards.pdf": ["Gewicht", "SÄUGETIER", "In Originalgröße drucken"],
        "board-cards.pdf": ["In Originalgröße drucken"],
        "board.pdf": ["In Originalgröße drucken"],
    },
    "es": {
        "PRINT-GUIDE.txt": ["QUÉ IMPRIMIR", "MONTAJE", "CÓMO SE JUEGA", "hojas", "páginas", "a una cara",
                            "caja de tarjetas", "Tijeras"],
        "box.pdf": ["Caja de tarjetas de FAUNA para 60 tarjetas", "PARED DELANTERA: oculta las respuestas",
                    "PARED TRASERA", "Interior de 107 x 26 x 75 mm", "Caja de tarjetas, hoja 1 de 2",
                    "Imprimir al 100 %"],
        "tokens.pdf": ["Imprimir al 100 %", "Turquesa", "letra T, pentágono", "jugadores 7 y 8", "turquesa y naranja"],
        "score-pad.pdf": ["Hoja de puntuación de FAUNA KOMPAKT", "ronda", "jugador inicial", "jugador 1",
                          "apuesta", "puntos", "+ 3 puntos", "16 rondas"],
        "cards.pdf": ["peso", "MAMÍFERO", "Imprimir al 100 %"],
        "board-cards.pdf": ["Imprimir al 100 %"],
    },
}


@pytest.mark.parametrize("game, language", sorted(KITS))
def test_every_file_says_it_in_the_language(kits, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    for path in sorted(kits[game, language].iterdir()):
        flat = " ".join(_text(path).split())
        missing = [word for word in EXPECTED[language][path.name] if word not in flat]
        assert missing == [], path.name


def test_the_fauna_guides_tell_the_game_and_both_readings(kits) -> None:  # type: ignore[no-untyped-def]
    german = " ".join((kits["fauna", "de"] / "PRINT-GUIDE.txt").read_text(encoding="utf-8").split())
    assert german.startswith("FAUNA zum Selbstdrucken: fauna-cards sample deck")
    assert "Insgesamt 43 Blatt A4" in german  # 30 for the cards, 10 for the board, 2 for the box, 1 for the pieces
    assert "120 (2–3 Spieler), 100 (4–5 Spieler), 80 (6–8 Spieler)" in german
    assert "der spanischen Spielregel" in german and "nach der englischen" in german
    assert "--test-page --layout duplex-long --paper a4 --card-size a6 --language de" in german
    spanish = " ".join((kits["fauna", "es"] / "PRINT-GUIDE.txt").read_text(encoding="utf-8").split())
    assert "el reglamento español" in spanish and "según el inglés" in spanish
    assert "120 (2–3 jugadores)" in spanish and "En total, 33 hojas A4" in spanish


def test_the_kompakt_guides_count_in_the_language(kits) -> None:  # type: ignore[no-untyped-def]
    german = " ".join((kits["kompakt", "de"] / "PRINT-GUIDE.txt").read_text(encoding="utf-8").split())
    assert "der Spielplan: 6 Weltkarten und 3 Skalenkarten" in german
    assert "14 Tippsteine von 12 mm in 2 Farben auf 1 Blatt A4" in german
    assert "einseitig; 1 Seite, 1 Blatt" in german  # one page: the singular
    spanish = " ".join((kits["kompakt", "es"] / "PRINT-GUIDE.txt").read_text(encoding="utf-8").split())
    assert "14 fichas de apuesta de 12 mm en 2 colores en 1 hoja A4" in spanish
    assert "la hoja de puntuación: apuestas y puntos de cada ronda, para hasta 8 jugadores" in spanish
    assert "a una cara; 1 página, 1 hoja" in spanish


@pytest.mark.parametrize("game, language", sorted(KITS))
def test_the_guide_keeps_to_92_columns(kits, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    guide = (kits[game, language] / "PRINT-GUIDE.txt").read_text(encoding="utf-8")
    assert max(len(line) for line in guide.splitlines()) <= 92


def test_the_terminal_stays_english(tmp_path: Path) -> None:
    result = run_cli("kit", str(DECK), "-l", "de", "--only", "tokens", "-o", str(tmp_path / "k"))
    assert result.exit_code == 0, result.output
    assert "56 guess pieces in 8 colours" in result.stdout and "Tippsteine" not in result.stdout


def test_the_default_is_the_deck_language(tmp_path: Path) -> None:
    deck = sample_deck_in("es", tmp_path)
    result = run_cli("kit", str(deck), "--only", "tokens", "-o", str(tmp_path / "k"))
    assert result.exit_code == 0, result.output
    assert "Marcadores de apuesta" in _text(tmp_path / "k" / "tokens.pdf")
    assert "QUÉ IMPRIMIR" in _text(tmp_path / "k" / "PRINT-GUIDE.txt")


def test_a_deck_in_a_language_without_words_makes_an_english_kit(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("language: en", "language: pt-BR"),
                        encoding="utf-8")
    result = run_cli("kit", str(deck), "--only", "cards,tokens", "-o", str(tmp_path / "k"))
    assert result.exit_code == 0, result.output
    assert "no printed words in 'pt-BR'" in result.stderr
    assert "WHAT TO PRINT" in _text(tmp_path / "k" / "PRINT-GUIDE.txt")


def test_an_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    result = run_cli("kit", str(DECK), "--language", "fr", "-o", str(tmp_path / "k"))
    assert result.exit_code == 2
    assert "no printed words in 'fr'" in result.stderr and "de, en, es" in result.stderr
    assert not (tmp_path / "k").exists()
