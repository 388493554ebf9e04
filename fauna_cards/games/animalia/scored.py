"""`fauna score` for an ANIMALIA game file: the file checked and scored against its deck, as
plain data (the JSON of docs/animalia.md) and as text."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.animalia.cards import AnimaliaDeck, card_facts
from fauna_cards.games.animalia.engine.game import AnimaliaGameFile, AnimaliaResult, score_game
from fauna_cards.games.spec import ScoredCards
from fauna_cards.words import plural, spoken_list

GAME = "animalia"


def score(game: AnimaliaGameFile, deck: AnimaliaDeck) -> ScoredCards:
    """The result (with the deck's family order, in which medals are listed) is None when
    the file has errors; warnings come with a result."""
    result = score_game(game, card_facts(deck))
    families = tuple(family.id for family in deck.families)
    return ScoredCards((result, families) if result.final is not None else None, result.findings)


def _ordered(medals: dict[str, int], families: tuple[str, ...]) -> dict[str, int]:
    return {family: medals[family] for family in families if medals.get(family)}


def _season(season: Any, players: list[str], families: tuple[str, ...]) -> dict[str, Any]:
    return {
        "season": season.number,
        "players": {player: {
            "elegance": list(season.elegance.get(player, ())),
            "bonus_earned": season.bonus_earned.get(player, 0),
            "medals": _ordered(season.medals.get(player, {}), families),
            "bonus_carried": list(season.carried.get(player, ())),
        } for player in players},
    }


def view(scored: tuple[AnimaliaResult, tuple[str, ...]]) -> dict[str, Any]:
    result, families = scored
    final = result.final
    assert final is not None  # a file with errors has no view
    return {
        "game": GAME,
        "players": result.players,
        "seasons": [_season(season, result.players, families) for season in result.seasons],
        "medals": {player: _ordered(medals, families) for player, medals in final.medals.items()},
        "five_medals": final.prizes,
        "totals": final.totals,
        "finished": result.finished,
        "winners": list(final.winners),
    }


def _medals(medals: dict[str, int]) -> str:
    return ", ".join(f"{family} {count}" for family, count in medals.items()) or "none"


def _rows(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[n]) for row in [header, *rows]) for n in range(len(header))]
    return ["  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip()
            for row in [header, *rows]]


def text(data: dict[str, Any]) -> str:
    players = data["players"]
    lines = [f"ANIMALIA: {spoken_list(players)}, {plural(len(data['seasons']), 'season')}"]
    for season in data["seasons"]:
        lines += ["", f"Season {season['season']}"]
        rows = [[player, " ".join(map(str, entry["elegance"])), str(entry["bonus_earned"]),
                 _medals(entry["medals"]), ", ".join(entry["bonus_carried"]) or "-"]
                for player, entry in season["players"].items()]
        lines += _rows(["player", "elegance", "bonus", "medals", "bonus kept"], rows)
    lines += ["", "Final" if data["finished"] else "So far (the game has 3 seasons)"]
    rows = [[player, _medals(data["medals"][player]), str(data["five_medals"][player]), str(data["totals"][player])]
            for player in players]
    lines += _rows(["player", "medals", '"5" medals', "total"], rows)
    winners = data["winners"]
    label = "Winner" if len(winners) == 1 else "Winners (shared)"
    lines += ["", f"{label}: {spoken_list(winners)}" if data["finished"] else f"Leading: {spoken_list(winners)}"]
    return "\n".join(lines) + "\n"
