"""The catalog lists every code the ANIMALIA engine emits as a code of ANIMALIA game files."""

from __future__ import annotations

import re

from conftest import ROOT
from fauna_cards.catalog import rules

ENGINE = ROOT / "fauna_cards" / "games" / "animalia" / "engine"


def test_the_catalog_holds_the_engine_s_codes() -> None:
    listed = {code for code, rule in rules().items() if rule.game == "animalia"}
    assert all(rules()[code].applies_to == ["game"] for code in listed)
    emitted = set()
    for path in ENGINE.glob("*.py"):
        emitted |= set(re.findall(r'"(animalia-[a-z-]+)"', path.read_text(encoding="utf-8")))
    assert emitted == listed


def test_the_engine_s_warnings_are_the_catalog_s() -> None:
    warned = {code for code, rule in rules().items() if rule.game == "animalia" and rule.severity == "warning"}
    assert warned == {"animalia-owl-choice", "animalia-medals-overrun"}
