"""fauna export and fauna import: round trips, problems at their cells, refusals, pinned
and deterministic output."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from helpers import run_cli
from pinned import check

from fauna_cards.load.deck import check_targets, collect_targets

DECK = ROOT / "deck"
FORMATS = ("csv", "xlsx", "json")


def records_of(deck: Path) -> dict[str, object]:
    result = check_targets(collect_targets([str(deck)]))
    assert not result.errors, result.diagnostics
    return {loaded.record.id: loaded.record for loaded in result.records}


def cards_of(deck: Path) -> list[list[str]]:
    result = check_targets(collect_targets([str(deck)]))
    return result.manifests[0][1].cards


@pytest.mark.parametrize("kind", FORMATS)
def test_round_trip_gives_equal_records_and_cards(tmp_path: Path, kind: str) -> None:
    sheet = tmp_path / f"deck.{kind}"
    run_cli("export", str(DECK), "--format", kind, "-o", str(sheet), exit_code=0)
    run_cli("import", str(sheet), "-o", str(tmp_path / "copy"), exit_code=0)
    shutil.copytree(DECK / "images", tmp_path / "copy" / "images")  # a sheet carries the pictures' paths, not them
    assert records_of(tmp_path / "copy") == records_of(DECK)
    assert cards_of(tmp_path / "copy") == cards_of(DECK)


@pytest.mark.parametrize("kind", ["xlsx", "json"])
def test_a_workbook_or_json_carries_every_deck_setting(tmp_path: Path, kind: str) -> None:
    """Translations, credits and the rest come back as deck.yaml had them, in its layout."""
    from ruamel.yaml import YAML

    deck = tmp_path / "deck"
    shutil.copytree(DECK, deck)
    yaml_text = (deck / "deck.yaml").read_text(encoding="utf-8")
    (deck / "deck.yaml").write_text(yaml_text.replace("credits:\n", "credits:\n  - \"Maps: Natural Earth; public domain\"\n", 1),
                                    encoding="utf-8")
    sheet = tmp_path / f"deck.{kind}"
    run_cli("export", str(deck), "--format", kind, "-o", str(sheet), exit_code=0)
    run_cli("import", str(sheet), "-o", str(tmp_path / "copy"), exit_code=0)
    original, copy = (YAML(typ="safe").load((d / "deck.yaml").read_text(encoding="utf-8")) for d in (deck, tmp_path / "copy"))
    assert copy == original
    assert original["translations"] == ["de", "es"] and len(original["credits"]) == 2  # a credit with a ';' stays one
    written = (tmp_path / "copy" / "deck.yaml").read_text(encoding="utf-8")
    assert "translations: [de, es]\n" in written and written.index("credits:") < written.index("cards:")


def test_records_without_a_deck_export_without_cards(tmp_path: Path) -> None:
    """A folder of records and no deck.yaml: a row each, in the folder's order, card and side empty."""
    for name in ("grevys-zebra", "emperor-penguin", "pronghorn"):
        shutil.copy(EXAMPLES / "records" / "good" / f"{name}.yaml", tmp_path)
    sheet = tmp_path / "loose.csv"
    run_cli("export", str(tmp_path), "--format", "csv", "-o", str(sheet), exit_code=0)
    rows = list(csv.DictReader(io.StringIO(sheet.read_text(encoding="utf-8"))))
    assert [(row["id"], row["card"], row["side"]) for row in rows] == [
        ("emperor-penguin", "", ""), ("grevys-zebra", "", ""), ("pronghorn", "", "")]


@pytest.mark.parametrize("kind", FORMATS)
def test_export_is_byte_identical_run_to_run(tmp_path: Path, kind: str) -> None:
    first, second = tmp_path / f"a.{kind}", tmp_path / f"b.{kind}"
    run_cli("export", str(DECK), "-f", kind, "-o", str(first), exit_code=0)
    run_cli("export", str(DECK), "-f", kind, "-o", str(second), exit_code=0)
    assert first.read_bytes() == second.read_bytes()


def test_pinned_csv_of_two_animals(tmp_path: Path) -> None:
    small = tmp_path / "small"
    (small / "animals").mkdir(parents=True)
    for animal in ("grevys-zebra", "giraffe"):
        shutil.copy(DECK / "animals" / f"{animal}.yaml", small / "animals")
    shutil.copytree(DECK / "images", small / "images")
    (small / "deck.yaml").write_text("title: two\nversion: '1'\nlanguage: en\ncards:\n  - [grevys-zebra, giraffe]\n")
    run_cli("export", str(small), "-o", str(tmp_path / "two.csv"), exit_code=0)
    check("export-two-animals.csv", (tmp_path / "two.csv").read_text(encoding="utf-8"))


def _sheet_with_bad_measure(tmp_path: Path) -> list[list[str]]:
    sheet = tmp_path / "deck.csv"
    run_cli("export", str(DECK), "-o", str(sheet), exit_code=0)
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8"))))
    rows[11][rows[0].index("weight")] = "350-430 kgs"  # row 12 of the sheet
    return rows


