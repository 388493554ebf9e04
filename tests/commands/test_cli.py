"""The `fauna` command line: exit codes, report formats, and the board, spaces, regions and
schema commands, both in process (CliRunner) and as a real subprocess."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from helpers import run_cli, run_process
from fauna_cards.checks.schema_errors import accepted_keys
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.model.board import Board
from fauna_cards.report.github import escape_message, escape_property

GOOD = EXAMPLES / "records" / "good"
BAD = EXAMPLES / "records" / "bad"
HOSTILE = EXAMPLES / "hostile" / "records"
SMALL_DECK = EXAMPLES / "decks" / "good" / "small-deck"

REGION_IDS = {"africa", "antarctica", "asia", "australia", "europe", "north-america",
              "south-america", "atlantic", "indian-ocean", "arctic-ocean", "east-pacific",
              "southern-ocean", "west-pacific"}


# --- exit codes ---------------------------------------------------------------------------

def test_exit_0_for_a_clean_record() -> None:
    result = run_cli("validate", str(GOOD / "pronghorn.yaml"))
    assert result.exit_code == 0
    assert result.stdout == "ok: 1 file checked, no problems\n"


def test_exit_1_for_findings() -> None:
    result = run_cli("validate", str(BAD / "unknown-area.yaml"))
    assert result.exit_code == 1
    assert "unknown-area" in result.stdout
    assert result.stdout.endswith("failed: 1 error, 0 warnings in 1 of 1 file\n")


def test_exit_2_for_a_missing_path(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.yaml"
    result = run_cli("validate", str(GOOD / "pronghorn.yaml"), str(missing))
    assert result.exit_code == 2
    assert result.stderr == f"fauna: error: no such file or directory: {missing}\n"
    assert result.stdout == ""


def test_validate_without_paths_reads_deck_folder(tmp_path: Path) -> None:
    """The default path is ./deck; where there is none, that is a usage error."""
    run = run_process("validate", cwd=tmp_path)
    assert (run.returncode, run.stderr) == (2, "fauna: error: no such file or directory: deck\n")
    shutil.copytree(SMALL_DECK, tmp_path / "deck")
    run = run_process("validate", cwd=tmp_path)
    assert (run.returncode, run.stdout) == (0, "ok: 5 files checked, no problems\n")


@pytest.mark.parametrize("where", ["in-process", "subprocess"])
def test_exit_codes_agree_in_process_and_as_a_program(where: str, tmp_path: Path) -> None:
    cases = [
        (["validate", str(GOOD)], 0),
        (["validate", str(BAD / "min-above-max.yaml")], 1),
        (["validate", str(tmp_path / "absent")], 2),
        (["validate", "--frobnicate", str(GOOD)], 2),
        (["validate", "--format", "xml", str(GOOD)], 2),
        (["validate", "--board", "no-such-board", str(GOOD)], 2),
    ]
    for args, code in cases:
        got = run_cli(*args).exit_code if where == "in-process" else run_process(*args).returncode
        assert got == code, args


def test_unknown_option_is_named() -> None:
    run = run_process("validate", "--frobnicate", str(GOOD))
    assert run.returncode == 2
    assert "--frobnicate" in run.stderr
    assert run.stdout == ""


def test_unknown_format_value_is_named() -> None:
    run = run_process("validate", "--format", "xml", str(GOOD))
    assert run.returncode == 2
    assert "'xml'" in run.stderr and "--format" in run.stderr


def test_unknown_board_on_the_command_line_is_a_usage_error() -> None:
    result = run_cli("validate", "--board", "no-such-board", str(GOOD))
    assert result.exit_code == 2
    assert result.stderr.startswith("fauna: error: unknown board 'no-such-board'; bundled boards: ")


def test_strict_fails_a_warning_only_file() -> None:
    path = str(BAD / "scientific-name.yaml")
    relaxed = run_cli("validate", path)
    assert relaxed.exit_code == 0
    assert relaxed.stdout.endswith("ok: 0 errors, 1 warning in 1 of 1 file\n")
    strict = run_cli("validate", "--strict", path)
    assert strict.exit_code == 1
    assert strict.stdout.endswith("failed: 0 errors, 1 warning in 1 of 1 file (--strict: warnings fail)\n")
    report = json.loads(run_cli("validate", "--strict", "--format", "json", path).stdout)
    assert (report["valid"], report["errors"], report["warnings"]) == (False, 0, 1)


def test_strict_leaves_a_clean_file_alone() -> None:
    assert run_cli("validate", "--strict", str(GOOD)).exit_code == 0


# --- report formats -----------------------------------------------------------------------

def test_json_shape() -> None:
    path = str(BAD / "several-problems.yaml")
    result = run_cli("validate", "--format", "json", path)
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert list(report) == ["valid", "errors", "warnings", "files_checked", "files_skipped", "skipped", "diagnostics"]
    assert (report["valid"], report["errors"], report["warnings"], report["files_checked"]) == (False, 7, 1, 1)
    for diagnostic in report["diagnostics"]:
        keys = ["file", "line", "column", "severity", "code", "message"]
        assert list(diagnostic) in (keys, keys + ["hint"])
    assert report["diagnostics"][0] == {
        "file": path, "line": 12, "column": 18, "severity": "warning", "code": "scientific-name",
        "message": "'Equus Grevyi' is not of the form 'Genus species [subspecies]'",
        "hint": "capitalised genus, lower-case epithets, e.g. 'Equus grevyi'",
    }
    # A finding without a hint has no hint key at all (not null).
    duplicate = next(d for d in report["diagnostics"] if d["code"] == "duplicate-area")
    assert duplicate == {
        "file": path, "line": 16, "column": 38, "severity": "error", "code": "duplicate-area",
        "message": "area 'horn-of-africa' is listed twice (first as item 1)",
    }


def test_json_for_a_clean_run() -> None:
    report = json.loads(run_cli("validate", "-f", "json", str(SMALL_DECK)).stdout)
    assert report == {"valid": True, "errors": 0, "warnings": 0, "files_checked": 5, "files_skipped": 0, "skipped": [],
                      "diagnostics": []}


def test_github_escaping_follows_the_workflow_command_rules() -> None:
    assert escape_message("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d"
    assert escape_property("50% a\r\nb: c, d") == "50%25 a%0D%0Ab%3A c%2C d"
    # % first, or the escapes themselves would be escaped again.
    assert escape_property("%0A") == "%250A"


def _twins(folder: Path) -> None:
    """Two records sharing one id; the first one's file name holds %, CR and LF."""
    record = (GOOD / "emperor-penguin.yaml").read_text(encoding="utf-8").replace(
        "id: emperor-penguin", "id: twin")
    folder.mkdir()
    (folder / "twin%\r\n1.yaml").write_text(record.replace("Emperor penguin", "Twin one"), encoding="utf-8")
    (folder / "twin-2.yaml").write_text(record.replace("Emperor penguin", "Twin two"), encoding="utf-8")


