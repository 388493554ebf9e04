"""What every command shares: exit codes, one-line failures, colour, and safe output."""

from __future__ import annotations

import os
import re
import sys
from enum import Enum

from fauna_cards.games import names as game_names
from typing import NoReturn, TextIO

import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.errors import EXIT_FINDINGS, EXIT_USAGE

EXIT_OK = 0
EXIT_INTERNAL = 3  # a bug in fauna-cards
__all__ = ["EXIT_FINDINGS", "EXIT_USAGE", "guarded"]  # the commands take them from here too


class Colour(str, Enum):
    auto = "auto"
    always = "always"
    never = "never"


# --game's choices: every registered game, the first the default.
GameChoice = Enum("GameChoice", {name: name for name in game_names()}, type=str)  # type: ignore[misc]


class Difficulty(str, Enum):
    any = "any"
    green = "green"
    black = "black"


# Paper and card sizes are data (maps/print/paper.yaml); the commands check a name when they
# run, and a test keeps these lists in step with the file.
PAPER_CHOICES = "a4|letter|a3|tabloid|a2|a1"
CARD_SIZE_CHOICES = "a6|poker|euro-poker|tarot"
PAPER_OPTION = typer.Option("--paper", metavar=PAPER_CHOICES, help="The sheet size the printer takes.")
CARD_SIZE_OPTION = typer.Option("--card-size", metavar=CARD_SIZE_CHOICES, help="Trim size of a card.")


def use_colour(choice: Colour, stream: TextIO) -> bool:
    if choice is Colour.always:
        return True
    if choice is Colour.never or os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return stream.isatty()


# Characters a terminal acts on instead of showing: C0 and C1 controls (escape sequences
# start with ESC, \x9b) and the bidirectional overrides that reorder what is shown.
_UNSHOWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with every character a terminal would act on shown as an escape (\\x1b):
    names from a shared deck or game file must not drive the reader's terminal."""
    return _UNSHOWABLE.sub(lambda match: f"\\x{ord(match.group()):02x}" if ord(match.group()) < 0x100
                           else f"\\u{ord(match.group()):04x}", text)


def say(text: str, err: bool = False) -> None:
    """One line for the user, on standard output or error, made printable."""
    stream = sys.stderr if err else sys.stdout
    stream.write(printable(text) + "\n")
    stream.flush()


def fail(message: str, code: int = EXIT_USAGE) -> NoReturn:
    sys.stderr.write(f"fauna: error: {printable(message)}\n")
    raise typer.Exit(code)


def emit(text: str) -> None:
    sys.stdout.write(printable(text))
    sys.stdout.flush()


def load_deck_or_exit(paths: list[str]):  # type: ignore[no-untyped-def]
    """Load and check decks for a command that works on records; on any error, report the
    diagnostics on stderr and exit 1, since answers from a broken deck would mislead."""
    from fauna_cards.load.deck import check_targets, collect_targets
    from fauna_cards.report import Report
    from fauna_cards.report.text import write

    result = check_targets(collect_targets(paths))
    if result.errors:
        write(Report(result.diagnostics, result.files_checked), sys.stderr, use_colour(Colour.auto, sys.stderr))
        raise typer.Exit(EXIT_FINDINGS)
    return result


def chosen_board(spec: str | None, result):  # type: ignore[no-untyped-def]
    """The board a command shows answers on: the one given, else the deck's first, else the
    metric FAUNA board."""
    from fauna_cards.load.boards import load_board

    if spec is not None:
        return load_board(spec)
    return result.deck_boards[0] if result.deck_boards else load_board("fauna-metric")


def animal_in_deck(animal_id: str, deck: str):  # type: ignore[no-untyped-def]
    """The record of `animal_id` in a checked deck, and the deck's check result; exit 2 with
    a 'did you mean' if it is absent."""
    from fauna_cards.suggest import did_you_mean

    result = load_deck_or_exit([deck])
    records = {loaded.record.id: loaded.record for loaded in result.records}
    if animal_id not in records:
        hint = did_you_mean(animal_id, records)
        fail(f"no animal {animal_id!r} in {deck}" + (f"; {hint}" if hint else ""))
    return records[animal_id], result


def table(rows: list[list[str]], header: list[str]) -> str:
    """Plain aligned columns for a terminal."""
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(header, widths)).rstrip()]
    lines += ["  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows]
    return "\n".join(lines) + "\n"

