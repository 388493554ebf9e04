"""Card images, chosen by format name (`fauna export --format png|tts`): a folder of files
made from the card faces as `fauna print` draws them. A format is a module of export/ with
`export(faces: FaceImages) -> ImageFiles`; the registry names them without importing them,
so that `--help` lists the choices without loading the drawing libraries.

The faces come as pages of one PDF (the `service` layout: each card's front, then its back,
one page each), which a format renders at the pixel size it needs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from fauna_cards.export.registry import Registry

# name -> (the module that writes it, what it makes)
_FORMATS: dict[str, tuple[str, str]] = {
    "png": ("card_png", "one PNG per card face, at a print service's pixel size"),
    "tts": ("tts_deck", "Tabletop Simulator: sheets of card faces and backs, and a saved object (JSON)"),
}


@dataclass(frozen=True)
class Face:
    id: str  # a file-name-safe id: the animal's (FAUNA), the card's (ANIMALIA)
    name: str  # as people read it: "Grevy's zebra"
    page: int  # its page in the PDF, 0-based


@dataclass(frozen=True)
class CardSides:
    front: Face
    back: Face
    shared_back: bool  # the back is the deck's common back (ANIMALIA), the same on other cards


@dataclass(frozen=True)
class FaceImages:
    """The faces to write, and how to make a picture of one."""

    title: str  # the deck's
    cards: tuple[CardSides, ...]  # in the deck's order
    size: tuple[Fraction, Fraction]  # one face's image in metres: the trim, plus bleed when drawn with it
    dpi: int
    render: Callable[[int, tuple[int, int]], Any]  # (page, pixels) -> an RGB PIL image of exactly that size
    image_url: str = ""  # where the images will be found, a URL ending in "/" (tts)
    credits: tuple[str, ...] = ()  # the deck's attribution lines, which go with the images


CREDITS_FILE = "CREDITS.txt"  # the credits beside the images, where the deck has any


@dataclass(frozen=True)
class ImageFiles:
    files: list[tuple[str, bytes]]  # (name in the folder, data), in the order to write them
    summary: str  # what they are, in a few words


ImageFormat = Callable[[FaceImages], ImageFiles]


_REGISTRY = Registry(_FORMATS)
image_format_names = _REGISTRY.names
describe_image_format = _REGISTRY.describe


def image_format(name: str) -> ImageFormat:
    return _REGISTRY.load(name)  # type: ignore[no-any-return]
