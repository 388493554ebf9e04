"""`fauna map`: one animal's world map, or the labelled map of every area, as SVG, PNG or
PDF bytes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fauna_cards.errors import IOTrouble
from fauna_cards.services.decks import DEFAULT_BOARD, animal_in_deck, checked_deck

ANIMAL_WIDTH = 1200  # pixels
EVERY_AREA_WIDTH = 3600  # the labelled map reads on screen only this large


@dataclass(frozen=True)
class MapOptions:
    kind: str  # svg, png or pdf
    target: str | None = None  # an animal id in the deck, or a record file; None with every_area
    every_area: bool = False
    width: int | None = None  # pixels; None: the map's own default
    board_detail: bool = False
    deck: str = "deck"
    # Of the area names (every area), or the animal's name in the file's title; None:
    # English for every area, the record's own name for an animal.
    language: str | None = None


def draw_map(options: MapOptions) -> bytes:
    from fauna_cards.load.boards import load_board

    if options.every_area:
        from fauna_cards.load.languages import REFERENCE, words_for
        from fauna_cards.services.area_map import labelled_map

        return labelled_map(load_board(DEFAULT_BOARD).world, options.kind, options.width or EVERY_AREA_WIDTH,
                            words_for(options.language or REFERENCE))
    assert options.target is not None, "the command asks for an animal or --all"
    return _animal_map(options, options.target)


def _animal_map(options: MapOptions, target: str) -> bytes:
    from fauna_cards.geo.artwork import world_art
    from fauna_cards.geo.render import render_map
    from fauna_cards.load.boards import load_board
    from fauna_cards.games.fauna.scoring import scoring_neighbours

    if Path(target).is_dir():
        raise IOTrouble(f"{target} is a folder: give an animal id or one record file")
    deck_language = None
    if Path(target).is_file():
        result = checked_deck([target])
        records = [loaded.record for loaded in result.records]
        if len(records) != 1:
            raise IOTrouble(f"{target} holds {len(records)} animals: give one record file")
        record = records[0]
    else:
        record, result = animal_in_deck(target, options.deck)
        deck_language = result.manifests[0][1].language if result.manifests else None
    world = (result.deck_boards[0] if result.deck_boards else load_board(DEFAULT_BOARD)).world
    art = world_art("board" if options.board_detail else "card")
    if {area.id for area in art.areas} != set(world.areas):
        raise IOTrouble("the shapes in maps/geometry/ draw the FAUNA map; this deck's board uses another map")
    # the map is FAUNA's: it marks the neighbours that score there
    adjacent = set(scoring_neighbours(world, list(record.areas)))
    # The map itself has no words: its title is the animal's name, in the language asked for if
    # the record has it (`name` is in the deck's language, `names` holds the others).
    title = record.name
    if options.language is not None and options.language != deck_language:
        title = (record.names or {}).get(options.language, record.name)
    return render_map(art, set(record.areas), adjacent, options.kind, options.width or ANIMAL_WIDTH, title)
