"""What `fauna validate` prints, byte for byte, in every format (see pinned.py): a record with
findings, a clean deck, and a repository with findings and files that are not ours."""

from __future__ import annotations

import json

import pytest

from conftest import EXAMPLES
from fauna_cards import __version__
from pinned import OUTPUTS, check, run

RECORD = str(EXAMPLES / "records" / "bad" / "several-problems.yaml")
DECK = str(EXAMPLES / "decks" / "good" / "small-deck")
REPOSITORY = str(EXAMPLES / "repositories" / "bad" / "deck-repository")
CLEAN_REPOSITORY = str(EXAMPLES / "repositories" / "good" / "deck-repository")
FORMATS = {"txt": "text", "json": "json", "github": "github", "sarif.json": "sarif"}

# name -> (arguments, exit code); every case names its format, so that CI's GITHUB_ACTIONS
# cannot change what is printed.
CASES: dict[str, tuple[list[str], int]] = {
    **{f"validate-record.{suffix}": (["validate", "-f", chosen, RECORD], 1) for suffix, chosen in FORMATS.items()},
    **{f"validate-deck.{suffix}": (["validate", "-f", chosen, DECK], 0) for suffix, chosen in FORMATS.items()},
    **{f"validate-repository.{suffix}": (["validate", "-f", chosen, REPOSITORY], 1)
       for suffix, chosen in FORMATS.items()},
    "validate-repository-clean.txt": (["validate", "-f", "text", CLEAN_REPOSITORY], 0),
    "validate-record-strict.txt": (["validate", "-f", "text", "--strict",
                                    str(EXAMPLES / "records" / "bad" / "missing-glyph.yaml")], 1),
}


def _output(name: str) -> str:
    arguments, exit_code = CASES[name]
    output = run(arguments, exit_code=exit_code)
    # The tool's version stands in the SARIF driver: a release must not break the pins.
    return output.replace(f'"version": "{__version__}"', '"version": "<version>"')


@pytest.mark.parametrize("name", sorted(CASES))
def test_validate_output_is_as_pinned(name: str) -> None:
    check(name, _output(name))


@pytest.mark.parametrize("name", sorted(n for n in CASES if n.endswith("json")))
def test_json_outputs_parse(name: str) -> None:
    json.loads((OUTPUTS / name).read_text(encoding="utf-8"))


def test_the_sarif_rule_index_points_at_each_result_s_rule() -> None:
    for name in (n for n in CASES if n.endswith(".sarif.json")):
        (sarif_run,) = json.loads((OUTPUTS / name).read_text(encoding="utf-8"))["runs"]
        rules = [rule["id"] for rule in sarif_run["tool"]["driver"]["rules"]]
        assert rules == sorted(set(rules))
        assert {result["ruleId"] for result in sarif_run["results"]} == set(rules)
        for result in sarif_run["results"]:
            assert rules[result["ruleIndex"]] == result["ruleId"]


def test_every_pinned_validate_output_has_a_case() -> None:
    mine = {p.name for p in OUTPUTS.iterdir() if p.name.startswith("validate-")}
    assert mine == set(CASES)
