"""Every option of every command is written down in the README or docs/: a user finds it
without reading the code."""

from __future__ import annotations

import typer.main

from conftest import ROOT
from fauna_cards.commands.group import app

DOCS = "\n".join(p.read_text(encoding="utf-8") for p in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))])


def _commands(group, prefix: str = ""):  # type: ignore[no-untyped-def]
    for name, command in sorted(getattr(group, "commands", {}).items()):
        path = f"{prefix} {name}".strip()
        if getattr(command, "commands", None):
            yield from _commands(command, path)
        else:
            yield path, command


def test_every_option_is_documented() -> None:
    missing = []
    for path, command in _commands(typer.main.get_command(app)):
        assert f"fauna {path}" in DOCS, f"`fauna {path}` is not in the README or docs/"
        for parameter in command.params:
            for flag in [*parameter.opts, *parameter.secondary_opts]:
                if flag.startswith("--") and flag not in ("--help",) and flag not in DOCS:
                    missing.append(f"fauna {path} {flag}")
    assert not missing, "undocumented options: " + ", ".join(missing)
