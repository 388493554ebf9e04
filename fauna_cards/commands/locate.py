"""`fauna locate`: which board areas a range map or occurrence points fall in."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, EXIT_USAGE, exits_on, guarded, report_deck_errors
from fauna_cards.commands.options import FORMAT_OPTION, formats
from fauna_cards.commands.output import emit

LocateFormat = formats("yaml", "json", "table")


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
    output_format: Annotated[LocateFormat, FORMAT_OPTION] = LocateFormat.yaml,  # type: ignore[valid-type, attr-defined]
) -> None:
    """Turn a range map or occurrence points into an `areas:` list for a record.

    Exit codes: 0 the areas are found (and, with --record, the record lists the same); 1 the
    record lists other areas; 2 a source that cannot be used or read, or one that puts no
    area past --min-share or --min-points.
    """
    with guarded():
        from fauna_cards.geo.locate import SourceError
        from fauna_cards.render import render
        from fauna_cards.services.locate import LocateOptions, RecordHasErrors, locate as located_areas

        try:
            with exits_on({SourceError: EXIT_USAGE}):
                view = located_areas(LocateOptions(source, record, min_share, min_points))
        except RecordHasErrors as error:  # exit 1 would say the record's areas differ
            report_deck_errors(error)
            raise typer.Exit(EXIT_USAGE) from None
        emit(render(view, output_format.value))
        if view.comparison is not None and view.comparison.differs:
            raise typer.Exit(EXIT_FINDINGS)
