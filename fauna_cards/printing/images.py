"""Illustrations: PNG and JPEG as images, SVG as vector drawings. Each file is stored in the
PDF once, however many cards show it: a raster image by reportlab's own image cache, an SVG
as a form drawn once and placed by reference (svglib alone would redraw it every time)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


class IllustrationError(Exception):
    """An illustration that cannot be drawn; the message names the file."""


@dataclass(frozen=True)
class Illustration:
    width: float
    height: float
    image: Any = None  # a reportlab ImageReader (PNG, JPEG)
    form: str | None = None  # the name of the form holding an SVG drawing

    def draw(self, canvas: Any, x: float, y: float, w: float, h: float) -> None:
        """Cover the box (w x h) at (x, y), cropping the overflow evenly; the caller clips."""
        scale = max(w / self.width, h / self.height)
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


def is_svg(path: Path) -> bool:
    return path.suffix.lower() == ".svg"


def prepare(canvas: Any, paths: set[Path]) -> dict[Path, Illustration]:
    from reportlab.lib.utils import ImageReader

    prepared: dict[Path, Illustration] = {}
    for number, path in enumerate(sorted(paths)):
        try:
            if is_svg(path):
                prepared[path] = _svg_form(canvas, path, f"fauna-illustration-{number}")
            else:
                image = ImageReader(str(path))
                width, height = image.getSize()
                prepared[path] = Illustration(float(width), float(height), image=image)
        except IllustrationError:
            raise
        except Exception as error:  # noqa: BLE001 - image libraries fail in many ways
            raise IllustrationError(f"{path}: not a readable image ({type(error).__name__})") from None
    return prepared


def _svg_form(canvas: Any, path: Path, name: str) -> Illustration:
    from reportlab.graphics import renderPDF
    from svglib.svglib import svg2rlg

    drawing = svg2rlg(str(path))
    if drawing is None or not drawing.width or not drawing.height:
        raise IllustrationError(f"cannot draw the illustration {path}: not a drawable SVG")
    canvas.beginForm(name, lowerx=0, lowery=0, upperx=drawing.width, uppery=drawing.height)
    renderPDF.draw(drawing, canvas, 0, 0)
    canvas.endForm()
    return Illustration(float(drawing.width), float(drawing.height), form=name)
