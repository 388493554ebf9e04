"""The ANIMALIA deck format: the bundled deck, the example files, the derived values and the
tables of 2 to 6 players."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import jsonschema
import pytest
from ruamel.yaml import YAML

from conftest import EXAMPLES, ROOT
from fauna_cards.games.animalia.cards import (
    FAMILY_ROLES,
    POWER_ROLES,
    AnimaliaCard,
    AnimaliaDeck,
    black_marks,
    by_language,
    cards_in_play,
    cards_needed,
    collections_at,
    elegance,
    family,
    is_joker,
    most_medals_in_a_season,
    power,
    power_entry,
    stars,
)
from fauna_cards.catalog import rules
from fauna_cards.load.game_decks import deck_spec_of, load_game_deck
from fauna_cards.services.schemas import build_schema, schema_text
from fauna_cards.load.yamlio import load_yaml

BUNDLED = ROOT / "deck" / "animalia" / "deck.yaml"
ANIMALIA_EXAMPLES = EXAMPLES / "animalia"
GOOD = sorted((ANIMALIA_EXAMPLES / "good").glob("*.yaml"))
BAD = sorted((ANIMALIA_EXAMPLES / "bad").glob("*.yaml"))
CHECKS_SOURCE = ROOT / "fauna_cards" / "games" / "animalia" / "checks.py"
EXPECT_LINE = re.compile(r"^# expect: (?P<code>[a-z0-9-]+) (?P<line>\d+):(?P<col>\d+)$")
SHARED_CODES = {"invalid-value", "unknown-field", "missing-field", "bad-id"}


def catalog() -> dict[str, dict[str, str]]:
    """The catalog's rules of ANIMALIA decks."""
    return {code: rule.model_dump() for code, rule in rules().items() if rule.applies_to == ["animalia-deck"]}


def animalia_deck_schema() -> dict:
    return build_schema("animalia-deck", [])


def animalia_deck_schema_text() -> str:
    return schema_text("animalia-deck", [])


def is_animalia_deck(document) -> bool:  # type: ignore[no-untyped-def]
    return deck_spec_of(document) is not None


load_animalia_deck = load_game_deck


def expectations(path: Path) -> Counter:
    expected: Counter = Counter()
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        if line.startswith("# expect:"):
            match = EXPECT_LINE.match(line)
            assert match, f"{path.name}: malformed expectation {line!r}"
            expected[(match["code"], int(match["line"]), int(match["col"]))] += 1
    return expected


def bundled() -> AnimaliaDeck:
    deck, diagnostics = load_animalia_deck(BUNDLED)
    assert diagnostics == []
    assert deck is not None
    return deck


# --- the bundled deck -----------------------------------------------------------------------

def test_bundled_deck_is_clean_and_complete() -> None:
    deck = bundled()
    assert [f.id for f in deck.families] == ["cats", "horses", "dogs", "rabbits", "parrots"]
    assert len(deck.cards) == 36
    ids = [card.id for card in deck.cards]
    assert ids[-1] == "owl"
    assert set(ids[:-1]) == {f"{f.id}-{role}" for f in deck.families for role in FAMILY_ROLES}
    assert all(set(card.names) == {"en", "de", "es"} for card in deck.cards)


def test_bundled_deck_powers_are_labelled_readings() -> None:
    deck = bundled()
    assert sorted(entry.role for entry in deck.powers) == sorted(POWER_ROLES)
    for entry in deck.powers:
        assert entry.reconstruction is True
        assert entry.note and "reference card" in by_language(entry.note, deck.language)["en"]
        assert set(by_language(entry.effect, deck.language)) == set(by_language(entry.note, deck.language)) \
            == {"en", "de", "es"}
    assert power_entry(deck, "spy").cards == 3  # type: ignore[union-attr]
    assert power_entry(deck, "thief").symbol == "mask"  # type: ignore[union-attr]


def test_bundled_deck_is_recognised_by_its_game() -> None:
    assert is_animalia_deck(load_yaml(BUNDLED, "deck.yaml"))
    assert not is_animalia_deck(load_yaml(ROOT / "deck" / "deck.yaml", "deck.yaml"))


def test_schema_file_is_generated_and_accepts_the_decks() -> None:
    assert (ROOT / "schema" / "animalia-deck.schema.json").read_text(encoding="utf-8") == animalia_deck_schema_text()
    schema = animalia_deck_schema()
    for path in [BUNDLED, *GOOD]:
        jsonschema.validate(YAML(typ="safe").load(path.read_text(encoding="utf-8")), schema)
    modeline = BUNDLED.read_text(encoding="utf-8").splitlines()[0]
    target = modeline.removeprefix("# yaml-language-server: $schema=")
    assert (BUNDLED.parent / target).resolve() == ROOT / "schema" / "animalia-deck.schema.json"


def test_schema_examples_are_strings() -> None:
    text = json.dumps(animalia_deck_schema())
    assert '"examples": [{' not in text and '"examples": [1' not in text


# --- derived values ---------------------------------------------------------------------------

