"""The findings of a deck report in words: what an author should know before printing."""

from __future__ import annotations

from fauna_cards.views.report import MeasureSpread, ReportView
from fauna_cards.words import plural, spoken_list

NAMED_AT_MOST = 10  # a longer list of cards or animals is cut there, the rest counted
LISTED_ONE_BY_ONE = 8  # more areas than this that are never an answer are named in one sentence

# measure -> (verb for one animal, verb for several, what follows the space's label)
MEASURE_WORDS = {
    "weight": ("weighs", "weigh", ""),
    "length": ("measures", "measure", " head and body"),
    "total_length": ("measures", "measure", " from snout to tail tip"),
    "height": ("stands", "stand", " tall"),
    "tail_length": ("has a tail of", "have a tail of", ""),
}


def class_plural(animal_class: str) -> str:
    """mammal -> mammals, fish -> fish."""
    return animal_class if animal_class == "fish" else animal_class + "s"


def findings(view: ReportView) -> tuple[str, ...]:
    return (*_deck(view), *_places(view), *_scales(view))


def _deck(view: ReportView) -> list[str]:
    green, black = (tally.count for tally in view.by_difficulty)
    said = [f"{plural(view.animals, 'animal')}" + (f" on {plural(len(view.cards), 'card')}" if view.cards else "")
            + f": {green:,} green, {black:,} black."]
    for kind, colour in (("green", "greens"), ("black", "blacks")):
        same = [card for card in view.cards if card.kind == kind]
        if same:
            pairs = _some([f"{card.front.name} / {card.back.name}" for card in same], "; ")
            said.append(f"{plural(len(same), 'card')} {'pairs' if len(same) == 1 else 'pair'} two {colour}: {pairs}.")
    if view.cards and all(card.kind == "mixed" for card in view.cards):
        said.append("Every card pairs a green and a black animal.")
    if view.unpaired:
        said.append(f"{plural(len(view.unpaired), 'animal')} {'is' if len(view.unpaired) == 1 else 'are'} on no card: "
                    f"{_some(list(view.unpaired), ', ')}.")
    if view.by_class:
        top = view.by_class[0]
        said.append(f"The largest class is the {class_plural(top.label)}: {top.count:,} of "
                    f"{plural(view.animals, 'animal')}.")
    return said


def _places(view: ReportView) -> list[str]:
    said = [f"{tally.label}: {plural(tally.count, 'animal') if tally.count else 'no animal'}."
            for tally in view.by_continent]
    never = [area.name for area in view.areas if area.count == 0]
    if 0 < len(never) <= LISTED_ONE_BY_ONE:
        said += [f"{name} is never an answer." for name in never]
    elif never:
        said.append(f"{plural(len(never), 'area')} of {len(view.areas)} are never an answer: {spoken_list(never)}.")
    if view.areas and (top := max(view.areas, key=lambda area: area.count)).count:
        said.append(f"{top.name} is the most frequent answer: {plural(top.count, 'animal')}.")
    widest = view.by_area_count[-1] if view.by_area_count else None
    if widest is not None and widest.count:
        said.append(f"{plural(widest.count, 'animal')} {'lives' if widest.count == 1 else 'live'} in "
                    f"{widest.label.replace('+', ' or more')}: an area next to theirs scores nothing.")
    return said


def _scales(view: ReportView) -> list[str]:
    several_boards = len({spread.board for spread in view.spreads}) > 1
    said = []
    for spread in view.spreads:
        where = f" ({spread.board})" if several_boards else ""
        said += [sentence + where + "." for sentence in _spread_sentences(spread)]
    return said


def _spread_sentences(spread: MeasureSpread) -> list[str]:
    one, several, after = MEASURE_WORDS.get(spread.measure, ("is", "are", f" ({spread.measure})"))
    fullest = max(spread.spaces, key=lambda space: space.count)
    said = []
    if fullest.count:
        verb = one if fullest.count == 1 else several
        said.append(f"{plural(fullest.count, 'animal')} {verb} {fullest.label}{after}, "
                    f"the fullest space of the {spread.measure.replace('_', ' ')} scale")
    empty = [space.label for space in spread.spaces if space.count == 0]
    if empty:
        said.append(f"No animal {one} {spoken_list(empty).replace(' and ', ' or ')}{after}")
    return said


def _some(names: list[str], between: str) -> str:
    """The first NAMED_AT_MOST names, and how many more there are."""
    shown = between.join(names[:NAMED_AT_MOST])
    rest = len(names) - NAMED_AT_MOST
    return shown + (f"{between}and {rest:,} more (see the card pairing)" if rest > 0 else "")
