"""Decks and loose records from the paths users give, checked with every rule.

A path is a deck folder (it holds deck.yaml), a deck.yaml file (its folder is the deck), a
folder of records without deck.yaml, or one record file. A folder may be a whole deck
repository: every folder below it that holds a deck.yaml is a deck of its own, and each YAML
file found is checked as what it is (load/kinds.py), or skipped when it is not ours.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from fauna_cards.catalog import diagnostic
from fauna_cards.checks.deck import check_deck
from fauna_cards.checks.records import check_record
from fauna_cards.load.boards import LoadedBoard, load_board
from fauna_cards.load.documents import DataError, validate_partially
from fauna_cards.load.game_decks import check_game_deck, deck_spec_of
from fauna_cards.load.illustrations import check_illustration
from fauna_cards.load.kinds import Kind, recognise, recognise_named
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
    display_root: str  # "" for a file named on the command line
    manifest: Path | None
    records: list[Path]  # the YAML files to check: records, and in a walk anything found
    problems: list[Diagnostic] = field(default_factory=list)  # what the walk could not read

    @cached_property
    def deck_root(self) -> Path:
        """Where the records' pictures may live: the deck the files belong to. A folder of
        records inside a deck (deck/animals) has its pictures beside it (deck/images)."""
        return _deck_at_or_above(self.root) or self.root


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
    skipped: list[str] = field(default_factory=list)  # YAML files found in a walk that are not ours

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
            manifest = path / MANIFEST
            targets += _walk(path, raw, manifest if manifest.is_file() else None)
        else:
            require_regular(path, raw)
            targets.append(Target(_deck_root_of(path), "", None, [path]))
    return targets


def _walk(root: Path, display_root: str, manifest: Path | None) -> list[Target]:
    """The target of `root` and one for every deck below it (a folder holding deck.yaml):
    each with the YAML files of its own folders, and a diagnostic for each thing that cannot
    be read: a folder without permission, a pipe or device named like a record, a link to a
    file outside the deck. Hidden files and folders are left out. Links to folders are not
    followed, so a loop of links cannot trap the walk."""
    files: list[Path] = []
    problems: list[Diagnostic] = []
    decks: list[Path] = []
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
        if folder != root and any(entry.name == MANIFEST and _is_file(entry) for entry in entries):
            decks.append(folder)  # a deck of its own, with its own cards and boards
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
            files.append(path)
    targets = [Target(root, display_root, manifest, sorted(files), problems)]
    for deck in sorted(decks):
        targets += _walk(deck, _display(display_root, deck.relative_to(root)), deck / MANIFEST)
    return targets


def _is_file(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


def _problem(display_root: str, relative: Path, code: str, message: str, hint: str | None = None) -> Diagnostic:
    return diagnostic(_display(display_root, relative), 1, 1, code, message, hint)


def _deck_at_or_above(folder: Path) -> Path | None:
    """The nearest folder, `folder` itself or one above it, that holds deck.yaml, if any."""
    resolved = folder.resolve()
    return next((deck for deck in (resolved, *resolved.parents) if (deck / MANIFEST).is_file()), None)


def _deck_root_of(record: Path) -> Path:
    """The deck a lone record belongs to (the nearest folder above it with deck.yaml), so
    that its illustration may live anywhere in that deck; else the record's own folder."""
    return _deck_at_or_above(record.resolve().parent) or record.parent


def check_targets(targets: list[Target], board_specs: list[str] | None = None, pictures: bool = True) -> DeckResult:
    """Check every file of every target. Raises IOTrouble for an unreadable file or unknown
    board given on the command line; board data errors become diagnostics. Without
    `pictures`, for commands that draw none, illustrations are found but not decoded (which
    needs the libraries of the [print] extra)."""
    result = DeckResult()
    seen = _Seen()
    for target in targets:
        _check_target(target, board_specs, result, seen, pictures)
    # A file reached twice (a deck's own board also found by the walk's map check) says
    # each thing once.
    result.diagnostics = sorted(set(result.diagnostics))
    result.skipped.sort()
    return result


