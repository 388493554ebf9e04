"""The sheets of game pieces and KOMPAKT's score pad, checked on the layout and on the PDF:
counts, sizes, the printable area, what the page says and what it shows."""

from __future__ import annotations

from collections import Counter

import pypdfium2
import pytest

from fauna_cards.games.kompakt import engine as kompakt
from fauna_cards.load.languages import words_for
from fauna_cards.load.printing import components, paper_named
from fauna_cards.model.printing import millimetres
from fauna_cards.printing.score_pad import score_pad_layout, score_pad_pdf
from fauna_cards.printing.tokens import (
    MARK_SPACE,
    PT,
    Token,
    TokenLayout,
    token_layout,
    tokens_pdf,
)

MARGIN = 5.0  # mm
EN = words_for("en")
DPI = 150


def sheet(name: str = "a4"):  # type: ignore[no-untyped-def]
    return paper_named(name).sheet()


def page_texts(data: bytes) -> list[str]:
    return [page.get_textpage().get_text_range() for page in pypdfium2.PdfDocument(data)]


def chars_with_centres(page: pypdfium2.PdfPage) -> list[tuple[str, float, float]]:
    """Every character on the page with the centre of its box, in mm from the lower left."""
    textpage = page.get_textpage()
    found = []
    for index in range(textpage.count_chars()):
        left, bottom, right, top = textpage.get_charbox(index)
        found.append((textpage.get_text_range(index, 1), (left + right) / 2 * PT, (bottom + top) / 2 * PT))
    return found


def inside(token: Token, x: float, y: float) -> bool:
    return token.x <= x <= token.x + token.size and token.y <= y <= token.y + token.size


def pixel(image, page_height: float, x: float, y: float) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
    """The rendered colour at (x, y) mm from the page's lower left."""
    scale = DPI / 25.4
    return image.getpixel((round(x * scale), round((page_height - y) * scale)))[:3]


def rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


@pytest.fixture(scope="module")
def fauna() -> tuple[TokenLayout, bytes]:
    return token_layout("fauna", sheet(), MARGIN, components(), EN), tokens_pdf("fauna", sheet(), MARGIN, components(), EN).data


# -- the FAUNA sheet -----------------------------------------------------------------------------


def test_fauna_fits_one_sheet_of_a4_and_letter() -> None:
    for paper in ("a4", "letter"):
        printed = tokens_pdf("fauna", sheet(paper), MARGIN, components(), EN)
        assert printed.pages == 1
        assert printed.summary.startswith("56 guess pieces in 8 colours")
        assert "30 evaluation pieces" in printed.summary and "lion" in printed.summary


def test_fauna_sheet_names_every_colour_with_its_letter_and_shape(fauna) -> None:  # type: ignore[no-untyped-def]
    _, data = fauna
    text = page_texts(data)[0]
    for colour in components().players:
        assert colour.name in text
        assert f"letter {colour.letter}, {colour.shape}" in text
    assert "KOMPAKT" in text and "turquoise and orange" in text and "players 7 and 8" in text  # who plays them


def test_every_colour_has_its_pieces_and_a_lap_marker(fauna) -> None:  # type: ignore[no-untyped-def]
    layout, _ = fauna
    data = components()
    pieces = Counter(t.owner.id for t in layout.tokens("piece") if t.owner)
    assert pieces == {colour.id: data.pieces_per_player for colour in data.players}
    laps = Counter(t.owner.id for t in layout.tokens("lap") if t.owner)
    assert laps == {colour.id: 1 for colour in data.players}


def test_each_piece_shows_its_colours_letter_centred_on_it(fauna) -> None:  # type: ignore[no-untyped-def]
    """Counted on the PDF: the letters that stand inside a piece of each colour."""
    layout, data = fauna
    page = pypdfium2.PdfDocument(data)[0]
    tokens = layout.pages[0].tokens
    found: Counter[str] = Counter()
    for char, x, y in chars_with_centres(page):
        if char.isspace():  # pdfium's own spaces between words, not drawn
            continue
        for token in tokens:
            if token.kind == "piece" and inside(token, x, y):
                assert token.owner and char == token.owner.letter
                assert abs(x - (token.x + token.size / 2)) < 0.4  # centred across the piece
                found[token.owner.id] += 1
    assert found == {colour.id: components().pieces_per_player for colour in components().players}