def test_github_annotations_then_text_report(tmp_path: Path) -> None:
    _twins(tmp_path / "odd,dir:x")
    run = run_process("validate", "--format", "github", "odd,dir:x", cwd=tmp_path)
    assert run.returncode == 1
    lines = run.stdout.split("\n")
    first = "odd%2Cdir%3Ax/twin%25%0D%0A1.yaml"
    second = "odd%2Cdir%3Ax/twin-2.yaml"
    assert lines[:3] == [
        f"::warning file={first},line=2,col=5,title=id-file-name::id 'twin' differs from the file "
        "name 'twin%25\\r\\n1' (hint: rename the file to twin.yaml)",
        f"::error file={second},line=2,col=5,title=duplicate-id::id 'twin' is also used by "
        "odd,dir:x/twin%25%0D%0A1.yaml",
        f"::warning file={second},line=2,col=5,title=id-file-name::id 'twin' differs from the file "
        "name 'twin-2' (hint: rename the file to twin.yaml)",
    ]
    # The full text report follows, since GitHub shows only a few annotations.
    text = run_process("validate", "--format", "text", "odd,dir:x", cwd=tmp_path).stdout
    assert run.stdout == "\n".join(lines[:3]) + "\n" + text
    assert text.endswith("failed: 1 error, 2 warnings in 2 of 2 files\n")


