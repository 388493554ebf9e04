"""`fauna new`: the skeleton of an animal record, every field in the documented order, the
values only the author knows left empty for `fauna validate` to ask for; with a range map
or occurrence file, its areas; on request, the animal on a card of deck.yaml."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from fauna_cards.errors import IOTrouble

MANIFEST = "deck.yaml"
ANIMALS = "animals"
MODELINE = "# yaml-language-server: $schema="
ANIMAL_SCHEMA = "animal.schema.json"
_PLAIN = re.compile(r"[A-Za-z][A-Za-z0-9'().-]*(?: [A-Za-z0-9'().-]+)*")


@dataclass(frozen=True)
class NewOptions:
    animal_id: str
    name: str
    scientific_name: str
    animal_class: str | None
    deck: Path
    areas_from: Path | None  # a range map or occurrence CSV for `fauna locate`
    add_to_deck: bool


@dataclass(frozen=True)
class NewRecord:
    path: Path
    areas: tuple[str, ...]
    card: tuple[str, str] | None  # the card added to deck.yaml
    waiting: bool  # --add-to-deck found no partner: the animal waits for the next one


def new_record(options: NewOptions) -> NewRecord:
    from fauna_cards.atomic import write_set

    deck = options.deck
    if not (deck / MANIFEST).is_file():
        raise IOTrouble(f"no deck at {deck.as_posix()} (no {MANIFEST}): name one with --deck, "
                        f"or start one with `fauna init {deck.as_posix()}`")
    relative = f"{ANIMALS}/{options.animal_id}.yaml"
    if os.path.lexists(deck / relative):
        raise IOTrouble(f"{(deck / relative).as_posix()} exists: fauna new does not overwrite a record")
    areas = _located_areas(options.areas_from) if options.areas_from is not None else ()
    files = [(relative, skeleton(options, areas, _schema_line(deck, deck / ANIMALS)).encode("utf-8"))]
    card, waiting = None, False
    if options.add_to_deck:
        from fauna_cards.services.deck_cards import add_card, animals_on_no_card

        partners = [a for a in animals_on_no_card(deck) if a != options.animal_id]
        if partners:
            card = (partners[0], options.animal_id)
            files.append((MANIFEST, add_card(deck / MANIFEST, card)))
        else:
            waiting = True
    write_set(deck, files)
    return NewRecord(deck / relative, areas, card, waiting)


def skeleton(options: NewOptions, areas: tuple[str, ...], schema_line: str) -> str:
    """The record's text: the fields of docs/format.md in their order."""
    area_list = f"[{', '.join(areas)}]" if areas else "[]"
    lines = [
        schema_line,
        f"id: {options.animal_id}",
        f"name: {yaml_text(options.name)}",
        f"scientific_name: {yaml_text(options.scientific_name)}",
        f"class: {options.animal_class}" if options.animal_class
        else 'class: ""               # mammal bird reptile amphibian fish insect ... (see the hint)',
        'classification: {order: "", family: ""}',
        'difficulty: ""          # green: simpler animals; black: the more exotic ones',
        f"areas: {area_list}" if areas
        else "areas: []               # area ids: `fauna regions` lists them, `fauna locate` finds them",
        *([f"area_count: {len(areas)}"] if areas else []),
        "measures:               # keep those the card asks, leave out the rest",
        '  weight: ""            # e.g. 3-11 kg',
        '  length: ""            # head and body, e.g. 58-90 cm',
        '  total_length: ""      # snout to tail tip',
        '  height: ""            # standing',
        '  tail_length: ""',
        'sources: []             # e.g. - "Animal Diversity Web: Vulpes vulpes, https://animaldiversity.org/..."',
        "# sex: female           # only when the measures are of one sex; notes say why",
        f"# illustration: images/{options.animal_id}.png",
        "# illustration_fit: cover",
        "# names: {de: ...}",
        "# notes: how the values were chosen",
    ]
    return "\n".join(lines) + "\n"


def yaml_text(value: str) -> str:
    """`value` as a YAML scalar: plain when YAML reads it back as the same text, else quoted."""
    plain = _PLAIN.fullmatch(value) and value.lower() not in ("null", "true", "false", "yes", "no", "on", "off")
    return value if plain else json.dumps(value, ensure_ascii=False)


def _located_areas(source: Path) -> tuple[str, ...]:
    from fauna_cards.services.locate import LocateOptions, locate

    return tuple(locate(LocateOptions(source, None, min_share=0.01, min_points=3)).areas)


def _schema_line(deck: Path, folder: Path) -> str:
    """The schema line for a record in `folder`: the schemas deck.yaml's own line points to,
    else a schema/ folder in the deck or above it, else the deck's schema/ (`fauna init`'s)."""
    schemas = None
    try:
        first = (deck / MANIFEST).read_text(encoding="utf-8", errors="replace").partition("\n")[0]
    except OSError:
        first = ""
    if first.startswith(MODELINE) and first.rstrip().endswith("deck.schema.json"):
        schemas = (deck / first[len(MODELINE):].strip()).parent
    if schemas is None:
        for place in [deck.resolve(), *deck.resolve().parents]:
            if (place / "schema" / ANIMAL_SCHEMA).is_file():
                schemas = place / "schema"
                break
            if (place / ".git").exists():
                break
    if schemas is None:
        schemas = deck / "schema"
    target = os.path.relpath(os.path.abspath(schemas / ANIMAL_SCHEMA), os.path.abspath(folder))
    return MODELINE + Path(target).as_posix()