def test_rendered_pieces_show_their_colour_and_light_ones_an_edge(fauna) -> None:  # type: ignore[no-untyped-def]
    layout, data = fauna
    page = pypdfium2.PdfDocument(data)[0]
    image = page.render(scale=DPI / 72).to_pil()
    height = page.get_height() * PT
    for token in layout.tokens():
        if token.kind == "lion":
            continue
        corner = pixel(image, height, token.x + token.size * 0.2, token.y + token.size * 0.12)
        assert max(abs(a - b) for a, b in zip(corner, rgb(token.fill))) < 12, token
    white = next(t for t in layout.tokens("piece") if t.owner and t.owner.id == "white")
    blue = next(t for t in layout.tokens("piece") if t.owner and t.owner.id == "blue")
    def darkest_near_edge(token: Token) -> int:  # noqa: E306
        steps = [token.x + 0.2 + i * 0.1 for i in range(12)]  # 0.2 to 1.3 mm in from the left edge
        return min(sum(pixel(image, height, x, token.y + token.size / 2)) // 3 for x in steps)
    assert darkest_near_edge(white) < 120  # the white piece has a dark edge of its own
    assert pixel(image, height, blue.x + 0.9, blue.y + blue.size / 2) == rgb(blue.fill)  # a dark one needs none


def test_thirty_evaluation_pieces_and_the_lion(fauna) -> None:  # type: ignore[no-untyped-def]
    layout, data = fauna
    evaluation = layout.tokens("evaluation")
    assert len(evaluation) == components().evaluation_pieces == 30
    assert {t.fill for t in evaluation} == {components().evaluation_colour}
    lions = layout.tokens("lion")
    assert len(lions) == 1 and 30 <= lions[0].size <= 40
    assert "starting player" in page_texts(data)[0]


def test_pieces_are_the_components_size_and_abut(fauna) -> None:  # type: ignore[no-untyped-def]
    layout, _ = fauna
    size = millimetres(components().piece)
    pieces = layout.tokens("piece") + layout.tokens("lap") + layout.tokens("evaluation")
    assert {t.size for t in pieces} == {size}
    for group in layout.pages[0].groups:
        rows: dict[float, list[Token]] = {}
        for token in group:
            rows.setdefault(round(token.y, 6), []).append(token)
        for row in rows.values():
            xs = sorted(t.x for t in row)
            assert all(b - a == pytest.approx(t.size) for a, b, t in zip(xs, xs[1:], row))  # shared cut lines
        ys = sorted(rows)
        assert all(b - a == pytest.approx(group[0].size) for a, b in zip(ys, ys[1:]))


@pytest.mark.parametrize("game, paper, stone", [
    ("fauna", "a4", None), ("fauna", "letter", None), ("kompakt", "a4", None), ("kompakt", "letter", 8.0),
    ("kompakt", "a4", 40.0), ("kompakt", "a4", 60.0), ("fauna", "a3", None),
])
def test_every_piece_and_its_cut_marks_lie_inside_the_printable_area(game: str, paper: str,
                                                                     stone: float | None) -> None:
    layout = token_layout(game, sheet(paper), MARGIN, components(), EN, stone)
    x0, y0, x1, y1 = layout.printable
    for page in layout.pages:
        for token in page.tokens:
            assert x0 <= token.x - MARK_SPACE and token.x + token.size + MARK_SPACE <= x1
            assert y0 <= token.y - MARK_SPACE and token.y + token.size + MARK_SPACE <= y1
        for label in page.labels:
            assert x0 <= label.x - label.width


def test_every_page_names_the_colours_it_holds() -> None:
    """Stones too large for one page go on over several: each page labels its colours again."""
    layout = token_layout("kompakt", sheet(), MARGIN, components(), EN, 80.0)
    for page in layout.pages:
        assert {label.colour.id for label in page.labels} == {t.owner.id for t in page.tokens if t.owner}


# -- KOMPAKT's stones ----------------------------------------------------------------------------


def test_kompakt_has_fourteen_stones_in_two_colours_and_no_lion() -> None:
    layout = token_layout("kompakt", sheet(), MARGIN, components(), EN)
    stones = Counter(t.owner.id for t in layout.tokens() if t.owner)
    assert stones == {"turquoise": 7, "orange": 7}
    assert {t.kind for t in layout.tokens()} == {"piece"}
    text = page_texts(tokens_pdf("kompakt", sheet(), MARGIN, components(), EN).data)[0]
    assert "Turquoise" in text and "Orange" in text
    assert "lion" not in text.lower() and "starting player" not in text


def test_a_stone_size_is_honoured() -> None:
    for size in (8.0, 15.0, 40.0):
        layout = token_layout("kompakt", sheet(), MARGIN, components(), EN, size)
        assert {t.size for t in layout.tokens()} == {size}
        assert len(layout.tokens()) == 14
    assert "of 8 mm" in tokens_pdf("kompakt", sheet("letter"), MARGIN, components(), EN, 8.0).summary


def test_stones_too_large_for_one_sheet_go_on_over_more() -> None:
    printed = tokens_pdf("kompakt", sheet(), MARGIN, components(), EN, 80.0)
    layout = token_layout("kompakt", sheet(), MARGIN, components(), EN, 80.0)
    assert printed.pages == len(layout.pages) > 1
    assert len(layout.tokens()) == 14
    assert all("100 %" in text for text in page_texts(printed.data))
    assert f"sheet 1 of {printed.pages}" in page_texts(printed.data)[0]


@pytest.mark.parametrize("game, stone, margin", [
    ("kompakt", 250.0, MARGIN),  # wider than the paper
    ("kompakt", 12.0, 100.0),  # margins that leave nothing
    ("fauna", None, 95.0),
    ("kompakt", 0.0, MARGIN),
    ("fauna", 10.0, MARGIN),  # FAUNA's pieces are sized for the board
    ("chess", None, MARGIN),
])
def test_what_cannot_be_printed_is_refused(game: str, stone: float | None, margin: float) -> None:
    with pytest.raises(ValueError):
        tokens_pdf(game, sheet(), margin, components(), EN, stone)


# -- the score pad -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_pad_has_two_rounds_per_player_and_a_total(players: int) -> None:
    layout = score_pad_layout(sheet(), MARGIN, players)
    assert len(layout.row_tops) == 2 * players + 1
    assert layout.row_height >= 7.0
    assert layout.page[0] > layout.page[1]  # landscape
    assert MARGIN <= layout.left and layout.left + layout.width <= layout.page[0] - MARGIN
    assert layout.bottom > MARGIN


def test_the_pad_reads_as_it_should() -> None:
    data, pages = score_pad_pdf(sheet(), MARGIN, EN, 8)
    assert pages == 1
    (text,) = page_texts(data)
    table, reminder = text.split("Highest bid")
    words = table.split()
    assert words.count("bid") == 8 and words.count("points") == 8
    assert "total" in words and "animal" in words
    assert "16" in words and "17" not in words  # rounds 1 to 16
    assert f"+ {kompakt.ALL_CORRECT_BONUS} points" in reminder
    assert "100 %" in text


def test_the_bonus_in_the_reminder_is_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kompakt, "ALL_CORRECT_BONUS", 5)
    (text,) = page_texts(score_pad_pdf(sheet(), MARGIN, EN, 4)[0])
    assert "+ 5 points" in text


