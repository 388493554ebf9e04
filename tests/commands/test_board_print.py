"""The printed FAUNA board and KOMPAKT's board cards, checked on the geometry and on the PDF."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
import shapely
from conftest import EXAMPLES
from helpers import run_cli
from pdf_checks import assert_fonts_embedded, flat, page_texts, text_in
from PIL import Image, ImageChops, ImageStat
from reportlab.lib.units import mm
from shapely.geometry import box

from fauna_cards.games.fauna.engine import end_points, scoring_facts
from fauna_cards.geo.board_map import area_labels, aspect, board_map
from fauna_cards.geo.labels import PREFERRED, SIZES
from fauna_cards.load.boards import load_board
from fauna_cards.load.languages import words_for
from fauna_cards.load.printing import (
    card_size_named,
    components,
    paper_file,
    paper_named,
)
from fauna_cards.model.printing import millimetres
from fauna_cards.printing.board import (
    LayoutError,
    board_layout,
    tick_labels,
    track_cells,
    unit_runs,
)
from fauna_cards.printing.document import PrintOptions
from fauna_cards.printing.map_layer import label_box
from fauna_cards.printing.tiles import plan_tiles
from fauna_cards.services.boards import fauna_board_pdf, kompakt_board_pdf

REFERENCE = EXAMPLES / "print"
SHEET = components().board
WIDTH, HEIGHT = millimetres(SHEET.width), millimetres(SHEET.height)
BAND, MIN_SPACE = millimetres(SHEET.track_band), millimetres(SHEET.min_space)
TOP, BOTTOM = SHEET.top_latitude, SHEET.bottom_latitude


def layout_of(name: str):  # type: ignore[no-untyped-def]
    return board_layout(load_board(name).board, WIDTH, HEIGHT, BAND, MIN_SPACE, aspect(TOP, BOTTOM))


@pytest.fixture(scope="module")
def labelled():  # type: ignore[no-untyped-def]
    """The metric board's map and its names, as fauna board print places them."""
    layout = layout_of("fauna-metric")
    drawn = board_map(layout.map_width, TOP, BOTTOM)
    world = load_board("fauna-metric").world
    names = tuple((a, area.name.en) for a, area in world.areas.items())
    labels = area_labels(layout.map_width, TOP, BOTTOM, names, (), label_box)
    return layout, drawn, labels, world


@pytest.fixture(scope="module")
def a4_board() -> bytes:
    return fauna_board_pdf(load_board("fauna-metric"), paper_named("a4").sheet(), 5.0, words_for("en")).data


@pytest.fixture(scope="module")
def a1_board() -> bytes:
    return fauna_board_pdf(load_board("fauna-metric"), paper_named("a1").sheet(), 5.0, words_for("en")).data


# --- layout -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["fauna-metric", "fauna-imperial"])
def test_every_scale_space_holds_a_piece_and_nothing_overlaps(name: str) -> None:
    layout = layout_of(name)
    board = load_board(name).board
    assert [row.name for row in layout.rows] == list(board.scales)
    map_box = box(layout.map_x, layout.map_y, layout.map_x + layout.map_width, layout.map_y + layout.map_height)
    inner = box(BAND, BAND, WIDTH - BAND, HEIGHT - BAND)
    table = box(layout.table[0], layout.table[1], layout.table[0] + layout.table[2], layout.table[1] + layout.table[3])
    parts = [map_box, table]
    for row in layout.rows:
        assert len(row.spaces) == len(board.scales[row.name].spaces)
        assert row.space_width >= MIN_SPACE and row.space_height >= MIN_SPACE
        parts.append(box(row.x, row.y - 5.0, row.x + len(row.spaces) * row.space_width, row.top))
    for index, part in enumerate(parts):
        assert inner.contains(part)
        assert all(part.intersection(other).area == 0 for other in parts[index + 1:])
    assert abs(layout.map_width / layout.map_height - 1 / aspect(TOP, BOTTOM)) < 1e-6  # not stretched


