"""Where the bundled data lives: maps/ and schema/ beside the package in a checkout, inside it
in a wheel."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.errors import IOTrouble


def maps_dir() -> Path:
    package = Path(__file__).resolve().parent
    for candidate in (package / "maps", package.parent / "maps"):
        if (candidate / "areas.yaml").is_file():
            return candidate
    raise IOTrouble(f"the bundled board data is missing (looked in {package / 'maps'})")


def schema_dir() -> Path:
    """The JSON Schemas as generated for this version (`fauna schema --write`): schema/ beside
    the package in a checkout, inside it in a wheel, for tools that read them in place."""
    package = Path(__file__).resolve().parent
    for candidate in (package / "schema", package.parent / "schema"):
        if (candidate / "animal.schema.json").is_file():
            return candidate
    raise IOTrouble(f"the bundled schemas are missing (looked in {package / 'schema'})")
