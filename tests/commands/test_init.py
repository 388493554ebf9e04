"""`fauna init`: a deck repository that validates and prints at once, written as a set, and
never over a folder that holds something."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT
from helpers import run_cli
from pinned import check, run
from fauna_cards import __version__
from fauna_cards.resources import STARTER_ANIMALS
from fauna_cards.services.schemas import SCHEMA_MODELS


def test_the_files_of_a_new_deck(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    check("init.txt", run(["init", "my-bird-deck"]))
    made = tmp_path / "my-bird-deck"
    files = sorted(p.relative_to(made).as_posix() for p in made.rglob("*") if p.is_file())
    assert files == sorted([
        "deck.yaml", "README.md", ".pre-commit-config.yaml", ".github/workflows/validate.yml",
        *(f"animals/{animal}.yaml" for animal in STARTER_ANIMALS),
        *(f"schema/{name}.schema.json" for name in SCHEMA_MODELS),
    ])
    deck = (made / "deck.yaml").read_text(encoding="utf-8")
    assert deck.startswith("# yaml-language-server: $schema=schema/deck.schema.json\ntitle: My bird deck\n")
    assert 'version: "0.1.0"' in deck and "language: en " in deck and "  - [red-fox, red-squirrel]\n" in deck


def test_the_example_records_are_the_sample_decks_with_the_schema_line_of_animals(tmp_path: Path) -> None:
    run_cli("init", str(tmp_path / "d"), exit_code=0)
    for animal in STARTER_ANIMALS:
        copied = (tmp_path / "d" / "animals" / f"{animal}.yaml").read_text(encoding="utf-8").splitlines()
        original = (ROOT / "deck" / "animals" / f"{animal}.yaml").read_text(encoding="utf-8").splitlines()
        assert copied[0] == "# yaml-language-server: $schema=../schema/animal.schema.json"
        # the same record, but for its picture, which stays in the sample deck with its credit
        assert copied[1:] == [line for line in original[1:] if not line.startswith("illustration")]
        assert any(line.startswith("sources:") for line in copied)
    assert any("illustration:" in (ROOT / "deck" / "animals" / f"{animal}.yaml").read_text(encoding="utf-8")
               for animal in STARTER_ANIMALS)


def test_the_new_deck_validates_strictly_and_its_schemas_are_current(tmp_path: Path) -> None:
    run_cli("init", str(tmp_path / "d"), "--title", "Birds: and more", "--language", "de", exit_code=0)
    result = run_cli("validate", str(tmp_path / "d"), "--strict", exit_code=0)
    assert "ok: 3 files checked, no problems" in result.output
    run_cli("schema", "--check", str(tmp_path / "d" / "schema"), exit_code=0)
    assert 'title: "Birds: and more"' in (tmp_path / "d" / "deck.yaml").read_text(encoding="utf-8")


def test_the_new_deck_prints(tmp_path: Path) -> None:
    pytest.importorskip("reportlab")
    run_cli("init", str(tmp_path / "d"), exit_code=0)
    run_cli("print", str(tmp_path / "d"), "-o", str(tmp_path / "cards.pdf"), exit_code=0)
    assert (tmp_path / "cards.pdf").read_bytes().startswith(b"%PDF")


def test_the_ci_recipes_are_those_of_docs_ci(tmp_path: Path) -> None:
    run_cli("init", str(tmp_path / "d"), exit_code=0)
    hook = (tmp_path / "d" / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    workflow = (tmp_path / "d" / ".github" / "workflows" / "validate.yml").read_text(encoding="utf-8")
    docs = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
    ref = f"v{__version__}"
    for line in ("  - repo: https://github.com/OWNER/fauna-cards", f"    rev: {ref}", "      - id: fauna-validate"):
        assert line in hook and line.strip() in docs
    install = f'pip install "fauna-cards @ git+https://github.com/OWNER/fauna-cards@{ref}"'
    assert install in workflow and install in docs
    assert "fauna validate . --strict" in workflow and "fauna schema --check schema" in workflow
    readme = (tmp_path / "d" / "README.md").read_text(encoding="utf-8")
    for words in ("fauna validate .", "fauna new", "fauna print", "pre-commit install"):
        assert words in readme


def test_an_empty_folder_or_one_with_only_git_is_fine(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    run_cli("init", str(tmp_path / "empty"), exit_code=0)
    (tmp_path / "cloned" / ".git").mkdir(parents=True)
    run_cli("init", str(tmp_path / "cloned"), exit_code=0)
    assert (tmp_path / "cloned" / "deck.yaml").is_file()


def test_refusals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("busy").mkdir()
    Path("busy/notes.txt").write_text("mine\n", encoding="utf-8")
    Path("busy/images").mkdir()
    Path("a-file").write_text("", encoding="utf-8")
    output = run(["init", "busy"], exit_code=2)
    output += run(["init", "a-file"], exit_code=2)
    output += run(["init", "x", "--language", "English"], exit_code=2)
    output += run(["init", "x", "--title", " "], exit_code=2)
    check("init-refusals.txt", output)
    assert sorted(p.name for p in Path("busy").iterdir()) == ["images", "notes.txt"]
    assert not Path("x").exists()
