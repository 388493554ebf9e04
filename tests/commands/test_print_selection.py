"""Which cards `fauna print` prints and what it tells the user: `--difficulty` by either side
of a card, animals on no card, and errors that name the file the user asked for."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLES
from helpers import run_cli
from pdf_checks import page_texts

SMALL = EXAMPLES / "decks" / "good" / "small-deck"  # [zebra, pronghorn] green; [penguin green, lemur black]


def _names(data: bytes) -> list[str]:
    """The animals on the pages, in page order."""
    names = ["Grevy's zebra", "Pronghorn", "Emperor penguin", "Ring-tailed lemur"]
    return [name for text in page_texts(data) for name in names if name in text]


@pytest.mark.parametrize(("difficulty", "fronts"), [
    ("green", ["Grevy's zebra", "Emperor penguin"]),  # the penguin's card has a black lemur on its back
    ("black", ["Emperor penguin"]),  # that card, by its back
    ("any", ["Grevy's zebra", "Emperor penguin"]),
])
@pytest.mark.parametrize("game", ["fauna", "kompakt"])
def test_difficulty_matches_a_card_by_either_side(tmp_path: Path, difficulty: str, fronts: list[str], game: str) -> None:
    out = tmp_path / "cards.pdf"
    result = run_cli("print", str(SMALL), "-o", str(out), "--layout", "fronts", "--game", game,
                                 "--difficulty", difficulty)
    assert result.exit_code == 0, result.output
    assert _names(out.read_bytes()) == fronts
    assert result.stderr == ""


def test_a_difficulty_no_card_has_is_a_usage_error(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(SMALL, deck)
    lemur = deck / "animals" / "ring-tailed-lemur.yaml"
    lemur.write_text(lemur.read_text(encoding="utf-8").replace("difficulty: black", "difficulty: green"),
                     encoding="utf-8")
    result = run_cli("print", str(deck), "-o", str(tmp_path / "c.pdf"), "--difficulty", "black")
    assert result.exit_code == 2 and "no card matches the selection" in result.stderr


def _deck_with_a_lonely_animal(tmp_path: Path) -> Path:
    deck = tmp_path / "deck"
    shutil.copytree(SMALL, deck)
    text = (deck / "animals" / "pronghorn.yaml").read_text(encoding="utf-8")
    lonely = text.replace("id: pronghorn", "id: lonely-pronghorn").replace("name: Pronghorn", "name: Lonely pronghorn")
    (deck / "animals" / "lonely-pronghorn.yaml").write_text(lonely, encoding="utf-8")
    return deck


def test_an_animal_on_no_card_is_named_not_silently_left_out(tmp_path: Path) -> None:
    deck = _deck_with_a_lonely_animal(tmp_path)
    out = tmp_path / "cards.pdf"
    result = run_cli("print", str(deck), "-o", str(out))
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        (f"warning: lonely-pronghorn: on no card in {deck / 'deck.yaml'}, so it is not printed; "
         "pair it with another animal there")]
    assert "Lonely" not in " ".join(page_texts(out.read_bytes()))
    # a selection of other animals does not mention it; selecting it alone is an error
    chosen = run_cli("print", str(deck), "-o", str(out), "--select", "grevys-zebra")
    assert chosen.exit_code == 0 and chosen.stderr == ""
    alone = run_cli("print", str(deck), "-o", str(out), "--select", "lonely-pronghorn")
    assert alone.exit_code == 2
    assert f"no card holds lonely-pronghorn: pair it with another animal in {deck / 'deck.yaml'}" in alone.stderr
    both = run_cli("print", str(deck), "-o", str(out), "--select", "lonely-pronghorn,pronghorn")
    assert both.exit_code == 0 and "lonely-pronghorn: on no card" in both.stderr


@pytest.mark.parametrize("failing", ["fsync", "replace", "mkstemp"])
def test_a_write_error_names_the_file_asked_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                failing: str) -> None:
    import tempfile

    out = tmp_path / "cards.pdf"
    out.write_bytes(b"the earlier file")
    temporary = str(tmp_path / ".cards.pdf.1234.abcd.tmp")

    def full(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), temporary)

    target = {"fsync": (os, "fsync"), "replace": (os, "replace"), "mkstemp": (tempfile, "mkstemp")}[failing]
    monkeypatch.setattr(*target, full)
    result = run_cli("print", str(SMALL), "-o", str(out), "--select", "grevys-zebra")
    assert result.exit_code == 2
    assert result.stderr == f"fauna: error: cannot write {out}: No space left on device\n"
    assert out.read_bytes() == b"the earlier file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]  # no temporary file left behind


def test_a_folder_in_the_way_is_named_as_given(tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("a file, not a folder", encoding="utf-8")
    out = tmp_path / "taken" / "cards.pdf"
    result = run_cli("print", str(SMALL), "-o", str(out))
    assert result.exit_code == 2 and result.stderr == f"fauna: error: cannot write {out}: Not a directory\n"
