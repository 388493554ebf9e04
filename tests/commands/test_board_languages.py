"""`fauna board print --language`: the FAUNA board (tiled and on one sheet) and KOMPAKT's
board cards in German and Spanish, with no English word left, read back from the PDF; the
area names placed by the geometry in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("reportlab")
pypdfium2 = pytest.importorskip("pypdfium2")

from helpers import run_cli
from language_checks import english_left
from pdf_checks import flat, page_texts

from fauna_cards.geo.board_map import area_labels, aspect, board_map
from fauna_cards.load.boards import load_board
from fauna_cards.load.languages import words_for
from fauna_cards.load.printing import components
from fauna_cards.model.printing import millimetres
from fauna_cards.printing.board import board_layout
from fauna_cards.printing.map_layer import label_box

LANGUAGES = ("de", "es")
SHEET = components().board
TOP, BOTTOM = SHEET.top_latitude, SHEET.bottom_latitude


def _board(tmp_path: Path, *args: str) -> bytes:
    out = tmp_path / "board.pdf"
    result = run_cli("board", "print", *args, "-o", str(out))
    assert result.exit_code == 0, result.output
    return out.read_bytes()


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[tuple[str, str], bytes]:  # type: ignore[no-untyped-def]
    """The metric board tiled on A4, the imperial one (a reconstruction, with decimals) on
    one A1 sheet, and KOMPAKT's cards with their backs, in each language."""
    folder = tmp_path_factory.mktemp("boards")
    boards = {}
    for language in LANGUAGES:
        boards["a4", language] = _board(folder, "fauna-metric", "-l", language)
        boards["a1", language] = _board(folder, "fauna-imperial", "--paper", "a1", "--language", language)
        boards["kompakt", language] = _board(folder, "kompakt", "-l", language, "--layout", "duplex-long")
    return boards


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", ["a4", "a1", "kompakt"])
def test_the_board_prints_with_no_english_left(printed, kind: str,  # type: ignore[no-untyped-def]
                                               language: str) -> None:
    assert english_left("\n".join(page_texts(printed[kind, language])), language) == []


def test_the_check_for_english_finds_english(tmp_path: Path) -> None:
    # the same check on the English board finds its words: it can fail
    left = english_left("\n".join(page_texts(_board(tmp_path, "fauna-imperial", "--paper", "a1"))), "de")
    assert {"SCORING", "Tail length", "ounces", "tons (US)", "start", "players", "less", "NORTHERN", "OCEAN",
            "FAUNA, imperial side (reconstruction)"} <= set(left)
    kompakt = english_left("\n".join(page_texts(_board(tmp_path, "kompakt", "--layout", "duplex-long"))), "es")
    assert {"Weight", "Tail length", "board card", "NORTH", "AMERICA"} <= set(kompakt)


