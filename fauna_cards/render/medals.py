"""The medal harvests of a collection: a numbered list, best first, or JSON."""

from __future__ import annotations

from typing import Any

from fauna_cards.games.animalia.cards import COLLECTION_SIZE
from fauna_cards.render import renders
from fauna_cards.render.text import json_text
from fauna_cards.views.medals import MedalOption, MedalsView
from fauna_cards.words import plural


def option_data(option: MedalOption) -> dict[str, Any]:
    return {"total": option.total, "medals": dict(option.medals), "five_families": option.five_families,
            "covers": dict(option.covers), "owl": option.owl}


@renders(MedalsView, "json")
def medals_json(view: MedalsView) -> str:
    best = {"total": view.best.total, "medals": dict(view.best.medals)}
    return json_text({"best": best, "options": [option_data(option) for option in view.options]})


def _medals_line(option: MedalOption, names: dict[str, str]) -> str:
    earned = ", ".join(f"{names.get(family, family)} {count}" for family, count in option.medals)
    line = f"{plural(option.total, 'medal')}" + (f": {earned}" if earned else "")
    if option.five_families:
        line += " (five families)"
    if option.owl is not None:
        line += f"; the owl as {names.get(option.owl, option.owl)}"
    line += "".join(f"; {bonus} covers {covered}" for bonus, covered in option.covers)
    return line


@renders(MedalsView, "text")
def medals_text(view: MedalsView) -> str:
    size = len(view.collection)
    incomplete = f" ({size} of {COLLECTION_SIZE} cards)" if size < COLLECTION_SIZE else ""
    lines = [f"collection: {', '.join(view.collection)}{incomplete}",
             f"bonus cards: {', '.join(view.bonus) or 'none'}",
             f"best: {_medals_line(view.best, view.family_names)}",
             ""]
    width = len(str(len(view.options)))
    lines += [f"{number:>{width}}. {_medals_line(option, view.family_names)}"
              for number, option in enumerate(view.options, start=1)]
    return "\n".join(lines) + "\n"
