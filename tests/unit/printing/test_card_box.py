"""The card box: its size, the net that folds into it, the pieces on the sheets, the PDF."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

import pypdfium2
import pytest
from reportlab.lib.units import mm
from shapely import affinity
from shapely.geometry import LineString, box
from shapely.ops import unary_union

from fauna_cards.load.printing import card_size_named, components, paper_file, paper_named
from fauna_cards.model.printing import millimetres
from fauna_cards.load.languages import words_for
from fauna_cards.printing.card_box import (
    BoxPrint,
    Piece,
    box_pdf,
    box_pieces,
    box_size,
    lettering_box,
    plan_box,
    turned,
)

A6 = (105.0, 148.0)
SAMPLE = box_size(A6, 22, 0.4, 2.0, 0.53)
GLUE_TAB = 10.0
BOX = components().box
EN = words_for("en")
PAPERS = [paper.sheet() for paper in paper_file().papers]


@lru_cache(maxsize=None)
def printed(card: str = "a6", cards: int = 22, paper: str = "a4", margin: float = 5.0) -> BoxPrint:
    return box_pdf(card_size_named(card).card_format(), cards, paper_named(paper).sheet(), margin, BOX, EN, papers=PAPERS)


def page_texts(data: bytes) -> list[str]:
    """Each page's text, its whitespace made single spaces (the guide wraps where it likes)."""
    document = pypdfium2.PdfDocument(data)
    return [" ".join(document[i].get_textpage().get_text_range().split()) for i in range(len(document))]


def in_net_frame(piece: Piece, geometry):  # type: ignore[no-untyped-def]
    """A piece's geometry back where it was in the net: the base's lower left at (0, 0)."""
    return affinity.translate(geometry, *piece.net_offset)


def all_panels(pieces: list[Piece]) -> dict[str, object]:
    return {panel.name: in_net_frame(piece, panel.shape) for piece in pieces for panel in piece.panels}


# -- the size ------------------------------------------------------------------------------------


def test_sample_box_size() -> None:
    assert SAMPLE.inner_width == pytest.approx(107.0)
    assert SAMPLE.inner_depth == pytest.approx(10.8)  # 22 x 0.4 + 2
    assert SAMPLE.wall_height == pytest.approx(78.44)  # 148 x 0.53: hides the card's middle line too
    assert SAMPLE.describe() == "107 x 10.8 x 78.4 mm"


def test_a_few_cards_still_get_a_box_they_stand_in() -> None:
    assert box_size(A6, 3, 0.4, 2.0, 0.53).inner_depth == pytest.approx(10.0)


def test_depth_grows_linearly_with_the_cards() -> None:
    depths = [box_size(A6, cards, 0.4, 2.0, 0.53).inner_depth for cards in (50, 100, 150, 200)]
    steps = [b - a for a, b in zip(depths, depths[1:])]
    assert steps == pytest.approx([20.0, 20.0, 20.0])
    assert box_size(A6, 100, 0.4, 2.0, 0.53).wall_height == SAMPLE.wall_height  # only the depth grows


@pytest.mark.parametrize("cards, thickness, share", [(0, 0.4, 0.53), (22, 0.0, 0.53), (22, 0.4, 1.2)])
def test_nonsense_sizes_are_refused(cards: int, thickness: float, share: float) -> None:
    with pytest.raises(ValueError):
        box_size(A6, cards, thickness, 2.0, share)


# -- the one-piece net ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def net() -> Piece:
    (piece,) = box_pieces(SAMPLE, GLUE_TAB, EN, 1)
    return piece


def test_net_is_one_valid_outline_with_folds_on_it(net: Piece) -> None:
    assert net.outline.geom_type == "Polygon" and net.outline.is_valid
    assert net.outline.buffer(1e-6).covers(net.folds)
    assert net.outline.buffer(1e-6).covers(net.glue)
    assert min(net.outline.bounds[:2]) == pytest.approx(0.0)


def test_net_base_is_the_inside_of_the_box(net: Piece) -> None:
    base = in_net_frame(net, net.panel("base").shape)
    assert base.bounds == pytest.approx((0.0, 0.0, SAMPLE.inner_width, SAMPLE.inner_depth))


