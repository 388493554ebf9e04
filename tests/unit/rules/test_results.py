"""What the rules engines report beside the points: round numbers, start players, what ends
the game, what a KOMPAKT stone is worth, and the words of each refusal. Page references are
to the rulebooks as docs/games.md summarises them."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.games import score_file
from fauna_cards.games import get
from fauna_cards.games.fauna.engine import end_points
from fauna_cards.games.common.spots import IllegalMove, parse_spot
from fauna_cards.games.common.outcome import GameResult
from fauna_cards.games.common.table_rules import TableRules

GAMES = EXAMPLES / "games"
GOOD = sorted(path.name for path in (GAMES / "good").glob("*.yaml"))
FAUNA = [name for name in GOOD if name.startswith("fauna-")]
KOMPAKT = [name for name in GOOD if name.startswith("kompakt-")]


def _scored(name: str) -> GameResult:
    """The example scored now, inside the test (a result kept from import time would not see
    a change to the rules engines made after it)."""
    result = score_file(GAMES / "good" / name, name).result
    assert result is not None
    return result
DECK = {loaded.record.id: loaded.record for loaded in check_targets(collect_targets([str(ROOT / "deck")])).records}
KOALA = DECK["koala"]
ZEBRA = DECK["grevys-zebra"]


def test_the_examples_hold_both_games() -> None:
    assert len(FAUNA) >= 8 and len(KOMPAKT) >= 4
    assert [_scored(name).game for name in FAUNA + KOMPAKT] == ["fauna"] * len(FAUNA) + ["kompakt"] * len(KOMPAKT)


@pytest.mark.parametrize("name", sorted(FAUNA) + sorted(KOMPAKT))
def test_rounds_are_numbered_from_one_in_playing_order(name: str) -> None:
    result = _scored(name)
    assert [r.number for r in result.rounds] == list(range(1, len(result.rounds) + 1))


@pytest.mark.parametrize("name", sorted(FAUNA) + sorted(KOMPAKT))
def test_the_start_player_moves_one_seat_clockwise_each_round(name: str) -> None:
    # Both rulebooks: the next round is started by the player to the left of the last start player.
    result = _scored(name)
    seats = len(result.players)
    assert [r.start_player for r in result.rounds] == [result.players[i % seats] for i in range(len(result.rounds))]


@pytest.mark.parametrize("name", sorted(FAUNA) + sorted(KOMPAKT))
def test_each_round_names_the_animal_its_file_played(name: str) -> None:
    from ruamel.yaml import YAML

    rounds = YAML(typ="safe").load((GAMES / "good" / name).read_text(encoding="utf-8"))["rounds"]
    result = _scored(name)
    assert [r.animal for r in result.rounds] == [r["animal"] for r in rounds]


@pytest.mark.parametrize("name", sorted(KOMPAKT))
def test_kompakt_ends_when_every_player_has_started_twice(name: str) -> None:
    result = _scored(name)
    rounds = 2 * len(result.players)
    assert result.end_rule == f"ends when every player has started twice ({rounds} rounds)"
    assert result.finished == (len(result.rounds) == rounds)


@pytest.mark.parametrize("name", sorted(FAUNA))
def test_fauna_ends_at_the_target_for_the_number_of_players(name: str) -> None:
    # 120 points with 2-3 players, 100 with 4-5, 80 with 6 or more; the round is played out.
    result = _scored(name)
    goal = {2: 120, 3: 120, 4: 100, 5: 100, 6: 80, 7: 80, 8: 80}[len(result.players)]
    assert goal == end_points(len(result.players))
    assert result.end_rule == f"ends at the end of the round in which a player reaches {goal} points"
    assert result.finished == (max(result.totals.values()) >= goal)


@pytest.mark.parametrize("name", sorted(KOMPAKT))
def test_a_kompakt_stone_scores_nothing_by_itself(name: str) -> None:
    # KOMPAKT: only the highest bidder places stones; the round pays the bid + 3 when all are
    # right, so no single stone carries points.
    result = _scored(name)
    for round_ in result.rounds:
        assert all(piece.points == 0 and piece.player == round_.bidder for piece in round_.pieces)
        assert len(round_.pieces) == round_.bids[round_.bidder]


# --- refusals, in the words `fauna score` and `fauna play` show ------------------------------

REFUSALS = {
    "fauna-round-after-game-end.yaml": ("after-game-end", "the game ended after round 1, when a player reached 120",
                                        None),
    "kompakt-area-for-a-region.yaml": (
        "illegal-move", "Murray-Darling Basin is an area of the FAUNA map; KOMPAKT stones go on regions",
        "it lies in australia"),
    "kompakt-bid-by-stranger.yaml": ("turn-order", "otto is not a player of this game", None),
    "kompakt-bid-over-the-stones.yaml": (
        "bid-too-high", "a bid of 15 cannot be kept: the game has 14 stones",
        "a bid is 0 to 14: one stone to a region or field, 14 stones in all"),
    "kompakt-bids-out-of-order.yaml": ("turn-order", "ben bids here, not anna",
                                       "bids go clockwise from the start player: ben, anna"),
    "kompakt-missing-bidder.yaml": ("turn-order", "cleo did not bid", None),
    "kompakt-negative-bid.yaml": ("illegal-move", "a bid cannot be negative", None),
    "kompakt-round-after-game-end.yaml": ("after-game-end",
                                          "the game ended after round 4: every player has started twice", None),
    "kompakt-same-stone-twice.yaml": ("illegal-move", "australia holds a stone already", None),
    "kompakt-too-few-stones.yaml": ("stone-count", "anna bid 3 but 2 stones are listed",
                                    "the highest bidder places exactly as many stones as bid"),
    "kompakt-too-many-stones.yaml": ("stone-count", "ben bid 2 but 3 stones are listed",
                                     "the highest bidder places exactly as many stones as bid"),
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_a_refused_game_says_what_the_rules_forbid(name: str) -> None:
    (diagnostic,) = score_file(GAMES / "bad" / name, name).diagnostics
    assert (diagnostic.code, diagnostic.message, diagnostic.hint) == REFUSALS[name]


def test_one_stone_short_is_one_stone_listed(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(f"game: kompakt\ndeck: {ROOT / 'deck'}\nplayers: [anna, ben]\nrounds:\n"
                    "  - animal: koala\n    bids: {anna: 2, ben: 1}\n    stones: [australia]\n", encoding="utf-8")
    (diagnostic,) = score_file(path, path.name).diagnostics
    assert (diagnostic.code, diagnostic.message) == ("stone-count", "anna bid 2 but 1 stone is listed")


# --- a place of the other game's map ---------------------------------------------------------

def test_a_region_where_a_fauna_piece_goes_names_its_areas(metric) -> None:  # type: ignore[no-untyped-def]
    # FAUNA pieces go on the areas of the map; KOMPAKT's 13 regions are not places for them.
    with pytest.raises(IllegalMove) as refused:
        parse_spot("Australia", metric.board, metric.world, KOALA, "area")
    assert refused.value.message == "Australia is a KOMPAKT region; FAUNA pieces go on areas"
    assert refused.value.hint == ("its areas: northern-australia, great-victoria-desert, cape-leeuwin, "
                                  "murray-darling-basin, great-dividing-range, tasmania, new-zealand")


@pytest.mark.parametrize(("typed", "board", "level", "hint"), [
    # three places hold the word: all three are offered
    ("Basin", "metric", "area", "did you mean one of 'amazon-basin', 'congo-basin', 'murray-darling-basin'?"),
    ("Ocean", "kompakt", "region", "did you mean one of 'indian-ocean', 'arctic-ocean', 'southern-ocean'?"),
    # regions are searched for a KOMPAKT stone, not areas
    ("Pacific", "kompakt", "region", "did you mean one of 'east-pacific', 'west-pacific'?"),
    # a German name typed without its umlaut: Wüste as Wuste
    ("Wuste", "metric", "area", "did you mean one of 'gobi-desert', 'great-victoria-desert'?"),
    # more than three: no list, the plain advice
    ("Sea", "metric", "area", "an area id or name, or a scale and space such as 'weight 18'"),
])
def test_part_of_a_name_offers_at_most_three_places(request, typed: str, board: str, level: str,  # type: ignore[no-untyped-def]
                                                     hint: str) -> None:
    loaded = request.getfixturevalue(board)
    with pytest.raises(IllegalMove) as refused:
        parse_spot(typed, loaded.board, loaded.world, KOALA, level)  # type: ignore[arg-type]
    assert refused.value.hint == hint


# --- the table's settings, as a game file writes them ----------------------------------------

@pytest.mark.parametrize(("game", "rules"), [
    ("fauna", TableRules()),
    ("fauna", TableRules(pieces=5, returned_pieces="correct-or-adjacent")),
    ("kompakt", TableRules()),
    ("kompakt", TableRules(zero_bids="nothing")),
])
def test_the_settings_of_a_game_are_game_file_keys_that_read_back(game: str, rules: TableRules) -> None:
    # `fauna play --record` writes these keys into the game file; `fauna score` reads them back.
    chosen = rules.choices(game)
    assert set(chosen) == ({"pieces", "returned_pieces"} if game == "fauna" else {"zero_bids"})
    assert set(chosen) <= set(get(game).game_file.model_fields)
    assert TableRules(**chosen) == rules  # type: ignore[arg-type]


FAUNA_REFUSALS = {
    "fauna-no-pieces-left.yaml": ("illegal-move", 13, 15, "anna has no pieces left",
                                  "a player whose hand is empty passes (the pass may be left out)"),
    "fauna-pass-in-first-pass-round.yaml": ("illegal-move", 11, 14, "ben must place a piece before passing",
                                            "in a round's first pass every player places one piece"),
    "fauna-round-ends-early.yaml": ("illegal-move", 10, 7, "the round ends before ben placed a piece",
                                    "in a round's first pass every player places one piece"),
    "fauna-second-round-start-player.yaml": ("turn-order", 14, 9, "it is ben's turn, not anna's",
                                             "turns go clockwise from the start player, skipping those who passed"),
    "fauna-turn-after-all-passed.yaml": ("illegal-move", 14, 9, "every player has passed: the round is over", None),
    "fauna-area-taken.yaml": ("illegal-move", 12, 15, "rift-valley already holds a piece",
                              "each area and space holds one piece; two with 7 or 8 players"),
    "fauna-space-taken.yaml": ("illegal-move", 11, 14, "weight 18 (200-500 kg) already holds a piece",
                               "each area and space holds one piece; two with 7 or 8 players"),
    "fauna-third-piece-on-a-spot.yaml": ("illegal-move", 12, 15, "congo-basin already holds 2 pieces",
                                         "each area and space holds one piece; two with 7 or 8 players"),
    "fauna-scale-not-asked.yaml": ("illegal-move", 11, 14, "the card does not ask for a measure on the tail scale",
                                   "asked: weight, length"),
    "fauna-no-such-space.yaml": ("illegal-move", 10, 15, "no space '27' on the weight scale",
                                 "a space index from 1 to 26 or a label such as '0-1 g'"),
    "fauna-unknown-area.yaml": ("illegal-move", 10, 15, "unknown area or scale 'rift-valey'",
                                "did you mean 'rift-valley'?"),
}


@pytest.mark.parametrize("name", sorted(FAUNA_REFUSALS))
def test_a_refused_fauna_turn_says_what_the_rules_forbid(name: str) -> None:
    (d,) = score_file(GAMES / "bad" / name, name).diagnostics
    assert (d.code, d.line, d.column, d.message, d.hint) == FAUNA_REFUSALS[name]


def _fauna_round(tmp_path: Path, players: str, turns: list[str], setting: str = "") -> Path:
    path = tmp_path / "game.yaml"
    lines = ["game: fauna", f"deck: {ROOT / 'deck'}", f"players: [{players}]", *([setting] if setting else []),
             "rounds:", "  - animal: grevys-zebra", "    turns:", *(f"      - {turn}" for turn in turns)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("players", "setting", "turns", "expected"), [
    # A pass is final for the round: the player who passed does not move again.
    ("anna, ben", "", ["anna: rift-valley", "ben: sahel", "anna: pass", "anna: congo-basin"],
     ("turn-order", 10, 9, "anna has passed and is out of this round",
      "a pass is final for the round; it is ben's turn")),
    # Only the seated players take turns.
    ("anna, ben", "", ["anna: rift-valley", "otto: sahel"],
     ("turn-order", 8, 9, "it is ben's turn, not otto's (not a player of this game)",
      "turns go clockwise from the start player, skipping those who passed")),
    # In the first pass every player places a piece, even holding only one.
    ("anna, ben", "pieces: 1", ["anna: pass"],
     ("illegal-move", 8, 15, "anna must place a piece before passing",
      "in a round's first pass every player places one piece")),
])
def test_who_may_move_in_a_fauna_round(tmp_path: Path, players: str, setting: str, turns: list[str],
                                       expected: tuple[object, ...]) -> None:
    path = _fauna_round(tmp_path, players, turns, setting)
    (d,) = score_file(path, path.name).diagnostics
    assert (d.code, d.line, d.column, d.message, d.hint) == expected


@pytest.mark.parametrize("typed", ["weight 1-2 g", "weight 1–2 g", "weight 1 - 2 g", "weight 1 – 2 g", "weight 1-2g"])
def test_a_space_by_its_printed_label_however_the_dash_is_typed(metric, typed: str) -> None:  # type: ignore[no-untyped-def]
    # A space is named by its scale and the label printed on the board (or its number).
    spot = parse_spot(typed, metric.board, metric.world, ZEBRA, "area")
    assert (spot.kind, spot.name, spot.index, spot.label) == ("space", "weight", 2, "1-2 g")


@pytest.mark.parametrize(("typed", "board", "level", "message", "hint"), [
    ("18", "metric", "area", "'18' is a space without its scale",
     "name the scale first: 'weight 18' or 'length 18'"),
    ("xyzzy", "kompakt", "region", "unknown region or scale 'xyzzy'",
     "a region id or name, or a scale and space such as 'weight 18'"),
    ("xyzzy", "metric", "area", "unknown area or scale 'xyzzy'",
     "an area id or name, or a scale and space such as 'weight 18'"),
])
def test_a_move_that_names_no_place_says_what_one_looks_like(request, typed: str, board: str, level: str,  # type: ignore[no-untyped-def]
                                                              message: str, hint: str) -> None:
    loaded = request.getfixturevalue(board)
    with pytest.raises(IllegalMove) as refused:
        parse_spot(typed, loaded.board, loaded.world, ZEBRA, level)  # type: ignore[arg-type]
    assert (refused.value.message, refused.value.hint) == (message, hint)
