"""Inputs meant to break the tools: each gets a clear message and an honest exit code (1 for
bad input, 2 for usage or I/O trouble), never an internal error."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import EXAMPLES, ROOT
from fauna_cards.cli import app
from fauna_cards.model.measure import MeasureError, parse_measure
from fauna_cards.printing.values import printed

runner = CliRunner()
DECK = str(ROOT / "deck")
GAMES = EXAMPLES / "games" / "good"


def _run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=input)
    assert "internal error" not in result.output + (result.stderr or ""), result.output
    return result


def _small_deck(tmp_path: Path) -> Path:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    return deck


def test_an_illustration_path_with_a_nul_character(tmp_path: Path) -> None:
    deck = _small_deck(tmp_path)
    record = deck / "animals" / "grevys-zebra.yaml"
    record.write_text(record.read_text(encoding="utf-8") + 'illustration: "a\\0b.png"\n', encoding="utf-8")
    result = _run("validate", str(deck), "--format", "json")
    assert result.exit_code == 1 and '"illustration-unreadable"' in result.stdout


def test_a_huge_file_is_not_read_whole() -> None:
    # /dev/zero never ends: only the first megabyte and a byte are read, then refused.
    result = subprocess.run([sys.executable, "-m", "fauna_cards", "validate", "/dev/zero"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and "file-too-large" in result.stdout


def test_writing_where_a_folder_stands_is_an_io_error(tmp_path: Path) -> None:
    (tmp_path / "x.pdf").mkdir()
    result = _run("print", DECK, "-o", str(tmp_path / "x.pdf"), "--select", "yak")
    assert result.exit_code == 2 and "fauna: error:" in result.stderr
    assert _run("map", "yak", "--deck", DECK, "-o", "/proc/no-such/x.svg").exit_code == 2


def test_a_schema_file_that_is_not_text_counts_as_out_of_date(tmp_path: Path) -> None:
    assert _run("schema", "--write", "--dir", str(tmp_path)).exit_code == 0
    (tmp_path / "animal.schema.json").write_bytes(b"\xff\xfe\x00")
    result = _run("schema", "--check", "--dir", str(tmp_path))
    assert result.exit_code == 1 and "animal.schema.json" in result.stdout


def test_commands_that_take_one_record_refuse_a_folder(tmp_path: Path) -> None:
    assert _run("map", DECK).exit_code == 2
    assert _run("map", str(Path(DECK) / "deck.yaml")).exit_code == 2
    points = tmp_path / "p.csv"
    points.write_text("lat,lon\n0,36\n", encoding="utf-8")
    result = _run("locate", str(points), "--record", DECK)
    assert result.exit_code == 2 and "one record file" in result.stderr


def test_play_refuses_a_record_path_before_the_game_starts(tmp_path: Path) -> None:
    result = _run("play", DECK, "--players", "a,b", "--record", str(tmp_path), input="")
    assert result.exit_code == 2 and "it is a folder" in result.stderr


def test_a_bid_in_other_digits_is_asked_again() -> None:
    result = _run("play", DECK, "-p", "a,b", "--game", "kompakt", "--seed", "1", input="\u00b2\nquit\n")
    assert result.exit_code == 0 and "a bid is a whole number" in result.output


@pytest.mark.parametrize("offset", ["1e308,0", "nan,0", "0,inf", "50,0"])
def test_back_offsets_are_bounded(tmp_path: Path, offset: str) -> None:
    result = _run("print", DECK, "-o", str(tmp_path / "c.pdf"), "--back-offset", offset)
    assert result.exit_code == 2 and not (tmp_path / "c.pdf").exists()


def test_a_trailing_comma_in_the_selection(tmp_path: Path) -> None:
    assert _run("print", DECK, "-o", str(tmp_path / "c.pdf"), "--select", "yak,").exit_code == 0


def test_an_empty_folder_is_nothing_to_validate(tmp_path: Path) -> None:
    result = _run("validate", str(tmp_path))
    assert result.exit_code == 2 and "no YAML files" in result.stderr


def test_a_board_for_the_other_game_is_refused() -> None:
    result = _run("score", str(GAMES / "kompakt-one-round.yaml"), "--board", "fauna-metric")
    assert result.exit_code == 2 and "is for fauna" in result.stderr
    assert _run("play", DECK, "-p", "a,b", "--game", "kompakt", "--board", "fauna-metric", input="").exit_code == 2


def test_a_game_on_an_own_board_is_saved_so_that_score_finds_the_board(tmp_path: Path) -> None:
    board = tmp_path / "boards" / "mine.yaml"
    board.parent.mkdir()
    text = (ROOT / "maps" / "boards" / "fauna-metric.yaml").read_text(encoding="utf-8")
    board.write_text(text.replace("name: fauna-metric", "name: my-board"), encoding="utf-8")
    saved = tmp_path / "games" / "game.yaml"
    saved.parent.mkdir()
    played = _run("play", DECK, "-p", "a,b", "--seed", "2", "--board", str(board), "--record", str(saved),
                  input="weight 10\nweight 11\npass\npass\nquit\n")
    assert played.exit_code == 0, played.output
    assert "board: ../boards/mine.yaml" in saved.read_text(encoding="utf-8")
    assert _run("score", str(saved)).exit_code == 0


def test_long_player_names_are_refused_as_game_files_would() -> None:
    result = _run("play", DECK, "-p", f"{'x' * 41},b", input="")
    assert result.exit_code == 2 and "at most 40 characters" in result.stderr


def test_a_damaged_png_is_found_by_validate(tmp_path: Path) -> None:
    deck = _small_deck(tmp_path)
    (deck / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"garbage" * 20)
    record = deck / "animals" / "grevys-zebra.yaml"
    record.write_text(record.read_text(encoding="utf-8") + "illustration: ../broken.png\n", encoding="utf-8")
    result = _run("validate", str(deck))
    assert result.exit_code == 1 and "is damaged" in result.stdout


def test_tiny_and_huge_floats_are_measures() -> None:
    assert parse_measure({"value": 0.00001, "unit": "kg"}, "mass").label() == "0.00001 kg"
    assert parse_measure({"value": 1e16, "unit": "mg"}, "mass").low_text == "10000000000000000"
    with pytest.raises(MeasureError):
        parse_measure("\u0663 kg", "mass")  # an Arabic-Indic three: the schema allows ASCII digits only


def test_printed_values_never_use_exponents() -> None:
    assert printed(parse_measure("453.5 kg", "mass"), "imperial") == "1000 lb"
    assert printed(parse_measure("35.26 oz", "mass"), "metric") == "1 kg"
    assert printed(parse_measure("39.37 in", "length"), "metric") == "1 m"
    assert "e" not in printed(parse_measure("0.25 mg", "mass"), "imperial")