def test_every_wall_stands_on_a_whole_base_edge_and_is_double(net: Piece) -> None:
    panels = all_panels([net])
    base = panels["base"]
    height = SAMPLE.wall_height
    folds = [in_net_frame(net, fold) for fold in net.folds.geoms]
    for name, edge_length in (("front", SAMPLE.inner_width), ("back", SAMPLE.inner_width),
                              ("left side", SAMPLE.inner_depth), ("right side", SAMPLE.inner_depth)):
        outer, inner = panels[f"{name} outer half"], panels[f"{name} inner half"]
        assert outer.intersection(base).length == pytest.approx(edge_length)  # stands on the whole edge
        assert any(fold.equals(outer.intersection(base)) for fold in folds)  # and folds up from it
        assert outer.area == pytest.approx(edge_length * height)  # the wall height
        together = unary_union([outer, inner])
        reach = together.bounds[3] - together.bounds[1] if name in ("front", "back") else \
            together.bounds[2] - together.bounds[0]
        assert reach == pytest.approx(2 * height)  # outer and inner half: a double wall
        top_fold = outer.intersection(inner)
        assert any(fold.equals(top_fold) for fold in folds)  # the inner half folds over the top
        assert inner.bounds[3] - inner.bounds[1] == pytest.approx(height) or \
            inner.bounds[2] - inner.bounds[0] == pytest.approx(height)  # and reaches down to the base


def test_tabs_on_both_ends_of_front_and_back(net: Piece) -> None:
    panels = all_panels([net])
    for wall in ("front", "back"):
        outer = panels[f"{wall} outer half"]
        for side in ("left", "right"):
            tab = panels[f"{wall} {side} tab"]
            joint = tab.intersection(outer)
            assert isinstance(joint, LineString) and joint.length > 0.8 * SAMPLE.wall_height
            x0, _, x1, _ = tab.bounds
            assert (x1 <= 1e-9) if side == "left" else (x0 >= SAMPLE.inner_width - 1e-9)
            # Folded round the corner, the front's and the back's tab lie side by side in the side
            # wall: together no deeper than it, and no higher than the wall.
            assert 2 * (x1 - x0) < SAMPLE.inner_depth
            assert tab.bounds[3] - tab.bounds[1] < SAMPLE.wall_height
            assert tab.area < (x1 - x0) * (tab.bounds[3] - tab.bounds[1])  # chamfered corners
            assert net.glue.buffer(1e-6).covers(net.panel(f"{wall} {side} tab").shape)  # tinted for glue


def test_wide_tabs_shrink_to_share_a_shallow_side_wall() -> None:
    (piece,) = box_pieces(SAMPLE, 30.0, EN, 1)
    tab = piece.panel("front left tab").shape
    assert tab.bounds[2] - tab.bounds[0] <= SAMPLE.inner_depth / 2
    deep = box_size(A6, 180, 0.4, 2.0, 0.53)
    (piece,) = box_pieces(deep, GLUE_TAB, EN, 1)
    tab = piece.panel("front left tab").shape
    assert tab.bounds[2] - tab.bounds[0] == pytest.approx(GLUE_TAB)  # room enough: the data's size


def test_net_tells_which_panel_is_which(net: Piece) -> None:
    texts = [text for _, _, text in net.labels]
    for title in ("FRONT: hides the answers", "BACK", "LEFT SIDE", "RIGHT SIDE", "BASE"):
        assert title in texts
    assert sum("inner half" in text for text in texts) == 4
    assert "glue: inside the left side" in texts and "glue: inside the right side" in texts


@pytest.mark.parametrize("split", [1, 3, 5])
@pytest.mark.parametrize("cards", [1, 60, 400])
def test_text_stays_inside_its_panel_clear_of_the_cut(split: int, cards: int) -> None:
    for piece in box_pieces(box_size(A6, cards, 0.4, 2.0, 0.53), GLUE_TAB, EN, split):
        for view in (piece, turned(piece)):
            for line in view.lettering:
                room = lettering_box(line)
                assert any(panel.shape.contains(room) for panel in view.panels), (piece.name, line.text)
                assert room.distance(view.outline.exterior) >= 0.7, (piece.name, line.text)


# -- the pieces when split -----------------------------------------------------------------------


@pytest.mark.parametrize("split, names", [
    (3, ["base with front and back", "left side", "right side"]),
    (5, ["base", "front", "back", "left side", "right side"]),
])
def test_split_pieces_make_the_same_box(split: int, names: list[str]) -> None:
    pieces = box_pieces(SAMPLE, GLUE_TAB, EN, split)
    assert [piece.name for piece in pieces] == names
    whole = all_panels(box_pieces(SAMPLE, GLUE_TAB, EN, 1))
    parts = all_panels(pieces)
    for name, shape in whole.items():  # every panel of the net, where it was and as large
        assert parts[name].symmetric_difference(shape).area == pytest.approx(0.0, abs=1e-6), name
    for piece in pieces:
        assert piece.outline.is_valid
        if piece.name == "base":  # the base on its own is flat: the walls' flaps fold, it does not
            assert piece.folds.is_empty
        else:
            assert piece.outline.buffer(1e-6).covers(piece.folds)


