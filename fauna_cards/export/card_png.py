"""One PNG per card face, for print services that take an image per face (The Game Crafter,
MakePlayingCards).

Names sort in card order and say what each file shows: `01-front-grevys-zebra.png`,
`01-back-giraffe.png` (card number, zero-padded to the deck's length; side; the animal or
card on it). A back the deck's cards share (ANIMALIA's) is written once, as `back.png`.
"""

from __future__ import annotations

from fauna_cards.export.image_formats import CREDITS_FILE, CardSides, FaceImages, ImageFiles
from fauna_cards.model.printing import pixel_count
from fauna_cards.words import plural

SHARED_BACK = "back.png"


def face_file_names(cards: tuple[CardSides, ...]) -> list[tuple[str, int]]:
    """(file name, page) of every face to write, in card order, the shared back once at the end."""
    digits = max(2, len(str(len(cards))))
    names: list[tuple[str, int]] = []
    shared: int | None = None
    for number, card in enumerate(cards, start=1):
        names.append((f"{number:0{digits}d}-front-{card.front.id}.png", card.front.page))
        if card.shared_back:
            shared = card.back.page if shared is None else shared
        else:
            names.append((f"{number:0{digits}d}-back-{card.back.id}.png", card.back.page))
    if shared is not None:
        names.append((SHARED_BACK, shared))
    return names


def export(faces: FaceImages) -> ImageFiles:
    from fauna_cards.export.raster import png_bytes

    size = (pixel_count(faces.size[0], faces.dpi), pixel_count(faces.size[1], faces.dpi))
    files = [(name, png_bytes(faces.render(page, size), faces.dpi)) for name, page in face_file_names(faces.cards)]
    summary = f"{plural(len(files), 'image')} of {size[0]} x {size[1]} px at {faces.dpi} dpi"
    if faces.credits:  # the pictures' licences travel with the images
        files.append((CREDITS_FILE, "".join(f"{line}\n" for line in faces.credits).encode("utf-8")))
        summary += f", and {CREDITS_FILE}"
    return ImageFiles(files, summary)
