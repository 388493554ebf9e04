"""Every PDF the tool writes starts here: the same bytes for the same input, and only fonts
that travel inside the file (print services refuse PDFs that lean on the reader's fonts)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from reportlab import rl_config
from reportlab.lib.colors import Color, toColor
from reportlab.pdfgen.canvas import Canvas

from fauna_cards import __version__
from fauna_cards.printing.fonts import REGULAR, register_fonts


@contextmanager
def binary_streams() -> Iterator[None]:
    """Compressed streams stay binary while this lasts: reportlab's default wraps each in
    ASCII85 as well, which makes it a quarter larger and costs time, for a 7-bit transport
    that neither print services nor readers need (the file is binary anyway: fonts, images,
    its own header). A setting of the process, read when a stream is made: pages and forms
    when the file is saved, a picture when it is first drawn. Inline images (an SVG
    illustration's own pictures) keep it: reportlab writes them as text into the page."""
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


@lru_cache(maxsize=None)
def colour(spec: str) -> Color:
    """reportlab's colour for '#rrggbb' (or a name), made once: reportlab parses a colour
    given as text every time it is set, trying CSS, names and a Python literal before the
    hex form, and a deck sets thousands (every area of every card's map)."""
    return toColor(spec)


class PdfCanvas(Canvas):
    """A canvas that takes colours as text, as all our drawing code gives them, through the
    cache above (the same colour objects reportlab would make, so the same bytes), and
    writes its streams binary (binary_streams)."""

    def setFillColor(self, aColor: Any, alpha: float | None = None) -> None:
        super().setFillColor(colour(aColor) if isinstance(aColor, str) else aColor, alpha)

    def setStrokeColor(self, aColor: Any, alpha: float | None = None) -> None:
        super().setStrokeColor(colour(aColor) if isinstance(aColor, str) else aColor, alpha)

    def drawImage(self, *args: Any, **kwargs: Any) -> Any:
        with binary_streams():
            return super().drawImage(*args, **kwargs)

    def save(self) -> None:
        with binary_streams():
            super().save()


def new_canvas(buffer: io.BytesIO, title: str, pagesize: tuple[float, float] | None = None) -> Canvas:
    """A canvas in invariant mode (no dates, no random ids) whose initial font is our
    embedded DejaVu Sans: reportlab's default, Helvetica, would be referenced unembedded."""
    register_fonts()
    canvas = PdfCanvas(buffer, pagesize=pagesize, invariant=1, pageCompression=1, initialFontName=REGULAR)
    canvas.setTitle(title)
    canvas.setCreator(f"fauna-cards {__version__}")
    return canvas
