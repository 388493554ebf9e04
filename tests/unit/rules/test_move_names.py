"""Places typed by name: English or German, any case and spacing, with or without umlauts, in
`fauna play` and in game files alike; ids stay what a saved game writes."""

from __future__ import annotations

import pytest

from helpers import run_cli
from conftest import ROOT
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.games.common.spots import IllegalMove, parse_spot

KOALA = next(loaded.record for loaded in check_targets(collect_targets([str(ROOT / "deck")])).records
             if loaded.record.id == "koala")


@pytest.mark.parametrize(("typed", "area"), [
    ("Rift Valley", "rift-valley"),
    ("  rift   VALLEY ", "rift-valley"),
    ("Ostafrikanischer Grabenbruch", "rift-valley"),
    ("North Sea / Baltic Sea", "north-sea-baltic-sea"),
    ("nordsee/ostsee", "north-sea-baltic-sea"),
    ("Grönland", "greenland"),
    ("Groenland", "greenland"),
    ("Gronland", "greenland"),
    ("Große Victoria-Wüste", "great-victoria-desert"),
    ("grosse victoria wueste", "great-victoria-desert"),
    ("Murray-Darling Basin", "murray-darling-basin"),
    ("arctic ocean", "arctic-ocean"),
])
def test_an_area_by_its_name(metric, typed: str, area: str) -> None:  # type: ignore[no-untyped-def]
    spot = parse_spot(typed, metric.board, metric.world, KOALA, "area")
    assert (spot.kind, spot.name, spot.as_record()) == ("area", area, area)


@pytest.mark.parametrize(("typed", "region"), [
    ("Indian Ocean", "indian-ocean"), ("Indischer Ozean", "indian-ocean"), ("Südpolarmeer", "southern-ocean"),
    ("NORTH AMERICA", "north-america"), ("Afrika", "africa"), ("arctic ocean", "arctic-ocean"),
])
def test_a_region_by_its_name(kompakt, typed: str, region: str) -> None:  # type: ignore[no-untyped-def]
    assert parse_spot(typed, kompakt.board, kompakt.world, KOALA, "region").as_record() == region


@pytest.mark.parametrize(("typed", "level", "message", "hint"), [
    ("Grabenbruch", "area", "unknown area or scale 'grabenbruch'", "did you mean 'rift-valley' (Rift Valley)?"),
    ("Sahara", "area", "unknown area", "did you mean one of 'western-sahara', 'eastern-sahara'?"),
    ("africa", "area", "Africa is a KOMPAKT region; FAUNA pieces go on areas", "its areas: atlas-mountains,"),
    ("Rift Valley", "region", "Rift Valley is an area of the FAUNA map; KOMPAKT stones go on regions",
     "it lies in africa"),
    ("Bering Sea", "region", "is an area of the FAUNA map", "it lies in east-pacific and west-pacific"),
])
def test_what_is_not_a_place_says_what_was_meant(metric, kompakt, typed, level, message, hint) -> None:  # type: ignore[no-untyped-def]
    board = metric if level == "area" else kompakt
    with pytest.raises(IllegalMove) as refused:
        parse_spot(typed, board.board, board.world, KOALA, level)
    assert message in refused.value.message and hint in (refused.value.hint or "")


def test_a_game_file_may_name_places_and_scores_as_with_ids(tmp_path) -> None:  # type: ignore[no-untyped-def]
    deck = (ROOT / "deck").as_posix()
    by_id = f"""game: fauna
deck: {deck}
players: [anna, ben]
rounds:
  - animal: koala
    turns:
      - anna: great-dividing-range
      - ben: tasman-sea
"""
    by_name = by_id.replace("great-dividing-range", "Great Dividing Range").replace("tasman-sea", "Tasmansee")
    outputs = []
    for name, text in (("ids.yaml", by_id), ("names.yaml", by_name)):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        result = run_cli("score", str(path), "--format", "json")
        assert result.exit_code == 0, result.output
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1]  # the score names places by id, whatever the file wrote
    assert '"placed": "tasman-sea"' in outputs[1]
