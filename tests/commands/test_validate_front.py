"""`fauna validate` read without typer (commands/validate_front.py): the same options as the
typer command for every form it takes, typer for everything else, and the same run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from fauna_cards.commands import validate as validate_command
from fauna_cards.commands.validate_front import CHOICES, FLAG_OPTIONS, REPEATED, VALUE_OPTIONS, quick_options
from fauna_cards.services.validate import ValidateOptions
from helpers import run_cli, run_process

BAD_RECORD = str(EXAMPLES / "records" / "bad" / "unknown-area.yaml")
GOOD_RECORD = str(EXAMPLES / "records" / "good" / "pronghorn.yaml")


def _typer_options(args: list[str], monkeypatch: pytest.MonkeyPatch) -> ValidateOptions:
    """The options the typer command builds from `fauna validate ARGS`."""
    seen: list[ValidateOptions] = []
    monkeypatch.setattr(validate_command, "run", seen.append)
    run_cli("validate", *args, exit_code=0)
    (options,) = seen
    return options


@pytest.mark.parametrize("args", [
    [],
    ["deck"],
    [GOOD_RECORD, "deck"],
    ["--strict", "deck", "--format", "json"],
    ["-f", "sarif", "--board", "fauna-metric", "-b", "fauna-imperial", "deck"],
    ["--format=github", "--board=fauna-metric", "--color=always"],
    ["--color", "never", "-f", "text", "--format", "json"],  # the last of a single option counts
    ["--", "--strict"],  # after --, everything is a path
    ["-"],
], ids=lambda args: " ".join(args) or "no-arguments")
def test_the_quick_front_reads_what_typer_reads(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert quick_options(args) == _typer_options(args, monkeypatch)


@pytest.mark.parametrize("args", [
    ["-h"], ["--help"], ["deck", "--help"],
    ["--format", "xml"], ["--color", "sometimes"],  # typer names the choices
    ["--format"], ["-b"], ["--board", "--strict"],  # a missing value
    ["-fjson"], ["-f=json"], ["--strict=yes"], ["--verbose"], ["-x", "deck"],
])
def test_what_the_quick_front_is_not_sure_of_goes_to_typer(args: list[str]) -> None:
    assert quick_options(args) is None


def test_the_quick_front_knows_every_option_of_the_command_and_no_other() -> None:
    from fauna_cards.commands.group import app


    import typer.main

    group = typer.main.get_command(app)
    params = {param.name: param for param in group.commands["validate"].params}  # type: ignore[attr-defined]
    fields = {"paths": "paths", "report_format": "report_format", "strict": "strict", "boards": "boards",
              "colour": "colour"}
    declared = {flag: fields[param.name] for param in params.values() for flag in param.opts
                if flag.startswith("-")}
    assert declared == {**VALUE_OPTIONS, **FLAG_OPTIONS}
    assert {param.name for param in params.values() if param.multiple} - {"paths"} == REPEATED
    assert [param.name for param in params.values() if getattr(param, "is_flag", False)] == list(FLAG_OPTIONS.values())
    for name, choices in CHOICES.items():
        assert tuple(member.value for member in params[name].type_descriptor.annotation) == choices


@pytest.mark.parametrize("args", [
    [GOOD_RECORD],
    [BAD_RECORD],
    ["-f", "json", BAD_RECORD],
    ["--format", "sarif", BAD_RECORD, GOOD_RECORD],
    ["--strict", str(EXAMPLES / "records" / "good")],
    ["nowhere.yaml"],
], ids=["good", "bad", "json", "sarif", "strict", "missing"])
def test_a_quick_run_ends_as_the_typer_run_does(args: list[str]) -> None:
    quick = run_process("validate", *args)
    typed = run_cli("validate", *args)
    assert quick.returncode == typed.exit_code
    assert quick.stdout == typed.stdout
    assert quick.stderr == typed.stderr


def test_a_quick_run_writes_its_whole_report_before_it_ends(tmp_path: Path) -> None:
    """The process ends without tearing down: a long report still arrives whole."""
    run = run_process("validate", "-f", "json", str(EXAMPLES / "records" / "bad"))
    assert run.returncode == 1
    report = json.loads(run.stdout)
    assert report["errors"] > 50 and report["files_checked"] == len(list((EXAMPLES / "records" / "bad").glob("*.yaml")))


def test_help_and_usage_errors_still_come_from_typer() -> None:
    helped = run_process("validate", "--help")
    assert helped.returncode == 0 and "--strict" in helped.stdout
    wrong = run_process("validate", "--format", "xml", str(ROOT / "deck"))
    assert wrong.returncode == 2
    assert wrong.stderr.startswith("fauna: error: invalid value for '--format'")