def test_github_is_the_default_on_github_actions() -> None:
    path = str(BAD / "duplicate-area.yaml")
    on_ci = run_cli("validate", path, env={"GITHUB_ACTIONS": "true"})
    assert on_ci.stdout.startswith(f"::error file={path},line=8,col=38,title=duplicate-area::")
    elsewhere = run_cli("validate", path, env={"GITHUB_ACTIONS": "false"})
    assert elsewhere.stdout.startswith(f"{path}\n  8:38 ")
    chosen = run_cli("validate", "--format", "text", path, env={"GITHUB_ACTIONS": "true"})
    assert chosen.stdout == elsewhere.stdout


def test_colour_only_when_asked() -> None:
    path = str(BAD / "duplicate-area.yaml")
    assert "\033[" not in run_cli("validate", path).stdout
    assert "\033[31m" in run_cli("validate", "--color", "always", path).stdout


def test_output_is_stable() -> None:
    args = ("validate", "--format", "json", str(BAD), str(HOSTILE))
    first, second = run_process(*args), run_process(*args)
    assert first.returncode == second.returncode == 1
    assert first.stdout == second.stdout
    diagnostics = json.loads(first.stdout)["diagnostics"]
    order = [(d["file"], d["line"], d["column"], d["code"], d["message"]) for d in diagnostics]
    assert order == sorted(order)
    text_args = ("validate", str(BAD))
    assert run_process(*text_args).stdout == run_process(*text_args).stdout


def test_every_bad_file_is_reported_in_one_run() -> None:
    report = json.loads(run_cli("validate", "-f", "json", str(BAD)).stdout)
    reported = {Path(d["file"]).name for d in report["diagnostics"]}
    assert reported == {p.name for p in BAD.glob("*.yaml")}
    assert report["files_checked"] == len(list(BAD.glob("*.yaml")))


# --- hostile input ------------------------------------------------------------------------

def _hostile_files(folder: Path) -> list[Path]:
    made = {
        "huge.yaml": b"# " + b"x" * (1024 * 1024) + b"\n",
        "nested.yaml": b"measures: " + b"[" * 5000 + b"]" * 5000 + b"\n",
        "only-bom.yaml": b"\xef\xbb\xbf",
        "utf16.yaml": "id: x\n".encode("utf-16"),
        "tab.yaml": b"id:\tx\n\tname: y\n",
        "unclosed-quote.yaml": b'id: "never closed\n',
        "just-a-dash.yaml": b"-\n",
        "directive.yaml": b"%YAML 9.9\n---\nid: x\n",
        "anchor-key.yaml": b"? &k [a]\n: 1\n? *k\n: 2\n",
    }
    for name, data in made.items():
        (folder / name).write_bytes(data)
    (folder / "loop.yaml").symlink_to(folder / "loop.yaml")
    return sorted(folder.iterdir())


def test_no_traceback_for_hostile_input(tmp_path: Path) -> None:
    _hostile_files(tmp_path)
    for path in [*HOSTILE.glob("*.yaml"), *sorted(tmp_path.glob("*.yaml"))]:
        run = run_process("validate", str(path))
        output = run.stdout + run.stderr
        assert "Traceback" not in output, path.name
        assert run.returncode in (0, 1, 2), (path.name, run.returncode)
        sidecar = path.with_suffix(".expect")
        valid = sidecar.is_file() and not sidecar.read_text(encoding="utf-8").strip()  # hostile to print only
        if path.name != "loop.yaml" and path.name != "utf8-bom.yaml":
            assert run.returncode == (0 if valid else 1), (path.name, output)
    whole = run_process("validate", str(tmp_path))
    assert whole.returncode == 1 and "Traceback" not in whole.stdout + whole.stderr


def test_hostile_json_report_parses(tmp_path: Path) -> None:
    _hostile_files(tmp_path)
    run = run_process("validate", "--format", "json", str(tmp_path), str(HOSTILE))
    report = json.loads(run.stdout)
    codes = {d["code"] for d in report["diagnostics"]}
    assert {"file-too-large", "file-binary", "file-encoding", "yaml-alias-bomb", "yaml-syntax"} <= codes


