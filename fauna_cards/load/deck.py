"""Decks and loose records from the paths users give, checked with every rule.

A path is a deck folder (it holds deck.yaml), a deck.yaml file (its folder is the deck), a
folder of records without deck.yaml, or one record file.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from fauna_cards.checks.deck import check_deck
from fauna_cards.checks.records import check_record
from fauna_cards.load.boards import LoadedBoard, load_board
from fauna_cards.load.documents import DataError, validate_partially
from fauna_cards.load.illustrations import check_illustration
from fauna_cards.errors import IOTrouble
from fauna_cards.load.yamlio import Document, load_yaml
from fauna_cards.model.diagnostics import Diagnostic, Finding
from fauna_cards.model.record import DEFAULT_DECK_BOARDS, AnimalRecord, DeckManifest
from fauna_cards.safe_io import kind_of, require_regular

MANIFEST = "deck.yaml"
RECORD_SUFFIXES = (".yaml", ".yml")


@dataclass
class Target:
    root: Path  # the deck folder, or the folder holding loose records
    display_root: str
    manifest: Path | None
    records: list[Path]
    problems: list[Diagnostic] = field(default_factory=list)  # what the walk could not read


@dataclass
class LoadedRecord:
    display: str
    path: Path
    record: AnimalRecord


@dataclass
class DeckResult:
    """Everything a run found: diagnostics, the records that loaded, the boards used."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    records: list[LoadedRecord] = field(default_factory=list)
    manifests: list[tuple[str, DeckManifest]] = field(default_factory=list)
    # The boards a deck declares in deck.yaml (the first deck's), for commands that show
    # answers: they default to these, as validate checks against them.
    deck_boards: list[LoadedBoard] = field(default_factory=list)
    files_checked: int = 0

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity == "error")


def _display(base: str, relative: Path) -> str:
    return (Path(base) / relative).as_posix() if base not in ("", ".") else relative.as_posix()


def collect_targets(paths: list[str]) -> list[Target]:
    """Raise IOTrouble for a path that does not exist or is neither a folder nor a regular
    file: what the user names must be what it claims to be."""
    targets: list[Target] = []
    for raw in paths:
        if not raw:
            raise IOTrouble("an empty path names nothing")
        path = Path(raw)
        try:
            exists, is_dir = path.exists(), path.is_dir()
        except ValueError:
            raise IOTrouble(f"{raw!r}: not a usable path (it holds a NUL character)") from None
        if not exists:
            raise IOTrouble(f"no such file or directory: {raw}")
        if path.is_file() and path.name == MANIFEST:
            path, raw, is_dir = path.parent, path.parent.as_posix(), True
        if is_dir:
            if not os.access(path, os.R_OK | os.X_OK):
                raise IOTrouble(f"{raw}: cannot read the folder")
            records, problems = _walk(path, raw)
            manifest = path / MANIFEST
            targets.append(Target(path, raw, manifest if manifest.is_file() else None, records, problems))
        else:
            require_regular(path, raw)
            targets.append(Target(_deck_root_of(path), "", None, [path]))
    return targets


def _walk(root: Path, display_root: str) -> tuple[list[Path], list[Diagnostic]]:
    """The record files below `root` (hidden files and folders left out), and a diagnostic
    for each thing that cannot be read: a folder without permission, a pipe or device named
    like a record, a link to a file outside the deck. Links to folders are not followed, so
    a loop of links cannot trap the walk."""
    records: list[Path] = []
    problems: list[Diagnostic] = []
    resolved_root = root.resolve()
    folders = [root]
    while folders:
        folder = folders.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
        except OSError as error:
            problems.append(_problem(display_root, folder.relative_to(root), "folder-unreadable",
                                     f"cannot read the folder: {error.strerror or error}"))
            continue
        for entry in entries:
            if entry.name.startswith("."):
                continue
            path = Path(entry.path)
            relative = path.relative_to(root)
            try:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(path)
                    continue
                if not path.name.endswith(RECORD_SUFFIXES) or path.name == MANIFEST and folder == root:
                    continue
                if entry.is_symlink() and not path.resolve().is_relative_to(resolved_root):
                    problems.append(_problem(display_root, relative, "file-outside",
                                             "a link to a file outside the deck: it is not read",
                                             "copy the file into the deck"))
                    continue
                mode = os.stat(path).st_mode
            except (OSError, RuntimeError) as error:  # RuntimeError: pathlib's word for a loop of links
                reason = getattr(error, "strerror", None) or "a loop of links"
                problems.append(_problem(display_root, relative, "file-unreadable", f"cannot read: {reason}"))
                continue
            if not stat.S_ISREG(mode):
                problems.append(_problem(display_root, relative, "file-unreadable",
                                         f"{kind_of(mode)}, not a regular file: it is not read"))
                continue
            records.append(path)
    return sorted(records), problems


