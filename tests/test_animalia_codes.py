"""engine/codes.yaml lists every code the ANIMALIA engine emits, and nothing else."""

from __future__ import annotations

import re
from pathlib import Path

from ruamel.yaml import YAML

ENGINE = Path(__file__).resolve().parents[1] / "fauna_cards" / "games" / "animalia" / "engine"
KEYS = {"code", "severity", "applies_to", "summary", "explanation"}


def test_codes_yaml_matches_the_code() -> None:
    entries = YAML(typ="safe").load((ENGINE / "codes.yaml").read_text(encoding="utf-8"))
    assert all(set(entry) == KEYS for entry in entries)
    assert all(entry["severity"] in ("error", "warning") for entry in entries)
    listed = [entry["code"] for entry in entries]
    assert len(listed) == len(set(listed))
    emitted = set()
    for path in ENGINE.glob("*.py"):
        emitted |= set(re.findall(r'"(animalia-[a-z-]+)"', path.read_text(encoding="utf-8")))
    assert emitted == set(listed)


def test_warnings_are_reported_as_warnings() -> None:
    entries = YAML(typ="safe").load((ENGINE / "codes.yaml").read_text(encoding="utf-8"))
    warnings = {entry["code"] for entry in entries if entry["severity"] == "warning"}
    for path in ENGINE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for code in warnings:
            for match in re.finditer(f'"{code}"', text):
                assert 'severity="warning"' in text[match.start():match.start() + 400], code
