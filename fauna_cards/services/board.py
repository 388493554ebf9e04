"""`fauna board list`, `show` and `print`: the bundled boards, one board's scales, and the
board on paper (drawn by services/boards.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fauna_cards.errors import IOTrouble
from fauna_cards.views.boards import BoardList, BoardView, board_list, board_view
from fauna_cards.games import get

if TYPE_CHECKING:
    from fauna_cards.services.boards import PrintedBoard


def bundled_boards() -> BoardList:
    from fauna_cards.load.boards import bundled_board_names, load_board

    return board_list([load_board(name).board for name in bundled_board_names()])


def board_scales(spec: str) -> BoardView:
    from fauna_cards.load.boards import load_board

    return board_view(load_board(spec).board)


@dataclass(frozen=True)
class BoardPrintOptions:
    board: str  # a bundled board's name or a board file
    paper: str
    margin_mm: float
    # KOMPAKT's board cards print like the animal cards; these options apply to them alone.
    card_size: str | None = None
    layout: str | None = None
    bleed_mm: float | None = None
    crop_marks: bool = True
    back_offset: str = "0,0"  # as given: read only for a board that takes it
    language: str = "en"  # of every printed word; the commands check the code

    def card_options_given(self) -> list[str]:
        given = {"--card-size": self.card_size is not None, "--layout": self.layout is not None,
                 "--bleed": self.bleed_mm is not None, "--no-crop-marks": not self.crop_marks,
                 "--back-offset": self.back_offset != "0,0"}
        return [option for option, used in given.items() if used]


def print_board(options: BoardPrintOptions) -> PrintedBoard:
    """The board's PDF. IOTrouble for card options on a FAUNA board or an unknown paper,
    DoesNotFit for paper too small, printing.board.LayoutError for scales that cannot be laid out."""
    from fauna_cards.export import ExportOptions
    from fauna_cards.export.options import back_offset_mm, print_options
    from fauna_cards.load.boards import load_board
    from fauna_cards.load.languages import words_for
    from fauna_cards.load.printing import paper_named
    from fauna_cards.services.boards import fauna_board_pdf, kompakt_board_pdf

    loaded = load_board(options.board)
    if get(loaded.board.game).kit.board_cards:  # KOMPAKT's board is a set of cards
        cards = ExportOptions(options.layout or "fronts", options.paper, options.card_size or "a6", options.bleed_mm,
                              options.margin_mm, options.crop_marks, back_offset_mm(options.back_offset),
                              language=options.language)
        return kompakt_board_pdf(loaded, print_options(cards))
    given = options.card_options_given()
    if given:
        raise IOTrouble(f"{', '.join(given)}: for KOMPAKT's board cards only; {loaded.board.name} is a FAUNA board")
    return fauna_board_pdf(loaded, paper_named(options.paper).sheet(), options.margin_mm, words_for(options.language))
