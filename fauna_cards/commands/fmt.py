"""`fauna fmt`: records and deck files in the one canonical layout."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, EXIT_OK, fail, guarded
from fauna_cards.commands.output import emit, say


def fmt(
    paths: Annotated[
        Optional[list[str]],
        typer.Argument(
            metavar="PATH",
            help="Record files, deck folders, deck.yaml files, or a whole repository, found as "
            "`fauna validate` finds them. Default: deck/.",
            show_default=False,
        ),
    ] = None,
    check: Annotated[
        bool,
        typer.Option("--check", help="Change nothing: list the files that are not in form and exit 1 if any."),
    ] = False,
    diff: Annotated[
        bool,
        typer.Option("--diff", help="Change nothing: print each change as a unified diff."),
    ] = False,
) -> None:
    """Lay out animal records and deck files in the canonical layout: field order, quoting,
    flow or block style per field, measure spelling. Comments are kept.

    Exit 0 when done (with --check: when every file is in form), 1 when a file does not read
    or, with --check, when a file is not in form; 2 on usage or I/O trouble.
    """
    with guarded():
        from fauna_cards.services.fmt import FmtOptions, format_paths
        from fauna_cards.words import plural

        chosen = paths or ["deck"]
        result = format_paths(FmtOptions(tuple(chosen), write=not (check or diff)))
        if not result.files:
            where = ", ".join(chosen)
            if result.skipped:
                fail(f"no records or deck files to format in {where}: "
                     f"{plural(len(result.skipped), 'other YAML file')} skipped")
            fail(f"no YAML files to format in {where}")
        done = "formatted" if not (check or diff) else "would be formatted"
        for outcome in result.files:
            if outcome.status == "formatted":
                if diff:
                    emit(outcome.diff)
                say(f"{'formatted' if done == 'formatted' else 'would format'} {outcome.display}")
            elif outcome.status == "unreadable":
                say(f"{outcome.display}:{outcome.problem} (left as it is)", err=True)
        summary = [f"{plural(result.count('formatted'), 'file')} {done}", f"{result.count('unchanged')} unchanged"]
        if result.count("unreadable"):
            summary.append(f"{result.count('unreadable')} not readable")
        if result.skipped:
            summary.append(f"{plural(len(result.skipped), 'other YAML file')} skipped")
        say(", ".join(summary))
        failed = result.count("unreadable") or (check and result.count("formatted"))
        raise typer.Exit(EXIT_FINDINGS if failed else EXIT_OK)
