"""`fauna show`: the answer key of one animal on the deck's boards, or the ones given."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.services.decks import animal_in_deck
from fauna_cards.views.answer_key import AnswerKeyView, answer_key_view

EVERY_BOARD = ("fauna-metric", "fauna-imperial", "kompakt")


@dataclass(frozen=True)
class ShowOptions:
    animal: str
    deck: str
    boards: tuple[str, ...]  # none: the deck's own boards when it names them, else every bundled one


def answer_key(options: ShowOptions) -> AnswerKeyView:
    from fauna_cards.load.boards import load_board

    record, result = animal_in_deck(options.animal, options.deck)
    if options.boards:
        loaded = [load_board(spec) for spec in options.boards]
    else:
        loaded = result.deck_boards or [load_board(spec) for spec in EVERY_BOARD]
    # game: on KOMPAKT boards only, KOMPAKT's reveal (regions, correct fields); else both games'
    reveal = "kompakt" if all(b.board.game == "kompakt" for b in loaded) else None
    return answer_key_view(record, loaded[0].world, [b.board for b in loaded], reveal)
