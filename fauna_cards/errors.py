"""Failures every layer may raise, and how they end a command."""

from __future__ import annotations


class IOTrouble(Exception):
    """A file that cannot be found or read, or a name that names nothing: exit code 2."""


class DoesNotFit(ValueError):
    """What was asked does not fit the paper or the cards (a board, a box, a sheet of
    pieces): exit code 2; the message says what would."""