def test_bad_measure_in_csv_reported_at_its_line_and_column(tmp_path: Path) -> None:
    rows = _sheet_with_bad_measure(tmp_path)
    broken = tmp_path / "broken.csv"
    with broken.open("w", encoding="utf-8", newline="") as stream:
        csv.writer(stream, lineterminator="\n").writerows(rows)
    result = run_cli("import", str(broken), "-o", str(tmp_path / "out"), exit_code=1)
    line = next(text for text in broken.read_text(encoding="utf-8").split("\n") if "350-430 kgs" in text)
    number = broken.read_text(encoding="utf-8").split("\n").index(line) + 1
    column = _character_column(line, rows[0].index("weight"))
    assert f"broken.csv:{number}:{column}: error measure-syntax" in result.stderr
    assert "hint:" in result.stderr
    assert not (tmp_path / "out").exists()


def _character_column(line: str, field: int) -> int:
    """1-based character column of field `field` (0-based) of a CSV line."""
    from fauna_cards.load.sheets import scan_csv

    return scan_csv(line)[0][field][2]


def test_bad_measure_in_xlsx_reported_at_its_cell(tmp_path: Path) -> None:
    from openpyxl import load_workbook

    sheet = tmp_path / "deck.xlsx"
    run_cli("export", str(DECK), "-f", "xlsx", "-o", str(sheet), exit_code=0)
    book = load_workbook(sheet)
    animals = book["Animals"]
    header = [cell.value for cell in animals[1]]
    column = header.index("weight") + 1
    animals.cell(row=12, column=column, value="350-430 kgs")
    book.save(sheet)
    result = run_cli("import", str(sheet), "-o", str(tmp_path / "out"), exit_code=1)
    letter = animals.cell(row=12, column=column).column_letter
    assert f"deck.xlsx:Animals!{letter}12: error measure-syntax" in result.stderr


def test_sheet_problems_have_the_codes_of_yaml(tmp_path: Path) -> None:
    sheet = tmp_path / "deck.csv"
    sheet.write_text(
        "id,name,card,side,scientific_name,class,order,family,difficulty,areas,weight,source_1,colour\n"
        "a-one,One,1,front,Equus one,mammal,O,F,green,rift-valey,1-2 kg,S,x\n"
        "a-two,One,1,front,Equus two,mamal,O,F,green,rift-valley,1-2 kg,S,\n", encoding="utf-8")
    result = run_cli("import", str(sheet), "-o", str(tmp_path / "out"), exit_code=1)
    for expected in ("deck.csv:1:", "unknown-field", "deck.csv:2:", "unknown-area", "did you mean 'rift-valley'",
                     "duplicate-name", "invalid-value", "card 1 has two fronts"):
        assert expected in result.stderr


def test_existing_files_are_kept_unless_forced(tmp_path: Path) -> None:
    sheet = tmp_path / "deck.json"
    run_cli("export", str(DECK), "-f", "json", "-o", str(sheet), exit_code=0)
    out = tmp_path / "out"
    run_cli("import", str(sheet), "-o", str(out), exit_code=0)
    (out / "deck.yaml").write_text("kept\n")
    result = run_cli("import", str(sheet), "-o", str(out), exit_code=2)
    assert "--force" in result.stderr and (out / "deck.yaml").read_text() == "kept\n"
    run_cli("import", str(sheet), "-o", str(out), "--force", exit_code=0)
    shutil.copytree(DECK / "images", out / "images")
    assert records_of(out) == records_of(DECK)


@pytest.mark.parametrize("arguments", [
    ["import", "missing.csv", "-o", "out"],
    ["import", "deck/deck.yaml", "-o", "out"],
    ["export", "deck", "-f", "pdf", "-o", "x.pdf"],
    ["export", "deck"],
])
def test_usage_problems_exit_2_in_one_line(arguments: list[str]) -> None:
    result = run_cli(*arguments, exit_code=2)
    assert "Traceback" not in result.output + result.stderr


def test_not_a_workbook_is_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.xlsx"
    bad.write_text("not a zip")
    result = run_cli("import", str(bad), "-o", str(tmp_path / "out"), exit_code=2)
    assert "not an XLSX workbook" in result.stderr


def test_deck_with_errors_is_not_exported(tmp_path: Path) -> None:
    broken = tmp_path / "deck"
    shutil.copytree(DECK / "animals", broken / "animals")
    shutil.copy(DECK / "deck.yaml", broken)
    (broken / "animals" / "koala.yaml").write_text("id: koala\n")
    run_cli("export", str(broken), "-o", str(tmp_path / "x.csv"), exit_code=1)
    assert not (tmp_path / "x.csv").exists()


def test_an_imported_deck_is_already_in_the_canonical_layout(tmp_path: Path) -> None:
    # What import writes passes `fauna fmt --check`, so a deck repository's hook accepts it.
    sheet = tmp_path / "deck.csv"
    run_cli("export", str(ROOT / "deck"), "--format", "csv", "-o", str(sheet), exit_code=0)
    run_cli("import", str(sheet), "-o", str(tmp_path / "imported"), exit_code=0)
    result = run_cli("fmt", "--check", str(tmp_path / "imported"), exit_code=0)
    assert "0 files would be formatted" in result.output
