"""`fauna validate` beyond single examples: what a folder walk checks and skips, the wording
of findings and usage errors, the glyphs the card font lacks, and counted words."""

from __future__ import annotations

import ast
import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT
from helpers import run_cli, run_process, run_python

from fauna_cards import glyphs
from fauna_cards.commands.group import plain_message
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.languages import words_for
from fauna_cards.model.diagnostics import Diagnostic
from fauna_cards.model.measure import MeasureError, parse_measure
from fauna_cards.report import Report
from fauna_cards.report.text import write as write_text
from fauna_cards.words import plural

GOOD = EXAMPLES / "records" / "good"
SMALL_DECK = EXAMPLES / "decks" / "good" / "small-deck"


def check(*paths: Path):  # type: ignore[no-untyped-def]
    return check_targets(collect_targets([str(p) for p in paths]))


def codes(result) -> Counter:  # type: ignore[no-untyped-def]
    return Counter((Path(d.file).name, d.code) for d in result.diagnostics)


def record_text(**changes: str) -> str:
    """The good pronghorn record with some top-level lines replaced (or removed with '')."""
    lines = (GOOD / "pronghorn.yaml").read_text(encoding="utf-8").splitlines()
    out = []
    replacing = False
    for line in lines:
        if replacing and line.startswith((" ", "-")):
            continue  # the rest of a replaced key's block
        key = line.split(":", 1)[0]
        replacing = key in changes
        if replacing:
            if changes[key]:
                out.append(changes[key])
            continue
        out.append(line)
    return "\n".join(out) + "\n"


# --- a folder walk: every file as what it is -------------------------------------------------

FOREIGN = {
    # mkdocs-material's config holds a tag only mkdocs can read: it does not parse for us.
    "mkdocs.yml": "site_name: Cards\ntheme:\n  name: material\nmarkdown_extensions:\n"
                  "  - pymdownx.emoji:\n      emoji_index: !!python/name:material.extensions.emoji.twemoji\n",
    "pipeline.yml": "name: cards\non: [push]\njobs:\n  check:\n    runs-on: ubuntu-latest\n",
    "compose.yaml": "name: site\nservices:\n  web:\n    image: nginx\n",
    # A template: not YAML until rendered, and not ours either.
    "chart/templates/deployment.yaml": "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n"
                                       "  name: {{ .Release.Name }}\n  {{- if .Values.x }}\n",
    "playbook.yml": "- hosts: all\n  tasks:\n    - name: hello\n",
    "workflow-with-schema.yaml": "# yaml-language-server: $schema=https://json.schemastore.org/github-workflow.json\n"
                                 "id: not-ours\nname: x\n",
}