def test_a_scale_too_long_for_the_board_is_refused(tmp_path: Path) -> None:
    boundaries = ", ".join(f"{n} g" for n in range(0, 61))
    board_file = tmp_path / "long.yaml"
    board_file.write_text(
        "name: long\ntitle: Too many spaces\ngame: fauna\nunits: metric\nreconstruction: true\nsource: a test\n"
        f"scales:\n  weight:\n    quantity: mass\n    boundaries: [{boundaries}]\n"
        "  length:\n    quantity: length\n    boundaries: [0 cm, 1 m]\n"
        "measures: {weight: weight, length: length, total_length: length, height: length, tail_length: length}\n",
        encoding="utf-8")
    with pytest.raises(LayoutError, match="'weight' has 60 spaces"):
        board_layout(load_board(str(board_file)).board, WIDTH, HEIGHT, BAND, MIN_SPACE, aspect(TOP, BOTTOM))
    result = run_cli("board", "print", str(board_file), "-o", str(tmp_path / "b.pdf"))
    assert result.exit_code == 1 and "60 spaces" in result.stderr
    assert not (tmp_path / "b.pdf").exists()


def test_the_victory_track_runs_clockwise_round_the_edge() -> None:
    cells = track_cells(WIDTH, HEIGHT, BAND)
    assert [c.number for c in cells] == list(range(1, 121))
    first, last = cells[0], cells[-1]
    assert (first.x, first.y + first.height) == (0.0, HEIGHT)  # 1 in the top left corner
    assert last.x == 0.0 and last.y + last.height == pytest.approx(HEIGHT - BAND)  # 120 just below it
    shapes = [box(c.x, c.y, c.x + c.width, c.y + c.height) for c in cells]
    border = box(0, 0, WIDTH, HEIGHT).difference(box(BAND, BAND, WIDTH - BAND, HEIGHT - BAND))
    assert shapely.union_all(shapes).symmetric_difference(border).area < 1e-6
    assert sum(s.area for s in shapes) == pytest.approx(border.area)  # no overlaps
    for a, b in zip(shapes, shapes[1:]):  # each cell touches the next
        assert a.distance(b) < 1e-9
    sides = {round(min(c.width, c.height), 6) for c in cells}
    assert sides == {BAND} and all(max(c.width, c.height) >= MIN_SPACE for c in cells)


def test_scale_ticks_read_in_the_boards_own_units() -> None:
    metric, imperial = layout_of("fauna-metric"), layout_of("fauna-imperial")
    weight = dict(tick_labels(metric.rows[0]))
    assert (weight[0], weight[1], weight[2], weight[10], weight[11], weight[19]) == ("0", "1 g", "2", "1 kg", "2", "1 t")
    assert [unit for unit, _, _ in unit_runs(metric.rows[0])] == ["g", "kg", "t"]
    assert [unit for unit, _, _ in unit_runs(imperial.rows[0])] == ["oz", "lb", "ton"]
    runs = unit_runs(metric.rows[1])
    assert runs == [("cm", 0, 10), ("m", 11, 18)]  # 70 cm-1 m counts in centimetres


def test_an_open_ended_scale_has_a_tick_for_each_boundary() -> None:
    board = load_board(str(EXAMPLES / "boards" / "good" / "open-ended.yaml")).board
    layout = board_layout(board, WIDTH, HEIGHT, BAND, MIN_SPACE, aspect(TOP, BOTTOM))
    row = layout.rows[0]
    assert len(row.spaces) == 5  # below 1 oz, three between, above 1 ton
    assert tick_labels(row) == [(1, "1 oz"), (2, "1 lb"), (3, "100"), (4, "1 ton")]


# --- the map's names ------------------------------------------------------------------------

def test_every_area_is_named_inside_its_own_area(labelled) -> None:  # type: ignore[no-untyped-def]
    _, drawn, labels, world = labelled
    assert {label.key for label in labels} == set(world.areas)
    assert [label.key for label in labels].count("bering-sea") == 2  # cut by the map's edge: named twice
    for label in labels:
        area = drawn.areas[label.key][1]
        assert area.contains(shapely.Point(label.anchor)), label.key
        assert SIZES[-1] <= label.size <= SIZES[0]
        if not label.leader:
            assert area.buffer(0.01).contains(label.outline()), label.key
    leaders = sorted(label.key for label in labels if label.leader)
    # Only areas too small for their name at the smallest size stand beside it.
    assert len(leaders) <= 10, leaders
    assert "tasmania" in leaders and "canada" not in leaders
    assert sum(label.size >= PREFERRED for label in labels) >= 0.9 * len(labels)


