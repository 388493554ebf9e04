"""What `fauna print` says and draws, pinned (see pinned.py): KOMPAKT cards, `--difficulty`,
and every warning. Each case keeps the command's output and the text of every page of the
PDF, so a change to a KOMPAKT card's places, counts or words, to which cards a difficulty
picks, or to a warning's wording shows as a difference; a rendered KOMPAKT sheet pins what
text cannot (the card colour, the regions marked on the map)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pypdfium2
import pytest
from conftest import EXAMPLES, ROOT
from helpers import run_cli
from PIL import Image, ImageChops, ImageStat
from pinned import OUTPUTS, UPDATE, check

SMALL = EXAMPLES / "decks" / "good" / "small-deck"
REFERENCE = EXAMPLES / "print"


def _warnings_deck(folder: Path) -> Path:
    """The small deck made to trip every warning print gives: an animal on no card, a name
    too long for the card, a character the font lacks, a picture `cover` crops hard (the
    record says cover, the deck contain), and one the deck's `contain` shows whole."""
    deck = folder / "deck"
    shutil.copytree(SMALL, deck)
    (deck / "images").mkdir()
    Image.new("RGB", (600, 600), (90, 140, 60)).save(deck / "images" / "square.png")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "illustration_fit: contain\n", encoding="utf-8")
    animals = deck / "animals"

    def edit(name: str, change: Callable[[str], str]) -> None:
        path = animals / f"{name}.yaml"
        path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")

    edit("emperor-penguin", lambda t: t + "illustration: ../images/square.png\nillustration_fit: cover\n")
    edit("ring-tailed-lemur", lambda t: t + "illustration: ../images/square.png\n")
    edit("grevys-zebra", lambda t: t.replace(
        "name: Grevy's zebra",
        "name: Grevy's zebra of the dry northern Kenyan grasslands and the southern Ethiopian lowlands"))
    edit("pronghorn", lambda t: t.replace("family: Antilocapridae", "family: Antilocapridae \u53c9\u89d2\u7f9a"))
    lonely = (animals / "pronghorn.yaml").read_text(encoding="utf-8")
    (animals / "lonely-pronghorn.yaml").write_text(
        lonely.replace("id: pronghorn", "id: lonely-pronghorn").replace("name: Pronghorn", "name: Lonely pronghorn")
        .replace("\u53c9\u89d2\u7f9a", ""), encoding="utf-8")
    return deck


# name -> (deck maker, arguments after the deck)
CASES: dict[str, tuple[Callable[[Path], Path], list[str]]] = {
    "print-kompakt-cards.txt": (
        lambda _: ROOT / "deck",
        ["--game", "kompakt", "--select", "emperor-penguin,great-cormorant,orca,aye-aye,north-island-brown-kiwi"]),
    "print-kompakt-difficulty-black.txt": (lambda _: SMALL, ["--game", "kompakt", "--difficulty", "black"]),
    "print-kompakt-imperial.txt": (lambda _: SMALL, ["--game", "kompakt", "--units", "imperial", "--layout",
                                                     "gutterfold"]),
    "print-difficulty-green.txt": (lambda _: SMALL, ["--difficulty", "green"]),
    "print-difficulty-black.txt": (lambda _: SMALL, ["--difficulty", "black"]),
    "print-warnings.txt": (_warnings_deck, ["--layout", "service"]),
}


def _print(deck: Path, arguments: list[str], folder: Path) -> tuple[str, bytes]:
    """The command line, its exit code, stderr, stdout and every page's text, with the
    paths of this machine as <repo> and <tmp>."""
    out = folder / "cards.pdf"
    command = ["print", str(deck), *arguments, "-o", str(out)]
    result = run_cli(*command)
    data = out.read_bytes() if out.exists() else b""
    lines = [f"$ fauna {' '.join(command)}", f"exit {result.exit_code}", "--- stderr", result.stderr.rstrip("\n"),
             "--- stdout", result.stdout.rstrip("\n")]
    if data:
        document = pypdfium2.PdfDocument(data)
        try:
            for number, page in enumerate(document, start=1):
                text = page.get_textpage().get_text_range().replace("\r\n", "\n").replace("\ufffe", "-")
                lines += [f"--- page {number} ({page.get_width():.0f} x {page.get_height():.0f} pt)",
                          "\n".join(line.rstrip() for line in text.splitlines())]
        finally:
            document.close()
    text = "\n".join(lines) + "\n"
    return text.replace(str(folder), "<tmp>").replace(str(ROOT), "<repo>"), data


@pytest.mark.parametrize("name", sorted(CASES))
def test_print_output_is_as_pinned(name: str, tmp_path: Path) -> None:
    make_deck, arguments = CASES[name]
    text, data = _print(make_deck(tmp_path), arguments, tmp_path)
    assert data.startswith(b"%PDF")
    check(name, text)


def test_every_pinned_print_output_has_a_case() -> None:
    assert {p.name for p in OUTPUTS.iterdir() if p.name.startswith("print-")} == set(CASES)


def test_a_kompakt_sheet_looks_like_the_reference(tmp_path: Path) -> None:
    """KOMPAKT's one card colour and its whole regions on the map, as drawn."""
    _, data = _print(ROOT / "deck", ["--game", "kompakt", "--select", "emperor-penguin,aye-aye"], tmp_path)
    document = pypdfium2.PdfDocument(data)
    try:
        image = document[0].render(scale=50 / 72).to_pil().convert("RGB")
    finally:
        document.close()
    path = REFERENCE / "kompakt-sheet-front.png"
    if UPDATE:
        image.save(path, optimize=True)
    reference = Image.open(path).convert("RGB")
    assert image.size == reference.size
    difference = ImageStat.Stat(ImageChops.difference(image, reference)).mean
    assert max(difference) < 1.0, f"the KOMPAKT sheet differs from {path.name} by {difference}"
