"""Running `fauna` from the tests, in one place.

`run_cli` runs a command in this process through typer's CliRunner: fast, and the result
keeps stdout, stderr and the exit code apart. `run_process` runs `python -m fauna_cards` as
a real program, for what only a process shows: its exit status as the shell sees it, signals,
what the interpreter imports, streams that are not a terminal. `run_python` runs any other
Python argument list (`-c` scripts, `-X importtime`) with the same environment.

Both start from the same environment: the variables of the machine running the tests that
would change what `fauna` prints (a CI's GITHUB_ACTIONS picks the report format, FAUNA_DEBUG
shows tracebacks, PRE_COMMIT changes the advice about extras) are removed, and colour is off.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from click.testing import Result

ROOT = Path(__file__).resolve().parent.parent

# None removes the variable; CliRunner and run_python read the same table.
QUIET_ENV: dict[str, str | None] = {"GITHUB_ACTIONS": None, "FAUNA_DEBUG": None, "PRE_COMMIT": None,
                                    "NO_COLOR": "1"}


def run_cli(*args: str, input: str | None = None, env: Mapping[str, str | None] | None = None,
            exit_code: int | None = None) -> Result:
    """`fauna *args` in this process, with `input` typed on stdin and `env` over QUIET_ENV.
    With `exit_code`, the run must end with it (the output is the assertion's message)."""
    from typer.testing import CliRunner

    from fauna_cards.commands.group import app

    result = CliRunner().invoke(app, list(args), input=input, env={**QUIET_ENV, **(env or {})})
    if exit_code is not None:
        assert result.exit_code == exit_code, result.output
    return result


def process_env(extra: Mapping[str, str | None] | None = None) -> dict[str, str]:
    """This process's environment with QUIET_ENV and then `extra` applied (None removes)."""
    env = dict(os.environ)
    for name, value in {**QUIET_ENV, **(extra or {})}.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def run_python(*args: str, cwd: Path = ROOT, env: Mapping[str, str | None] | None = None,
               input: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`python *args` in its own process; stdout and stderr captured apart, as text."""
    return subprocess.run([sys.executable, *args], cwd=cwd, env=process_env(env), input=input,
                          capture_output=True, text=True, timeout=timeout, check=False)


def run_process(*args: str, cwd: Path = ROOT, env: Mapping[str, str | None] | None = None,
                input: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`python -m fauna_cards *args` in its own process, as a user runs it."""
    return run_python("-m", "fauna_cards", *args, cwd=cwd, env=env, input=input, timeout=timeout)


def start_process(*args: str, cwd: Path = ROOT, env: Mapping[str, str | None] | None = None) -> subprocess.Popen[str]:
    """`python -m fauna_cards *args` started and left running, every stream a pipe: for tests
    that type into it over time or send it a signal."""
    return subprocess.Popen([sys.executable, "-m", "fauna_cards", *args], cwd=cwd, env=process_env(env),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
