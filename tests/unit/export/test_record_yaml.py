"""The YAML text import writes for a record or deck.yaml: every value reads back as the same
value and type, whatever YAML would otherwise make of it, and short values stay unquoted."""

from __future__ import annotations

import pytest
from ruamel.yaml import YAML

from fauna_cards.export.record_yaml import deck_yaml, record_yaml, scalar

# Text that YAML reads as something else, or not at all, when left plain.
TRICKY = ["yes", "No", "on", "null", "y", "1.0", "2000", "007", "1e3", "2024-01-01", "a: b", "#x", "- x", "x #y",
          "[a]", "{a}", "'quoted'", '"quoted"', "&anchor", "*alias", "!tag", "%", "@at", "`tick", "a, b", "ab-",
          "1.5-2 m", "", " lead", "trail ", "über", "x|y", ">x"]
# Plain as written, the way the bundled deck reads.
PLAIN = {"grevys-zebra": False, "Grevy's zebra": False, "Equus grevyi": False, "350-430 kg": False, "2.5 m": False,
         "fauna-metric": True, "rift-valley": True, "de": True}


def _read(text: str) -> object:
    return YAML(typ="safe").load(text)


@pytest.mark.parametrize("text", TRICKY)
def test_a_tricky_text_reads_back_as_itself(text: str) -> None:
    assert _read(f"key: {scalar(text)}") == {"key": text}
    assert _read(f"key: [{scalar(text, True)}]") == {"key": [text]}


@pytest.mark.parametrize(("text", "in_flow"), PLAIN.items())
def test_a_plain_word_stays_unquoted(text: str, in_flow: bool) -> None:
    assert scalar(text, in_flow) == text


def test_numbers_and_booleans_keep_their_type() -> None:
    assert [_read(f"k: {scalar(v)}")["k"] for v in (3, 2.5, True, None)] == [3, 2.5, True, None]


def test_a_record_reads_back_whole() -> None:
    record = {"id": "grevys-zebra", "name": "yes", "areas": ["horn-of-africa", "rift-valley"],
              "classification": {"order": "Perissodactyla", "family": "1.0"},
              "measures": {"weight": "350-430 kg", "length": "2000"},
              "sources": ["A: b, c", "#1"], "names": {"de": "Grevyzebra", "es": "on"}, "area_count": 2}
    text = record_yaml(record)
    assert text.startswith("# yaml-language-server: $schema=../../schema/animal.schema.json\n")
    assert _read(text) == record
    assert "areas: [horn-of-africa, rift-valley]\n" in text and "classification: {order: Perissodactyla, " in text


def test_deck_yaml_orders_its_fields_and_quotes_the_version() -> None:
    deck = {"cards": [["a", "b"]], "credits": ["Pictures: x"], "version": "1.0", "title": "T", "language": "en",
            "translations": ["de"], "x-extra": "kept"}
    text = deck_yaml(deck)
    assert _read(text) == deck
    keys = [line.split(":")[0] for line in text.splitlines() if line[:1].isalpha()]
    assert keys == ["title", "version", "language", "translations", "credits", "cards", "x-extra"]
    assert 'version: "1.0"\n' in text


def test_the_text_is_laid_out_as_the_bundled_deck() -> None:
    record = {"id": "okapi", "name": "Okapi", "names": {"de": "Okapi", "es": "Ocapi ü", "fr": "Okapi de Johnston"},
              "areas": ["congo-basin", "Rift valley"], "measures": {"weight": "200-340 kg"}, "classification": {},
              "notes": {}, "sources": ["Zoo, Okapi (tail 30-42 cm)"], "tags": [], "cards": [["a", "b"]]}
    assert record_yaml(record).splitlines()[1:] == [
        "id: okapi",
        "name: Okapi",
        'names: {de: Okapi, es: "Ocapi ü", fr: "Okapi de Johnston"}',  # in a flow, words only stay plain
        'areas: [congo-basin, "Rift valley"]',
        "measures:",
        "  weight: 200-340 kg",
        "classification: {}",
        "notes: {}",
        "sources:",
        '  - "Zoo, Okapi (tail 30-42 cm)"',
        "tags: []",
        "cards:",
        "  - [a, b]",
    ]
