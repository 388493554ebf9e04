"""Card images by arithmetic: pixels from exact lengths, the print services' presets, their
data file and its rules, the Tabletop Simulator sheet grid, card ids and file names. No
drawing: the fake faces here are plain coloured pictures."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from pydantic import ValidationError

from fauna_cards.export.card_png import face_file_names
from fauna_cards.export.image_formats import CardSides, Face, FaceImages
from fauna_cards.export.tts_layout import (
    CARDS_PER_SHEET, MAX_PIXELS, card_id, card_pixels, sheet_grid, sheets_of, slot_origin,
)
from fauna_cards.load.printing import card_size_named, paper_file, print_services, service_named, service_product
from fauna_cards.model.print_services import PrintServicesFile
from fauna_cards.model.printing import INCH, metres, pixel_count
from fauna_cards.checks.printing import check_services

# (service, card size) -> (pixels with bleed, pixels of the trim alone) at 300 dpi, as the
# services' templates have them (maps/print/services.yaml names each template).
PRESETS = {
    ("thegamecrafter", "poker"): ((825, 1125), (750, 1050)),
    ("thegamecrafter", "tarot"): ((900, 1500), (825, 1425)),
    ("drivethrucards", "poker"): ((825, 1125), (750, 1050)),
    ("makeplayingcards", "poker"): ((822, 1122), (750, 1050)),
    ("makeplayingcards", "tarot"): ((897, 1497), (825, 1425)),
}


# -- pixels ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("length", "dpi", "pixels"), [
    ("2.74 in", 300, 822),  # a float would make 821.9999...
    ("1 in", 300, 300),
    ("105 mm", 300, 1240),  # 1240.157...
    ("111.35 mm", 300, 1315),  # A6 with 1/8 in each side: 1315.157...
    ("154.35 mm", 300, 1823),  # 1823.03...
    ("0.5 in", 3, 2),  # 1.5 rounds half up
    ("2.5 in", 1, 3),  # 2.5 likewise
    ("148 mm", 30, 175),  # 174.8...
])
def test_pixels_are_inches_times_dpi_rounded_half_up(length: str, dpi: int, pixels: int) -> None:
    assert pixel_count(metres(length), dpi) == pixels


@pytest.mark.parametrize(("service", "card_size"), sorted(PRESETS))
def test_every_preset_has_its_templates_pixels_with_and_without_bleed(service: str, card_size: str) -> None:
    product = service_product(service_named(service), card_size)
    with_bleed, trim = PRESETS[service, card_size]
    assert product.image_pixels(300) == with_bleed
    assert product.image_pixels(300, with_bleed=False) == trim
    assert (product.pixels_at_300_dpi.width, product.pixels_at_300_dpi.height) == with_bleed
    assert product.template.startswith("https://")


def test_the_presets_are_exactly_these() -> None:
    offered = {(service.id, product.card_size) for service in print_services().services for product in service.products}
    assert offered == set(PRESETS)


def test_a_service_without_the_card_size_says_what_it_offers_and_how_to_choose() -> None:
    from fauna_cards.errors import IOTrouble

    with pytest.raises(IOTrouble) as raised:
        service_product(service_named("drivethrucards"), "a6")
    message = str(raised.value)
    assert "DriveThruCards has no product for a6 cards" in message
    assert "poker (Poker-size cards, 2.5 in x 3.5 in)" in message and "--card-size poker" in message
    assert "leave out --service" in message


def test_an_unknown_service_names_the_services() -> None:
    from fauna_cards.errors import IOTrouble

    with pytest.raises(IOTrouble, match="thegamecrafter, drivethrucards, makeplayingcards"):
        service_named("the-game-crafter")


def test_the_service_choices_of_the_command_line_are_the_files() -> None:
    from fauna_cards.commands.options import SERVICE_CHOICES

    assert SERVICE_CHOICES.split("|") == [service.id for service in print_services().services]


# -- the data file and its rules ---------------------------------------------------------------

def _services(**changes: object) -> dict:
    product = {"id": "poker-deck", "name": "Poker Deck", "card_size": "poker", "width": "2.5 in", "height": "3.5 in",
               "bleed": "0.125 in", "safe": "0.125 in", "pixels_at_300_dpi": {"width": 825, "height": 1125},
               "template": "https://example.org/poker.png", **changes}
    return {"services": [{"id": "shop", "name": "Shop", "products": [product]}]}


def _findings(document: dict) -> list[tuple[str, str]]:
    file = PrintServicesFile.model_validate(document)
    return [(finding.code, finding.message) for finding in check_services(file, paper_file().cards)]


def test_the_bundled_services_file_is_valid() -> None:
    assert check_services(print_services(), paper_file().cards) == []
    assert _findings(_services()) == []


@pytest.mark.parametrize(("change", "message"), [
    ({"pixels_at_300_dpi": {"width": 825, "height": 1124}}, "825 x 1124 px, but trim and bleed give 825 x 1125 px"),
    ({"bleed": "3 mm"}, "825 x 1125 px, but trim and bleed give 821 x 1121 px"),
    ({"card_size": "bridge"}, "no card size 'bridge' in paper.yaml"),
    ({"card_size": "a6"}, "more than 1 mm from a6's 105 mm x 148 mm"),
    ({"safe": "1.25 in", "pixels_at_300_dpi": {"width": 825, "height": 1125}}, "leaves no room on the card"),
])
def test_a_wrong_product_is_reported(change: dict, message: str) -> None:
    found = _findings(_services(**change))
    assert any(message in text for _, text in found), found


def test_a_second_product_for_a_card_size_or_a_repeated_id_is_reported() -> None:
    document = _services()
    product = document["services"][0]["products"][0]
    document["services"][0]["products"].append({**product, "id": "poker-again"})
    document["services"].append(dict(document["services"][0]))
    codes = [code for code, _ in _findings(document)]
    assert codes.count("duplicate-id") == 3  # the service twice; a second poker product in each


@pytest.mark.parametrize("change", [
    {"template": "http://example.org/plain-http"},  # a template is an https page
    {"pixels_at_300_dpi": [825, 1125]},
    {"width": "2.5"},  # a length needs its unit
    {"bleed": "0 in"},
    {"colour": "blue"},  # unknown field
])
def test_the_model_refuses_malformed_products(change: dict) -> None:
    with pytest.raises(ValidationError):
        PrintServicesFile.model_validate(_services(**change))


# -- Tabletop Simulator sheets -----------------------------------------------------------------

@pytest.mark.parametrize(("cards", "grid"), [
    (1, (2, 2)), (2, (2, 2)), (3, (2, 2)), (4, (3, 2)), (8, (3, 3)), (22, (5, 5)), (36, (7, 6)),
    (48, (7, 7)), (55, (8, 7)), (62, (9, 7)), (63, (10, 7)), (69, (10, 7)),
])
def test_a_sheet_is_as_square_as_ten_by_seven_allows_with_the_hidden_slot_free(cards: int, grid: tuple) -> None:
    assert sheet_grid(cards) == grid
    columns, rows = grid
    assert columns <= 10 and rows <= 7 and columns * rows >= cards + 1


def test_a_sheet_holds_69_cards_and_refuses_more() -> None:
    assert CARDS_PER_SHEET == 69
    with pytest.raises(ValueError):
        sheet_grid(70)
    with pytest.raises(ValueError):
        sheet_grid(0)


def test_cards_go_onto_sheets_of_69_in_deck_order() -> None:
    assert sheets_of(150) == [range(0, 69), range(69, 138), range(138, 150)]
    assert sheets_of(69) == [range(0, 69)]
    assert sheets_of(5) == [range(0, 5)]


@pytest.mark.parametrize(("card_size", "cards"), [("a6", 22), ("a6", 69), ("poker", 36), ("tarot", 2), ("a6", 1)])
def test_a_sheet_never_passes_4096_pixels_and_keeps_the_cards_shape(card_size: str, cards: int) -> None:
    size = card_size_named(card_size)
    trim = (metres(size.width), metres(size.height))
    grid = sheet_grid(cards)
    width, height = card_pixels(trim, 300, grid)
    assert grid[0] * width <= MAX_PIXELS and grid[1] * height <= MAX_PIXELS
    assert abs(width / height - float(trim[0] / trim[1])) < 0.01
    assert max(grid[0] * width, grid[1] * height) > MAX_PIXELS * 0.95 or (width, height) == (
        pixel_count(trim[0], 300), pixel_count(trim[1], 300))


def test_cards_keep_the_asked_resolution_when_the_sheet_allows() -> None:
    trim = (Fraction(63, 1000), Fraction(88, 1000))
    assert card_pixels(trim, 60, (2, 2)) == (pixel_count(trim[0], 60), pixel_count(trim[1], 60))


def test_card_ids_are_the_deck_number_times_100_plus_the_place() -> None:
    assert card_id(1, 0) == 100 and card_id(1, 68) == 168 and card_id(3, 11) == 311


def test_slots_fill_rows_from_the_top_left() -> None:
    assert slot_origin(0, (5, 5), (10, 14)) == (0, 0)
    assert slot_origin(4, (5, 5), (10, 14)) == (40, 0)
    assert slot_origin(5, (5, 5), (10, 14)) == (0, 14)


# -- file names --------------------------------------------------------------------------------

def _cards(count: int, shared: bool = False) -> tuple[CardSides, ...]:
    return tuple(CardSides(Face(f"a{i}", f"Animal {i}", 2 * i), Face(f"b{i}", f"Beast {i}", 2 * i + 1), shared)
                 for i in range(count))


def test_png_names_sort_in_card_order_with_the_side_and_the_animal() -> None:
    names = face_file_names(_cards(2))
    assert names == [("01-front-a0.png", 0), ("01-back-b0.png", 1), ("02-front-a1.png", 2), ("02-back-b1.png", 3)]
    many = [name for name, _ in face_file_names(_cards(120))]
    assert many[0] == "001-front-a0.png" and many[-1] == "120-back-b119.png"
    assert sorted(many, key=lambda name: name.split("-")[0]) == many


def test_a_shared_back_is_one_file() -> None:
    names = face_file_names(_cards(3, shared=True))
    assert names == [("01-front-a0.png", 0), ("02-front-a1.png", 2), ("03-front-a2.png", 4), ("back.png", 1)]


# -- the TTS writer on fake faces: many sheets -------------------------------------------------

def _fake_faces(count: int, shared: bool) -> FaceImages:
    from PIL import Image

    def render(page: int, size: tuple[int, int]) -> object:
        return Image.new("RGB", size, (page % 256, 0, 0))

    trim = (INCH * Fraction(5, 2), INCH * Fraction(7, 2))
    return FaceImages("Big deck", _cards(count, shared), trim, 10, render, "https://example.org/big/")


@pytest.mark.parametrize("shared", [False, True])
def test_150_cards_make_three_sheets_and_three_custom_decks(shared: bool) -> None:
    import io

    from PIL import Image

    from fauna_cards.export.tts_deck import export

    written = export(_fake_faces(150, shared))
    files = dict(written.files)
    saved = json.loads(files["big-deck.json"])
    deck = saved["ObjectStates"][0]
    assert sorted(deck["CustomDeck"]) == ["1", "2", "3"]
    assert deck["DeckIDs"] == [100 + i for i in range(69)] + [200 + i for i in range(69)] + [300 + i for i in range(12)]
    for number, entry in deck["CustomDeck"].items():
        face = Image.open(io.BytesIO(files[f"faces-{number}.png"]))
        assert face.mode == "RGB"
        assert entry["FaceURL"] == f"https://example.org/big/faces-{number}.png"
        assert entry["UniqueBack"] is not shared
        assert entry["BackURL"] == ("https://example.org/big/back.png" if shared
                                    else f"https://example.org/big/backs-{number}.png")
        assert face.size == (entry["NumWidth"] * 25, entry["NumHeight"] * 35)  # 2.5 x 3.5 in at 10 dpi
    assert ("back.png" in files) is shared
    assert len(deck["ContainedObjects"]) == 150
    # each card's picture is its own face, at its place on its sheet
    sheet = Image.open(io.BytesIO(files["faces-2.png"]))
    grid = (deck["CustomDeck"]["2"]["NumWidth"], deck["CustomDeck"]["2"]["NumHeight"])
    for index in (0, 11, 68):
        x, y = slot_origin(index, grid, (25, 35))
        assert sheet.getpixel((x + 12, y + 17))[0] == (2 * (69 + index)) % 256
