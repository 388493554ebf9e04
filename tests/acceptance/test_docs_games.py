"""The games in docs/games.md score to the totals the text gives: a reader who copies one
gets what the page promises."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import ROOT
from fauna_cards.load.games import score_file

PAGE = (ROOT / "docs" / "games.md").read_text(encoding="utf-8")
# A game block, then the first "Totals:" after it: "anna 23, ben 22".
GAME = re.compile(r"```yaml\n(?P<body># yaml-language-server[^`]*?\ngame: [^`]*?)```(?P<after>.*?)Totals:\s*(?P<totals>[^.]+)\.",
                  re.S)


def test_every_game_on_the_page_scores_as_the_page_says(tmp_path: Path) -> None:
    games = list(GAME.finditer(PAGE))
    assert len(games) == 2
    for number, match in enumerate(games):
        body = match["body"].replace("deck: ../deck", f"deck: {ROOT / 'deck'}")
        path = tmp_path / f"game-{number}.yaml"
        path.write_text(body, encoding="utf-8")
        scored = score_file(path, path.name)
        assert scored.diagnostics == [], scored.diagnostics
        assert scored.result is not None
        said = dict(pair.strip().split(" ") for pair in " ".join(match["totals"].split()).split(","))
        assert {player: str(total) for player, total in scored.result.totals.items()} == said
