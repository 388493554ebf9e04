"""`fauna score`: a game file loaded, checked and scored, as the typed view of its game."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fauna_cards.errors import EXIT_FINDINGS, FaunaError, IOTrouble
from fauna_cards.model.diagnostics import Diagnostic


@dataclass(frozen=True)
class ScoreOptions:
    file: Path
    deck: str | None  # None: the file's `deck`, else deck/ (a card game: its bundled deck)
    board: str | None  # None: the file's board


@dataclass(frozen=True)
class ScoredFile:
    view: Any  # ScoredGameView (views/score.py), or a card game's own view
    warnings: list[Diagnostic]  # findings that leave the score standing


class GameFileHasErrors(FaunaError):
    """The game file or its deck did not pass its checks: nothing is scored. The command
    reports `diagnostics` (over `files` files checked) in its format and exits 1."""

    def __init__(self, diagnostics: list[Diagnostic], files: int) -> None:
        super().__init__(f"{len(diagnostics)} findings in the game file", exit_code=EXIT_FINDINGS)
        self.diagnostics = diagnostics
        self.files = files


def score_game_file(options: ScoreOptions) -> ScoredFile:
    """Raises IOTrouble for a missing file, deck or board, GameFileHasErrors for a file
    that cannot be scored."""
    from fauna_cards.load.documents import display_path
    from fauna_cards.load.games import deck_records, score_file
    from fauna_cards.views.score import scored_game_view

    file = options.file
    if not file.is_file():
        raise IOTrouble(f"no such file: {file}")
    scored = score_file(file, display_path(file) if not file.is_absolute() else file.as_posix(),
                        options.deck, options.board)
    unscored = scored.result is None and scored.view is None
    if unscored or any(d.severity == "error" for d in scored.diagnostics):
        files = scored.deck.files_checked if scored.deck is not None and scored.deck.errors else 1
        raise GameFileHasErrors(scored.diagnostics, files)
    if scored.view is not None:  # a card game: its spec made the view
        return ScoredFile(scored.view, scored.diagnostics)
    assert scored.result is not None and scored.deck is not None
    names = {animal_id: record.name for animal_id, record in deck_records(scored.deck).items()}
    return ScoredFile(scored_game_view(scored.result, scored.board, names), scored.diagnostics)