@pytest.mark.parametrize("split, cards", [(3, 22), (5, 22), (5, 180), (5, 400)])
def test_flaps_fit_under_the_base_without_overlapping(split: int, cards: int) -> None:
    size = box_size(A6, cards, 0.4, 2.0, 0.53)
    pieces = box_pieces(size, GLUE_TAB, EN, split)
    flaps = [shape for name, shape in all_panels(pieces).items() if name.endswith("flap")]
    assert len(flaps) == (2 if split == 3 else 4)
    base = box(0, 0, size.inner_width, size.inner_depth)
    for flap in flaps:  # folded in, each flap lies where it was drawn: over the base
        assert base.buffer(1e-6).covers(flap)
    for a, b in combinations(flaps, 2):
        assert a.intersection(b).area == pytest.approx(0.0, abs=1e-9)


def test_split_pieces_say_where_they_glue() -> None:
    pieces = {piece.name: piece for piece in box_pieces(SAMPLE, GLUE_TAB, EN, 3)}
    assert "its grey flap glues under the base's left edge" in [t for _, _, t in pieces["left side"].labels]
    assert "its grey flap glues under the base's right edge" in [t for _, _, t in pieces["right side"].labels]
    pieces = {piece.name: piece for piece in box_pieces(SAMPLE, GLUE_TAB, EN, 5)}
    assert "its grey flap glues under a 107 mm edge of the base" in [t for _, _, t in pieces["front"].labels]
    assert "its grey flap glues under a 10.8 mm edge of the base" in [t for _, _, t in pieces["left side"].labels]


def test_turning_a_piece_keeps_its_shape() -> None:
    piece = box_pieces(SAMPLE, GLUE_TAB, EN, 5)[1]
    once = turned(piece)
    assert (once.width, once.height) == pytest.approx((piece.height, piece.width))
    assert once.outline.bounds[:2] == pytest.approx((0.0, 0.0))
    assert once.outline.area == pytest.approx(piece.outline.area)
    back = turned(turned(turned(once)))
    assert back.outline.equals_exact(piece.outline, 1e-9) and back.quarter_turns == 0


# -- fitting the paper ---------------------------------------------------------------------------


def test_sample_box_is_too_large_for_one_a4_sheet() -> None:
    # A double wall is 2 x 78.44 mm in the net, so front wall, base and back wall in a row
    # are 324.6 mm: longer than A4 (297 mm). One piece needs A2, three pieces A3.
    cross = box_pieces(SAMPLE, GLUE_TAB, EN, 1)[0]
    assert (cross.width, cross.height) == pytest.approx((107 + 4 * 78.44, 10.8 + 4 * 78.44))
    a6 = card_size_named("a6").card_format()
    assert plan_box(a6, 22, paper_named("a4").sheet(), 5.0, BOX, EN).split == 5
    assert plan_box(a6, 22, paper_named("a3").sheet(), 5.0, BOX, EN).split == 3
    assert plan_box(a6, 22, paper_named("a2").sheet(), 5.0, BOX, EN).split == 1


@pytest.mark.parametrize("card, cards, paper, split", [
    ("a6", 180, "a4", 5),
    ("poker", 22, "letter", 1),
    ("euro-poker", 22, "letter", 1),
    ("tarot", 22, "letter", 3),
    ("tarot", 40, "letter", 3),
    ("a6", 600, "a4", 5),
])
def test_fewest_pieces_that_fit(card: str, cards: int, paper: str, split: int) -> None:
    assert printed(card, cards, paper).split == split


def test_a_box_no_paper_holds_is_refused_naming_the_paper() -> None:
    with pytest.raises(ValueError) as error:
        printed("a6", 2000, "a4")
    message = str(error.value)
    assert "A4" in message and "802 x 160.1 mm" in message and "--paper" in message and "a1" in message
    with pytest.raises(ValueError, match="US Letter"):
        printed("a6", 2000, "letter")


