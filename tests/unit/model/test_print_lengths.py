"""The lengths of the print data (paper, card and board sizes): what is accepted and what a
user reads when a size cannot be printed."""

import pytest
from pydantic import TypeAdapter, ValidationError

from fauna_cards.model.printing import Length

LENGTH = TypeAdapter(Length)


@pytest.mark.parametrize("text", ["2 m", "200 cm", "0.1 mm", "8.5 in", "6 ft"])
def test_a_length_from_just_above_0_to_2_m_is_kept_as_written(text: str) -> None:
    assert LENGTH.validate_python(text) == text


@pytest.mark.parametrize("text", ["0 mm", "2.01 m", "7 ft", "2001 mm"])
def test_a_length_of_nothing_or_over_2_m_is_refused_with_its_text_and_the_bounds(text: str) -> None:
    with pytest.raises(ValidationError) as caught:
        LENGTH.validate_python(text)
    (error,) = caught.value.errors()
    assert error["type"] == "invalid-value"
    assert error["msg"] == f"'{text}' is not a printable size (more than 0, at most 2 m)"


@pytest.mark.parametrize(("text", "code", "message"), [
    ("50 kg", "unit-kind", "'kg' is not a length unit"),
    ("105", "measure-syntax", "cannot read '105' as one amount"),
])
def test_a_text_that_is_no_length_keeps_the_measure_reader_s_code_message_and_hint(
        text: str, code: str, message: str) -> None:
    with pytest.raises(ValidationError) as caught:
        LENGTH.validate_python(text)
    (error,) = caught.value.errors()
    assert (error["type"], error["msg"]) == (code, message)
    assert error["ctx"]["hint"]
