"""`fauna locate`: which board areas a range map or occurrence points fall in, and how
they compare with a record's `areas:`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fauna_cards.errors import IOTrouble
from fauna_cards.services.errors import DeckHasErrors
from fauna_cards.views.locate import AreaFinding, Comparison, LocatedView
from fauna_cards.words import plural


@dataclass(frozen=True)
class LocateOptions:
    source: Path
    record: Path | None  # a record file to compare with
    min_share: float
    min_points: int


class RecordHasErrors(DeckHasErrors):
    """The record to compare with has errors: it cannot be compared with (exit 2, since 1
    says the record's areas differ)."""


def locate(options: LocateOptions) -> LocatedView:
    """SourceError (geo.locate) for a source that cannot be used; IOTrouble for a path that
    is no file or a source that puts no area past the thresholds."""
    from fauna_cards.geo.locate.common import Located, is_point_file
    from fauna_cards.geo.shapes import area_shapes
    from fauna_cards.safe_io import require_regular

    source = options.source
    # A named pipe or a device would block the reader, a folder means nothing: refuse it at
    # once, naming the path, before the area shapes are even loaded.
    require_regular(source, str(source))
    if options.record is not None:
        _require_record_file(options.record)
    shapes = area_shapes("board")
    if is_point_file(source):  # each branch imports its own: points need neither GDAL nor pyproj
        from fauna_cards.geo.locate.areas import locate_points
        from fauna_cards.geo.locate.points import read_point_array

        points, notes = read_point_array(source)
        findings, outside = locate_points(points, shapes, options.min_points)
        if outside:
            notes.append(f"{plural(outside, 'point')} fell in no area")
        located = Located("points", findings, notes)
    else:
        from fauna_cards.geo.locate.areas import locate_range
        from fauna_cards.geo.locate.files import read_range

        geometry, notes = read_range(source)
        located = Located("range", locate_range(geometry, shapes, options.min_share, str(source)), notes)
    if not located.areas:
        raise IOTrouble(_nothing_found(str(source), located, options.min_share, options.min_points))
    comparison = _compare(options.record, located.areas) if options.record is not None else None
    details = tuple(AreaFinding(f.area, round(f.share_of_area, 4), round(f.share_of_range, 4), f.points, f.listed)
                    for f in located.findings)
    return LocatedView(located.kind, tuple(located.areas), details, tuple(located.notes), comparison)


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
    from fauna_cards.load.deck import MANIFEST
    from fauna_cards.safe_io import require_regular

    try:
        require_regular(record_path, str(record_path))
    except IOTrouble as error:
        raise IOTrouble(f"--record takes one record file: {error}") from None
    if record_path.name == MANIFEST:
        raise IOTrouble(f"--record takes one record file, not a deck's {MANIFEST}: {record_path}")


def _compare(record_path: Path, found: list[str]) -> Comparison:
    from fauna_cards.services.decks import checked_deck

    # Read as `fauna validate` reads records: size-limited, any problem a diagnostic.
    try:
        records = checked_deck([str(record_path)]).records
    except DeckHasErrors as error:
        raise RecordHasErrors(error.result) from None
    if len(records) != 1:
        raise IOTrouble(f"--record takes one record file; {record_path} holds {len(records)} records")
    (loaded,) = records
    listed = list(loaded.record.areas)
    return Comparison(tuple(a for a in found if a not in listed), tuple(a for a in listed if a not in found))
