"""The default install leaves out the print and map libraries: what works without them, and
what the commands that need them say.

One Python process plays the default install: an import hook refuses every library of the
extras, as if it were not installed, and the commands run in it one after the other. A
command of the default install that imports one of them fails here.
"""

from __future__ import annotations

import shutil

import json
import tomllib

import pytest

from conftest import EXAMPLES, ROOT
from helpers import run_python

HEAVY = ("geopandas", "shapely", "pyproj", "reportlab", "svglib", "pypdfium2", "pyogrio", "pandas", "numpy",
         "PIL", "lxml")
GAME = str(EXAMPLES / "games" / "good" / "kompakt-full-game.yaml")
DECK = str(ROOT / "deck")
# A deck without pictures: decoding the sample deck's needs the [print] extra (validate says so,
# below); every command that draws no picture reads the sample deck in the light install.
PLAIN_DECK = str(EXAMPLES / "decks" / "good" / "small-deck")
TESTS = str(ROOT / "tests")

# what the default install must do: name -> (arguments, what is typed)
LIGHT: dict[str, tuple[list[str], str]] = {
    "help": (["--help"], ""),
    "validate": (["validate", PLAIN_DECK], ""),
    "validate-json": (["validate", PLAIN_DECK, "--format", "json"], ""),
    "validate-board": (["validate", str(ROOT / "maps" / "boards" / "kompakt.yaml")], ""),
    "spaces": (["spaces", DECK, "--board", "fauna-metric"], ""),
    "regions": (["regions"], ""),
    "regions-deck": (["regions", DECK], ""),
    "show": (["show", "grevys-zebra", "--deck", DECK], ""),
    "score": (["score", GAME], ""),
    "play": (["play", DECK, "--players", "anna,ben", "--seed", "7"], "scales\nquit\n"),
    "schema": (["schema", "animal"], ""),
    "schema-write": (["schema", "--write", "schema"], ""),  # into the test's own folder
    "schema-check": (["schema", "--check"], ""),
    "board-list": (["board", "list"], ""),
    "board-show": (["board", "show", "kompakt"], ""),
}
# what needs an extra: name -> (arguments, the extra)
HEAVY_COMMANDS: dict[str, tuple[list[str], str]] = {
    "print": (["print", DECK, "-o", "{tmp}/cards.pdf"], "print"),
    "export-png": (["export", DECK, "--format", "png", "-o", "{tmp}/png"], "print"),
    "export-tts": (["export", DECK, "--format", "tts", "-o", "{tmp}/tts"], "print"),
    "kit": (["kit", DECK, "-o", "{tmp}/kit"], "print"),
    "board-print": (["board", "print", "kompakt", "-o", "{tmp}/board.pdf"], "print"),
    "map": (["map", "grevys-zebra", "--deck", DECK, "-o", "{tmp}/zebra.svg"], "print"),
    "map-all": (["map", "--all", "-o", "{tmp}/areas.svg"], "print"),
    "report": (["report", DECK, "-o", "{tmp}/report.html"], "print"),
    "locate": (["locate", "{tmp}/points.csv"], "locate"),
}

RUNNER = r"""
import importlib.abc, json, os, sys
HEAVY = set(sys.argv[1].split(","))
attempted = []

class NotInstalled(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in HEAVY:
            attempted.append(name)
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, NotInstalled())
sys.path.insert(0, sys.argv[3])  # tests/, for the helpers every test runs commands with
from helpers import run_cli

results = {}
for name, (arguments, typed) in json.loads(sys.argv[2]).items():
    attempted.clear()
    result = run_cli(*arguments, input=typed, env={"PRE_COMMIT": os.environ.get("PRE_COMMIT")})  # the test's own
    results[name] = {"exit": result.exit_code, "stdout": result.stdout, "stderr": result.stderr,
                     "attempted": sorted(set(attempted)),
                     "exception": None if result.exception is None or isinstance(result.exception, SystemExit)
                     else repr(result.exception)}
results["loaded"] = sorted({m.partition(".")[0] for m in sys.modules} & HEAVY)
print(json.dumps(results))
"""