def test_too_many_players_for_the_paper_are_refused() -> None:
    score_pad_layout(sheet("letter"), MARGIN, 8)
    with pytest.raises(ValueError, match="do not fit"):
        score_pad_pdf(sheet("letter"), MARGIN, EN, 9)
    with pytest.raises(ValueError, match="do not fit"):
        score_pad_pdf(sheet("a4"), MARGIN, EN, 12)
    with pytest.raises(ValueError):
        score_pad_pdf(sheet("a4"), MARGIN, EN, 1)


# -- both ----------------------------------------------------------------------------------------


def _all_pdfs() -> list[bytes]:
    return [
        tokens_pdf("fauna", sheet(), MARGIN, components(), EN).data,
        tokens_pdf("kompakt", sheet("letter"), MARGIN, components(), EN, 8.0).data,
        tokens_pdf("kompakt", sheet(), MARGIN, components(), EN, 80.0).data,
        score_pad_pdf(sheet(), MARGIN, EN, 8)[0],
        score_pad_pdf(sheet("letter"), MARGIN, EN, 4)[0],
    ]


def test_same_input_same_bytes_embedded_fonts_and_the_size_note_on_every_page() -> None:
    first, second = _all_pdfs(), _all_pdfs()
    assert first == second
    for data in first:
        assert b"/BaseFont /Helvetica" not in data
        assert b"/FontFile2" in data  # the TrueType font travels inside the file
        assert all("100 %" in text for text in page_texts(data))


