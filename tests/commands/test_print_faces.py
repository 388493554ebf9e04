"""What a printed card face shows and what `fauna print` says about it: illustrations fitted
by `cover` or `contain`, text cut short, island answers ringed on the map, the whole of
Antarctica, the service layout's page order, and warnings that leave the PDF as it was."""

from __future__ import annotations

import math
import re
from dataclasses import replace
from pathlib import Path

import pypdfium2
import pytest
from conftest import ROOT
from PIL import Image
from reportlab.lib.units import mm

from fauna_cards.geo import artwork
from fauna_cards.geo.artwork import PALETTE, world_art
from fauna_cards.load.boards import load_board
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.languages import words_for
from fauna_cards.load.printing import card_size_named, paper_file, paper_named
from fauna_cards.printing.content import face_content
from fauna_cards.printing.document import PrintCard, PrintOptions, build_pdf
from fauna_cards.printing.face import picture_box
from fauna_cards.printing.images import cropped_share

DECK = ROOT / "deck"
DPI = 300
ANIMAL = tuple(int(PALETTE["animal"][i:i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module")
def sample():
    """Face contents of the sample deck by animal id: faces("kompakt")["emperor-penguin"]."""
    result = check_targets(collect_targets([str(DECK)]))
    world = load_board("fauna-metric").world
    records = {item.record.id: item for item in result.records}

    def faces(game: str = "fauna", fit: str = "cover") -> dict:  # type: ignore[type-arg]
        return {animal_id: face_content(item.record, item.path, world, game, "metric", words_for("en"), fit=fit)
                for animal_id, item in records.items()}

    return faces


# The English names of all 75 areas: a list no card holds in full.
EVERY_AREA = tuple(area.name.en for area in load_board("fauna-metric").world.areas.values())


def test_every_bundled_card_shows_its_whole_list(sample) -> None:
    """A long list (the cormorant's 43 areas) takes more lines and a smaller map, not '…'."""
    warnings: list[str] = []
    card_pdf(list(sample().values()), service(), warnings)
    assert [w for w in warnings if "does not fit" in w] == []


def service(card_size: str = "a6") -> PrintOptions:
    """One face per page, no bleed: a page is the card itself."""
    return PrintOptions(words=words_for("en"), paper=paper_named("a4").sheet(), card=card_size_named(card_size).card_format(),
                        layout="service", bleed=0.0)


def pages(data: bytes, dpi: int = DPI) -> list[Image.Image]:
    document = pypdfium2.PdfDocument(data)
    try:
        return [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in document]
    finally:
        document.close()


def pixel(image: Image.Image, x: float, y: float, dpi: int = DPI) -> tuple[int, int, int]:
    """The colour at (x, y) points from the page's lower left corner."""
    return image.getpixel((int(x * dpi / 72), int(image.height - y * dpi / 72)))


def near(colour: tuple[int, int, int], other: tuple[int, int, int], tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, other))


class MapSpy:
    """Records where each card's map is drawn: (x, y, width, ringed) per call."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[float, float, float, set[str]]] = []
        original = artwork.PdfMap.draw

        def draw(this, x, y, width, animal, adjacent, ringed=None):  # type: ignore[no-untyped-def]
            self.calls.append((x, y, width, set(ringed or ())))
            return original(this, x, y, width, animal, adjacent, ringed)

        monkeypatch.setattr(artwork.PdfMap, "draw", draw)


def card_pdf(faces: list, options: PrintOptions, warnings: list[str] | None = None) -> bytes:  # type: ignore[type-arg]
    """Each face on both sides of a card: with the service layout, page 2n is face n."""
    cards = [PrintCard(face, face) for face in faces]
    data, _ = build_pdf(cards, options, None, world_art("card"), warnings)
    return data


# --- the card map ----------------------------------------------------------------------


def ring_share(image: Image.Image, x: float, y: float, width: float, area_id: str) -> float:
    """The share of points on the area's ring (as the map would draw it) that are in the
    animal's colour."""
    area = next(a for a in world_art("card").areas if a.id == area_id)
    ring = area.ring(width)
    assert ring is not None, f"{area_id} is large enough to see on a map {width / mm:.0f} mm wide"
    cx, cy, radius = ring
    hits = 0
    for step in range(36):
        angle = 2 * math.pi * step / 36
        if near(pixel(image, x + cx + radius * math.cos(angle), y + cy + radius * math.sin(angle)), ANIMAL, 60):
            hits += 1
    return hits / 36


@pytest.mark.parametrize(("animal", "area", "card_size"), [
    ("tasmanian-devil", "tasmania", "a6"),
    ("north-island-brown-kiwi", "new-zealand", "a6"),
    ("aye-aye", "madagascar", "a6"),
    ("platypus", "tasmania", "a6"),  # an island apart from the animal's mainland areas
    ("north-island-brown-kiwi", "new-zealand", "poker"),
])
def test_an_island_answer_has_a_ring_at_card_size(sample, monkeypatch, animal: str, area: str, card_size: str) -> None:
    spy = MapSpy(monkeypatch)
    face = sample()[animal]
    assert area in face.map_ringed
    (image,) = pages(card_pdf([face], service(card_size)))[:1]
    x, y, width, ringed = spy.calls[0]
    assert area in ringed
    assert ring_share(image, x, y, width, area) > 0.8  # a closed ring in the animal's colour


def test_a_ring_is_drawn_only_round_answers_too_small_to_see(sample, monkeypatch) -> None:
    faces = sample()
    # The British Isles touch the red fox's Central Europe: the patch shows, no ring.
    assert "british-isles" in faces["red-fox"].map_animal and "british-isles" not in faces["red-fox"].map_ringed
    # Large answers are never ringed, however they stand.
    narwhal = next(a for a in world_art("card").areas if a.id == "arctic-ocean")
    assert narwhal.ring(90 * mm) is None
    # KOMPAKT marks whole regions: nothing to ring.
    assert not sample("kompakt")["north-island-brown-kiwi"].map_ringed
    spy = MapSpy(monkeypatch)
    card_pdf([sample("kompakt")["north-island-brown-kiwi"]], service())
    assert spy.calls and not spy.calls[0][3]


def test_the_areas_ringed_on_a_full_width_a6_map_are_the_documented_ones() -> None:
    ringed = {a.id for a in world_art("card").areas if a.ring(90 * mm) is not None}
    assert ringed == {"tasmania", "new-zealand", "british-isles", "cape-leeuwin", "baffin-island", "madagascar",
                      "iberian-peninsula"}
    names = {area.id: area.name.en for area in load_board("fauna-metric").world.areas.values()}
    text = " ".join((ROOT / "docs" / "printing.md").read_text(encoding="utf-8").split())
    listed = re.search(r"full width, 90 mm, those are (.*?); on smaller cards", text)
    assert listed, "docs/printing.md no longer lists the ringed areas"
    assert sorted(names[a] for a in ringed) == sorted(
        part.removeprefix("the ").removeprefix("and ").removeprefix("the ")
        for part in re.split(r", | and ", listed.group(1)))


def test_antarctica_is_whole_on_the_card_map(sample, monkeypatch) -> None:
    art = world_art("card")
    antarctic = next(a for a in art.areas if a.id == "antarctic")
    lowest = min(y for polygon in antarctic.polygons for ring in polygon for _, y in ring)
    assert lowest == 0.0  # down to the pole, the bottom of the art
    assert max(y for _, y in art.outline) == pytest.approx(art.aspect, abs=1e-3)
    spy = MapSpy(monkeypatch)
    face = sample()["emperor-penguin"]
    options = service()
    (image,) = pages(card_pdf([face], options))[:1]
    x, y, width, _ = spy.calls[0]
    height = width * art.aspect
    card_w, card_h = options.card.size
    panel = 4.5 * mm
    # The whole map lies on the card's white panel, above the measures' first line.
    assert panel < x and x + width < card_w - panel and panel < y and y + height < card_h / 2
    lowest_weight = min(_text_boxes(card_pdf([face], options), "weight"), key=lambda box: box[1])
    assert y > lowest_weight[3]
    # Along the pole line, the bottom of the map, Antarctica is the animal's colour across
    # the middle of the globe: nothing cuts it off.
    for share in (0.3, 0.4, 0.5, 0.6, 0.7):
        assert near(pixel(image, x + share * width, y + 0.6 * mm), ANIMAL), share
    # and the globe's edge is drawn along it, so that the band reads as the end of the globe
    edge = pixel(image, x + 0.5 * width, y - 0.1 * mm)
    assert near(edge, tuple(int(artwork.OUTLINE[i:i + 2], 16) for i in (1, 3, 5)), 30)


def _text_boxes(data: bytes, word: str) -> list[tuple[float, float, float, float]]:
    document = pypdfium2.PdfDocument(data)
    try:
        textpage = document[0].get_textpage()
        searcher = textpage.search(word)
        boxes = []
        while found := searcher.get_next():
            start, count = found
            chars = [textpage.get_charbox(i) for i in range(start, start + count)]
            boxes.append((min(b[0] for b in chars), min(b[1] for b in chars), max(b[2] for b in chars),
                          max(b[3] for b in chars)))
        return boxes
    finally:
        document.close()


# --- illustrations: cover and contain ---------------------------------------------------

BLUE, ORANGE, BLACK = (40, 90, 200), (230, 120, 40), (0, 0, 0)


def _picture(path: Path, size: tuple[int, int], colour: tuple[int, int, int]) -> Path:
    """A solid picture with a black band of a tenth along each edge."""
    width, height = size
    image = Image.new("RGB", size, BLACK)
    image.paste(Image.new("RGB", (width - width // 5, height - height // 5), colour), (width // 10, height // 10))
    image.save(path)
    return path


@pytest.mark.parametrize("shape", ["tall", "wide"])
def test_cover_fills_the_box_and_contain_shows_the_whole_picture(sample, tmp_path: Path, shape: str) -> None:
    size = (300, 900) if shape == "tall" else (2400, 300)
    picture = _picture(tmp_path / f"{shape}.png", size, BLUE)
    face = replace(sample()["tasmanian-devil"], illustration=picture)
    options = service()
    card_w, card_h = options.card.size
    x, y, w, h = picture_box(card_w, card_h)
    cover, contain = (pages(card_pdf([replace(face, fit=fit)], options))[0]
                      for fit in ("cover", "contain"))
    middle = (x + w / 2, y + h / 2)
    assert near(pixel(cover, *middle), BLUE) and near(pixel(contain, *middle), BLUE)
    if shape == "tall":
        # cover: the picture spans the box's width, its top and bottom cropped away
        assert near(pixel(cover, x + w * 0.3, y + h / 2), BLUE)
        assert near(pixel(cover, x + w / 2, y + h - 1), BLUE)
        # contain: the box shows on either side, and the picture's black ends are in
        assert not near(pixel(contain, x + w * 0.05, y + h / 2), BLUE)
        assert near(pixel(contain, x + w / 2, y + h - 1.5), BLACK)
    else:
        # cover: the picture spans the box's height, its sides cropped away
        assert near(pixel(cover, x + w / 2, y + h * 0.8), BLUE)
        assert near(pixel(cover, x + 1.5, y + h / 2), BLUE)
        # contain: the box shows above and below, the picture's black sides are in
        assert not near(pixel(contain, x + w / 2, y + h - 1.5), BLUE)
        assert near(pixel(contain, x + 1.5, y + h / 2), BLACK)
    tint = pixel(contain, x + w / 2, y + h - 1.5) if shape == "wide" else pixel(contain, x + 2, y + h / 2)
    assert tint != (255, 255, 255)  # the box is visible round a contained picture


def test_the_record_fit_wins_over_the_deck(sample) -> None:
    result = check_targets(collect_targets([str(DECK)]))
    world = load_board("fauna-metric").world
    item = next(i for i in result.records if i.record.id == "aye-aye")
    assert face_content(item.record, item.path, world, "fauna", "metric", words_for("en"), fit="contain").fit == "contain"
    own = item.record.model_copy(update={"illustration_fit": "cover"})
    assert face_content(own, item.path, world, "fauna", "metric", words_for("en"), fit="contain").fit == "cover"
    assert face_content(item.record, item.path, world, "fauna", "metric", words_for("en")).fit == "cover"  # the default


def test_cover_warns_past_half_of_the_picture(sample, tmp_path: Path) -> None:
    options = service()
    w, h = picture_box(*options.card.size)[2:]
    assert cropped_share(1.0, w / h) == pytest.approx(0.624, abs=0.01)  # a square picture, as the docs say
    face = sample()["tasmanian-devil"]
    for size, fit, warned in [((600, 600), "cover", True), ((600, 600), "contain", False),
                              ((1000, 500), "cover", False), ((500, 1000), "cover", True)]:
        picture = _picture(tmp_path / f"{size[0]}x{size[1]}.png", size, ORANGE)
        warnings: list[str] = []
        card_pdf([replace(face, illustration=picture, fit=fit)], options, warnings)
        crop = [line for line in warnings if "crops away" in line]
        assert bool(crop) == warned, (size, fit, warnings)
    assert crop == [("warning: tasmanian-devil: cover crops away 81 % of its illustration (500x1000.png) in the "
                     "90 x 34 mm picture box; crop the picture nearer 2.7:1 (width to height), or set "
                     "illustration_fit: contain")]


def test_the_picture_box_is_as_documented() -> None:
    text = (ROOT / "docs" / "format.md").read_text(encoding="utf-8")
    for card in paper_file().cards:
        width, height = card.card_format().size
        one = picture_box(width, height)[2:]
        two = picture_box(width, height, 2, 17)[2:]
        row = (f"| {card.id} | {one[0] / mm:.1f} x {one[1] / mm:.1f} mm | {two[0] / mm:.1f} x {two[1] / mm:.1f} mm |"
               f" {one[0] / one[1]:.1f}:1")
        row = row.replace("| 90.0 x", "| 90 x")
        assert row in text, f"docs/format.md has no row {row!r}"
        assert f"| {round(one[0] / mm / 25.4 * 300)} x {round(one[1] / mm / 25.4 * 300)} |" in text


def test_a_long_name_on_two_lines_makes_the_box_lower(sample) -> None:
    width, height = service().card.size
    assert picture_box(width, height, 2, 17)[3] < picture_box(width, height)[3]
    assert picture_box(width, height, 2, 17)[1] == picture_box(width, height)[1]  # the bottom stays


# --- text cut short ---------------------------------------------------------------------


def test_every_text_cut_short_is_a_warning(sample) -> None:
    face = replace(sample()["great-cormorant"], places=EVERY_AREA)  # 75 areas: more than ten lines hold
    long_face = replace(
        sample()["tasmanian-devil"],
        name="Greater long-tailed spotted Tasmanian marsupial devil of the eastern highland forests",
        scientific_name="Sarcophilus harrisii " + "harrisii " * 12,
        classification="Dasyuromorphia, the carnivorous marsupials of Australia and New Guinea \u00b7 Dasyuridae, "
                       "the quolls, dunnarts, antechinuses, planigales, phascogales and devils",
        measures=(("weight", "weight", "4.1\u201311.8 kg, more in captivity where the devils are fed every day"),),
    )
    warnings: list[str] = []
    data = card_pdf([face, long_face], service(), warnings)
    assert warnings == [
        ("warning: great-cormorant: the list of 75 areas does not fit the card even in the smallest type; it "
         "shows 73 of them in full, then '\u2026'"),
        ("warning: tasmanian-devil: the name does not fit the card even in the smallest type; it prints as "
         "'Greater long-tailed spotted Tasmanian marsupial devil of the eastern highland \u2026'"),
        "warning: tasmanian-devil: the scientific name does not fit the card even in the smallest type; it "
        "prints as 'Sarcophilus" + " harrisii" * 9 + " har\u2026'",
        ("warning: tasmanian-devil: the order and family do not fit the card even in the smallest type; they "
         "print as 'Dasyuromorphia, the carnivorous marsupials of Australia and New Guinea \u00b7 Dasyuridae, the "
         "quolls,\u2026'"),
        ("warning: tasmanian-devil: the weight does not fit the card even in the smallest type; it prints as "
         "'4.1\u201311.8 kg, more in captivity where the devils are fe\u2026'"),
    ]
    assert warnings[0] in (ROOT / "docs" / "printing.md").read_text(encoding="utf-8")  # the docs' example
    page = " ".join(pypdfium2.PdfDocument(data)[2].get_textpage().get_text_range().split())
    for warning in warnings[1:]:  # what each warning says is printed is what the card shows
        assert warning.split(" as ", 1)[1].strip("'").replace("\u2026", "").strip() in page
    text = " ".join(pypdfium2.PdfDocument(data)[0].get_textpage().get_text_range().split())
    assert ", ".join(face.places[:73]) in " ".join(text.split()) and face.places[73] not in text.split("\u2026")[-1]


def test_text_that_fits_is_no_warning(sample) -> None:
    warnings: list[str] = []
    faces = sample(fit="contain")  # the sample deck's own fit: its square pictures whole
    card_pdf([faces["tasmanian-devil"], faces["red-fox"]], service(), warnings)
    assert warnings == []


# --- warnings leave the PDF alone; the service layout's order ------------------------------


def test_warnings_do_not_change_the_pdf(sample, tmp_path: Path) -> None:
    picture = _picture(tmp_path / "square.png", (600, 600), ORANGE)
    faces = [replace(sample()["tasmanian-devil"], illustration=picture),
             replace(sample()["great-cormorant"], places=EVERY_AREA), sample()["north-island-brown-kiwi"]]
    warnings: list[str] = []
    with_warnings = card_pdf(faces, service(), warnings)
    assert len(warnings) == 2
    assert card_pdf(faces, service()) == with_warnings == card_pdf(faces, service(), [])


def test_the_service_layout_puts_each_front_before_its_back(sample) -> None:
    faces = sample()
    cards = [PrintCard(faces["emperor-penguin"], faces["polar-bear"]),
             PrintCard(faces["aye-aye"], faces["verreauxs-sifaka"])]
    data, count = build_pdf(cards, service(), None, world_art("card"))
    document = pypdfium2.PdfDocument(data)
    texts = [page.get_textpage().get_text_range() for page in document]
    assert count == 4
    assert [name for text in texts for name in ("Emperor penguin", "Polar bear", "Aye-aye", "Verreaux's sifaka")
            if name in text] == ["Emperor penguin", "Polar bear", "Aye-aye", "Verreaux's sifaka"]
