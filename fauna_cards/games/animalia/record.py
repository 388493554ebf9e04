"""The game played, as an ANIMALIA game file (engine/game.py) that `fauna score` re-scores to
the totals the console showed: the collections as phase 1 left them, the bonus cards drawn,
the covers and the owl's family each player chose."""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from fauna_cards.games.animalia.engine.medals import Harvest
from fauna_cards.games.animalia.engine.table import Table

GAME = "animalia"


def season_entry(table: Table, drawn: Mapping[str, Sequence[str]],
                 chosen: Mapping[str, Sequence[Harvest]]) -> dict[str, dict[str, Any]]:
    """One season, each player's part by name."""
    season: dict[str, dict[str, Any]] = {}
    for player in table.players:
        collections = [list(table.collections[(player, slot)]) for slot in range(table.per_player)]
        part: dict[str, Any] = {"collections": collections} if table.per_player > 1 else {"collection": collections[0]}
        if drawn[player]:
            part["bonus"] = list(drawn[player])
        covers = {bonus: covered for harvest in chosen[player] for bonus, covered in harvest.covers}
        if covers:
            part["cover"] = covers
        # There is one owl: at most one collection scores a joker, and the file names its family once.
        owl = [family for harvest in chosen[player] for _, family in harvest.joker_families]
        if owl:
            part["owl"] = owl[0]
        season[player] = part
    return season


def game_file(players: Sequence[str], seasons: Sequence[Mapping[str, Any]], deck: str | None) -> dict[str, Any]:
    data: dict[str, Any] = {"game": GAME}
    if deck is not None:
        data["deck"] = deck
    data["players"] = list(players)
    data["seasons"] = list(seasons)
    return data


def deck_from(record: Path, deck_folder: Path) -> str:
    """The deck folder as the saved file names it: relative to the file's folder."""
    return Path(os.path.relpath(deck_folder.resolve(), record.resolve().parent)).as_posix()


def game_text(data: Mapping[str, Any]) -> str:
    from ruamel.yaml import YAML

    yaml = YAML()
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.default_flow_style = None  # lists of cards on one line each, as the docs write them
    yaml.width = 4096
    buffer = io.StringIO()
    yaml.dump(_plain(data), buffer)
    return buffer.getvalue()


def save_game(path: Path, data: Mapping[str, Any]) -> None:
    """Write the file whole or not at all."""
    from fauna_cards.atomic import write_atomic

    write_atomic(path, game_text(data).encode("utf-8"))


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value
