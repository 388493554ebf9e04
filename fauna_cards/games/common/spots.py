"""Where a piece or stone goes: an area, a KOMPAKT region, or a space of a scale, read from
what players type (`rift-valley`, `Rift Valley`, `Ostafrikanischer Grabenbruch`, `weight 18`,
`weight 200-500 kg`, `tail 5`)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from fauna_cards.suggest import did_you_mean
from fauna_cards.errors import EXIT_FINDINGS, FaunaError
from fauna_cards.model.board import Board
from fauna_cards.model.geography import WorldMap
from fauna_cards.model.record import MEASURE_NAMES, AnimalRecord


class IllegalMove(FaunaError):
    """A move the rules do not allow; never scored."""

    exit_code = EXIT_FINDINGS

    def __init__(self, message: str, hint: str | None = None, code: str = "illegal-move") -> None:
        super().__init__(message, code)
        self.hint = hint


@dataclass(frozen=True)
class Spot:
    kind: Literal["area", "region", "space"]
    name: str  # the area or region id, or the scale's name
    index: int = 0  # the space's index on the scale (spaces only)
    label: str = ""  # the space's label, for people
    # The scale or measure word the player typed (`total_length` for the length scale); not
    # part of where the piece is: `height 12` and `length 12` are one space.
    word: str = field(default="", compare=False)

    def as_move(self) -> str:
        """By its id or scale: `rift-valley`, `weight 18`, `length 12`."""
        return f"{self.name} {self.index}" if self.kind == "space" else self.name

    def as_record(self) -> str:
        """As a saved game file writes it: the id for a place, and for a space the measure or
        scale the player named with the space's number (`total_length 12`)."""
        return f"{self.word or self.name} {self.index}" if self.kind == "space" else self.name

    def describe(self) -> str:
        return f"{self.name} {self.index} ({self.label})" if self.kind == "space" else self.name


def asked_scales(board: Board, record: AnimalRecord) -> dict[str, list[str]]:
    """Scale name -> the measures of this card placed on it."""
    scales: dict[str, list[str]] = {}
    for measure in record.measures.asked():
        scales.setdefault(board.scale_for(measure)[0], []).append(measure)
    return scales


def parse_spot(text: str, board: Board, world: WorldMap, record: AnimalRecord, map_level: Literal["area", "region"]) -> Spot:
    """Read one placement; raise IllegalMove for anything the board or the card rules out."""
    cleaned = " ".join(text.split()).lower()  # ids, scale names and labels are lower case
    places = world.areas if map_level == "area" else world.regions
    if cleaned in places:
        return Spot(map_level, cleaned)
    place = place_named(text, world, map_level)
    if place is not None:
        return Spot(map_level, place)
    head, _, rest = cleaned.partition(" ")
    scale_name = _scale_of(head, board)
    if scale_name is None and re.fullmatch(r"[0-9]+", cleaned):  # a space without its scale
        choices = " or ".join(f"'{scale} {cleaned}'" for scale in asked_scales(board, record))
        return _refuse(f"{cleaned!r} is a space without its scale", f"name the scale first: {choices}")
    if scale_name is None:
        _refuse_other_level(text, world, map_level)
        hint = _partial_name_hint(text, world, map_level) or did_you_mean(
            cleaned, places, _names(world, map_level)[0])
        article = "an" if map_level == "area" else "a"
        return _refuse(f"unknown {map_level} or scale {cleaned!r}",
                       hint or f"{article} {map_level} id or name, or a scale and space such as 'weight 18'")
    asked = asked_scales(board, record)
    if scale_name not in asked:
        return _refuse(
            f"the card does not ask for a measure on the {scale_name} scale",
            "asked: " + ", ".join(m for ms in asked.values() for m in ms),
        )
    spaces = board.scales[scale_name].spaces
    space = _space_of(rest, spaces)
    if space is None:
        return _refuse(
            f"no space {rest!r} on the {scale_name} scale",
            f"a space index from 1 to {len(spaces)} or a label such as {spaces[0].label!r}",
        )
    return Spot("space", scale_name, space.index, space.label, head)


