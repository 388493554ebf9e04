"""deck.yaml's credits: the attribution lines a deck's pictures ask for, one to four."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from fauna_cards.model.record import DeckManifest

BASE = {"title": "t", "version": "1", "language": "en", "cards": [["a", "b"]]}


def test_credits_are_optional_and_kept_in_order() -> None:
    assert DeckManifest.model_validate(BASE).credits is None
    lines = ["Pictures: Twemoji, CC BY 4.0", "Maps: Natural Earth"]
    assert DeckManifest.model_validate({**BASE, "credits": lines}).credits == lines


@pytest.mark.parametrize("credits", [[], ["a", "b", "c", "d", "e"], [""], "one line, not a list"])
def test_credits_refused(credits: object) -> None:
    with pytest.raises(ValidationError):
        DeckManifest.model_validate({**BASE, "credits": credits})
