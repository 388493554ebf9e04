"""The games, by name: each a GameSpec (games/spec.py) from its own package."""

from __future__ import annotations

from fauna_cards.errors import IOTrouble
from fauna_cards.games.spec import GameSpec


class UnknownGame(IOTrouble, ValueError):
    """A game name no spec is registered under (exit code 2, or a ValueError to a caller)."""


# Each game's spec, by name, as the module that holds it: `names()` (for --help and the
# schemas' enums) costs no import; a spec is imported when it is first asked for.
REGISTERED = {
    "fauna": "fauna_cards.games.fauna.spec",
    "kompakt": "fauna_cards.games.kompakt.spec",
    "animalia": "fauna_cards.games.animalia.spec",
}
# The games played on a board (their spec's `on_a_board`), for --game of the commands that
# print, play or kit a board game: named here so that --help imports no spec. A test keeps
# it in step with the specs.
ON_A_BOARD = ("fauna", "kompakt")

_SPECS: dict[str, GameSpec] = {}


def _spec(name: str) -> GameSpec:
    if name not in _SPECS:
        from importlib import import_module

        _SPECS[name] = import_module(REGISTERED[name]).SPEC
    return _SPECS[name]


def all_specs() -> tuple[GameSpec, ...]:
    return tuple(_spec(name) for name in REGISTERED)


def names() -> tuple[str, ...]:
    return tuple(REGISTERED)


def board_game_names() -> tuple[str, ...]:
    return ON_A_BOARD


def get(name: str) -> GameSpec:
    if name in REGISTERED:
        return _spec(name)
    raise UnknownGame(f"unknown game {name!r}: choose {' or '.join(names())}")
