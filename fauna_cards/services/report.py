"""`fauna report`: the figures of a checked deck an author reads before printing, as a
ReportView (views/report.py); render/report_html.py makes the page."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from fauna_cards.games.common.scales import answer
from fauna_cards.games.fauna.scoring import AREA_TIERS, AreaTier
from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import AnimalRecord, DeckManifest
from fauna_cards.services.decks import checked_deck, chosen_board
from fauna_cards.services.report_findings import findings
from fauna_cards.views.report import AreaTally, CardPairing, MeasureSpread, ReportView, Side, SpaceTally, Tally

OCEANS = "Oceans"  # the row of animals with a marine area
MEASURE_ORDER = ("weight", "length", "total_length", "height", "tail_length")


@dataclass(frozen=True)
class ReportOptions:
    deck: str
    boards: tuple[str, ...] = ()  # names or paths; none: the deck's boards, else fauna-metric


def deck_report(options: ReportOptions) -> ReportView:
    result = checked_deck([options.deck])
    if options.boards:
        boards = [chosen_board(spec, result) for spec in options.boards]
    else:
        boards = list(result.deck_boards) or [chosen_board(None, result)]
    records = [loaded.record for loaded in result.records]
    manifest = result.manifests[0][1] if result.manifests else None
    title = manifest.title if manifest else options.deck
    return report_view(title, records, [loaded.board for loaded in boards], boards[0].world, manifest)


def report_view(title: str, records: Sequence[AnimalRecord], boards: Sequence[Board], world: WorldMap,
                manifest: DeckManifest | None) -> ReportView:
    """The report of `records`, their answers placed on `boards` and the areas of `world`."""
    records = sorted(records, key=lambda record: record.id)
    classes = Counter(record.animal_class for record in records)
    difficulty = Counter(record.difficulty for record in records)
    cards, unpaired = _pairing(records, manifest)
    view = ReportView(
        title=title,
        animals=len(records),
        by_class=tuple(Tally(name, count) for name, count in sorted(classes.items(), key=lambda i: (-i[1], i[0]))),
        by_difficulty=tuple(Tally(level, difficulty[level]) for level in ("green", "black")),
        by_continent=_continents(records, world),
        by_area_count=_tiers(records),
        spreads=tuple(spread for board in boards for spread in _spreads(board, records)),
        areas=_areas(records, world),
        cards=cards,
        unpaired=unpaired,
        findings=(),
    )
    return ReportView(**{**view.__dict__, "findings": findings(view)})


def continent_name(continent: str) -> str:
    return continent.replace("-", " ").title()


def _continents(records: Sequence[AnimalRecord], world: WorldMap) -> tuple[Tally, ...]:
    order = [area.continent for area in world.areas.values() if area.continent]
    counts: Counter[str] = Counter()
    for record in records:
        places = {world.areas[a].continent or OCEANS for a in record.areas if a in world.areas}
        counts.update(places)
    names = [*dict.fromkeys(order), OCEANS]
    return tuple(Tally(continent_name(name) if name != OCEANS else OCEANS, counts[name]) for name in names)


def tier_label(tier: AreaTier) -> str:
    if tier.most is None:
        return f"{tier.fewest}+ areas"
    if tier.most == tier.fewest:
        return f"{tier.fewest} area" + ("" if tier.fewest == 1 else "s")
    return f"{tier.fewest}–{tier.most} areas"


def _tiers(records: Sequence[AnimalRecord]) -> tuple[Tally, ...]:
    def fits(tier: AreaTier, count: int) -> bool:
        return tier.fewest <= count and (tier.most is None or count <= tier.most)

    return tuple(Tally(tier_label(tier), sum(1 for r in records if fits(tier, len(r.areas)))) for tier in AREA_TIERS)


def _spreads(board: Board, records: Sequence[AnimalRecord]) -> list[MeasureSpread]:
    found: dict[str, tuple[str, Counter[int], int]] = {}
    for record in records:
        for name, measure in record.measures.asked().items():
            if name not in found:
                found[name] = (board.scale_for(name)[0], Counter(), 0)
            scale_name, counts, animals = found[name]
            scale = board.scale_for(name)[1]
            counts.update(answer(scale.spaces, measure.low, measure.high).correct)
            found[name] = (scale_name, counts, animals + 1)
    spreads = []
    for name in sorted(found, key=lambda n: (MEASURE_ORDER.index(n) if n in MEASURE_ORDER else 99, n)):
        scale_name, counts, animals = found[name]
        spaces = tuple(SpaceTally(space.index, space.label, counts[space.index])
                       for space in board.scale_for(name)[1].spaces)
        spreads.append(MeasureSpread(board.name, name, scale_name, animals, spaces))
    return spreads


def _areas(records: Sequence[AnimalRecord], world: WorldMap) -> tuple[AreaTally, ...]:
    counts = Counter(area for record in records for area in record.areas)
    return tuple(AreaTally(area.id, area.name.en, area.kind, area.continent, counts[area.id])
                 for area in world.areas.values())


def _pairing(records: Sequence[AnimalRecord], manifest: DeckManifest | None
             ) -> tuple[tuple[CardPairing, ...], tuple[str, ...]]:
    if manifest is None:
        return (), ()
    by_id = {record.id: record for record in records}

    def side(animal_id: str) -> Side:
        record = by_id[animal_id]
        return Side(record.id, record.name, record.difficulty)

    cards = tuple(CardPairing(side(front), side(back)) for front, back in manifest.cards
                  if front in by_id and back in by_id)
    on_card = {animal_id for card in manifest.cards for animal_id in card}
    return cards, tuple(record.name for record in records if record.id not in on_card)
