"""Shared fixtures: the bundled boards, loaded once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from fauna_cards.load.boards import LoadedBoard, load_board

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = Path(__file__).resolve().parent / "examples"


@pytest.fixture(scope="session")
def metric() -> LoadedBoard:
    return load_board("fauna-metric")


@pytest.fixture(scope="session")
def imperial() -> LoadedBoard:
    return load_board("fauna-imperial")


@pytest.fixture(scope="session")
def kompakt() -> LoadedBoard:
    return load_board("kompakt")
