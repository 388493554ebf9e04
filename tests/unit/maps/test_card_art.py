"""The card map ships projected (maps/geometry/card-art.json): it must be what projecting
the committed card shapes gives today, number for number, or the printed maps drift from
the shapes that validation and the board use."""

from __future__ import annotations

from conftest import ROOT
from fauna_cards.geo.art_build import art_text, project_art
from fauna_cards.geo.artwork import art_file, world_art


def test_the_shipped_card_art_is_the_card_shapes_projected_now() -> None:
    shipped = art_file().read_text(encoding="utf-8")
    assert art_file() == ROOT / "maps" / "geometry" / "card-art.json"
    assert shipped == art_text(project_art("card")), "card-art.json is stale: run `make maps`"


def test_the_card_art_reads_back_as_the_projection_made_it() -> None:
    projected = project_art("card")
    read = world_art("card")
    assert read == projected  # the same floats: the PDFs drawn from either are the same bytes
    assert len(read.areas) == 75 and read.aspect == projected.aspect
