"""Decks and loose records from the paths users give, checked with every rule.

A path is a deck folder (it holds deck.yaml), a deck.yaml file (its folder is the deck), a
folder of records without deck.yaml, or one record file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from fauna_cards.checks.deck import check_deck
from fauna_cards.checks.records import check_record
from fauna_cards.load.boards import LoadedBoard, load_board
from fauna_cards.load.documents import DataError, validate_partially
from fauna_cards.errors import IOTrouble
from fauna_cards.load.yamlio import Document, load_yaml
from fauna_cards.model.diagnostics import Diagnostic, Finding
from fauna_cards.model.record import DEFAULT_DECK_BOARDS, AnimalRecord, DeckManifest

MANIFEST = "deck.yaml"
RECORD_SUFFIXES = (".yaml", ".yml")
IMAGE_SIGNATURES = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")
SVG_HEAD = 1024  # an SVG names its root element early


@dataclass
class Target:
    root: Path  # the deck folder, or the folder holding loose records
    display_root: str
    manifest: Path | None
    records: list[Path]


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
    """Raise IOTrouble for a path that does not exist."""
    targets: list[Target] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise IOTrouble(f"no such file or directory: {raw}")
        if path.is_file() and path.name == MANIFEST:
            path, raw = path.parent, path.parent.as_posix()
        if path.is_dir():
            manifest = path / MANIFEST
            records = sorted(
                file
                for file in path.rglob("*")
                if file.suffix in RECORD_SUFFIXES
                and file.is_file()
                and file != manifest
                and not any(part.startswith(".") for part in file.relative_to(path).parts)
            )
            targets.append(Target(path, raw, manifest if manifest.is_file() else None, records))
        else:
            targets.append(Target(_deck_root_of(path), "", None, [path]))
    return targets


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
        document = load_yaml(path, display)
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
    return True


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


def check_illustration(record: AnimalRecord, record_path: Path, deck_root: Path) -> list[Finding]:
    """The illustration must be a readable PNG, JPEG or SVG inside the deck folder."""
    if getattr(record, "illustration", None) is None:
        return []
    loc = ("illustration",)
    relative = Path(record.illustration)
    try:
        target = (record_path.parent / relative).resolve()
    except (ValueError, OSError) as error:  # a NUL character, a loop of links
        return [Finding(loc, "illustration-unreadable", f"{record.illustration!r} is not a usable path: {error}")]
    if relative.is_absolute() or not target.is_relative_to(deck_root.resolve()):
        return [Finding(loc, "illustration-outside", f"{record.illustration!r} lies outside the deck folder",
                        hint="keep images inside the deck, with a path relative to the record")]
    if not target.exists():
        return [Finding(loc, "illustration-missing", f"no file at {record.illustration!r}",
                        hint="the path is relative to the record's folder")]
    try:
        with target.open("rb") as image:
            head = image.read(SVG_HEAD)
    except OSError as error:
        return [Finding(loc, "illustration-unreadable", f"cannot read {record.illustration!r}: {error.strerror}")]
    is_svg = target.suffix.lower() == ".svg" and b"<svg" in head
    if not (head.startswith(IMAGE_SIGNATURES) or is_svg):
        return [Finding(loc, "illustration-unreadable", f"{record.illustration!r} is not a PNG, JPEG or SVG image")]
    if not is_svg and not _image_is_whole(target):
        return [Finding(loc, "illustration-unreadable", f"{record.illustration!r} is damaged: it cannot be decoded")]
    return []


def _image_is_whole(path: Path) -> bool:
    """Decode the image's structure (PIL, only for decks that have images)."""
    from PIL import Image

    try:
        with Image.open(path) as image:
            image.verify()
    except Exception:  # noqa: BLE001 - PIL signals damage with many exception types
        return False
    return True