# -- in German and Spanish -----------------------------------------------------------------------


def _chars_outside(data: bytes, margin: float) -> list[str]:
    """The characters of any page that reach into the printer's margin."""
    outside = []
    for page in pypdfium2.PdfDocument(data):
        width, height = page.get_width() * PT, page.get_height() * PT
        for char, x, y in chars_with_centres(page):
            if not char.isspace() and not (margin <= x <= width - margin and margin <= y <= height - margin):
                outside.append(char)
    return outside


@pytest.mark.parametrize("language, words", [
    ("de", ["FAUNA-Spielsteine", "Tippsteine: 7 für jeden Spieler und ein +120-Marker", "Blau",
            "Buchstabe B, Kreis", "Buchstabe O, Kreuz", "die Spieler 7 und 8", "Türkis und Orange",
            "Wertungssteine: 30", "Der Startspieler-Löwe", "Startspieler", "In Originalgröße drucken"]),
    ("es", ["Marcadores de FAUNA", "Marcadores de apuesta: 7 por jugador", "Azul", "letra B, círculo",
            "letra W, estrella", "los jugadores 7 y 8", "turquesa y naranja", "Marcadores de evaluación: 30",
            "El león del jugador inicial", "jugador inicial", "Imprimir al 100 %"]),
])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_fauna_sheet_in_german_and_spanish(language: str, words: list[str], paper: str) -> None:
    printed = tokens_pdf("fauna", sheet(paper), MARGIN, components(), words_for(language))
    assert printed.pages == 1
    text = " ".join(page_texts(printed.data)[0].split())
    assert [word for word in words if word not in text] == []
    assert "letter" not in text and "Blue" not in text and "starting player" not in text
    assert _chars_outside(printed.data, MARGIN) == []
    layout = printed.layout  # the longer labels still leave the pieces and their marks inside
    for label in layout.pages[0].labels:
        assert layout.printable[0] <= label.x - label.width


@pytest.mark.parametrize("language, summary", [
    ("de", "14 Tippsteine von 12 mm in 2 Farben auf 1 Blatt A4"),
    ("es", "14 fichas de apuesta de 12 mm en 2 colores en 1 hoja A4"),
])
def test_the_stones_in_german_and_spanish(language: str, summary: str) -> None:
    printed = tokens_pdf("kompakt", sheet(), MARGIN, components(), words_for(language))
    assert printed.summary == summary
    many = tokens_pdf("kompakt", sheet(), MARGIN, components(), words_for(language), 80.0)
    assert (": Blatt 1 von " if language == "de" else ": hoja 1 de ") in page_texts(many.data)[0]
    assert _chars_outside(many.data, MARGIN) == []


@pytest.mark.parametrize("language, words", [
    ("de", ["FAUNA KOMPAKT: Punkteblock", "16 Runden", "Runde", "Tier", "Startspieler", "Spieler 8", "Gebot",
            "Punkte", "Summe", "Höchstes Gebot", "+ 3 Punkte", "In Originalgröße drucken"]),
    ("es", ["Hoja de puntuación de FAUNA KOMPAKT", "16 rondas", "ronda", "jugador inicial", "jugador 8",
            "apuesta", "puntos", "total", "Apuesta más alta", "+ 3 puntos", "Imprimir al 100 %"]),
])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_pad_in_german_and_spanish(language: str, words: list[str], paper: str) -> None:
    data, _ = score_pad_pdf(sheet(paper), MARGIN, words_for(language), 8)
    text = " ".join(page_texts(data)[0].split())
    assert [word for word in words if word not in text] == []
    assert "bid" not in text.split() and "points" not in text.split()
    assert _chars_outside(data, MARGIN) == []
