"""ANIMALIA in print: the cards and their common back through FAUNA's sheet layouts, the power
reference cards with their reconstruction label, and the sheet of medals."""

from __future__ import annotations

import math
from pathlib import Path

import pypdfium2
import pytest
from conftest import EXAMPLES, ROOT
from pdf_checks import assert_fonts_embedded, flat, page_texts
from typer.testing import CliRunner

from fauna_cards.commands.group import app
from fauna_cards.games.animalia.cards import by_language
from fauna_cards.load.game_decks import load_game_deck as load_animalia_deck
from fauna_cards.load.languages import words_for
from fauna_cards.load.printing import paper_named
from fauna_cards.printing.animalia.medals import BLEED, GAP, medal_layout
from fauna_cards.printing.animalia.symbols import has_symbol
from fauna_cards.services.animalia_print import animalia_cards, animalia_deck_file

DECK = ROOT / "deck" / "animalia"
MANIFEST = DECK / "deck.yaml"
PT = 72 / 25.4


def fauna_print(*arguments: str, exit_code: int = 0) -> str:
    result = CliRunner().invoke(app, ["print", *arguments])
    assert result.exit_code == exit_code, result.output
    return result.output


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, list[str]]:
    out = tmp_path_factory.mktemp("animalia") / "cards.pdf"
    said = fauna_print(str(DECK), "-o", str(out))
    assert "36 cards and 3 reference cards, 78 faces, 10 pages" in said and "poker" in said
    data = out.read_bytes()
    return data, [flat(text) for text in page_texts(data)]


def test_an_animalia_deck_is_found_by_folder_or_file() -> None:
    assert animalia_deck_file(str(DECK)) == MANIFEST
    assert animalia_deck_file(str(MANIFEST)) == MANIFEST
    assert animalia_deck_file(str(ROOT / "deck")) is None  # FAUNA's deck
    assert animalia_deck_file(str(ROOT / "nowhere")) is None


def test_nine_poker_cards_a_sheet_fronts_then_backs(printed: tuple[bytes, list[str]]) -> None:
    data, texts = printed
    assert len(texts) == 10
    backs = [text.count("ANIMALIA") for text in texts[1::2]]
    assert backs == [9, 9, 9, 9, 0]  # 36 play cards with the common back
    assert texts[9].count("About this reading") == 3  # the reference cards' own backs
    assert texts[0].count("stars: +") == 4 and "Champion Cat" in texts[0] and "CHAMPION · CATS" in texts[0]
    assert "Mangy Cat" in texts[0] and "black mark: −1 elegance" in texts[0]
    assert "power: Steal" in texts[0] and "power: Peek" in texts[0] and "power: Gift" in texts[0]
    assert "Owl" in texts[6] and "JOKER" in texts[6] and "stands for any animal" in texts[6]
    assert all("Print at 100 %" in text for text in texts[0::2])
    assert_fonts_embedded(data)


def test_every_card_of_the_deck_is_printed(printed: tuple[bytes, list[str]]) -> None:
    deck, _ = load_animalia_deck(MANIFEST)
    assert deck is not None
    fronts = " ".join(printed[1][0::2])
    for card in deck.cards:
        assert card.names["en"] in fronts, card.id


def test_reference_cards_say_the_effect_and_that_it_is_a_reading(printed: tuple[bytes, list[str]]) -> None:
    deck, _ = load_animalia_deck(MANIFEST)
    assert deck is not None
    front, back = printed[1][8], printed[1][9]
    assert front.count("RECONSTRUCTION") == 3
    assert front.count(words_for("en")("animalia.reference.reconstruction_label")) == 3
    for entry in deck.powers:
        assert " ".join(by_language(entry.effect, "en")["en"].split()) in front
        assert entry.note is not None and " ".join(by_language(entry.note, "en")["en"].split()) in back
    assert back.count("About this reading") == 3


def test_the_same_deck_prints_the_same_bytes(printed: tuple[bytes, list[str]], tmp_path: Path) -> None:
    out = tmp_path / "again.pdf"
    fauna_print(str(MANIFEST), "-o", str(out))
    assert out.read_bytes() == printed[0]


