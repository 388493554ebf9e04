"""`fauna new`: the skeleton of a new animal record."""

from __future__ import annotations

import re
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional, get_args

import typer

from fauna_cards.commands.guard import EXIT_USAGE, exits_on, fail, guarded
from fauna_cards.commands.options import DEFAULT_DECK
from fauna_cards.commands.output import emit
from fauna_cards.model.literals import ID_PATTERN, AnimalClass

ClassChoice = Enum("ClassChoice", {name: name for name in get_args(AnimalClass)}, type=str)  # type: ignore[misc]


def new(
    animal: Annotated[str, typer.Argument(metavar="ID", help="The new animal's id: lower-case words joined by "
                                          "hyphens; the file is animals/ID.yaml.", show_default=False)],
    name: Annotated[str, typer.Option("--name", "-n", help="The common name on the card.", show_default=False)],
    scientific_name: Annotated[str, typer.Option("--scientific-name", "-s", help="Genus species.",
                                                 show_default=False)],
    animal_class: Annotated[Optional[ClassChoice], typer.Option(  # type: ignore[valid-type]
        "--class", "-c", help="The animal class [default: left for you to fill in].", show_default=False)] = None,
    deck: Annotated[Optional[Path], typer.Option(
        "--deck", "-d", metavar="PATH", show_default=False,
        help=f"The deck [default: the current folder if it holds deck.yaml, else {DEFAULT_DECK}].")] = None,
    areas_from: Annotated[Optional[Path], typer.Option(
        "--from", metavar="RANGE|CSV", show_default=False,
        help="Fill in areas from a range map or an occurrence CSV, as `fauna locate` finds them.")] = None,
    add_to_deck: Annotated[bool, typer.Option(
        "--add-to-deck", help="Put the animal on a card in deck.yaml, beside an animal no card holds yet.")] = False,
) -> None:
    """Write the skeleton of a new animal record: every field in order, the values you must
    give left empty, so that `fauna validate` lists what is still missing.

    Exit codes: 0 written; 2 a bad id, no deck, a record of that id already there, or a
    --from source that cannot be used.
    """
    with guarded():
        from fauna_cards.services.new import NewOptions, new_record

        if not re.match(ID_PATTERN, animal):
            from fauna_cards.suggest import slugify

            suggestion = slugify(animal)
            fail(f"{animal!r} is not a valid id: lower-case letters and digits in words joined by single hyphens"
                 + (f"; did you mean {suggestion!r}?" if suggestion else ""))
        for option, value in (("--name", name), ("--scientific-name", scientific_name)):
            if not value.strip():
                fail(f"{option} is empty")
        if deck is None:
            deck = Path(".") if Path("deck.yaml").is_file() else Path(DEFAULT_DECK)
        options = NewOptions(animal, name.strip(), scientific_name.strip(),
                             animal_class.value if animal_class else None, deck, areas_from, add_to_deck)
        if areas_from is not None:
            from fauna_cards.geo.locate import SourceError

            with exits_on({SourceError: EXIT_USAGE}):
                made = new_record(options)
        else:
            made = new_record(options)
        lines = [f"wrote {made.path.as_posix()}"]
        if made.areas:
            lines.append(f"areas from {areas_from}: {', '.join(made.areas)}")
        if made.card is not None:
            lines.append(f"added the card [{', '.join(made.card)}] to {(deck / 'deck.yaml').as_posix()}")
        if made.waiting:
            lines.append(f"{animal} waits for a partner: every other animal is on a card; "
                         "the next `fauna new ... --add-to-deck` pairs them")
        lines.append(f"next: fill in the empty values; `fauna validate {deck.as_posix()}` lists what is missing")
        emit("\n".join(lines) + "\n")
