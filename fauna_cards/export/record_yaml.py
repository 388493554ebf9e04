"""Records and deck.yaml as YAML text in the documented field order, with the schema line,
laid out as the bundled deck is: short lists and mappings on one line, one source a line."""

from __future__ import annotations

import json
import re
from typing import Any

from fauna_cards.format_yaml.layout import MANIFEST  # the one field order of deck.yaml, as fauna fmt lays it out

RECORD_SCHEMA_LINE = "# yaml-language-server: $schema=../../schema/animal.schema.json\n"
DECK_SCHEMA_LINE = "# yaml-language-server: $schema=../schema/deck.schema.json\n"
FLOW = {"classification", "areas", "names", "boards", "translations"}

# Text YAML reads back as the same text without quotes: words, not a number, a date, a
# boolean or null, nothing YAML gives a meaning to.
_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 '._()/-]*[A-Za-z0-9.)]$|^[A-Za-z]$")
_PLAIN_MEASURE = re.compile(r"^[0-9][0-9.]*(?:[-\u2013][0-9][0-9.]*)? [A-Za-z]+$")
_FLOW_PLAIN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_YAML_WORDS = {"y", "n", "yes", "no", "true", "false", "on", "off", "null"}


def scalar(value: Any, in_flow: bool = False) -> str:
    if isinstance(value, bool) or not isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    plain = _FLOW_PLAIN if in_flow else _PLAIN
    # In a flow list a plain word that starts with a digit may read as a number or a date
    # (1e3, 2024-01-01): such words are quoted.
    if value.lower() not in _YAML_WORDS and (plain.match(value) or (not in_flow and _PLAIN_MEASURE.match(value))) \
            and not (in_flow and value[0].isdigit()):
        return value
    return json.dumps(value, ensure_ascii=False)


def _flow(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{scalar(str(k), True)}: {scalar(v, True)}" for k, v in value.items()) + "}"
    return "[" + ", ".join(scalar(item, True) for item in value) + "]"


def _lines(data: dict[str, Any]) -> list[str]:
    lines = []
    for key, value in data.items():
        if key in FLOW and isinstance(value, (dict, list)):
            lines.append(f"{key}: {_flow(value)}")
        elif isinstance(value, dict):
            lines.append(f"{key}:" + ("" if value else " {}"))
            lines += [f"  {scalar(str(k))}: {scalar(v)}" for k, v in value.items()]
        elif isinstance(value, list):
            lines.append(f"{key}:" + ("" if value else " []"))
            lines += [f"  - {_flow(item) if isinstance(item, list) else scalar(item)}" for item in value]
        else:
            lines.append(f"{key}: {scalar(value)}")
    return lines


def record_yaml(data: dict[str, Any]) -> str:
    """A record's data (keys in the record's field order) as the text of its file."""
    return RECORD_SCHEMA_LINE + "\n".join(_lines(data)) + "\n"


def deck_yaml(data: dict[str, Any]) -> str:
    ordered = {key: data[key] for key in MANIFEST.order if key in data}
    ordered |= {key: value for key, value in data.items() if key not in ordered}
    # _lines quotes the version as every text that starts with a digit: YAML reads 1.0 as a number
    return DECK_SCHEMA_LINE + "\n".join(_lines(ordered)) + "\n"
