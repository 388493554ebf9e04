"""The rule catalog (fauna_cards/catalog/codes.yaml) against everything that names a code: the
code that emits them, the example files that show them, the docs, and the SARIF report."""

from __future__ import annotations

import ast
import json
import re
import warnings
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT
from pydantic import ValidationError

from fauna_cards.catalog import UncataloguedCode, diagnostic, rules, severity_of
from fauna_cards.model.catalog import Catalog

PACKAGE = ROOT / "fauna_cards"

# Where a code is the argument of a call: the callee's name -> the position of the code.
CODE_ARGUMENT = {"Finding": 1, "custom_error": 0, "MeasureError": 0, "Unusable": 0, "diagnostic": 3,
                 "problem": 2, "_problem": 2, "report": 1}
CODE_SHAPE = re.compile(r"^[a-z]+(?:-[a-z]+)+$")

# Catalog codes that no example file shows, each with why and where it is shown instead.
NOT_IN_EXAMPLES = {
    "file-too-large": "a megabyte is not committed; acceptance/test_examples.py writes one",
    "illustration-too-large": "images over the limits are made by commands/test_validate_illustrations.py",
    "file-unreadable": "pipes, devices and unreadable files are made by acceptance/test_hostile.py",
    "file-outside": "links leading out of a deck are made by acceptance/test_hostile.py",
    "folder-unreadable": "an unlistable folder is made by acceptance/test_hostile.py",
}


