"""`fauna report`: the deck report's figures on the bundled deck, its findings, the page's
structure, its bytes run to run, its refusals, and the page as a browser shows it."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT
from helpers import run_cli
from ruamel.yaml import YAML

DECK = ROOT / "deck"
BROKEN_DECK = ROOT / "tests" / "examples" / "decks" / "bad" / "card-unknown-id"
BROWSERS = ("chromium", "chromium-browser", "google-chrome")


def _records() -> list[dict]:
    return [YAML(typ="safe").load(path.read_text(encoding="utf-8")) for path in sorted((DECK / "animals").glob("*.yaml"))]


@pytest.fixture(scope="module")
def view():  # type: ignore[no-untyped-def]
    from fauna_cards.services.report import ReportOptions, deck_report

    return deck_report(ReportOptions(str(DECK)))


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> str:  # type: ignore[no-untyped-def]
    output = tmp_path_factory.mktemp("report") / "report.html"
    run_cli("report", str(DECK), "-o", str(output), exit_code=0)
    return output.read_text(encoding="utf-8")


def test_the_counts_match_the_records(view) -> None:  # type: ignore[no-untyped-def]
    records = _records()
    assert view.animals == len(records)
    assert {t.label: t.count for t in view.by_class} == Counter(r["class"] for r in records)
    assert {t.label: t.count for t in view.by_difficulty} == Counter(r["difficulty"] for r in records)
    assert sum(t.count for t in view.by_area_count) == len(records)
    areas = Counter(area for r in records for area in r["areas"])
    assert {a.id: a.count for a in view.areas if a.count} == areas
    assert len(view.areas) == 75


def test_each_measure_spreads_over_its_scale(view) -> None:  # type: ignore[no-untyped-def]
    weights = [s for s in view.spreads if s.measure == "weight"]
    assert [s.board for s in weights] == ["fauna-metric"]
    (weight,) = weights
    assert weight.animals == sum(1 for r in _records() if "weight" in r["measures"])
    assert sum(space.count for space in weight.spaces) >= weight.animals  # a range may span spaces
    assert [space.index for space in weight.spaces] == list(range(1, len(weight.spaces) + 1))


def test_the_board_option_chooses_the_boards(tmp_path: Path) -> None:
    from fauna_cards.services.report import ReportOptions, deck_report

    view = deck_report(ReportOptions(str(DECK), ("fauna-metric", "fauna-imperial")))
    assert list(dict.fromkeys(s.board for s in view.spreads)) == ["fauna-metric", "fauna-imperial"]
    assert any(f.endswith("(fauna-imperial).") for f in view.findings)


def test_the_cards_pair_as_deck_yaml_says(view) -> None:  # type: ignore[no-untyped-def]
    cards = YAML(typ="safe").load((DECK / "deck.yaml").read_text(encoding="utf-8"))["cards"]
    assert [(c.front.id, c.back.id) for c in view.cards] == [tuple(card) for card in cards]
    difficulty = {r["id"]: r["difficulty"] for r in _records()}
    for card in view.cards:
        same = difficulty[card.front.id] == difficulty[card.back.id]
        assert card.kind == (difficulty[card.front.id] if same else "mixed")
    assert view.unpaired == ()


def test_findings_say_what_an_author_should_know(view) -> None:  # type: ignore[no-untyped-def]
    findings = list(view.findings)
    assert findings[0] == "120 animals on 60 cards: 60 green, 60 black."
    assert "Every card pairs a green and a black animal." in findings
    assert not any("never an answer" in f for f in findings)  # every area is one
    assert "South America: 17 animals." in findings
    assert "The largest class is the mammals: 51 of 120 animals." in findings
    assert "21 animals weigh 2-5 kg, the fullest space of the weight scale." in findings


def test_findings_name_what_a_deck_lacks() -> None:
    """A small deck: the areas never an answer and the cards that pair two greens."""
    from fauna_cards.services.report import ReportOptions, deck_report

    findings = list(deck_report(ReportOptions(str(EXAMPLES / "decks" / "good" / "small-deck"))).findings)
    assert "1 card pairs two greens: Grevy's zebra / Pronghorn." in findings
    assert "Europe: no animal." in findings
    assert any(f.startswith("65 areas of 75 are never an answer: Alaska, ") for f in findings), findings


def test_the_page_has_every_section_and_needs_nothing_else(page: str) -> None:
    for section in ("findings", "deck", "scales", "map", "cards"):
        assert f'<section id="{section}">' in page
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<script" not in page and "http://" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "https://" not in page and "<link" not in page and "<img" not in page
    assert page.count("<svg") == 4 + 5 + 1  # four bar charts, five histograms, the map
    assert "Verreaux&#x27;s sifaka" in page and "Verreaux's sifaka" not in page


def test_names_are_escaped(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(DECK, deck, ignore=shutil.ignore_patterns("animalia"))
    record = deck / "animals" / "giraffe.yaml"
    record.write_text(record.read_text(encoding="utf-8").replace("name: Giraffe", 'name: "<b>Giraffe</b> & co"'),
                      encoding="utf-8")
    output = tmp_path / "report.html"
    run_cli("report", str(deck), "-o", str(output), exit_code=0)
    page = output.read_text(encoding="utf-8")
    assert "&lt;b&gt;Giraffe&lt;/b&gt; &amp; co" in page and "<b>Giraffe" not in page


def test_the_same_deck_gives_the_same_bytes(tmp_path: Path) -> None:
    first, second = tmp_path / "a.html", tmp_path / "b.html"
    run_cli("report", str(DECK), "-o", str(first), exit_code=0)
    run_cli("report", str(DECK), "-o", str(second), exit_code=0)
    assert first.read_bytes() == second.read_bytes()


def test_a_deck_with_errors_is_refused(tmp_path: Path) -> None:
    output = tmp_path / "report.html"
    result = run_cli("report", str(BROKEN_DECK), "-o", str(output), exit_code=1)
    assert "error" in result.stderr and "Traceback" not in result.output
    assert not output.exists()


@pytest.mark.parametrize("args", [
    ["report", "no-such-deck", "-o", "{tmp}/report.html"],
    ["report", str(DECK), "-o", "{tmp}"],
    ["report", str(DECK), "-o", "{tmp}/report.html", "--board", "no-such-board"],
])
def test_bad_paths_are_usage_errors(tmp_path: Path, args: list[str]) -> None:
    result = run_cli(*[arg.replace("{tmp}", str(tmp_path)) for arg in args], exit_code=2)
    assert result.stderr.startswith("fauna: error: ") and "Traceback" not in result.output


def _browser() -> str | None:
    return next((found for name in BROWSERS if (found := shutil.which(name))), None)


def test_a_browser_shows_the_page(tmp_path: Path, page: str) -> None:
    browser = _browser()
    if browser is None:
        pytest.skip("no Chromium or Chrome on PATH: install chromium to see the page in a browser")
    from PIL import Image

    source, shot = tmp_path / "report.html", tmp_path / "report.png"
    source.write_text(page, encoding="utf-8")
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=1100,2400", f"--screenshot={shot}", source.as_uri()],
                   capture_output=True, timeout=120, cwd=tmp_path)
    assert shot.is_file(), "the browser wrote no screenshot"
    image = Image.open(shot).convert("RGB")
    assert image.size == (1100, 2400)
    colours = image.getcolors(maxcolors=1_000_000) or []
    assert len(colours) > 50, "the screenshot is blank"
    green = sum(count for count, (r, g, b) in colours if (r, g, b) == (0x4A, 0x7C, 0x59))
    assert green > 2000, "the charts' bars are not drawn"


def test_the_documented_preview_exists() -> None:
    assert re.search(r"!\[[^]]*\]\(images/report\.png\)", (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8"))
    assert (ROOT / "docs" / "images" / "report.png").is_file()