# --- board --------------------------------------------------------------------------------

def test_board_list() -> None:
    result = run_cli("board", "list")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["name", "game", "units", "reconstruction", "title"]
    assert [line.split()[0] for line in lines[1:]] == ["fauna-imperial", "fauna-metric", "kompakt"]
    listed = json.loads(run_cli("board", "list", "--format", "json").stdout)
    assert [(b["name"], b["units"], b["reconstruction"]) for b in listed["boards"]] == [
        ("fauna-imperial", "imperial", True), ("fauna-metric", "metric", False), ("kompakt", "metric", True)]


def test_board_show_json() -> None:
    run = run_process("board", "show", "fauna-metric", "--format", "json")
    assert run.returncode == 0
    view = json.loads(run.stdout)
    assert view["name"] == "fauna-metric"
    assert {name: len(scale["spaces"]) for name, scale in view["scales"].items()} == {
        "weight": 26, "length": 19, "tail": 14}
    assert view["measures"] == {"weight": "weight", "length": "length", "total_length": "length",
                                "height": "length", "tail_length": "tail"}
    weight = view["scales"]["weight"]["spaces"]
    for space in weight:
        assert list(space) == ["index", "min", "max", "label"]
    assert weight[0] == {"index": 1, "min": 0.0, "max": 0.001, "label": "0-1 g"}
    assert weight[18] == {"index": 19, "min": 500.0, "max": 1000.0, "label": "500 kg-1 t"}
    assert weight[-1] == {"index": 26, "min": 100000.0, "max": 200000.0, "label": "100-200 t"}
    assert view["scales"]["tail"]["spaces"][-1]["label"] == "3-5 m"
    assert [s["index"] for s in weight] == list(range(1, 27))
    assert all(a["max"] == b["min"] for a, b in zip(weight, weight[1:]))


def test_board_show_table() -> None:
    result = run_cli("board", "show", "fauna-imperial")
    assert result.exit_code == 0
    assert result.stdout.startswith("fauna-imperial: FAUNA, imperial side (reconstruction) [reconstruction]\n")
    assert "\nweight (for weight)\n" in result.stdout
    assert "\nlength (for length, total_length, height)\n" in result.stdout
    assert "16     100-200 lb" in result.stdout


def test_board_show_unknown_name() -> None:
    run = run_process("board", "show", "no-such")
    assert run.returncode == 2
    assert run.stderr == ("fauna: error: unknown board 'no-such'; bundled boards: "
                          "fauna-imperial, fauna-metric, kompakt\n")


def test_board_show_own_files() -> None:
    good = run_process("board", "show", str(EXAMPLES / "boards" / "good" / "coarse-metric.yaml"), "-f", "json")
    assert good.returncode == 0
    assert [s["label"] for s in json.loads(good.stdout)["scales"]["size"]["spaces"]] == [
        "0-1 cm", "1-10 cm", "10 cm-1 m", "1-10 m", "10-100 m"]
    bad = run_process("board", "show", "tests/examples/boards/bad/unknown-scale.yaml")
    assert bad.returncode == 1
    assert bad.stdout == ""
    assert bad.stderr.startswith("fauna: error: the board data has problems:\n"
                                 "tests/examples/boards/bad/unknown-scale.yaml\n  21:16    error   unknown-scale ")
    assert "Traceback" not in bad.stderr


def test_board_show_missing_file() -> None:
    run = run_process("board", "show", "no/such/board.yaml")
    assert (run.returncode, run.stderr) == (2, "fauna: error: board file not found: no/such/board.yaml\n")


# --- spaces -------------------------------------------------------------------------------

