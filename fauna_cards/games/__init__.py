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
}

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


def get(name: str) -> GameSpec:
    if name in REGISTERED:
        return _spec(name)
    raise UnknownGame(f"unknown game {name!r}: choose {' or '.join(names())}")
