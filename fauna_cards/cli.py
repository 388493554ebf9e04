"""The `fauna` command line. Each command lives in its own module under commands/."""

from __future__ import annotations

import gc
import re
import sys
from typing import Any

import typer
from typer.core import TyperGroup

from fauna_cards import __version__
from fauna_cards.commands import (
    board, export, fmt, import_, init, kit, locate, map_, medals, new, play, print_, regions, report, rules, schema,
    score, show, spaces, validate,
)

# The command-line library's exceptions, from wherever this typer takes them.
_exceptions = sys.modules[typer.BadParameter.__module__]

# The library's wording of a bad option value, and ours.
_PLAIN_WORDS = (
    (re.compile(r"Value error, |Assertion failed, "), ""),
    (re.compile(r"Input should be a valid integer, (?:unable to parse string as an integer|got a number with "
                r"a fractional part)|Input should be a valid integer"), "not a whole number"),
    (re.compile(r"Input should be a valid number(?:, unable to parse string as a number)?"), "not a number"),
    (re.compile(r"Input should be a valid boolean(?:, unable to interpret input)?"), "not true or false"),
    (re.compile(r"Input should be greater than or equal to"), "at least"),
    (re.compile(r"Input should be less than or equal to"), "at most"),
    (re.compile(r"Input should be"), "should be"),
    (re.compile(r"\.? *\(Possible options: ([^,)]*)\)"), r"; did you mean \1?"),
    (re.compile(r"\.? *\(Possible options: ([^)]*)\)"), r"; close options: \1"),
    (re.compile(r"\.? *Did you mean"), "; did you mean"),
)


def plain_message(message: str) -> str:
    """A usage error in our words: no library phrasing, lower case, no full stop."""
    for pattern, replacement in _PLAIN_WORDS:
        message = pattern.sub(replacement, message)
    message = " ".join(message.split()).rstrip(".")
    return message[:1].lower() + message[1:] if message[1:2].islower() else message


class FaunaGroup(TyperGroup):
    """Usage errors as plain lines on standard error, like every other failure of fauna: the
    problem (`fauna: error: ...`), the usage and how to get help; exit code 2."""

    def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            outcome = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except _exceptions.ClickException as error:
            if type(error).__name__ == "NoArgsIsHelpError":  # `fauna` alone: the help
                error.show()
            else:
                _usage_error(error, self, args if args is not None else sys.argv[1:])
            sys.exit(error.exit_code)
        except typer.Abort:
            sys.stderr.write("fauna: aborted\n")
            sys.exit(1)
        sys.exit(outcome if isinstance(outcome, int) else 0)


def _usage_error(error: Any, group: TyperGroup, args: list[str]) -> None:
    from fauna_cards.commands.output import printable

    lines = [f"fauna: error: {printable(plain_message(error.format_message()))}"]
    context = getattr(error, "ctx", None)
    if context is not None:
        lines.append(context.get_usage())
        if context.command.get_help_option(context) is not None:
            lines.append(f"Try '{context.command_path} {context.help_option_names[0]}' for help.")
    else:  # an option without its value: name the command's help all the same
        words = [word for word in args if word in group.commands][:1]
        lines.append(f"Try 'fauna {' '.join([*words, '-h'])}' for help.")
    sys.stderr.write("\n".join(lines) + "\n")
    sys.stderr.flush()


app = typer.Typer(
    name="fauna",
    cls=FaunaGroup,
    help="Write, check, print and play animal card decks for FAUNA, FAUNA KOMPAKT and ANIMALIA.",
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
app.command("medals")(medals.medals)
app.command("show")(show.show)
app.command("play")(play.play)
app.command("map")(map_.map_command)
app.command("locate")(locate.locate)
app.command("print")(print_.print_cards)
app.command("kit")(kit.kit)
app.command("report")(report.report)
app.command("schema")(schema.schema)
app.command("rules")(rules.rules)
app.command("init")(init.init)
app.command("new")(new.new)
app.command("fmt")(fmt.fmt)
app.command("export")(export.export)
app.command("import")(import_.import_deck)
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
    """Write, check, print and play animal card decks for FAUNA, FAUNA KOMPAKT and ANIMALIA."""


def main() -> None:
    # What start-up made (the commands, the models and their schemas) lives as long as the
    # process: frozen, the collector no longer walks it at every full collection, which took
    # a tenth of `fauna print`'s time. Only here, in a real run: tests that call the app many
    # times in one process collect as usual.
    gc.freeze()
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
