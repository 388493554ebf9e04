"""Pinned outputs: what a command prints, byte for byte, kept in tests/examples/outputs/.

Each test file that pins outputs declares its cases and calls `check`; after a change that
is meant to alter an output, rewrite the files with FAUNA_UPDATE_OUTPUTS=1 and read the
difference before committing. Paths of this machine are written as <repo> so that the
files hold on any checkout.
"""

from __future__ import annotations

import os


from helpers import run_cli
from conftest import EXAMPLES, ROOT

OUTPUTS = EXAMPLES / "outputs"
UPDATE = os.environ.get("FAUNA_UPDATE_OUTPUTS") == "1"


def run(arguments: list[str], typed: str = "", exit_code: int = 0) -> str:
    result = run_cli(*arguments, input=typed, exit_code=exit_code)
    return result.output.replace(str(ROOT), "<repo>")


def check(name: str, output: str) -> None:
    """Compare `output` with the pinned file `name` (or write it, when updating)."""
    path = OUTPUTS / name
    if UPDATE:
        OUTPUTS.mkdir(exist_ok=True)
        path.write_text(output, encoding="utf-8")
    assert path.exists(), f"no pinned output {name}: run with FAUNA_UPDATE_OUTPUTS=1 and read it"
    assert output == path.read_text(encoding="utf-8"), f"{name} differs from {path}"
