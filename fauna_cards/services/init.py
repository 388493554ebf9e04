"""`fauna init`: a new deck repository in one go: deck.yaml, an example card, the schemas,
the pre-commit and GitHub Actions recipes, and a README that says how to work in it."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from fauna_cards.errors import IOTrouble

ANIMALS = "animals"
SCHEMAS = "schema"
# A folder that holds only these is as good as empty: a repository just made or cloned.
ALLOWED_IN_EMPTY = frozenset({".git"})
MODELINE = "# yaml-language-server: $schema="


@dataclass(frozen=True)
class InitOptions:
    directory: Path
    title: str | None  # default: from the folder's name
    language: str


def init_deck(options: InitOptions) -> list[str]:
    """Write the new deck repository; return the files written, relative to its folder.
    IOTrouble for a folder that is not empty or a path that is no folder."""
    from fauna_cards import __version__
    from fauna_cards.atomic import write_set
    from fauna_cards.load.boards import load_board
    from fauna_cards.resources import STARTER_ANIMALS, starter_dir, starter_record
    from fauna_cards.services.new import yaml_text
    from fauna_cards.services.schemas import SCHEMA_MODELS, schema_text

    _require_empty(options.directory)
    title = options.title if options.title is not None else default_title(options.directory)
    words = {"@TITLE@": title, "@REF@": f"v{__version__}", "@LANGUAGE@": options.language}
    starter = starter_dir()
    files = [
        ("deck.yaml", _filled(starter / "deck.yaml", {**words, "@TITLE@": yaml_text(title)})),
        *((f"{ANIMALS}/{animal}.yaml", _record_for_animals_folder(starter_record(animal)))
          for animal in STARTER_ANIMALS),
        ("README.md", _filled(starter / "README.md", words)),
        (".pre-commit-config.yaml", _filled(starter / "pre-commit-config.yaml", words)),
        (".github/workflows/validate.yml", _filled(starter / "github" / "validate.yml", words)),
    ]
    area_ids = list(load_board("fauna-metric").world.areas)
    files += [(f"{SCHEMAS}/{name}.schema.json", schema_text(name, area_ids)) for name in SCHEMA_MODELS]
    write_set(options.directory, [(name, text.encode("utf-8")) for name, text in files])
    return [name for name, _ in files]


def default_title(directory: Path) -> str:
    """'my-bird-deck' -> 'My bird deck'."""
    name = directory.resolve().name
    words = re.sub(r"[-_]+", " ", name).strip() or "FAUNA deck"
    return words[:1].upper() + words[1:]


def _require_empty(directory: Path) -> None:
    if not os.path.lexists(directory):
        return
    if not directory.is_dir() or directory.is_symlink():
        raise IOTrouble(f"{directory} is not a folder: name a new folder or an empty one")
    try:
        present = sorted(entry.name + ("/" if entry.is_dir() else "") for entry in os.scandir(directory)
                         if entry.name not in ALLOWED_IN_EMPTY)
    except OSError as error:
        raise IOTrouble(f"cannot list {directory}: {error.strerror or error}") from None
    if present:
        shown = ", ".join(present[:8]) + (f" and {len(present) - 8} more" if len(present) > 8 else "")
        raise IOTrouble(f"{directory} is not empty ({shown}): fauna init writes only into a new or empty folder")


def _filled(template: Path, words: dict[str, str]) -> str:
    text = template.read_text(encoding="utf-8")
    for placeholder, value in words.items():
        text = text.replace(placeholder, value)
    return text


def _record_for_animals_folder(record: Path) -> str:
    """The record with its schema line for animals/ beside schema/, and without its picture:
    the sample deck's pictures stay in the sample deck (with the credit their licence asks)."""
    lines = [line for line in record.read_text(encoding="utf-8").splitlines(keepends=True)
             if not line.startswith(("illustration:", "illustration_fit:"))]
    line = f"{MODELINE}../{SCHEMAS}/animal.schema.json\n"
    return "".join([line, *lines[1:]] if lines and lines[0].startswith(MODELINE) else [line, *lines])
