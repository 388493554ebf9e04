"""The rule cases for scale spaces, on the bundled boards (see docs/rules.md)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from helpers import run_cli
from fauna_cards.model.measure import parse_measure
from fauna_cards.games.common.scales import answer


def _labels(board, scale, indexes):
    spaces = {space.index: space.label for space in board.board.scales[scale].spaces}
    return [spaces[i] for i in indexes]


def _answer(board, measure_name, text):
    scale_name, scale = board.board.scale_for(measure_name)
    quantity = "mass" if measure_name == "weight" else "length"
    measure = parse_measure(text, quantity)
    result = answer(scale.spaces, measure.low, measure.high)
    return _labels(board, scale_name, result.correct), _labels(board, scale_name, result.adjacent)


def test_value_inside_one_space_grevys_zebra(metric):
    correct, adjacent = _answer(metric, "weight", "350-430 kg")
    assert correct == ["200-500 kg"]
    assert adjacent == ["100-200 kg", "500 kg-1 t"]


def test_range_over_several_fields_eastern_grey_kangaroo_kompakt(kompakt):
    correct, adjacent = _answer(kompakt, "weight", "15-54 kg")
    assert correct == ["10-20 kg", "20-50 kg", "50-100 kg"]
    assert adjacent == ["5-10 kg", "100-200 kg"]


def test_pronghorn_on_the_imperial_side(imperial):
    correct, adjacent = _answer(imperial, "weight", "90-155 lb")
    assert correct == ["40-100 lb", "100-200 lb"]
    assert adjacent == ["20-40 lb", "200-400 lb"]
    assert "400-1000 lb" not in correct + adjacent


def test_value_on_a_boundary_makes_both_spaces_correct(metric):
    correct, adjacent = _answer(metric, "weight", "100 kg")
    assert correct == ["50-100 kg", "100-200 kg"]
    assert adjacent == ["20-50 kg", "200-500 kg"]


def test_range_ending_on_a_boundary_touches_the_next_space(metric):
    correct, _ = _answer(metric, "tail_length", "20-30 cm")
    assert correct == ["10-20 cm", "20-30 cm", "30-50 cm"]


def test_pounds_land_exactly_on_the_imperial_boundary(imperial):
    # 100 lb converted to kg and compared with the 100 lb boundary: equal, not nearly equal.
    correct, _ = _answer(imperial, "weight", "100 lb")
    assert correct == ["40-100 lb", "100-200 lb"]


def test_lowest_and_highest_spaces_have_one_neighbour(metric):
    correct, adjacent = _answer(metric, "weight", "0.5 g")
    assert (correct, adjacent) == (["0-1 g"], ["1-2 g"])
    correct, adjacent = _answer(metric, "weight", "150 t")
    assert (correct, adjacent) == (["100-200 t"], ["50-100 t"])


def test_measures_use_their_scale(metric):
    # Height and total length share the length scale; tail length has its own.
    assert _answer(metric, "height", "5.5 m")[0] == ["5-7 m"]
    assert _answer(metric, "total_length", "5.5 m")[0] == ["5-7 m"]
    assert metric.board.scale_for("tail_length")[0] == "tail"


@given(
    low=st.fractions(min_value=Fraction(1, 10**6), max_value=200_000),
    width=st.fractions(min_value=0, max_value=1000),
)
def test_correct_spaces_form_one_block_with_neighbours_beside_it(metric, low, width):
    high = min(low + width, Fraction(200_000))
    spaces = metric.board.scales["weight"].spaces
    result = answer(spaces, low, high)
    assert result.correct, "every value on the scale has a correct space"
    assert list(result.correct) == list(range(result.correct[0], result.correct[-1] + 1))
    assert set(result.adjacent) <= {result.correct[0] - 1, result.correct[-1] + 1}
    assert not set(result.adjacent) & set(result.correct)
    for index in result.correct:
        space = spaces[index - 1]
        assert space.low <= high and space.high >= low


# --- `fauna spaces` on a KOMPAKT board: no adjacent fields ------------------------------------

def _spaces_command(*args: str) -> str:
    from conftest import ROOT

    result = run_cli("spaces", str(ROOT / "deck" / "animals" / "koala.yaml"), *args)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_a_kompakt_board_has_no_adjacent_column_in_any_format():
    import json

    table = _spaces_command("--board", "kompakt")
    assert table.splitlines()[1].split() == ["animal", "measure", "value", "correct"]
    assert "adjacent" not in table
    csv_text = _spaces_command("--board", "kompakt", "-f", "csv")
    assert csv_text.splitlines()[0] == "animal,measure,value,min,max,correct,correct_labels"
    view = json.loads(_spaces_command("--board", "kompakt", "-f", "json"))
    assert list(view) == ["board", "animals"] and view["board"] == "kompakt"
    assert all("adjacent" not in m and "adjacent_labels" not in m for m in view["animals"][0]["measures"].values())


def test_a_fauna_board_keeps_its_adjacent_spaces():
    import json

    assert _spaces_command().splitlines()[1].split()[-1] == "adjacent"
    assert _spaces_command("-f", "csv").splitlines()[0].endswith(",correct,adjacent,correct_labels,adjacent_labels")
    weight = json.loads(_spaces_command("-f", "json"))["animals"][0]["measures"]["weight"]
    assert weight["adjacent_labels"] == ["1-2 kg", "20-50 kg"]