@pytest.fixture(scope="module")
def light(tmp_path_factory: pytest.TempPathFactory) -> dict:
    tmp = tmp_path_factory.mktemp("light")
    (tmp / "points.csv").write_text("decimalLatitude,decimalLongitude\n-1.5,36.8\n", encoding="utf-8")
    cases = {name: (arguments, typed) for name, (arguments, typed) in LIGHT.items()}
    cases |= {name: ([a.replace("{tmp}", str(tmp)) for a in arguments], "")
              for name, (arguments, _) in HEAVY_COMMANDS.items()}
    done = run_python("-c", RUNNER, ",".join(HEAVY), json.dumps(cases), TESTS, cwd=tmp, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("name", sorted(LIGHT))
def test_works_without_the_extras(light: dict, name: str) -> None:
    result = light[name]
    assert result["exception"] is None, result
    assert result["exit"] == 0, result["stderr"]
    assert result["attempted"] == [], f"fauna {' '.join(LIGHT[name][0])} imports {result['attempted']}"


def test_validate_imports_none_of_the_extras_libraries(light: dict) -> None:
    assert light["validate"]["stdout"].startswith("ok: ")
    assert light["validate"]["attempted"] == []


@pytest.mark.parametrize("name", sorted(HEAVY_COMMANDS))
def test_a_missing_extra_is_one_line_naming_it(light: dict, name: str) -> None:
    result = light[name]
    extra = HEAVY_COMMANDS[name][1]
    assert result["exit"] == 2, result
    assert result["exception"] is None, result
    lines = result["stderr"].splitlines()
    assert len(lines) == 1 and "Traceback" not in result["stderr"], result["stderr"]
    assert lines[0].startswith("fauna: error: ") and " is not installed; " in lines[0]
    assert f"the extra [{extra}]" in lines[0] and f'[{extra}]"' in lines[0], lines[0]


def test_an_illustration_in_the_default_install_names_what_validate_needs(tmp_path) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(ROOT / "deck", deck, ignore=shutil.ignore_patterns("animalia"))
    yak = deck / "animals" / "yak.yaml"
    yak.write_text(yak.read_text(encoding="utf-8") + "illustration: yak.svg\n", encoding="utf-8")
    (deck / "animals" / "yak.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>')
    cases = {"validate": (["validate", str(deck)], "")}
    for env_extra, expected in (({}, 'pip install '), ({"PRE_COMMIT": "1"}, "additional_dependencies: [reportlab, svglib]")):
        done = run_python("-c", RUNNER, ",".join(HEAVY), json.dumps(cases), TESTS, cwd=tmp_path, env=env_extra)
        result = json.loads(done.stdout)["validate"]
        assert result["exit"] == 2 and result["stderr"].count("\n") == 1, result
        assert "the extra [print]" in result["stderr"] and expected in result["stderr"], result["stderr"]


# --- the install itself ---------------------------------------------------------------------


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _names(requirements: list[str]) -> set[str]:
    import re

    return {re.split(r"[\[<>=!~; ]", r, maxsplit=1)[0].lower() for r in requirements}


def test_the_default_install_is_light_and_all_is_every_extra() -> None:
    from fauna_cards.extras import EXTRAS

    project = _pyproject()["project"]
    default = _names(project["dependencies"])
    assert not default & {"geopandas", "shapely", "pyproj", "reportlab", "svglib", "pypdfium2"}
    extras = project["optional-dependencies"]
    for extra, (_, packages) in EXTRAS.items():
        assert _names(extras[extra]) == set(packages), extra
    assert _names(extras["all"]) == set().union(*(_names(extras[e]) for e in EXTRAS))


def test_make_installs_every_extra() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert '-e ".[all,test,bench]"' in makefile


def test_the_pre_commit_hook_validates_the_whole_deck() -> None:
    from ruamel.yaml import YAML

    hooks = YAML(typ="safe").load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert [hook["id"] for hook in hooks] == ["fauna-validate", "fauna-fmt"]
    hook = hooks[0]
    assert hook["language"] == "python"
    assert hook["entry"] == "fauna validate"
    assert hook["pass_filenames"] is False  # deck rules (ids, cards) need every record at once
    assert hook["require_serial"] is True
    assert hook["args"] == ["."]  # every deck of the repository, wherever it lies


@pytest.mark.parametrize(
    ("direct_url", "command"),
    [
        (None, 'pip install "fauna-cards[print]"'),
        ('{"url": "https://github.com/OWNER/fauna-cards", "vcs_info": {"vcs": "git", '
         '"requested_revision": "v0.1.0", "commit_id": "0123abcd"}}',
         'pip install "fauna-cards[print] @ git+https://github.com/OWNER/fauna-cards@v0.1.0"'),
        ('{"url": "https://github.com/OWNER/fauna-cards", "vcs_info": {"vcs": "git", "commit_id": "0123abcd"}}',
         'pip install "fauna-cards[print] @ git+https://github.com/OWNER/fauna-cards@0123abcd"'),
        ('{"url": "file:///home/me/fauna%20cards", "dir_info": {}}', 'pip install "/home/me/fauna cards[print]"'),
        ('{"url": "file:///home/me/fauna-cards", "dir_info": {"editable": true}}',
         'pip install -e "/home/me/fauna-cards[print]"'),
        ("not json", 'pip install "fauna-cards[print]"'),
    ],
)
def test_the_install_command_repeats_where_fauna_cards_came_from(direct_url, command) -> None:
    from fauna_cards.extras import install_command_from, origin_from

    assert install_command_from("print", origin_from(direct_url)) == command
