"""KOMPAKT regions: of every area, or of each animal."""

from __future__ import annotations

from fauna_cards.render import renders
from fauna_cards.render.text import json_text, table
from fauna_cards.views.regions import AnimalRegionsView, AreaRegionsView

LABELLED_MAP_HINT = "\nA labelled map of the areas: fauna map --all -o areas.pdf (or .svg, .png)\n"


@renders(AreaRegionsView, "json")
def area_regions_json(view: AreaRegionsView) -> str:
    return json_text({"areas": {a.id: list(a.regions) for a in view.areas},
                      "names": {a.id: a.names for a in view.areas}})


@renders(AreaRegionsView, "table")
def area_regions_table(view: AreaRegionsView) -> str:
    rows = [[a.id, a.names["en"], a.kind, ", ".join(a.regions)] for a in view.areas]
    return table(rows, ["area", "name", "kind", "regions"]) + LABELLED_MAP_HINT


@renders(AnimalRegionsView, "json")
def animal_regions_json(view: AnimalRegionsView) -> str:
    animals = []
    for a in view.animals:
        animal = {"id": a.id, "name": a.name, "areas": list(a.areas), "area_count": len(a.areas),
                  "regions": list(a.regions), "region_count": len(a.regions)}
        if a.points is not None:
            animal["points"] = {"correct": a.points.correct, "adjacent": a.points.adjacent}
        animals.append(animal)
    return json_text({"game": view.game, "animals": animals})


@renders(AnimalRegionsView, "table")
def animal_regions_table(view: AnimalRegionsView) -> str:
    fauna = view.area_points
    rows = [
        [a.id, str(len(a.areas)), *([f"{a.points.correct}/{a.points.adjacent}"] if a.points else []),
         str(len(a.regions)), ", ".join(a.regions)]
        for a in view.animals
    ]
    return table(rows, ["animal", "areas", *(["points"] if fauna else []), "regions", "region list"])
