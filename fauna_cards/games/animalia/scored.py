"""`fauna score` for an ANIMALIA game file: the file checked and scored against its deck, as
a typed view (render/animalia_score.py writes it as the text and the JSON of docs/animalia.md)."""

from __future__ import annotations

from dataclasses import dataclass

from fauna_cards.games.animalia.cards import AnimaliaDeck, card_facts
from fauna_cards.games.animalia.engine.game import AnimaliaGameFile, AnimaliaResult, score_game
from fauna_cards.games.animalia.engine.season import SeasonResult
from fauna_cards.games.spec import ScoredCards

GAME = "animalia"


@dataclass(frozen=True)
class PlayerSeasonScore:
    elegance: tuple[int, ...]  # each collection's elegance
    bonus_earned: int  # bonus cards the elegance prize gave
    medals: dict[str, int]  # family -> medals this season, in the deck's family order; none left out
    bonus_carried: tuple[str, ...]  # bonus cards kept after the season


@dataclass(frozen=True)
class ScoredSeason:
    number: int  # 1-based
    players: dict[str, PlayerSeasonScore]  # in seat order


@dataclass(frozen=True)
class AnimaliaScoredView:
    game: str
    players: tuple[str, ...]  # in seat order
    seasons: tuple[ScoredSeason, ...]
    medals: dict[str, dict[str, int]]  # player -> family -> medals over every season, in family order
    five_medals: dict[str, int]  # player -> "5" medals
    totals: dict[str, int]
    finished: bool  # all three seasons played
    winners: tuple[str, ...]  # the leaders when unfinished


def score(game: AnimaliaGameFile, deck: AnimaliaDeck) -> ScoredCards:
    """The scored view (medals listed in the deck's family order), None when the file has
    errors; warnings come with a view."""
    result = score_game(game, card_facts(deck))
    families = tuple(family.id for family in deck.families)
    return ScoredCards(scored_view(result, families) if result.final is not None else None, result.findings)


def _ordered(medals: dict[str, int], families: tuple[str, ...]) -> dict[str, int]:
    return {family: medals[family] for family in families if medals.get(family)}


def _season(season: SeasonResult, players: list[str], families: tuple[str, ...]) -> ScoredSeason:
    return ScoredSeason(season.number, {player: PlayerSeasonScore(
        tuple(season.elegance.get(player, ())),
        season.bonus_earned.get(player, 0),
        _ordered(season.medals.get(player, {}), families),
        tuple(season.carried.get(player, ())),
    ) for player in players})


def scored_view(result: AnimaliaResult, families: tuple[str, ...]) -> AnimaliaScoredView:
    final = result.final
    assert final is not None  # a file with errors has no view
    return AnimaliaScoredView(
        game=GAME,
        players=tuple(result.players),
        seasons=tuple(_season(season, result.players, families) for season in result.seasons),
        medals={player: _ordered(medals, families) for player, medals in final.medals.items()},
        five_medals=dict(final.prizes),
        totals=dict(final.totals),
        finished=result.finished,
        winners=tuple(final.winners),
    )
