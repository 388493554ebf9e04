"""The board areas a range map or occurrence points fall in, and how they compare with a
record's list."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AreaFinding:
    area: str
    share_of_area: float  # rounded to 4 places
    share_of_range: float
    points: int
    listed: bool  # the area counts


@dataclass(frozen=True)
class Comparison:
    missing: tuple[str, ...]  # found, not in the record
    extra: tuple[str, ...]  # in the record, not found

    @property
    def differs(self) -> bool:
        return bool(self.missing or self.extra)


@dataclass(frozen=True)
class LocatedView:
    kind: str  # "range" or "points"
    areas: tuple[str, ...]
    details: tuple[AreaFinding, ...]
    notes: tuple[str, ...]
    comparison: Comparison | None = None