def repository(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    shutil.copytree(SMALL_DECK, root / "deck")
    for name, text in FOREIGN.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_yaml_that_is_not_ours_is_skipped_and_counted(tmp_path: Path) -> None:
    root = repository(tmp_path)
    result = check(root)
    assert result.diagnostics == []
    assert sorted(Path(s).relative_to(root).as_posix() for s in result.skipped) == sorted(FOREIGN)
    assert result.files_checked == 5
    run = run_process("validate", str(root))
    assert (run.returncode, run.stdout) == (0, f"ok: 5 files checked, no problems; {len(FOREIGN)} other YAML files skipped\n")
    report = json.loads(run_process("validate", "-f", "json", str(root)).stdout)
    assert report["files_skipped"] == len(FOREIGN)
    assert sorted(report["skipped"]) == sorted(str(root / name) for name in FOREIGN)


def test_a_repository_checked_from_its_root(tmp_path: Path) -> None:
    """`fauna validate .`: paths as the user sees them, relative to the folder."""
    root = repository(tmp_path)
    (root / "deck" / "animals" / "pronghorn.yaml").write_text(record_text(name="nmae: Pronghorn"))
    run = run_process("validate", ".", cwd=root)
    assert run.returncode == 1
    assert run.stdout.startswith("deck/animals/pronghorn.yaml\n  3:1 ")
    assert run.stdout.endswith(f"failed: 1 error, 0 warnings in 1 of 5 files; {len(FOREIGN)} other YAML files skipped\n")


@pytest.mark.parametrize("changes, expected", [
    ({"scientific_name": "scientifc_name: Antilocapra americana"}, {"unknown-field"}),
    ({"scientific_name": "scientifc_name: Antilocapra americana", "class": "clas: mammal",
      "difficulty": "dificulty: green"}, {"unknown-field"}),
    ({"areas": "areas: [canada, great-plains"}, {"yaml-syntax"}),
    ({"measures": "measures: [", "id": "id: pronghorn\n\tname: x"}, {"yaml-syntax"}),
    ({"id": "id: Pronghorn"}, {"bad-id"}),
], ids=["one-typo", "three-typos", "does-not-parse", "tab", "bad-id"])
def test_a_record_with_problems_in_a_walk_is_reported_as_before(tmp_path: Path, changes: dict[str, str],
                                                                 expected: set[str]) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(SMALL_DECK, deck)
    (deck / "animals" / "pronghorn.yaml").write_text(record_text(**changes), encoding="utf-8")
    walked = check(deck)
    named = check(deck / "animals" / "pronghorn.yaml")
    assert {d.code for d in walked.diagnostics} == expected
    assert [(d.code, d.line, d.column) for d in walked.diagnostics] == \
        [(d.code, d.line, d.column) for d in named.diagnostics]
    assert walked.skipped == []


@pytest.mark.parametrize("name, data, code", [
    ("empty.yaml", b"# nothing yet\n", "file-empty"),
    ("binary.yaml", b"id: x\x00\n", "file-binary"),
    ("latin-1.yaml", b"\xe9\xe9\n", "file-encoding"),
    ("words.yaml", b"- one\n- two\n", "not-a-mapping"),
    ("text.yaml", b"just a sentence\n", "not-a-mapping"),
    ("list-of-records.yaml", b"- id: x\n  name: y\n", "not-a-mapping"),
])
def test_a_file_whose_kind_cannot_be_told_is_reported(tmp_path: Path, name: str, data: bytes, code: str) -> None:
    (tmp_path / name).write_bytes(data)
    result = check(tmp_path)
    assert [d.code for d in result.diagnostics] == [code]
    assert result.skipped == []


def test_the_schema_line_decides_first(tmp_path: Path) -> None:
    (tmp_path / "started.yaml").write_text("# yaml-language-server: $schema=../schema/animal.schema.json\n"
                                           "name: Pronghorn\n")
    (tmp_path / "own-board.yaml").write_text("# yaml-language-server: $schema=board.schema.json\nname: b\n")
    (tmp_path / "deck-copy.yaml").write_text("# yaml-language-server: $schema=deck.schema.json\ntitle: t\n")
    result = check(tmp_path)
    found = codes(result)
    assert found[("started.yaml", "missing-field")] >= 5  # a record: its every missing field
    assert ("own-board.yaml", "missing-field") in found  # a board without scales
    assert ("deck-copy.yaml", "missing-field") in found
    assert result.skipped == []


def test_a_deck_s_own_board_inside_the_deck_is_checked_once(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(SMALL_DECK, deck)
    (deck / "boards").mkdir()
    shutil.copy(EXAMPLES / "boards" / "bad" / "unknown-scale.yaml", deck / "boards" / "ours.yaml")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("cards:", "boards: [boards/ours.yaml]\ncards:"))
    result = check(deck)
    board_findings = [d for d in result.diagnostics if d.file.endswith("ours.yaml")]
    assert [d.code for d in board_findings] == ["unknown-scale"]
    assert result.files_checked == 6


def test_a_board_beside_the_deck_in_a_repository_is_reported_once(tmp_path: Path) -> None:
    """The walk checks boards/ours.yaml, and the deck in deck/ uses it: one finding, at the
    walk's path, also when the repository is named from elsewhere."""
    root = repository(tmp_path)
    (root / "boards").mkdir()
    shutil.copy(EXAMPLES / "boards" / "bad" / "unknown-scale.yaml", root / "boards" / "ours.yaml")
    manifest = root / "deck" / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("cards:", "boards: [../boards/ours.yaml]\ncards:"))
    run = run_process("validate", "-f", "json", str(root), cwd=tmp_path.parent)
    found = Counter((d["file"], d["code"]) for d in json.loads(run.stdout)["diagnostics"])
    assert found == Counter({(str(root / "boards" / "ours.yaml"), "unknown-scale"): 1,
                             (str(manifest), "unknown-board"): 1})


