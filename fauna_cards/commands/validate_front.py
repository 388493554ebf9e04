"""`fauna validate` without typer: the run both fronts share (commands/validate.py declares
the command for typer), and a quick reading of plain arguments, so that a deck check in CI
does not pay for building the command line (typer and the pydantic checks of its option
values cost a quarter of a small deck's run). Anything the quick reading is not sure of
(help, an unknown option, a value that looks like an option, a bad choice) goes to typer,
which gives the usage error or the help page."""

from __future__ import annotations

import sys

from fauna_cards.commands.guard import EXIT_OK, guarded, stop
from fauna_cards.commands.output import Colour, use_colour
from fauna_cards.errors import EXIT_FINDINGS
from fauna_cards.report import REPORTERS, reporter
from fauna_cards.services.validate import DEFAULT_PATHS, ValidateOptions, chosen_format, validate

# Each option of the command: its flags, the field of ValidateOptions it sets, and what it
# takes (a test holds this table to typer's declaration in commands/validate.py).
VALUE_OPTIONS = {"--format": "report_format", "-f": "report_format", "--board": "boards", "-b": "boards",
                 "--color": "colour"}
FLAG_OPTIONS = {"--strict": "strict"}
REPEATED = {"boards"}
CHOICES = {"report_format": tuple(REPORTERS), "colour": tuple(colour.value for colour in Colour)}


def run(options: ValidateOptions) -> None:
    """Check, write the report on standard output and end the command: 0 when the files are
    valid (with --strict: no warning either), 1 on findings, 2 when there is nothing to check."""
    with guarded():
        report = validate(options)
        reporter(chosen_format(options))(report, sys.stdout, use_colour(Colour(options.colour), sys.stdout))
        sys.stdout.flush()
        stop(EXIT_OK if report.valid else EXIT_FINDINGS)


def quick_options(args: list[str]) -> ValidateOptions | None:
    """ValidateOptions from the arguments after `validate`, or None when typer should read them."""
    values: dict[str, object] = {"boards": [], "paths": []}
    words = iter(args)
    for word in words:
        if word == "--":
            values["paths"] += list(words)  # type: ignore[operator]
            break
        if not word.startswith("-") or word == "-":
            values["paths"].append(word)  # type: ignore[attr-defined]
            continue
        if word in FLAG_OPTIONS:
            values[FLAG_OPTIONS[word]] = True
            continue
        flag, equals, value = word.partition("=")
        if flag not in VALUE_OPTIONS or (equals and not flag.startswith("--")):
            return None
        if not equals:
            value = next(words, "-")
        field = VALUE_OPTIONS[flag]
        if value.startswith("-") or value not in CHOICES.get(field, (value,)):
            return None
        if field in REPEATED:
            values[field].append(value)  # type: ignore[attr-defined]
        else:
            values[field] = value
    return ValidateOptions(paths=tuple(values.pop("paths")) or DEFAULT_PATHS,  # type: ignore[arg-type]
                           boards=tuple(values.pop("boards")), **values)  # type: ignore[arg-type]


def quick_validate(args: list[str]) -> int | None:
    """Run `fauna validate ARGS` here and give its exit code, or None when typer should read
    the arguments."""
    options = quick_options(args)
    if options is None:
        return None
    try:
        run(options)
    except SystemExit as ended:  # typer is not loaded: the guard ends the run this way
        return ended.code if isinstance(ended.code, int) else 1
    return 0
