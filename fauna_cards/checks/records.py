"""Rules for one animal record beyond its shape: areas, scales, and how measures agree."""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from fauna_cards import glyphs
from fauna_cards.suggest import did_you_mean
from fauna_cards.model.board import Board
from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.measure import Measure
from fauna_cards.model.record import AnimalRecord
from fauna_cards.model.units import format_number
from fauna_cards.games.common.scales import fits, scale_range
from fauna_cards.words import plural, quoted

SCIENTIFIC_NAME = re.compile(r"^[A-Z][a-z]+(?: [a-z]+(?:-[a-z]+)*){1,2}$")
# Sources round length, tail and total length separately; a sum further off than this share
# of the total means one of the three is probably wrong.
TOTAL_LENGTH_TOLERANCE = Fraction(15, 100)


def check_record(
    record: AnimalRecord, world: WorldMap, boards: Sequence[Board], file_stem: str | None = None
) -> list[Finding]:
    """Every rule on one record. The record may be salvaged from a file with shape errors:
    a field that failed is absent, and the rules that need it are skipped."""
    findings: list[Finding] = []
    areas = getattr(record, "areas", None)
    if areas is not None:
        findings += _check_areas(areas, getattr(record, "area_count", None), world)
    measures = getattr(record, "measures", None)
    asked = measures.asked() if measures is not None else {}
    findings += _check_scales(asked, boards)
    findings += _check_measures_agree(asked)
    scientific_name = getattr(record, "scientific_name", None)
    if scientific_name is not None and not SCIENTIFIC_NAME.match(scientific_name):
        findings.append(
            Finding(
                ("scientific_name",), "scientific-name",
                f"{quoted(scientific_name)} is not of the form 'Genus species [subspecies]'",
                hint="capitalised genus, lower-case epithets, e.g. 'Equus grevyi'",
            )
        )
    findings += _check_sex_note(record)
    findings += _check_glyphs(record)
    record_id = getattr(record, "id", None)
    if file_stem is not None and record_id is not None and file_stem != record_id:
        findings.append(
            Finding(
                ("id",), "id-file-name", f"id {record.id!r} differs from the file name {file_stem!r}",
                hint=f"rename the file to {record.id}.yaml",
            )
        )
    return findings


# The record's texts a card prints, and the font each is printed in (printing/face.py).
PRINTED_TEXTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("name",), glyphs.BOLD),
    (("scientific_name",), glyphs.OBLIQUE),
    (("classification", "order"), glyphs.REGULAR),
    (("classification", "family"), glyphs.REGULAR),
)


def _check_glyphs(record: AnimalRecord) -> list[Finding]:
    """A character the card font lacks prints as an empty box: warn where it is written."""
    findings: list[Finding] = []
    for loc, font in PRINTED_TEXTS:
        value: object = record
        for step in loc:
            value = getattr(value, step, None)
        if not isinstance(value, str):
            continue
        lacking = glyphs.missing(value, font)
        if lacking:
            findings.append(Finding(
                loc, "missing-glyph",
                f"the card font has no glyph for {_characters(lacking)}: it prints as a box",
                hint="the card font (DejaVu Sans) draws Latin, Greek and Cyrillic letters: "
                     "write the text in one of them",
            ))
    return findings


def _characters(text: str) -> str:
    """Characters named so that any terminal shows which they are: '牦' (U+7266)."""
    return ", ".join(f"{c!r} (U+{ord(c):04X})" for c in text[:5]) + (f" and {len(text) - 5} more" if len(text) > 5 else "")


def _check_sex_note(record: AnimalRecord) -> list[Finding]:
    findings: list[Finding] = []
    sex = getattr(record, "sex", None)
    if sex is not None and not (getattr(record, "notes", None) or "").strip():
        findings.append(
            Finding(("sex",), "single-sex-note",
                    f"the measures are of {sex}s only, and the notes do not say why",
                    hint="say in notes why both sexes are not given (for example, the other is not measured)")
        )
    return findings


HINTED_AREAS = 20  # unknown areas that get a "did you mean"


def _check_areas(areas: list[str], area_count: int | None, world: WorldMap) -> list[Finding]:
    findings: list[Finding] = []
    if area_count is not None and area_count != len(areas):
        findings.append(
            Finding(
                ("area_count",), "area-count-mismatch",
                f"area_count is {area_count} but {plural(len(areas), 'area')} {'is' if len(areas) == 1 else 'are'} listed",
                hint=f"set area_count: {len(areas)}, or drop it: it is counted from the list",
            )
        )
    seen: dict[str, int] = {}
    unknown = 0
    for index, area in enumerate(areas):
        if area in seen:
            findings.append(
                Finding(("areas", index), "duplicate-area",
                        f"area {quoted(area)} is listed twice (first as item {seen[area] + 1})")
            )
            continue
        seen[area] = index
        if area not in world.areas:
            unknown += 1
            # A guess per typo helps; thousands of guesses for a pasted list only cost time.
            hint = did_you_mean(area, world.areas, world.name_index) if unknown <= HINTED_AREAS else None
            findings.append(
                Finding(("areas", index), "unknown-area", f"unknown area {quoted(area)}",
                        hint=hint or "`fauna regions` lists the area ids")
            )
    return findings


def _check_scales(asked: dict[str, Measure], boards: Sequence[Board]) -> list[Finding]:
    findings: list[Finding] = []
    for measure_name, measure in asked.items():
        for board in boards:
            scale_name, scale = board.scale_for(measure_name)
            spaces = scale.spaces
            if fits(spaces, measure.low, measure.high):
                continue
            bottom, top = scale_range(spaces)
            bounds = scale.parsed_boundaries
            if top is not None and measure.high > top:
                where = f"above the top of the {scale_name} scale ({bounds[-1].label})"
            else:
                where = f"below the bottom of the {scale_name} scale ({bounds[0].label})"
            findings.append(
                Finding(("measures", measure_name), "off-scale",
                        f"{measure_name} {measure.label()} is {where} on board {board.name!r}",
                        hint="check the unit; every board the deck is meant for must show the value")
            )
    return findings


def _check_measures_agree(asked: dict[str, Measure]) -> list[Finding]:
    total = asked.get("total_length")
    if total is None:
        return []
    findings: list[Finding] = []
    for part in ("length", "tail_length"):
        measure = asked.get(part)
        if measure is not None and measure.low > total.high:
            findings.append(
                Finding(("measures", part), "longer-than-total",
                        f"{part} {measure.label()} is longer than total_length {total.label()}",
                        hint="total_length includes the tail; length is head and body only")
            )
    length, tail = asked.get("length"), asked.get("tail_length")
    if length is not None and tail is not None and not findings:
        gap = _gap(length.low + tail.low, length.high + tail.high, total)
        if gap > TOTAL_LENGTH_TOLERANCE * total.high:
            findings.append(
                Finding(("measures", "total_length"), "total-length-sum",
                        f"length + tail_length ({_span(length.low + tail.low, length.high + tail.high)}) "
                        f"is far from total_length {total.label()}",
                        hint="the three come from different sources? check each against one source")
            )
    return findings


def _span(low: Fraction, high: Fraction) -> str:
    return f"{format_number(low)} m" if low == high else f"{format_number(low)}-{format_number(high)} m"


def _gap(low: Fraction, high: Fraction, total: Measure) -> Fraction:
    """How far apart the range [low, high] and the total's range are (0 when they overlap)."""
    return max(low - total.high, total.low - high, Fraction(0))
