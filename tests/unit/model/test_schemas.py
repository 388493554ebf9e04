"""The committed JSON Schemas: generated from the models, unchanged, usable by others."""

from __future__ import annotations

import shutil

import json
import re

import pytest
from jsonschema import Draft7Validator

from helpers import run_cli
from conftest import ROOT
from fauna_cards.services.schemas import SCHEMA_MODELS, block_yaml, build_schema, flow_yaml, schema_text


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


# --- what an editor offers: examples it can insert --------------------------------------


def _walk(node, where=""):  # type: ignore[no-untyped-def]
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from _walk(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk(value, f"{where}/{index}")


@pytest.mark.parametrize("name", sorted(SCHEMA_MODELS))
def test_every_example_is_a_string_an_editor_can_insert(metric, name):
    """The YAML language server lists each example as a completion, labelled with the value
    as text: a mapping shows as "[object Object]", a list as JSON."""
    schema = build_schema(name, list(metric.world.areas))
    found = 0
    for where, node in _walk(schema):
        if "examples" in node and where.rpartition("/")[2] != "properties":
            examples = node["examples"]
            assert isinstance(examples, list) and examples, f"{name}{where}: empty examples"
            assert all(isinstance(e, str) for e in examples), f"{name}{where}: {examples!r}"
            found += 1
    assert found or name in ("regions",)


def test_mapping_and_list_examples_show_on_hover_as_yaml(metric):
    animal = build_schema("animal", list(metric.world.areas))
    names = animal["properties"]["names"]
    assert "examples" not in names
    assert names["description"].endswith("\nExample: {de: Grevyzebra}")
    assert animal["properties"]["areas"]["description"].endswith("\nExample: [horn-of-africa, rift-valley]")
    weight = animal["definitions"]["Measures"]["properties"]["weight"]
    assert weight["examples"] == ["350-430 kg", "90-155 lb"]
    assert weight["description"].endswith("\nExample: {value: 4.5, unit: g}")  # in the order written
    game = build_schema("game", list(metric.world.areas))
    turns = game["definitions"]["Round"]["properties"]["turns"]["items"]
    assert "Examples: {anna: rift-valley}; {ben: weight 18}" in turns["description"]
    # the YAML language server shows markdownDescription on hover: the example as a YAML block
    assert names["markdownDescription"] == "The name in other languages.\n\nExample:\n\n```yaml\nde: Grevyzebra\n```"
    assert animal["properties"]["areas"]["markdownDescription"].endswith("```yaml\n- horn-of-africa\n- rift-valley\n```")


@pytest.mark.parametrize("name", sorted(SCHEMA_MODELS))
def test_a_markdown_description_says_what_the_description_says(metric, name):
    for where, node in _walk(build_schema(name, list(metric.world.areas))):
        if "markdownDescription" in node:
            assert node["description"].split("\n")[0].replace("*", "") in (
                node["markdownDescription"].replace("\\", "").replace("*", "")), f"{name}{where}"


@pytest.mark.parametrize(
    "value",
    [{"de": "Grevyzebra"}, ["horn-of-africa", "rift-valley"], {"min": 3, "max": 5, "unit": "ft"},
     {"a": "yes"}, {"a": "x: y"}, {"a": "12"}, {"a": "Grevy's zebra"}, {"anna": 2, "b": [1.5, True]},
     {"a": " padded"}, {"a": "weight 200-500 kg"}, {"a": "#not a comment"}, {"a": "Zebra, plains"},
     {"a": {"b": [1, 2]}, "c": [{"x": 1, "y": "z"}]}, [["a", "b"], {"c": "d"}]],
)
def test_examples_in_descriptions_read_back_as_the_value(value):
    from ruamel.yaml import YAML

    assert YAML(typ="safe").load(flow_yaml(value)) == value
    assert YAML(typ="safe").load(block_yaml(value)) == value


# --- schemas in a deck repository of their own ------------------------------------------


def test_the_package_ships_the_schemas():
    import tomllib

    from fauna_cards.resources import schema_dir

    assert schema_dir() == ROOT / "schema"
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert shipped["schema"] == "fauna_cards/schema"


MODELINE = re.compile(r"\A# yaml-language-server: \$schema=(\S+)\n")


def test_schemas_written_into_a_deck_repository_work_by_their_modelines(tmp_path, monkeypatch):
    """The layout docs/editors.md describes: schema/ at the top of the deck repository,
    each file's first line naming its schema relative to the file."""
    from ruamel.yaml import YAML

    monkeypatch.chdir(tmp_path)
    result = run_cli("schema", "--write", "schema")
    assert result.exit_code == 0, result.output
    (tmp_path / "animals").mkdir()
    deck_text = (ROOT / "deck" / "deck.yaml").read_text(encoding="utf-8")
    (tmp_path / "deck.yaml").write_text(_with_modeline(deck_text, "schema/deck.schema.json"), encoding="utf-8")
    for record in sorted((ROOT / "deck" / "animals").glob("*.yaml")):
        text = _with_modeline(record.read_text(encoding="utf-8"), "../schema/animal.schema.json")
        (tmp_path / "animals" / record.name).write_text(text, encoding="utf-8")
    shutil.copytree(ROOT / "deck" / "images", tmp_path / "images")  # the records' pictures, at the same place

    yaml = YAML(typ="safe")
    checked = 0
    for path in [tmp_path / "deck.yaml", *sorted((tmp_path / "animals").glob("*.yaml"))]:
        text = path.read_text(encoding="utf-8")
        match = MODELINE.match(text)
        assert match, path
        schema_path = (path.parent / match.group(1)).resolve()
        assert schema_path.parent == tmp_path / "schema"
        validator = Draft7Validator(json.loads(schema_path.read_text(encoding="utf-8")))
        errors = list(validator.iter_errors(yaml.load(text)))
        assert not errors, f"{path.name}: {errors[0].message}"
        checked += 1
    assert checked >= 41
    result = run_cli("validate", ".")
    assert result.exit_code == 0, result.output
    result = run_cli("schema", "--check")
    assert result.exit_code == 0 and result.output == "ok: 11 schemas match the models\n", result.output


def _with_modeline(text: str, schema: str) -> str:
    lines = [line for line in text.splitlines(keepends=True) if not line.startswith("# yaml-language-server:")]
    return f"# yaml-language-server: $schema={schema}\n" + "".join(lines)


def test_the_game_schema_offers_each_game_its_own_fields():
    """One variant per registered game, told apart by `game`; another game's settings and
    round fields are not among a variant's properties."""
    from ruamel.yaml import YAML

    from fauna_cards.games import all_specs

    schema = json.loads((ROOT / "schema" / "game.schema.json").read_text(encoding="utf-8"))
    variants = [schema["definitions"][ref["$ref"].rpartition("/")[2]] for ref in schema["oneOf"]]
    assert [v["properties"]["game"]["const"] for v in variants] == [spec.name for spec in all_specs()]
    assert schema["properties"]["game"]["enum"] == [spec.name for spec in all_specs()]
    for spec, variant in zip(all_specs(), variants):
        others = {name for other in all_specs() if other is not spec for name in other.settings}
        assert set(spec.settings) <= set(variant["properties"]) and not others & set(variant["properties"])
    validator = Draft7Validator(schema)
    yaml = YAML(typ="safe")
    games = ROOT / "tests" / "examples" / "games"
    for path in sorted((games / "good").glob("*.yaml")):
        assert not list(validator.iter_errors(yaml.load(path))), path.name
    for name in ("fauna-kompakt-setting", "fauna-round-with-bids", "kompakt-round-with-turns"):
        assert list(validator.iter_errors(yaml.load(games / "bad" / f"{name}.yaml"))), name