def test_names_never_cover_each_other(labelled) -> None:  # type: ignore[no-untyped-def]
    _, drawn, labels, _ = labelled
    outlines = [label.outline() for label in labels]
    for index, outline in enumerate(outlines):
        assert drawn.frame.contains(outline)
        for other in outlines[index + 1:]:
            assert outline.intersection(other).area < 1e-6


def test_the_wrap_marks_pair_the_areas_across_the_edge(labelled) -> None:  # type: ignore[no-untyped-def]
    _, drawn, _, world = labelled
    pairs = {(m.west_area, m.east_area) for m in drawn.wrap_marks}
    assert pairs == {
        ("eastern-siberia", "eastern-siberia"), ("bering-sea", "bering-sea"),
        ("northeast-pacific-ocean", "northwest-pacific-ocean"), ("central-pacific-ocean", "micronesia"),
        ("central-pacific-ocean", "melanesia"), ("south-pacific-ocean", "tasman-sea"),
    }
    letters = [m.letter for m in drawn.wrap_marks]
    assert letters == sorted(letters) and len(set(letters)) == len(letters)
    for mark in drawn.wrap_marks:
        assert mark.east_area in world.neighbours(mark.west_area) or mark.east_area == mark.west_area
        for area, x in ((mark.west_area, 0.0), (mark.east_area, drawn.width)):
            assert drawn.areas[area][1].buffer(0.05).contains(shapely.Point(x, mark.y))


# --- tiles ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("paper", "tiles"), [("a4", 9), ("letter", 9), ("a3", 4), ("tabloid", 4), ("a2", 2), ("a1", 1)])
def test_tiles_cover_the_board_and_overlap_for_glue(paper: str, tiles: int) -> None:
    sheet = paper_named(paper).sheet()
    page = (sheet.size[0] / mm, sheet.size[1] / mm)
    overlap = millimetres(SHEET.glue_overlap)
    plan = plan_tiles((WIDTH, HEIGHT), page, 5.0, overlap)
    assert len(plan.tiles) == tiles
    rects = {(t.row, t.col): box(t.x, t.y, t.x + t.width, t.y + t.height) for t in plan.tiles}
    assert shapely.union_all(list(rects.values())).symmetric_difference(box(0, 0, WIDTH, HEIGHT)).area < 1e-6
    for (row, col), rect in rects.items():
        tile = next(t for t in plan.tiles if (t.row, t.col) == (row, col))
        assert tile.width <= plan.page[0] - 2 * plan.margin + 1e-9 and tile.height <= plan.page[1] - 2 * plan.margin + 1e-9
        if (row, col + 1) in rects:
            assert rect.intersection(rects[row, col + 1]).bounds[2] - rect.intersection(rects[row, col + 1]).bounds[0] >= overlap
        if (row + 1, col) in rects:
            shared = rect.intersection(rects[row + 1, col]).bounds
            assert shared[3] - shared[1] >= overlap
    assert {t.name for t in plan.tiles} >= {"A1"}


def test_every_name_and_scale_label_is_on_the_tiles_that_show_it(labelled, a4_board) -> None:  # type: ignore[no-untyped-def]
    layout, _, labels, _ = labelled
    sheet = paper_named("a4").sheet()
    plan = plan_tiles((WIDTH, HEIGHT), (sheet.size[0] / mm, sheet.size[1] / mm), 5.0, millimetres(SHEET.glue_overlap))
    document = pypdfium2.PdfDocument(a4_board)
    assert len(document) == 1 + len(plan.tiles)  # the page on putting them together, then the tiles
    texts = {}
    for tile, page in zip(plan.tiles, list(document)[1:]):
        ox = plan.margin + (plan.page[0] - 2 * plan.margin - tile.width) / 2
        oy = plan.margin + (plan.page[1] - 2 * plan.margin - tile.height) / 2
        shown = (ox * mm, oy * mm, (ox + tile.width) * mm, (oy + tile.height) * mm)
        texts[tile.name] = (tile, flat(text_in(page, shown)))
    names = [" ".join(label.lines) for label in labels]
    split = []
    for label in labels:
        x0, y0, x1, y1 = label.outline().bounds
        board_box = box(x0 + layout.map_x, y0 + layout.map_y, x1 + layout.map_x, y1 + layout.map_y)
        holders = [name for name, (tile, _) in texts.items()
                   if box(tile.x, tile.y, tile.x + tile.width, tile.y + tile.height).contains(board_box)]
        if not holders:  # it lies across a seam: glued, the two tiles show it whole
            split.append(label.key)
        for name in holders:
            for line in label.lines:
                assert line in texts[name][1], f"{line!r} missing on tile {name}"
        for name, (tile, text) in texts.items():
            if not box(tile.x, tile.y, tile.x + tile.width, tile.y + tile.height).intersects(board_box):
                for line in label.lines:
                    if sum(line in name for name in names) == 1:  # in no other name
                        assert line not in text, f"{line!r} shows on tile {name}, which does not hold it"
    assert len(split) <= 6, split
    for row in layout.rows:
        for position, tick in tick_labels(row):
            x, y = row.x + position * row.space_width, row.y - 3.0
            holders = [name for name, (tile, _) in texts.items()
                       if tile.x + 6 < x < tile.x + tile.width - 6 and tile.y < y < tile.y + tile.height]
            assert any(tick in texts[name][1] for name in holders), f"{row.name} {tick}"