def test_only_foreign_yaml_is_nothing_to_check(tmp_path: Path) -> None:
    (tmp_path / "mkdocs.yml").write_text(FOREIGN["mkdocs.yml"])
    run = run_process("validate", str(tmp_path))
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == f"fauna: error: no deck files to check in {tmp_path}: 1 other YAML file skipped\n"


def test_a_card_does_not_call_a_broken_record_unknown(tmp_path: Path) -> None:
    result = check(EXAMPLES / "decks" / "bad" / "card-names-a-broken-record")
    assert "card-unknown-id" not in {d.code for d in result.diagnostics}
    # The id as written counts too, when the file is named otherwise.
    deck = tmp_path / "deck"
    shutil.copytree(SMALL_DECK, deck)
    record = deck / "animals" / "pronghorn.yaml"
    broken = record.read_text().replace("areas: [canada", "areas: [[canada")
    record.unlink()
    (deck / "animals" / "antelope.yaml").write_text(broken)
    assert [d.code for d in check(deck).diagnostics] == ["yaml-syntax"]


def test_a_card_naming_a_skipped_file_says_so() -> None:
    (finding,) = check(EXAMPLES / "decks" / "bad" / "card-names-a-skipped-file").diagnostics
    assert finding.code == "card-unknown-id"
    assert finding.hint is not None and finding.hint.startswith("animals/pronghorn.yaml was skipped")


# --- findings in our words -----------------------------------------------------------------

def test_a_misspelt_required_key_is_one_finding(tmp_path: Path) -> None:
    path = tmp_path / "pronghorn.yaml"
    path.write_text(record_text(classification="classification: {order: Artiodactyla, famly: Antilocapridae}",
                                scientific_name="scientific_nme: Antilocapra americana"))
    result = check(path)
    assert [(d.code, d.line) for d in result.diagnostics] == [("unknown-field", 4), ("unknown-field", 6)]
    assert [d.hint.split(";")[0] for d in result.diagnostics if d.hint] == [
        "did you mean 'scientific_name'? (a required field)", "did you mean 'family'? (a required field)"]


def test_the_accepted_fields_are_listed_once_per_file(tmp_path: Path) -> None:
    path = tmp_path / "pronghorn.yaml"
    path.write_text(record_text(id="", name="", notes="colour: brown\nhabitat: plains\nnotes: x") +
                    "size: big\n")
    result = check(path)
    hints = [d.hint or "" for d in result.diagnostics]
    assert len(result.diagnostics) == 5  # 2 missing, 3 unknown
    assert sum("accepted: " in hint for hint in hints) == 1
    assert "accepted: " in hints[0]  # on the first finding of the file


LIBRARY_WORDING = re.compile(
    r"should (?:be|have|match)|after validation|Value error|Assertion failed|Input |Field required|"
    r"Extra inputs|valid dictionary|valid (?:string|integer|list|number|boolean)|NoneType|not (?:list|dict|str|int|float|bool)\b|"
    r"\bstr\b|\bdict\b|<class|pydantic|type=", re.IGNORECASE)

WRONG_VALUES = [None, "", [], {}, [1, 2, 3], {"a": 1}, 0, -1, 10**6, 1.5, True, "x" * 2000, "2024-01-01",
                [[]], [{}], [""], ["a"] * 600]


def _corpus():  # type: ignore[no-untyped-def]
    """Every top-level field of every format set to every kind of wrong value."""
    import datetime

    from fauna_cards.services.schemas import SCHEMA_MODELS

    values = [*WRONG_VALUES, datetime.date(2024, 1, 1)]
    for name, (model, _) in SCHEMA_MODELS.items():
        for field, info in model.model_fields.items():
            for value in values:
                yield name, model, {(info.alias or field): value}


