"""How every command ends on a failure, in one place: a FaunaError becomes one plain line on
standard error and its exit code; anything else a short line too, never a traceback."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import typer

EXIT_INTERRUPTED = 130  # as a shell reports Ctrl-C


@contextmanager
def guarded() -> Iterator[None]:
    """Turn every failure into a one-line message and an honest exit code, never a traceback
    (set FAUNA_DEBUG=1 to see one). A library that only an extra installs is named, with the
    extra and how to install it (exit 2)."""
    # Imported here: _shared imports this module, and a command that never fails pays nothing.
    from fauna_cards.commands._shared import EXIT_FINDINGS, EXIT_INTERNAL, EXIT_OK, fail
    from fauna_cards.errors import FaunaError, Terminated
    from fauna_cards.load.documents import DataError

    try:
        yield
    except typer.Exit:
        raise
    except DataError as error:  # a board's own problems: the report of them, not one line
        from fauna_cards.report import Report
        from fauna_cards.report.text import write

        sys.stderr.write("fauna: error: the board data has problems:\n")
        write(Report(error.diagnostics, len({d.file for d in error.diagnostics})), sys.stderr, False)
        raise typer.Exit(EXIT_FINDINGS) from None
    except FaunaError as error:
        fail(str(error), error.exit_code)
    except KeyboardInterrupt:
        sys.stderr.write("fauna: interrupted\n")
        raise typer.Exit(EXIT_INTERRUPTED) from None
    except Terminated as stopped:
        sys.stderr.write(f"fauna: stopped by signal {stopped.signum}\n")
        raise typer.Exit(128 + stopped.signum) from None
    except BrokenPipeError:
        # The reader went away (`fauna spaces | head`): nothing more to say to it.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        raise typer.Exit(EXIT_OK) from None
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
    except Exception as error:
        if os.environ.get("FAUNA_DEBUG"):
            raise
        fail(f"internal error: {type(error).__name__}: {error} (FAUNA_DEBUG=1 shows more)", EXIT_INTERNAL)