def test_the_copy_shop_page_holds_the_whole_board(labelled, a1_board) -> None:  # type: ignore[no-untyped-def]
    layout, _, labels, _ = labelled
    (text,) = page_texts(a1_board)
    whole = flat(text)
    for label in labels:
        for line in label.lines:
            assert line in whole
    facts = scoring_facts()
    for players, points in facts.targets:
        assert f"{points} with {players} players" in whole
    assert [t for t in facts.targets] == [("2\u20133", 120), ("4\u20135", 100), ("6\u20138", 80)]
    assert end_points(2) == 120 and end_points(6) == 80
    for tier, correct, _ in facts.area_tiers:
        assert tier in whole
    for word in ("grams", "kilograms", "tonnes", "centimetres", "metres", "WEIGHT", "TAIL LENGTH", "SCORING"):
        assert word in whole
    for number in range(1, 121):
        assert str(number) in text.split()
    page = pypdfium2.PdfDocument(a1_board)[0]
    assert (round(page.get_width() / mm), round(page.get_height() / mm)) == (841, 594)


def test_board_pdfs_repeat_byte_for_byte_and_embed_their_fonts(a4_board) -> None:  # type: ignore[no-untyped-def]
    again = fauna_board_pdf(load_board("fauna-metric"), paper_named("a4").sheet(), 5.0, words_for("en")).data
    assert again == a4_board
    assert_fonts_embedded(a4_board)
    assert all("100 %" in text for text in page_texts(a4_board))


def test_the_imperial_board_prints_its_own_scales() -> None:
    data = fauna_board_pdf(load_board("fauna-imperial"), paper_named("a1").sheet(), 5.0, words_for("en")).data
    whole = flat(page_texts(data)[0])
    for word in ("ounces", "pounds", "tons (US)", "inches", "feet", "reconstruction"):
        assert word in whole
    for tick in ("0.05", "40", "100", "200", "400", "1000", "250"):
        assert tick in whole.split()


def _render(data: bytes, index: int, dpi: float) -> Image.Image:
    return pypdfium2.PdfDocument(data)[index].render(scale=dpi / 72).to_pil().convert("RGB")


@pytest.mark.parametrize(("name", "page", "dpi", "crop"), [
    ("board-a4-overview", 0, 30, None),
    ("board-a4-tile-b2", 5, 30, None),
    # at print size: names, borders and islands of West Africa to the Cape
    ("board-a4-tile-b2-detail", 5, 100, (480, 0, 1150, 660)),
])
def test_board_pages_look_like_the_reference(a4_board, name: str, page: int, dpi: float, crop) -> None:  # type: ignore[no-untyped-def]
    image = _render(a4_board, page, dpi)
    if crop:
        image = image.crop(crop)
    reference = Image.open(REFERENCE / f"{name}.png").convert("RGB")
    assert image.size == reference.size
    difference = ImageStat.Stat(ImageChops.difference(image, reference)).mean
    assert max(difference) < 3.0, f"page differs from {name}.png by {difference}"


# --- KOMPAKT's board cards ------------------------------------------------------------------

def _options(layout: str = "fronts", card: str = "a6", paper: str = "a4") -> PrintOptions:
    return PrintOptions(words=words_for("en"), paper=paper_named(paper).sheet(), card=card_size_named(card).card_format(),
                        layout=layout, bleed=3 * mm, margin=5 * mm)


@pytest.fixture(scope="module")
def kompakt_cards() -> bytes:
    return kompakt_board_pdf(load_board("kompakt"), _options()).data


