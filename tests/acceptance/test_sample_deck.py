"""The bundled deck is itself a regression test: clean, and as varied as the brief asks."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import ROOT
from fauna_cards.load.deck import check_targets, collect_targets


@pytest.fixture(scope="module")
def deck():
    return check_targets(collect_targets([str(ROOT / "deck")]))


def test_validates_without_errors_or_warnings(deck):
    assert [(d.file, d.code, d.message) for d in deck.diagnostics] == []
    # deck.yaml, and animalia/deck.yaml: the ANIMALIA deck, a deck of its own inside deck/
    assert deck.files_checked == len(deck.records) + 2
    assert len(deck.manifests) == 1


def test_is_large_and_varied(deck, metric):
    records = [loaded.record for loaded in deck.records]
    assert len(records) >= 40
    assert {r.difficulty for r in records} == {"green", "black"}
    assert len({r.animal_class for r in records}) >= 6
    asked = {name for r in records for name in r.measures.asked()}
    assert asked == {"weight", "length", "total_length", "height", "tail_length"}
    kinds = {metric.world.areas[a].kind for r in records for a in r.areas}
    assert kinds == {"land", "marine"}
    counts = [len(r.areas) for r in records]
    assert min(counts) == 1 and max(counts) >= 17
    assert all(r.sources for r in records)


def test_some_values_sit_exactly_on_a_metric_boundary(deck, metric):
    boundaries: set[Fraction] = set()
    for scale in metric.board.scales.values():
        boundaries |= {b.value for b in scale.parsed_boundaries}
    on_boundary = [
        (loaded.record.id, name)
        for loaded in deck.records
        for name, m in loaded.record.measures.asked().items()
        if m.low in boundaries or m.high in boundaries
    ]
    assert len(on_boundary) >= 4


def test_every_animal_is_on_one_card(deck):
    (_, manifest), = deck.manifests
    sides = [animal for card in manifest.cards for animal in card]
    assert sorted(sides) == sorted(loaded.record.id for loaded in deck.records)


def test_every_record_is_checked_against_two_references(deck):
    """deck.yaml asks two sources a record, so `few-sources` would show in the diagnostics;
    this holds the setting itself, and that each record says how its values were chosen."""
    (_, manifest), = deck.manifests
    assert manifest.sources_per_record == 2
    for loaded in deck.records:
        record = loaded.record
        assert len(set(record.sources)) >= 2, record.id
        assert record.notes and len(record.notes) > 80, f"{record.id}: the notes say too little"


def test_measures_are_those_the_card_asks(deck):
    """Standing height is never a bill-to-tail length: an upright bird's height stays below
    its length from bill to tail where both are known, and no height is given for a bird
    that does not stand upright. Head-and-body length stays below the total length."""
    upright = {"Sphenisciformes", "Struthioniformes", "Apterygiformes", "Charadriiformes"}
    for loaded in deck.records:
        record = loaded.record
        asked = record.measures.asked()
        if record.animal_class == "bird" and "height" in asked:
            assert record.classification.order in upright, record.id
            if "total_length" in asked:
                assert asked["height"].high <= asked["total_length"].high, record.id
        if "length" in asked and "total_length" in asked:
            assert asked["length"].high < asked["total_length"].high, record.id
