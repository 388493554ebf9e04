"""Acceptance examples: every file under tests/examples/ states the diagnostics fauna must give.

Records and boards carry `# expect: <code> <line>:<col>` lines at the top; hostile records,
which cannot hold comments reliably, have a `<name>.expect` file beside them; each deck
folder has an EXPECT file of `<path relative to the deck> <code> <line>:<col>` lines.
Findings are compared as multisets: one value off two boards is two findings at one place.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest
from expectations import deck_expectations, header_expectations, sidecar_expectations
from helpers import run_process

from conftest import EXAMPLES, ROOT
from fauna_cards.load.boards import load_board
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.documents import DataError
from fauna_cards.load.yamlio import MAX_FILE_BYTES, load_yaml
from fauna_cards.render.boards import board_data
from fauna_cards.views.boards import board_view as typed_board_view


def board_view(board):  # the board as `fauna board show --format json` gives it
    return board_data(typed_board_view(board))

RECORDS = EXAMPLES / "records"
DECKS = EXAMPLES / "decks"
BOARDS = EXAMPLES / "boards"

WARNING_CODES = {"id-file-name", "scientific-name", "total-length-sum", "not-on-card", "missing-glyph",
                 "animalia-card-id-form", "animalia-owl-choice", "animalia-medals-overrun", "name-missing",
                 "message-missing", "animalia-name-missing"}

# Every code that checking one record file can produce; the bad and hostile examples
# together must show each (file-too-large is made by a test: a megabyte is not committed).
RECORD_CODES = {
    "yaml-syntax", "yaml-value", "yaml-duplicate-key", "yaml-alias-bomb", "file-empty", "file-binary",
    "file-encoding", "not-a-mapping", "unknown-field", "missing-field", "bad-id",
    "invalid-value", "area-count-mismatch", "unknown-area", "duplicate-area",
    "measure-syntax", "unit-kind", "min-above-max", "non-positive", "measure-too-large", "off-scale",
    "longer-than-total", "total-length-sum", "scientific-name", "id-file-name",
    "illustration-missing", "illustration-outside", "illustration-unreadable", "illustration-too-large",
    "single-sex-note", "missing-glyph",
}
# Shown by tests that make them rather than by example files: a megabyte record, and the
# illustrations of tests/examples/hostile/illustrations (commands/test_validate_illustrations.py runs them).
MADE_BY_TESTS = {"file-too-large", "illustration-too-large"}
DECK_CODES = {"duplicate-id", "duplicate-name", "card-unknown-id", "card-repeat",
              "not-on-card", "unknown-board", "unknown-field", "few-sources", "name-missing"}
BOARD_CODES = {"boundary-order", "unit-kind", "unknown-scale", "unknown-field", "invalid-value"}
# What walking a deck folder can find that is no record at all (test_hostile.py shows each).
WALK_CODES = {"file-unreadable", "file-outside", "folder-unreadable"}

def _files(folder: Path, pattern: str = "*.yaml") -> list[Path]:
    return sorted(folder.glob(pattern))


def _param(path: Path):  # type: ignore[no-untyped-def]
    return pytest.param(path, id=path.name)


def check_paths(*paths: Path, boards: list[str] | None = None):  # type: ignore[no-untyped-def]
    return check_targets(collect_targets([str(p) for p in paths]), boards)


def found(diagnostics) -> Counter:  # type: ignore[no-untyped-def]
    return Counter((d.code, d.line, d.column) for d in diagnostics)


def assert_severities(diagnostics) -> None:  # type: ignore[no-untyped-def]
    for d in diagnostics:
        assert d.severity == ("warning" if d.code in WARNING_CODES else "error"), d


# --- records ------------------------------------------------------------------------------

GOOD_RECORDS = _files(RECORDS / "good")
BAD_RECORDS = _files(RECORDS / "bad")
HOSTILE_RECORDS = _files(EXAMPLES / "hostile" / "records")


def test_example_sets_are_not_empty() -> None:
    assert len(GOOD_RECORDS) >= 6
    assert len(BAD_RECORDS) >= 30
    assert len(HOSTILE_RECORDS) >= 4


@pytest.mark.parametrize("path", [_param(p) for p in GOOD_RECORDS])
def test_good_record_is_clean(path: Path) -> None:
    result = check_paths(path)
    assert result.diagnostics == []
    assert result.files_checked == 1
    assert [loaded.record.id for loaded in result.records] == [path.stem]


def test_good_records_cover_the_format() -> None:
    """The clean set shows every measure, both mapping forms, imperial units, an en dash
    and values on board boundaries, so that none of them is a false alarm."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in GOOD_RECORDS)
    records = check_paths(*GOOD_RECORDS).records
    measures = {name for loaded in records for name in loaded.record.measures.asked()}
    assert measures == {"weight", "length", "total_length", "height", "tail_length"}
    units = {m.unit for loaded in records for m in loaded.record.measures.asked().values()}
    assert {"lb", "oz", "in", "ft", "g", "kg", "t", "cm", "m"} <= units
    assert "\u2013" in text
    assert re.search(r"\{min: [\d.]+, max: [\d.]+, unit: \w+\}", text)
    assert re.search(r"\{value: [\d.]+, unit: \w+\}", text)
    assert {"names", "notes", "area_count"} <= {
        key for loaded in records for key in loaded.record.model_fields_set
    }
    assert "illustration:" not in text
    # Values on boundaries of the metric board: 1 m, 20-30 cm, 2 cm.
    on_boundary = {(loaded.record.id, name, m.label()) for loaded in records
                   for name, m in loaded.record.measures.asked().items()}
    assert ("emperor-penguin", "height", "1 m") in on_boundary
    assert ("european-hedgehog", "length", "20-30 cm") in on_boundary
    assert ("european-hedgehog", "tail_length", "2 cm") in on_boundary


