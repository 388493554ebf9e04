"""`fauna print`: card PDFs to print at home or send to a print service. (print_: `print`
is Python's own.)"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, exits_on, guarded
from fauna_cards.commands.options import (
    BACK_OFFSET_OPTION, BLEED_OPTION, CARD_GAME_OPTION, CARD_SIZE_OPTION_ANY_GAME, CARD_UNITS_OPTION, CROP_OPTION,
    DEFAULT_DECK, DIFFICULTY_OPTION, LANGUAGE_OPTION, LAYOUT_HELP, MARGIN_OPTION, NO_BACK_OFFSET, PAPER_OPTION,
    REFERENCE_OPTION, SELECT_OPTION, Difficulty, GameChoice, Layout, Units,
)
from fauna_cards.commands.output import say
from fauna_cards.errors import IOTrouble
from fauna_cards.words import plural


def print_cards(
    deck: Annotated[str, typer.Argument(help="The deck folder (with deck.yaml).")] = DEFAULT_DECK,
    output: Annotated[Path, typer.Option("--output", "-o", help="The PDF to write.")] = Path("cards.pdf"),
    game: Annotated[GameChoice, CARD_GAME_OPTION] = GameChoice.fauna,
    units: Annotated[Units, CARD_UNITS_OPTION] = Units.metric,
    paper: Annotated[str, PAPER_OPTION] = "a4",
    language: Annotated[Optional[str], LANGUAGE_OPTION] = None,
    layout: Annotated[Layout, typer.Option("--layout", help=LAYOUT_HELP)] = Layout.duplex_long,  # type: ignore[valid-type, attr-defined]
    card_size: Annotated[Optional[str], CARD_SIZE_OPTION_ANY_GAME] = None,
    bleed: Annotated[Optional[float], BLEED_OPTION] = None,
    margin: Annotated[float, MARGIN_OPTION] = 5.0,
    crop: Annotated[bool, CROP_OPTION] = True,
    back_offset: Annotated[str, BACK_OFFSET_OPTION] = NO_BACK_OFFSET,
    select: Annotated[Optional[str], SELECT_OPTION] = None,
    difficulty: Annotated[Difficulty, DIFFICULTY_OPTION] = Difficulty.any,
    test_page: Annotated[bool, typer.Option("--test-page", help="Print a two-sided alignment test instead of cards.")] = False,
    reference: Annotated[bool, REFERENCE_OPTION] = True,
    tokens: Annotated[bool, typer.Option("--tokens", help="ANIMALIA: print the medals to cut out instead of the cards.")] = False,
) -> None:
    """Print the deck's cards, an animal on each side, ready to cut (an ANIMALIA deck: its
    cards with a common back and the power reference cards, or with --tokens its medals)."""
    with guarded():
        from fauna_cards.atomic import write_atomic
        from fauna_cards.export import ExportOptions
        from fauna_cards.export.options import back_offset_mm
        from fauna_cards.load.languages import check_language
        from fauna_cards.printing.images import IllustrationError
        from fauna_cards.services.print_ import (
            PrintRequest, alignment_test, check_paper, choose_cards, export_cards, face_count,
        )

        from fauna_cards.commands.print_animalia import FAUNA_ONLY, print_animalia, refuse_fauna_options
        from fauna_cards.services.animalia_print import DEFAULT_CARD_SIZE, animalia_deck_file

        animalia = animalia_deck_file(deck)
        size = card_size or (DEFAULT_CARD_SIZE if animalia else "a6")
        export = ExportOptions(layout.value, paper, size, bleed, margin, crop, back_offset_mm(back_offset),
                               language=check_language(language) if language is not None else None)
        check_paper(export)
        if test_page:
            data = alignment_test(export)
            write_atomic(output, data)
            say(f"wrote {output}: alignment test, 2 pages, {len(data):,} bytes")
            return
        if animalia is not None:
            refuse_fauna_options([flag for flag, changed in zip(FAUNA_ONLY, (
                select is not None, difficulty != Difficulty.any, units != Units.metric)) if changed])
            print_animalia(animalia, export, output, reference, tokens)
            return
        if tokens:
            raise IOTrouble("--tokens prints an ANIMALIA deck's medals; FAUNA's pieces come with "
                            "`fauna kit --only tokens`")
        chosen = choose_cards(PrintRequest(deck, export, game.value, units.value, select, difficulty.value))
        for note in chosen.notes:
            say(note, err=True)
        faces = face_count(chosen, export)
        progress = _progress_bar(faces) if sys.stderr.isatty() else None
        with exits_on({IllustrationError: EXIT_FINDINGS}):  # the deck's own picture is at fault
            exported, warnings = export_cards(chosen, export, progress)
        if progress:
            sys.stderr.write("\n")
        for warning in warnings:  # found while drawing: text cut short, pictures cropped hard
            say(warning, err=True)
        write_atomic(output, exported.data)
        say(f"wrote {output}: {plural(len(chosen.cards), 'card')}, {plural(faces, 'face')}, "
            f"{plural(exported.pages, 'page')}, {len(exported.data) / 1e6:.1f} MB ({layout.value}, {paper}, {size})")


def _progress_bar(total: int):  # type: ignore[no-untyped-def]
    def show(done: int) -> None:
        if done == total or done % 4 == 0:
            filled = int(30 * done / total)
            sys.stderr.write(f"\r  [{'#' * filled}{'.' * (30 - filled)}] {done}/{total} faces")
            sys.stderr.flush()

    return show
