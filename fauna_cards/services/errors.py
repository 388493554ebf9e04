"""What a service raises instead of exiting: the command's guard turns each into one line
(or the deck's report) and its exit code."""

from __future__ import annotations

from typing import Any

from fauna_cards.errors import EXIT_FINDINGS, FaunaError


class SelectionError(FaunaError, ValueError):
    """A selection that names no card or an animal the deck lacks (a usage problem): exit 2."""


class BadInput(FaunaError, ValueError):
    """The user's own file is at fault (a record to compare with that is not one): exit 1."""

    exit_code = EXIT_FINDINGS


class DeckHasErrors(FaunaError):
    """The deck did not pass its checks; `result` (load.deck.DeckResult) holds the
    diagnostics, which the guard reports before exiting 1."""

    def __init__(self, result: Any) -> None:
        super().__init__(f"{result.errors} errors in the deck", exit_code=EXIT_FINDINGS)
        self.result = result
