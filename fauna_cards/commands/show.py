"""`fauna show`: the answer key of one animal."""

from __future__ import annotations

import json
from enum import Enum
from typing import Annotated, Any, Optional

import typer

from fauna_cards.commands._shared import emit, fail, guarded, load_deck_or_exit

EVERY_BOARD = ("fauna-metric", "fauna-imperial", "kompakt")


class ShowFormat(str, Enum):
    text = "text"
    json = "json"


def show(
    animal: Annotated[str, typer.Argument(metavar="ID", help="The animal's id.")],
    deck: Annotated[str, typer.Option("--deck", "-d", metavar="PATH", help="The deck to look in.")] = "deck",
    boards: Annotated[
        Optional[list[str]],
        typer.Option("--board", "-b", metavar="NAME|PATH", help="Boards to show spaces on; repeatable. Default: all bundled.", show_default=False),
    ] = None,
    output_format: Annotated[ShowFormat, typer.Option("--format", "-f", help="Output format.")] = ShowFormat.text,
) -> None:
    """Show the whole card of one animal, with the correct and adjacent areas and spaces
    and what each scores."""
    with guarded():
        from fauna_cards.checks.suggest import did_you_mean
        from fauna_cards.load.boards import load_board
        from fauna_cards.views import answer_key_view

        result = load_deck_or_exit([deck])
        records = {loaded.record.id: loaded.record for loaded in result.records}
        if animal not in records:
            hint = did_you_mean(animal, records)
            fail(f"no animal {animal!r} in {deck}" + (f"; {hint}" if hint else ""))
        loaded = [load_board(spec) for spec in (boards or EVERY_BOARD)]
        view = answer_key_view(records[animal], loaded[0].world, [b.board for b in loaded])
        if output_format is ShowFormat.json:
            emit(json.dumps(view, indent=2, ensure_ascii=False) + "\n")
        else:
            emit(_text(view, {a: w.name.en for a, w in loaded[0].world.areas.items()}))


def _text(view: dict[str, Any], area_names: dict[str, str]) -> str:
    visible, hidden = view["visible"], view["hidden"]
    areas = view["areas"]
    lines = [
        f"{visible['name']} ({visible['scientific_name']}), {visible['class']}, {visible['difficulty']}",
        f"  visible: {visible['area_count']} area{'s' if visible['area_count'] != 1 else ''}; "
        f"asks {', '.join(visible['asked'])}",
        f"  classification: order {hidden['classification']['order']}, family {hidden['classification']['family']}",
        f"  areas ({areas['correct']['points']} points each): "
        + ", ".join(area_names.get(a, a) for a in areas["correct"]["areas"]),
        f"  adjacent areas ({areas['adjacent']['points']} points each): "
        + (", ".join(area_names.get(a, a) for a in areas["adjacent"]["areas"]) or "none"),
        f"  KOMPAKT: {view['region_count']} region{'s' if view['region_count'] != 1 else ''}: {', '.join(view['regions'])}",
        "  measures: " + ", ".join(f"{k} {v}" for k, v in hidden["measures"].items()),
    ]
    for board, measures in view["boards"].items():
        lines.append(f"  on {board}:")
        for name, m in measures.items():
            correct = ", ".join(f"{i} ({label})" for i, label in zip(m["correct"], m["correct_labels"])) or "off the scale"
            adjacent = ", ".join(f"{i} ({label})" for i, label in zip(m["adjacent"], m["adjacent_labels"])) or "none"
            lines.append(f"    {name:<12} correct {correct}; adjacent {adjacent}")
    return "\n".join(lines) + "\n"
