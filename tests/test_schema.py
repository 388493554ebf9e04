"""The committed JSON Schemas: generated from the models, unchanged, usable by others."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft7Validator

from conftest import ROOT
from fauna_cards.model.schemas import SCHEMA_MODELS, schema_text


@pytest.mark.parametrize("name", sorted(SCHEMA_MODELS))
def test_committed_schema_matches_the_models(metric, name):
    committed = (ROOT / "schema" / f"{name}.schema.json").read_text(encoding="utf-8")
    assert committed == schema_text(name, list(metric.world.areas)), (
        f"schema/{name}.schema.json is out of date: run `fauna schema --write`"
    )


@pytest.mark.parametrize("name", sorted(SCHEMA_MODELS))
def test_schemas_are_valid_draft_07_without_newer_keywords(name):
    schema = json.loads((ROOT / "schema" / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    text = json.dumps(schema)
    for newer in ("$defs", "prefixItems", "unevaluatedProperties", "dependentRequired"):
        assert newer not in text


def _animal_validator():
    schema = json.loads((ROOT / "schema" / "animal.schema.json").read_text(encoding="utf-8"))
    return Draft7Validator(schema)


def test_schema_accepts_the_bundled_deck():
    from ruamel.yaml import YAML

    validator = _animal_validator()
    yaml = YAML(typ="safe")
    records = sorted((ROOT / "deck").rglob("*.yaml"))
    checked = 0
    for path in records:
        if path.name == "deck.yaml":
            continue
        errors = list(validator.iter_errors(yaml.load(path)))
        assert not errors, f"{path}: {errors[0].message}"
        checked += 1
    assert checked >= 40


@pytest.mark.parametrize(
    "change",
    [
        {"colour": "striped"},  # unknown field
        {"class": "mammel"},
        {"difficulty": "easy"},
        {"areas": ["rift-valey"]},  # not an area of the board
        {"measures": {"weight": "350-430 cm"}},  # a length unit for a weight
        {"measures": {"weight": "heavy"}},
        {"measures": {"weight": {"value": -3, "unit": "kg"}}},
        {"id": "Grevy Zebra"},
        {"area_count": "2"},
    ],
)
def test_schema_rejects_what_fauna_rejects(change):
    record = {
        "id": "grevys-zebra",
        "name": "Grevy's zebra",
        "scientific_name": "Equus grevyi",
        "class": "mammal",
        "classification": {"order": "Perissodactyla", "family": "Equidae"},
        "difficulty": "green",
        "areas": ["horn-of-africa", "rift-valley"],
        "measures": {"weight": "350-430 kg"},
        "sources": ["Animal Diversity Web"],
    }
    validator = _animal_validator()
    assert not list(validator.iter_errors(record))
    record.update(change)
    assert list(validator.iter_errors(record))


def test_schema_has_editor_hover_text():
    schema = json.loads((ROOT / "schema" / "animal.schema.json").read_text(encoding="utf-8"))
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    for field in ("id", "areas", "measures", "difficulty", "sources"):
        assert schema["properties"][field].get("description"), field
    assert "rocky-mountains" in schema["properties"]["areas"]["items"]["enum"]
