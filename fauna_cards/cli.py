"""The `fauna` command line. Each command lives in its own module under commands/."""

from __future__ import annotations

import typer

from fauna_cards import __version__
from fauna_cards.commands import (
    board, kit, locate, play, printcmd, regions, schema, score, show, spaces, validate, worldmap,
)

app = typer.Typer(
    name="fauna",
    help="Write, check and print animal card decks for FAUNA and FAUNA KOMPAKT.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",  # reflows docstring paragraphs instead of keeping their line breaks
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.command("validate")(validate.validate)
app.command("spaces")(spaces.spaces)
app.command("regions")(regions.regions)
app.command("score")(score.score)
app.command("show")(show.show)
app.command("play")(play.play)
app.command("map")(worldmap.map_command)
app.command("locate")(locate.locate)
app.command("print")(printcmd.print_cards)
app.command("kit")(kit.kit)
app.command("schema")(schema.schema)
app.add_typer(board.board_app, name="board")


def _version(value: bool) -> None:
    if value:
        print(f"fauna-cards {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """Write, check and print animal card decks for FAUNA and FAUNA KOMPAKT."""


def main() -> None:
    _stop_on_signals()
    app()


def _stop_on_signals() -> None:
    """SIGTERM and SIGHUP raise Terminated, as Ctrl-C raises KeyboardInterrupt, so that a
    stopped run cleans up after itself and `fauna play --record` saves the game."""
    import signal

    from fauna_cards.errors import Terminated

    def stop(signum, frame):  # type: ignore[no-untyped-def]
        raise Terminated(signum)

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)
