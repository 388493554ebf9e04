"""The bundled deck is itself a regression test: clean, and as varied as the brief asks."""

from __future__ import annotations

from fractions import Fraction
from typing import get_args

import pytest

from conftest import ROOT
from fauna_cards.games.fauna.scoring import AREA_TIERS
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.model.literals import AnimalClass


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
    # Birds that stand upright or tall, whose published size is a standing height: penguins,
    # ostriches, kiwis, puffins, flamingos and the shoebill.
    upright = {"Sphenisciformes", "Struthioniformes", "Apterygiformes", "Charadriiformes", "Phoenicopteriformes",
               "Pelecaniformes"}
    for loaded in deck.records:
        record = loaded.record
        asked = record.measures.asked()
        if record.animal_class == "bird" and "height" in asked:
            assert record.classification.order in upright, record.id
            if "total_length" in asked:
                assert asked["height"].high <= asked["total_length"].high, record.id
        if "length" in asked and "total_length" in asked:
            assert asked["length"].high < asked["total_length"].high, record.id


# What the bundled deck holds, as the brief for a deck worth a game night asks.


def test_holds_120_animals_on_60_cards_each_one_green_and_one_black(deck):
    by_id = {loaded.record.id: loaded.record for loaded in deck.records}
    (_, manifest), = deck.manifests
    assert len(by_id) >= 120 and len(manifest.cards) == len(by_id) // 2
    assert all({by_id[front].difficulty, by_id[back].difficulty} == {"green", "black"} for front, back in manifest.cards)


def test_every_class_the_format_knows_is_on_a_card(deck):
    assert {loaded.record.animal_class for loaded in deck.records} == set(get_args(AnimalClass))


def test_every_area_of_the_map_is_an_answer(deck, metric):
    answered = {area for loaded in deck.records for area in loaded.record.areas}
    assert set(metric.world.areas) - answered == set()
    # so every continent and every ocean is too
    continents = {metric.world.areas[a].continent for a in answered if metric.world.areas[a].kind == "land"}
    assert continents == {a.continent for a in metric.world.areas.values() if a.kind == "land"}


def test_every_area_count_tier_has_animals(deck):
    counts = [len(loaded.record.areas) for loaded in deck.records]
    for tier in AREA_TIERS:
        inside = [n for n in counts if tier.fewest <= n and (tier.most is None or n <= tier.most)]
        assert len(inside) >= 5, f"{tier}: {len(inside)} animals"


def _ends_on_boundaries(deck, board) -> tuple[int, int]:
    """(range ends exactly on a boundary of the board's scales, ends within 5 % of one)."""
    exact = near = 0
    for loaded in deck.records:
        for name, measure in loaded.record.measures.asked().items():
            boundaries = [b.value for b in board.board.scale_for(name)[1].parsed_boundaries if b.value]
            for end in {measure.low, measure.high}:
                gap = min(abs(end - b) / b for b in boundaries)
                exact += gap == 0
                near += 0 < gap <= Fraction(1, 20)
    return exact, near


@pytest.mark.parametrize("board_name", ["metric", "imperial"])
def test_values_sit_on_and_near_the_boundaries_of_both_boards(deck, board_name, request):
    exact, near = _ends_on_boundaries(deck, request.getfixturevalue(board_name))
    assert exact >= 5 and near >= 5, (exact, near)


def test_every_animal_is_named_in_english_german_and_spanish(deck):
    (_, manifest), = deck.manifests
    assert manifest.language == "en" and manifest.translations == ["de", "es"]
    for loaded in deck.records:
        names = loaded.record.names or {}
        assert loaded.record.name and names.get("de") and names.get("es"), loaded.record.id


def test_pictures_are_twemoji_shown_whole_with_the_credit_their_licence_asks(deck):
    (path, manifest), = deck.manifests
    pictured = [loaded.record for loaded in deck.records if loaded.record.illustration]
    assert len(pictured) >= 60
    folder = ROOT / "deck" / "images" / "twemoji"
    for record in pictured:
        picture = (ROOT / "deck" / "animals" / record.illustration).resolve()
        assert picture.parent == folder and picture.is_file(), record.id
    assert manifest.illustration_fit == "contain"  # square pictures in a wide box: never cropped
    assert any("Twemoji" in line and "CC BY 4.0" in line for line in manifest.credits or ())
    assert "CC BY 4.0" in (folder / "README.md").read_text(encoding="utf-8")