def test_no_library_wording_reaches_a_finding() -> None:
    from pydantic import ValidationError

    from fauna_cards.checks.schema_errors import findings_from

    bad = []
    for name, model, data in _corpus():
        try:
            model.model_validate(data)
        except ValidationError as error:
            for finding in findings_from(error, model):
                text = f"{finding.message} | {finding.hint or ''}"
                if LIBRARY_WORDING.search(text):
                    bad.append((name, data if len(repr(data)) < 80 else list(data), text))
    assert bad == []


YAML_MISTAKES = {
    "unclosed-list": "id: x\nareas: [a, b\nclass: mammal\n",
    "unclosed-mapping": "id: x\nc: {a: 1, b: 2\nd: 1\n",
    "unclosed-quote": 'id: "never closed\nname: y\n',
    "colon-in-value": "id: x\nname: a: b\n",
    "tab": "id: x\n\tname: y\n",
    "dedent": "measures:\n  weight: 1 kg\n length: 2 m\n",
    "undefined-alias": "id: *nope\n",
    "at-sign": "id: x\nname: @y\n",
    "escape": 'name: "a\\qb"\n',
    "python-tag": "id: !!python/name:os.system\n",
    "two-documents": "id: x\n---\nid: y\n",
    "empty-flow": "a: {\n",
}


