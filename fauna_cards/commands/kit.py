"""`fauna kit`: from a deck to everything a table needs to play, in one folder."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import fail, guarded
from fauna_cards.commands.options import (
    BACK_OFFSET_OPTION, BLEED_OPTION, CARD_SIZE_OPTION, CROP_OPTION, DEFAULT_DECK, LANGUAGE_OPTION, LAYOUT_HELP,
    MARGIN_OPTION, NO_BACK_OFFSET, PAPER_OPTION, GameChoice, Layout, Units, board_option,
)
from fauna_cards.commands.output import say
from fauna_cards.words import plural


def kit(
    deck: Annotated[str, typer.Argument(help="The deck folder (with deck.yaml).")] = DEFAULT_DECK,
    output: Annotated[Path, typer.Option("--output", "-o", metavar="DIR", help="The folder to write the kit into.")] = Path("kit"),
    game: Annotated[GameChoice, typer.Option("--game", help="FAUNA (board, pieces) or FAUNA KOMPAKT (board cards, "
                                             "stones, score pad).")] = GameChoice.fauna,
    paper: Annotated[str, PAPER_OPTION] = "a4",
    language: Annotated[Optional[str], LANGUAGE_OPTION] = None,
    units: Annotated[Units, typer.Option("--units", help="Units of the cards and of the FAUNA board's scales.")] = Units.metric,
    card_size: Annotated[str, CARD_SIZE_OPTION] = "a6",
    layout: Annotated[Layout, typer.Option("--layout", help=f"How the animal cards print: {LAYOUT_HELP}")] = Layout.duplex_long,  # type: ignore[valid-type, attr-defined]
    board: Annotated[Optional[str], board_option(
        "The board to print. Default: the deck's board for the game, else fauna-metric, "
        "fauna-imperial (--units imperial) or kompakt.")] = None,
    card_thickness: Annotated[
        Optional[float],
        typer.Option("--card-thickness", min=0.05, max=3.0, metavar="MM", show_default=False,
                     help="Thickness of one finished card, for the box. Default: 0.4 mm (two sheets of 160 "
                          "g/m2 paper glued together)."),
    ] = None,
    only: Annotated[
        Optional[str],
        typer.Option("--only", metavar="LIST", show_default=False,
                     help="Only some of: cards, board, box, tokens, score-pad (comma-separated)."),
    ] = None,
    margin: Annotated[float, MARGIN_OPTION] = 5.0,
    bleed: Annotated[Optional[float], BLEED_OPTION] = None,
    crop: Annotated[bool, CROP_OPTION] = True,
    back_offset: Annotated[str, BACK_OFFSET_OPTION] = NO_BACK_OFFSET,
) -> None:
    """Write everything a table needs to play the deck, with a guide to printing it.

    FAUNA: cards.pdf, board.pdf (tiled for the paper), box.pdf, tokens.pdf and
    PRINT-GUIDE.txt. KOMPAKT (--game kompakt): cards.pdf, board-cards.pdf, box.pdf,
    tokens.pdf (the stones), score-pad.pdf and PRINT-GUIDE.txt. The guide says which file
    to print how, on how many sheets, how to cut and put it together, and how the game goes.
    Every word in every file is in one language (--language; default: the deck's).
    """
    with guarded():
        from fauna_cards.atomic import write_set
        from fauna_cards.export import ExportOptions
        from fauna_cards.export.options import back_offset_mm, print_options
        from fauna_cards.games import all_specs, get
        from fauna_cards.load.languages import check_language
        from fauna_cards.services.decks import board_for_game, checked_deck
        from fauna_cards.services.kit import KitRequest, build_kit

        chosen_language = check_language(language) if language is not None else None
        spec = get(game.value)
        products = spec.kit.products
        if only is not None:
            products = tuple(part.strip() for part in only.split(",") if part.strip())
            every = tuple(dict.fromkeys(p for other in all_specs() if other.kit for p in other.kit.products))
            if not products or [p for p in products if p not in every]:
                fail(f"--only takes some of: {', '.join(every)}; got {only!r}")
            if "score-pad" in products and "score-pad" not in spec.kit.products:
                fail("--only score-pad: the score pad is KOMPAKT's; FAUNA keeps the score on the board's track")
        if units.value not in spec.default_boards:
            fail("KOMPAKT's scale cards are metric: --units imperial is for FAUNA")
        if output.exists() and not output.is_dir():
            fail(f"{output} is a file; the kit needs a folder")
        result = checked_deck([deck], pictures=True)
        loaded = board_for_game(board, result, game.value, units.value)
        options = print_options(ExportOptions(layout.value, paper, card_size, bleed, margin, crop,
                                              back_offset_mm(back_offset)))
        request = KitRequest(game.value, units.value, options, loaded, card_thickness, products, chosen_language)
        built = build_kit(result, deck, request)  # what cannot be built, guarded() says with its exit code
        for note in built.notes:  # as fauna print says them: animals on no card, text cut short
            say(note, err=True)
        files = [(f.name, f.data) for f in built.files] + [("PRINT-GUIDE.txt", built.guide.encode("utf-8"))]
        write_set(output, files)
        for file in built.files:
            say(f"wrote {output / file.name}: {file.said} ({plural(file.pages, 'page')})")
        say(f"wrote {output / 'PRINT-GUIDE.txt'}: which file to print how, and how the game goes")
        sheets = sum(f.sheets for f in built.files)
        say(f"{plural(len(files), 'file')}, {plural(sheets, 'sheet')} of {options.paper.display} in all")
        _warn_about_others(output, {name for name, _ in files})


def _warn_about_others(folder: Path, written: set[str]) -> None:
    """Files of an earlier kit that this one does not replace: say so, and leave them."""
    from fauna_cards.services.kit import FILE_NAMES

    others = sorted(name for name in FILE_NAMES - written if (folder / name).is_file())
    if others:
        say(f"note: {folder} also holds {', '.join(others)} from an earlier kit; the print guide does not "
                   "list them", err=True)
