"""A scored ANIMALIA game as text (each season, then the medals and totals) or as the JSON of
docs/animalia.md."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.animalia.scored import AnimaliaScoredView, ScoredSeason
from fauna_cards.render import renders
from fauna_cards.render.text import json_text
from fauna_cards.words import plural, spoken_list


def season_data(season: ScoredSeason) -> dict[str, Any]:
    return {
        "season": season.number,
        "players": {player: {
            "elegance": list(entry.elegance),
            "bonus_earned": entry.bonus_earned,
            "medals": entry.medals,
            "bonus_carried": list(entry.bonus_carried),
        } for player, entry in season.players.items()},
    }


@renders(AnimaliaScoredView, "json")
def animalia_json(view: AnimaliaScoredView) -> str:
    return json_text({
        "game": view.game,
        "players": list(view.players),
        "seasons": [season_data(season) for season in view.seasons],
        "medals": view.medals,
        "five_medals": view.five_medals,
        "totals": view.totals,
        "finished": view.finished,
        "winners": list(view.winners),
    })


def _medals(medals: dict[str, int]) -> str:
    return ", ".join(f"{family} {count}" for family, count in medals.items()) or "none"


def _rows(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[n]) for row in [header, *rows]) for n in range(len(header))]
    return ["  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip()
            for row in [header, *rows]]


@renders(AnimaliaScoredView, "text")
def animalia_text(view: AnimaliaScoredView) -> str:
    players = list(view.players)
    lines = [f"ANIMALIA: {spoken_list(players)}, {plural(len(view.seasons), 'season')}"]
    for season in view.seasons:
        lines += ["", f"Season {season.number}"]
        rows = [[player, " ".join(map(str, entry.elegance)), str(entry.bonus_earned),
                 _medals(entry.medals), ", ".join(entry.bonus_carried) or "-"]
                for player, entry in season.players.items()]
        lines += _rows(["player", "elegance", "bonus", "medals", "bonus kept"], rows)
    lines += ["", "Final" if view.finished else "So far (the game has 3 seasons)"]
    rows = [[player, _medals(view.medals[player]), str(view.five_medals[player]), str(view.totals[player])]
            for player in players]
    lines += _rows(["player", "medals", '"5" medals', "total"], rows)
    winners = list(view.winners)
    label = "Winner" if len(winners) == 1 else "Winners (shared)"
    lines += ["", f"{label}: {spoken_list(winners)}" if view.finished else f"Leading: {spoken_list(winners)}"]
    return "\n".join(lines) + "\n"