def test_good_records_together_are_clean() -> None:
    """Checked as one folder, the records also pass the cross-record rules."""
    result = check_paths(RECORDS / "good")
    assert result.diagnostics == []
    assert result.files_checked == len(GOOD_RECORDS)


@pytest.mark.parametrize("path", [_param(p) for p in BAD_RECORDS])
def test_bad_record(path: Path) -> None:
    expected = header_expectations(path)
    assert expected, f"{path.name} states no expectation"
    result = check_paths(path)  # alone: bad files share ids and names on purpose
    assert found(result.diagnostics) == expected
    assert_severities(result.diagnostics)


@pytest.mark.parametrize("path", [_param(p) for p in HOSTILE_RECORDS])
def test_hostile_record(path: Path) -> None:
    result = check_paths(path)
    assert found(result.diagnostics) == sidecar_expectations(path)
    assert_severities(result.diagnostics)


def test_bad_examples_cover_every_record_code() -> None:
    shown = {code for path in BAD_RECORDS for (code, _, _) in header_expectations(path)}
    shown |= {code for path in HOSTILE_RECORDS for (code, _, _) in sidecar_expectations(path)}
    assert RECORD_CODES - MADE_BY_TESTS <= shown
    assert shown <= RECORD_CODES


def test_off_scale_fires_once_per_board() -> None:
    """300 t is above both default boards: the same place is reported twice."""
    result = check_paths(RECORDS / "bad" / "off-scale.yaml")
    weight = [d for d in result.diagnostics if d.code == "off-scale" and "weight" in d.message]
    assert len(weight) == 2
    assert ["fauna-imperial" in weight[0].message + weight[1].message,
            "fauna-metric" in weight[0].message + weight[1].message] == [True, True]


def _padded_record(size: int) -> bytes:
    record = (RECORDS / "good" / "emperor-penguin.yaml").read_bytes()
    padding = size - len(record) - 3
    return record + b"# " + b"x" * padding + b"\n"


