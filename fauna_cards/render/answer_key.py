"""The answer key of one animal, for people and as JSON."""

from __future__ import annotations

from typing import Any

from fauna_cards.render import renders
from fauna_cards.render.spaces import measure_data
from fauna_cards.render.text import json_text
from fauna_cards.views.answer_key import AnswerKeyView
from fauna_cards.words import plural


@renders(AnswerKeyView, "json")
def answer_key_json(view: AnswerKeyView) -> str:
    return json_text(answer_key_data(view))


def answer_key_data(view: AnswerKeyView) -> dict[str, Any]:
    visible, hidden = view.visible, view.hidden
    return {
        "id": view.id,
        "visible": {
            "class": visible.animal_class, "name": visible.name, "scientific_name": visible.scientific_name,
            "illustration": visible.illustration, "area_count": visible.area_count, "asked": list(visible.asked),
            "difficulty": visible.difficulty,
        },
        "hidden": {"classification": hidden.classification, "areas": list(hidden.areas), "measures": hidden.measures},
        "areas": {
            "correct": {"points": view.correct_areas.points, "areas": list(view.correct_areas.areas)},
            "adjacent": {"points": view.adjacent_areas.points, "areas": list(view.adjacent_areas.areas)},
        },
        "regions": list(view.regions),
        "region_count": len(view.regions),
        "boards": {board: {name: measure_data(m) for name, m in measures.items()}
                   for board, measures in view.boards.items()},
    }


@renders(AnswerKeyView, "text")
def answer_key_reveal(view: AnswerKeyView) -> str:
    return answer_key_text(view, view.area_names, view.reveal)


def _points(count: int) -> str:
    return plural(count, "point")


def answer_key_text(view: AnswerKeyView, area_names: dict[str, str], reveal: str | None = None) -> str:
    """The answer key for people. `reveal`, the map level a game places on ("area" or "region"),
    gives only what scores in that game, as its reveal at the table: FAUNA's adjacent areas and spaces, or KOMPAKT's regions
    and correct fields (a neighbour scores nothing there). None gives both, for `fauna show`;
    a KOMPAKT board's fields then still come without neighbours."""
    visible, hidden = view.visible, view.hidden
    kompakt = reveal == "region"  # a game played on regions scores no neighbours
    count = len(view.regions) if kompakt else visible.area_count
    noun = "region" if kompakt else "area"
    lines = [
        f"{visible.name} ({visible.scientific_name}), {visible.animal_class}, {visible.difficulty}",
        f"  visible: {plural(count, noun)}; asks {', '.join(visible.asked)}",
        f"  classification: order {hidden.classification['order']}, family {hidden.classification['family']}",
    ]
    names = ", ".join(area_names.get(a, a) for a in view.correct_areas.areas)
    if kompakt:
        lines.append(f"  regions: {', '.join(view.regions)}")
        lines.append(f"  areas on the card: {names}")
    else:
        lines.append(f"  areas ({_points(view.correct_areas.points)} each): {names}")
        lines.append(f"  adjacent areas ({_points(view.adjacent_areas.points)} each): "
                     + (", ".join(area_names.get(a, a) for a in view.adjacent_areas.areas) or "none"))
    if reveal is None:
        lines.append(f"  KOMPAKT: {plural(len(view.regions), 'region')}: {', '.join(view.regions)}")
    lines.append("  measures: " + ", ".join(f"{k} {v}" for k, v in hidden.measures.items()))
    for board, measures in view.boards.items():
        lines.append(f"  on {board}:")
        for name, m in measures.items():
            correct = ", ".join(f"{i} ({label})" for i, label in zip(m.correct, m.correct_labels)) or "off the scale"
            if kompakt or m.adjacent is None:
                lines.append(f"    {name:<12} correct {correct}")
                continue
            adjacent = ", ".join(f"{i} ({label})" for i, label in zip(m.adjacent, m.adjacent_labels or ())) or "none"
            lines.append(f"    {name:<12} correct {correct}; adjacent {adjacent}")
    return "\n".join(lines) + "\n"
