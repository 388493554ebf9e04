"""The registries by name: every format a command offers has a renderer for its views, every
card layout an exporter, and a salvaged record says it is partial."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from fauna_cards.commands import board, locate, regions, show, spaces
from fauna_cards.commands.options import Layout
from fauna_cards.export import exporter, exporter_names
from fauna_cards.render import formats
from fauna_cards.views.answer_key import AnswerKeyView
from fauna_cards.views.boards import BoardList, BoardView
from fauna_cards.views.locate import LocatedView
from fauna_cards.views.regions import AnimalRegionsView, AreaRegionsView
from fauna_cards.views.spaces import SpacesView

COMMAND_VIEWS = [
    (spaces.SpacesFormat, (SpacesView,)),
    (regions.RegionsFormat, (AreaRegionsView, AnimalRegionsView)),
    (show.ShowFormat, (AnswerKeyView,)),
    (board.BoardFormat, (BoardList, BoardView)),
    (locate.LocateFormat, (LocatedView,)),
]


@pytest.mark.parametrize(("choices", "views"), COMMAND_VIEWS)
def test_every_format_of_a_command_has_a_renderer(choices, views) -> None:  # type: ignore[no-untyped-def]
    for view in views:
        assert {choice.value for choice in choices} == set(formats(view)), view


def test_every_layout_is_an_exporter() -> None:
    assert [layout.value for layout in Layout] == list(exporter_names())
    for name in exporter_names():
        assert callable(exporter(name))


def test_a_salvaged_record_is_partial() -> None:
    from fauna_cards.load.documents import validate_partially
    from fauna_cards.load.yamlio import load_yaml
    from fauna_cards.model.common import Partial
    from fauna_cards.model.record import AnimalRecord, PartialRecord

    path = EXAMPLES / "records" / "bad" / "several-problems.yaml"
    record, complete, _ = validate_partially(load_yaml(path, str(path)), AnimalRecord)
    assert not complete and isinstance(record, PartialRecord) and isinstance(record, Partial)


def test_every_export_format_has_a_writer() -> None:
    from fauna_cards.commands.export import DeckFormat
    from fauna_cards.export.deck_formats import deck_format, format_names
    from fauna_cards.export.image_formats import image_format, image_format_names

    assert [choice.value for choice in DeckFormat] == [*format_names(), *image_format_names()]
    assert not set(format_names()) & set(image_format_names())
    for name in format_names():
        assert callable(deck_format(name))
    for name in image_format_names():
        assert callable(image_format(name))
