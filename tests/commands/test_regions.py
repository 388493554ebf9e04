"""`fauna regions`: the area-to-region table, and each animal's areas and regions, with FAUNA's
area points only on a FAUNA board."""

from __future__ import annotations

import json


from helpers import run_cli
from conftest import ROOT

KOALA = str(ROOT / "deck" / "animals" / "koala.yaml")


def _regions(*args: str):  # type: ignore[no-untyped-def]
    result = run_cli("regions", *args)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_fauna_boards_show_the_points_an_area_scores() -> None:
    table = _regions(KOALA)
    assert table.splitlines()[0].split() == ["animal", "areas", "points", "regions", "region", "list"]
    assert table.splitlines()[1].split() == ["koala", "3", "8/4", "1", "australia"]
    (koala,) = json.loads(_regions(KOALA, "-f", "json"))["animals"]
    assert koala["points"] == {"correct": 8, "adjacent": 4}


def test_the_kompakt_board_leaves_out_fauna_points() -> None:
    table = _regions(KOALA, "--board", "kompakt")
    assert table.splitlines()[0].split() == ["animal", "areas", "regions", "region", "list"]
    assert "10/5" not in table
    view = json.loads(_regions(KOALA, "--board", "kompakt", "-f", "json"))
    assert view["game"] == "kompakt" and "points" not in view["animals"][0]


def test_no_path_lists_every_area_with_its_regions() -> None:
    view = json.loads(_regions("-f", "json"))
    assert len(view["areas"]) == 75 and view["areas"]["bering-sea"] == ["east-pacific", "west-pacific"]
    assert view["names"]["rift-valley"] == {"en": "Rift Valley", "de": "Ostafrikanischer Grabenbruch", "es": "Valle del Rift"}
