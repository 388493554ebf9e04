"""A language's words for everything the tool prints: maps/languages/<code>.yaml, one file a
language. English is the reference: every other file has the same keys, with the same
placeholders.

A message is a text with `{placeholders}`, or, for a text that counts something, one text per
plural category (`one`, `few`, `many`, ... and always `other`). Which category a number takes
is the language's CLDR plural rule, written as CLDR writes it ("i = 1 and v = 0"), so a new
language brings its own rule instead of a branch in the code.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import Discriminator, Field, Tag, field_validator, model_validator
from typing_extensions import TypeAliasType

from fauna_cards.model.common import LanguageCode, StrictModel, Text

PluralCategory = Literal["zero", "one", "two", "few", "many", "other"]
# The CLDR plural-rule grammar for integer operands: n, i, v (always 0 for a count) with
# optional modulo, compared to values and ranges, joined by `and` (binding closer) and `or`.
_RELATION = re.compile(r"^\s*([niv])\s*(?:%\s*(\d+))?\s*(=|!=)\s*([\d.,\s]+?)\s*$")


def _relation_holds(relation: str, count: int) -> bool:
    match = _RELATION.match(relation)
    if match is None:
        raise ValueError(f"not a CLDR plural relation: {relation!r}")
    operand, modulo, operator, values = match.groups()
    number = 0 if operand == "v" else abs(count)
    if modulo:
        number %= int(modulo)
    inside = False
    for part in values.split(","):
        low, _, high = part.strip().partition("..")
        inside |= int(low) <= number <= int(high or low)
    return inside if operator == "=" else not inside


def rule_holds(rule: str, count: int) -> bool:
    """Whether the CLDR plural rule `rule` ("n % 10 = 1 and n % 100 != 11") holds for `count`."""
    return any(all(_relation_holds(relation, count) for relation in conjunction.split(" and "))
               for conjunction in rule.split(" or "))


class Plural(StrictModel):
    """One text per plural category the language uses; `other` is always there."""

    zero: Text | None = None
    one: Text | None = None
    two: Text | None = None
    few: Text | None = None
    many: Text | None = None
    other: Text

    def texts(self) -> dict[str, str]:
        return {category: text for category, text in self.model_dump().items() if text is not None}


Message = Union[Text, Plural]
MessageKey = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")]
CATEGORIES = frozenset(("zero", "one", "two", "few", "many", "other"))


def _kind(value: object) -> str:
    """Which a message value is: a mapping whose keys are all plural categories is a Plural
    (so no section uses only those names as keys), any other mapping a section."""
    if isinstance(value, dict):
        return "plural" if value and set(value) <= CATEGORIES else "section"
    if isinstance(value, (Plural,)):
        return "plural"
    return "text"


Messages = TypeAliasType(  # type: ignore[misc]
    "Messages",
    dict[MessageKey, Annotated[Union[Annotated[Plural, Tag("plural")], Annotated[Text, Tag("text")],
                                     Annotated["Messages", Tag("section")]], Discriminator(_kind)]],
)


class LanguageFile(StrictModel):
    """maps/languages/<code>.yaml: one language's printed words."""

    code: LanguageCode = Field(description="The ISO 639 code; the file is named after it.", examples=["de"])
    name: Text = Field(description="The language's name in itself.", examples=["Deutsch"])
    plural: dict[PluralCategory, Text] = Field(
        default_factory=dict,
        description="CLDR plural rules, by category, tried in order; a number no rule takes is `other`.",
    )
    decimal_separator: Literal[".", ","] = Field(description="Between the whole and the decimal part: 1.5 or 1,5.")
    messages: Messages = Field(description="Texts by key; keys group into sections (card, sheet, board, ...).")

    @field_validator("plural")
    @classmethod
    def _rules_parse(cls, rules: dict[str, str]) -> dict[str, str]:
        for rule in rules.values():
            rule_holds(rule, 1)  # raises on a rule outside the grammar
        return rules

    @model_validator(mode="after")
    def _plurals_use_the_rules(self) -> LanguageFile:
        known = {*self.plural, "other"}
        for key, message in flatten(self.messages).items():
            if isinstance(message, Plural) and not set(message.texts()) <= known:
                extra = sorted(set(message.texts()) - known)
                raise ValueError(f"{key}: {', '.join(extra)} is not a plural category of this language's rules")
        return self


def flatten(messages: Messages, prefix: str = "") -> dict[str, Message]:
    """Nested sections to dotted keys: {card: {weight: ...}} -> {"card.weight": ...}."""
    flat: dict[str, Message] = {}
    for key, value in messages.items():
        if isinstance(value, dict):
            flat.update(flatten(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = value
    return flat


PLACEHOLDER = re.compile(r"\{(\w+)\}")
_DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")


class Words:
    """One language's messages, looked up by dotted key. A key this language lacks falls back
    to English (`fallback`), so a new language can be printed while its file grows; the tests
    hold every bundled language to the whole set."""

    def __init__(self, language: LanguageFile, fallback: LanguageFile | None = None) -> None:
        self.code = language.code
        self.name = language.name
        self._rules = language.plural
        self._decimal = language.decimal_separator
        self._messages = {**(flatten(fallback.messages) if fallback else {}), **flatten(language.messages)}

    def __call__(self, key: str, **values: object) -> str:
        message = self._messages[key]
        text = message.other if isinstance(message, Plural) else message
        return _filled(text, values)

    def count(self, key: str, count: int, **values: object) -> str:
        """The text for `count` things in the right plural form; `{count}` is the number."""
        message = self._messages[key]
        if not isinstance(message, Plural):
            return _filled(message, {"count": count, **values})
        texts = message.texts()
        category = next((c for c, rule in self._rules.items() if c in texts and rule_holds(rule, count)), "other")
        return _filled(texts[category], {"count": count, **values})

    def has(self, key: str) -> bool:
        return key in self._messages

    def number(self, text: str) -> str:
        """`text` with its decimal points in this language's style: 1.45 m -> 1,45 m."""
        return text if self._decimal == "." else _DECIMAL_POINT.sub(self._decimal, text)

    def keys(self) -> frozenset[str]:
        return frozenset(self._messages)


def _filled(text: str, values: dict[str, object]) -> str:
    return PLACEHOLDER.sub(lambda match: str(values[match.group(1)]) if match.group(1) in values else match.group(0),
                           text)
