"""Rules for a game file before any move is played: another game's fields, players,
animals, each round's shape (the game's own `check_round`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.game import GameFileBase
from fauna_cards.model.record import AnimalRecord
from fauna_cards.suggest import did_you_mean
from fauna_cards.words import quoted

if TYPE_CHECKING:
    from fauna_cards.games.spec import GameSpec


def other_games_fields(data: dict[Any, Any], spec: GameSpec) -> tuple[list[Finding], dict[Any, Any]]:
    """The settings and round fields that another game's file has and this game's has not,
    each a finding in words that name their game; and the file's data without them, for the
    game's own model to read.

    A null round field of another game passes unremarked, as it always has."""
    from fauna_cards.games import all_specs

    if not spec.on_a_board:  # a card game's file shares no fields with the board games'
        return [], data
    others = [other for other in all_specs() if other is not spec and other.on_a_board]
    own_round = spec.game_file.round_model().model_fields
    setting_owner = {name: other.name for other in others for name in other.settings
                     if name not in spec.game_file.model_fields}
    round_foreign = {name for other in others for name in other.game_file.round_model().model_fields
                     if name not in own_round}
    findings = [
        Finding((name,), "unknown-field", f"{name!r} is a {owner} setting, not a {spec.name} one", at_key=True)
        for name, owner in setting_owner.items() if name in data
    ]
    kept = {key: value for key, value in data.items() if key not in setting_owner}
    rounds = data.get("rounds")
    if isinstance(rounds, list):
        kept["rounds"] = [
            {key: value for key, value in round_.items() if key not in round_foreign}
            if isinstance(round_, dict) else round_ for round_ in rounds
        ]
        findings += [
            Finding(("rounds", index, name), "unknown-field",
                    f"{name!r} belongs to the other game, not to {spec.name}", at_key=True)
            for index, round_ in enumerate(rounds) if isinstance(round_, dict)
            for name in round_foreign if round_.get(name) is not None
        ]
    return findings, kept


def check_game(
    game: GameFileBase, records: dict[str, AnimalRecord], cards: dict[str, tuple[str, str]] | None = None,
) -> list[Finding]:
    """`cards` gives each animal's card, both sides (from deck.yaml); an animal missing from
    it is a card of its own."""
    from fauna_cards.games import get

    spec = get(game.game)
    findings: list[Finding] = []
    if len(set(game.players)) != len(game.players):
        findings.append(Finding(("players",), "duplicate-player", "a player is listed twice"))
    played: dict[tuple[str, ...], tuple[int, str]] = {}  # card -> (round index, animal played)
    for index, round_ in enumerate(game.rounds):  # type: ignore[attr-defined]
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


def round_shape(game: str, round_, loc: tuple, needed: tuple[str, ...]) -> list[Finding]:  # type: ignore[no-untyped-def,type-arg]
    """A round of `game` needs the `needed` fields (its model leaves them optional, so that
    this says so in the game's words)."""
    return [
        Finding(loc, "missing-field", f"a {game} round needs {name!r}")
        for name in needed if getattr(round_, name) is None
    ]
