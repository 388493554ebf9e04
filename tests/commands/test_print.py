"""Printed cards, checked on the PDF itself: pages, boxes, text, registration, images."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from conftest import EXAMPLES, ROOT
from helpers import run_cli
from PIL import Image, ImageChops, ImageStat
from reportlab.lib.units import mm

from fauna_cards.geo.artwork import world_art
from fauna_cards.load.boards import load_board
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.languages import words_for
from fauna_cards.load.printing import card_size_named, paper_file, paper_named
from fauna_cards.printing.content import face_content
from fauna_cards.printing.document import PrintCard, PrintOptions, build_pdf
from fauna_cards.printing.sheets import flip_axis, home_grid, mirrored

DECK = ROOT / "deck"
REFERENCE = EXAMPLES / "print"
NAME_LEFT = 7.5 * mm  # the name starts at the border inset plus the panel padding (A6)


def sheet(name: str = "a4"):  # type: ignore[no-untyped-def]
    return paper_named(name).sheet()


def card_of(name: str = "a6"):  # type: ignore[no-untyped-def]
    return card_size_named(name).card_format()


@pytest.mark.parametrize(("name", "label"), [("a6", "a6 (105 × 148 mm)"), ("poker", "poker (2.5 × 3.5 in)"),
                                            ("tarot", "tarot (70 × 121 mm)")])
def test_a_card_size_reads_with_its_trim_size(name: str, label: str) -> None:
    assert card_of(name).label == label


def test_a_trim_size_in_two_units_names_both() -> None:
    from fauna_cards.model.printing import CardSize

    assert CardSize(id="odd", name="odd", width="2.5in", height="88 mm").card_format().label == "odd (2.5 in × 88 mm)"


def options(paper: str = "a4", card_size: str = "a6", **others) -> PrintOptions:  # type: ignore[no-untyped-def]
    return PrintOptions(paper=sheet(paper), card=card_of(card_size), words=words_for("en"), **others)


def build(cards, options):  # type: ignore[no-untyped-def]
    """As `fauna print` builds: with the card maps."""
    return build_pdf(cards, options, None, world_art("card"))


# Cards of sample animals, drawn without their pictures (the tests that draw a picture give
# their own): the pages these tests and the reference images pin.
PAIRS = [("grevys-zebra", "giraffe"), ("red-fox", "red-squirrel"), ("african-bush-elephant", "koala"),
         ("ostrich", "great-cormorant")]


@pytest.fixture(scope="module")
def deck_cards():
    from dataclasses import replace

    result = check_targets(collect_targets([str(DECK)]))
    loaded = {item.record.id: item for item in result.records}
    world = load_board("fauna-metric").world

    def face(animal: str, game: str, units: str):  # type: ignore[no-untyped-def]
        drawn = face_content(loaded[animal].record, loaded[animal].path, world, game, units, words_for("en"))
        return replace(drawn, illustration=None)

    def cards(game: str = "fauna", units: str = "metric", count: int = 4) -> list[PrintCard]:
        return [PrintCard(face(a, game, units), face(b, game, units)) for a, b in PAIRS[:count]]

    return cards


def _pages(data: bytes) -> list[tuple[tuple[float, float], str, pypdfium2.PdfPage]]:
    document = pypdfium2.PdfDocument(data)
    pages = []
    for page in document:
        text = page.get_textpage().get_text_range()
        pages.append(((page.get_width(), page.get_height()), text, page))
    return pages


def _name_box(page: pypdfium2.PdfPage, name: str) -> tuple[float, float, float, float]:
    textpage = page.get_textpage()
    searcher = textpage.search(name)
    found = searcher.get_next()
    assert found, f"{name!r} not on the page"
    start, count = found
    boxes = [textpage.get_charbox(i) for i in range(start, start + count)]
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


def test_same_cards_same_bytes(deck_cards) -> None:
    first, _ = build(deck_cards(), options())
    second, _ = build(deck_cards(), options())
    assert first == second


def test_duplex_long_fronts_then_mirrored_backs(deck_cards) -> None:
    cards = deck_cards(count=4)
    data, page_count = build(cards, options(layout="duplex-long"))
    pages = _pages(data)
    assert page_count == len(pages) == 4  # two A6 cards a sheet with 5 mm margins: 2 fronts, 2 backs
    (width, height), front_text, front_page = pages[0]
    assert (round(width), round(height)) == (842, 595)  # A4 landscape holds two A6 side by side
    _, back_text, back_page = pages[1]
    card_width = card_of().size[0]
    for card in cards[:2]:
        assert card.front.name in front_text and card.back.name not in front_text
        assert card.back.name in back_text and card.front.name not in back_text
        front_card_left = _name_box(front_page, card.front.name)[0] - NAME_LEFT
        # A landscape sheet's long edge is horizontal: turned over about it, a card keeps
        # its x and its back is printed upside down, so the back's name ends where a
        # right-way-up name would start, mirrored within the card.
        assert flip_axis("duplex-long", (width, height)) == "horizontal"
        back_name_right = _name_box(back_page, card.back.name)[2]
        # (glyph boxes are tight: side bearings move them by a few points; a card in the
        # wrong place would be off by a whole card width, about 300 points)
        assert back_name_right == pytest.approx(front_card_left + card_width - NAME_LEFT, abs=5.0)


def test_backs_land_behind_their_fronts_for_every_flip_and_offset() -> None:
    for paper in paper_file().papers:
        for size in paper_file().cards:
            grid = home_grid(paper.sheet(), size.card_format(), 5 * mm, 3 * mm)
            for layout in ("duplex-long", "duplex-short"):
                axis = flip_axis(layout, grid.page)
                for slot in grid.slots:
                    back = mirrored(grid, slot, axis, (0.0, 0.0))
                    w, h = grid.card
                    if axis == "vertical":  # turning over mirrors x and keeps y
                        assert back.x + w / 2 == pytest.approx(grid.page[0] - (slot.x + w / 2))
                        assert back.y == pytest.approx(slot.y) and back.rotate == slot.rotate
                    else:  # mirrors y, and the back is upside down
                        assert back.y + h / 2 == pytest.approx(grid.page[1] - (slot.y + h / 2))
                        assert back.x == pytest.approx(slot.x) and back.rotate != slot.rotate
                    shifted = mirrored(grid, slot, axis, (1.5, -2.0))
                    assert (shifted.x - back.x, shifted.y - back.y) == pytest.approx((1.5, -2.0))


def test_long_and_short_edge_flip_axes() -> None:
    portrait, landscape = (595, 842), (842, 595)
    assert flip_axis("duplex-long", portrait) == "vertical"
    assert flip_axis("duplex-short", portrait) == "horizontal"
    assert flip_axis("duplex-long", landscape) == "horizontal"
    assert flip_axis("duplex-short", landscape) == "vertical"


def test_service_pages_carry_trim_and_bleed_boxes(deck_cards) -> None:
    cards = deck_cards(count=2)
    bleed = 3.175 * mm
    data, pages = build(cards, options(layout="service", bleed=bleed))
    assert pages == 4
    document = pypdfium2.PdfDocument(data)
    w, h = card_of().size
    for index, page in enumerate(document):
        assert (page.get_width(), page.get_height()) == pytest.approx((w + 2 * bleed, h + 2 * bleed), abs=0.01)
        assert page.get_trimbox() == pytest.approx((bleed, bleed, bleed + w, bleed + h), abs=0.01)
        assert page.get_bleedbox() == pytest.approx((0, 0, w + 2 * bleed, h + 2 * bleed), abs=0.01)
        text = page.get_textpage().get_text_range()
        card = cards[index // 2]
        expected = card.front if index % 2 == 0 else card.back  # front, then back
        assert expected.name in text


def test_gutterfold_puts_front_and_back_on_one_page(deck_cards) -> None:
    cards = deck_cards(count=2)
    data, pages = build(cards, options(layout="gutterfold"))
    texts = [text for _, text, _ in _pages(data)]
    assert pages == len(texts) == 2
    for card, text in zip(cards, texts):
        assert card.front.name in text and card.back.name in text


def test_fronts_only(deck_cards) -> None:
    cards = deck_cards(count=4)
    data, pages = build(cards, options(layout="fronts"))
    text = "".join(t for _, t, _ in _pages(data))
    assert pages == 2
    assert all(card.front.name in text for card in cards)
    assert not any(card.back.name in text for card in cards)


def test_sheets_say_print_at_actual_size(deck_cards) -> None:
    data, _ = build(deck_cards(count=1), options(paper="letter"))
    _, text, _ = _pages(data)[0]
    assert "Print at 100 %" in text and "2 in" in text


def test_latin_extended_names_and_long_texts_stay_on_the_card(deck_cards) -> None:
    from dataclasses import replace

    card = deck_cards(count=1)[0]
    long_name = "Żubr Łoś Čáp Őrség Wisent of the Białowieża Forest Primeval"
    face = replace(card.front, name=long_name, places=tuple(f"Area number {i}" for i in range(150)))
    data, _ = build([PrintCard(face, card.back)], options(layout="fronts"))
    (width, height), text, page = _pages(data)[0]
    assert " ".join(text.split()).count(long_name) == 1  # wrapped onto two lines, all of it
    grid = home_grid(sheet(), card_of(), 5 * mm, 3 * mm)
    slot = grid.slots[0]
    for part in ("Żubr Łoś Čáp Őrség", "Białowieża Forest Primeval"):
        left, _, right, _ = _name_box(page, part)
        assert slot.x < left and right < slot.x + grid.card[0]
    assert "\u2026" in text  # the area list was cut with an ellipsis, not overflowed


def test_kompakt_cards_list_regions(deck_cards) -> None:
    cards = deck_cards(game="kompakt", count=1)  # Grevy's zebra: one region
    assert (cards[0].front.place_count, cards[0].front.place_word) == (1, "region")
    data, _ = build(cards, options(layout="fronts"))
    _, text, _ = _pages(data)[0]
    assert "Africa" in text and "region 1" in text


def test_imperial_cards_print_pounds_and_feet(deck_cards) -> None:
    card = deck_cards(units="imperial", count=1)[0]  # Grevy's zebra, authored in kg and m
    values = {measure: value for measure, _, value in card.front.measures}
    assert values["weight"] == "772\u2013992 lb"
    assert values["length"].endswith("ft")


def _render(data: bytes, index: int) -> Image.Image:
    page = pypdfium2.PdfDocument(data)[index]
    return page.render(scale=50 / 72).to_pil().convert("RGB")


@pytest.mark.parametrize(("index", "name"), [(0, "front"), (1, "back")])
def test_pages_look_like_the_reference(deck_cards, index: int, name: str) -> None:
    data, _ = build(deck_cards(count=2), options())
    image = _render(data, index)
    reference_path = REFERENCE / f"sheet-{name}.png"
    reference = Image.open(reference_path).convert("RGB")
    assert image.size == reference.size
    difference = ImageStat.Stat(ImageChops.difference(image, reference)).mean
    assert max(difference) < 3.0, f"page differs from {reference_path.name} by {difference}"


def test_the_cli_writes_atomically_and_summarises(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    result = run_cli("print", str(DECK), "-o", str(out), "--select", "grevys-zebra,yak")
    assert result.exit_code == 0, result.output
    assert "2 cards, 4 faces" in result.output and out.read_bytes().startswith(b"%PDF")
    failed = run_cli("print", str(DECK), "-o", str(tmp_path / "none.pdf"), "--margin", "30",
                                 "--layout", "gutterfold")
    assert failed.exit_code == 2 and "does not fit" in failed.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]  # nothing half-written
    unknown = run_cli("print", str(DECK), "-o", str(out), "--select", "unicorn")
    assert unknown.exit_code == 2 and "unicorn" in unknown.stderr
    offset = run_cli("print", str(DECK), "-o", str(out), "--back-offset", "1")
    assert offset.exit_code == 2


def test_alignment_test_page(tmp_path: Path) -> None:
    out = tmp_path / "align.pdf"
    result = run_cli("print", "--test-page", "-o", str(out), "--layout", "duplex-short")
    assert result.exit_code == 0, result.output
    texts = [text for _, text, _ in _pages(out.read_bytes())]
    assert len(texts) == 2 and "FRONT 1" in texts[0] and "BACK 1" in texts[1]


def test_an_illustration_is_drawn_and_stored_once(deck_cards, tmp_path: Path) -> None:
    from dataclasses import replace

    image = tmp_path / "zebra.png"
    Image.new("RGB", (400, 250), (200, 60, 40)).save(image)
    card = deck_cards(count=1)[0]
    pictured = PrintCard(replace(card.front, illustration=image), replace(card.back, illustration=image))
    data, _ = build([pictured, pictured], options(layout="fronts"))
    assert data.count(b"/Subtype /Image") == 1  # four uses, one stored image
    page = _render(data, 0)
    grid = home_grid(sheet(), card_of(), 5 * mm, 3 * mm)
    # The middle of the first card's picture box is the image's red, not the placeholder.
    x = (grid.slots[0].x + grid.card[0] / 2) * 50 / 72
    y = page.height - (grid.slots[0].y + grid.card[1] * 0.72) * 50 / 72
    assert page.getpixel((int(x), int(y))) == pytest.approx((200, 60, 40), abs=8)


def test_an_svg_illustration_is_one_form_placed_by_reference(deck_cards, tmp_path: Path) -> None:
    from dataclasses import replace

    image = tmp_path / "zebra.svg"
    image.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250">'
                     '<rect width="400" height="250" fill="#c83c28"/></svg>', encoding="utf-8")
    card = deck_cards(count=1)[0]
    pictured = PrintCard(replace(card.front, illustration=image), card.back)
    plain, _ = build([card], options(layout="fronts"))
    data, _ = build([pictured, pictured], options(layout="fronts"))
    assert data.count(b"/Subtype /Form") == plain.count(b"/Subtype /Form") + 1
    page = _render(data, 0)
    grid = home_grid(sheet(), card_of(), 5 * mm, 3 * mm)
    x = (grid.slots[0].x + grid.card[0] / 2) * 50 / 72
    y = page.height - (grid.slots[0].y + grid.card[1] * 0.72) * 50 / 72
    assert page.getpixel((int(x), int(y))) == pytest.approx((200, 60, 40), abs=8)


def test_a_broken_svg_is_refused_with_its_name(tmp_path: Path) -> None:
    import shutil

    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    (deck / "broken.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'><rect", encoding="utf-8")
    record = deck / "animals" / "grevys-zebra.yaml"
    record.write_text(record.read_text(encoding="utf-8") + "illustration: ../broken.svg\n", encoding="utf-8")
    result = run_cli("print", str(deck), "-o", str(tmp_path / "cards.pdf"))
    assert result.exit_code == 1 and "broken.svg" in result.stderr
    assert not (tmp_path / "cards.pdf").exists()


def test_a_long_single_word_name_shrinks_to_the_card(deck_cards) -> None:
    from dataclasses import replace

    card = deck_cards(count=1)[0]
    word = "Scharlachkopfkardinalfischartverwandter"
    data, _ = build([PrintCard(replace(card.front, name=word), card.back)], options(layout="fronts"))
    _, _, page = _pages(data)[0]
    slot = home_grid(sheet(), card_of(), 5 * mm, 3 * mm).slots[0]
    left, _, right, _ = _name_box(page, word)
    assert slot.x < left and right < slot.x + card_of().size[0] - 7.5 * mm


def test_the_progress_bar_counts_faces(capsys) -> None:
    from fauna_cards.commands.print_ import _progress_bar

    show = _progress_bar(8)
    for done in range(1, 9):
        show(done)
    err = capsys.readouterr().err
    assert err.endswith("\r  [" + "#" * 30 + "] 8/8 faces")
    assert "4/8 faces" in err and "3/8" not in err  # redrawn every fourth face and at the end


@pytest.mark.parametrize("layout", ["duplex-long", "gutterfold", "fronts", "service"])
def test_card_pdfs_embed_every_font(deck_cards, layout: str) -> None:
    from pdf_checks import assert_fonts_embedded

    data, _ = build(deck_cards(count=2), options(layout=layout))
    assert_fonts_embedded(data)  # print services refuse a PDF that leans on the reader's fonts


def test_every_other_pdf_embeds_its_fonts(tmp_path: Path) -> None:
    from pdf_checks import STANDARD_FONTS, assert_fonts_embedded

    written = {
        "align.pdf": ["print", "--test-page"],
        "zebra.pdf": ["map", "grevys-zebra", "--deck", str(DECK)],
    }
    for name, args in written.items():
        out = tmp_path / name
        result = run_cli(*args, "-o", str(out))
        assert result.exit_code == 0, result.output
        data = out.read_bytes()
        if name == "zebra.pdf":  # a map has no text: no font may be named at all
            assert not STANDARD_FONTS.search(data) and b"/BaseFont" not in data
        else:
            assert_fonts_embedded(data)


def test_printing_cards_projects_nothing_at_run_time(tmp_path: Path) -> None:
    """The card map ships projected (maps/geometry/card-art.json): printing needs neither
    the geometry libraries nor their import time."""
    from helpers import run_python

    out = tmp_path / "cards.pdf"
    run = run_python("-X", "importtime", "-m", "fauna_cards", "print", str(DECK), "-o", str(out),
                     "--select", "grevys-zebra")
    assert run.returncode == 0 and out.read_bytes().startswith(b"%PDF"), run.stderr[-2000:]
    imported = {line.split("|")[-1].strip().split(".")[0] for line in run.stderr.splitlines()
                if line.startswith("import time:")}
    assert "reportlab" in imported  # the listing is read
    assert imported & {"shapely", "pyproj", "numpy", "geopandas"} == set()


def test_streams_are_flate_alone_and_map_forms_have_short_names(deck_cards) -> None:
    """ASCII85 would make every stream a quarter larger; each page names every map form it
    uses, so long names would cost every page."""
    data, _ = build(deck_cards(count=2), options())
    assert b"/FlateDecode" in data and b"ASCII85Decode" not in data
    assert b"/FormXob.M0 " in data and b"/FormXob.Mo " in data and b"fauna-area" not in data


def test_a_picture_is_stored_binary_too(deck_cards, tmp_path: Path) -> None:
    from dataclasses import replace

    from reportlab import rl_config

    image = tmp_path / "zebra.png"
    Image.new("RGB", (40, 25), (200, 60, 40)).save(image)
    card = deck_cards(count=1)[0]
    data, _ = build([PrintCard(replace(card.front, illustration=image), card.back)], options(layout="fronts"))
    assert data.count(b"/Subtype /Image") == 1 and b"ASCII85Decode" not in data
    assert rl_config.useA85  # reportlab's own setting is left as it was, for other canvases


def test_colours_given_as_text_are_made_once_and_draw_as_reportlab_draws_them() -> None:
    import io

    from reportlab.pdfgen.canvas import Canvas

    from fauna_cards.printing.canvas import PdfCanvas, binary_streams, colour

    class Reference(Canvas):  # reportlab's own reading of colours, and our streams
        def save(self) -> None:
            with binary_streams():
                super().save()

    def page(kind: type) -> bytes:
        buffer = io.BytesIO()
        canvas = kind(buffer, invariant=1)
        for fill, stroke in (("#2e7d32", "#ffffff"), ("#b5341f", "#8a9aa8"), ("red", "#1a1a1a")):
            canvas.setFillColor(fill)
            canvas.setStrokeColor(stroke)
            canvas.rect(10, 10, 50, 50, stroke=1, fill=1)
        canvas.save()
        return buffer.getvalue()

    assert page(PdfCanvas) == page(Reference)
    assert colour("#2e7d32") is colour("#2e7d32")



CREDIT = "Pictures: Twemoji by Twitter, Inc. and other contributors, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)"


@pytest.mark.parametrize("layout", ["duplex-long", "gutterfold", "fronts"])
def test_the_decks_credits_print_at_the_foot_of_every_sheet_with_cards(deck_cards, layout: str) -> None:
    from pdf_checks import flat, page_texts, text_in

    data, pages = build(deck_cards(count=3), options(layout=layout, credits=(CREDIT,)))
    texts = page_texts(data)
    fronts = texts if layout != "duplex-long" else texts[::2]
    assert all(CREDIT in flat(text) for text in fronts)
    document = pypdfium2.PdfDocument(data)
    try:
        page = document[0]
        width, _ = page.get_size()
        # at the foot, right of the actual-size note, inside the printer's margin
        foot = flat(text_in(page, (width / 2, 0, width, 12 * mm)))
        assert CREDIT in foot and "Print at 100 %" not in foot
        assert document.get_metadata_dict()["Subject"] == CREDIT
    finally:
        document.close()


def test_credits_too_long_for_a_narrow_sheet_wrap_instead_of_running_off(deck_cards) -> None:
    from pdf_checks import flat, text_in

    long_credit = " ".join([CREDIT] * 3)
    data, _ = build(deck_cards(count=1), options(paper="a4", card_size="poker", credits=(long_credit,)))
    document = pypdfium2.PdfDocument(data)
    try:
        page = document[0]
        width, _ = page.get_size()
        inside = flat(text_in(page, (0, 0, width - 5 * mm, 30 * mm))).split()
        # every word on the page, within its right margin, on lines of its own
        assert [word for word in long_credit.split() if word not in inside] == []
        assert inside.count("Pictures:") == 3
    finally:
        document.close()


def test_without_credits_the_foot_holds_the_note_alone(deck_cards) -> None:
    from pdf_checks import page_texts

    data, _ = build(deck_cards(count=1), options())
    assert "Twemoji" not in page_texts(data)[0]
    document = pypdfium2.PdfDocument(data)
    try:
        assert "Twemoji" not in document.get_metadata_dict().get("Subject", "")
    finally:
        document.close()


def test_the_sample_deck_prints_its_pictures_and_their_credit(tmp_path: Path) -> None:
    from dataclasses import replace

    from pdf_checks import flat, page_texts

    out = tmp_path / "deck.pdf"
    run_cli("print", str(DECK), "--select", "lion", "-o", str(out), exit_code=0)
    assert all(CREDIT in flat(text) for text in page_texts(out.read_bytes())[::2])
    # The lion's picture fills the middle of its box; without it, the placeholder does.
    result = check_targets(collect_targets([str(DECK / "animals" / "lion.yaml")]))
    (lion,) = result.records
    face = face_content(lion.record, lion.path, load_board("fauna-metric").world, "fauna", "metric", words_for("en"))
    assert face.illustration is not None and face.illustration.name == "1f981.svg"
    grid = home_grid(sheet(), card_of(), 5 * mm, 3 * mm)
    x = (grid.slots[0].x + grid.card[0] / 2) * 50 / 72

    def middle(face) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
        data, _ = build([PrintCard(face, face)], options(layout="fronts"))
        page = _render(data, 0)
        return page.getpixel((int(x), int(page.height - (grid.slots[0].y + grid.card[1] * 0.72) * 50 / 72)))

    assert middle(face) != middle(replace(face, illustration=None))
