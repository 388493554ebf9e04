"""`fauna report`: one self-contained HTML page of a deck's figures, to read before printing."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.commands.options import BOARD_METAVAR, DEFAULT_DECK
from fauna_cards.commands.output import say


def report(
    deck: Annotated[str, typer.Argument(metavar="DECK", help="The deck folder (or its deck.yaml).")] = DEFAULT_DECK,
    output: Annotated[Path, typer.Option("--output", "-o", help="The HTML page to write.")] = Path("report.html"),
    boards: Annotated[Optional[list[str]], typer.Option(
        "--board", "-b", metavar=BOARD_METAVAR, show_default=False,
        help="A board to spread the measures over (repeatable). Default: the deck's boards, else fauna-metric.",
    )] = None,
) -> None:
    """Write a report of the deck as one HTML page: animals per class, difficulty, continent
    and area count; how the answers spread over each board's spaces; a world map of how
    often each area is an answer; the cards' pairing; and findings in words.

    The page holds everything (styles, charts, map): open it in any browser, offline. A
    deck with errors is refused, as `fauna validate` reports them (exit 1).
    """
    with guarded():
        from fauna_cards.atomic import check_target, write_atomic
        from fauna_cards.render import render
        from fauna_cards.services.report import ReportOptions, deck_report

        check_target(output)
        page = render(deck_report(ReportOptions(deck, tuple(boards or ()))), "html").encode("utf-8")
        write_atomic(output, page)
        say(f"wrote {output} ({len(page):,} bytes)", err=True)
