"""What `fauna rules` prints, byte for byte (see pinned.py): the whole catalog as a table and
as JSON, one code explained, and a code it does not know."""

from __future__ import annotations

import json

import pytest
from pinned import OUTPUTS, check, run
from typer.testing import CliRunner

from fauna_cards.catalog import rules
from fauna_cards.commands.group import app

# name -> arguments
CASES: dict[str, list[str]] = {
    "rules-all.txt": ["rules"],
    "rules-all.json": ["rules", "--format", "json"],
    "rules-one.txt": ["rules", "missing-glyph"],
    "rules-one.json": ["rules", "bid-too-high", "-f", "json"],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_rules_output_is_as_pinned(name: str) -> None:
    check(name, run(CASES[name]))


def test_every_pinned_rules_output_has_a_case() -> None:
    assert {p.name for p in OUTPUTS.iterdir() if p.name.startswith("rules-")} == set(CASES)


def test_the_json_list_is_the_catalog() -> None:
    listed = json.loads((OUTPUTS / "rules-all.json").read_text(encoding="utf-8"))
    assert [entry["code"] for entry in listed] == list(rules())
    assert all(entry["explanation"] == rules()[entry["code"]].explanation for entry in listed)


def test_an_unknown_code_is_a_usage_error_with_a_suggestion() -> None:
    result = CliRunner().invoke(app, ["rules", "off-scal"])
    assert result.exit_code == 2
    assert result.stderr == "fauna: error: no rule 'off-scal'; did you mean 'off-scale'?\n"
    result = CliRunner().invoke(app, ["rules", "zzzz"])
    assert result.stderr == "fauna: error: no rule 'zzzz': `fauna rules` lists them all\n"
