"""Rules of an ANIMALIA deck beyond its shape: whole families, one joker, enough cards and
medals for every table. Pure: a deck in, findings with key paths out.

A deck whose shape failed comes salvaged, without the fields that failed: each rule looks
only at the parts that are there, so one run still shows every other problem.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from fauna_cards.games.animalia.cards import (
    FAMILY_ROLES,
    PLAYER_COUNTS,
    POWER_ROLES,
    AnimaliaDeck,
    by_language,
    cards_in_play,
    cards_needed,
    is_joker,
    most_medals_in_a_season,
)
from fauna_cards.model.diagnostics import Finding
from fauna_cards.suggest import did_you_mean
from fauna_cards.words import plural, spoken_list


def check_animalia_deck(deck: AnimaliaDeck) -> list[Finding]:
    families: list[Any] | None = getattr(deck, "families", None)
    cards: list[Any] | None = getattr(deck, "cards", None)
    powers: list[Any] | None = getattr(deck, "powers", None)
    findings = _unique_ids(families or [], cards or [])
    findings += _names_in_language(deck, families, cards, powers)
    findings += _translations(deck, families, cards, powers)
    if families is not None:
        findings += _family_looks(families)
    if cards is not None:
        findings += _jokers(cards)
        if families is not None:
            findings += _families_complete(families, cards)
            findings += _card_ids(families, cards)
            findings += _medals(deck, families)
        findings += _table_sizes(deck)
    if powers is not None:
        findings += _powers(powers)
    return findings


def _unique_ids(families: list[Any], cards: list[Any]) -> list[Finding]:
    """Families and cards share one space of ids: a game file names either without saying which."""
    findings = []
    first: dict[str, str] = {}
    for key, items in (("families", families), ("cards", cards)):
        for index, item in enumerate(items):
            where = f"{'card' if key == 'cards' else 'family'} {index + 1}"
            if item.id in first:
                findings.append(Finding((key, index, "id"), "animalia-duplicate-id",
                                        f"id {item.id!r} is also used by {first[item.id]}"))
            else:
                first[item.id] = where
    return findings


def _texts(item: Any) -> list[tuple[str, Any]]:
    """An entry's texts that a language can lack: its names, and a power's effect and note."""
    return [(field, getattr(item, field, None)) for field in ("names", "effect", "note")
            if getattr(item, field, None) is not None]


def _names_in_language(deck: Any, families: Any, cards: Any, powers: Any) -> list[Finding]:
    language = getattr(deck, "language", None)
    if language is None:
        return []
    findings = []
    for key, items in (("families", families), ("cards", cards), ("powers", powers)):
        for index, item in enumerate(items or []):
            for field, text in _texts(item):
                if language not in by_language(text, language):
                    what = "name" if field == "names" else field
                    findings.append(Finding(
                        (key, index, field), "animalia-name-language",
                        f"no {what} in {language!r}, the deck's language",
                        hint=f"add `{language}: ...` to {field}"))
    return findings


def _translations(deck: Any, families: Any, cards: Any, powers: Any) -> list[Finding]:
    """A name or power text missing in a language the deck says it is translated into: printed
    in that language, the card would carry the deck's own language there."""
    language = getattr(deck, "language", None)
    wanted = [code for code in getattr(deck, "translations", None) or () if code != language]
    if language is None or not wanted:
        return []
    findings = []
    for key, items in (("families", families), ("cards", cards), ("powers", powers)):
        for index, item in enumerate(items or []):
            for field, text in _texts(item):
                missing = [code for code in wanted if code not in by_language(text, language)]
                if missing:
                    what = "name" if field == "names" else field
                    codes = [language, *missing] if isinstance(text, str) else missing
                    add = ", ".join(f"{code}: ..." for code in codes)
                    findings.append(Finding(
                        (key, index, field), "animalia-name-missing",
                        f"no {what} in {', '.join(missing)}, which the deck lists in translations",
                        hint=f"give {field} by language: {{{add}}}" if isinstance(text, str) else f"add {add}"))
    return findings


def _family_looks(families: list[Any]) -> list[Finding]:
    """Players tell families apart by colour and medal symbol: neither may repeat."""
    return (_distinct(families, "colour", code="animalia-colour-repeat")
            + _distinct(families, "medal", code="animalia-medal-repeat"))


def _distinct(families: list[Any], attribute: str, code: str) -> list[Finding]:
    findings = []
    first: dict[str, str] = {}
    for index, family in enumerate(families):
        value = getattr(family, attribute).casefold()
        if value in first:
            findings.append(Finding((
                "families", index, attribute), code,
                f"{attribute} {getattr(family, attribute)!r} is also the {attribute} of family {first[value]!r}"))
        else:
            first[value] = family.id
    return findings


