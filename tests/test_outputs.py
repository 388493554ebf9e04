"""What `fauna score` and `fauna play` print, byte for byte, for both games and every format.

The expected outputs live in tests/examples/outputs/. After a change that is meant to alter
them, rewrite them with FAUNA_UPDATE_OUTPUTS=1 and read the difference before committing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import EXAMPLES, ROOT
from fauna_cards.cli import app

OUTPUTS = EXAMPLES / "outputs"
GOOD_GAMES = EXAMPLES / "games" / "good"
UPDATE = os.environ.get("FAUNA_UPDATE_OUTPUTS") == "1"

# name -> (arguments, what is typed)
CASES: dict[str, tuple[list[str], str]] = {
    "score-fauna.txt": (["score", str(GOOD_GAMES / "fauna-two-players-to-120.yaml")], ""),
    "score-fauna.json": (["score", str(GOOD_GAMES / "fauna-two-players-to-120.yaml"), "-f", "json"], ""),
    "score-fauna-english-reading.txt": (["score", str(GOOD_GAMES / "fauna-returned-pieces-english.yaml")], ""),
    "score-fauna-english-reading.json": (
        ["score", str(GOOD_GAMES / "fauna-returned-pieces-english.yaml"), "-f", "json"], ""),
    "score-kompakt.txt": (["score", str(GOOD_GAMES / "kompakt-full-game.yaml")], ""),
    "score-kompakt.json": (["score", str(GOOD_GAMES / "kompakt-full-game.yaml"), "-f", "json"], ""),
    "score-kompakt-zero-bids.txt": (["score", str(GOOD_GAMES / "kompakt-every-bid-zero-scores-nothing.yaml")], ""),
    "play-fauna.txt": (
        ["play", str(ROOT / "deck"), "--players", "anna,ben", "--seed", "7", "--pieces", "2"],
        "\n".join(["help", "scales", "weight 12", "rift-valley", "undo", "weight 13", "pass", "tail 1",
                   "pass", "quit"]) + "\n"),
    "play-kompakt.txt": (
        ["play", str(ROOT / "deck"), "--players", "anna,ben", "--seed", "4", "--game", "kompakt"],
        "\n".join(["areas", "20", "2", "1", "antarctica", "southern-ocean", "0", "1", "asia", "quit"]) + "\n"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_output_is_as_pinned(name: str) -> None:
    arguments, typed = CASES[name]
    result = CliRunner().invoke(app, arguments, input=typed)
    assert result.exit_code == 0, result.output
    path = OUTPUTS / name
    if UPDATE:
        OUTPUTS.mkdir(exist_ok=True)
        path.write_text(result.output, encoding="utf-8")
    assert result.output == path.read_text(encoding="utf-8"), f"{name} differs from {path}"


def test_every_pinned_output_has_a_case() -> None:
    assert sorted(p.name for p in OUTPUTS.iterdir()) == sorted(CASES)


def test_paths_of_this_machine_stay_out(tmp_path: Path) -> None:
    for path in OUTPUTS.iterdir():
        assert str(ROOT) not in path.read_text(encoding="utf-8"), path.name
