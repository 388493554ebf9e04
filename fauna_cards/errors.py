"""Failures every layer may raise, and how they end a command."""

from __future__ import annotations


class IOTrouble(Exception):
    """A file that cannot be found or read, or a name that names nothing: exit code 2."""
