"""What `fauna` imports to start: the help and `fauna validate` stay clear of the libraries
other commands need and of the commands they do not run; `fauna locate` reads a CSV or a
plain GeoJSON range without GDAL (bench/startup_bench.py and bench/locate_bench.py time them).

Each command runs in a process of its own, which then lists every module it imported
(sys.modules: `-X importtime` misses modules imported through importlib)."""

from __future__ import annotations

import json

import pytest

from conftest import EXAMPLES, ROOT
from helpers import run_python

PROBE = r"""
import json, sys
sys.argv = ["fauna", *sys.argv[1:]]
import os
os._exit = sys.exit  # a quick `fauna validate` ends at once: here, the modules are listed first
from fauna_cards.cli import main
try:
    main()
except SystemExit:
    pass
sys.stdout.flush()
sys.stderr.write("\nmodules " + json.dumps(sorted(sys.modules)) + "\n")
"""

# The libraries of the extras, pydantic (the data models) and ruamel (YAML): none is needed
# to print a help page.
DATA_AND_EXTRAS = {"pydantic", "pydantic_core", "ruamel", "reportlab", "svglib", "PIL", "pypdfium2", "lxml", "shapely",
                   "numpy", "pyproj", "geopandas", "pandas", "pyogrio", "openpyxl"}
# Modules under commands/ that are no command of their own: what commands share and the group
# that builds them; validate's quick front is part of validate.
SHARED_COMMAND_MODULES = {"guard", "options", "output", "group"}
PART_OF = {"validate_front": "validate"}


def _imported(*args: str) -> tuple[set[str], str]:
    """The modules `fauna ARGS` imported, and what it printed."""
    run = run_python("-c", PROBE, *args, cwd=ROOT)
    output, _, modules = run.stderr.rpartition("\nmodules ")
    return set(json.loads(modules)), run.stdout + output


def _top(modules: set[str]) -> set[str]:
    return {module.partition(".")[0] for module in modules}


def _commands(modules: set[str]) -> set[str]:
    names = {m.rpartition(".")[2] for m in modules if m.startswith("fauna_cards.commands.")}
    return {PART_OF.get(name, name) for name in names} - SHARED_COMMAND_MODULES


@pytest.mark.parametrize("args", [["--help"], ["validate", "--help"], ["board", "show", "--help"], ["locate", "-h"]])
def test_a_help_page_imports_no_data_model_and_no_extra(args: list[str]) -> None:
    modules, output = _imported(*args)
    assert "Usage: fauna" in output
    assert _top(modules) & DATA_AND_EXTRAS == set()
    assert {m for m in modules if m.startswith(("fauna_cards.model.", "fauna_cards.load"))} <= {"fauna_cards.model.literals"}


@pytest.mark.parametrize(("args", "command"), [
    (["validate", "--help"], "validate"),
    (["validate", str(EXAMPLES / "records" / "good" / "pronghorn.yaml")], "validate"),
    (["locate", str(EXAMPLES / "locate" / "occurrences.csv")], "locate"),
])
def test_a_command_imports_no_other_command(args: list[str], command: str) -> None:
    modules, _ = _imported(*args)
    assert _commands(modules) == {command}


def test_the_help_of_fauna_lists_every_command() -> None:
    modules, output = _imported("--help")
    from fauna_cards.commands.group import COMMANDS

    assert _commands(modules) == {module for module, _ in COMMANDS.values()}
    assert all(f" {name} " in output for name in COMMANDS)


def test_validate_leaves_the_help_machinery_and_the_extras_alone() -> None:
    # a deck without pictures: decoding one needs the [print] extra's libraries
    modules, output = _imported("validate", str(EXAMPLES / "decks" / "good" / "small-deck"))
    assert output.startswith("ok: ")
    assert _top(modules) & (DATA_AND_EXTRAS - {"pydantic", "pydantic_core", "ruamel"} | {"rich", "markdown_it"}) == set()


@pytest.mark.parametrize(("source", "unused"), [
    ("occurrences.csv", {"pyproj", "pyogrio", "geopandas", "pandas"}),  # points need no projection, no GDAL
    ("kenya-range.geojson", {"pyogrio", "geopandas", "pandas"}),  # a plain GeoJSON range: json and shapely
])
def test_locate_imports_gdal_only_for_the_formats_that_need_it(source: str, unused: set[str]) -> None:
    modules, output = _imported("locate", str(EXAMPLES / "locate" / source))
    assert "areas: [" in output
    assert _top(modules) & unused == set()