class _Seen(set[Path]):
    """The files checked so far, resolved; and the folders resolved on the way, so that a
    deck's files, none of them a link, cost no resolving of their own."""

    def __init__(self) -> None:
        super().__init__()
        self._folders: dict[Path, Path] = {}

    def resolve(self, path: Path) -> Path:
        """path.resolve(), the folder resolved once."""
        if path.is_symlink():
            return path.resolve()
        folder = self._folders.get(path.parent)
        if folder is None:
            folder = self._folders[path.parent] = path.parent.resolve()
        return folder / path.name


def _check_target(target: Target, board_specs: list[str] | None, result: DeckResult, seen: _Seen,
                  pictures: bool = True) -> None:
    result.diagnostics += target.problems
    manifest: tuple[str, DeckManifest] | None = None
    manifest_doc: Document | None = None
    if target.manifest is not None and target.manifest.resolve() not in seen:
        seen.add(target.manifest.resolve())
        display = _display(target.display_root, Path(MANIFEST))
        manifest_doc = load_yaml(target.manifest, display)
        result.files_checked += 1
        own_deck = deck_spec_of(manifest_doc)
        if own_deck is not None:  # a card game's deck: every card is in deck.yaml
            result.diagnostics += check_game_deck(manifest_doc, own_deck)[1]
            _check_loose_files(target, result, seen, pictures)
            return
        value, complete, diagnostics = validate_partially(manifest_doc, DeckManifest)
        result.diagnostics += diagnostics
        if value is not None:
            manifest = (display, value)
            if complete:
                result.manifests.append(manifest)

    deck_boards = getattr(manifest[1], "boards", None) if manifest else None
    boards = _boards(board_specs, deck_boards, target.root, manifest_doc, result, seen)
    if deck_boards and not result.deck_boards:
        result.deck_boards = list(boards)
    # With a board that failed, the records are still checked, against the bundled map and
    # without the scale rules, so that one run still shows every other problem.
    world = boards[0].world if boards else load_board(DEFAULT_DECK_BOARDS[0]).world
    plain_boards = [loaded.board for loaded in boards]

    walked = bool(target.display_root)  # found in a folder, not named on the command line
    documents: dict[str, Document] = {}
    loaded: list[tuple[str, AnimalRecord]] = []
    # Ids a card may name without a finding of its own: the record's file has the problem.
    explained: set[str] = set()
    skipped: dict[str, str] = {}  # file stem -> display, of files that are not ours
    for path in target.records:
        key = seen.resolve(path)
        if key in seen:
            continue
        seen.add(key)
        display = _display(target.display_root, path.relative_to(target.root)) if walked else path.as_posix()
        try:
            document = load_yaml(path, display)
        except IOTrouble as error:
            if not walked:
                raise  # a file named on the command line: the run cannot go on without it
            result.diagnostics.append(diagnostic(display, 1, 1, "file-unreadable", str(error)))
            result.files_checked += 1
            explained.add(path.stem)
            continue
        kind = recognise(document) if walked else recognise_named(document)
        if kind is None:
            result.skipped.append(display)
            skipped[path.stem] = path.relative_to(target.root).as_posix() if walked else display
            continue
        documents[display] = document
        result.files_checked += 1
        if kind != "record":
            _check_other(document, kind, result)
            continue
        record, complete, diagnostics = validate_partially(document, AnimalRecord)
        result.diagnostics += diagnostics
        if record is None or not hasattr(record, "id") or not hasattr(record, "name"):
            explained.add(path.stem)
            written_id = _WRITTEN_ID.search(document.head)
            if written_id is not None:  # the id as written, even in a file that does not parse
                explained.add(written_id.group(1))
        if record is None:
            continue
        findings = check_record(record, world, plain_boards, path.stem)
        findings += check_illustration(record, path, target.deck_root, decode=pictures)
        result.diagnostics += document.place(findings)
        if hasattr(record, "id") and hasattr(record, "name"):
            loaded.append((display, record))
        if complete:
            result.records.append(LoadedRecord(display, path, record))

    if manifest_doc is not None:
        documents[manifest_doc.display] = manifest_doc
    for placed in check_deck(loaded, manifest):
        finding = placed.finding
        if finding.code == "card-unknown-id" and manifest is not None:
            animal = _card_animal(manifest[1], finding.loc)
            if animal in explained:
                continue  # its record has problems of its own, reported in its file
            if animal in skipped:
                finding = replace(finding, hint=f"{skipped[animal]} was skipped: it does not look like a record "
                                  "(docs/format.md: Which files are checked)")
        result.diagnostics += documents[placed.file].place([finding])


