"""Code outside games/<name>/ asks the game's spec; it never compares a game's name."""

from __future__ import annotations

import ast

from conftest import ROOT
from fauna_cards.games import names

PACKAGE = ROOT / "fauna_cards"

# The registry names each game once, by the module of its spec.
NOT_YET_SWITCHED = {"games/__init__.py"}


def _branches(tree: ast.AST) -> list[tuple[int, str]]:
    games = set(names())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for part in [node.left, *node.comparators]:
                if isinstance(part, ast.Constant) and part.value in games:
                    found.append((node.lineno, part.value))
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if isinstance(key, ast.Constant) and key.value in games:
                    found.append((node.lineno, key.value))
    return found


def test_no_game_name_branches_outside_the_games_own_packages() -> None:
    own = {PACKAGE / "games" / name for name in names()}
    offending = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if any(folder in path.parents for folder in own):
            continue
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in NOT_YET_SWITCHED:
            continue
        offending += [f"{relative}:{line}: {name!r}" for line, name in _branches(ast.parse(path.read_text()))]
    assert not offending, "compare the game's spec, not its name:\n" + "\n".join(offending)