def test_spaces_json() -> None:
    run = run_process("spaces", str(SMALL_DECK), "--format", "json")
    assert run.returncode == 0
    view = json.loads(run.stdout)
    assert list(view) == ["board", "animals"] and view["board"] == "fauna-metric"
    assert [a["id"] for a in view["animals"]] == ["emperor-penguin", "grevys-zebra", "pronghorn",
                                                  "ring-tailed-lemur"]
    for animal in view["animals"]:
        assert list(animal) == ["id", "name", "measures"]
        for measure in animal["measures"].values():
            assert list(measure) == ["value", "min", "max", "scale", "correct", "adjacent",
                                     "correct_labels", "adjacent_labels"]
    penguin, zebra = view["animals"][0], view["animals"][1]
    # 1 m lies on a boundary: both spaces that meet there are correct.
    assert penguin["measures"]["height"] == {
        "value": "1 m", "min": 1.0, "max": 1.0, "scale": "length", "correct": [11, 12],
        "adjacent": [10, 13], "correct_labels": ["70 cm-1 m", "1-2 m"],
        "adjacent_labels": ["50-70 cm", "2-3 m"]}
    # The rulebook's example: Grevy's zebra on the 200-500 kg space; the en dash is read.
    assert zebra["measures"]["weight"]["value"] == "350-430 kg"
    assert zebra["measures"]["weight"]["correct_labels"] == ["200-500 kg"]


def test_spaces_on_the_imperial_board() -> None:
    """The pronghorn's 75-143 lb spans the 40-100 lb and 100-200 lb spaces."""
    view = json.loads(run_cli("spaces", "-b", "fauna-imperial", "-f", "json",
                             str(GOOD / "pronghorn.yaml")).stdout)
    weight = view["animals"][0]["measures"]["weight"]
    assert (weight["correct"], weight["correct_labels"]) == ([15, 16], ["40-100 lb", "100-200 lb"])


def test_spaces_csv() -> None:
    result = run_cli("spaces", str(SMALL_DECK), "--format", "csv")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "animal,measure,value,min,max,correct,adjacent,correct_labels,adjacent_labels"
    assert "grevys-zebra,weight,350-430 kg,350.0,430.0,18,17 19,200-500 kg,100-200 kg; 500 kg-1 t" in lines
    assert len(lines) == 1 + 13


def test_spaces_refuses_a_deck_with_errors() -> None:
    result = run_cli("spaces", str(BAD / "unit-kind.yaml"))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "unit-kind" in result.stderr


# --- regions ------------------------------------------------------------------------------

def test_regions_of_every_area() -> None:
    result = run_cli("regions", "--format", "json")
    assert result.exit_code == 0
    areas = json.loads(result.stdout)["areas"]
    assert len(areas) == 75
    assert len(areas["bering-sea"]) == 2
    assert set(areas["bering-sea"]) <= REGION_IDS
    assert [area for area, regions in areas.items() if len(regions) != 1] == ["bering-sea"]
    assert {region for regions in areas.values() for region in regions} == REGION_IDS
    assert areas["horn-of-africa"] == ["africa"]


def test_regions_of_a_deck() -> None:
    run = run_process("regions", str(SMALL_DECK), "--format", "json")
    assert run.returncode == 0
    animals = {a["id"]: a for a in json.loads(run.stdout)["animals"]}
    summary = {key: (a["area_count"], a["regions"], a["region_count"], a["points"])
               for key, a in animals.items()}
    assert summary == {
        "emperor-penguin": (2, ["antarctica", "southern-ocean"], 2, {"correct": 10, "adjacent": 5}),
        "grevys-zebra": (2, ["africa"], 1, {"correct": 10, "adjacent": 5}),
        "pronghorn": (5, ["north-america"], 1, {"correct": 6, "adjacent": 2}),
        "ring-tailed-lemur": (1, ["africa"], 1, {"correct": 12, "adjacent": 8}),
    }


# --- schema -------------------------------------------------------------------------------

def test_schema_check_in_the_repository() -> None:
    run = run_process("schema", "--check")
    assert (run.returncode, run.stdout) == (0, "ok: 11 schemas match the models\n")


