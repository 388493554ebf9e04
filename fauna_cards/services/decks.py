"""The deck a command works on: checked, its board, one animal in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fauna_cards.errors import IOTrouble
from fauna_cards.services.errors import DeckHasErrors
from fauna_cards.games import get

if TYPE_CHECKING:
    from fauna_cards.load.boards import LoadedBoard
    from fauna_cards.load.deck import DeckResult
    from fauna_cards.model.record import AnimalRecord

DEFAULT_BOARD = "fauna-metric"


def checked_deck(paths: list[str], pictures: bool = False) -> DeckResult:
    """Load and check decks for a command that works on records; DeckHasErrors on any error,
    since answers from a broken deck would mislead. `pictures`: for a command that draws the
    illustrations, decode them as validate does; the others only find them."""
    from fauna_cards.load.deck import check_targets, collect_targets

    result = check_targets(collect_targets(paths), pictures=pictures)
    if result.errors:
        raise DeckHasErrors(result)
    return result


def chosen_board(spec: str | None, result: DeckResult) -> LoadedBoard:
    """The board a command shows answers on: the one given, else the deck's first, else the
    metric FAUNA board."""
    from fauna_cards.load.boards import load_board

    if spec is not None:
        return load_board(spec)
    return result.deck_boards[0] if result.deck_boards else load_board(DEFAULT_BOARD)


def animal_in_deck(animal_id: str, deck: str) -> tuple[AnimalRecord, DeckResult]:
    """The record of `animal_id` in a checked deck, and the deck's check result; IOTrouble
    with a 'did you mean' if it is absent."""
    from fauna_cards.suggest import did_you_mean

    result = checked_deck([deck])
    records = {loaded.record.id: loaded.record for loaded in result.records}
    if animal_id not in records:
        hint = did_you_mean(animal_id, records)
        raise IOTrouble(f"no animal {animal_id!r} in {deck}" + (f"; {hint}" if hint else ""))
    return records[animal_id], result


def board_for_game(spec: str | None, result: DeckResult, game: str, units: str) -> LoadedBoard:
    """The board to print for `game`: the one given, else the deck's own for the game and
    units, else the bundled one; IOTrouble for a board of the other game."""
    from fauna_cards.load.boards import load_board

    if spec is not None:
        loaded = load_board(spec)
    else:
        own = [b for b in result.deck_boards if b.board.game == game and b.board.units == units]
        loaded = own[0] if own else load_board(get(game).default_boards[units])
    if loaded.board.game != game:  # a board belongs to one game
        raise IOTrouble(f"{loaded.board.name} is a {loaded.board.game.upper()} board; --game {game} needs a "
                        f"{game.upper()} board")
    return loaded
