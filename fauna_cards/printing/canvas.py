"""Every PDF the tool writes starts here: the same bytes for the same input, and only fonts
that travel inside the file (print services refuse PDFs that lean on the reader's fonts)."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from fauna_cards import __version__
from fauna_cards.printing.fonts import REGULAR, register_fonts


def new_canvas(buffer: io.BytesIO, title: str, pagesize: tuple[float, float] | None = None) -> Canvas:
    """A canvas in invariant mode (no dates, no random ids) whose initial font is our
    embedded DejaVu Sans: reportlab's default, Helvetica, would be referenced unembedded."""
    register_fonts()
    canvas = Canvas(buffer, pagesize=pagesize, invariant=1, pageCompression=1, initialFontName=REGULAR)
    canvas.setTitle(title)
    canvas.setCreator(f"fauna-cards {__version__}")
    return canvas