def test_schema_check_finds_a_modified_schema(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "schema", tmp_path / "schema")
    assert run_process("schema", "--check", cwd=tmp_path).returncode == 0
    deck_schema = tmp_path / "schema" / "deck.schema.json"
    data = json.loads(deck_schema.read_text(encoding="utf-8"))
    data["description"] = "changed by hand"
    deck_schema.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    (tmp_path / "schema" / "board.schema.json").unlink()
    run = run_process("schema", "--check", cwd=tmp_path)
    assert run.returncode == 1
    assert run.stdout == ("out of date: schema/deck.schema.json\nout of date: schema/board.schema.json\n"
                          "run `fauna schema --write` and commit the result\n")


def test_schema_needs_exactly_one_action() -> None:
    result = run_cli("schema")
    assert result.exit_code == 2
    assert result.stderr == "fauna: error: give one of: a schema name, --write or --check\n"


# --- help ---------------------------------------------------------------------------------

FAUNA_SCRIPT = Path(sys.executable).parent / "fauna"  # the installed entry point


@pytest.mark.skipif(not FAUNA_SCRIPT.exists(), reason="fauna is not installed beside this Python")
@pytest.mark.parametrize("args", [["--help"], ["validate", "--help"], ["-h"], ["board", "show", "--help"]])
def test_help(args: list[str]) -> None:
    run = subprocess.run([str(FAUNA_SCRIPT), *args], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert f"Usage: fauna {' '.join(args[:-1])}".rstrip() in run.stdout
    assert run.stderr == ""


def test_validate_help_names_the_options() -> None:
    out = run_cli("validate", "--help").stdout
    for option in ("--format", "--strict", "--board", "--color"):
        assert option in out


def test_version() -> None:
    result = run_cli("--version")
    assert (result.exit_code, result.stdout) == (0, "fauna-cards 0.1.0\n")


# --- regressions: each of these once failed -----------------------------------------------

def test_duplicate_key_message_names_the_first_occurrence() -> None:
    (diagnostic,) = check_targets(collect_targets([str(BAD / "yaml-duplicate-key.yaml")])).diagnostics
    assert (diagnostic.line, diagnostic.column) == (5, 1)
    assert diagnostic.message == "duplicate key 'name' (first at line 3)"


def test_findings_leave_stderr_empty() -> None:
    run = run_process("validate", str(BAD / "missing-field.yaml"))
    assert run.returncode == 1
    assert run.stderr == ""


def test_deep_nesting_is_not_called_an_alias(tmp_path: Path) -> None:
    path = tmp_path / "nested.yaml"
    path.write_text("measures: " + "[" * 5000 + "]" * 5000 + "\n")
    (diagnostic,) = check_targets(collect_targets([str(path)])).diagnostics
    assert diagnostic.code == "yaml-syntax"
    assert "alias" not in diagnostic.message


def test_very_deep_nesting_does_not_crash(tmp_path: Path) -> None:
    path = tmp_path / "nested.yaml"
    path.write_text("measures: " + "[" * 30000 + "]" * 30000 + "\n")
    run = run_process("validate", str(path))
    assert run.returncode == 1, f"exit status {run.returncode}"


def test_unknown_key_in_a_board_scale_gets_the_accepted_keys() -> None:
    assert accepted_keys(Board, ("scales", "weight")) == ["quantity", "title", "titles", "boundaries", "open_below",
                                                          "open_above"]


def test_sarif_report_places_each_finding() -> None:
    result = run_cli("validate", "--format", "sarif", str(BAD / "min-above-max.yaml"))
    assert result.exit_code == 1
    sarif = json.loads(result.stdout)
    assert sarif["version"] == "2.1.0"
    (run,) = sarif["runs"]
    assert run["tool"]["driver"]["name"] == "fauna-cards"
    finding = run["results"][0]
    assert {r["ruleId"] for r in run["results"]} == {"min-above-max"}
    assert finding["level"] == "error"
    assert run["tool"]["driver"]["rules"][finding["ruleIndex"]]["id"] == "min-above-max"
    region = finding["locations"][0]["physicalLocation"]["region"]
    diagnostic = json.loads(run_cli("validate", "--format", "json", str(BAD / "min-above-max.yaml")).stdout)["diagnostics"][0]
    assert (region["startLine"], region["startColumn"]) == (diagnostic["line"], diagnostic["column"])
