"""Whether two YAML texts hold the same values, a measure's spelling aside: the check that a
formatted file means what the original meant."""

from __future__ import annotations

from typing import Any

from ruamel.yaml import YAML

from fauna_cards.format_yaml.layout import Layout
from fauna_cards.model.measure import MeasureError, parse_measure


def same_values(original: str, formatted: str, layout: Layout) -> bool:
    try:
        before, after = (YAML(typ="safe", pure=True).load(text) for text in (original, formatted))
    except Exception:  # noqa: BLE001 - a result that does not read is not the same
        return False
    return _measured(before, layout) == _measured(after, layout)


def _measured(data: Any, layout: Layout) -> Any:
    """`data` with each measure that reads replaced by the measure it reads as."""
    measures = data.get("measures") if isinstance(data, dict) else None
    if not layout.measures or not isinstance(measures, dict):
        return data
    read = {}
    for name, raw in measures.items():
        try:
            read[name] = parse_measure(raw, layout.measures[name]) if name in layout.measures else raw
        except (MeasureError, TypeError):
            read[name] = raw
    return {**data, "measures": read}
