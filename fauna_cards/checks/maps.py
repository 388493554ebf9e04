"""Rules for board data: the world map's areas and regions, and a board's scales."""

from __future__ import annotations

from fauna_cards.suggest import did_you_mean
from fauna_cards.model.board import Board
from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.geography import AreasFile, RegionsFile
from fauna_cards.model.measure import MeasureError, parse_amount
from fauna_cards.model.record import MEASURE_QUANTITY


def check_regions(regions: RegionsFile) -> list[Finding]:
    findings: list[Finding] = []
    seen: set[str] = set()
    for index, region in enumerate(regions.regions):
        if region.id in seen:
            findings.append(Finding(("regions", index, "id"), "duplicate-id",
                                    f"region {region.id!r} is defined twice"))
        seen.add(region.id)
    return findings


def check_areas(areas: AreasFile, region_ids: set[str]) -> list[Finding]:
    findings: list[Finding] = []
    ids: dict[str, int] = {}
    for index, area in enumerate(areas.areas):
        if area.id in ids:
            findings.append(Finding(("areas", index, "id"), "duplicate-id",
                                    f"area {area.id!r} is defined twice"))
        ids.setdefault(area.id, index)
    neighbours = {area.id: set(area.neighbours) for area in areas.areas}
    for index, area in enumerate(areas.areas):
        if area.kind == "land" and area.continent is None:
            findings.append(Finding(("areas", index), "missing-field",
                                    f"land area {area.id!r} has no continent"))
        for position, region in enumerate(area.regions):
            if region not in region_ids:
                findings.append(Finding(("areas", index, "regions", position), "unknown-region",
                                        f"unknown region {region!r}", hint=did_you_mean(region, region_ids)))
        for position, other in enumerate(area.neighbours):
            loc = ("areas", index, "neighbours", position)
            if other == area.id:
                findings.append(Finding(loc, "self-neighbour", f"area {area.id!r} lists itself"))
            elif other not in ids:
                findings.append(Finding(loc, "unknown-area", f"unknown area {other!r}",
                                        hint=did_you_mean(other, ids)))
            elif area.id not in neighbours[other]:
                findings.append(Finding(loc, "asymmetric-neighbour",
                                        f"{area.id!r} lists {other!r}, but {other!r} does not list {area.id!r}",
                                        hint="adjacency goes both ways: add it to both areas"))
    return findings


def check_board(board: Board) -> list[Finding]:
    findings: list[Finding] = []
    for scale_name, scale in board.scales.items():
        previous = None
        for index, text in enumerate(scale.boundaries):
            loc = ("scales", scale_name, "boundaries", index)
            try:
                value, label = parse_amount(text, scale.quantity)
            except MeasureError as error:
                findings.append(Finding(loc, error.code, error.message, hint=error.hint))
                previous = None
                continue
            if previous is not None and value <= previous[0]:
                findings.append(Finding(loc, "boundary-order",
                                        f"boundary {label} is not above the one before it ({previous[1]})",
                                        hint="boundaries rise strictly from the low end"))
            previous = (value, label)
    for measure, scale_name in board.measures.model_dump().items():
        loc = ("measures", measure)
        scale = board.scales.get(scale_name)
        if scale is None:
            findings.append(Finding(loc, "unknown-scale",
                                    f"measure {measure!r} uses scale {scale_name!r}, which the board lacks",
                                    hint="scales: " + ", ".join(board.scales)))
        elif scale.quantity != MEASURE_QUANTITY[measure]:
            findings.append(Finding(loc, "unit-kind",
                                    f"{measure} is a {MEASURE_QUANTITY[measure]}, but scale "
                                    f"{scale_name!r} measures {scale.quantity}"))
    return findings
