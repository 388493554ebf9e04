"""`fauna score`: score a game file: the rounds of FAUNA or KOMPAKT, the seasons of ANIMALIA."""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, guarded
from fauna_cards.commands.options import Colour
from fauna_cards.commands.output import emit, use_colour

if TYPE_CHECKING:
    from fauna_cards.model.diagnostics import Diagnostic


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
        from fauna_cards.render import render
        from fauna_cards.services.score import GameFileHasErrors, ScoreOptions, score_game_file

        try:
            scored = score_game_file(ScoreOptions(file, deck, board))
        except GameFileHasErrors as error:
            _report(error.diagnostics, error.files, output_format)
            raise typer.Exit(EXIT_FINDINGS) from None
        if scored.warnings:
            _report(scored.warnings, 1, ScoreFormat.text)
        emit(render(scored.view, output_format.value))


def _report(diagnostics: list[Diagnostic], files: int, output_format: ScoreFormat) -> None:
    """The findings as JSON on standard output, or as text on standard error."""
    from fauna_cards.report import Report, reporter

    report = Report(diagnostics, files)
    if output_format is ScoreFormat.json:
        reporter("json")(report, sys.stdout, False)
    else:
        reporter("text")(report, sys.stderr, use_colour(Colour.auto, sys.stderr))
