"""A whole game on paper: from a deck to every file a table needs, and a guide to printing
and putting them together.

FAUNA: the cards, the board (tiled for the paper), the card box, the pieces and a print
guide. FAUNA KOMPAKT: its cards, the nine board cards, the box, the stones, the score pad
and the guide. Everything is made in memory first, so that a failure writes nothing. Every
word in every file is in one language, the cards' (maps/languages/, section `kit`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from reportlab.lib.units import mm

from fauna_cards import __version__
from fauna_cards.games import get
from fauna_cards.load.languages import REFERENCE, words_for
from fauna_cards.load.printing import components
from fauna_cards.model.printing import millimetres

if TYPE_CHECKING:
    from fauna_cards.load.boards import LoadedBoard
    from fauna_cards.model.language import Words
    from fauna_cards.printing.document import PrintOptions

FILE_NAMES = {"cards.pdf", "board.pdf", "board-cards.pdf", "box.pdf", "tokens.pdf", "score-pad.pdf", "PRINT-GUIDE.txt"}


@dataclass(frozen=True)
class KitFile:
    name: str
    data: bytes
    pages: int
    what: str  # what is in it, in a few words (in the kit's language, like the two below)
    sides: str  # "one-sided", or how to print two-sided
    sheets: int  # sheets of paper it takes
    steps: tuple[str, ...]  # how to cut and put it together
    said: str  # `what` in English, for the terminal: the messages `fauna` writes stay English


@dataclass(frozen=True)
class KitRequest:
    game: str  # fauna or kompakt
    units: str
    options: PrintOptions  # for the cards: paper, card size, layout, margins
    board: LoadedBoard  # the board to print
    card_thickness: float | None  # mm, None: the data's default
    only: Sequence[str] = ()  # some of the game's kit products; empty: all of them
    language: str | None = None  # of every printed word; None: the deck's (see services.cards.deck_cards)


@dataclass(frozen=True)
class Kit:
    files: tuple[KitFile, ...]
    guide: str
    notes: tuple[str, ...] = ()  # what the cards' maker found: animals on no card, text cut short
    language: str = REFERENCE  # the language the kit is in


def build_kit(result, deck: str, request: KitRequest) -> Kit:  # type: ignore[no-untyped-def]
    """Every file of the kit for a checked deck (load.deck.check_targets' result)."""
    from fauna_cards.services.cards import cards_pdf, deck_cards

    wanted = request.only or get(request.game).kit.products
    chosen = deck_cards(result, deck, request.game, request.units, language=request.language)
    words = words_for(chosen.language)
    options = replace(request.options, words=words)  # the cards' sheets, the box, KOMPAKT's board cards
    request = replace(request, options=options)
    paper = options.paper
    margin = options.margin / mm
    (_, manifest), = result.manifests[:1]
    files: list[KitFile] = []
    warnings: list[str] = []
    if "cards" in wanted:
        data, pages = cards_pdf(chosen, options, None, warnings)
        files.append(_cards_file(data, pages, len(chosen.cards), options, chosen.language))
    if "board" in wanted:
        files.append(_board_file(request, paper, margin))
    if "box" in wanted:
        files.append(_box_file(options, len(manifest.cards), request.card_thickness))
    if "tokens" in wanted:
        files.append(_tokens_file(request, paper, margin))
    if "score-pad" in wanted:
        from fauna_cards.printing.score_pad import most_players, score_pad_pdf

        players = most_players(paper, margin)
        data, pages = score_pad_pdf(paper, margin, words, players)
        files.append(_file("score-pad.pdf", data, pages, lambda w: w("kit.files.score_pad.what", count=players),
                           words("kit.files.one_sided"), pages, (words("kit.files.score_pad.copies"),), words))
    kit_files = tuple(files)
    notes = tuple(chosen.notes) + tuple(warnings) if "cards" in wanted else ()
    return Kit(kit_files, guide(request, manifest.title, len(chosen.cards), kit_files), notes, chosen.language)


def _file(name: str, data: bytes, pages: int, describe: Callable[[Words], str], sides: str, sheets: int,
          steps: tuple[str, ...], words: Words) -> KitFile:
    """A file of the kit, described in the kit's words for the guide and in English for the
    terminal."""
    return KitFile(name, data, pages, describe(words), sides, sheets, steps, describe(words_for(REFERENCE)))


def _cards_file(data: bytes, pages: int, count: int, options: PrintOptions, language: str) -> KitFile:
    words, layout = options.words, options.layout
    steps = [words("kit.files.cards.cut")]
    if layout in ("duplex-long", "duplex-short"):
        sides, sheets = words(f"kit.files.cards.{layout.replace('-', '_')}"), pages // 2
        command = (f"fauna print --test-page --layout {layout} --paper {options.paper.name} "
                   f"--card-size {options.card.name}")
        if language != REFERENCE:  # the test page in the kit's language too
            command += f" --language {language}"
        steps.insert(0, words("kit.files.cards.test_sheet", command=command))
    elif layout == "gutterfold":
        sides, sheets = words("kit.files.one_sided"), pages
        steps.insert(0, words("kit.files.cards.gutterfold"))
    elif layout == "service":
        sides, sheets = words("kit.files.service"), 0
        steps = [words("kit.files.cards.upload")]
    else:
        sides, sheets = words("kit.files.cards.fronts"), pages
    return _file("cards.pdf", data, pages, lambda w: w.count("kit.files.cards.what", count), sides, sheets,
                 tuple(steps), words)


def _board_file(request: KitRequest, paper, margin: float) -> KitFile:  # type: ignore[no-untyped-def]
    from fauna_cards.services.boards import fauna_board_pdf, kompakt_board_pdf

    words = request.options.words
    key = "kit.files.board_cards"
    if get(request.game).kit.board_cards:
        service = request.options.layout == "service"
        printed = kompakt_board_pdf(request.board, request.options if service else
                                    replace(request.options, layout="fronts"))
        scales = len(request.board.board.scales)

        def what(w: Words) -> str:
            return w(f"{key}.what", worlds=6, scales=scales)

        lay_out = words(f"{key}.lay_out")
        if service:
            return _file("board-cards.pdf", printed.data, printed.pages, what, words("kit.files.service"), 0,
                         (words(f"{key}.upload"), lay_out), words)
        return _file("board-cards.pdf", printed.data, printed.pages, what, words("kit.files.one_sided"),
                     printed.pages, (words(f"{key}.cut"), lay_out), words)
    printed = fauna_board_pdf(request.board, paper, margin, words)
    single = printed.pages == 1
    key = "kit.files.board"
    steps = (words(f"{key}.trim"),) if single else tuple(
        words(f"{key}.{step}") for step in ("follow", "cut_margins", "glue_tiles", "mount"))
    return _file("board.pdf", printed.data, printed.pages, lambda w: _board_what(paper, margin, w),
                 words("kit.files.one_sided"), printed.pages, steps, words)


def _board_what(paper, margin: float, words: Words) -> str:  # type: ignore[no-untyped-def]
    """What board.pdf holds, as the board service tiles it: its size, and on how many sheets."""
    from fauna_cards.printing.tiles import plan_tiles

    sheet = components().board
    width, height = millimetres(sheet.width), millimetres(sheet.height)
    plan = plan_tiles((width, height), (paper.size[0] / mm, paper.size[1] / mm), margin,
                      millimetres(sheet.glue_overlap))
    size = {"width": f"{width:.0f}", "height": f"{height:.0f}", "paper": paper.display}
    if plan.single:
        return words("kit.files.board.one_sheet", **size)
    return words("kit.files.board.tiles", tiles=len(plan.tiles), rows=plan.rows, cols=plan.cols, **size)


def _box_file(options: PrintOptions, cards: int, thickness: float | None) -> KitFile:
    from fauna_cards.load.printing import paper_file
    from fauna_cards.printing.card_box import box_pdf, box_summary

    words = options.words
    papers = [paper.sheet() for paper in paper_file().papers]
    printed = box_pdf(options.card, cards, options.paper, options.margin / mm, components().box, words,
                      thickness, papers)
    return _file("box.pdf", printed.data, printed.pages,
                 lambda w: w("kit.files.box.what", summary=box_summary(printed.plan, options.paper, w)),
                 words("kit.files.one_sided"), printed.pages,
                 (words("kit.files.box.cut_fold"), words("kit.files.box.glue_order")), words)


def _tokens_file(request: KitRequest, paper, margin: float) -> KitFile:  # type: ignore[no-untyped-def]
    from fauna_cards.printing.tokens import tokens_pdf, tokens_summary

    words = request.options.words
    stone = None
    if get(request.game).tokens.stones:
        from fauna_cards.printing.kompakt_board import stone_room

        card = (request.options.card.size[0] / mm, request.options.card.size[1] / mm)
        counts = [len(scale.spaces) for scale in request.board.board.scales.values()]
        room = math.floor(round(stone_room(card, counts), 1) * 2) / 2  # to the half millimetre below
        stone = min(millimetres(components().piece), room)
    printed = tokens_pdf(request.game, paper, margin, components(), words, stone)
    return _file("tokens.pdf", printed.data, printed.pages, lambda w: tokens_summary(printed.layout, paper, w),
                 words("kit.files.one_sided"), printed.pages,
                 (words("kit.files.tokens.card"), words("kit.files.tokens.cut")), words)


def guide(request: KitRequest, title: str, card_count: int, files: tuple[KitFile, ...]) -> str:
    """The print guide, in the language of the request's words: which file, how to print it,
    how to cut and put it together, and how the game goes, in a few lines."""
    options = request.options
    words = options.words
    paper = options.paper.display
    kit = get(request.game).kit
    heading = words("kit.guide.heading", game=kit.name, deck=title)
    lines = [
        heading, "=" * len(heading), "",
        *_wrap(words("kit.guide.facts", cards=words.count("kit.cards", card_count), animals=2 * card_count,
                     size=options.card.label, paper=paper, units=words(f"kit.guide.units.{request.units}"),
                     version=__version__), "", ""),
        "", words("kit.guide.what_to_print"), "",
    ]
    width = max(len(f.name) for f in files) + 2
    for file in files:
        sheets = words.count("kit.guide.sheets", file.sheets) if file.sheets else words("kit.guide.no_sheets")
        lines += _wrap(file.what, f"  {file.name:<{width}}", " " * (width + 2))
        lines += _wrap(words("kit.guide.file_line", sides=file.sides, pages=words.count("kit.guide.pages", file.pages),
                             sheets=sheets), f"  {'':<{width}}", " " * (width + 2))
    total = sum(f.sheets for f in files)
    lines += [""]
    lines += _wrap(words("kit.guide.in_all", sheets=words.count("kit.guide.sheets", total), paper=paper), "", "")
    needs = words("kit.guide.tools", needs=words(kit.needs))
    lines += ["", words("kit.guide.also_need"), "", *_wrap(needs, "  ", "  "), "",
              words("kit.guide.putting_together"), ""]
    for file in files:
        lines.append(f"  {file.name}")
        for step in file.steps:
            lines += _wrap(f"- {step}", "    ", "      ")
        lines.append("")
    lines += [words(kit.how_to_play_heading), ""]
    for paragraph in kit.how_to_play(components(), words):
        lines += [*_wrap(paragraph, "  ", "  "), ""]
    lines += _wrap(words("kit.guide.commands"), "  ", "  ")
    return "\n".join(lines).rstrip() + "\n"


def _wrap(text: str, first: str, rest: str, width: int = 92) -> list[str]:
    import textwrap

    # Names such as fauna-cards and duplex-long are not broken at their hyphen.
    return textwrap.wrap(text, width=width, initial_indent=first, subsequent_indent=rest,
                         break_on_hyphens=False) or [first]