def name_key(text: str, umlauts: str = "ae") -> str:
    """A typed place as it is compared with ids and names: case, spaces, hyphens and slashes
    aside, ß as ss, and an umlaut as the letter with an e (`Groenland`) or, with
    `umlauts="a"`, without it (`Gronland`)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    if umlauts == "ae":
        folded = folded.translate({ord("ä"): "ae", ord("ö"): "oe", ord("ü"): "ue"})
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return "-".join(re.findall(r"[a-z0-9]+", plain))


@lru_cache(maxsize=16)
def _names(world: WorldMap, map_level: str) -> tuple[dict[str, str], dict[str, str]]:
    """(every spelling, lower case -> id, for hints; every key of `name_key` -> id), from the ids
    and the English and German names. A key two places share names neither."""
    places = world.areas if map_level == "area" else world.regions
    spellings: dict[str, str] = {}
    keys: dict[str, str | None] = {}
    for place_id, place in places.items():
        for name in (place_id, *place.name.all()):
            if not name:
                continue
            spellings[name.lower()] = place_id
            for key in {name_key(name), name_key(name, "a")}:
                keys[key] = place_id if keys.get(key, place_id) == place_id else None
    return spellings, {key: place_id for key, place_id in keys.items() if place_id is not None}


def place_named(text: str, world: WorldMap, map_level: Literal["area", "region"]) -> str | None:
    """The id of the area or region `text` names: its id or its English or German name, in
    any case and spacing, with or without umlauts (`Rift Valley`, `nordsee / ostsee`)."""
    keys = _names(world, map_level)[1]
    for umlauts in ("ae", "a"):
        key = name_key(text, umlauts)
        if key in keys:
            return keys[key]
    return None


def _refuse_other_level(text: str, world: WorldMap, map_level: Literal["area", "region"]) -> None:
    """An area typed where a KOMPAKT stone goes, or a region where a FAUNA piece goes: say so."""
    if map_level == "region":
        area = place_named(text, world, "area")
        if area is not None:
            regions = world.areas[area].regions
            _refuse(f"{world.areas[area].name.en} is an area of the FAUNA map; KOMPAKT stones go on regions",
                    f"it lies in {' and '.join(regions)}")
    else:
        region = place_named(text, world, "region")
        if region is not None:
            inside = [a for a, area in world.areas.items() if region in area.regions]
            _refuse(f"{world.regions[region].name.en} is a KOMPAKT region; FAUNA pieces go on areas",
                    "its areas: " + ", ".join(inside) if inside else None)


def _partial_name_hint(text: str, world: WorldMap, map_level: Literal["area", "region"]) -> str | None:
    """'did you mean' for a part of a name (`Grabenbruch`, `Sahara`): the places whose id or
    name holds the typed words, whole, when at most three do."""
    words = name_key(text)
    if not words or len(words) > 100:
        return None
    places = world.areas if map_level == "area" else world.regions
    found = []
    for place_id, place in places.items():
        names = [place_id, *place.name.all()]
        if any(f"-{words}-" in f"-{name_key(n)}-" or f"-{words}-" in f"-{name_key(n, 'a')}-" for n in names):
            found.append(place_id)
    if not found or len(found) > 3:
        return None
    if len(found) == 1:
        (place_id,) = found
        return f"did you mean {place_id!r} ({places[place_id].name.en})?"
    return "did you mean one of " + ", ".join(repr(p) for p in found) + "?"


def _refuse(message: str, hint: str | None = None) -> Spot:
    raise IllegalMove(message, hint)


def _scale_of(word: str, board: Board) -> str | None:
    if word in board.scales:
        return word
    if word in MEASURE_NAMES:
        return board.scale_for(word)[0]
    return None


def _space_of(text: str, spaces):  # type: ignore[no-untyped-def]
    if re.fullmatch(r"\d+", text):
        index = int(text)
        return spaces[index - 1] if 1 <= index <= len(spaces) else None
    wanted = text.replace("\u2013", "-").replace(" - ", "-")
    for space in spaces:
        if space.label == wanted or space.label.replace(" ", "") == wanted.replace(" ", ""):
            return space
    return None
