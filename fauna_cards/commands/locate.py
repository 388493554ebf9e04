"""`fauna locate`: which board areas a range map or occurrence points fall in."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from fauna_cards.commands._shared import EXIT_FINDINGS, EXIT_USAGE, emit, fail, guarded, table
from fauna_cards.words import plural


class LocateFormat(str, Enum):
    yaml = "yaml"
    json = "json"
    table = "table"


def locate(
    source: Annotated[
        Path,
        typer.Argument(help="A range map (GeoJSON, GeoPackage, Shapefile, zipped Shapefile) or an occurrence CSV.",
                       show_default=False),
    ],
    record: Annotated[
        Optional[Path],
        typer.Option("--record", "-r", metavar="FILE", help="Compare with this record's areas (exit 1 if they differ).",
                     show_default=False),
    ] = None,
    min_share: Annotated[
        float,
        typer.Option("--min-share", min=0.0, max=1.0,
                     help="A range counts an area covering this share of the area, or holding this share of the range."),
    ] = 0.01,
    min_points: Annotated[int, typer.Option("--min-points", min=1, help="Points an area must hold to count.")] = 3,
    output_format: Annotated[LocateFormat, typer.Option("--format", "-f", help="Output format.")] = LocateFormat.yaml,
) -> None:
    """Turn a range map or occurrence points into an `areas:` list for a record.

    Exit codes: 0 the areas are found (and, with --record, the record lists the same); 1 the
    record lists other areas; 2 a source that cannot be used or read, or one that puts no
    area past --min-share or --min-points.
    """
    with guarded():
        from fauna_cards.geo.locate import (
            Located, is_point_file, locate_points, locate_range, read_points, read_range,
        )
        from fauna_cards.geo.shapes import area_shapes
        from fauna_cards.safe_io import require_regular

        # A named pipe or a device would block the reader, a folder means nothing: exit 2 at
        # once, naming the path, before the area shapes are even loaded.
        require_regular(source, str(source))
        if record is not None:
            _require_record_file(record)
        shapes = area_shapes("board")
        # A source that cannot be used is a SourceError: guarded() says why (exit 2).
        if is_point_file(source):
            points, notes = read_points(source)
            findings, outside = locate_points(points, shapes, min_points)
            if outside:
                notes.append(f"{plural(outside, 'point')} fell in no area")
            located = Located("points", findings, notes)
        else:
            geometry, notes = read_range(source)
            located = Located("range", locate_range(geometry, shapes, min_share, str(source)), notes)
        if not located.areas:
            fail(_nothing_found(str(source), located, min_share, min_points), EXIT_USAGE)
        comparison = _compare(record, located.areas) if record is not None else None
        emit(_render(located, output_format, comparison))
        if comparison and (comparison["missing"] or comparison["extra"]):
            raise typer.Exit(EXIT_FINDINGS)


def _nothing_found(display: str, located: Any, min_share: float, min_points: int) -> str:
    """Why no area counts: the most any area got, against the threshold."""
    skipped = "".join(f"; {note}" for note in located.notes)
    if located.kind == "points":
        total = sum(f.points for f in located.findings)
        best = sorted(located.findings, key=lambda f: -f.points)[:3]  # ties stay in board order
        most = ", ".join(f"{f.area} {f.points}" for f in best) or "none"
        return (f"{display}: too few points for any area: none holds the {min_points} (--min-points) that "
                f"count it; most: {most} (of {plural(total, 'point')}){skipped}; "
                "add occurrence records, or lower --min-points")
    best = sorted(located.findings, key=lambda f: -max(f.share_of_area, f.share_of_range))[:2]
    most = ", ".join(f"{f.area} ({100 * f.share_of_area:.1f}% of the area, {100 * f.share_of_range:.1f}% of the "
                     "range)" for f in best) or "none"
    return (f"{display}: the range covers no area enough to count it: an area counts at {100 * min_share:g}% "
            f"(--min-share) of the area or of the range (most: {most}){skipped}; lower --min-share")


def _require_record_file(record_path: Path) -> None:
    """--record names one record: a regular file, and not a deck's deck.yaml (which the
    loader would take for its whole deck)."""
    from fauna_cards.errors import IOTrouble
    from fauna_cards.load.deck import MANIFEST
    from fauna_cards.safe_io import require_regular

    try:
        require_regular(record_path, str(record_path))
    except IOTrouble as error:
        fail(f"--record takes one record file: {error}")
    if record_path.name == MANIFEST:
        fail(f"--record takes one record file, not a deck's {MANIFEST}: {record_path}")


def _compare(record_path: Path, found: list[str]) -> dict[str, list[str]]:
    from fauna_cards.commands._shared import load_deck_or_exit

    # Read as `fauna validate` reads records: size-limited, any problem a diagnostic. A record
    # with errors cannot be compared with: exit 2, since 1 says the record's areas differ.
    try:
        records = load_deck_or_exit([str(record_path)]).records
    except typer.Exit as stopped:
        raise typer.Exit(EXIT_USAGE if stopped.exit_code == EXIT_FINDINGS else stopped.exit_code) from None
    if len(records) != 1:
        fail(f"--record takes one record file; {record_path} holds {len(records)} records")
    (loaded,) = records
    listed = list(loaded.record.areas)
    return {"missing": [a for a in found if a not in listed], "extra": [a for a in listed if a not in found]}


def _render(located: Any, output_format: LocateFormat, comparison: dict[str, list[str]] | None) -> str:
    details = [
        {"area": f.area, "share_of_area": round(f.share_of_area, 4), "share_of_range": round(f.share_of_range, 4),
         "points": f.points, "listed": f.listed}
        for f in located.findings
    ]
    if output_format is LocateFormat.json:
        data: dict[str, Any] = {"kind": located.kind, "areas": located.areas, "area_count": len(located.areas),
                                "details": details, "notes": located.notes}
        if comparison is not None:
            data["comparison"] = comparison
        return json.dumps(data, indent=2) + "\n"
    lines = [f"# {note}" for note in located.notes]
    if output_format is LocateFormat.table:
        if located.kind == "range":
            rows = [[d["area"], f"{100 * d['share_of_area']:.1f}%", f"{100 * d['share_of_range']:.1f}%",
                     "yes" if d["listed"] else "no"] for d in details]
            text = table(rows, ["area", "of the area", "of the range", "listed"])
        else:
            rows = [[d["area"], str(d["points"]), "yes" if d["listed"] else "no"] for d in details]
            text = table(rows, ["area", "points", "listed"])
        lines.append(text.rstrip("\n"))
    else:
        lines.append(f"areas: [{', '.join(located.areas)}]")
        lines.append(f"area_count: {len(located.areas)}")
    if comparison is not None:
        lines.append(f"# missing from the record: {', '.join(comparison['missing']) or 'none'}")
        lines.append(f"# in the record but not found: {', '.join(comparison['extra']) or 'none'}")
    return "\n".join(lines) + "\n"
