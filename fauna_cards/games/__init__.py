"""The games, by name: each a GameSpec (games/spec.py) from its own package."""

from __future__ import annotations

from fauna_cards.errors import IOTrouble
from fauna_cards.games.spec import GameSpec


class UnknownGame(IOTrouble, ValueError):
    """A game name no spec is registered under (exit code 2, or a ValueError to a caller)."""


def _registered() -> dict[str, GameSpec]:
    from fauna_cards.games.fauna.spec import SPEC as FAUNA
    from fauna_cards.games.kompakt.spec import SPEC as KOMPAKT

    return {spec.name: spec for spec in (FAUNA, KOMPAKT)}


_SPECS: dict[str, GameSpec] = {}


def all_specs() -> tuple[GameSpec, ...]:
    if not _SPECS:
        _SPECS.update(_registered())
    return tuple(_SPECS.values())


def names() -> tuple[str, ...]:
    return tuple(spec.name for spec in all_specs())


def get(name: str) -> GameSpec:
    for spec in all_specs():
        if spec.name == name:
            return spec
    raise UnknownGame(f"unknown game {name!r}: choose {' or '.join(names())}")
