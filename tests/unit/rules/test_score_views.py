"""The typed views of a scored game and their renderers: text and JSON by the view's type,
the round as `fauna play` shows it, and the end of the game in words."""

from __future__ import annotations

import json

from conftest import EXAMPLES

from fauna_cards.games import get
from fauna_cards.games.animalia.scored import AnimaliaScoredView
from fauna_cards.load.games import score_file
from fauna_cards.render import formats, render
from fauna_cards.render.score import ending_line
from fauna_cards.services.score import ScoreOptions, score_game_file
from fauna_cards.views.score import ScoredGameView, ScoredRound, scored_game_view, scored_round

GOOD = EXAMPLES / "games" / "good"


def _view(name: str) -> ScoredGameView:
    view = score_game_file(ScoreOptions(GOOD / name, None, None)).view
    assert isinstance(view, ScoredGameView)
    return view


def test_both_views_render_as_text_and_json() -> None:
    assert set(formats(ScoredGameView)) == {"text", "json"}
    assert set(formats(AnimaliaScoredView)) == {"text", "json"}


def test_bids_come_from_the_rounds_that_have_them() -> None:
    kompakt, fauna = _view("kompakt-one-round.yaml"), _view("fauna-one-round.yaml")
    assert all(r.bidding is not None and not r.hands for r in kompakt.rounds)
    assert all(r.bidding is None and r.hands for r in fauna.rounds)
    first = json.loads(render(kompakt, "json"))["rounds"][0]
    assert list(first)[:5] == ["round", "animal", "start_player", "bids", "bidder"] and "hands" not in first
    assert "bids" not in json.loads(render(fauna, "json"))["rounds"][0]


def test_a_piece_on_a_space_has_its_label_and_its_turn_counts_from_one() -> None:
    pieces = [p for r in _view("fauna-one-round.yaml").rounds for p in r.pieces]
    assert all((p.label is not None) is (p.kind == "space") for p in pieces)
    assert min(p.turn for p in pieces if p.turn is not None) == 1


def test_the_spec_shows_a_typed_round_as_the_score_does() -> None:
    scored = score_file(GOOD / "fauna-one-round.yaml", "fauna-one-round.yaml")
    assert scored.result is not None
    view = scored_game_view(scored.result, scored.board, {})
    spec = get(view.game)
    assert spec.round_lines is not None
    lines = spec.round_lines(scored_round(scored.result.rounds[0], {}), max(map(len, view.players)))
    assert "\n".join(lines) in render(view, "text")


def _round(number: int) -> ScoredRound:
    return ScoredRound(number, "koala", "Koala", "anna", None, (), {}, {}, {})


def _ending(rounds: int, finished: bool, winners: tuple[str, ...]) -> str:
    view = ScoredGameView("fauna", "fauna-metric", ("anna", "ben", "cleo"), {}, (), True,
                          tuple(_round(n) for n in range(1, rounds + 1)), {"anna": 80, "ben": 80, "cleo": 80},
                          finished, "ends when someone reaches 80", winners)
    return ending_line(view)


def test_three_winners_are_named_as_a_reader_says_them() -> None:
    assert _ending(1, True, ("anna", "ben", "cleo")) == "Game over after round 1: anna, ben and cleo win with 80 points."


def test_a_game_in_progress_names_its_leader_and_its_end() -> None:
    assert _ending(2, False, ("ben",)) == ("Game in progress after 2 rounds; leading: ben with 80. "
                                           "The game ends when someone reaches 80.")
    assert _ending(0, False, ("anna",)) == "No round was played. The game ends when someone reaches 80."
