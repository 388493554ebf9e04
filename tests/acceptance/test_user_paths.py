"""Paths a new user takes through the tools, each once found to go wrong."""

from __future__ import annotations

import json
import shutil
from pathlib import Path


from helpers import run_cli
from conftest import EXAMPLES, ROOT
from fauna_cards.printing.fonts import missing_glyphs

DECK = str(ROOT / "deck")


def test_validate_checks_a_board_file_as_a_board() -> None:
    good = run_cli("validate", str(ROOT / "maps" / "boards" / "kompakt.yaml"),
                               str(ROOT / "maps" / "areas.yaml"), str(EXAMPLES / "games" / "good" / "fauna-one-round.yaml"))
    assert good.exit_code == 0, good.stdout
    bad = run_cli("validate", str(EXAMPLES / "boards" / "bad" / "unknown-scale.yaml"), "-f", "json")
    assert bad.exit_code == 1
    assert [d["code"] for d in json.loads(bad.stdout)["diagnostics"]] == ["unknown-scale"]


def test_locate_refuses_metres_dressed_as_degrees(tmp_path: Path) -> None:
    path = tmp_path / "metres.geojson"
    path.write_text(json.dumps({"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {},
        "geometry": {"type": "Polygon", "coordinates": [[[4e6, 4e6], [4.1e6, 4e6], [4.1e6, 4.1e6], [4e6, 4e6]]]}}]}))
    result = run_cli("locate", str(path))
    assert result.exit_code == 2 and "not degrees" in result.stderr


def test_print_warns_about_characters_the_font_lacks_and_counts_fronts(tmp_path: Path) -> None:
    assert missing_glyphs("Yak 牦牛 Żubr") == "牦牛"
    result = run_cli("print", DECK, "-o", str(tmp_path / "c.pdf"), "--layout", "fronts", "--select", "yak")
    assert result.exit_code == 0 and "1 card, 1 face, 1 page" in result.stdout
    empty = run_cli("print", DECK, "-o", str(tmp_path / "c.pdf"), "--select", "")
    assert empty.exit_code == 2


def test_play_passes_for_a_player_without_pieces_and_takes_any_case() -> None:
    # One piece each: after the first pass round nobody has a piece, so the round ends by itself.
    result = run_cli("play", DECK, "-p", "a,b", "--seed", "3", "--pieces", "1",
                           input="WEIGHT 10\nRift-Valley\nquit\n")
    assert result.exit_code == 0, result.output
    assert "a has no pieces left and passes" in result.output
    assert "Round 1: " in result.output and "rift-valley" in result.output


def test_quitting_before_a_round_ends_saves_nothing_and_says_so(tmp_path: Path) -> None:
    result = run_cli("play", DECK, "-p", "a,b", "--record", str(tmp_path / "g.yaml"), input="quit\n")
    assert result.exit_code == 0 and "nothing saved" in result.output
    assert not (tmp_path / "g.yaml").exists()


def test_kompakt_reveal_shows_no_fauna_points() -> None:
    result = run_cli("play", DECK, "-p", "a,b", "--game", "kompakt", "--seed", "131",  # the emperor penguin
                           input="0\n0\nquit\n")
    assert result.exit_code == 0, result.output
    assert "points each" not in result.output and "  regions: antarctica, southern-ocean" in result.output


def test_show_uses_the_deck_s_own_board(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "boards: [fauna-imperial]\n", encoding="utf-8")
    result = run_cli("show", "grevys-zebra", "--deck", str(deck), "--format", "json")
    assert result.exit_code == 0, result.output
    assert list(json.loads(result.stdout)["boards"]) == ["fauna-imperial"]
    spaces = run_cli("spaces", str(deck))
    assert spaces.stdout.startswith("board: fauna-imperial")


def test_schema_check_away_from_a_checkout(tmp_path: Path) -> None:
    result = run_cli("schema", "--check", "--dir", str(tmp_path / "schema"))
    assert result.exit_code == 2 and "no schema folder" in result.stderr