@pytest.mark.parametrize(("arguments", "pages"), [
    (["--no-reference"], 8), (["--layout", "fronts"], 5), (["--layout", "gutterfold"], 10),
    (["--layout", "service"], 78), (["--card-size", "a6"], 40), (["--paper", "letter"], 10),
])
def test_layouts_and_options(arguments: list[str], pages: int, tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    fauna_print(str(DECK), *arguments, "-o", str(out))
    assert len(page_texts(out.read_bytes())) == pages


def test_service_pages_are_a_poker_card_and_its_bleed(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    fauna_print(str(DECK), "--layout", "service", "-o", str(out))
    document = pypdfium2.PdfDocument(out.read_bytes())
    try:
        width, height = document[0].get_size()
    finally:
        document.close()
    bleed = 3.175 * PT
    assert (width, height) == pytest.approx((2.5 * 72 + 2 * bleed, 3.5 * 72 + 2 * bleed), abs=0.01)


def test_faces_hold_what_the_deck_says() -> None:
    cards = animalia_cards(MANIFEST)
    fronts = {card.front.card_id: card.front for card in cards.cards[:cards.play_cards]}
    assert fronts["cats-champion"].stars == 3 and fronts["cats-dandy"].stars == 2
    assert fronts["dogs-mangy"].black_marks == 1 and fronts["dogs-cutie"].stars == 0
    assert fronts["horses-spy"].power_symbol == "binoculars" and fronts["horses-thief"].power_symbol == "mask"
    assert fronts["owl"].family is None and len(fronts["owl"].families) == 5
    assert len({id(card.back) for card in cards.cards[:cards.play_cards]}) == 1  # one common back


def test_every_bundled_symbol_is_drawn() -> None:
    deck, _ = load_animalia_deck(MANIFEST)
    assert deck is not None
    assert all(has_symbol(f.medal) for f in deck.families)
    assert all(has_symbol(p.symbol) for p in deck.powers)


def test_medal_sheet_counts_and_spacing() -> None:
    cards = animalia_cards(MANIFEST, with_reference=False)
    marks = cards.cards[0].back.families
    layout = medal_layout(marks, 15, 15, paper_named("a4").sheet(), 5.0, words_for("en"))
    assert len(layout.pages) == 2
    for mark in marks:
        assert len(layout.medals(mark.name)) == 15
    assert len(layout.medals(None)) == 15 and len(layout.medals()) == 90
    x0, y0, x1, y1 = layout.printable
    for page in layout.pages:
        for medal in page.medals:
            reach = medal.diameter / 2 + BLEED
            assert x0 <= medal.x - reach and medal.x + reach <= x1 and y0 <= medal.y - reach <= medal.y + reach <= y1
        for index, one in enumerate(page.medals):
            for other in page.medals[index + 1:]:
                assert math.dist((one.x, one.y), (other.x, other.y)) >= one.diameter + GAP - 1e-6


def test_print_tokens_writes_the_medals(tmp_path: Path) -> None:
    out = tmp_path / "medals.pdf"
    said = fauna_print(str(DECK), "--tokens", "-o", str(out))
    assert '90 medals: 15 for each of 5 families and 15 "5" medals, on 2 sheets of A4' in said
    data = out.read_bytes()
    texts = [flat(text) for text in page_texts(data)]
    assert texts[0].startswith("ANIMALIA medals: sheet 1 of 2")
    assert "Cats: 15 medals" in texts[0] and 'Prizes of excellence: 15 "5" medals' in texts[1]
    assert texts[1].count("5") >= 15
    assert_fonts_embedded(data)
    again = tmp_path / "again.pdf"
    fauna_print(str(DECK), "--tokens", "-o", str(again))
    assert again.read_bytes() == data


def test_fauna_options_are_refused_for_animalia(tmp_path: Path) -> None:
    out = tmp_path / "x.pdf"
    assert "--select is for FAUNA decks" in fauna_print(str(DECK), "--select", "owl", "-o", str(out), exit_code=2)
    assert not out.exists()


def test_tokens_are_refused_for_a_fauna_deck(tmp_path: Path) -> None:
    said = fauna_print(str(EXAMPLES / "decks" / "good" / "small-deck"), "--tokens", "-o", str(tmp_path / "x.pdf"),
                       exit_code=2)
    assert "fauna kit --only tokens" in said


def test_a_deck_with_errors_is_reported_not_printed(tmp_path: Path) -> None:
    broken = tmp_path / "deck.yaml"
    broken.write_text(MANIFEST.read_text(encoding="utf-8").replace('"#0072B2"', '"blue"'), encoding="utf-8")
    out = tmp_path / "x.pdf"
    said = fauna_print(str(tmp_path), "-o", str(out), exit_code=1)
    assert "invalid-value" in said and "1 error" in said
    assert not out.exists()
