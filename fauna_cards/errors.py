"""Failures every layer may raise, and how they end a command."""

from __future__ import annotations


class IOTrouble(Exception):
    """A file that cannot be found or read, or a name that names nothing: exit code 2."""


class DoesNotFit(ValueError):
    """What was asked does not fit the paper or the cards (a board, a box, a sheet of
    pieces): exit code 2; the message says what would."""


class Terminated(BaseException):
    """The process was asked to stop (SIGTERM, SIGHUP): raised from the signal handler so
    that every `finally` runs (temporary files removed, a game saved), like Ctrl-C's
    KeyboardInterrupt. A BaseException, so that no `except Exception` swallows it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
