"""`fauna show`: the answer key of one animal on the deck's boards, or the ones given."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.services.decks import animal_in_deck
from fauna_cards.views.answer_key import AnswerKeyView, answer_key_view
from fauna_cards.games import get



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
        loaded = result.deck_boards or [load_board(name) for name in _every_bundled_board()]
    # On boards of games played on regions only (KOMPAKT), that reveal; else both games'
    levels = {get(b.board.game).map_level for b in loaded}
    reveal = "region" if levels == {"region"} else None
    return answer_key_view(record, loaded[0].world, [b.board for b in loaded], reveal)


def _every_bundled_board() -> list[str]:
    """Each game's bundled boards, once each, in the registry's order."""
    from fauna_cards.games import all_specs

    return list(dict.fromkeys(name for spec in all_specs() for name in spec.default_boards.values()))
