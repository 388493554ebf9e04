"""The language catalogs (maps/languages/): complete, consistent with English, with plural
rules that pick the right form, and every place of the maps named in every language."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from fauna_cards.commands.options import LANGUAGE_CHOICES
from fauna_cards.errors import IOTrouble
from fauna_cards.load.boards import load_board
from fauna_cards.load.languages import (
    REFERENCE,
    check_language,
    language_codes,
    language_file,
    words_for,
)
from fauna_cards.model.language import (
    PLACEHOLDER,
    LanguageFile,
    Plural,
    Words,
    flatten,
    rule_holds,
)

LANGUAGES = language_codes()
OTHERS = [code for code in LANGUAGES if code != REFERENCE]


def _placeholders(message: object) -> set[str]:
    texts = message.texts().values() if isinstance(message, Plural) else [message]
    return {name for text in texts for name in PLACEHOLDER.findall(str(text))}


def test_the_bundled_languages_are_english_german_and_spanish() -> None:
    assert LANGUAGES == ("de", "en", "es")
    assert LANGUAGE_CHOICES.split("|") == sorted(LANGUAGES, key=lambda code: (code != REFERENCE, code))


@pytest.mark.parametrize("code", OTHERS)
def test_every_language_has_exactly_the_english_keys(code: str) -> None:
    english, other = flatten(language_file(REFERENCE).messages), flatten(language_file(code).messages)
    assert sorted(set(english) - set(other)) == [], f"{code} lacks these"
    assert sorted(set(other) - set(english)) == [], f"{code} has keys English does not"


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_keeps_the_english_placeholders(code: str) -> None:
    english, other = flatten(language_file(REFERENCE).messages), flatten(language_file(code).messages)
    different = {key: (_placeholders(english[key]), _placeholders(other[key]))
                 for key in english if key in other and _placeholders(english[key]) != _placeholders(other[key])}
    assert different == {}


@pytest.mark.parametrize("code", OTHERS)
def test_a_counted_message_counts_in_every_language(code: str) -> None:
    english, other = flatten(language_file(REFERENCE).messages), flatten(language_file(code).messages)
    counted = [key for key, message in english.items() if isinstance(message, Plural)]
    assert counted
    assert [key for key in counted if not isinstance(other[key], Plural)] == []


@pytest.mark.parametrize(("code", "count", "expected"), [
    ("en", 1, "area"), ("en", 0, "areas"), ("en", 2, "areas"), ("en", 21, "areas"),
    ("de", 1, "Gebiet"), ("de", 0, "Gebiete"), ("de", 11, "Gebiete"),
    ("es", 1, "área"), ("es", 0, "áreas"), ("es", 5, "áreas"),
])
def test_the_plural_form_follows_the_count(code: str, count: int, expected: str) -> None:
    assert words_for(code).count("card.areas", count) == expected


@pytest.mark.parametrize(("rule", "holds", "fails"), [
    ("i = 1 and v = 0", [1], [0, 2, 11, 21]),
    ("n = 0,1", [0, 1], [2, 10]),
    ("n % 10 = 1 and n % 100 != 11", [1, 21, 101], [11, 111, 2]),
    ("n % 10 = 2..4 and n % 100 != 12..14", [2, 3, 24, 102], [12, 14, 5, 1]),
    ("n = 2 or n = 5..6", [2, 5, 6], [3, 4, 7]),
])
def test_cldr_rules_are_read_as_cldr_writes_them(rule: str, holds: list[int], fails: list[int]) -> None:
    assert [rule_holds(rule, n) for n in holds] == [True] * len(holds)
    assert [rule_holds(rule, n) for n in fails] == [False] * len(fails)


def _catalog(**changes: object) -> dict[str, object]:
    return {"code": "xx", "name": "Test", "plural": {"one": "n = 1"}, "decimal_separator": ",",
            "messages": {"card": {"areas": {"one": "{count} a", "other": "{count} b"}, "weight": "w"}}, **changes}


def test_a_language_with_three_forms_picks_each() -> None:
    polish = LanguageFile.model_validate(_catalog(
        plural={"one": "i = 1 and v = 0", "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"},
        messages={"card": {"areas": {"one": "{count} obszar", "few": "{count} obszary", "other": "{count} obszarów"}}}))
    counted = Words(polish)
    assert [counted.count("card.areas", n) for n in (1, 3, 5, 22, 12)] == [
        "1 obszar", "3 obszary", "5 obszarów", "22 obszary", "12 obszarów"]


@pytest.mark.parametrize("changes", [
    {"plural": {"one": "n is 1"}},  # not CLDR's grammar
    {"plural": {"one": "n = 1"}, "messages": {"card": {"areas": {"few": "x", "other": "y"}}}},  # few has no rule
    {"messages": {"card": {"areas": {"one": "x"}}}},  # no `other`
    {"messages": {"Card": {"weight": "w"}}},  # keys are lower case
    {"decimal_separator": ";"},
    {"messages": {"card": {"weight": ""}}},  # an empty text
])
def test_a_broken_catalog_is_refused(changes: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        LanguageFile.model_validate(_catalog(**changes))


def test_a_missing_key_falls_back_to_english_and_an_unknown_language_is_refused() -> None:
    partial = Words(LanguageFile.model_validate(_catalog()), language_file(REFERENCE))
    assert partial("card.measure.height") == "height"
    assert partial.count("card.areas", 1) == "1 a"
    with pytest.raises(IOTrouble, match="de, en, es"):
        check_language("xx")


def test_numbers_take_the_language_decimal_mark() -> None:
    assert words_for("de").number("1.45\u20131.6 m") == "1,45\u20131,6 m"
    assert words_for("es").number("0.5 kg; 300 kg") == "0,5 kg; 300 kg"
    assert words_for("en").number("1.45 m") == "1.45 m"
    assert words_for("de").number("Mr. 5") == "Mr. 5"  # only a point between digits


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_area_and_region_has_a_name_in_every_language(code: str) -> None:
    world = load_board("fauna-metric").world
    places = [*world.areas.values(), *world.regions.values()]
    unnamed = [place.id for place in places if code != REFERENCE and getattr(place.name, code) is None]
    assert unnamed == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_two_areas_share_a_name_in_one_language(code: str) -> None:
    world = load_board("fauna-metric").world
    names = [area.name.in_language(code).casefold() for area in world.areas.values()]
    assert len(names) == len(set(names))


def test_a_place_named_in_a_fourth_language_and_a_bad_code() -> None:
    from fauna_cards.model.geography import LocalNames

    names = LocalNames.model_validate({"en": "Alaska", "de": "Alaska", "fr": "Alaska (fr)"})
    assert names.in_language("fr") == "Alaska (fr)" and names.in_language("it") == "Alaska"
    with pytest.raises(ValidationError):
        LocalNames.model_validate({"en": "Alaska", "French": "Alaska"})