def test_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "emperor-penguin.yaml"
    path.write_bytes(_padded_record(MAX_FILE_BYTES + 1))
    assert path.stat().st_size == MAX_FILE_BYTES + 1
    result = check_paths(path)
    assert found(result.diagnostics) == Counter({("file-too-large", 1, 1): 1})


def test_file_at_the_size_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "emperor-penguin.yaml"
    path.write_bytes(_padded_record(MAX_FILE_BYTES))
    assert path.stat().st_size == MAX_FILE_BYTES
    assert check_paths(path).diagnostics == []


def test_editor_schema_comments_resolve() -> None:
    """`# yaml-language-server: $schema=...` must name a real file, or editors go blind."""
    pattern = re.compile(r"^# yaml-language-server: \$schema=(\S+)$", re.MULTILINE)
    checked = 0
    for path in EXAMPLES.rglob("*.yaml"):
        text = path.read_bytes().decode("utf-8", errors="replace")
        for target in pattern.findall(text):
            assert (path.parent / target).resolve().is_file(), f"{path}: {target}"
            checked += 1
    assert checked >= 3


# --- decks --------------------------------------------------------------------------------

GOOD_DECKS = sorted(p for p in (DECKS / "good").iterdir() if p.is_dir())
BAD_DECKS = sorted(p for p in (DECKS / "bad").iterdir() if p.is_dir())


def deck_found(deck: Path, diagnostics) -> Counter:  # type: ignore[no-untyped-def]
    return Counter(
        (os.path.relpath(Path(d.file).resolve(), deck), d.code, d.line, d.column) for d in diagnostics
    )


@pytest.mark.parametrize("deck", [_param(p) for p in GOOD_DECKS])
def test_good_deck_is_clean(deck: Path) -> None:
    assert deck_expectations(deck) == Counter()
    result = check_paths(deck)
    assert result.diagnostics == []
    assert len(result.manifests) == 1
    assert result.files_checked == 1 + len(list((deck / "animals").glob("*.yaml")))


@pytest.mark.parametrize("deck", [_param(p) for p in BAD_DECKS])
def test_bad_deck(deck: Path) -> None:
    expected = deck_expectations(deck)
    assert expected, f"{deck.name}/EXPECT states no expectation"
    result = check_paths(deck)
    assert deck_found(deck, result.diagnostics) == expected
    assert_severities(result.diagnostics)


def test_deck_given_by_its_manifest_file() -> None:
    """A deck.yaml argument stands for its folder: same findings, same paths."""
    deck = DECKS / "bad" / "card-repeat"
    by_file = check_paths(deck / "deck.yaml")
    assert deck_found(deck, by_file.diagnostics) == deck_expectations(deck)
    assert by_file.files_checked == 4


def test_small_deck_has_four_animals_on_two_cards() -> None:
    result = check_paths(DECKS / "good" / "small-deck")
    assert sorted(loaded.record.id for loaded in result.records) == [
        "emperor-penguin", "grevys-zebra", "pronghorn", "ring-tailed-lemur"]
    (_, manifest), = result.manifests
    assert [list(card) for card in manifest.cards] == [
        ["grevys-zebra", "pronghorn"], ["emperor-penguin", "ring-tailed-lemur"]]


def test_bad_decks_cover_every_deck_code() -> None:
    shown = {code for deck in BAD_DECKS
             for (_, code, _, _) in deck_expectations(deck)}
    assert DECK_CODES <= shown


def test_deck_boards_decide_the_scales() -> None:
    """No positive value fits the metric board and misses the imperial one (the imperial
    scales reach further), so a deck limited to one board shows its effect the other way:
    the whale's 300 t draws one finding with [fauna-metric] and two with the default pair;
    its 210 t passes with [fauna-imperial] and fails on the default pair."""
    heavy = DECKS / "bad" / "metric-board-only"
    both = ["fauna-metric", "fauna-imperial"]
    assert [d.code for d in check_paths(heavy).diagnostics] == ["off-scale"]
    assert [d.code for d in check_paths(heavy, boards=both).diagnostics] == ["off-scale"] * 2

    lighter = DECKS / "good" / "imperial-board-only"
    assert check_paths(lighter).diagnostics == []
    (finding,) = check_paths(lighter, boards=both).diagnostics
    assert (finding.code, finding.line, finding.column) == ("off-scale", 9, 11)
    assert "'fauna-metric'" in finding.message


