"""ANIMALIA game files: the good examples score as their header says, each bad example
gives the diagnostics its `# expect:` lines state, at file:line:col."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from unit.animalia.test_facts import CARDS

from conftest import EXAMPLES
from fauna_cards.games.animalia.engine.game import (
    AnimaliaGameFile,
    AnimaliaResult,
    score_game,
)
from fauna_cards.load.documents import validate_document
from fauna_cards.load.yamlio import load_yaml

GAMES = EXAMPLES / "animalia" / "games"
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


def test_season_results_carry_unused_bonus_cards_and_judge_each_collection() -> None:
    result, _ = scored(GAMES / "good" / "three-players-full-game.yaml")
    assert result is not None
    first, second, _ = result.seasons
    assert first.elegance == {"luana": (4,), "fanny": (5,), "noemi": (4,)}
    assert first.bonus_earned == {"luana": 1, "fanny": 2, "noemi": 1}
    assert first.medals["noemi"] == {"cats": 2, "dogs": 2}
    assert first.carried == {"luana": ("horses-mangy",), "fanny": ("cats-champion", "horses-champion"), "noemi": ()}
    assert second.carried["fanny"] == ("cats-champion", "horses-champion", "dogs-spy")
    assert result.finished
    two, _ = scored(GAMES / "good" / "two-players-two-collections.yaml")
    assert two is not None and not two.finished
    assert two.seasons[0].elegance == {"anna": (4, 5), "ben": (4, 4)}
    assert two.seasons[0].bonus_earned == {"anna": 3, "ben": 2}
    assert two.seasons[0].medals == {"anna": {"cats": 5, "dogs": 3, "horses": 2},
                                     "ben": {"horses": 3, "dogs": 2, "rabbits": 3, "parrots": 2}}
