"""Large honest files are read, and files whose aliases multiply them are not: the limit on
aliases counts the nodes they add, never the nodes a file writes out."""

from __future__ import annotations

import shutil

import re
from pathlib import Path
from typing import Any

from conftest import ROOT
from helpers import run_cli, run_python

from fauna_cards.load.boards import load_board
from fauna_cards.load.yamlio import MAX_ALIAS_NODES, MAX_FILE_BYTES, load_yaml

PLAYERS = ["anna", "ben", "cleo", "dora", "emil", "finn", "gina", "hugo"]
ROUNDS = 1000


def _nodes(data: Any) -> int:
    """Every mapping, list, key and value the document writes out."""
    if isinstance(data, dict):
        return 1 + sum(1 + _nodes(value) for value in data.values())
    if isinstance(data, list):
        return 1 + sum(_nodes(item) for item in data)
    return 1


def _deck(folder: Path, size: int) -> tuple[list[tuple[str, str]], dict[str, list[str]]]:
    """Copies of the bundled deck's animals under new ids, paired into cards; the cards and
    each animal's areas."""
    sources = sorted((ROOT / "deck" / "animals").glob("*.yaml"))
    (folder / "animals").mkdir(parents=True)
    shutil.copytree(ROOT / "deck" / "images", folder / "images")  # the records' pictures, where they look
    ids, areas = [], {}
    for number in range(size):
        source = sources[number % len(sources)]
        animal = f"{source.stem}-{number // len(sources)}"
        text = re.sub(r"(?m)^id: .*$", f"id: {animal}", source.read_text(encoding="utf-8"), count=1)
        text = re.sub(r"(?m)^name: (.*)$", lambda match: f"name: {match.group(1).strip(chr(34))} {number}", text,
                      count=1)
        (folder / "animals" / f"{animal}.yaml").write_text(text, encoding="utf-8")
        ids.append(animal)
        areas[animal] = re.search(r"(?m)^areas: \[(.*)\]$", text).group(1).split(", ")  # type: ignore[union-attr]
    cards = [(ids[i], ids[i + 1]) for i in range(0, size - 1, 2)]
    (folder / "deck.yaml").write_text("title: a long game\nversion: '1.0.0'\nlanguage: en\ncards:\n"
                                      + "".join(f"  - [{front}, {back}]\n" for front, back in cards), encoding="utf-8")
    return cards, areas


def _long_game(folder: Path) -> Path:
    """A FAUNA game of 1,000 rounds for 8 players that nobody wins: each round every player
    places three pieces on areas that are neither the animal's nor next to them (two to a
    spot, as 7 or 8 players may), then passes. No anchor, no alias."""
    cards, areas = _deck(folder / "deck", 2 * ROUNDS + 200)
    world = load_board("fauna-metric").world
    lines = ["game: fauna", "deck: deck", f"players: [{', '.join(PLAYERS)}]", "rounds:"]
    played = 0
    for card in cards:
        wrong = []
        for animal in card:  # a card plays one side, once
            wrong = [area for area in world.areas
                     if area not in areas[animal] and area not in world.adjacent_areas(areas[animal])]
            if len(wrong) >= 12:
                break
        if len(wrong) < 12:
            continue
        order = PLAYERS[played % len(PLAYERS):] + PLAYERS[:played % len(PLAYERS)]  # the start moves on
        lines += [f"  - animal: {animal}", "    turns:"]
        lines += [f"      - {player}: {wrong[(turn * len(order) + seat) // 2]}"
                  for turn in range(3) for seat, player in enumerate(order)]
        lines += [f"      - {player}: pass" for player in order]
        played += 1
        if played == ROUNDS:
            break
    game = folder / "long-game.yaml"
    game.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return game


def test_a_game_of_a_thousand_rounds_without_an_alias_is_read_and_scored(tmp_path: Path) -> None:
    game = _long_game(tmp_path)
    text = game.read_text(encoding="utf-8")
    assert "*" not in text and "&" not in text and len(text.encode()) < MAX_FILE_BYTES
    # Larger than the limit on what aliases add: a count of the whole document refused it.
    assert _nodes(load_yaml(game, game.name).data) > MAX_ALIAS_NODES

    scored = run_cli("score", str(game), exit_code=0)
    assert f"Game in progress after {ROUNDS:,} rounds" in scored.stdout
    assert "totals: anna 0, ben 0, cleo 0, dora 0, emil 0, finn 0, gina 0, hugo 0" in scored.stdout
    assert run_cli("validate", str(game), exit_code=0).stdout.startswith("ok: 1 file checked")


def _laughs(levels: int) -> str:
    """Billion laughs: each level lists the one before ten times."""
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 10)}]" for n in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_in_bounded_time_and_memory(tmp_path: Path) -> None:
    bomb = tmp_path / "laughs.yaml"
    bomb.write_text(_laughs(12), encoding="utf-8")  # 10**13 nodes once expanded
    script = (
        "import sys, time, tracemalloc; from pathlib import Path;"
        "from fauna_cards.load.yamlio import load_yaml;"
        "tracemalloc.start(); start = time.process_time();"
        "document = load_yaml(Path(sys.argv[1]), 'laughs.yaml');"
        "print(time.process_time() - start, tracemalloc.get_traced_memory()[1] // 1024,"
        "      [problem.code for problem in document.problems])"
    )
    run = run_python("-c", script, str(bomb), timeout=60)
    seconds, kilobytes, codes = run.stdout.split(maxsplit=2)
    assert codes.strip() == "['yaml-alias-bomb']", run.stdout + run.stderr
    # The file is read as it is written, never expanded: milliseconds and about a megabyte.
    assert float(seconds) < 2 and int(kilobytes) < 8192, run.stdout


def test_the_limit_counts_the_nodes_aliases_add(tmp_path: Path) -> None:
    path = tmp_path / "shared.yaml"

    def problems(uses: int) -> list[str]:
        # a mapping of 1,000 nodes (a list of 999 items), then `uses` aliases to it
        shared = "shared: &s [" + ", ".join(["x"] * 999) + "]\n"
        path.write_text(shared + "uses: [" + ", ".join(["*s"] * uses) + "]\n", encoding="utf-8")
        return [problem.code for problem in load_yaml(path, "shared.yaml").problems]

    assert problems(MAX_ALIAS_NODES // 1000) == []  # exactly the limit added
    assert problems(MAX_ALIAS_NODES // 1000 + 1) == ["yaml-alias-bomb"]


def test_an_alias_that_contains_itself_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "loop.yaml"
    path.write_text("a: &loop\n  b: *loop\n", encoding="utf-8")
    (problem,) = load_yaml(path, "loop.yaml").problems
    assert (problem.code, problem.message) == ("yaml-alias-bomb", "aliases multiply the document: a recursive alias")
