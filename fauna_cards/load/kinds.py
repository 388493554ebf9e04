"""What a YAML file found in a folder is: an animal record, a deck manifest, a board, a map,
a game file, print data, or none of ours.

A deck repository holds more YAML than decks: CI workflows, `mkdocs.yml`, game files,
boards. A folder walk checks each file as what it is and skips what is not ours; docs/format.md
("Which files are checked") states the rules this module implements:

1. `deck.yaml` is a deck manifest (the walk handles it by name).
2. A schema line (`# yaml-language-server: $schema=.../animal.schema.json`) names the format:
   one of ours is checked as such; a schema of another tool means the file is not ours.
3. A file whose `game:` names a card game (one without a board) is that game's deck when it
   has `cards`, else its game file.
4. Otherwise the top-level keys decide, read from the parsed mapping or, when the file does
   not parse, from the lines that start a key at the left margin: `scales` is a board,
   `rounds` a game file, `areas` holding mappings a map of areas, `regions` (without `id`) a
   map of regions; any field that only a record has makes an animal record.
5. A file whose keys cannot be told (empty, binary, not UTF-8, a plain value, a list of
   plain values) is checked as a record, as before: it may be one.
6. Anything else has keys, none of them ours: it is skipped and counted.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from fauna_cards.load.yamlio import Document
from fauna_cards.model.record import AnimalRecord

# game-deck: the deck.yaml of a game with a deck format of its own (the spec's `deck`).
Kind = Literal["record", "manifest", "board", "game", "game-deck", "areas", "regions", "paper", "components",
               "services", "language"]

# The editor's schema line: the file's own statement of its format.
SCHEMA_LINE = re.compile(r"^#\s*yaml-language-server\s*:\s*\$schema=(\S+)", re.MULTILINE)
SCHEMA_KINDS: dict[str, Kind] = {
    "animal": "record", "deck": "manifest", "board": "board", "game": "game",
    "areas": "areas", "regions": "regions", "paper": "paper", "components": "components",
    "services": "services", "language": "language",
}
# The fields of an animal record that other YAML files hardly have at their top level:
# all but `name`, `names`, `notes` and `sources` (a CI workflow has a `name` too).
COMMON_KEYS = frozenset({"name", "names", "notes", "sources"})
RECORD_KEYS = frozenset(field.alias or name for name, field in AnimalRecord.model_fields.items()) - COMMON_KEYS
# A key at the left margin (or of a list item there): `key:`, `"key":`, `- key:`.
_TOP_KEY = re.compile(r"""^(?:-[ \t]+)?(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#'"\-?:,\[\]{}][^:\n]*?))[ \t]*:(?:[ \t]|$)""",
                      re.MULTILINE)


def recognise(document: Document) -> Kind | None:
    """The kind of a file found in a folder, or None for a file that is not ours."""
    head = document.head
    schema = SCHEMA_LINE.search(head)
    if schema is not None:
        return _schema_kind(schema.group(1))
    data = document.data
    if not document.problems and isinstance(data, dict):
        kind = _kind_by_shape(data)
        if kind is not None:
            return kind
        keys = {str(key) for key in data}
    elif not document.problems and isinstance(data, list):
        keys = {str(key) for item in data if isinstance(item, dict) for key in item}
    elif document.problems:
        keys = _keys_in_text(head)
        if "scales" in keys:
            return "board"
        if "rounds" in keys:
            return "game"
    else:
        keys = set()
    if not keys or keys & RECORD_KEYS:
        return "record"
    return None


def recognise_named(document: Document) -> Kind:
    """The kind of a file named on the command line: the format its schema line names when
    that is one of ours, else a board, map or game file by what it holds (as a walk would
    tell), else an animal record, whatever its keys (a schema of another tool does not make
    a named file skipped: the user asked for it)."""
    schema = SCHEMA_LINE.search(document.head)
    named = _schema_kind(schema.group(1)) if schema is not None else None
    if named is not None:
        return named
    data = document.data
    kind = _kind_by_shape(data) if isinstance(data, dict) and not document.problems else None
    return kind or "record"


def _schema_kind(target: str) -> Kind | None:
    name = target.rsplit("/", 1)[-1]
    if name.endswith(".schema.json"):
        stem = name[: -len(".schema.json")]
        return SCHEMA_KINDS.get(stem) or ("game-deck" if stem in _deck_schema_names() else None)
    return None


def _deck_schema_names() -> set[str]:
    from fauna_cards.games import all_specs

    return {spec.deck.schema_name for spec in all_specs() if spec.deck is not None}


def _card_game_kind(data: dict[Any, Any]) -> Kind | None:
    """A card game's deck or game file, by the game its `game:` names."""
    from fauna_cards.games import get, names

    name = data.get("game")
    if not isinstance(name, str) or name not in names() or get(name).on_a_board:
        return None
    return "game-deck" if "cards" in data and get(name).deck is not None else "game"


def _kind_by_shape(data: dict[Any, Any]) -> Kind | None:
    areas = data.get("areas")
    if "scales" in data:
        return "board"
    if "rounds" in data:
        return "game"
    card_game = _card_game_kind(data)
    if card_game is not None:
        return card_game
    if isinstance(areas, list) and areas and isinstance(areas[0], dict) and not set(data) & (RECORD_KEYS - {"areas"}):
        return "areas"  # (a record that writes its areas as mappings is still a record)
    if isinstance(data.get("regions"), list) and "id" not in data:
        return "regions"
    if "messages" in data and "decimal_separator" in data:
        return "language"
    return None


def _keys_in_text(text: str) -> set[str]:
    """The keys that start at the left margin of a YAML text that does not parse."""
    keys = set()
    for match in _TOP_KEY.finditer(text):
        keys.add(next(group for group in match.groups() if group is not None).strip())
    return keys
