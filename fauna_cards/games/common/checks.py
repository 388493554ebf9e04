"""Rules for a game file before any move is played: players, animals, each round's shape
(the game's own `check_round`)."""

from __future__ import annotations

from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.game import GameFile
from fauna_cards.model.record import AnimalRecord
from fauna_cards.suggest import did_you_mean
from fauna_cards.words import quoted



def check_game(
    game: GameFile, records: dict[str, AnimalRecord], cards: dict[str, tuple[str, str]] | None = None,
) -> list[Finding]:
    """`cards` gives each animal's card, both sides (from deck.yaml); an animal missing from
    it is a card of its own."""
    from fauna_cards.games import all_specs, get

    spec = get(game.game)
    # Settings that only one game has: the other game's file may not carry them.
    owners = {name: other.name for other in all_specs() for name in other.settings}
    findings: list[Finding] = []
    if len(set(game.players)) != len(game.players):
        findings.append(Finding(("players",), "duplicate-player", "a player is listed twice"))
    findings += [
        Finding((name,), "unknown-field", f"{name!r} is a {owner} setting, not a {game.game} one", at_key=True)
        for name, owner in owners.items() if name in game.model_fields_set and name not in spec.settings
    ]
    played: dict[tuple[str, ...], tuple[int, str]] = {}  # card -> (round index, animal played)
    for index, round_ in enumerate(game.rounds):
        loc = ("rounds", index)
        if round_.animal not in records:
            findings.append(Finding(loc + ("animal",), "unknown-animal", f"no animal {quoted(round_.animal)} in the deck",
                                    hint=did_you_mean(round_.animal, records)))
        card = tuple((cards or {}).get(round_.animal, (round_.animal,)))
        if card in played:
            findings.append(_played_before(round_.animal, *played[card], loc + ("animal",)))
        else:
            played[card] = (index, round_.animal)
        findings += spec.check_round(round_, loc)
    return findings


def _played_before(animal: str, first_round: int, first_animal: str, where: tuple) -> Finding:  # type: ignore[type-arg]
    # The rules set a card aside once its round is scored: neither side comes back.
    if first_animal == animal:
        message = f"{animal} was played in round {first_round + 1}: each card is played once"
    else:
        message = f"{animal} is on the card played in round {first_round + 1} (as {first_animal}): each card is played once"
    return Finding(where, "card-played-twice", message,
                   hint="after its round a card is set aside; play another card from the box")


def round_shape(game: str, round_, loc: tuple, needed: tuple[str, ...], foreign: tuple[str, ...]) -> list[Finding]:  # type: ignore[no-untyped-def,type-arg]
    """A round of `game` needs the `needed` fields and may not carry the other game's."""
    findings = [
        Finding(loc, "missing-field", f"a {game} round needs {name!r}")
        for name in needed if getattr(round_, name) is None
    ]
    findings += [
        Finding(loc + (name,), "unknown-field", f"{name!r} belongs to the other game, not to {game}", at_key=True)
        for name in foreign if getattr(round_, name) is not None
    ]
    return findings