def _callee(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _constant(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def emitted_codes() -> dict[str, list[str]]:
    """Every code a literal names where the package emits one: the code argument of a
    finding, a diagnostic or an error that becomes one; `code=` arguments; the default of a
    `code` parameter. Code -> the places."""
    found: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            codes: list[str | None] = []
            if isinstance(node, ast.Call):
                position = CODE_ARGUMENT.get(_callee(node) or "")
                if position is not None and len(node.args) > position:
                    codes.append(_constant(node.args[position]))
                codes += [_constant(word.value) for word in node.keywords if word.arg == "code"]
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                arguments = node.args.args[len(node.args.args) - len(node.args.defaults):]
                codes += [_constant(default) for argument, default in zip(arguments, node.args.defaults)
                          if argument.arg == "code"]
            for code in codes:
                if code is not None:
                    found.setdefault(code, []).append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def example_codes() -> set[str]:
    """The codes that example files expect: `# expect: CODE L:C` lines of records, boards and
    game files, and the lines of decks' EXPECT files and hostile records' .expect files."""
    header = re.compile(r"^# expect: ([a-z0-9-]+) \d+:\d+$", re.MULTILINE)
    listed = re.compile(r"^(?:\S+ )?([a-z0-9-]+) \d+:\d+$", re.MULTILINE)
    shown: set[str] = set()
    for path in EXAMPLES.rglob("*"):
        if path.suffix == ".yaml" and path.is_file() and not path.is_symlink():
            shown |= set(header.findall(path.read_bytes()[:4096].decode("utf-8", "replace")))
        elif (path.name == "EXPECT" or path.suffix == ".expect") and path.is_file():
            shown |= set(listed.findall(path.read_text(encoding="utf-8")))
    return shown


def documented_codes() -> dict[str, str]:
    """Code -> severity as docs/rules.md's tables and the error table of docs/games.md give
    them (games.md lists errors only)."""
    documented: dict[str, str] = {}
    # | `code` | severity | ... |, or with the kind of file first: | `code` | board | error | ... |
    row = re.compile(r"^\| ((?:`[a-z-]+`(?:, )?)+) \|(?: [a-z]+ \|)? (error|warning) \|", re.MULTILINE)
    for codes, severity in row.findall((ROOT / "docs" / "rules.md").read_text(encoding="utf-8")):
        for code in re.findall(r"`([a-z-]+)`", codes):
            documented[code] = severity
    games = (ROOT / "docs" / "games.md").read_text(encoding="utf-8").split("\n## Errors\n", 1)[1].split("\n## ", 1)[0]
    for codes in re.findall(r"^\| ((?:`[a-z-]+`(?:, )?)+) \|", games, re.MULTILINE):
        for code in re.findall(r"`([a-z-]+)`", codes):
            assert documented.setdefault(code, "error") == "error", f"{code} is a warning, not a game file's error"
    return documented


def test_the_map_and_print_data_examples_give_what_they_expect() -> None:
    """tests/examples/maps/bad: an areas file, a components file, a paper file, a print services file
    and a language, checked as a folder and each named on its own (as its schema line or its keys
    say it is: a paper file is no animal record)."""
    from collections import Counter

    from fauna_cards.load.deck import check_targets, collect_targets

    folder = EXAMPLES / "maps" / "bad"
    header = re.compile(r"^# expect: ([a-z0-9-]+) (\d+):(\d+)$", re.MULTILINE)
    expected = Counter((path.name, code, int(line), int(column)) for path in folder.glob("*.yaml")
                       for code, line, column in header.findall(path.read_text(encoding="utf-8")))
    result = check_targets(collect_targets([str(folder)]))
    assert result.files_checked == 5
    assert Counter((Path(d.file).name, d.code, d.line, d.column) for d in result.diagnostics) == expected
    named = check_targets(collect_targets([str(path) for path in sorted(folder.glob("*.yaml"))]))
    assert Counter((Path(d.file).name, d.code, d.line, d.column) for d in named.diagnostics) == expected


def test_the_catalog_loads_once_and_declares_each_code_once() -> None:
    assert rules() is rules()
    assert len(rules()) >= 50
    assert all(CODE_SHAPE.match(code) for code in rules())


def test_the_catalog_model_refuses_unknown_keys_and_repeats() -> None:
    entry = {"code": "a-b", "severity": "error", "applies_to": ["record"], "summary": "s", "explanation": "e"}
    assert Catalog.model_validate([entry]).root[0].where == "record"
    with pytest.raises(ValidationError, match="extra"):
        Catalog.model_validate([{**entry, "level": "high"}])
    with pytest.raises(ValidationError, match="declared twice"):
        Catalog.model_validate([entry, entry])
    with pytest.raises(ValidationError):
        Catalog.model_validate([{**entry, "severity": "fatal"}])
    with pytest.raises(ValidationError, match="game files only"):
        Catalog.model_validate([{**entry, "game": "kompakt"}])


def test_every_emitted_code_is_in_the_catalog() -> None:
    emitted = emitted_codes()
    assert len(emitted) >= 50, "the scan of the emitting sites finds too little: has their shape changed?"
    missing = {code: places for code, places in emitted.items() if code not in rules()}
    assert not missing, f"codes emitted but not in catalog/codes.yaml: {missing}"


def test_every_catalog_code_is_emitted_somewhere() -> None:
    assert set(rules()) - set(emitted_codes()) == set()


def test_every_catalog_code_is_shown_by_an_example_or_says_why_not() -> None:
    shown = example_codes()
    assert set(NOT_IN_EXAMPLES) <= set(rules())
    assert set(rules()) - shown - set(NOT_IN_EXAMPLES) == set(), "add an example file for these codes"
    assert shown <= set(rules()), "examples expect codes the catalog does not have"


def test_severity_is_not_chosen_where_a_finding_is_made() -> None:
    """The catalog gives the severity: no finding carries one, and only the catalog builds a
    diagnostic from a code."""
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            if any(word.arg == "severity" for word in node.keywords) or (
                    _callee(node) == "Diagnostic" and path != PACKAGE / "catalog" / "__init__.py"):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders


def test_the_docs_list_the_catalog_both_ways_with_its_severities() -> None:
    documented = documented_codes()
    assert set(documented) == set(rules()), (set(documented) ^ set(rules()))
    differ = {code: (severity, rules()[code].severity) for code, severity in documented.items()
              if rules()[code].severity != severity}
    assert not differ, f"docs severity vs catalog: {differ}"


def test_the_warnings_of_the_examples_are_the_catalog_s() -> None:
    from acceptance import test_examples

    warned = {code for code, rule in rules().items() if rule.severity == "warning"}
    assert test_examples.WARNING_CODES == warned
    for name in ("RECORD_CODES", "DECK_CODES", "BOARD_CODES", "WALK_CODES", "MADE_BY_TESTS"):
        assert getattr(test_examples, name) <= set(rules()), name


def test_a_code_outside_the_catalog_warns_and_counts_as_an_error() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", UncataloguedCode)
        with pytest.raises(UncataloguedCode, match="no-such-rule"):
            severity_of("no-such-rule")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UncataloguedCode)
        assert diagnostic("f.yaml", 1, 1, "no-such-rule", "m").severity == "error"
    assert diagnostic("f.yaml", 1, 1, "not-on-card", "m").severity == "warning"


def test_the_sarif_rules_are_described_by_the_catalog() -> None:
    from typer.testing import CliRunner

    from fauna_cards.commands.group import app

    bad = EXAMPLES / "records" / "bad" / "several-problems.yaml"
    result = CliRunner().invoke(app, ["validate", "-f", "sarif", str(bad)])
    (run,) = json.loads(result.stdout)["runs"]
    described = run["tool"]["driver"]["rules"]
    assert described
    for entry in described:
        rule = rules()[entry["id"]]
        assert entry["shortDescription"]["text"] == rule.summary
        assert entry["fullDescription"]["text"] == rule.explanation
        assert entry["defaultConfiguration"]["level"] == rule.severity
    levels = {result["ruleId"]: result["level"] for result in run["results"]}
    assert all(level == rules()[code].severity for code, level in levels.items())


def test_the_catalog_ships_in_the_package() -> None:
    assert (PACKAGE / "catalog" / "codes.yaml").is_file()
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'packages = ["fauna_cards"]' in pyproject  # hatch takes every file of the package


def test_own_parser_codes_are_catalogued() -> None:
    from fauna_cards.checks.schema_errors import _OWN_CODES

    assert _OWN_CODES <= set(rules())

