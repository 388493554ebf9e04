"""What `fauna schema` prints, and the lines that close `make demo`, byte for byte (see
pinned.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT
from pinned import OUTPUTS, check, run


def test_a_schema_printed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    check("schema-regions.json", run(["schema", "regions"]))


def test_check_ok(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    check("schema-write.txt", run(["schema", "--write"]))
    check("schema-check-ok.txt", run(["schema", "--check"]))


def test_check_failing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    run(["schema", "--write", "schemas"])
    (tmp_path / "schemas" / "deck.schema.json").write_text("{}\n", encoding="utf-8")
    (tmp_path / "schemas" / "game.schema.json").unlink()
    check("schema-check-failing.txt", run(["schema", "--check", "schemas"], exit_code=1))


def test_usage_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    output = run(["schema"], exit_code=2)
    output += run(["schema", "animals"], exit_code=2)
    output += run(["schema", "--check"], exit_code=2)  # no schema/ here
    check("schema-usage.txt", output)


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_the_lines_that_close_make_demo() -> None:
    """`make demo` ends by saying where the cards are and how to run the tool: the echo
    commands of its recipe, run as make would (`make -n` lists them without running any)."""
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}  # under `make test`
    listed = subprocess.run(["make", "-n", "--no-print-directory", "demo"], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, check=True, env=env).stdout.splitlines()
    closing = []
    for line in reversed(listed):
        if not line.startswith("echo"):
            break
        closing.insert(0, line)
    said = subprocess.run(["sh", "-c", "\n".join(closing)], capture_output=True, text=True, check=True).stdout
    check("schema-demo-end.txt", said)


def test_every_pinned_schema_output_has_a_test() -> None:
    mine = {p.name for p in OUTPUTS.iterdir() if p.name.startswith("schema-")}
    assert mine == {"schema-regions.json", "schema-write.txt", "schema-check-ok.txt", "schema-check-failing.txt",
                    "schema-usage.txt", "schema-demo-end.txt"}
