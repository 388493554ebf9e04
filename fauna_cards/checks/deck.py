"""Rules across the records of a deck and its manifest: unique ids and names, the cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.suggest import did_you_mean
from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.record import AnimalRecord, DeckManifest
from fauna_cards.words import plural


@dataclass(frozen=True)
class Placed:
    """A finding together with the file it belongs to."""

    file: str
    finding: Finding


def check_deck(
    records: Sequence[tuple[str, AnimalRecord]], manifest: tuple[str, DeckManifest] | None
) -> list[Placed]:
    """`records` are (file, record) in file order; `manifest` is (file, manifest) or None."""
    placed: list[Placed] = []
    first_by_id: dict[str, str] = {}
    first_by_name: dict[str, str] = {}
    for file, record in records:
        if record.id in first_by_id:
            placed.append(Placed(file, Finding(("id",), "duplicate-id",
                                               f"id {record.id!r} is also used by {first_by_id[record.id]}")))
        else:
            first_by_id[record.id] = file
        key = record.name.casefold()
        if key in first_by_name:
            placed.append(Placed(file, Finding(("name",), "duplicate-name",
                                               f"name {record.name!r} is also used by {first_by_name[key]}")))
        else:
            first_by_name[key] = file

    if manifest is None:
        return placed
    manifest_file, deck = manifest
    fewest = getattr(deck, "sources_per_record", 1)
    for file, record in records:
        sources = getattr(record, "sources", None)
        if sources is not None and len(set(sources)) < fewest:
            count = len(set(sources))
            placed.append(Placed(file, Finding(
                ("sources",), "few-sources",
                f"{plural(count, 'source')}; {manifest_file} asks for {fewest} per record",
                hint="cite independent references that give these values: publisher, title, URL or page",
                at_key=True)))
    placed.extend(_missing_names(records, deck, manifest_file))
    cards = getattr(deck, "cards", None)
    if cards is None:  # a manifest salvaged without its cards: nothing to compare
        return placed
    on_card: dict[str, tuple[int, int]] = {}
    for card_index, card in enumerate(cards):
        for side, animal_id in enumerate(card):
            loc = ("cards", card_index, side)
            if animal_id not in first_by_id:
                placed.append(Placed(manifest_file, Finding(
                    loc, "card-unknown-id", f"card {card_index + 1} names unknown animal {animal_id!r}",
                    hint=did_you_mean(animal_id, first_by_id))))
            elif animal_id in on_card:
                first_card, _ = on_card[animal_id]
                placed.append(Placed(manifest_file, Finding(
                    loc, "card-repeat",
                    f"animal {animal_id!r} is already on card {first_card + 1}",
                    hint="each animal is printed on exactly one card")))
            else:
                on_card[animal_id] = (card_index, side)
    for file, record in records:
        if record.id not in on_card and first_by_id.get(record.id) == file:
            placed.append(Placed(file, Finding(
                ("id",), "not-on-card", f"animal {record.id!r} is on no card",
                hint=f"pair it with another animal in {manifest_file}")))
    return placed


def _missing_names(records: Sequence[tuple[str, AnimalRecord]], deck: DeckManifest, manifest_file: str) -> list[Placed]:
    """A record without a name in a language the deck says it is translated into: printed in
    that language, its card would carry the name in the deck's own language."""
    wanted = [code for code in getattr(deck, "translations", None) or () if code != getattr(deck, "language", None)]
    placed = []
    for file, record in records:
        missing = [code for code in wanted if code not in (record.names or {})]
        if missing:
            placed.append(Placed(file, Finding(
                ("names",) if record.names else ("name",), "name-missing",
                f"no name in {', '.join(missing)}, which {manifest_file} lists in translations",
                hint=f"add names: {{{', '.join(f'{code}: ...' for code in missing)}}}", at_key=True)))
    return placed
