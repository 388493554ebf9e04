"""`fauna import`: a spreadsheet to a deck folder, checked first by the rules of
`fauna validate` (load/sheet_deck.py): the records and deck.yaml to write, or the
spreadsheet's problems at their cells."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fauna_cards.errors import EXIT_FINDINGS, FaunaError, IOTrouble

RECORDS_FOLDER = "animals"


@dataclass(frozen=True)
class ImportOptions:
    source: Path
    output: Path  # the deck folder to write
    force: bool = False  # replace files that exist


class SheetHasErrors(FaunaError):
    """The spreadsheet did not pass its checks: `report` holds its lines (exit 1)."""

    exit_code = EXIT_FINDINGS

    def __init__(self, lines: list[str], errors: int) -> None:
        super().__init__(f"{errors} errors in the spreadsheet")
        self.lines = lines


def import_deck(options: ImportOptions) -> list[tuple[str, bytes]]:
    """The files of the deck, relative to the output folder; SheetHasErrors for a sheet with
    errors, IOTrouble for an unreadable one or, without force, files that exist."""
    from fauna_cards.export.record_yaml import deck_yaml, record_yaml
    from fauna_cards.load.documents import display_path
    from fauna_cards.load.sheet_deck import check_sheet
    from fauna_cards.load.sheets import read_sheet

    if not options.source.exists():
        raise IOTrouble(f"no such file: {options.source}")
    sheet = read_sheet(options.source, display_path(options.source))
    checked = check_sheet(sheet, options.output)
    if checked.errors:
        raise SheetHasErrors([report_line(sheet, d) for d in checked.diagnostics], checked.errors)
    from fauna_cards.format_yaml import MANIFEST, RECORD, format_text

    # In the canonical layout of `fauna fmt`, so that a fresh import passes `fmt --check`.
    files = [(f"{RECORDS_FOLDER}/{data['id']}.yaml", format_text(record_yaml(data), RECORD).encode("utf-8"))
             for data in checked.records]
    files.append(("deck.yaml", format_text(deck_yaml(checked.manifest), MANIFEST).encode("utf-8")))
    if not options.force:
        existing = [name for name, _ in files if (options.output / name).exists()]
        if existing:
            raise IOTrouble(f"{options.output / existing[0]} exists" + (
                f" (and {len(existing) - 1} more)" if len(existing) > 1 else "") + ": --force replaces them")
    return files


def report_line(sheet, diagnostic) -> str:  # type: ignore[no-untyped-def]
    """One finding: `ADDRESS: severity code: message`, then its hint indented."""
    address = sheet.address(diagnostic.file, diagnostic.line, diagnostic.column)
    line = f"{address}: {diagnostic.severity} {diagnostic.code}: {diagnostic.message}"
    return line + (f"\n    hint: {diagnostic.hint}" if diagnostic.hint else "")
