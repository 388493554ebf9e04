"""The `fauna` command line as a typer app: a group whose commands, each in its own module under
commands/, are built as they are asked for. cli.main runs it."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import Any

import typer
from typer.core import TyperGroup

from fauna_cards import __version__
from fauna_cards.commands.options import QuickHelpGroup

# The commands, in the order the help lists them: each one's module under commands/ and its
# function there (or its own typer app). A command is imported and built (typer reads its
# signature) only when it runs or a help lists it, so `fauna validate deck` builds validate alone.
COMMANDS: dict[str, tuple[str, str]] = {
    "validate": ("validate", "validate"), "spaces": ("spaces", "spaces"), "regions": ("regions", "regions"),
    "score": ("score", "score"), "medals": ("medals", "medals"), "show": ("show", "show"), "play": ("play", "play"),
    "map": ("map_", "map_command"), "locate": ("locate", "locate"), "print": ("print_", "print_cards"),
    "kit": ("kit", "kit"), "report": ("report", "report"), "schema": ("schema", "schema"), "rules": ("rules", "rules"),
    "init": ("init", "init"), "new": ("new", "new"), "fmt": ("fmt", "fmt"), "export": ("export", "export"),
    "import": ("import_", "import_deck"), "board": ("board", "board_app"),
}

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


class FaunaGroup(QuickHelpGroup):
    """Usage errors as plain lines on standard error, like every other failure of fauna: the
    problem (`fauna: error: ...`), the usage and how to get help; exit code 2. Its commands
    are built as they are asked for (COMMANDS)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands = _Commands()  # type: ignore[assignment]

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


class _Commands(Mapping[str, Any]):
    """The group's commands by name, each built the first time it is asked for, as typer
    builds the commands of `app.command()` and `app.add_typer()` (those calls are made here,
    one command at a time, and taken back once typer has read them)."""

    def __init__(self) -> None:
        self._built: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        if name not in self._built:
            if name not in COMMANDS:
                raise KeyError(name)
            self._built[name] = _build(name)
        return self._built[name]

    def __setitem__(self, name: str, command: Any) -> None:  # click's add_command
        self._built[name] = command

    def __contains__(self, name: object) -> bool:
        return name in COMMANDS or name in self._built

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*COMMANDS, *self._built]))

    def __len__(self) -> int:
        return len(dict.fromkeys([*COMMANDS, *self._built]))


def _build(name: str) -> Any:
    module, attribute = COMMANDS[name]
    target = getattr(import_module(f"fauna_cards.commands.{module}"), attribute)
    settings = {"pretty_exceptions_short": app.pretty_exceptions_short, "rich_markup_mode": app.rich_markup_mode}
    if isinstance(target, typer.Typer):
        app.add_typer(target, name=name)
        return typer.main.get_group_from_info(app.registered_groups.pop(), suggest_commands=app.suggest_commands,
                                              **settings)
    app.command(name)(target)
    return typer.main.get_command_from_info(app.registered_commands.pop(), **settings)


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