@pytest.mark.parametrize("role, expected_stars, expected_marks", [
    ("champion", 3, 0), ("dandy", 2, 0), ("cutie", 0, 0), ("mangy", 0, 1),
    ("thief", 0, 0), ("spy", 0, 0), ("prankster", 0, 0), ("joker", 0, 0),
])
def test_stars_and_marks_follow_the_role(role: str, expected_stars: int, expected_marks: int) -> None:
    belonging = {} if role == "joker" else {"family": "cats"}
    card = AnimaliaCard(id="x", role=role, names={"en": "X"}, **belonging)
    assert (stars(card), black_marks(card), elegance(card)) == (expected_stars, expected_marks,
                                                               expected_stars - expected_marks)


def test_collection_elegance_of_the_rulebook_example() -> None:
    """Champion, mangy one, champion, dandy and a card without stars make 7."""
    by_id = {card.id: card for card in bundled().cards}
    collection = ["cats-champion", "dogs-mangy", "horses-champion", "parrots-dandy", "rabbits-spy"]
    assert sum(elegance(by_id[card]) for card in collection) == 7


def test_power_joker_and_family() -> None:
    by_id = {card.id: card for card in bundled().cards}
    assert [power(by_id[f"dogs-{role}"]) for role in FAMILY_ROLES] == [None] * 4 + ["thief", "spy", "prankster"]
    assert is_joker(by_id["owl"]) and family(by_id["owl"]) is None and power(by_id["owl"]) is None
    assert not is_joker(by_id["cats-cutie"]) and family(by_id["cats-cutie"]) == "cats"


# --- tables of 2 to 6 players -----------------------------------------------------------------

def test_small_tables_play_without_the_cuties() -> None:
    deck = bundled()
    for players in (2, 3, 4):
        in_play = cards_in_play(deck, players)
        assert len(in_play) == 31 and all(card.role != "cutie" for card in in_play)
    for players in (5, 6):
        assert len(cards_in_play(deck, players)) == 36


def test_every_table_has_its_season() -> None:
    deck = bundled()
    assert [collections_at(p) for p in range(2, 7)] == [4, 3, 4, 5, 6]
    assert [cards_needed(p) for p in range(2, 7)] == [23, 18, 23, 28, 33]
    assert all(len(cards_in_play(deck, p)) >= cards_needed(p) for p in range(2, 7))
    # The tightest table: 6 players leave 3 cards beyond the usual bonus.
    assert min(len(cards_in_play(deck, p)) - cards_needed(p) for p in range(2, 7)) == 3


def test_medals_of_one_season() -> None:
    deck = bundled()
    assert {most_medals_in_a_season(deck, f.id) for f in deck.families} == {8}
    assert deck.medals.each_family == 15 and deck.medals.excellence == 15


# --- examples ---------------------------------------------------------------------------------

@pytest.mark.parametrize("path", GOOD, ids=[p.name for p in GOOD])
def test_good_example_is_clean(path: Path) -> None:
    deck, diagnostics = load_animalia_deck(path)
    assert diagnostics == [] and deck is not None


@pytest.mark.parametrize("path", BAD, ids=[p.name for p in BAD])
def test_bad_example(path: Path) -> None:
    expected = expectations(path)
    assert expected, f"{path.name} states no expectation"
    _, diagnostics = load_animalia_deck(path)
    assert Counter((d.code, d.line, d.column) for d in diagnostics) == expected
    codes = catalog()
    for d in diagnostics:
        assert d.severity == (codes[d.code]["severity"] if d.code in codes else "error"), d


def test_codes_file_lists_every_code_once_and_examples_show_each() -> None:
    codes = list(catalog())
    emitted = set(re.findall(r'"(animalia-[a-z-]+)"', CHECKS_SOURCE.read_text(encoding="utf-8")))
    assert emitted == set(codes)
    shown = {code for path in BAD for (code, _, _) in expectations(path)}
    assert shown - SHARED_CODES == set(codes)


def test_codes_are_documented() -> None:
    docs = (ROOT / "docs" / "animalia.md").read_text(encoding="utf-8")
    for code in catalog():
        assert f"`{code}`" in docs, code


# --- texts by language ------------------------------------------------------------------------

def _findings_of(tmp_path: Path, source: str) -> list[tuple[str, str]]:
    path = tmp_path / "deck.yaml"
    path.write_text(source, encoding="utf-8")
    _, diagnostics = load_animalia_deck(path)
    return [(d.code, d.message) for d in diagnostics]


def test_a_plain_effect_is_in_the_deck_language_and_a_mapping_must_hold_it(tmp_path: Path) -> None:
    source = BUNDLED.read_text(encoding="utf-8")
    assert by_language("Take a card.", "en") == {"en": "Take a card."}
    assert by_language({"de": "Nimm.", "es": "Toma."}, "en") == {"de": "Nimm.", "es": "Toma."}
    without_english = source.replace("      en: >-\n        Look at the top 3 cards", "      fr: >-\n        Look", 1)
    assert ("animalia-name-language", "no effect in 'en', the deck's language") in _findings_of(tmp_path,
                                                                                                 without_english)


def test_translations_warn_about_each_missing_text(tmp_path: Path) -> None:
    source = BUNDLED.read_text(encoding="utf-8").replace("{en: Steal, de: Stehlen, es: Robar}", "{en: Steal}")
    found = _findings_of(tmp_path, source)
    assert found == [("animalia-name-missing", "no name in de, es, which the deck lists in translations")]
    assert _findings_of(tmp_path, source.replace("translations: [de, es]\n", "")) == []  # none listed: no warning