def _problem(display_root: str, relative: Path, code: str, message: str, hint: str | None = None) -> Diagnostic:
    return Diagnostic(_display(display_root, relative), 1, 1, "error", code, message, hint)


def _deck_root_of(record: Path) -> Path:
    """The deck a lone record belongs to (the nearest folder above it with deck.yaml), so
    that its illustration may live anywhere in that deck; else the record's own folder."""
    for folder in record.resolve().parents:
        if (folder / MANIFEST).is_file():
            return folder
    return record.parent


def check_targets(targets: list[Target], board_specs: list[str] | None = None) -> DeckResult:
    """Check every file of every target. Raises IOTrouble for an unreadable file or unknown
    board given on the command line; board data errors become diagnostics."""
    result = DeckResult()
    seen: set[Path] = set()
    for target in targets:
        _check_target(target, board_specs, result, seen)
    result.diagnostics.sort()
    return result


def _check_target(target: Target, board_specs: list[str] | None, result: DeckResult, seen: set[Path]) -> None:
    result.diagnostics += target.problems
    manifest: tuple[str, DeckManifest] | None = None
    manifest_doc: Document | None = None
    if target.manifest is not None and target.manifest.resolve() not in seen:
        seen.add(target.manifest.resolve())
        display = _display(target.display_root, Path(MANIFEST))
        manifest_doc = load_yaml(target.manifest, display)
        result.files_checked += 1
        value, complete, diagnostics = validate_partially(manifest_doc, DeckManifest)
        result.diagnostics += diagnostics
        if value is not None:
            manifest = (display, value)
            if complete:
                result.manifests.append(manifest)

    deck_boards = getattr(manifest[1], "boards", None) if manifest else None
    boards = _boards(board_specs, deck_boards, target.root, manifest_doc, result)
    if deck_boards and not result.deck_boards:
        result.deck_boards = list(boards)
    # With a board that failed, the records are still checked, against the bundled map and
    # without the scale rules, so that one run still shows every other problem.
    world = boards[0].world if boards else load_board(DEFAULT_DECK_BOARDS[0]).world
    plain_boards = [loaded.board for loaded in boards]

    documents: dict[str, Document] = {}
    loaded: list[tuple[str, AnimalRecord]] = []
    for path in target.records:
        key = path.resolve()
        if key in seen:
            continue
        seen.add(key)
        display = _display(target.display_root, path.relative_to(target.root)) if target.display_root else path.as_posix()
        try:
            document = load_yaml(path, display)
        except IOTrouble as error:
            if not target.display_root:
                raise  # a file named on the command line: the run cannot go on without it
            result.diagnostics.append(Diagnostic(display, 1, 1, "error", "file-unreadable", str(error)))
            result.files_checked += 1
            continue
        documents[display] = document
        result.files_checked += 1
        if not target.display_root and _other_format(document, result):
            continue  # a board, map or game file named on the command line, checked as such
        record, complete, diagnostics = validate_partially(document, AnimalRecord)
        result.diagnostics += diagnostics
        if record is None:
            continue
        findings = check_record(record, world, plain_boards, path.stem)
        findings += check_illustration(record, path, target.root)
        result.diagnostics += document.place(findings)
        if hasattr(record, "id") and hasattr(record, "name"):
            loaded.append((display, record))
        if complete:
            result.records.append(LoadedRecord(display, path, record))

    if manifest_doc is not None:
        documents[manifest_doc.display] = manifest_doc
    for placed in check_deck(loaded, manifest):
        result.diagnostics += documents[placed.file].place([placed.finding])