def test_kompakt_world_cards_name_all_thirteen_regions(kompakt_cards) -> None:  # type: ignore[no-untyped-def]
    texts = page_texts(kompakt_cards)
    assert len(texts) == 5  # nine cards, two to a sheet of A4
    world = load_board("kompakt").world
    words = flat(" ".join(texts[:3]))
    for region in world.regions.values():
        assert region.name.en.upper() in words, region.id
    for number in range(1, 7):
        assert f"world {number} of 6" in words


def test_kompakt_scale_cards_label_every_field(kompakt_cards) -> None:  # type: ignore[no-untyped-def]
    board = load_board("kompakt").board
    words = flat(" ".join(page_texts(kompakt_cards)[3:]))
    for title in ("WEIGHT", "LENGTH", "TAIL LENGTH"):
        assert title in words
    for scale in board.scales.values():
        for space in scale.spaces:
            assert space.label.replace("-", "\u2013") in words


def test_kompakt_cards_follow_the_card_options() -> None:
    duplex = kompakt_board_pdf(load_board("kompakt"), _options("duplex-long")).data
    texts = page_texts(duplex)
    assert len(texts) == 10 and "board card 1 of 9" in texts[1]
    service = kompakt_board_pdf(load_board("kompakt"), _options("service")).data
    assert len(page_texts(service)) == 18
    poker = kompakt_board_pdf(load_board("kompakt"), _options(card="poker"))
    assert poker.pages == 1 and "up to 8 mm" in poker.summary
    with pytest.raises(ValueError, match="euro-poker"):
        kompakt_board_pdf(load_board("kompakt"), _options(card="euro-poker"))


def test_kompakt_cards_repeat_and_embed_fonts(kompakt_cards) -> None:  # type: ignore[no-untyped-def]
    assert kompakt_board_pdf(load_board("kompakt"), _options()).data == kompakt_cards
    assert_fonts_embedded(kompakt_cards)


def test_kompakt_world_card_looks_like_the_reference(kompakt_cards) -> None:  # type: ignore[no-untyped-def]
    image = _render(kompakt_cards, 0, 30)
    reference = Image.open(REFERENCE / "kompakt-world-1-2.png").convert("RGB")
    assert image.size == reference.size
    assert max(ImageStat.Stat(ImageChops.difference(image, reference)).mean) < 3.0


# --- the command ----------------------------------------------------------------------------

def test_board_print_writes_and_summarises(tmp_path: Path) -> None:
    out = tmp_path / "board.pdf"
    result = run_cli("board", "print", "fauna-imperial", "--paper", "a3", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert "4 tiles (2 x 2) of A3" in result.stdout and "5 pages" in result.stdout
    assert out.read_bytes().startswith(b"%PDF")
    own = run_cli("board", "print", str(EXAMPLES / "boards" / "good" / "coarse-metric.yaml"),
                              "--paper", "a2", "-o", str(tmp_path / "own.pdf"))
    assert own.exit_code == 0 and "2 tiles" in own.stdout


def test_board_print_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    out = tmp_path / "board.pdf"
    card_option = run_cli("board", "print", "fauna-metric", "--card-size", "poker", "-o", str(out))
    assert card_option.exit_code == 2 and "KOMPAKT's board cards only" in card_option.stderr
    unknown = run_cli("board", "print", "fauna-metrc", "-o", str(out))
    assert unknown.exit_code == 2 and "bundled boards" in unknown.stderr
    paper = run_cli("board", "print", "fauna-metric", "--paper", "a5", "-o", str(out))
    assert paper.exit_code == 2 and "a4, letter" in paper.stderr
    small = run_cli("board", "print", "kompakt", "--card-size", "euro-poker", "-o", str(out))
    assert small.exit_code == 2 and "larger --card-size" in small.stderr
    assert not out.exists()
    assert [p.id for p in paper_file().papers] == ["a4", "letter", "a3", "tabloid", "a2", "a1"]


def test_the_paper_and_card_choices_the_help_shows_are_the_data() -> None:
    from fauna_cards.commands.options import CARD_SIZE_CHOICES, PAPER_CHOICES

    assert PAPER_CHOICES.split("|") == [p.id for p in paper_file().papers]
    assert CARD_SIZE_CHOICES.split("|") == [c.id for c in paper_file().cards]
