"""`fauna play`: play a deck at the table, refereed by the rules engine."""

from __future__ import annotations

import secrets
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import fail, guarded
from fauna_cards.commands.options import AnyGameChoice as Game, Difficulty
from fauna_cards.commands.output import printable, say
from fauna_cards.services.decks import checked_deck as load_deck_or_exit
from fauna_cards.words import plural


class ReturnedPieces(str, Enum):
    scored = "scored"
    correct_or_adjacent = "correct-or-adjacent"


class ZeroBids(str, Enum):
    bonus = "bonus"
    nothing = "nothing"


def play(
    deck: Annotated[str, typer.Argument(help="The deck folder.")] = "deck",
    players: Annotated[
        Optional[str],
        typer.Option("--players", "-p", help="2-8 names separated by commas (ANIMALIA: 2-6); asked for when not given.", show_default=False),
    ] = None,
    game: Annotated[Game, typer.Option("--game", "-g", help="fauna, kompakt (the stand-alone bidding game) or animalia (the card game).")] = Game.fauna,
    board: Annotated[
        Optional[str],
        typer.Option("--board", "-b", metavar="NAME|PATH", help="Default: fauna-metric, or kompakt for --game kompakt.", show_default=False),
    ] = None,
    difficulty: Annotated[Difficulty, typer.Option("--difficulty", help="Which cards go into the box.")] = Difficulty.any,
    seed: Annotated[
        Optional[int], typer.Option("--seed", help="Repeat a game's card order. Default: a new random order.", show_default=False)
    ] = None,
    pieces: Annotated[
        int, typer.Option("--pieces", min=1, max=20, help="FAUNA: guess pieces each player places; the rules give 6 "
                          "(7, one of them the score marker). Another number is a house rule.")
    ] = 6,
    returned_pieces: Annotated[
        ReturnedPieces, typer.Option("--returned-pieces", help="FAUNA: which pieces come back after a round: those "
                                     "that scored (Spanish rulebook) or those correct or adjacent (English rulebook).")
    ] = ReturnedPieces.scored,
    zero_bids: Annotated[
        ZeroBids, typer.Option("--zero-bids", help="KOMPAKT, when every bid is 0: the last bidder scores 3 (bonus), "
                               "or nobody scores (nothing).")
    ] = ZeroBids.bonus,
    record: Annotated[
        Optional[Path],
        typer.Option("--record", metavar="FILE", help="Save the game played as a game file for `fauna score`.", show_default=False),
    ] = None,
) -> None:
    """Play the deck at the table: the rules referee every move and score every round.

    Each round draws a random card and shows its visible half; players type their moves in
    turn ('undo' takes back the round's last entry); the answer is revealed and scored; the
    game ends by the rules.
    """
    with guarded():
        from fauna_cards.atomic import check_target
        from fauna_cards.load.boards import load_board
        from fauna_cards.load.games import deck_cards
        from fauna_cards.games.common.table_rules import TableRules
        from fauna_cards.games import all_specs, get
        from fauna_cards.games.console import Console, Table, box_summary, card_box
        from fauna_cards.games.console import play as play_game

        whole_game = _own_console(game.value)
        if whole_game is not None:  # the game's own package referees every season: no board, no card box
            others = _changed(board=board, difficulty=difficulty, pieces=pieces,
                              returned_pieces=returned_pieces, zero_bids=zero_bids)
            from fauna_cards.load.game_decks import checked_game_deck_in

            whole_game(checked_game_deck_in(Path(deck), game.value), players, seed, record, _ask, say, others)
            return
        spec = get(game.value)

        if record is not None:
            if not record.parent.is_dir():
                fail(f"cannot save the game to {record}: no such folder")
            check_target(record)  # before the evening's play, not after it
        console = Console(ask=_ask, say=typer.echo)
        names = _players(players, console)
        loaded = load_board(board or spec.default_board)
        if loaded.board.game != game.value:
            fail(f"board {loaded.board.name!r} is for {loaded.board.game}, not {game.value}")
        loaded_deck = load_deck_or_exit([deck])
        records = [item.record for item in loaded_deck.records]
        chosen_seed = seed if seed is not None else secrets.randbelow(10**6)
        box = card_box(records, sorted(set(deck_cards(loaded_deck).values())), difficulty.value, chosen_seed)
        rules = TableRules(pieces, returned_pieces.value, zero_bids.value)
        # A game file refuses the other game's settings; so does the table.
        default = TableRules()
        owners = {name: other for other in all_specs() if other is not spec for name in other.settings}
        chosen = [name for name in owners if getattr(rules, name) != getattr(default, name)]
        foreign = ["--" + name.replace("_", "-") for name in chosen]
        if foreign:
            other = owners[chosen[0]].name.upper()
            fail(f"{' and '.join(foreign)}: {plural(len(foreign), f'{other} setting', with_count=False)}, "
                 f"not for a {game.value} game")
        if not box:
            fail(f"no {difficulty.value} cards in {deck}")
        say(box_summary(box, len(records), difficulty.value, chosen_seed))
        table = Table(console, loaded, names, box)
        save = _saver(record, deck, loaded, spec, names, rules, table) if record is not None else None
        table.after_round = save  # every finished round is on disk at once
        try:
            play_game(table, spec, rules)
        except BaseException:
            if save is not None and table.log:  # Ctrl-C, SIGTERM, SIGHUP or a crash: keep the rounds played
                save()
                sys.stderr.write(f"Saved the {plural(len(table.log), 'finished round')} "
                                 f"to {record}.\n")
            raise
        if record is not None and not table.log:
            say(f"No round was finished: nothing saved to {record}.")
        if save is not None and table.log:
            save()
            say(f"Saved the game to {record}.")


