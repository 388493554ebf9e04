"""`fauna show`: the answer key of one animal."""

from __future__ import annotations

import json
from enum import Enum
from typing import Annotated, Optional

import typer

from fauna_cards.commands._shared import animal_in_deck, emit, guarded

EVERY_BOARD = ("fauna-metric", "fauna-imperial", "kompakt")


class ShowFormat(str, Enum):
    text = "text"
    json = "json"


def show(
    animal: Annotated[str, typer.Argument(metavar="ID", help="The animal's id.")],
    deck: Annotated[str, typer.Option("--deck", "-d", metavar="PATH", help="The deck to look in.")] = "deck",
    boards: Annotated[
        Optional[list[str]],
        typer.Option("--board", "-b", metavar="NAME|PATH", help="Boards to show spaces on; repeatable. Default: all bundled.", show_default=False),
    ] = None,
    output_format: Annotated[ShowFormat, typer.Option("--format", "-f", help="Output format.")] = ShowFormat.text,
) -> None:
    """Show the answer key of one animal: both halves of its card and what each answer scores.

    On KOMPAKT boards only (`--board kompakt`) the text is KOMPAKT's: the regions and the
    correct fields, since neighbours score nothing there.
    """
    with guarded():
        from fauna_cards.load.boards import load_board
        from fauna_cards.views import answer_key_text, answer_key_view

        record, result = animal_in_deck(animal, deck)
        if boards:
            loaded = [load_board(spec) for spec in boards]
        else:  # the deck's own boards when it names them, else every bundled one
            loaded = result.deck_boards or [load_board(spec) for spec in EVERY_BOARD]
        view = answer_key_view(record, loaded[0].world, [b.board for b in loaded])
        if output_format is ShowFormat.json:
            emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
        else:
            game = "kompakt" if all(b.board.game == "kompakt" for b in loaded) else None
            emit(answer_key_text(view, {a: w.name.en for a, w in loaded[0].world.areas.items()}, game))
