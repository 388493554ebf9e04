"""`fauna medals`: every way one ANIMALIA collection can earn its medals, best first."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.commands.options import FORMAT_OPTION, deck_option, formats
from fauna_cards.commands.output import emit

MedalsFormat = formats("text", "json")


def medals(
    cards: Annotated[list[str], typer.Argument(
        metavar="CARD", help="The collection: 1 to 5 card ids of the deck (owl for the owl).",
        show_default=False)],
    bonus: Annotated[Optional[list[str]], typer.Option(
        "--bonus", metavar="CARD", show_default=False,
        help="A bonus card that may cover a card of the collection; repeat for more (at most 6).")] = None,
    deck: Annotated[Optional[str], deck_option(
        "The folder of an ANIMALIA deck.yaml, or the folder above it. Default: the bundled deck/animalia.")] = None,
    output_format: Annotated[MedalsFormat, FORMAT_OPTION] = MedalsFormat.text,  # type: ignore[valid-type, attr-defined]
) -> None:
    """List every medal harvest of an ANIMALIA collection, best first.

    Pairs and larger groups of a family earn a medal per card, five different families one
    each; the owl stands for the family of your choice and each bonus card may cover one
    card. Options that earn as much rank by fewer bonus cards used, then the larger family.
    A collection of fewer than 5 cards is counted as it stands.
    """
    with guarded():
        from fauna_cards.render import render
        from fauna_cards.services.medals import MedalsOptions, collection_medals

        view = collection_medals(MedalsOptions(tuple(cards), tuple(bonus or ()), deck))
        emit(render(view, output_format.value))
