"""Plain data (dicts and lists, JSON-ready) for what commands show: boards, the spaces an
animal's measures make correct, its regions and area points. Renderers format these."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fauna_cards.model.board import Board, base_value
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord
from fauna_cards.rules.fauna import adjacent_areas, area_tier
from fauna_cards.rules.kompakt import regions_of
from fauna_cards.rules.spaces import answer
from fauna_cards.words import plural


def board_view(board: Board) -> dict[str, Any]:
    scales = {
        name: {
            "quantity": scale.quantity,
            "unit": "kg" if scale.quantity == "mass" else "m",
            "spaces": [
                {"index": s.index, "min": base_value(s.low), "max": base_value(s.high), "label": s.label}
                for s in scale.spaces
            ],
        }
        for name, scale in board.scales.items()
    }
    return {
        "name": board.name,
        "title": board.title,
        "game": board.game,
        "units": board.units,
        "reconstruction": board.reconstruction,
        "source": board.source,
        "scales": scales,
        "measures": board.measures.model_dump(),
    }


def spaces_view(board: Board, records: Sequence[AnimalRecord]) -> dict[str, Any]:
    """Each animal's asked measures on `board`: the correct spaces, and on a FAUNA board the
    adjacent ones (a KOMPAKT field beside the right one is simply wrong, so it has none)."""
    fauna = board.game == "fauna"
    animals = []
    for record in records:
        measures: dict[str, Any] = {}
        for name, measure in record.measures.asked().items():
            scale_name, scale = board.scale_for(name)
            spaces = scale.spaces
            labels = {space.index: space.label for space in spaces}
            result = answer(spaces, measure.low, measure.high)
            measures[name] = {
                "value": measure.label(),
                "min": float(measure.low),
                "max": float(measure.high),
                "scale": scale_name,
                "correct": list(result.correct),
                **({"adjacent": list(result.adjacent)} if fauna else {}),
                "correct_labels": [labels[i] for i in result.correct],
                **({"adjacent_labels": [labels[i] for i in result.adjacent]} if fauna else {}),
            }
        animals.append({"id": record.id, "name": record.name, "measures": measures})
    return {"board": board.name, "animals": animals}


def area_regions_view(world: WorldMap) -> dict[str, Any]:
    """Each area's regions, and each area's names (English, and German where known)."""
    return {
        "areas": {area_id: list(area.regions) for area_id, area in world.areas.items()},
        "names": {area_id: area.name.model_dump(exclude_none=True) for area_id, area in world.areas.items()},
    }


def animal_regions_view(world: WorldMap, records: Sequence[AnimalRecord], game: str = "fauna") -> dict[str, Any]:
    """Each animal's areas and regions; for FAUNA also the points a correct and an adjacent
    area score (KOMPAKT scores regions, not areas)."""
    animals = []
    for record in records:
        regions = regions_of(world, record.areas)
        animal: dict[str, Any] = {
            "id": record.id,
            "name": record.name,
            "areas": list(record.areas),
            "area_count": len(record.areas),
            "regions": regions,
            "region_count": len(regions),
        }
        if game == "fauna":
            tier = area_tier(len(record.areas))
            animal["points"] = {"correct": tier.correct, "adjacent": tier.adjacent}
        animals.append(animal)
    return {"game": game, "animals": animals}


def answer_key_view(record: AnimalRecord, world: WorldMap, boards: Sequence[Board]) -> dict[str, Any]:
    """Everything a card shows, both halves, plus how each answer scores."""
    tier = area_tier(len(record.areas))
    adjacent = adjacent_areas(world, list(record.areas))
    regions = regions_of(world, list(record.areas))
    per_board = {}
    for board in boards:
        (animal,) = spaces_view(board, [record])["animals"]
        per_board[board.name] = animal["measures"]
    return {
        "id": record.id,
        "visible": {
            "class": record.animal_class,
            "name": record.name,
            "scientific_name": record.scientific_name,
            "illustration": record.illustration,
            "area_count": len(record.areas),
            "asked": list(record.measures.asked()),
            "difficulty": record.difficulty,
        },
        "hidden": {
            "classification": record.classification.model_dump(),
            "areas": list(record.areas),
            "measures": {name: m.label() for name, m in record.measures.asked().items()},
        },
        "areas": {
            "correct": {"points": tier.correct, "areas": list(record.areas)},
            "adjacent": {"points": tier.adjacent, "areas": adjacent},
        },
        "regions": regions,
        "region_count": len(regions),
        "boards": per_board,
    }


def _points(count: int) -> str:
    return plural(count, "point")


def answer_key_text(view: dict[str, Any], area_names: dict[str, str], game: str | None = None) -> str:
    """The answer key for people. `game` "fauna" or "kompakt" gives only what scores in that
    game, as its reveal at the table: FAUNA's adjacent areas and spaces, or KOMPAKT's regions
    and correct fields (a neighbour scores nothing there). None gives both, for `fauna show`;
    a KOMPAKT board's fields then still come without neighbours."""
    visible, hidden = view["visible"], view["hidden"]
    areas = view["areas"]
    kompakt = game == "kompakt"
    count = view["region_count"] if kompakt else visible["area_count"]
    noun = "region" if kompakt else "area"
    lines = [
        f"{visible['name']} ({visible['scientific_name']}), {visible['class']}, {visible['difficulty']}",
        f"  visible: {plural(count, noun)}; asks {', '.join(visible['asked'])}",
        f"  classification: order {hidden['classification']['order']}, family {hidden['classification']['family']}",
    ]
    names = ", ".join(area_names.get(a, a) for a in areas["correct"]["areas"])
    if kompakt:
        lines.append(f"  regions: {', '.join(view['regions'])}")
        lines.append(f"  areas on the card: {names}")
    else:
        lines.append(f"  areas ({_points(areas['correct']['points'])} each): {names}")
        lines.append(f"  adjacent areas ({_points(areas['adjacent']['points'])} each): "
                     + (", ".join(area_names.get(a, a) for a in areas["adjacent"]["areas"]) or "none"))
    if game is None:
        regions = view["region_count"]
        lines.append(f"  KOMPAKT: {plural(regions, 'region')}: {', '.join(view['regions'])}")
    lines.append("  measures: " + ", ".join(f"{k} {v}" for k, v in hidden["measures"].items()))
    for board, measures in view["boards"].items():
        lines.append(f"  on {board}:")
        for name, m in measures.items():
            correct = ", ".join(f"{i} ({label})" for i, label in zip(m["correct"], m["correct_labels"])) or "off the scale"
            if kompakt or "adjacent" not in m:
                lines.append(f"    {name:<12} correct {correct}")
                continue
            adjacent = ", ".join(f"{i} ({label})" for i, label in zip(m["adjacent"], m["adjacent_labels"])) or "none"
            lines.append(f"    {name:<12} correct {correct}; adjacent {adjacent}")
    return "\n".join(lines) + "\n"
