"""A whole game on paper: from a deck to every file a table needs, and a guide to printing
and putting them together.

FAUNA: the cards, the board (tiled for the paper), the card box, the pieces and a print
guide. FAUNA KOMPAKT: its cards, the nine board cards, the box, the stones, the score pad
and the guide. Everything is made in memory first, so that a failure writes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from reportlab.lib.units import mm

from fauna_cards import __version__
from fauna_cards.games import get
from fauna_cards.load.languages import REFERENCE, words_for
from fauna_cards.load.printing import components
from fauna_cards.model.printing import millimetres
from fauna_cards.words import plural

if TYPE_CHECKING:
    from fauna_cards.load.boards import LoadedBoard
    from fauna_cards.printing.document import PrintOptions

FILE_NAMES = {"cards.pdf", "board.pdf", "board-cards.pdf", "box.pdf", "tokens.pdf", "score-pad.pdf", "PRINT-GUIDE.txt"}


@dataclass(frozen=True)
class KitFile:
    name: str
    data: bytes
    pages: int
    what: str  # what is in it, in a few words
    sides: str  # "one-sided", or how to print two-sided
    sheets: int  # sheets of paper it takes
    steps: tuple[str, ...]  # how to cut and put it together


@dataclass(frozen=True)
class KitRequest:
    game: str  # fauna or kompakt
    units: str
    options: PrintOptions  # for the cards: paper, card size, layout, margins
    board: LoadedBoard  # the board to print
    card_thickness: float | None  # mm, None: the data's default
    only: Sequence[str] = ()  # some of the game's kit products; empty: all of them


@dataclass(frozen=True)
class Kit:
    files: tuple[KitFile, ...]
    guide: str
    notes: tuple[str, ...] = ()  # what the cards' maker found: animals on no card, text cut short


def build_kit(result, deck: str, request: KitRequest) -> Kit:  # type: ignore[no-untyped-def]
    """Every file of the kit for a checked deck (load.deck.check_targets' result)."""
    from fauna_cards.services.cards import cards_pdf, deck_cards

    options = request.options
    paper = options.paper
    margin = options.margin / mm
    wanted = request.only or get(request.game).kit.products
    chosen = deck_cards(result, deck, request.game, request.units)
    (_, manifest), = result.manifests[:1]
    files: list[KitFile] = []
    warnings: list[str] = []
    if "cards" in wanted:
        data, pages = cards_pdf(chosen, options, None, warnings)
        files.append(_cards_file(data, pages, len(chosen.cards), options))
    if "board" in wanted:
        files.append(_board_file(request, paper, margin))
    if "box" in wanted:
        files.append(_box_file(options, len(manifest.cards), request.card_thickness))
    if "tokens" in wanted:
        files.append(_tokens_file(request, paper, margin))
    if "score-pad" in wanted:
        from fauna_cards.printing.score_pad import most_players, score_pad_pdf

        players = most_players(paper, margin)
        data, pages = score_pad_pdf(paper, margin, words_for(REFERENCE), players)
        files.append(KitFile("score-pad.pdf", data, pages, f"the score pad: bids and points of every round, for "
                             f"up to {players} players", "one-sided", pages,
                             ("Print as many as you like: one sheet a game.",)))
    kit_files = tuple(files)
    notes = tuple(chosen.notes) + tuple(warnings) if "cards" in wanted else ()
    return Kit(kit_files, guide(request, manifest.title, len(chosen.cards), kit_files), notes)


def _cards_file(data: bytes, pages: int, count: int, options: PrintOptions) -> KitFile:
    layout = options.layout
    steps = ["Cut along the crop marks: the cards share their cut lines, so one cut serves two cards."]
    if layout in ("duplex-long", "duplex-short"):
        edge = "long" if layout == "duplex-long" else "short"
        sides, sheets = f"two-sided, flipping on the {edge} edge", pages // 2
        steps.insert(0, f"Print one test sheet first (fauna print --test-page --layout {layout} --paper "
                        f"{options.paper.name} --card-size {options.card.name}) and hold it to the light: if the "
                        "backs sit off their fronts, make the kit again with --back-offset.")
    elif layout == "gutterfold":
        sides, sheets = "one-sided", pages
        steps.insert(0, "Fold each sheet on the dashed line between fronts and backs, glue the halves "
                        "together, let them dry flat, then cut.")
    elif layout == "service":
        sides, sheets = "for a print service: one face per page", 0
        steps = ["Upload the file to a print service; every page is one card face with bleed, front first."]
    else:
        sides, sheets = "one-sided (fronts only)", pages
    cards = f"the {count} cards" if count != 1 else "the card"
    return KitFile("cards.pdf", data, pages, f"{cards}, an animal on each side", sides, sheets, tuple(steps))


def _board_file(request: KitRequest, paper, margin: float) -> KitFile:  # type: ignore[no-untyped-def]
    from fauna_cards.services.boards import fauna_board_pdf, kompakt_board_pdf

    if get(request.game).kit.board_cards:
        service = request.options.layout == "service"
        printed = kompakt_board_pdf(request.board, request.options if service else
                                    replace(request.options, layout="fronts"))
        lay_out = ("The cards are landscape and print sideways: turn them so that the names read, then lay "
                   "the six world cards in two rows of three as their corners number them (world 1 to 3 on "
                   "top), and the three scale cards in a row beneath.")
        if service:
            return KitFile("board-cards.pdf", printed.data, printed.pages, "the board: 6 world cards and 3 scale "
                           "cards", "for a print service: one face per page", 0,
                           ("Upload the file with cards.pdf; every page is one card face with bleed, front first.",
                            lay_out))
        return KitFile("board-cards.pdf", printed.data, printed.pages,
                       "the board: 6 world cards and 3 scale cards", "one-sided", printed.pages,
                       ("Cut along the crop marks.", lay_out))
    printed = fauna_board_pdf(request.board, paper, margin, words_for(REFERENCE))
    single = printed.pages == 1
    steps = ("Trim the sheet along the corner marks.",) if single else (
        "Page 1 shows how the tiles go together; follow it.",
        "Cut off the left margin of every tile but those in column 1, and the top margin of every "
        "tile but those in row A, exactly on the printed edge.",
        "Glue each tile's cut edge onto the dashed line of its neighbour, row by row, then the rows "
        "onto each other; trim the outer edge.",
        "Glued onto thin card or foam board, the board lies flat and lasts.",
    )
    return KitFile("board.pdf", printed.data, printed.pages, f"the board: {printed.summary}", "one-sided",
                   printed.pages, steps)


def _box_file(options: PrintOptions, cards: int, thickness: float | None) -> KitFile:
    from fauna_cards.load.printing import paper_file
    from fauna_cards.printing.card_box import box_pdf

    papers = [paper.sheet() for paper in paper_file().papers]
    printed = box_pdf(options.card, cards, options.paper, options.margin / mm, components().box, options.words,
                      thickness, papers)
    return KitFile("box.pdf", printed.data, printed.pages, f"the card box: {printed.summary}", "one-sided",
                   printed.pages, (
                       "Print on thin card if you can; cut along the solid lines, fold along the dashed ones.",
                       "Page 1 says in which order to glue. The front wall hides the lower half of the "
                       "front card: the answers stay hidden until you pull the card out.",
                   ))


def _tokens_file(request: KitRequest, paper, margin: float) -> KitFile:  # type: ignore[no-untyped-def]
    from fauna_cards.printing.tokens import tokens_pdf

    stone = None
    if get(request.game).tokens.stones:
        from fauna_cards.printing.kompakt_board import stone_room

        card = (request.options.card.size[0] / mm, request.options.card.size[1] / mm)
        counts = [len(scale.spaces) for scale in request.board.board.scales.values()]
        room = math.floor(round(stone_room(card, counts), 1) * 2) / 2  # to the half millimetre below
        stone = min(millimetres(components().piece), room)
    printed = tokens_pdf(request.game, paper, margin, components(), words_for(REFERENCE), stone)
    return KitFile("tokens.pdf", printed.data, printed.pages, printed.summary, "one-sided", printed.pages, (
        "Glue the sheet onto thin card before cutting, so that the pieces are easy to pick up.",
        "Cut along the grid lines.",
    ))


def guide(request: KitRequest, title: str, card_count: int, files: tuple[KitFile, ...]) -> str:
    """The print guide: which file, how to print it, how to cut and put it together, and
    how the game goes, in a few lines."""
    options = request.options
    paper = options.paper.display
    kit = get(request.game).kit
    name = kit.name
    heading = f"{name} print-and-play kit: {title}"
    lines = [
        heading, "=" * len(heading), "",
        f"{plural(card_count, 'card')} ({2 * card_count} animals), {options.card.name} cards on {paper} paper, "
        f"{request.units} units. Made by fauna-cards {__version__}.",
        "", "WHAT TO PRINT", "",
    ]
    width = max(len(f.name) for f in files) + 2
    for file in files:
        sheets = plural(file.sheets, "sheet") if file.sheets else "no sheets at home"
        lines += _wrap(file.what, f"  {file.name:<{width}}", " " * (width + 2))
        lines.append(f"  {'':<{width}}{file.sides}; {plural(file.pages, 'page')}, {sheets}")
    total = sum(f.sheets for f in files)
    lines += [""]
    lines += _wrap(f"In all {plural(total, 'sheet')} of {paper}. Print every page at 100 % (\"actual size\", not \"fit to "
                   "page\"): each page carries a bar of known length to check it.", "", "")
    needs = ("Scissors or a craft knife and a ruler, a glue stick, and if you can thin card (160 to 250 g/m2) "
             "for the cards, the box and the pieces; ")
    needs += kit.needs
    lines += ["", "YOU ALSO NEED", "", *_wrap(needs, "  ", "  "), "", "PUTTING IT TOGETHER", ""]
    for file in files:
        lines.append(f"  {file.name}")
        for step in file.steps:
            lines += _wrap(f"- {step}", "    ", "      ")
        lines.append("")
    lines += [kit.how_to_play_heading, ""]
    for paragraph in kit.how_to_play(components()):
        lines += [*_wrap(paragraph, "  ", "  "), ""]
    lines += _wrap("fauna play referees a game at the table, fauna score checks a game written down, and "
                   "fauna map --all -o areas.pdf prints a map of every area with its name.", "  ", "  ")
    return "\n".join(lines).rstrip() + "\n"


def _wrap(text: str, first: str, rest: str, width: int = 92) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width=width, initial_indent=first, subsequent_indent=rest) or [first]
