"""Rules for a game file before any move is played: players, animals, each round's shape."""

from __future__ import annotations

from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.game import GameFile, Round
from fauna_cards.model.record import AnimalRecord
from fauna_cards.suggest import did_you_mean


def check_game(game: GameFile, records: dict[str, AnimalRecord]) -> list[Finding]:
    findings: list[Finding] = []
    if len(set(game.players)) != len(game.players):
        findings.append(Finding(("players",), "duplicate-player", "a player is listed twice"))
    for index, round_ in enumerate(game.rounds):
        loc = ("rounds", index)
        if round_.animal not in records:
            findings.append(Finding(loc + ("animal",), "unknown-animal", f"no animal {round_.animal!r} in the deck",
                                    hint=did_you_mean(round_.animal, records)))
        findings += _round_shape(game.game, round_, loc)
    return findings


def _round_shape(kind: str, round_: Round, loc: tuple) -> list[Finding]:  # type: ignore[type-arg]
    needed, foreign = (("turns",), ("bids", "stones")) if kind == "fauna" else (("bids", "stones"), ("turns",))
    findings = [
        Finding(loc, "missing-field", f"a {kind} round needs {name!r}")
        for name in needed if getattr(round_, name) is None
    ]
    findings += [
        Finding(loc + (name,), "unknown-field", f"{name!r} belongs to the other game, not to {kind}", at_key=True)
        for name in foreign if getattr(round_, name) is not None
    ]
    return findings
