"""What `fauna score` and `fauna play` print, byte for byte, for every game and format
(see pinned.py)."""

from __future__ import annotations

import pytest

from conftest import EXAMPLES, ROOT
from pinned import OUTPUTS, check, run

GOOD_GAMES = EXAMPLES / "games" / "good"
ANIMALIA_GAMES = EXAMPLES / "animalia" / "games" / "good"

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
    "score-animalia.txt": (["score", str(ANIMALIA_GAMES / "three-players-full-game.yaml")], ""),
    "score-animalia.json": (["score", str(ANIMALIA_GAMES / "three-players-full-game.yaml"), "-f", "json"], ""),
    "score-animalia-two-players.txt": (["score", str(ANIMALIA_GAMES / "two-players-two-collections.yaml")], ""),
    "score-animalia-two-players.json": (
        ["score", str(ANIMALIA_GAMES / "two-players-two-collections.yaml"), "-f", "json"], ""),
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
    check(name, run(arguments, typed))


def test_paths_of_this_machine_stay_out() -> None:
    for path in OUTPUTS.iterdir():
        assert str(ROOT) not in path.read_text(encoding="utf-8"), path.name


def test_every_pinned_score_and_play_output_has_a_case() -> None:
    # play-record-*: the saved game files, pinned by test_views.py
    mine = {p.name for p in OUTPUTS.iterdir()
            if p.name.startswith(("score-", "play-")) and not p.name.startswith("play-record-")}
    assert mine == set(CASES)
