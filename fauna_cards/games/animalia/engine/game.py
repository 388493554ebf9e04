"""ANIMALIA game files: who played, and for each season what every player ended up with.

A season is written per player, in any order:

    seasons:
      - luana:
          collection: [cats-spy, horses-dandy, dogs-mangy, rabbits-thief, parrots-champion]
          bonus: [dogs-dandy]            # drawn at this season's elegance prize
        fanny:
          collection: [owl, dogs-spy, dogs-thief, dogs-mangy, rabbits-dandy]
          owl: rabbits                   # the family the owl stood for
        noemi:
          collection: [...]
          cover: {cats-champion: parrots-spy}   # bonus card: the card it covered

With two players each writes `collections:`, two lists of five. Bonus cards not used are
kept: a later season's `cover` may use them. `score_game` checks the file against the rules
and scores it (season.py); what it refuses comes back as findings at the file's key paths.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from fauna_cards.catalog import severity_of
from fauna_cards.games.animalia.engine.facts import CardIndex, families_of, index_cards
from fauna_cards.games.animalia.engine.scoring import (
    SEASONS,
    FinalScore,
    final_score,
    supply_overruns,
)
from fauna_cards.games.animalia.engine.season import SeasonResult, score_season
from fauna_cards.model.common import Id, StrictModel, Text
from fauna_cards.model.diagnostics import Finding

PlayerName = Annotated[str, Field(pattern=r"^\S(?:.*\S)?$", max_length=40, description="A player's name.")]
CardId = Annotated[Id, Field(description="A card id from the deck, e.g. dogs-champion or owl.")]


class PlayerSeason(StrictModel):
    """One player's season: the collection(s) built, the bonus cards drawn and used."""

    collection: list[CardId] = Field(  # type: ignore[assignment]
        default=None, description="3-6 players: the five cards of the player's collection.")
    collections: list[list[CardId]] = Field(  # type: ignore[assignment]
        default=None, description="2 players: the player's two collections, five cards each.")
    bonus: list[CardId] = Field(
        default_factory=list, description="Bonus cards drawn at this season's elegance prize.")
    cover: dict[CardId, CardId] = Field(
        default_factory=dict,
        description="Bonus card: the collection card it covers. Bonus cards kept from earlier seasons may be used.",
        examples=[{"cats-champion": "parrots-spy"}])
    owl: Id = Field(  # type: ignore[assignment]
        default=None,
        description="The family the owl (joker) stood for, when the player held it; left out, the best is taken.",
        examples=["dogs"])


class AnimaliaGameFile(StrictModel):
    """An ANIMALIA game (or its first seasons): the players and every season's collections."""

    game: Literal["animalia"] = Field(description="animalia: the set-collection card game.")
    deck: Text = Field(  # type: ignore[assignment]
        default=None, description="Deck folder, relative to this file; default deck/animalia.")
    players: list[PlayerName] = Field(min_length=2, max_length=6, description="In seat order, clockwise.")
    seasons: list[dict[PlayerName, PlayerSeason]] = Field(
        min_length=1, max_length=SEASONS, description="The seasons played, each player's season by name.")


@dataclass
class AnimaliaResult:
    players: list[str]
    seasons: list[SeasonResult] = field(default_factory=list)
    final: FinalScore | None = None  # None when the file has errors
    finished: bool = False  # all three seasons played
    findings: list[Finding] = field(default_factory=list)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if severity_of(f.code) == "error"]


def score_game(game: AnimaliaGameFile, cards: CardIndex) -> AnimaliaResult:
    """Check every season and score the game. A season with errors is still checked to the
    end, so one run reports every problem; the final score needs a file without errors."""
    cards = index_cards(cards.values())
    players = list(dict.fromkeys(game.players))  # a name written twice is reported below, and scored once
    result = AnimaliaResult(players)
    seen: set[str] = set()
    for index, name in enumerate(game.players):
        if name in seen:
            result.findings.append(Finding(("players", index), "animalia-duplicate-player",
                                           f"{name} sits at the table twice", hint="give each player one name"))
        seen.add(name)
    families = families_of(cards)
    carried: dict[str, tuple[str, ...]] = {player: () for player in players}
    for index, season in enumerate(game.seasons):
        outcome, findings = score_season(index, season, players, carried, cards, families)
        result.seasons.append(outcome)
        result.findings.extend(findings)
        carried = outcome.carried
    result.finished = len(game.seasons) == SEASONS
    if not result.errors:
        medals: dict[str, dict[str, int]] = {player: {} for player in players}
        for outcome in result.seasons:
            for player, earned in outcome.medals.items():
                for family, count in earned.items():
                    medals[player][family] = medals[player].get(family, 0) + count
        result.final = final_score(medals, players)
        for kind, given in supply_overruns(result.final, families).items():
            name = '"5" medals' if kind == "5" else f"{kind} medals"
            result.findings.append(Finding(
                ("seasons",), "animalia-medals-overrun",
                f"{given} {name} were earned, more than the box holds",
                hint="every medal earned counts; make up the missing ones with paper"))
    return result