EXPECTED = {
    "de": {
        "a4": ["FAUNA-Spielplan (fauna-metric): 756 × 504 mm auf 9 Blättern A4 (3 Reihen × 3 Spalten)",
               "1. Jede Seite in Originalgröße drucken", "Teil B2 von 9 (3 Reihen × 3 Spalten).",
               "an der Kante abschneiden", "In Originalgröße drucken", "WERTUNG", "GEWICHT",
               "LÄNGE / HÖHE / GESAMTLÄNGE", "Kilogramm", "Zentimeter", "120 bei 2–3 Spielern", "Start",
               "NORDATLANTIK", "FAUNA, metrische Seite"],
        "a1": ["an den Marken entlang zuschneiden", "Unzen", "Pfund", "US-Tonnen", "Zoll", "Fuß", "0,05 oz",
               "rekonstruiert", "FAUNA, Seite mit US-Maßen (rekonstruiert)", "LÄNGE / HÖHE / GESAMTLÄNGE"],
        "kompakt": ["FAUNA KOMPAKT · Welt 1 von 6", "Spielplankarte 1 von 9", "GEWICHT", "SCHWANZLÄNGE", "7 von 9",
                    "NORDAMERIKA", "INDISCHER OZEAN"],
    },
    "es": {
        "a4": ["Tablero de FAUNA (fauna-metric): 756 × 504 mm en 9 hojas A4 (3 filas × 3 columnas)",
               "1. Imprimir todas las páginas al 100 %", "pieza B2 de 9 (3 filas × 3 columnas).",
               "cortar por el borde", "Imprimir al 100 %", "PUNTUACIÓN", "PESO", "LARGO / ALTO / LARGO TOTAL",
               "kilogramos", "centímetros", "120 con 2–3 jugadores", "salida", "ATLÁNTICO NORTE",
               "FAUNA, cara métrica"],
        "a1": ["recortar siguiendo las marcas", "onzas", "libras", "toneladas (EE. UU.)", "pulgadas", "pies",
               "0,05 oz", "reconstrucción", "FAUNA, cara imperial (reconstrucción)", "LARGO / ALTO / LARGO TOTAL"],
        "kompakt": ["FAUNA KOMPAKT · mundo 1 de 6", "tarjeta de tablero 1 de 9", "PESO", "LARGO DE LA COLA",
                    "7 de 9", "AMÉRICA DEL NORTE", "OCÉANO ÍNDICO"],
    },
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", ["a4", "a1", "kompakt"])
def test_the_board_says_it_in_the_language(printed, kind: str, language: str) -> None:  # type: ignore[no-untyped-def]
    whole = flat("\n".join(page_texts(printed[kind, language])))
    missing = [word for word in EXPECTED[language][kind] if word not in whole]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pdf_title_is_in_the_language(printed, language: str) -> None:  # type: ignore[no-untyped-def]
    words = words_for(language)
    for kind, title in (("a4", words("board.title", name="fauna-metric")), ("kompakt", words("board.kompakt.title"))):
        document = pypdfium2.PdfDocument(printed[kind, language])
        assert document.get_metadata_dict()["Title"] == title


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_area_is_named_in_the_language_on_the_sheet(printed,  # type: ignore[no-untyped-def]
                                                          language: str) -> None:
    whole = flat(page_texts(printed["a1", language])[0])
    for line in {line for label in _labels(language)[1] for line in label.lines}:
        assert line in whole


def _labels(language: str):  # type: ignore[no-untyped-def]
    board = load_board("fauna-metric")
    layout = board_layout(board.board, millimetres(SHEET.width), millimetres(SHEET.height),
                          millimetres(SHEET.track_band), millimetres(SHEET.min_space), aspect(TOP, BOTTOM))
    names = tuple((area_id, area.name.in_language(language)) for area_id, area in board.world.areas.items())
    return (board_map(layout.map_width, TOP, BOTTOM),
            area_labels(layout.map_width, TOP, BOTTOM, names, (), label_box))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_longer_names_still_fit_their_areas_and_never_cover_each_other(language: str) -> None:
    drawn, labels = _labels(language)
    assert {label.key for label in labels} == set(load_board("fauna-metric").world.areas)
    outlines = [label.outline() for label in labels]
    for label, outline in zip(labels, outlines):
        if not label.leader:  # a name too long for its area stands beside it, as in English
            assert drawn.areas[label.key][1].buffer(0.01).contains(outline), label.key
        assert drawn.frame.contains(outline)
    for index, outline in enumerate(outlines):
        for other in outlines[index + 1:]:
            assert outline.intersection(other).area < 1e-6
    assert sum(label.leader for label in labels) <= 10


def _boxes(page) -> list[tuple[str, tuple[float, float, float, float]]]:  # type: ignore[no-untyped-def]
    text = page.get_textpage()
    return [(text.get_text_range(index, 1), text.get_charbox(index)) for index in range(text.count_chars())]


def _extent(boxes, start: int, length: int) -> tuple[float, float, float, float]:  # type: ignore[no-untyped-def]
    inside = [box for _, box in boxes[start:start + length] if box[2] > box[0]]
    return min(b[0] for b in inside), min(b[1] for b in inside), max(b[2] for b in inside), max(b[3] for b in inside)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_longer_sentences_stay_on_the_paper(printed, language: str) -> None:  # type: ignore[no-untyped-def]
    # the overview's steps and the tiles' notes shrink to end inside the paper's margins
    words = words_for(language)
    document = pypdfium2.PdfDocument(printed["a4", language])
    steps = [words(f"board.tiles.steps.{step}") for step in ("print", "cut", "rows", "join", "trim")]
    note = words("sheet.actual_size", length="50 mm")
    for number, page in enumerate(document):
        width, _ = page.get_size()
        boxes = _boxes(page)
        text = "".join(char for char, _ in boxes)
        for sentence in steps if number == 0 else [note]:
            left, _, right, _ = _extent(boxes, text.index(sentence), len(sentence))
            assert left > 0 and right < width - 5 * 72 / 25.4, sentence


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoring_rules_end_above_the_boards_title(printed, language: str) -> None:  # type: ignore[no-untyped-def]
    page = pypdfium2.PdfDocument(printed["a1", language])[0]
    boxes = _boxes(page)
    text = "".join(char for char, _ in boxes)
    title = load_board("fauna-imperial").board.title_in(language)
    start = text.index(title)
    left, bottom, right, top = _extent(boxes, start, len(title))
    for index, (char, box) in enumerate(boxes):
        if start <= index < start + len(title) or not char.strip():
            continue
        apart = box[2] <= left or box[0] >= right or box[3] <= bottom or box[1] >= top
        assert apart, f"{char!r} at {box} covers the board's title"


@pytest.mark.parametrize(("language", "below", "above"), [("de", "weniger", "mehr"), ("es", "menos", "más")])
def test_open_ends_say_which_way_they_run(tmp_path: Path, language: str, below: str, above: str) -> None:
    from conftest import EXAMPLES

    board = _board(tmp_path, str(EXAMPLES / "boards" / "good" / "open-ended.yaml"), "--paper", "a1", "-l", language)
    text = page_texts(board)[0]
    assert english_left(text, language) == []  # no "less", no "more"
    rules = " ".join(words_for(language)(f"board.table.{key}") for key in ("pieces_back", "stacking")).split()
    for word in (below, above):  # in the two scales' open spaces, besides any in the scoring table's rules
        assert text.split().count(word) == 2 + rules.count(word), word


def test_an_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    out = tmp_path / "board.pdf"
    result = run_cli("board", "print", "fauna-metric", "--language", "fr", "-o", str(out))
    assert result.exit_code == 2
    assert "no printed words in 'fr'" in result.stderr and "de, en, es" in result.stderr
    assert not out.exists()