def _saver(record: Path, deck: str, loaded, game, names: list[str], rules, table):  # type: ignore[no-untyped-def]
    """A function that writes the rounds played so far as a game file that `fauna score`
    re-scores; paths in it are as seen from the saved file, where `fauna score` looks."""
    import io
    import os

    from ruamel.yaml import YAML

    from fauna_cards.atomic import write_atomic
    from fauna_cards.resources import maps_dir
    from fauna_cards.games.console import game_file

    here = record.resolve().parent
    deck_from_file = Path(os.path.relpath(Path(deck).resolve(), here)).as_posix()
    # A bundled board by its name; a board of one's own by its path from the saved file.
    bundled = loaded.path.parent == maps_dir() / "boards"
    board_from_file = loaded.board.name if bundled else Path(os.path.relpath(loaded.path, here)).as_posix()

    def save() -> None:
        data = game_file(game, board_from_file, deck_from_file, names, rules, table.log)
        buffer = io.StringIO()
        yaml = YAML()
        yaml.indent(mapping=2, sequence=4, offset=2)
        yaml.dump(data, buffer)
        write_atomic(record, buffer.getvalue().encode("utf-8"))

    return save


def _own_console(name: str):  # type: ignore[no-untyped-def]
    """`play_whole_game` of games/<name>/console.py, for a game that plays itself from the
    command's options; None for the games played round by round on a board."""
    from importlib import import_module

    return getattr(import_module(f"fauna_cards.games.{name}.console"), "play_whole_game", None)


def _changed(**values):  # type: ignore[no-untyped-def]
    """The options among `values` set away from their defaults, as `--board`."""
    import inspect

    defaults = inspect.signature(play).parameters
    return [f"--{name.replace('_', '-')}" for name, value in values.items() if value != defaults[name].default]


def _ask(prompt: str) -> str | None:
    try:
        return input(printable(prompt))
    except EOFError:
        say("")
        return None


MAX_NAME = 40  # as game files allow


def _players(given: str | None, console) -> list[str]:  # type: ignore[no-untyped-def]
    from fauna_cards.games.console import Stop

    text = given
    while True:
        if text is None:
            try:
                text = console.line("Players (2-8 names, separated by commas)> ")
            except Stop:
                fail("no players given")
        names = [name.strip() for name in text.split(",") if name.strip()]
        problem = None
        if any(len(name) > MAX_NAME for name in names):
            problem = f"a name has at most {MAX_NAME} characters"
        elif not 2 <= len(names) <= 8:
            problem = "FAUNA is for 2 to 8 players"
        elif len(set(names)) != len(names):
            problem = "each player needs a name of their own"
        if problem is None:
            return names
        if given is not None:
            fail(problem)
        console.say(f"  {problem}")
        text = None
