"""One base error: every failure a user can act on is a FaunaError with its exit code, and
commands/guard.py turns any of them into one line on standard error."""

from __future__ import annotations

import pytest
import typer

from fauna_cards.commands.guard import guarded
from fauna_cards.errors import (
    EXIT_FINDINGS,
    EXIT_USAGE,
    DoesNotFit,
    FaunaError,
    IOTrouble,
)
from fauna_cards.games.common.outcome import GameError
from fauna_cards.games.common.spots import IllegalMove
from fauna_cards.geo.locate.common import SourceError
from fauna_cards.load.documents import DataError
from fauna_cards.load.illustrations import Unusable
from fauna_cards.model.measure import MeasureError
from fauna_cards.services.cards import SelectionError

EXIT_CODES = {IOTrouble: EXIT_USAGE, DoesNotFit: EXIT_USAGE, SourceError: EXIT_USAGE, SelectionError: EXIT_USAGE,
              DataError: EXIT_FINDINGS, GameError: EXIT_FINDINGS, IllegalMove: EXIT_FINDINGS,
              MeasureError: EXIT_FINDINGS, Unusable: EXIT_FINDINGS}


@pytest.mark.parametrize("kind", list(EXIT_CODES), ids=lambda kind: kind.__name__)
def test_each_error_is_a_fauna_error_with_its_exit_code(kind: type) -> None:
    assert issubclass(kind, FaunaError)
    assert kind.exit_code == EXIT_CODES[kind]


def test_the_code_and_message_travel_with_the_error() -> None:
    assert (IllegalMove("taken").code, IllegalMove("taken").message) == ("illegal-move", "taken")
    assert GameError(0, ("turns", 1), "late", code="turn-order").code == "turn-order"
    assert MeasureError("unit-kind", "not a weight").code == "unit-kind"
    assert FaunaError("plain").code is None


@pytest.mark.parametrize("error, exit_code", [(IOTrouble("no such file: x"), 2),
                                              (FaunaError("too big", exit_code=1), 1)])
def test_the_guard_makes_one_line_and_the_exit_code(capsys: pytest.CaptureFixture[str], error: FaunaError,
                                                    exit_code: int) -> None:
    with pytest.raises(typer.Exit) as stopped, guarded():
        raise error
    assert stopped.value.exit_code == exit_code
    assert capsys.readouterr().err == f"fauna: error: {error}\n"
