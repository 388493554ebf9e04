"""ANIMALIA game files: the good examples score as their header says, each bad example
gives the diagnostics its `# expect:` lines state, at file:line:col."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from test_animalia_facts import CARDS

from fauna_cards.games.animalia.engine.game import (
    AnimaliaGameFile,
    AnimaliaResult,
    score_game,
)
from fauna_cards.load.documents import validate_document
from fauna_cards.load.yamlio import load_yaml

GAMES = Path(__file__).resolve().parent / "examples" / "animalia" / "games"
EXPECT = re.compile(r"^# expect: (?P<code>[a-z0-9-]+) (?P<line>\d+):(?P<col>\d+)$")


def scored(path: Path) -> tuple[AnimaliaResult | None, Counter]:
    document = load_yaml(path, path.name)
    game, diagnostics = validate_document(document, AnimaliaGameFile)
    if game is None:
        return None, Counter((d.code, d.line, d.column) for d in diagnostics)
    result = score_game(game, CARDS)
    placed = document.place(result.findings)
    return result, Counter((d.code, d.line, d.column) for d in placed)


def header(path: Path, key: str) -> str:
    prefix = f"# {key}: "
    return next(line[len(prefix):] for line in path.read_text().splitlines() if line.startswith(prefix))


@pytest.mark.parametrize("path", sorted((GAMES / "good").glob("*.yaml")), ids=lambda p: p.stem)
def test_good_game_scores_as_stated(path: Path) -> None:
    result, found = scored(path)
    assert found == Counter()
    assert result is not None and result.final is not None
    totals = dict(pair.split() for pair in header(path, "totals").split(", "))
    assert result.final.totals == {player: int(points) for player, points in totals.items()}
    assert list(result.final.winners) == header(path, "winners").split(", ")


@pytest.mark.parametrize("path", sorted((GAMES / "bad").glob("*.yaml")), ids=lambda p: p.stem)
def test_bad_game_gives_its_diagnostics(path: Path) -> None:
    expected = Counter()
    for line in path.read_text().splitlines():
        if match := EXPECT.match(line):
            expected[(match["code"], int(match["line"]), int(match["col"]))] += 1
    assert expected, "no expectation"
    _, found = scored(path)
    assert found == expected
