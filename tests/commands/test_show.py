"""`fauna show`: the answer key, and the hints that name what the user meant."""

from __future__ import annotations

import json


from helpers import run_cli
from conftest import ROOT
from fauna_cards.suggest import did_you_mean



def _show(*args: str):  # type: ignore[no-untyped-def]
    return run_cli("show", *args, "--deck", str(ROOT / "deck"))


def test_answer_key_of_grevys_zebra() -> None:
    result = _show("grevys-zebra", "--format", "json")
    assert result.exit_code == 0
    key = json.loads(result.stdout)
    assert key["visible"]["area_count"] == 2
    assert key["visible"]["asked"] == ["weight", "length"]
    assert key["hidden"]["measures"]["weight"] == "350-450 kg"
    assert key["areas"]["correct"] == {"points": 10, "areas": ["horn-of-africa", "rift-valley"]}
    assert key["areas"]["adjacent"]["points"] == 5
    assert "sahel" in key["areas"]["adjacent"]["areas"]
    assert key["regions"] == ["africa"] and key["region_count"] == 1
    assert set(key["boards"]) == {"fauna-metric", "fauna-imperial", "kompakt"}
    weight = key["boards"]["fauna-metric"]["weight"]
    assert (weight["correct_labels"], weight["adjacent_labels"]) == (["200-500 kg"], ["100-200 kg", "500 kg-1 t"])


def test_one_board_only_and_text_output() -> None:
    result = _show("great-cormorant", "--board", "fauna-imperial")
    assert result.exit_code == 0
    assert "on fauna-imperial:" in result.stdout and "on fauna-metric:" not in result.stdout
    assert "adjacent areas (0 points each)" in result.stdout  # 17+ areas


def test_unknown_animal_suggests_the_id() -> None:
    result = _show("grevys-zebr")
    assert result.exit_code == 2
    assert "did you mean 'grevys-zebra'?" in result.stderr


def test_did_you_mean_suggests_choices_never_alias_targets_blindly() -> None:
    assert did_you_mean("rift-valey", ["rift-valley", "sahel"]) == "did you mean 'rift-valley'?"
    assert did_you_mean("Rocky Mountains", ["rocky-mountains"]) == "did you mean 'rocky-mountains'?"
    assert did_you_mean("Nordsee / Ostsee", ["north-sea-baltic-sea"],
                        {"nordsee / ostsee": "north-sea-baltic-sea"}) == "did you mean 'north-sea-baltic-sea'?"
    assert did_you_mean("zzzz", ["rift-valley"]) is None


def test_unknown_card_id_hint_names_an_animal_id() -> None:
    from fauna_cards.load.deck import check_targets, collect_targets

    deck = ROOT / "tests" / "examples" / "decks" / "bad" / "card-unknown-id"
    (finding,) = [d for d in check_targets(collect_targets([str(deck)])).diagnostics if d.code == "card-unknown-id"]
    assert finding.hint and finding.hint.startswith("did you mean '") and ".yaml" not in finding.hint


def test_the_kompakt_board_has_no_adjacent_fields() -> None:
    """A field beside the right one scores nothing in KOMPAKT: no board of that game shows it."""
    key = json.loads(_show("grevys-zebra", "--format", "json").stdout)
    assert "adjacent" in key["boards"]["fauna-metric"]["weight"]
    assert set(key["boards"]["kompakt"]["weight"]) == {"value", "min", "max", "scale", "correct", "correct_labels"}
    text = _show("grevys-zebra").stdout
    kompakt = text[text.index("  on kompakt:"):]
    assert "correct" in kompakt and "adjacent" not in kompakt
    assert "; adjacent " in text[:text.index("  on kompakt:")]


def test_kompakt_only_shows_the_kompakt_answer_key() -> None:
    text = _show("koala", "--board", "kompakt").stdout
    assert text == (
        "Koala (Phascolarctos cinereus), mammal, green\n"
        "  visible: 1 region; asks weight, length\n"
        "  classification: order Diprotodontia, family Phascolarctidae\n"
        "  regions: australia\n"
        "  areas on the card: Northern Australia, Murray-Darling Basin, Great Dividing Range\n"
        "  measures: weight 4-15 kg, length 60-85 cm\n"
        "  on kompakt:\n"
        "    weight       correct 12 (2-5 kg), 13 (5-10 kg), 14 (10-20 kg)\n"
        "    length       correct 7 (50 cm-1 m)\n"
    )
    both = _show("koala", "--board", "kompakt", "--board", "fauna-metric").stdout
    assert "adjacent areas (4 points each)" in both and "KOMPAKT: 1 region: australia" in both
