"""`fauna fmt`: every record and deck file of the paths given in the canonical layout.

The files are found as `fauna validate` finds them (the same walk, load/deck.py, and the same
recognition of each file's kind, load/kinds.py). Records and FAUNA deck.yaml files are
formatted; an ANIMALIA deck.yaml gets the top-level order and the common indentation; boards,
maps and game files are skipped. A file that does not read is reported and left as it is.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from fauna_cards.atomic import write_atomic
from fauna_cards.errors import IOTrouble
from fauna_cards.format_yaml import MANIFEST, RECORD, CannotFormat, Layout, format_text, model_layout
from fauna_cards.load.deck import Target, collect_targets
from fauna_cards.load.game_decks import deck_spec_of
from fauna_cards.load.kinds import recognise, recognise_named
from fauna_cards.load.yamlio import Document, load_yaml

Status = Literal["formatted", "unchanged", "unreadable"]


@dataclass(frozen=True)
class FmtOptions:
    paths: tuple[str, ...]
    write: bool  # False for --check and --diff: nothing is written


@dataclass(frozen=True)
class FileOutcome:
    display: str
    status: Status
    problem: str | None = None  # for an unreadable file: `line:col: what`
    diff: str = ""  # for a formatted file: the unified diff of the change


@dataclass
class FmtResult:
    files: list[FileOutcome] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # YAML files that are neither records nor decks

    def count(self, status: Status) -> int:
        return sum(1 for outcome in self.files if outcome.status == status)


def format_paths(options: FmtOptions) -> FmtResult:
    """Format (or, without `write`, only compare) every record and deck file found. Raises
    IOTrouble for a path that does not exist or a named file that cannot be read."""
    result = FmtResult()
    seen: set[Path] = set()
    for target in collect_targets(list(options.paths)):
        for path, display, is_manifest in _files_of(target):
            if path.resolve() in seen:
                continue
            seen.add(path.resolve())
            _format_file(path, display, is_manifest, bool(target.display_root), options, result)
    result.skipped.sort()
    return result


def _files_of(target: Target) -> list[tuple[Path, str, bool]]:
    walked = bool(target.display_root)
    files = []
    if target.manifest is not None:
        files.append((target.manifest, _display(target.display_root, Path(target.manifest.name)), True))
    for path in target.records:
        display = _display(target.display_root, path.relative_to(target.root)) if walked else path.as_posix()
        files.append((path, display, False))
    return files


def _display(base: str, relative: Path) -> str:
    return (Path(base) / relative).as_posix() if base not in ("", ".") else relative.as_posix()


def _format_file(path: Path, display: str, is_manifest: bool, walked: bool, options: FmtOptions,
                 result: FmtResult) -> None:
    try:
        document = load_yaml(path, display)
    except IOTrouble as error:
        if not walked:
            raise
        result.files.append(FileOutcome(display, "unreadable", f"1:1: {error}"))
        return
    layout = _layout_of(document, is_manifest, walked)
    if layout is None:
        result.skipped.append(display)
        return
    if document.problems or document.text is None:
        first = min(document.problems, key=lambda problem: (problem.line, problem.column))
        result.files.append(FileOutcome(display, "unreadable", f"{first.line}:{first.column}: {first.message}"))
        return
    try:
        formatted = format_text(document.text, layout)
    except CannotFormat as trouble:
        result.files.append(FileOutcome(display, "unreadable", f"{trouble.line}:{trouble.column}: {trouble.message}"))
        return
    if formatted == document.text:
        result.files.append(FileOutcome(display, "unchanged"))
        return
    if options.write:
        write_atomic(path, formatted.encode("utf-8"))
    diff = "".join(difflib.unified_diff(document.text.splitlines(keepends=True), formatted.splitlines(keepends=True),
                                        f"a/{display}", f"b/{display}"))
    result.files.append(FileOutcome(display, "formatted", diff=diff))


def _layout_of(document: Document, is_manifest: bool, walked: bool) -> Layout | None:
    """The layout of a file by its kind, or None for a file `fauna fmt` leaves alone."""
    deck = None if document.problems else deck_spec_of(document)
    if is_manifest:
        return MANIFEST if deck is None else model_layout(deck.model)
    kind = recognise(document) if walked else recognise_named(document)
    if kind == "game-deck" and deck is not None:  # a card game's deck under another name
        return model_layout(deck.model)
    return RECORD if kind == "record" else None
