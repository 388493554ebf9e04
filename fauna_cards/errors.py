"""Failures every layer may raise, and how they end a command: each is a FaunaError with its
exit code, and commands/guard.py turns any of them into one line on standard error."""

from __future__ import annotations

EXIT_FINDINGS = 1  # the input is wrong
EXIT_USAGE = 2  # bad options, a missing file, unreadable input


class FaunaError(Exception):
    """A failure the user can act on: a message in plain words, perhaps the rule code of the
    problem, and the exit code it ends a command with (bad input 1, usage or I/O 2)."""

    exit_code = EXIT_USAGE

    def __init__(self, message: str, code: str | None = None, exit_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        if exit_code is not None:
            self.exit_code = exit_code


class IOTrouble(FaunaError):
    """A file that cannot be found or read, or a name that names nothing: exit code 2."""


class DoesNotFit(FaunaError, ValueError):
    """What was asked does not fit the paper or the cards (a board, a box, a sheet of
    pieces): exit code 2; the message says what would."""


class Terminated(BaseException):
    """The process was asked to stop (SIGTERM, SIGHUP): raised from the signal handler so
    that every `finally` runs (temporary files removed, a game saved), like Ctrl-C's
    KeyboardInterrupt. A BaseException, so that no `except Exception` swallows it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