@pytest.mark.parametrize("name", sorted(YAML_MISTAKES))
def test_yaml_mistakes_are_said_in_our_words(tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.yaml"
    path.write_text(YAML_MISTAKES[name], encoding="utf-8")
    (finding,) = check(path).diagnostics
    assert finding.code == "yaml-syntax"
    assert finding.hint
    assert not re.search(r"while (?:parsing|scanning)|did not find|could not|found |token|scalar|stream|"
                         r"constructor|tag:yaml", finding.message), finding.message


@pytest.mark.parametrize("cards, message", [
    ("[[grevys-zebra]]", "cards item 1 has 1 item, fewer than the 2 it needs"),
    ("[[grevys-zebra, pronghorn, koala]]", "cards item 1 has 3 items, more than the 2 it may have"),
    ("[[]]", "cards item 1 is empty"),
])
def test_a_card_of_the_wrong_size_is_said_plainly(tmp_path: Path, cards: str, message: str) -> None:
    (tmp_path / "deck.yaml").write_text(f"title: t\nversion: '1'\nlanguage: en\ncards: {cards}\n")
    (finding,) = [d for d in check(tmp_path).diagnostics if d.code == "invalid-value"]
    assert finding.message == message
    assert finding.hint == "a card is a pair: [front id, back id]"


def test_a_measure_that_is_a_list_is_said_plainly() -> None:
    with pytest.raises(MeasureError) as raised:
        parse_measure([350, 430], "mass")
    assert raised.value.message == "a measure is text or a mapping, not a list"


@pytest.mark.parametrize("raw, quantity, hint", [
    ("70 M", "length", "did you mean 'm'?"),
    ("5 metres", "length", "did you mean 'm'?"),
    ("70 KG", "mass", "did you mean 'kg'?"),
    ("70 lbs", "mass", "did you mean 'lb'?"),
    ("2,2-14 kg", "mass", "use a decimal point: '2.2-14 kg'"),
    ("1,200 kg", "mass", "write numbers without a thousands separator: '1200 kg'"),
    ("70 to 125 kg", "mass", "write a range with a hyphen: '70-125 kg'"),
    ("70 kg - 125 kg", "mass", "write the unit once: '70-125 kg'"),
    ("70-125", "mass", "add the unit: '70-125 kg'"),
    ("ca. 70 kg", "mass", "leave out 'ca.': '70 kg'"),
    ("1,5 to 2,5 m", "length", "use a decimal point; write a range with a hyphen: '1.5-2.5 m'"),
    ({"min": 3, "unit": "kg"}, "mass", "add max"),
    ({"value": "3,5", "unit": "kg"}, "mass", "write value: 3.5, without quotes or unit"),
])
def test_a_measure_hint_names_the_fix(raw: object, quantity: str, hint: str) -> None:
    with pytest.raises(MeasureError) as raised:
        parse_measure(raw, quantity)  # type: ignore[arg-type]
    assert raised.value.hint is not None and raised.value.hint.startswith(hint), raised.value.hint


def test_every_suggested_measure_reads() -> None:
    """A hint that says `write 'X'` names a measure that parses."""
    for raw in ["2,2-14 kg", "70 to 125 kg", "70 kg - 125 kg", "70-125", "ca. 70 kg", "1,5 to 2,5 kg",
                "70 kg.", "70—125 kg", "about 3-4 t"]:
        with pytest.raises(MeasureError) as raised:
            parse_measure(raw, "mass")
        suggested = re.search(r"'([^']+)'$", raised.value.hint or "")
        assert suggested, (raw, raised.value.hint)
        parse_measure(suggested.group(1), "mass")


def test_a_missing_illustration_names_the_closest_file(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(SMALL_DECK, deck)
    (deck / "animals" / "images").mkdir()
    for name in ("pronghorn.png", "koala.png", "okapi.png"):
        (deck / "animals" / "images" / name).write_bytes(b"")
    record = deck / "animals" / "pronghorn.yaml"
    original = record.read_text()
    for written, hint in [("images/prongorn.png", "did you mean 'images/pronghorn.png'?"),
                          ("image/pronghorn.png", "did you mean 'images/pronghorn.png'?"),
                          ("images/Pronghorn.jpg", "did you mean 'images/pronghorn.png'?"),
                          ("images/lion.png", "the path is relative to the record's folder")]:
        record.write_text(original + f"illustration: {written}\n")
        (finding,) = check(record).diagnostics
        assert finding.code == "illustration-missing"
        assert finding.hint is not None and finding.hint.startswith(hint), (written, finding.hint)


def test_a_bare_number_as_a_move_names_the_scale(tmp_path: Path) -> None:
    game = EXAMPLES / "repositories" / "bad" / "deck-repository" / "games" / "number-as-move.yaml"
    (finding,) = check(game).diagnostics
    assert finding.hint == "name the scale or measure first: `- ben: weight 18`"

    from fauna_cards.games.common.spots import IllegalMove, parse_spot
    from fauna_cards.load.boards import load_board

    board = load_board("fauna-metric")
    record = {loaded.record.id: loaded.record for loaded in check(ROOT / "deck").records}["grevys-zebra"]
    with pytest.raises(IllegalMove) as raised:
        parse_spot("18", board.board, board.world, record, "area")
    assert raised.value.hint is not None and "'weight 18'" in raised.value.hint


# --- the text report ------------------------------------------------------------------------

def test_text_columns_stay_aligned_for_long_codes_and_places() -> None:
    import io

    diagnostics = sorted([
        Diagnostic("a.yaml", 1, 1, "error", "illustration-unreadable", "one", "hint one"),
        Diagnostic("a.yaml", 12345, 678, "warning", "id-file-name", "two", "hint two"),
        Diagnostic("a.yaml", 3, 4, "error", "asymmetric-neighbour-of-a-long-name", "three"),
    ])
    out = io.StringIO()
    write_text(Report(diagnostics, 1), out, colour=False)
    lines = out.getvalue().splitlines()
    finding_lines = [line for line in lines if line.startswith("  ") and not line.strip().startswith("hint:")]
    starts = {line.index(message) for line, message in zip(finding_lines, ["one", "three", "two"])}
    hint_starts = {line.index("hint:") for line in lines if line.strip().startswith("hint:")}
    assert len(starts) == 1 and hint_starts == starts


# --- usage errors: one plain line, then the usage -------------------------------------------

@pytest.mark.parametrize("args, first_line", [
    (["validate", "--nope"], "fauna: error: no such option: --nope"),
    (["nope"], "fauna: error: no such command 'nope'"),
    (["score"], "fauna: error: missing argument 'file'"),
    (["validate", "-f", "xml"], "fauna: error: invalid value for '--format' / '-f': 'xml' is not one of "
                                "'text', 'json', 'github', 'sarif'"),
    (["validate", "--formt", "json"], "fauna: error: no such option: --formt; did you mean --format?"),
    (["validate", "--color"], "fauna: error: option '--color' requires an argument"),
])
def test_usage_errors_are_plain_lines(args: list[str], first_line: str) -> None:
    run = run_process(*args)
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.splitlines()
    assert lines[0] == first_line
    assert re.fullmatch(r"Try '(?:fauna|python -m fauna_cards)( \w+)? -h' for help\.", lines[-1]), lines
    assert len(lines) <= 3
    assert not re.search("[\u2500-\u257f]", run.stderr)  # no box drawing
    assert "Value error" not in run.stderr and "Input should" not in run.stderr


def test_a_bad_number_option_is_in_our_words() -> None:
    assert plain_message("Invalid value for '--seed': Input should be a valid integer, unable to parse string "
                         "as an integer") == "invalid value for '--seed': not a whole number"


def test_usage_errors_in_process_are_plain_too() -> None:
    result = run_cli("validate", "--nope")
    assert result.exit_code == 2
    assert result.output.splitlines()[0] == "fauna: error: no such option: --nope"


# --- glyphs the card font lacks -------------------------------------------------------------

def test_a_missing_glyph_is_a_warning_at_its_text(tmp_path: Path) -> None:
    path = tmp_path / "pronghorn.yaml"
    arabic = "\u0638\u0628\u064a"  # in the regular face, not in the oblique one
    path.write_text(record_text(name="name: Pronghorn 叉角羚", scientific_name=f"scientific_name: Antilocapra {arabic}",
                                classification=f"classification: {{order: Artiodactyla, family: Antilocapridae {arabic}}}"),
                    encoding="utf-8")
    found = [(d.code, d.line, d.severity) for d in check(path).diagnostics if d.code == "missing-glyph"]
    assert found == [("missing-glyph", 3, "warning"), ("missing-glyph", 4, "warning")]
    assert run_process("validate", str(path)).returncode == 0  # warnings: the run passes,
    assert run_process("validate", "--strict", str(path)).returncode == 1  # and CI with --strict fails
    assert glyphs.missing(arabic, glyphs.REGULAR) == ""
    assert glyphs.missing(arabic, glyphs.OBLIQUE) == arabic


def test_the_bundled_deck_prints_without_boxes() -> None:
    assert [d for d in check(ROOT / "deck").diagnostics if d.code == "missing-glyph"] == []


def test_the_coverage_data_matches_the_fonts() -> None:
    pytest.importorskip("reportlab")
    assert glyphs.render(glyphs.from_fonts()) == glyphs.COVERAGE_FILE.read_text(encoding="utf-8")


def test_validate_and_print_agree_on_the_regular_face() -> None:
    pytest.importorskip("reportlab")
    from fauna_cards.printing.fonts import missing_glyphs

    sample = "Yak 牦牛 Żubr Ωμέγα Жук ﷺ 🦓 \u0638 ☃ ⁂ \U0001d5a0"
    assert glyphs.missing(sample, glyphs.REGULAR) == missing_glyphs(sample)


def test_validate_imports_no_printing_or_geography_library() -> None:
    """A deck without pictures: decoding one needs the [print] extra's libraries."""
    run = run_python("-X", "importtime", "-m", "fauna_cards", "validate",
                     str(EXAMPLES / "records" / "bad" / "missing-glyph.yaml"), str(SMALL_DECK))
    assert run.returncode == 0 and "missing-glyph" in run.stdout
    imported = {line.split("|")[-1].strip().split(".")[0] for line in run.stderr.splitlines()
                if line.startswith("import time:")}
    assert imported & {"reportlab", "shapely", "geopandas", "pyproj", "svglib", "PIL"} == set()


# --- counted words --------------------------------------------------------------------------

def test_plural() -> None:
    assert [plural(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert plural(1, "other YAML file") == "1 other YAML file"
    assert plural(3, "entry", "entries") == "3 entries"
    assert plural(2, "box") == "2 boxes"
    assert plural(1, "area", with_count=False) == "area"
    assert plural(1234, "point") == "1,234 points"


HAND_MADE_PLURAL = re.compile(r"""['"]s['"] if |['"]es['"] if |\bplural = ['"]s['"]""")


def test_no_message_pluralises_by_hand() -> None:
    """Counted words go through words.plural: a hand-made `'s' if n != 1` is how "1 cards"
    slips in. String literals only: the code's own comments may say anything."""
    offenders = []
    for path in sorted((ROOT / "fauna_cards").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.JoinedStr):
                segment = ast.get_source_segment(source, node) or ""
                if HAND_MADE_PLURAL.search(segment):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
        offenders += [f"{path.relative_to(ROOT)}:{number}" for number, line in enumerate(source.splitlines(), 1)
                      if re.search(r"""\bplural = ['"]s['"]""", line)]
    assert offenders == []


@pytest.mark.parametrize("count, phrase", [(1, "1 area is listed"), (3, "3 areas are listed")])
def test_area_count_mismatch_counts_right(tmp_path: Path, count: int, phrase: str) -> None:
    path = tmp_path / "pronghorn.yaml"
    areas = ["canada", "great-plains", "rocky-mountains"][:count]
    path.write_text(record_text(areas=f"areas: [{', '.join(areas)}]") + "area_count: 5\n")
    (finding,) = [d for d in check(path).diagnostics if d.code == "area-count-mismatch"]
    assert phrase in finding.message


def test_a_card_names_one_area_or_region_in_the_singular() -> None:
    pytest.importorskip("reportlab")
    from fauna_cards.load.boards import load_board
    from fauna_cards.printing.content import face_content

    world = load_board("fauna-metric").world
    words = set()
    for loaded in check(ROOT / "deck").records:
        for game in ("fauna", "kompakt"):
            face = face_content(loaded.record, loaded.path, world, game, "metric", words_for("en"))
            assert face.place_word == plural(face.place_count, "region" if game == "kompakt" else "area",
                                             with_count=False)
            words.add(face.place_word)
    assert {"area", "areas", "region", "regions"} <= words


def test_a_pasted_megabyte_is_named_not_echoed(tmp_path: Path) -> None:
    """A value of hundreds of kilobytes shows as its start and its size, in the message a
    check writes and in any message at all."""
    from fauna_cards.model.diagnostics import MOST_CHARACTERS, Diagnostic

    record = (EXAMPLES / "records" / "good" / "grevys-zebra.yaml").read_text(encoding="utf-8")
    huge = "38-75 cm" * 50_000
    path = tmp_path / "grevys-zebra.yaml"
    path.write_text(record.replace("tail_length: 38-75 cm", f"tail_length: {huge}"), encoding="utf-8")
    result = run_cli("validate", str(path))
    assert result.exit_code == 1
    assert "(400,000 characters) as a measure" in result.output
    assert len(result.output) < 2_000
    long = Diagnostic("f", 1, 1, "error", "code", "x" * 5_000, "y" * 5_000)
    assert len(long.message) < MOST_CHARACTERS + 40 and long.message.endswith("(5,000 characters)")
    assert long.hint is not None and long.hint.endswith("(5,000 characters)")


@pytest.mark.parametrize("game, codes", [(None, []), ("fauna", []), ("kompakt", []), ("monopoly", ["invalid-value"])])
def test_a_deck_may_name_a_registered_game(tmp_path: Path, game: str | None, codes: list[str]) -> None:
    """deck.yaml's `game:` is optional (a FAUNA deck, which KOMPAKT plays too); a name no game
    is registered under is said at its value, with the accepted names: the games played with
    a deck of animal records (a card game's deck.yaml has a format of its own)."""
    from fauna_cards.games import board_game_names
    from fauna_cards.model.record import DeckManifest

    deck = tmp_path / "deck"
    shutil.copytree(ROOT / "deck", deck)
    manifest = deck / "deck.yaml"
    if game is not None:
        manifest.write_text(manifest.read_text(encoding="utf-8") + f"game: {game}\n", encoding="utf-8")
    result = check_targets(collect_targets([str(deck)]))
    problems = [d for d in result.diagnostics if d.file.endswith("deck.yaml")]
    assert [d.code for d in problems] == codes
    if codes:
        assert problems[0].message == "'monopoly' is not a valid game"
        assert problems[0].hint == "one of: " + ", ".join(board_game_names())
    else:
        assert result.manifests[0][1].game == (game or "fauna")
    assert DeckManifest.model_fields["game"].description