def test_command_line_board_overrides_the_deck() -> None:
    deck = DECKS / "good" / "imperial-board-only"
    (finding,) = check_paths(deck, boards=["fauna-metric"]).diagnostics
    assert finding.code == "off-scale"


# --- repositories: a folder holding decks, boards, games and YAML that is not ours ----------

REPOSITORIES = EXAMPLES / "repositories"
GOOD_REPOSITORIES = sorted(p for p in (REPOSITORIES / "good").iterdir() if p.is_dir())
BAD_REPOSITORIES = sorted(p for p in (REPOSITORIES / "bad").iterdir() if p.is_dir())


def skipped_expectations(repository: Path) -> list[str]:
    return (repository / "SKIPPED").read_text(encoding="utf-8").split()


@pytest.mark.parametrize("repository", [_param(p) for p in GOOD_REPOSITORIES + BAD_REPOSITORIES])
def test_repository(repository: Path) -> None:
    """Every deck below the folder is checked as a deck, boards and games as such; YAML that is
    not ours is skipped and listed, never reported."""
    result = check_paths(repository)
    assert deck_found(repository, result.diagnostics) == deck_expectations(repository)
    assert [os.path.relpath(Path(s).resolve(), repository) for s in result.skipped] == \
        skipped_expectations(repository)
    assert_severities(result.diagnostics)


def test_good_repositories_have_no_findings() -> None:
    assert GOOD_REPOSITORIES
    for repository in GOOD_REPOSITORIES:
        assert deck_expectations(repository) == Counter()


def test_a_deck_inside_a_deck_is_a_deck_of_its_own() -> None:
    """deck/expansion/deck.yaml is read as a manifest, not as a broken record, and its records
    are paired by its own cards, not reported as on no card of the outer deck."""
    result = check_paths(REPOSITORIES / "good" / "deck-repository")
    titles = sorted(manifest.title for _, manifest in result.manifests)
    assert titles == ["Repository deck", "Repository deck, expansion"]
    assert len(result.records) == 6
    # The game and the board are checked (and counted), the workflow in .github is not seen.
    assert result.files_checked == 10


def test_the_same_folder_without_recognition_would_be_wrong() -> None:
    """The repository's foreign files are real traps: named on the command line (checked as
    records, as before), each of them is reported."""
    repository = REPOSITORIES / "good" / "deck-repository"
    for name in skipped_expectations(repository):
        result = check_paths(repository / name)
        assert result.errors, name


# --- boards -------------------------------------------------------------------------------

GOOD_BOARDS = _files(BOARDS / "good")
BAD_BOARDS = _files(BOARDS / "bad")


@pytest.mark.parametrize("path", [_param(p) for p in GOOD_BOARDS])
def test_good_board_loads(path: Path) -> None:
    loaded = load_board(str(path))
    assert loaded.board.name == path.stem
    view = board_view(loaded.board)
    for scale in view["scales"].values():
        indexes = [space["index"] for space in scale["spaces"]]
        assert indexes == list(range(1, len(indexes) + 1))
    assert header_expectations(path) == Counter()


@pytest.mark.parametrize("path", [_param(p) for p in BAD_BOARDS])
def test_bad_board(path: Path) -> None:
    expected = header_expectations(path)
    assert expected, f"{path.name} states no expectation"
    with pytest.raises(DataError) as raised:
        load_board(str(path))
    assert found(raised.value.diagnostics) == expected
    assert all(d.severity == "error" for d in raised.value.diagnostics)


