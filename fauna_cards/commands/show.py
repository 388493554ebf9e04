"""`fauna show`: the answer key of one animal."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.commands.options import DEFAULT_DECK, FORMAT_OPTION, board_option, deck_option, formats
from fauna_cards.commands.output import emit

ShowFormat = formats("text", "json")


def show(
    animal: Annotated[str, typer.Argument(metavar="ID", help="The animal's id.")],
    deck: Annotated[str, deck_option()] = DEFAULT_DECK,
    boards: Annotated[Optional[list[str]], board_option(
        "Boards to show spaces on; repeatable. Default: all bundled.")] = None,
    output_format: Annotated[ShowFormat, FORMAT_OPTION] = ShowFormat.text,  # type: ignore[valid-type, attr-defined]
) -> None:
    """Show the answer key of one animal: both halves of its card and what each answer scores.

    On KOMPAKT boards only (`--board kompakt`) the text is KOMPAKT's: the regions and the
    correct fields, since neighbours score nothing there.
    """
    with guarded():
        from fauna_cards.render import render
        from fauna_cards.services.show import ShowOptions, answer_key

        emit(render(answer_key(ShowOptions(animal, deck, tuple(boards or ()))), output_format.value))
