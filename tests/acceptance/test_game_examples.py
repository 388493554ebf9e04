"""Game files and the rules engine: every example game, `fauna score`, and the pure rules.

Good examples carry their hand-worked result in the leading comment block:
  # expect-totals: anna 124, ben 70        final totals, required
  # expect-finished: yes|no                optional
  # expect-winners: anna, ben              optional
  # expect-hands 2: anna 7/0, ben 4/3      optional: in hand/in stock after round 2
Bad examples carry `# expect: <code> <line>:<col>` lines, compared as a multiset.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from expectations import game_expectations, header_expectations
from helpers import run_process

from conftest import EXAMPLES, ROOT
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.games import deck_records, score_file
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.fauna import engine as fauna_game
from fauna_cards.games.kompakt import engine as kompakt_rules
from fauna_cards.games.fauna.scoring import AREA_TIERS, area_tier, judge, stacked_points
from fauna_cards.games.common.spots import IllegalMove, Spot, parse_spot
from fauna_cards.games.common.outcome import GameError, Hand
from fauna_cards.games.common.table_rules import TableRules

GAMES = EXAMPLES / "games"
GOOD = sorted((GAMES / "good").glob("*.yaml"))
BAD = sorted((GAMES / "bad").glob("*.yaml"))


def _bad_param(path: Path):  # type: ignore[no-untyped-def]
    return pytest.param(path, id=path.name)


# --- the examples -------------------------------------------------------------------------

def test_example_sets_are_not_empty() -> None:
    assert len(GOOD) >= 14
    assert len(BAD) >= 25


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name) for p in GOOD])
def test_good_game(path: Path) -> None:
    expected = game_expectations(path)
    scored = score_file(path, path.name)
    assert scored.diagnostics == []
    result = scored.result
    assert result is not None
    assert result.totals == expected["totals"]
    assert list(result.totals) == list(expected["totals"]), "totals in seat order"
    if "finished" in expected:
        assert result.finished is expected["finished"]
    if "winners" in expected:
        assert result.winners == expected["winners"]
    for number, hands in expected["hands"].items():
        assert result.rounds[number - 1].hands == hands, f"round {number}"
    # Running totals are the sums of the round points.
    running = {p: 0 for p in result.players}
    for round_ in result.rounds:
        running = {p: running[p] + round_.points.get(p, 0) for p in running}
        assert round_.totals == running


@pytest.mark.parametrize("path", [_bad_param(p) for p in BAD])
def test_bad_game(path: Path) -> None:
    expected = header_expectations(path)
    assert expected, f"{path.name} states no expectation"
    scored = score_file(path, path.name)
    assert scored.result is None
    assert Counter((d.code, d.line, d.column) for d in scored.diagnostics) == expected
    assert all(d.severity == "error" for d in scored.diagnostics)


def test_good_examples_cover_the_rules() -> None:
    games = [score_file(p, p.name).result for p in GOOD]
    kinds = Counter(g.game for g in games if g)
    assert kinds["fauna"] >= 8 and kinds["kompakt"] >= 4
    fauna_sizes = {len(g.players) for g in games if g and g.game == "fauna"}
    assert {2, 3, 5, 6, 7} <= fauna_sizes
    assert any(g and g.finished and len(g.winners) > 1 for g in games)
    assert any(g and g.game == "kompakt" and g.finished for g in games)
    pieces = [p for g in games if g and g.game == "fauna" for r in g.rounds for p in r.pieces]
    assert {(p.result, p.stacked) for p in pieces} >= {
        ("correct", False), ("adjacent", False), ("wrong", False), ("correct", True), ("adjacent", True)}
    assert any(p.stacked and p.points == 0 for p in pieces)
    assert any(p.result == "adjacent" and p.points == 0 and not p.stacked for p in pieces)
    # Both readings of the returned pieces are played, and both of a round where all bid 0.
    assert {g.rules.returned_pieces for g in games if g and g.game == "fauna"} == {"scored", "correct-or-adjacent"}
    zero_rounds = {(g.rules.zero_bids, r.points[r.bidder]) for g in games if g and g.game == "kompakt"
                   for r in g.rounds if not any(r.bids.values())}
    assert zero_rounds == {("bonus", 3), ("nothing", 0)}


def test_bad_turn_keeps_its_hint() -> None:
    (diagnostic,) = score_file(GAMES / "bad" / "fauna-two-moves-in-one-turn.yaml", "game.yaml").diagnostics
    assert diagnostic.code == "bad-turn"
    assert diagnostic.hint and "- anna: rift-valley" in diagnostic.hint


def test_bad_examples_cover_the_game_codes() -> None:
    shown = {code for path in BAD for (code, _, _) in header_expectations(path)}
    assert shown >= {"illegal-move", "turn-order", "after-game-end", "unknown-animal", "stone-count",
                     "unknown-field", "missing-field", "bad-turn", "duplicate-player", "card-played-twice",
                     "bid-too-high"}


# --- through the command line --------------------------------------------------------------

PIECE_KEYS = {"player", "kind", "placed", "result", "points", "stacked"}


@pytest.mark.parametrize("name", ["fauna-two-players-to-120.yaml", "fauna-seven-players-stacking.yaml",
                                  "kompakt-full-game.yaml"])
def test_cli_json(name: str) -> None:
    path = GAMES / "good" / name
    run = run_process("score", str(path), "--format", "json")
    assert run.returncode == 0, run.stderr
    view = json.loads(run.stdout)
    expected = game_expectations(path)
    assert list(view) == ["game", "board", "players", "rules", "house_rules", "rounds", "totals", "finished",
                          "end_rule", "winners"]
    assert view["rules"] == ({"zero_bids": "bonus"} if view["game"] == "kompakt"
                             else {"pieces": 6, "returned_pieces": "scored"})
    assert view["house_rules"] == []
    assert view["board"] == ("kompakt" if view["game"] == "kompakt" else "fauna-metric")
    assert view["totals"] == expected["totals"]
    assert view["finished"] is expected["finished"]
    assert view["winners"] == expected["winners"]
    assert isinstance(view["end_rule"], str) and view["end_rule"]
    for number, round_ in enumerate(view["rounds"], start=1):
        assert {"round", "animal", "start_player", "pieces", "points", "totals"} <= set(round_)
        assert round_["round"] == number
        assert round_["start_player"] == view["players"][(number - 1) % len(view["players"])]
        for piece in round_["pieces"]:
            assert PIECE_KEYS <= set(piece)
            assert piece["kind"] in ("area", "region", "space")
            assert piece["result"] in ("correct", "adjacent", "wrong")
            assert ("label" in piece) is (piece["kind"] == "space")
        if view["game"] == "fauna":
            assert set(round_["hands"]) == set(view["players"])
            for player, points in round_["points"].items():
                assert points == sum(p["points"] for p in round_["pieces"] if p["player"] == player)
        else:
            assert "hands" not in round_
            assert round_["bidder"] in round_["bids"]
    for number, hands in expected["hands"].items():
        shown = view["rounds"][number - 1]["hands"]
        assert {p: Hand(h["in_hand"], h["lost"]) for p, h in shown.items()} == hands


def test_cli_stacked_piece_in_json() -> None:
    run = run_process("score", str(GAMES / "good" / "fauna-seven-players-stacking.yaml"), "-f", "json")
    first = json.loads(run.stdout)["rounds"][0]["pieces"][:2]
    assert first == [
        {"player": "anna", "kind": "area", "placed": "congo-basin", "turn": 1,
         "result": "correct", "points": 12, "stacked": False},
        {"player": "ben", "kind": "area", "placed": "congo-basin", "turn": 2,
         "result": "correct", "points": 10, "stacked": True},
    ]


def test_cli_bad_file_exits_1_with_the_place_on_stderr() -> None:
    path = GAMES / "bad" / "fauna-turn-order.yaml"
    run = run_process("score", str(path))
    assert run.returncode == 1
    assert run.stdout == ""
    assert str(path.relative_to(ROOT)) in run.stderr
    assert re.search(r"^\s+11:9\s+error\s+turn-order\s", run.stderr, re.MULTILINE)
    assert "Traceback" not in run.stderr


def test_cli_bad_file_as_json() -> None:
    run = run_process("score", str(GAMES / "bad" / "kompakt-too-many-stones.yaml"), "--format", "json")
    assert run.returncode == 1
    report = json.loads(run.stdout)
    assert report["valid"] is False
    assert [(d["code"], d["line"], d["column"]) for d in report["diagnostics"]] == [("stone-count", 10, 13)]


def test_cli_missing_file_exits_2() -> None:
    run = run_process("score", "no-such-game.yaml")
    assert run.returncode == 2
    assert "no-such-game.yaml" in run.stderr
    assert "Traceback" not in run.stderr


# --- the pure rules ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def records() -> dict[str, AnimalRecord]:
    return deck_records(check_targets(collect_targets([str(ROOT / "deck")])))


@pytest.mark.parametrize("count, correct, adjacent", [
    (1, 12, 8), (2, 10, 5), (3, 8, 4), (4, 8, 4), (5, 6, 2), (8, 6, 2),
    (9, 4, 1), (16, 4, 1), (17, 3, 0), (47, 3, 0), (1000, 3, 0),
])
def test_area_tier(count: int, correct: int, adjacent: int) -> None:
    tier = area_tier(count)
    assert (tier.correct, tier.adjacent) == (correct, adjacent)


def test_area_tiers_leave_no_gap() -> None:
    for before, after in zip(AREA_TIERS, AREA_TIERS[1:]):
        assert before.most is not None and after.fewest == before.most + 1
    assert AREA_TIERS[0].fewest == 1 and AREA_TIERS[-1].most is None
    with pytest.raises(ValueError):
        area_tier(0)


def _judged(record: AnimalRecord, text: str, loaded) -> tuple[str, int]:  # type: ignore[no-untyped-def]
    spot = parse_spot(text, loaded.board, loaded.world, record, "area")
    judgement = judge(spot, record, loaded.board, loaded.world)
    return judgement.result, judgement.points


@pytest.mark.parametrize("animal, move, result, points", [
    ("grevys-zebra", "rift-valley", "correct", 10),
    ("grevys-zebra", "sahel", "adjacent", 5),
    ("grevys-zebra", "madagascar", "wrong", 0),
    ("okapi", "congo-basin", "correct", 12),
    ("okapi", "south-atlantic-ocean", "adjacent", 8),   # a sea borders a land area
    ("red-fox", "congo-basin", "adjacent", 0),          # 30 areas: neighbours pay nothing
    ("grevys-zebra", "weight 18", "correct", 7),        # 350-450 kg in 200-500 kg
    ("grevys-zebra", "weight 17", "adjacent", 3),
    ("grevys-zebra", "weight 500 kg-1 t", "adjacent", 3),
    ("grevys-zebra", "weight 20", "wrong", 0),
    ("grevys-zebra", "length 13", "correct", 7),        # 2.5-3 m ends on the 3 m boundary:
    ("grevys-zebra", "length 14", "correct", 7),        # both spaces meeting there count
    ("grevys-zebra", "length 15", "adjacent", 3),
    ("pronghorn", "height 11", "correct", 7),           # 83-100 cm ends on the 1 m boundary
    ("pronghorn", "height 12", "correct", 7),
    ("pronghorn", "height 10", "adjacent", 3),
    ("pronghorn", "height 13", "adjacent", 3),
    ("emperor-penguin", "height 11", "correct", 7),     # 1-1.2 m starts on the 1 m boundary
    ("emperor-penguin", "height 12", "correct", 7),
    ("emperor-penguin", "height 10", "adjacent", 3),
    ("ocean-sunfish", "length 12", "correct", 7),       # a single value, 1.8 m in 1-2 m
    ("ocean-sunfish", "length 11", "adjacent", 3),
    ("ocean-sunfish", "length 13", "adjacent", 3),
    ("ocean-sunfish", "length 14", "wrong", 0),
    ("aye-aye", "length 11", "correct", 7),             # total length shares the scale
    ("aye-aye", "length 10", "adjacent", 3),
])
def test_judge(records, metric, animal: str, move: str, result: str, points: int) -> None:  # type: ignore[no-untyped-def]
    assert _judged(records[animal], move, metric) == (result, points)


def test_pronghorn_on_the_imperial_side(records, imperial) -> None:  # type: ignore[no-untyped-def]
    """The Spanish rules' example: 40-100 and 100-200 lb correct, 200-400 lb adjacent,
    400-1000 lb nothing."""
    pronghorn = records["pronghorn"]
    labels = {s.label: s.index for s in imperial.board.scales["weight"].spaces}
    wanted = {"40-100 lb": ("correct", 7), "100-200 lb": ("correct", 7),
              "200-400 lb": ("adjacent", 3), "400-1000 lb": ("wrong", 0)}
    for label, verdict in wanted.items():
        assert _judged(pronghorn, f"weight {labels[label]}", imperial) == verdict, label


@pytest.mark.parametrize("move", ["tail 5", "tail_length 5", "rift-valey", "Grabenbruch", "africa", "weight 27",
                                  "weight 0", "weight 3-4 kg", "weight", "pass-the-salt"])
def test_moves_the_card_or_board_rule_out(records, metric, move: str) -> None:  # type: ignore[no-untyped-def]
    # Koala: weight and length are asked, no tail.
    with pytest.raises(IllegalMove):
        parse_spot(move, metric.board, metric.world, records["koala"], "area")


def test_one_space_by_index_label_scale_or_measure(records, metric) -> None:  # type: ignore[no-untyped-def]
    # Length, total length and height share one scale on the board: a measure name picks it.
    koala = records["koala"]
    spots = {parse_spot(text, metric.board, metric.world, koala, "area")
             for text in ("length 12", "length 1-2 m", "height 12", "total_length  12", "length 1 - 2 m")}
    assert spots == {Spot("space", "length", 12, "1-2 m")}


def test_stacked_points() -> None:
    assert stacked_points(7, False) == 7
    assert stacked_points(7, True) == 5
    assert stacked_points(3, True) == 1
    assert stacked_points(2, True) == 0
    assert stacked_points(1, True) == 0
    assert stacked_points(0, True) == 0


@pytest.mark.parametrize("players, goal", [(2, 120), (3, 120), (4, 100), (5, 100), (6, 80), (7, 80), (8, 80)])
def test_end_points(players: int, goal: int) -> None:
    assert fauna_game.end_points(players) == goal


@pytest.mark.parametrize("before, placed, kept, after", [
    (Hand(6, 0), 3, 3, Hand(6, 0)),   # nothing lost
    (Hand(6, 0), 4, 3, Hand(6, 0)),   # one lost: it comes straight back
    (Hand(6, 0), 5, 2, Hand(4, 2)),   # three lost: one back, 4 in hand needs no refill
    (Hand(6, 0), 6, 0, Hand(3, 3)),   # all lost: one back, then refilled to 3
    (Hand(0, 6), 0, 0, Hand(3, 3)),   # an empty hand: one back, then refilled to 3
    (Hand(3, 3), 3, 3, Hand(4, 2)),   # the stock empties one piece a round
    (Hand(1, 0), 1, 0, Hand(1, 0)),   # a one-piece game never holds more than one
])
def test_recover(before: Hand, placed: int, kept: int, after: Hand) -> None:
    assert fauna_game.recover(before, placed, kept) == after


def _place(turns: list[tuple[str, str]], order=("anna", "ben", "cleo"), hands=None, capacity=1):  # type: ignore[no-untyped-def]
    def spot_of(move: str) -> Spot:
        if move == "nowhere":
            raise IllegalMove("unknown area")
        return Spot("area", move)

    hands = hands or {p: 6 for p in order}
    return fauna_game.place(list(order), turns, hands, spot_of, capacity)


def _refused(turns, **kwargs) -> GameError:  # type: ignore[no-untyped-def]
    with pytest.raises(GameError) as raised:
        _place(turns, **kwargs)
    return raised.value


def test_place_goes_round_and_skips_those_who_passed() -> None:
    placed = _place([("anna", "a"), ("ben", "b"), ("cleo", "c"), ("anna", "pass"),
                     ("ben", "d"), ("cleo", "e"), ("ben", "f")])
    assert [(p, turn, spot.name, stacked) for p, turn, spot, stacked in placed] == [
        ("anna", 0, "a", False), ("ben", 1, "b", False), ("cleo", 2, "c", False),
        ("ben", 4, "d", False), ("cleo", 5, "e", False), ("ben", 6, "f", False)]


def test_place_ends_with_implicit_passes() -> None:
    assert len(_place([("anna", "a"), ("ben", "b"), ("cleo", "c")])) == 3


def test_place_refuses_a_pass_before_the_first_piece() -> None:
    error = _refused([("anna", "a"), ("ben", "PASS")])
    assert (error.code, error.where) == ("illegal-move", ("turns", 1, "ben"))


def test_place_refuses_the_wrong_player() -> None:
    error = _refused([("anna", "a"), ("cleo", "c")])
    assert (error.code, error.where) == ("turn-order", ("turns", 1))
    assert "ben's turn" in error.message
    stranger = _refused([("otto", "a")])
    assert stranger.code == "turn-order" and "not a player" in stranger.message
    after_pass = _refused([("anna", "a"), ("ben", "b"), ("cleo", "c"), ("anna", "pass"), ("anna", "d")])
    assert after_pass.code == "turn-order"


def test_place_refuses_a_taken_spot_and_stacks_two_at_most() -> None:
    assert _refused([("anna", "a"), ("ben", "a")]).where == ("turns", 1, "ben")
    stacked = _place([("anna", "a"), ("ben", "a"), ("cleo", "b")], capacity=2)
    assert [s for *_, s in stacked] == [False, True, False]
    assert _refused([("anna", "a"), ("ben", "a"), ("cleo", "a")], capacity=2).where == ("turns", 2, "cleo")


def test_place_refuses_moves_without_pieces_or_after_the_round() -> None:
    hands = {"anna": 1, "ben": 6, "cleo": 6}
    error = _refused([("anna", "a"), ("ben", "b"), ("cleo", "c"), ("anna", "d")], hands=hands)
    assert "no pieces left" in error.message
    over = _refused([("anna", "a"), ("ben", "b"), ("anna", "pass"), ("ben", "pass"), ("ben", "c")],
                    order=("anna", "ben"))
    assert (over.code, over.where) == ("illegal-move", ("turns", 4))
    short = _refused([("anna", "a"), ("ben", "b")])
    assert short.where == ("turns",) and "cleo" in short.message
    unknown = _refused([("anna", "nowhere")])
    assert (unknown.code, unknown.where) == ("illegal-move", ("turns", 0, "anna"))


def test_place_lets_a_player_without_pieces_pass_at_once() -> None:
    placed = _place([("anna", "a"), ("ben", "pass"), ("cleo", "c")], hands={"anna": 3, "ben": 0, "cleo": 3})
    assert [p for p, *_ in placed] == ["anna", "cleo"]
    assert len(_place([("anna", "a"), ("cleo", "c")], hands={"anna": 3, "ben": 0, "cleo": 3}, order=("anna", "cleo"))) == 2


@pytest.mark.parametrize("written", [True, False])
def test_an_empty_hand_is_skipped_whether_or_not_its_pass_is_written(written: bool) -> None:
    """Rulebooks: a player who cannot place any more is done for the round, like one who
    passed. The file may write that pass or leave it out."""
    hands = {"anna": 1, "ben": 6, "cleo": 6}
    turns = [("anna", "a"), ("ben", "b"), ("cleo", "c")]
    turns += [("anna", "pass")] if written else []
    turns += [("ben", "d"), ("cleo", "pass"), ("ben", "e")]
    placed = _place(turns, hands=hands)
    assert [(p, spot.name) for p, _, spot, _ in placed] == [
        ("anna", "a"), ("ben", "b"), ("cleo", "c"), ("ben", "d"), ("ben", "e")]
    # Emptied in the middle of the round: her next turn passes by itself.
    placed = _place([("anna", "a"), ("ben", "b"), ("anna", "c"), ("ben", "d"), ("ben", "e")],
                    order=("anna", "ben"), hands={"anna": 2, "ben": 6})
    assert [p for p, *_ in placed] == ["anna", "ben", "anna", "ben", "ben"]
    # A pass is not taken for a player who still holds pieces.
    error = _refused([("anna", "a"), ("ben", "b"), ("ben", "c")], order=("anna", "ben"), hands={"anna": 2, "ben": 6})
    assert error.code == "turn-order"


def test_the_example_scores_the_same_with_the_empty_hands_passes_written(tmp_path: Path) -> None:
    source = GAMES / "good" / "fauna-empty-hand-needs-no-pass.yaml"
    text = source.read_text(encoding="utf-8").replace("../../../../deck", str(ROOT / "deck"))
    written = text.replace("      - ben: weight 17", "      - anna: pass\n      - ben: weight 17")
    written = written.replace("      - anna: arabia             # wrong: 0, lost; her sixth and last piece",
                              "      - anna: arabia\n      - anna: pass")
    assert written.count("anna: pass") == 2
    results = []
    for name, body in (("left-out.yaml", text), ("written.yaml", written)):
        (tmp_path / name).write_text(body, encoding="utf-8")
        scored = score_file(tmp_path / name, name)
        assert scored.diagnostics == []
        results.append(scored.result)
    left_out, spelled = results
    assert left_out.totals == spelled.totals
    assert [r.hands for r in left_out.rounds] == [r.hands for r in spelled.rounds]
    assert [[(p.player, p.spot, p.points) for p in r.pieces] for r in left_out.rounds] == \
        [[(p.player, p.spot, p.points) for p in r.pieces] for r in spelled.rounds]


def test_pieces_come_back_by_the_chosen_reading() -> None:
    spanish, english = TableRules(), TableRules(returned_pieces="correct-or-adjacent")
    assert [spanish.comes_back(r, p) for r, p in [("correct", 3), ("adjacent", 1), ("adjacent", 0),
                                                  ("correct", 0), ("wrong", 0)]] == [True, True, False, False, False]
    assert [english.comes_back(r, p) for r, p in [("correct", 3), ("adjacent", 1), ("adjacent", 0),
                                                  ("correct", 0), ("wrong", 0)]] == [True, True, True, True, False]


def test_settings_are_named_only_when_they_are_not_the_rules() -> None:
    assert TableRules().departures("fauna") == [] and TableRules().departures("kompakt") == []
    assert TableRules(pieces=6, zero_bids="nothing").departures("fauna") == []
    (line,) = TableRules(pieces=7).departures("fauna")
    assert line.startswith("House rule: 7 guess pieces") and "the rules give 6" in line
    (line,) = TableRules(returned_pieces="correct-or-adjacent").departures("fauna")
    assert "English rulebook" in line
    (line,) = TableRules(zero_bids="nothing").departures("kompakt")
    assert "every bid is 0 scores nothing" in line
    assert TableRules(pieces=7).departures("kompakt") == []


def test_the_pieces_to_place_follow_from_the_box() -> None:
    """7 pieces of each colour, one on the victory track: the printed components agree."""
    from fauna_cards.load.printing import components
    from fauna_cards.games.common.table_rules import GUESS_PIECES, SCORE_MARKERS

    assert components().pieces_per_player == GUESS_PIECES
    assert TableRules().pieces == GUESS_PIECES - SCORE_MARKERS == 6


def _kompakt(records, loaded, order, bids, stones, animal="koala"):  # type: ignore[no-untyped-def]
    totals = {p: 0 for p in order}
    return kompakt_rules.kompakt_round(1, list(order), bids, stones, totals, records[animal], loaded.board, loaded.world)


def test_kompakt_highest_bid_places(records, kompakt) -> None:  # type: ignore[no-untyped-def]
    result = _kompakt(records, kompakt, ["anna", "ben", "cleo"], {"anna": 1, "ben": 2, "cleo": 0},
                      ["australia", "weight 13"])
    assert result.bidder == "ben"
    assert result.points == {"anna": 1, "ben": 5, "cleo": 0}


def test_kompakt_last_tied_bidder_places(records, kompakt) -> None:  # type: ignore[no-untyped-def]
    # The bidding order, not the seat order of the file, decides: cleo starts this round.
    result = _kompakt(records, kompakt, ["cleo", "anna", "ben"], {"cleo": 2, "anna": 2, "ben": 1},
                      ["australia", "weight 12"])
    assert result.bidder == "anna"
    assert result.points == {"cleo": 2, "anna": 5, "ben": 1}


def test_kompakt_one_wrong_stone_costs_the_bidder_everything(records, kompakt) -> None:  # type: ignore[no-untyped-def]
    result = _kompakt(records, kompakt, ["anna", "ben"], {"anna": 3, "ben": 2},
                      ["australia", "weight 12", "weight 15"])   # 20-50 kg: next to the koala's 4-15 kg
    assert [p.result for p in result.pieces] == ["correct", "correct", "wrong"]
    assert result.points == {"anna": 0, "ben": 2}


def test_kompakt_zero_bids_by_the_chosen_reading(records, kompakt) -> None:  # type: ignore[no-untyped-def]
    order = ["anna", "ben"]
    bonus = _kompakt(records, kompakt, order, {"anna": 0, "ben": 0}, [])
    assert (bonus.bidder, bonus.points) == ("ben", {"anna": 0, "ben": 3})
    nothing = kompakt_rules.kompakt_round(1, order, {"anna": 0, "ben": 0}, [], {"anna": 0, "ben": 0},
                                          records["koala"], kompakt.board, kompakt.world, TableRules(zero_bids="nothing"))
    assert nothing.points == {"anna": 0, "ben": 0}


@pytest.mark.parametrize("bid, refused", [(14, False), (15, True), (99, True)])
def test_kompakt_bids_are_bounded_by_the_stones(records, kompakt, bid: int, refused: bool) -> None:  # type: ignore[no-untyped-def]
    if not refused:
        with pytest.raises(GameError) as raised:  # 14 is a legal bid; the stones listed are too few
            _kompakt(records, kompakt, ["anna", "ben"], {"anna": bid, "ben": 0}, ["australia"])
        assert raised.value.code == "stone-count"
        return
    with pytest.raises(GameError) as raised:
        _kompakt(records, kompakt, ["anna", "ben"], {"anna": 1, "ben": bid}, ["australia"])
    assert (raised.value.code, raised.value.where) == ("bid-too-high", ("bids", "ben"))
    assert "the game has 14 stones" in raised.value.message


def test_kompakt_bids_are_bounded_by_the_places_on_the_card(records, kompakt) -> None:  # type: ignore[no-untyped-def]
    """With fewer regions and fields than stones, the places bound the bid."""
    from fauna_cards.model.board import Board
    from fauna_cards.model.geography import WorldMap

    koala = records["koala"]  # asks weight and length
    small = Board.model_validate({
        "name": "small", "title": "Two short scales", "game": "kompakt", "units": "metric",
        "reconstruction": False, "source": "a test",
        "scales": {"weight": {"quantity": "mass", "boundaries": ["0 g", "1 kg", "100 kg"]},
                   "length": {"quantity": "length", "boundaries": ["0 cm", "1 m", "10 m"]}},
        "measures": {"weight": "weight", "length": "length", "total_length": "length", "height": "length",
                     "tail_length": "length"},
    })
    world = kompakt.world
    two_regions = WorldMap(list(world.areas.values()), list(world.regions.values())[:2])
    assert kompakt_rules.most_stones(koala, kompakt.board, kompakt.world) == 14
    assert kompakt_rules.most_stones(koala, small, kompakt.world) == 14  # 13 regions + 4 fields
    assert kompakt_rules.most_stones(koala, small, two_regions) == 6   # 2 regions + 2 + 2 fields
    with pytest.raises(GameError) as raised:
        kompakt_rules.kompakt_round(1, ["anna", "ben"], {"anna": 7, "ben": 0}, [], {"anna": 0, "ben": 0},
                                    koala, small, two_regions)
    assert raised.value.code == "bid-too-high"
    assert raised.value.message == "a bid of 7 cannot be kept: this card offers 6 places for stones"


def test_kompakt_bids_in_order(records, kompakt) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(GameError) as raised:
        _kompakt(records, kompakt, ["anna", "ben"], {"ben": 1, "anna": 0}, ["australia"])
    assert (raised.value.code, raised.value.where) == ("turn-order", ("bids", "ben"))


def test_a_player_out_of_the_round_is_told_why() -> None:
    passed = _refused([("anna", "a"), ("ben", "b"), ("cleo", "c"), ("anna", "pass"), ("ben", "d"), ("anna", "e")])
    assert (passed.code, passed.message) == ("turn-order", "anna has passed and is out of this round")
    assert "it is cleo's turn" in (passed.hint or "")
    emptied = _refused([("anna", "a"), ("ben", "b"), ("cleo", "c"), ("ben", "d"), ("anna", "pass")],
                       hands={"anna": 1, "ben": 6, "cleo": 6})
    assert emptied.message == "anna has no pieces left and is out of this round"
    short = _refused([("anna", "a")])
    assert short.message == "the round ends before ben and cleo placed a piece"
    taken = _refused([("anna", "a"), ("ben", "a")])
    assert taken.hint == "each area and space holds one piece; two with 7 or 8 players"


def test_a_kompakt_round_where_all_bid_zero_needs_no_stones(tmp_path: Path) -> None:
    text = (f"game: kompakt\ndeck: {ROOT / 'deck'}\nplayers: [anna, ben]\nrounds:\n"
            "  - animal: koala\n    bids: {anna: 0, ben: 0}\n")
    (tmp_path / "zero.yaml").write_text(text, encoding="utf-8")
    scored = score_file(tmp_path / "zero.yaml", "zero.yaml")
    assert scored.diagnostics == [] and scored.result is not None
    assert scored.result.totals == {"anna": 0, "ben": 3}
    (tmp_path / "one.yaml").write_text(text.replace("ben: 0", "ben: 1"), encoding="utf-8")
    assert [d.code for d in score_file(tmp_path / "one.yaml", "one.yaml").diagnostics] == ["missing-field"]