def test_bad_boards_cover_every_board_code() -> None:
    shown = {code for path in BAD_BOARDS for (code, _, _) in header_expectations(path)}
    assert BOARD_CODES <= shown


def test_open_ended_board_has_open_spaces() -> None:
    view = board_view(load_board(str(BOARDS / "good" / "open-ended.yaml")).board)
    weight = view["scales"]["weight"]["spaces"]
    assert [s["label"] for s in weight] == ["< 1 oz", "1 oz-1 lb", "1-100 lb", "100 lb-1 ton", "> 1 ton"]
    assert weight[0]["min"] is None and weight[-1]["max"] is None


def test_record_against_an_own_board() -> None:
    """A board given by path on the command line; the coarse board's spaces place 1 m."""
    board = str(BOARDS / "good" / "coarse-metric.yaml")
    assert check_paths(RECORDS / "good", boards=[board]).diagnostics == []


# --- the same examples through the real command line --------------------------------------

def test_cli_good_examples_exit_0() -> None:
    run = run_process("validate", str(RECORDS / "good"), str(DECKS / "good" / "small-deck"))
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout == f"ok: {len(GOOD_RECORDS) + 5} files checked, no problems\n"


@pytest.mark.parametrize("name", ["several-problems.yaml", "off-scale.yaml", "measure-syntax.yaml",
                                  "total-length-sum.yaml"])
def test_cli_json_matches_expectations(name: str) -> None:
    path = RECORDS / "bad" / name
    run = run_process("validate", "--format", "json", str(path))
    report = json.loads(run.stdout)
    got = Counter((d["code"], d["line"], d["column"]) for d in report["diagnostics"])
    assert got == header_expectations(path)
    errors = sum(1 for d in report["diagnostics"] if d["severity"] == "error")
    assert report["errors"] == errors
    assert report["warnings"] == len(report["diagnostics"]) - errors
    assert run.returncode == (1 if errors else 0)
    assert report["valid"] is (errors == 0)


def test_cli_deck_json_matches_expectations() -> None:
    deck = DECKS / "bad" / "card-unknown-id"
    run = run_process("validate", "-f", "json", str(deck))
    assert run.returncode == 1
    report = json.loads(run.stdout)
    got = Counter((os.path.relpath(ROOT / d["file"], deck), d["code"], d["line"], d["column"])
                  for d in report["diagnostics"])
    assert got == deck_expectations(deck)
    assert report["files_checked"] == 3


def test_cli_warning_only_deck_exits_0() -> None:
    run = run_process("validate", str(DECKS / "bad" / "not-on-card"))
    assert run.returncode == 0
    assert run.stdout.endswith("ok: 0 errors, 1 warning in 1 of 4 files\n")


def test_cli_hostile_examples_exit_1_without_traceback() -> None:
    for path in HOSTILE_RECORDS:
        if not sidecar_expectations(path):
            continue
        run = run_process("validate", str(path))
        assert run.returncode == 1, path.name
        assert "Traceback" not in run.stdout + run.stderr


def test_loader_never_raises_on_hostile_bytes(tmp_path: Path) -> None:
    """The loader itself turns hostile content into problems, never exceptions."""
    for path in HOSTILE_RECORDS:
        document = load_yaml(path, path.name)
        assert [p.code for p in document.problems] == [c for (c, _, _) in sidecar_expectations(path)]


def test_every_record_and_deck_code_is_documented_and_every_documented_code_is_shown() -> None:
    from fauna_cards.catalog import rules as catalog_rules

    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    table = set(re.findall(r"^\| `([a-z0-9-]+)` \| (?:error|warning) \|", rules, flags=re.M))
    animalia = {code for code in catalog_rules() if code.startswith("animalia-")}  # docs/animalia.md shows them
    assert table == RECORD_CODES | DECK_CODES | WALK_CODES | {"file-too-large"} | animalia
    for code in BOARD_CODES:
        assert f"`{code}`" in rules, code