@pytest.mark.parametrize("card, cards, paper, margin", [
    ("a6", 22, "a4", 5.0), ("a6", 180, "a4", 5.0), ("poker", 22, "letter", 5.0), ("a6", 22, "a4", 20.0),
    ("tarot", 40, "letter", 5.0), ("a6", 600, "a4", 5.0), ("a6", 22, "a2", 5.0),
])
def test_everything_on_a_sheet_lies_inside_its_margins_and_apart(card: str, cards: int, paper: str,
                                                                 margin: float) -> None:
    plan = printed(card, cards, paper, margin).plan
    sheet = paper_named(paper).sheet()
    assert plan.pages[0].size in ((sheet.size[0] / mm, sheet.size[1] / mm), (sheet.size[1] / mm, sheet.size[0] / mm))
    for page in plan.pages:
        printable = box(*plan.printable(page)).buffer(1e-6)
        assert printable.bounds[0] == pytest.approx(margin, abs=1e-5)
        outlines = []
        for placement in page.placements:
            outline = affinity.translate(placement.piece.outline, placement.x, placement.y)
            assert printable.covers(box(*placement.rect)) and printable.covers(outline), placement.piece.name
            outlines.append(outline)
        for a, b in combinations(outlines, 2):
            assert a.distance(b) > 1.0  # each piece cut out on its own
        for text in page.texts:
            assert printable.covers(box(*text.rect))
            assert all(box(*text.rect).distance(outline) > 1.0 for outline in outlines)
        assert sum(text.bar > 0 for text in page.texts) == 1  # the calibration bar, on every sheet


def test_every_piece_is_printed_once() -> None:
    plan = printed("a6", 180, "a4").plan
    names = sorted(p.piece.name for page in plan.pages for p in page.placements)
    assert names == sorted(piece.name for piece in box_pieces(plan.size, GLUE_TAB, EN, plan.split))


# -- the PDF -------------------------------------------------------------------------------------


def test_pdf_is_the_same_every_time() -> None:
    card, paper = card_size_named("a6").card_format(), paper_named("a4").sheet()
    assert box_pdf(card, 22, paper, 5.0, BOX, EN).data == box_pdf(card, 22, paper, 5.0, BOX, EN).data


def test_pdf_pages_text_and_fonts() -> None:
    result = printed("a6", 22, "a4")
    document = pypdfium2.PdfDocument(result.data)
    assert len(document) == result.pages == len(result.plan.pages)
    texts = page_texts(result.data)
    assert all("Print at 100 % (actual size)" in text and "50 mm" in text for text in texts)
    assert "107 x 10.8 x 75 mm" in texts[0]  # 148 mm x the data's 0.507
    assert "The box is too large for one piece on A4: printed in 5 pieces." in texts[0]
    assert b"/BaseFont /Helvetica" not in result.data
    assert b"FontFile2" in result.data  # the DejaVu subsets travel inside the file


def test_summary_says_size_count_and_split() -> None:
    assert printed("a6", 22, "a4").summary == (
        "inner 107 x 10.8 x 75 mm for 22 cards of 0.4 mm; too large for one piece on A4: "
        "printed in 5 pieces on 2 sheets of A4")
    one = printed("poker", 22, "letter")
    assert one.summary.endswith("one piece on 1 sheet of US Letter") and one.pages == 1
    assert "does not fit" not in page_texts(one.data)[0]
    assert "in 2 in" not in one.summary and "this bar must measure 2 in" in page_texts(one.data)[0]


def test_card_thickness_defaults_to_the_data() -> None:
    card, paper = card_size_named("a6").card_format(), paper_named("a4").sheet()
    default = millimetres(components().box.card_thickness)
    assert box_pdf(card, 100, paper, 5.0, BOX, EN).size.inner_depth == pytest.approx(100 * default + 2.0)
    thinner = box_pdf(card, 100, paper, 5.0, BOX, EN, card_thickness=0.3).size
    assert (thinner.inner_width, thinner.inner_depth, thinner.wall_height) == pytest.approx((107.0, 32.0, 148 * 0.507))
    assert (thinner.cards, thinner.card_thickness) == (100, 0.3)


