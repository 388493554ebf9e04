"""`fauna schema`: print, write or check the JSON Schemas generated from the models."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import EXIT_FINDINGS, fail, guarded
from fauna_cards.commands.output import emit

MAX_SCHEMA_BYTES = 4 * 1024 * 1024  # the largest schema is about 30 kB
SCHEMA_HELP = "animal, deck, board, areas, regions, game, paper, components or services"


def schema(
    name: Annotated[
        Optional[str],
        typer.Argument(
            metavar="NAME|DIR",
            help=f"Print one schema: {SCHEMA_HELP}. With --write or --check: the folder (as --dir).",
            show_default=False,
        ),
    ] = None,
    write: Annotated[bool, typer.Option("--write", help="Write every schema into the folder.")] = False,
    check: Annotated[
        bool, typer.Option("--check", help="Fail (exit 1) if a schema in the folder differs from the models.")
    ] = False,
    directory: Annotated[
        Optional[Path],
        typer.Option("--dir", help="The schema folder [default: schema, in the current folder].", show_default=False),
    ] = None,
) -> None:
    """Generate the JSON Schemas of records, decks, boards and game files from the models.

    Editors use them for completion and hover (`# yaml-language-server: $schema=...` as a
    file's first line, relative to that file), and any draft-07 validator can check files
    with them. `fauna schema --write schema` in a deck repository puts them in its `schema/`
    folder; `--check` tells whether they are still those of the installed fauna-cards.
    """
    with guarded():
        from fauna_cards.atomic import write_set
        from fauna_cards.errors import IOTrouble
        from fauna_cards.safe_io import read_bounded
        from fauna_cards.load.boards import load_board
        from fauna_cards.services.schemas import SCHEMA_MODELS, schema_text

        if write or check:
            if name is not None and directory is not None:
                fail(f"give the folder once: {name} or --dir {directory}")
            directory = Path(name) if name is not None else (directory or Path("schema"))
            name = None
        elif directory is not None:
            fail("--dir goes with --write or --check")
        if sum([write, check, name is not None]) != 1:
            fail("give one of: a schema name, --write or --check")
        area_ids = list(load_board("fauna-metric").world.areas)
        if check and not directory.is_dir():
            fail(f"no schema folder at {directory}: `fauna schema --write {directory.as_posix()}` makes one")
        if name is not None:
            if name not in SCHEMA_MODELS:
                from fauna_cards.suggest import did_you_mean

                hint = did_you_mean(name, SCHEMA_MODELS)
                fail(f"unknown schema {name!r}; " + (f"{hint} " if hint else "") + f"choose from {', '.join(SCHEMA_MODELS)}")
            emit(schema_text(name, area_ids))
            return
        if write:  # all of them or none: a failed run must not leave old and new schemas mixed
            texts = [(f"{name}.schema.json", schema_text(name, area_ids).encode("utf-8")) for name in SCHEMA_MODELS]
            write_set(directory, texts)
            emit("".join(f"wrote {(directory / name).as_posix()}\n" for name, _ in texts))
            return
        drifted = []
        for schema_name in SCHEMA_MODELS:
            path = directory / f"{schema_name}.schema.json"
            try:
                current = read_bounded(path, path.as_posix(), MAX_SCHEMA_BYTES).decode("utf-8")
            except (IOTrouble, UnicodeDecodeError):
                current = None  # missing, not a file or not even text: out of date all the same
            if current != schema_text(schema_name, area_ids):
                drifted.append(path.as_posix())
        if drifted:
            again = "fauna schema --write" + ("" if directory == Path("schema") else f" {directory.as_posix()}")
            emit("".join(f"out of date: {p}\n" for p in drifted) + f"run `{again}` and commit the result\n")
            raise typer.Exit(EXIT_FINDINGS)
        emit(f"ok: {len(SCHEMA_MODELS)} schemas match the models\n")
