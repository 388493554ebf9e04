"""`fauna map` and `fauna locate` on the committed area shapes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pypdfium2

from helpers import run_cli
from conftest import ROOT
from fauna_cards.geo.artwork import PALETTE

DECK = str(ROOT / "deck")


def _map(*args: str):  # type: ignore[no-untyped-def]
    return run_cli("map", *args, "--deck", DECK)


def test_svg_fills_the_animal_areas_and_marks_their_neighbours() -> None:
    result = _map("grevys-zebra")
    assert result.exit_code == 0
    fills = dict(re.findall(r'<path id="([a-z0-9-]+)" d="[^"]*" fill="(#[0-9a-f]{6})"', result.stdout))
    assert len(fills) == 75
    assert fills["horn-of-africa"] == fills["rift-valley"] == PALETTE["animal"]
    assert fills["sahel"] == PALETTE["adjacent"]
    assert fills["alaska"] == PALETTE["land"] and fills["caribbean"] == PALETTE["marine"]


def test_neighbours_of_a_widespread_animal_are_not_marked() -> None:
    fills = dict(re.findall(r'<path id="([a-z0-9-]+)" d="[^"]*" fill="(#[0-9a-f]{6})"', _map("great-cormorant").stdout))
    assert PALETTE["adjacent"] not in fills.values()  # 17+ areas: neighbours score nothing


def test_pdf_and_png_are_written_and_repeatable(tmp_path: Path) -> None:
    pdf = tmp_path / "zebra.pdf"
    assert _map("grevys-zebra", "-o", str(pdf)).exit_code == 0
    first = pdf.read_bytes()
    assert _map("grevys-zebra", "-o", str(pdf)).exit_code == 0
    assert pdf.read_bytes() == first
    # each area is one form XObject, drawn by reference
    assert len(re.findall(rb"/Subtype /Form", first)) == 76
    png = tmp_path / "zebra.png"
    assert _map("grevys-zebra", "-o", str(png), "--width", "600").exit_code == 0
    assert png.read_bytes().startswith(b"\x89PNG")
    page = pypdfium2.PdfDocument(first)[0]
    assert page.get_width() / page.get_height() > 2.0  # the Equal Earth world is about twice as wide


def test_a_record_file_and_the_board_detail(tmp_path: Path) -> None:
    out = tmp_path / "yak.svg"
    result = run_cli("map", str(ROOT / "deck" / "animals" / "yak.yaml"), "-o", str(out), "--board-detail")
    assert result.exit_code == 0
    assert out.stat().st_size > 500_000  # the detailed outlines, not the card ones


def test_map_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    assert _map("grevys-zebr").exit_code == 2
    assert _map("grevys-zebra", "-o", str(tmp_path / "zebra.gif")).exit_code == 2
    assert not list(tmp_path.iterdir())


def test_locate_a_range_polygon_and_compare_with_the_record(tmp_path: Path) -> None:
    kenya_highlands = {"type": "Polygon", "coordinates": [[[35.0, -2.0], [38.0, -2.0], [38.0, 1.0], [35.0, 1.0], [35.0, -2.0]]]}
    path = tmp_path / "range.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {}, "geometry": kenya_highlands}]}), encoding="utf-8")
    result = run_cli("locate", str(path), "--format", "json")
    assert result.exit_code == 0, result.output
    located = json.loads(result.stdout)
    assert located["kind"] == "range" and "rift-valley" in located["areas"]
    assert located["area_count"] == len(located["areas"])
    compared = run_cli("locate", str(path), "--record", str(ROOT / "deck" / "animals" / "grevys-zebra.yaml"))
    assert compared.exit_code == 1  # the record also lists the Horn of Africa
    assert "# in the record but not found: horn-of-africa" in compared.stdout
    snippet = run_cli("locate", str(path)).stdout
    assert re.search(r"^areas: \[.*rift-valley.*\]$", snippet, re.M) and "area_count:" in snippet


def test_locate_gbif_points(tmp_path: Path) -> None:
    rows = ["gbifID\tdecimalLatitude\tdecimalLongitude"]
    rows += [f"{i}\t{-1 + i * 0.01}\t{36 + i * 0.01}" for i in range(50)]  # Kenya
    rows += ["99\t48.85\t2.35"]  # one stray record in Paris
    path = tmp_path / "occurrences.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    result = run_cli("locate", str(path), "--format", "table")
    assert result.exit_code == 0, result.output
    assert re.search(r"^rift-valley\s+50\s+yes$", result.stdout, re.M)
    assert re.search(r"^central-europe\s+1\s+no$", result.stdout, re.M)


def test_locate_reports_bad_sources(tmp_path: Path) -> None:
    empty = tmp_path / "empty.csv"
    empty.write_text("", encoding="utf-8")
    result = run_cli("locate", str(empty))
    assert result.exit_code == 2 and "is empty" in result.stderr
    assert run_cli("locate", str(tmp_path / "missing.geojson")).exit_code == 2


def test_the_map_of_every_area_names_each_with_its_id(tmp_path: Path) -> None:
    from fauna_cards.load.boards import load_board

    world = load_board("fauna-metric").world
    result = run_cli("map", "--all")
    assert result.exit_code == 0
    svg = result.stdout
    assert set(re.findall(r'<path id="([a-z0-9-]+)"', svg)) == set(world.areas)
    texts = " ".join(re.findall(r">([^<>]+)</text>", svg))
    for area_id, area in world.areas.items():
        assert area_id in texts.split()
        for word in area.name.en.upper().replace("-", "- ").split():
            assert word in texts, area_id
    pdf, png = tmp_path / "areas.pdf", tmp_path / "areas.png"
    assert run_cli("map", "--all", "-o", str(pdf)).exit_code == 0
    text = " ".join(pypdfium2.PdfDocument(pdf.read_bytes())[0].get_textpage().get_text_range().split())
    assert "tasmania" in text and "north-sea-baltic-sea" in text
    assert run_cli("map", "--all", "-o", str(png), "--width", "1000").exit_code == 0
    assert png.read_bytes().startswith(b"\x89PNG")
    from PIL import Image

    assert Image.open(png).size[0] == 1000


def test_map_all_and_an_animal_are_one_or_the_other() -> None:
    both = run_cli("map", "grevys-zebra", "--all")
    assert both.exit_code == 2 and "--all" in both.stderr
    neither = run_cli("map")
    assert neither.exit_code == 2 and "--all" in neither.stderr


def test_regions_lists_area_names() -> None:
    result = run_cli("regions")
    assert result.exit_code == 0
    header, first = result.stdout.splitlines()[:2]
    assert header.split() == ["area", "name", "kind", "regions"]
    assert first.split()[:2] == ["alaska", "Alaska"]
    assert "fauna map --all" in result.stdout
    names = json.loads(run_cli("regions", "--format", "json").stdout)["names"]
    assert names["north-sea-baltic-sea"] == {"en": "North Sea / Baltic Sea", "de": "Nordsee / Ostsee",
                                             "es": "Mar del Norte / Mar Báltico"}


def test_the_map_of_every_area_speaks_the_language(tmp_path: Path) -> None:
    from fauna_cards.load.boards import load_board
    from fauna_cards.load.languages import words_for
    from language_checks import english_left

    world = load_board("fauna-metric").world
    for language, caption in (("de", "Die 75 Gebiete von FAUNA: Name und Kennung"),
                              ("es", "Las 75 áreas de FAUNA: nombre e identificador")):
        pdf = tmp_path / f"areas-{language}.pdf"
        assert run_cli("map", "--all", "-l", language, "-o", str(pdf)).exit_code == 0
        document = pypdfium2.PdfDocument(pdf.read_bytes())
        text = " ".join(document[0].get_textpage().get_text_range().replace("\ufffe", "-").split())
        assert caption in text
        assert english_left(text, language) == []
        for area in world.areas.values():
            for word in area.name.in_language(language).upper().replace("-", "- ").split():
                assert word in text, area.id
        assert "tasmania" in text  # the ids stay: they are what a record lists
        assert document.get_metadata_dict()["Title"] == words_for(language)("board.map.title")
    svg = run_cli("map", "--all", "--language", "es").stdout
    assert "<title>Las áreas del mapa de FAUNA</title>" in svg and "OCÉANO ÁRTICO" in svg


def test_an_animals_map_takes_its_name_in_the_language() -> None:
    assert "<title>Cebra de Grévy</title>" in _map("grevys-zebra", "-l", "es").stdout
    assert "<title>Grevy's zebra</title>" in _map("grevys-zebra").stdout  # the record's own name


def test_map_refuses_an_unknown_language(tmp_path: Path) -> None:
    result = run_cli("map", "--all", "--language", "fr", "-o", str(tmp_path / "areas.pdf"))
    assert result.exit_code == 2 and "no printed words in 'fr'" in result.stderr
    assert not list(tmp_path.iterdir())


def test_an_animal_map_projects_nothing_at_run_time(tmp_path: Path) -> None:
    """The card map ships projected (card-art.json): drawing an animal's map needs neither
    the geometry libraries nor their import time."""
    from helpers import run_python

    for name in ("zebra.pdf", "zebra.svg"):
        run = run_python("-X", "importtime", "-m", "fauna_cards", "map", "grevys-zebra", "--deck", DECK,
                         "-o", str(tmp_path / name))
        assert run.returncode == 0 and (tmp_path / name).stat().st_size > 10_000, run.stderr[-2000:]
        imported = {line.split("|")[-1].strip().split(".")[0] for line in run.stderr.splitlines()
                    if line.startswith("import time:")}
        assert "fauna_cards" in imported  # the listing is read
        assert imported & {"shapely", "pyproj", "numpy", "geopandas"} == set(), name
