"""`fauna kit`: every file a table needs, written as a set, with a guide that adds up."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import run_cli
from conftest import ROOT
from fauna_cards import __version__
from fauna_cards.games.fauna.engine import scoring_facts
from fauna_cards.games.kompakt.engine import ALL_CORRECT_BONUS
from pdf_checks import assert_fonts_embedded, page_texts
from pinned import check

DECK = str(ROOT / "deck")


@pytest.fixture(scope="module")
def fauna_kit(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("kit") / "kit"
    result = run_cli("kit", DECK, "-o", str(out))
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def kompakt_kit(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("kit") / "kit-k"
    result = run_cli("kit", DECK, "--game", "kompakt", "--paper", "letter", "-o", str(out))
    assert result.exit_code == 0, result.output
    return out


def _guide_sheets(guide: str) -> dict[str, tuple[int, int]]:
    """file -> (pages, sheets) as the guide states them."""
    found = {}
    for name, pages, sheets in re.findall(r"^  (\S+\.pdf) (?:.*\n)*?\s+.*; (\d+) pages?, (\d+) sheets?", guide, re.M):
        found[name] = (int(pages), int(sheets))
    return found


def test_a_fauna_kit_holds_the_whole_game(fauna_kit: Path) -> None:
    names = sorted(p.name for p in fauna_kit.iterdir())
    assert names == ["PRINT-GUIDE.txt", "board.pdf", "box.pdf", "cards.pdf", "tokens.pdf"]
    guide = (fauna_kit / "PRINT-GUIDE.txt").read_text(encoding="utf-8")
    stated = _guide_sheets(guide)
    assert set(stated) == {"cards.pdf", "board.pdf", "box.pdf", "tokens.pdf"}
    for name, (pages, sheets) in stated.items():
        data = (fauna_kit / name).read_bytes()
        assert len(page_texts(data)) == pages, name
        assert_fonts_embedded(data)
    assert stated["cards.pdf"] == (60, 30)  # 60 cards, two to a page, two-sided: 60 pages on 30 sheets
    assert stated["board.pdf"] == (10, 10)  # 9 tiles of A4 and the page on putting them together
    assert f"In all {sum(s for _, s in stated.values())} sheets of A4" in guide
    words = " ".join(guide.split())
    for players, points in scoring_facts().targets:
        assert f"{points} ({players} players)" in words
    assert "100 %" in guide and "HOW TO PLAY" in guide


def test_a_kompakt_kit_has_board_cards_stones_and_a_score_pad(kompakt_kit: Path) -> None:
    names = sorted(p.name for p in kompakt_kit.iterdir())
    assert names == ["PRINT-GUIDE.txt", "board-cards.pdf", "box.pdf", "cards.pdf", "score-pad.pdf", "tokens.pdf"]
    guide = (kompakt_kit / "PRINT-GUIDE.txt").read_text(encoding="utf-8")
    assert "US Letter" in guide and f"plus {ALL_CORRECT_BONUS}" in " ".join(guide.split())
    cards = " ".join(page_texts((kompakt_kit / "cards.pdf").read_bytes()))
    assert "regions" in cards  # KOMPAKT cards count regions, not areas
    tokens = " ".join(page_texts((kompakt_kit / "tokens.pdf").read_bytes()))
    assert "Turquoise" in tokens and "Orange" in tokens and "starting player" not in tokens


def test_the_kit_is_the_same_every_time(fauna_kit: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    assert run_cli("kit", DECK, "-o", str(again)).exit_code == 0
    for path in fauna_kit.iterdir():
        assert (again / path.name).read_bytes() == path.read_bytes(), path.name


def test_only_some_products(tmp_path: Path) -> None:
    result = run_cli("kit", DECK, "-o", str(tmp_path / "k"), "--only", "tokens,box")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "k").iterdir()) == ["PRINT-GUIDE.txt", "box.pdf", "tokens.pdf"]


def test_the_kit_refuses_what_cannot_be_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "kit"
    cases = [
        (["--only", "cards,dice"], "--only takes some of"),
        (["--game", "kompakt", "--units", "imperial"], "metric"),
        (["--board", "kompakt"], "needs a FAUNA board"),
        (["--game", "kompakt", "--card-size", "euro-poker"], "larger --card-size"),
        (["--paper", "a5"], "unknown paper"),
    ]
    for options, message in cases:
        result = run_cli("kit", DECK, "-o", str(out), *options)
        assert result.exit_code == 2 and message in result.stderr, (options, result.stderr)
        assert not out.exists() or not any(out.iterdir())
    afile = tmp_path / "a-file"
    afile.write_text("x", encoding="utf-8")
    assert run_cli("kit", DECK, "-o", str(afile)).exit_code == 2


def test_with_wide_margins_nothing_prints_in_them(tmp_path: Path) -> None:
    """A printer that cannot print within 30 mm of the edge still gets every word."""
    import pypdfium2
    from reportlab.lib.units import mm

    margin = 30.0
    for game, products in (("fauna", "tokens,box"), ("kompakt", "tokens,score-pad")):
        out = tmp_path / game
        result = run_cli("kit", DECK, "--game", game, "-o", str(out), "--only", products,
                                     "--margin", str(margin))
        assert result.exit_code == 0, result.output
        for pdf in out.glob("*.pdf"):
            document = pypdfium2.PdfDocument(pdf.read_bytes())
            for page in document:
                width, height = page.get_width() / mm, page.get_height() / mm
                textpage = page.get_textpage()
                for index in range(textpage.count_chars()):
                    left, bottom, right, top = (v / mm for v in textpage.get_charbox(index))
                    if right > left:
                        assert margin - 0.2 <= left and right <= width - margin + 0.2, pdf.name
                        assert margin - 0.2 <= bottom and top <= height - margin + 0.2, pdf.name


def test_a_kit_over_another_replaces_its_files_or_nothing(tmp_path: Path) -> None:
    out = tmp_path / "kit"
    assert run_cli("kit", DECK, "-o", str(out), "--only", "cards,tokens").exit_code == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    (out / "box.pdf").mkdir()  # something in the way of one of the files
    blocked = run_cli("kit", DECK, "-o", str(out), "--only", "cards,tokens,box", "--paper", "letter")
    assert blocked.exit_code == 2 and f"{out / 'box.pdf'} is a folder, not a regular file" in blocked.stderr
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before  # nothing replaced
    assert sorted(p.name for p in out.iterdir()) == ["PRINT-GUIDE.txt", "box.pdf", "cards.pdf", "tokens.pdf"]
    (out / "box.pdf").rmdir()
    kompakt = run_cli("kit", DECK, "-o", str(out), "--game", "kompakt", "--only", "tokens")
    assert kompakt.exit_code == 0
    assert "also holds cards.pdf from an earlier kit" in kompakt.stderr  # left as it was, and said so
    assert not any(p.name.startswith(".kit-") for p in out.iterdir())


def test_the_guide_states_both_readings_of_which_pieces_return(fauna_kit: Path) -> None:
    words = " ".join((fauna_kit / "PRINT-GUIDE.txt").read_text(encoding="utf-8").split())
    assert "pieces that scored points go back to their owners" in words  # the engine's reading (Spanish)
    assert "the English one gives back every piece on a correct or adjacent spot" in words
    assert "never below 0" in words


def test_the_score_pad_is_kompakts_and_the_guide_follows_the_layout(tmp_path: Path) -> None:
    pad = run_cli("kit", DECK, "-o", str(tmp_path / "a"), "--only", "score-pad")
    assert pad.exit_code == 2 and "the score pad is KOMPAKT's" in pad.stderr
    service = run_cli("kit", DECK, "-o", str(tmp_path / "s"), "--game", "kompakt", "--layout", "service",
                                  "--only", "cards,board")
    assert service.exit_code == 0, service.output
    guide = (tmp_path / "s" / "PRINT-GUIDE.txt").read_text(encoding="utf-8")
    assert guide.count("for a print service: one face per page") == 2
    assert "In all 0 sheets" in guide and "Cut along the crop marks" not in guide
    poker = run_cli("kit", DECK, "-o", str(tmp_path / "p"), "--game", "kompakt", "--card-size", "poker",
                                "--only", "tokens")
    assert poker.exit_code == 0 and "stones of 8 mm" in poker.stdout  # as large as the fields hold


def test_the_english_kit_reads_as_pinned(fauna_kit: Path, kompakt_kit: Path) -> None:
    """The English guide, word for word, and the words of the box, the pieces and the score
    pad (see pinned.py): a change to any English text of the kit shows as a difference. The
    version the guide names is left out, so that a release changes nothing here."""
    for name, folder, files in (("kit-fauna.txt", fauna_kit, ("box.pdf", "tokens.pdf")),
                                ("kit-kompakt-letter.txt", kompakt_kit, ("box.pdf", "tokens.pdf", "score-pad.pdf"))):
        guide = (folder / "PRINT-GUIDE.txt").read_text(encoding="utf-8")
        version = re.compile(rf"fauna-cards(\s+){re.escape(__version__)}\.")
        lines = ["--- PRINT-GUIDE.txt", version.sub(r"fauna-cards\1<version>.", guide)]
        for file in files:
            for number, text in enumerate(page_texts((folder / file).read_bytes()), start=1):
                lines += [f"--- {file} page {number}", "\n".join(line.rstrip() for line in text.splitlines())]
        check(name, "\n".join(lines).rstrip("\n") + "\n")