def _check_loose_files(target: Target, result: DeckResult, seen: _Seen, pictures: bool) -> None:
    """The other YAML files of a card game's deck folder: each is checked as what it is, and
    none is a card of the deck (its cards are in deck.yaml)."""
    if target.records:
        _check_target(replace(target, manifest=None, problems=[]), None, result, seen, pictures)


_WRITTEN_ID = re.compile(r"""^id:[ \t]*["']?([^\s"'#]+)""", re.MULTILINE)


def _card_animal(manifest: DeckManifest, loc: tuple[object, ...]) -> str | None:
    try:
        _, card, side = loc
        return manifest.cards[card][side]  # type: ignore[index]
    except (ValueError, IndexError, TypeError, AttributeError):
        return None


def _check_other(document: Document, kind: Kind, result: DeckResult) -> None:
    """Check a file that is not an animal record as what it is: a board, a map, a game file,
    a deck manifest under another name, or print data."""
    from fauna_cards.checks.maps import check_areas, check_board, check_regions
    from fauna_cards.model.board import Board
    from fauna_cards.model.geography import AreasFile, RegionsFile

    rules = None
    if kind == "game-deck":
        from fauna_cards.load.game_decks import deck_spec_by_schema

        own_deck = deck_spec_of(document) or deck_spec_by_schema(document)
        if own_deck is not None:
            result.diagnostics += check_game_deck(document, own_deck)[1]
            return
        kind = "manifest"  # names no card game: read as a FAUNA deck, which says what is wrong
    if kind == "game":
        from fauna_cards.load.game_files import read_game_file

        result.diagnostics += read_game_file(document)[2]
        return
    if kind == "board":
        model, rules = Board, check_board
    elif kind == "areas":
        region_ids = set(load_board(DEFAULT_DECK_BOARDS[0]).world.regions)
        model, rules = AreasFile, (lambda value: check_areas(value, region_ids))
    elif kind == "regions":
        model, rules = RegionsFile, check_regions
    elif kind == "manifest":
        model = DeckManifest
    else:
        from fauna_cards.checks.printing import check_components, check_paper
        from fauna_cards.load.languages import check_against_english
        from fauna_cards.load.printing import check_services_against_paper
        from fauna_cards.model.language import LanguageFile
        from fauna_cards.model.print_services import PrintServicesFile
        from fauna_cards.model.printing import Components, PaperFile

        model, rules = {"paper": (PaperFile, check_paper), "components": (Components, check_components),
                        "services": (PrintServicesFile, check_services_against_paper),
                        "language": (LanguageFile, check_against_english)}[kind]
    value, complete, diagnostics = validate_partially(document, model)
    result.diagnostics += diagnostics
    if complete and rules is not None:
        result.diagnostics += document.place(rules(value))
    if complete and model is Board:
        result.diagnostics += document.place(_board_map_findings(value, document.path))


def _count_board_file(spec: str, root: Path, result: DeckResult, seen: set[Path]) -> bool:
    """Count a deck's board file inside the deck as checked, once: the walk then leaves it
    alone. True if a walk has checked the file already (a board elsewhere in a repository)."""
    from fauna_cards.load.boards import resolve_board_path

    try:
        path = resolve_board_path(spec, root).resolve()
    except (IOTrouble, OSError, RuntimeError, ValueError):
        return False  # load_board says why
    if path in seen:
        return True
    if path.is_relative_to(root.resolve()):
        seen.add(path)
        result.files_checked += 1
    return False


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
    seen: set[Path],
) -> list[LoadedBoard]:
    """The boards to check measures against: the command line's, else the deck's, else the
    default pair. A deck board that cannot be loaded becomes a diagnostic and is left out;
    one given on the command line raises (IOTrouble, DataError). A deck's own board file
    inside the deck is checked here once: the walk does not check it again."""
    specs = board_specs or deck_boards or list(DEFAULT_DECK_BOARDS)
    boards: list[LoadedBoard] = []
    for index, spec in enumerate(specs):
        if board_specs:
            boards.append(load_board(spec))
            continue
        checked_elsewhere = False
        try:
            if deck_boards:
                checked_elsewhere = _count_board_file(spec, root, result, seen)
            boards.append(load_board(spec, root))
        except DataError as error:
            if not checked_elsewhere:  # else the walk reported the board file's findings
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