def _jokers(cards: list[Any]) -> list[Finding]:
    findings = []
    jokers = [index for index, card in enumerate(cards) if is_joker(card)]
    if not jokers:
        findings.append(Finding(("cards",), "animalia-joker-count", "the deck has no joker",
                                hint="add the owl: a card with role: joker and no family"))
    for index in jokers[1:]:
        findings.append(Finding(("cards", index, "role"), "animalia-joker-count",
                                f"a second joker: card {jokers[0] + 1} is the deck's joker"))
    for index, card in enumerate(cards):
        if is_joker(card) and card.family is not None:
            findings.append(Finding(("cards", index, "family"), "animalia-joker-family",
                                    "the joker stands for any animal: it belongs to no family",
                                    hint="leave out `family`"))
        elif not is_joker(card) and card.family is None:
            findings.append(Finding(("cards", index), "animalia-joker-family",
                                    f"card {card.id!r} has no family; only the joker has none",
                                    hint="add `family:`"))
    return findings


def _families_complete(families: list[Any], cards: list[Any]) -> list[Finding]:
    findings = []
    family_ids = [family.id for family in families]
    roles: dict[str, set[str]] = {family_id: set() for family_id in family_ids}
    for index, card in enumerate(cards):
        if card.family is None or is_joker(card):
            continue
        if card.family not in roles:
            findings.append(Finding(("cards", index, "family"), "animalia-unknown-family",
                                    f"no family {card.family!r} in families",
                                    hint=did_you_mean(card.family, family_ids)))
        elif card.role in roles[card.family]:
            findings.append(Finding(("cards", index, "role"), "animalia-role-repeat",
                                    f"family {card.family!r} already has its {card.role}",
                                    hint="each family holds each role once"))
        else:
            roles[card.family].add(card.role)
    for index, family in enumerate(families):
        missing = [role for role in FAMILY_ROLES if role not in roles.get(family.id, set())]
        if missing and family_ids.index(family.id) == index:
            findings.append(Finding(("families", index, "id"), "animalia-role-missing",
                                    f"family {family.id!r} has no {spoken_list(missing)}",
                                    hint=f"a family holds one card of each role: {', '.join(FAMILY_ROLES)}"))
    return findings


def _card_ids(families: list[Any], cards: list[Any]) -> list[Finding]:
    """The <family>-<role> form lets a reader of a game file see the card behind an id."""
    known = {family.id for family in families}
    findings = []
    for index, card in enumerate(cards):
        if card.family in known and not is_joker(card) and card.id != f"{card.family}-{card.role}":
            findings.append(Finding(("cards", index, "id"), "animalia-card-id-form",
                                    f"card {card.id!r} of family {card.family!r} is a {card.role}",
                                    hint=f"call it {card.family}-{card.role}"))
    return findings


def _medals(deck: Any, families: list[Any]) -> list[Finding]:
    supply = getattr(deck, "medals", None)
    if supply is None or not hasattr(supply, "each_family") or not families:
        return []
    need = max(most_medals_in_a_season(deck, family.id) for family in families)
    if supply.each_family >= need:
        return []
    return [Finding(("medals", "each_family"), "animalia-medal-supply",
                    f"{plural(supply.each_family, 'medal')} of each family; one season can award {need}",
                    hint="the box of the rulebook holds 15 of each")]


def _table_sizes(deck: Any) -> list[Finding]:
    """Every table from 2 to 6 players must fill its collections and deal the usual bonus."""
    short = []
    for players in PLAYER_COUNTS:
        have, need = len(cards_in_play(deck, players)), cards_needed(players)
        if have < need:
            short.append(f"{players} players need {need}, the deck gives them {have}")
    if not short:
        return []
    return [Finding(("cards",), "animalia-deck-too-small", "too few cards: " + "; ".join(short),
                    hint="a season fills every collection with 5 animals and deals 3 bonus cards")]


def _powers(powers: list[Any]) -> list[Finding]:
    findings = []
    seen = Counter[str]()
    for index, entry in enumerate(powers):
        seen[entry.role] += 1
        if seen[entry.role] > 1:
            findings.append(Finding(("powers", index, "role"), "animalia-power-repeat",
                                    f"a second entry for the {entry.role}'s power"))
    for role in POWER_ROLES:
        if not seen[role]:
            findings.append(Finding(("powers",), "animalia-power-missing", f"no entry for the {role}'s power",
                                    hint=f"add an entry with role: {role}"))
    return findings
