"""How a command ends: exit codes, one-line failures, and every error turned into one of
them, never a traceback."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import NoReturn

from fauna_cards.commands.output import printable

from fauna_cards.errors import EXIT_FINDINGS, EXIT_USAGE

EXIT_OK = 0
EXIT_INTERNAL = 3  # a bug in fauna-cards
EXIT_INTERRUPTED = 130  # as a shell reports Ctrl-C


def fail(message: str, code: int = EXIT_USAGE) -> NoReturn:
    sys.stderr.write(f"fauna: error: {printable(message)}\n")
    stop(code)


def stop(code: int) -> NoReturn:
    """End the command with `code`: through typer's Exit when typer runs it (the group makes
    that the exit code), as SystemExit when validate's quick front runs it without typer."""
    typer = sys.modules.get("typer")
    raise typer.Exit(code) if typer is not None else SystemExit(code)


def _is_exit(error: Exception) -> bool:
    """Whether `error` is typer's Exit (a RuntimeError), without importing typer for it."""
    typer = sys.modules.get("typer")
    return typer is not None and isinstance(error, typer.Exit)


@contextmanager
def exits_on(codes: Mapping[type[Exception], int]) -> Iterator[None]:
    """Errors that a command's own libraries raise (imported only where the command runs, so
    the guard cannot name them) as one line and the exit code given for their type."""
    try:
        yield
    except tuple(codes) as error:
        code = next(code for kind, code in codes.items() if isinstance(error, kind))
        fail(str(error), code)


def report_deck_errors(error: Exception) -> None:
    """A checked deck's diagnostics on standard error, as `fauna validate` writes them."""
    from fauna_cards.commands.options import Colour
    from fauna_cards.commands.output import use_colour
    from fauna_cards.report import Report
    from fauna_cards.report.text import write

    result = error.result  # type: ignore[attr-defined]
    write(Report(result.diagnostics, result.files_checked), sys.stderr, use_colour(Colour.auto, sys.stderr))


def _is_data_error(error: Exception) -> bool:
    """Whether `error` is load.documents' DataError, without importing that module (YAML and
    the data models) for a command that reads no data: whatever raises it has imported it."""
    documents = sys.modules.get("fauna_cards.load.documents")
    return documents is not None and isinstance(error, documents.DataError)


@contextmanager
def guarded() -> Iterator[None]:
    """Turn every failure into a one-line message and an honest exit code, never a traceback
    (set FAUNA_DEBUG=1 to see one). A library that only an extra installs is named, with the
    extra and how to install it (exit 2)."""
    from fauna_cards.errors import FaunaError, Terminated
    from fauna_cards.services.errors import DeckHasErrors

    try:
        yield
    except DeckHasErrors as error:  # answers from a broken deck would mislead
        report_deck_errors(error)
        stop(EXIT_FINDINGS)
    except FaunaError as error:  # every failure the user can act on, with its own exit code
        if _is_data_error(error):
            from fauna_cards.report import Report
            from fauna_cards.report.text import write

            sys.stderr.write("fauna: error: the board data has problems:\n")
            write(Report(error.diagnostics, len({d.file for d in error.diagnostics})), sys.stderr, False)  # type: ignore[attr-defined]
            stop(EXIT_FINDINGS)
        fail(str(error), error.exit_code)
    except KeyboardInterrupt:
        sys.stderr.write("fauna: interrupted\n")
        stop(EXIT_INTERRUPTED)
    except Terminated as stopped:
        sys.stderr.write(f"fauna: stopped by signal {stopped.signum}\n")
        stop(128 + stopped.signum)
    except BrokenPipeError:
        # The reader went away (`fauna spaces | head`): nothing more to say to it.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        stop(EXIT_OK)
    except ModuleNotFoundError as error:  # an optional library the default install leaves out
        from fauna_cards.extras import missing_message

        message = missing_message(error)
        if message is not None:
            fail(message)
        if os.environ.get("FAUNA_DEBUG"):
            raise
        fail(f"internal error: {type(error).__name__}: {error} (FAUNA_DEBUG=1 shows more)", EXIT_INTERNAL)
    except OSError as error:  # a file we were told to write or read: a usage or I/O problem
        where = f"{error.filename}: " if error.filename else ""
        fail(f"{where}{error.strerror or error}")
    except Exception as error:  # noqa: BLE001 - the last line of defence for users
        if _is_exit(error):  # a command's own ending, not a failure
            raise
        if os.environ.get("FAUNA_DEBUG"):
            raise
        fail(f"internal error: {type(error).__name__}: {error} (FAUNA_DEBUG=1 shows more)", EXIT_INTERNAL)
