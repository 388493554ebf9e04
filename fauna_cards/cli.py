"""The `fauna` command: the process's set-up, then the command line (commands/group.py). A
plain `fauna validate` run is read without typer (commands/validate_front.py), so that a check
in CI starts as fast as the data models allow."""

from __future__ import annotations

import gc
import sys

def main() -> None:
    # What start-up made (the commands, the models and their schemas) lives as long as the
    # process: frozen, the collector no longer walks it at every full collection, which took
    # a tenth of `fauna print`'s time. Only here, in a real run: tests that call the app many
    # times in one process collect as usual.
    gc.freeze()
    _stop_on_signals()
    if sys.argv[1:2] == ["validate"]:
        from fauna_cards.commands.validate_front import quick_validate

        code = quick_validate(sys.argv[2:])
        if code is not None:
            _end_now(code)
    from fauna_cards.commands.group import app

    app()


def _end_now(code: int) -> None:
    """End the process without freeing what it made, as mypy does: tearing down the models and
    their schemas one object at a time is a tenth of a small deck's check. Nothing is left to
    clean up: validate writes no file, and its report is flushed here."""
    import os

    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed or vanished reader: nothing more to say
            pass
    os._exit(code)


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
