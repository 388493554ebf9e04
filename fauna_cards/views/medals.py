"""The medal harvests of one ANIMALIA collection, best first, with the deck's family names."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fauna_cards.games.animalia.engine.medals import Harvest


@dataclass(frozen=True)
class MedalOption:
    total: int
    medals: tuple[tuple[str, int], ...]  # (family id, medals), in the deck's family order
    five_families: bool  # earned one each by five different families
    covers: tuple[tuple[str, str], ...]  # (bonus card, the card it covers)
    owl: str | None  # the family the owl stands for; None when it earns nothing either way


@dataclass(frozen=True)
class MedalsView:
    collection: tuple[str, ...]
    bonus: tuple[str, ...]
    family_names: dict[str, str]  # family id -> its name in the deck's language
    options: tuple[MedalOption, ...]  # best first; never empty: a harvest of nothing is one

    @property
    def best(self) -> MedalOption:
        return self.options[0]


def medal_option(harvest: Harvest) -> MedalOption:
    """One harvest as shown. The owl's family is named only where it earns medals: an owl
    standing alone earns nothing whatever it stands for."""
    earning = harvest.by_family
    owl = next((family for _, family in harvest.joker_families if family in earning), None)
    return MedalOption(harvest.total, harvest.medals, harvest.five_families, harvest.covers, owl)


def medals_view(collection: Sequence[str], bonus: Sequence[str], family_names: Mapping[str, str],
                harvests: Sequence[Harvest]) -> MedalsView:
    return MedalsView(tuple(collection), tuple(bonus), dict(family_names),
                      tuple(medal_option(harvest) for harvest in harvests))