def _other_format(document: Document, result: DeckResult) -> bool:
    """Check a file that is not an animal record by what it holds (a board has `scales`, a
    game `rounds`, a map `areas` of neighbours or `regions`); False for anything else."""
    from fauna_cards.checks.maps import check_areas, check_board, check_regions
    from fauna_cards.model.board import Board
    from fauna_cards.model.game import GameFile
    from fauna_cards.model.geography import AreasFile, RegionsFile

    data = document.data
    if not isinstance(data, dict):
        return False
    areas = data.get("areas")
    if "scales" in data:
        model, rules = Board, check_board
    elif "rounds" in data:
        model, rules = GameFile, None
    elif isinstance(areas, list) and areas and isinstance(areas[0], dict):
        region_ids = set(load_board(DEFAULT_DECK_BOARDS[0]).world.regions)
        model, rules = AreasFile, (lambda value: check_areas(value, region_ids))
    elif isinstance(data.get("regions"), list) and "id" not in data:
        model, rules = RegionsFile, check_regions
    else:
        return False
    value, complete, diagnostics = validate_partially(document, model)
    result.diagnostics += diagnostics
    if complete and rules is not None:
        result.diagnostics += document.place(rules(value))
    if complete and model is Board:
        result.diagnostics += document.place(_board_map_findings(value, document.path))
    return True


def _board_map_findings(board, path: Path) -> list[Finding]:  # type: ignore[no-untyped-def]
    """A board's own map files must load, as every command that uses the board will load
    them: a missing file, a device or a broken map is reported at the board's key."""
    from fauna_cards.load.boards import load_world
    from fauna_cards.resources import maps_dir

    findings = []
    paths = {}
    for key, default in (("areas", maps_dir() / "areas.yaml"), ("regions", maps_dir() / "regions.yaml")):
        given = getattr(board, key, None)
        paths[key] = (path.parent / given) if given else default
    try:
        load_world(paths["areas"].resolve(), paths["regions"].resolve())
    except IOTrouble as error:
        key = "areas" if board.areas and "areas" in str(error) or not board.regions else "regions"
        findings.append(Finding((key,), "unknown-board", str(error), hint="the path is relative to the board file"))
    except (ValueError, RuntimeError) as error:
        findings.append(Finding(("areas",), "unknown-board", f"not a usable path: {error}"))
    except DataError as error:
        where = ", ".join(sorted({d.file for d in error.diagnostics}))
        findings.append(Finding(("areas",), "unknown-board", f"the board's map has problems: {where}",
                                hint="check the map file itself with fauna validate"))
    return findings


def _boards(
    board_specs: list[str] | None,
    deck_boards: list[str] | None,
    root: Path,
    manifest_doc: Document | None,
    result: DeckResult,
) -> list[LoadedBoard]:
    """The boards to check measures against: the command line's, else the deck's, else the
    default pair. A deck board that cannot be loaded becomes a diagnostic and is left out;
    one given on the command line raises (IOTrouble, DataError)."""
    specs = board_specs or deck_boards or list(DEFAULT_DECK_BOARDS)
    boards: list[LoadedBoard] = []
    for index, spec in enumerate(specs):
        if board_specs:
            boards.append(load_board(spec))
            continue
        try:
            boards.append(load_board(spec, root))
        except DataError as error:
            result.diagnostics += error.diagnostics
            if manifest_doc is not None:
                result.diagnostics += manifest_doc.place(
                    [Finding(("boards", index), "unknown-board", f"board {spec!r} has problems (see its file)")]
                )
        except IOTrouble as error:
            if manifest_doc is None:
                raise
            result.diagnostics += manifest_doc.place([Finding(("boards", index), "unknown-board", str(error))])
    return boards