@pytest.mark.parametrize("card_name", ["a6", "poker", "tarot"])
def test_the_front_wall_hides_the_answers_and_shows_the_question(card_name: str) -> None:
    """The wall's top lies above the card's middle line (the lower half is the answer) and
    below the lowest words of the upper half (the measures the card asks for)."""
    from conftest import ROOT
    from fauna_cards.load.boards import load_board
    from fauna_cards.load.deck import check_targets, collect_targets
    from fauna_cards.printing.content import face_content
    from fauna_cards.printing.document import PrintCard, PrintOptions, build_pdf
    from fauna_cards.printing.sheets import home_grid

    result = check_targets(collect_targets([str(ROOT / "deck" / "animals" / "grevys-zebra.yaml")]))
    face = face_content(result.records[0].record, None, load_board("fauna-metric").world, "fauna", "metric", EN)
    card = card_size_named(card_name).card_format()
    options = PrintOptions(paper=paper_named("a4").sheet(), card=card, layout="fronts", bleed=3 * mm, margin=5 * mm,
                           words=EN)
    data, _ = build_pdf([PrintCard(face, face)], options)
    page = pypdfium2.PdfDocument(data)[0]
    textpage = page.get_textpage()
    slot = home_grid(options.paper, card, options.margin, options.bleed).slots[0]
    lowest_question = min(
        textpage.get_charbox(index)[1]
        for word in face.asked
        for start, count in [textpage.search(word.replace("_", " ")).get_next()]
        for index in range(start, start + count)
    )
    width, height = (side / mm for side in card.size)
    wall = box_size((width, height), 22, 0.4, 2.0, BOX.hidden_share).wall_height
    middle = height / 2
    question = (lowest_question - slot.y) / mm
    assert middle + 0.3 < wall < question - 0.3, (middle, wall, question)


# -- in German and Spanish -----------------------------------------------------------------------


@pytest.mark.parametrize("language, titles, tab", [
    ("de", ("VORDERWAND: verdeckt die Antworten", "RÜCKWAND", "LINKE SEITENWAND", "RECHTE SEITENWAND", "BODEN"),
     "kleben: in die linke Seitenwand"),
    ("es", ("PARED DELANTERA: oculta las respuestas", "PARED TRASERA", "LATERAL IZQUIERDO", "LATERAL DERECHO",
            "BASE"), "pegar: dentro del lateral izquierdo"),
])
def test_the_net_in_german_and_spanish(language: str, titles: tuple[str, ...], tab: str) -> None:
    (piece,) = box_pieces(SAMPLE, GLUE_TAB, words_for(language), 1)
    texts = [text for _, _, text in piece.labels]
    assert [title for title in titles if title not in texts] == []
    assert tab in texts
    pieces = {piece.name: piece for piece in box_pieces(SAMPLE, GLUE_TAB, words_for(language), 5)}
    assert any("10,8 mm" in text for _, _, text in pieces["left side"].labels)  # the decimal comma


@pytest.mark.parametrize("language", ["de", "es"])
@pytest.mark.parametrize("split", [1, 3, 5])
def test_longer_words_stay_inside_their_panels(language: str, split: int) -> None:
    for cards in (1, 60):
        for piece in box_pieces(box_size(A6, cards, 0.4, 2.0, 0.53), GLUE_TAB, words_for(language), split):
            for view in (piece, turned(piece)):
                for line in view.lettering:
                    room = lettering_box(line)
                    assert any(panel.shape.contains(room) for panel in view.panels), (piece.name, line.text)
                    assert room.distance(view.outline.exterior) >= 0.7, (piece.name, line.text)


@pytest.mark.parametrize("language, words", [
    ("de", ["FAUNA-Kartenbox für 22 Karten im Format a6 (105 x 148 mm, 0,4 mm dick)",
            "Innenmaß 107 x 10,8 x 75 mm (Breite x Tiefe x Höhe)", "in 5 Teilen gedruckt",
            "1. Auf dünnen Karton (160 bis 250 g/m²)", "7. Den Klebstoff trocknen lassen",
            "In Originalgröße drucken (100 %, nicht skalieren): dieser Balken muss 50 mm messen. "
            "Kartenbox, Blatt 1 von 2."]),
    ("es", ["Caja de tarjetas de FAUNA para 22 tarjetas de tamaño a6 (105 x 148 mm, 0,4 mm de grosor)",
            "Interior de 107 x 10,8 x 75 mm (ancho x fondo x alto)", "se imprime en 5 piezas",
            "Imprimir al 100 % (tamaño real), sin escalar: esta barra debe medir 50 mm. "
            "Caja de tarjetas, hoja 1 de 2."]),
])
def test_the_box_sheets_in_german_and_spanish(language: str, words: list[str]) -> None:
    card, paper = card_size_named("a6").card_format(), paper_named("a4").sheet()
    box_print = box_pdf(card, 22, paper, 5.0, BOX, words_for(language), papers=PAPERS)
    assert box_print.pages == printed("a6", 22, "a4").pages  # the same plan: the words change, the pieces do not
    first = page_texts(box_print.data)[0]
    assert [word for word in words if word not in first] == []
    assert "glue" not in first and "Print at 100 %" not in first
    for page in box_print.plan.pages:  # the longer guide still finds room clear of the pieces
        printable = box(*box_print.plan.printable(page)).buffer(1e-6)
        for text in page.texts:
            assert printable.covers(box(*text.rect))
