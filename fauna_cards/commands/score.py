"""`fauna score`: score a game file: the rounds of FAUNA or KOMPAKT, the seasons of ANIMALIA."""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, guarded
from fauna_cards.commands.options import Colour
from fauna_cards.commands.output import emit, use_colour


class ScoreFormat(str, Enum):
    text = "text"
    json = "json"


def score(
    file: Annotated[Path, typer.Argument(help="A game file (see docs/games.md).", show_default=False)],
    deck: Annotated[
        Optional[str],
        typer.Option("--deck", "-d", metavar="PATH", help="The deck the cards come from. Default: the file's `deck`, else deck/ (ANIMALIA: the bundled deck/animalia).", show_default=False),
    ] = None,
    board: Annotated[
        Optional[str],
        typer.Option("--board", "-b", metavar="NAME|PATH", help="Override the file's board.", show_default=False),
    ] = None,
    output_format: Annotated[ScoreFormat, typer.Option("--format", "-f", help="Output format.")] = ScoreFormat.text,
) -> None:
    """Score every piece of every round, keep the totals and pieces, and name the winners.

    Illegal moves are errors at file:line:col (exit 1), never scored.
    """
    with guarded():
        from fauna_cards.load.documents import display_path
        from fauna_cards.load.games import deck_records, score_file
        from fauna_cards.errors import IOTrouble
        from fauna_cards.report import Report, reporter
        from fauna_cards.games.common.views import game_text, game_view

        if not file.is_file():
            raise IOTrouble(f"no such file: {file}")
        scored = score_file(file, display_path(file) if not file.is_absolute() else file.as_posix(), deck, board)
        if scored.result is None or any(d.severity == "error" for d in scored.diagnostics):
            files = scored.deck.files_checked if scored.deck is not None and scored.deck.errors else 1
            report = Report(scored.diagnostics, files)
            if output_format is ScoreFormat.json:
                reporter("json")(report, sys.stdout, False)
            else:
                reporter("text")(report, sys.stderr, use_colour(Colour.auto, sys.stderr))
            raise typer.Exit(EXIT_FINDINGS)
        if scored.view is not None:  # a card game: its spec made the view and the text
            if scored.diagnostics:  # warnings; the score stands
                reporter("text")(Report(scored.diagnostics, 1), sys.stderr, use_colour(Colour.auto, sys.stderr))
            emit(json.dumps(scored.view, indent=2, ensure_ascii=False) + "\n" if output_format is ScoreFormat.json
                 else scored.text)
            return
        view = game_view(scored.result, scored.board)
        if output_format is ScoreFormat.json:
            emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
        else:
            names = {animal_id: record.name for animal_id, record in deck_records(scored.deck).items()}
            emit(game_text(view, names))
