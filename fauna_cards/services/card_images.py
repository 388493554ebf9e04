"""`fauna export --format png|tts`: a deck's card faces as images.

The faces are drawn by `fauna print`'s own code, from the same PrintRequest (deck, cards,
game, units, selection; whatever else printing learns reaches the images too), on the
`service` layout: one face per page, the card plus its bleed. The pages are rasterised to
exactly the pixels asked for and handed to the image format (export/image_formats.py).

Sizes are exact lengths: a print service's product (maps/print/services.yaml) gives trim and
bleed; without one, the card size of paper.yaml and 1/8 in of bleed, as print services
mostly want. Pixels are inches times dpi, rounded half up (model.printing.pixel_count).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from fauna_cards.model.printing import INCH, metres
from fauna_cards.services.print_ import PrintRequest

DEFAULT_BLEED = INCH / 8  # metres: the US print services' bleed, The Game Crafter's and DriveThruCards'
SERVICE_LAYOUT = "service"


@dataclass(frozen=True)
class ImageRequest:
    cards: PrintRequest  # the cards and how they are drawn, as `fauna print` takes them
    format: str  # a name of export.image_formats.image_format_names()
    dpi: int = 300
    service: str | None = None  # a print service of maps/print/services.yaml
    bleed: bool = True  # bleed round each face (the service's, else 1/8 in)
    reference: bool = True  # ANIMALIA: with the power reference cards
    image_url: str = ""  # where the images will be found (tts), ending in "/"


@dataclass(frozen=True)
class ExportedImages:
    files: list[tuple[str, bytes]]
    summary: str  # what was written, for the command's last line
    notes: list[str]  # about the deck, before drawing: animals on no card, glyphs the font lacks
    warnings: list[str]  # found while drawing: text cut short, pictures cropped hard


@dataclass(frozen=True)
class _Geometry:
    trim: tuple[Fraction, Fraction]  # metres
    bleed: Fraction  # metres, each side
    described: str  # for the summary


def export_images(request: ImageRequest) -> ExportedImages:
    """The image files for the request; IOTrouble for an unknown service, or a card size the
    service has no product for (saying what it offers)."""
    from fauna_cards.export.image_formats import FaceImages, image_format
    from fauna_cards.export.raster import PageRenderer

    geometry = _geometry(request)
    export = replace(request.cards.export, exporter=SERVICE_LAYOUT, crop_marks=False,
                     bleed_mm=float(geometry.bleed * 1000),
                     trim_mm=(float(geometry.trim[0] * 1000), float(geometry.trim[1] * 1000)))
    drawn = _draw(replace(request.cards, export=export), request.reference)
    size = (geometry.trim[0] + 2 * geometry.bleed, geometry.trim[1] + 2 * geometry.bleed)
    with PageRenderer(drawn.pdf) as pages:
        faces = FaceImages(drawn.title, drawn.cards, size, request.dpi, pages.render, request.image_url,
                           drawn.credits)
        written = image_format(request.format)(faces)
    return ExportedImages(written.files, f"{written.summary} ({geometry.described})", drawn.notes, drawn.warnings)


def _geometry(request: ImageRequest) -> _Geometry:
    from fauna_cards.load.printing import card_size_named, service_named, service_product

    card_size = request.cards.export.card_size
    if request.service is not None:
        service = service_named(request.service)
        product = service_product(service, card_size)
        bleed = metres(product.bleed) if request.bleed else Fraction(0)
        shown = f"bleed {product.bleed}" if request.bleed else "no bleed"
        return _Geometry(product.trim_metres(), bleed, f"{service.name} {product.name}: trim {product.width} x "
                                                       f"{product.height}, {shown}, safe area {product.safe} inside "
                                                       "the trim")
    size = card_size_named(card_size)
    bleed = DEFAULT_BLEED if request.bleed else Fraction(0)
    shown = "bleed 1/8 in" if request.bleed else "no bleed"
    return _Geometry((metres(size.width), metres(size.height)), bleed,
                     f"{size.id}: trim {size.width} x {size.height}, {shown}")


@dataclass(frozen=True)
class _Drawn:
    pdf: bytes  # one face a page: each card's front, then its back
    cards: tuple[Any, ...]  # export.image_formats.CardSides, in the deck's order
    title: str
    notes: list[str]
    warnings: list[str]
    credits: tuple[str, ...] = ()  # deck.yaml's: the attribution the pictures' licences ask for


def _draw(cards: PrintRequest, with_reference: bool) -> _Drawn:
    """The faces on the service layout, drawn by the code of `fauna print`: FAUNA's animal
    cards, or an ANIMALIA deck's cards (with its reference cards unless left out)."""
    from fauna_cards.services.animalia_print import animalia_cards, animalia_deck_file, export_animalia, face_label
    from fauna_cards.services.print_ import choose_cards, export_cards

    manifest = animalia_deck_file(cards.deck)
    if manifest is not None:
        deck = animalia_cards(manifest, with_reference, cards.export.language)
        exported, warnings = export_animalia(deck, cards.export)
        labels = [(face_label(card.front), face_label(card.back)) for card in deck.cards]
        return _Drawn(exported.data, _sides(deck.cards, labels), deck.deck.title, list(deck.notes), warnings)
    chosen = choose_cards(cards)
    exported, warnings = export_cards(chosen, cards.export)
    labels = [((card.front.animal_id, card.front.name), (card.back.animal_id, card.back.name)) for card in chosen.cards]
    return _Drawn(exported.data, _sides(chosen.cards, labels), chosen.title, list(chosen.notes), warnings,
                  chosen.credits)


def _sides(cards: Any, labels: list[tuple[tuple[str, str], tuple[str, str]]]) -> tuple[Any, ...]:
    """Each card's faces and their pages (the service layout puts card i's front on page 2i
    and its back on 2i + 1). A back that two or more cards have, the commonest, is shared."""
    from fauna_cards.export.image_formats import CardSides, Face

    counts = Counter(card.back for card in cards)
    common, times = counts.most_common(1)[0] if counts else (None, 0)
    return tuple(
        CardSides(Face(front[0], front[1], 2 * index), Face(back[0], back[1], 2 * index + 1),
                  shared_back=times >= 2 and card.back == common)
        for index, (card, (front, back)) in enumerate(zip(cards, labels)))
