"""Illustrations: PNG and JPEG as images, SVG as vector drawings. Each file is stored in the
PDF once, however many cards show it: a raster image by reportlab's own image cache, an SVG
as a form drawn once and placed by reference (svglib alone would redraw it every time)."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fauna_cards.errors import EXIT_FINDINGS, FaunaError

if TYPE_CHECKING:
    from fauna_cards.load.illustrations import Picture


class IllustrationError(FaunaError):
    """An illustration that cannot be drawn; the message names the file (the deck's own
    file is at fault: exit 1)."""

    exit_code = EXIT_FINDINGS


@dataclass(frozen=True)
class Illustration:
    width: float
    height: float
    image: Any = None  # a reportlab ImageReader (PNG, JPEG)
    form: str | None = None  # the name of the form holding an SVG drawing

    def draw(self, canvas: Any, x: float, y: float, w: float, h: float, fit: str = "cover") -> None:
        """Place the picture in the box (w x h) at (x, y), centred. `cover` fills the box and
        crops the overflow evenly (the caller clips); `contain` shows all of the picture, as
        large as the box allows."""
        pick = max if fit == "cover" else min
        scale = pick(w / self.width, h / self.height)
        left = x + (w - self.width * scale) / 2
        bottom = y + (h - self.height * scale) / 2
        if self.image is not None:
            canvas.drawImage(self.image, left, bottom, self.width * scale, self.height * scale)
            return
        canvas.saveState()
        canvas.translate(left, bottom)
        canvas.scale(scale, scale)
        canvas.doForm(self.form)
        canvas.restoreState()

    def cropped(self, w: float, h: float) -> float:
        """The share of the picture (0 to 1, by area) that `cover` crops away in a w x h box."""
        return cropped_share(self.width / self.height, w / h)


def cropped_share(picture_aspect: float, box_aspect: float) -> float:
    """What `cover` cuts off a picture of one width-to-height ratio in a box of another."""
    return 1.0 - min(picture_aspect, box_aspect) / max(picture_aspect, box_aspect)


def prepare(canvas: Any, paths: set[Path], deck_root: Path | None = None) -> dict[Path, Illustration]:
    """One Illustration per file, decoded by the function `fauna validate` uses (so what it
    accepted prints): reportlab gets the bytes that were checked, never the path again.
    `deck_root` bounds what an SVG may refer to; by default the nearest deck folder above."""
    prepared: dict[Path, Illustration] = {}
    for number, path in enumerate(sorted(paths)):
        picture = _load(path, deck_root)
        if picture.drawing is not None:
            prepared[path] = _svg_form(canvas, path, picture, f"fauna-illustration-{number}")
        else:
            prepared[path] = _image(path, picture)
    return prepared


def _load(path: Path, deck_root: Path | None) -> Picture:
    from fauna_cards.load.illustrations import Unusable, deck_folder_of, load_illustration

    try:
        return load_illustration(path, deck_root or deck_folder_of(path), str(path))
    except Unusable as reason:
        raise IllustrationError(f"cannot print the illustration: {reason.message}") from None


def _image(path: Path, picture: Picture) -> Illustration:
    from reportlab.lib.utils import ImageReader

    # From the bytes: a JPEG goes into the PDF as it is; reportlab's image cache stores
    # each picture once however often it is drawn.
    try:
        image = ImageReader(io.BytesIO(picture.data))
    except Exception as error:  # noqa: BLE001 - checked already; a last guard, never a traceback
        raise IllustrationError(f"cannot print the illustration {path}: {type(error).__name__}") from None
    return Illustration(picture.width, picture.height, image=image)


def _svg_form(canvas: Any, path: Path, picture: Picture, name: str) -> Illustration:
    from reportlab.graphics import renderPDF

    drawing = picture.drawing
    canvas.beginForm(name, lowerx=0, lowery=0, upperx=drawing.width, uppery=drawing.height)
    try:
        renderPDF.draw(drawing, canvas, 0, 0)
    except Exception as error:  # noqa: BLE001 - the drawing converted; a last guard, never a traceback
        raise IllustrationError(f"cannot print the illustration {path}: {type(error).__name__}") from None
    canvas.endForm()
    return Illustration(picture.width, picture.height, form=name)
