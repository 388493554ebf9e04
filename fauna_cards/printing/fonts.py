"""The fonts every card uses, shipped in the package so that every machine renders the same
PDF: DejaVu Sans covers Latin Extended (Ł, Č, ő ...), Greek and Cyrillic."""

from __future__ import annotations

from functools import lru_cache
from fauna_cards.resources import fonts_dir

FONT_DIR = fonts_dir()
REGULAR = "FaunaSans"
BOLD = "FaunaSans-Bold"
ITALIC = "FaunaSans-Oblique"


def missing_glyphs(text: str) -> str:
    """The characters of `text` that the card fonts cannot draw, in order, once each."""
    from reportlab.pdfbase import pdfmetrics

    register_fonts()
    covered = pdfmetrics.getFont(REGULAR).face.charToGlyph
    missing = dict.fromkeys(c for c in text if not c.isspace() and ord(c) not in covered)
    return "".join(missing)


@lru_cache(maxsize=None)
def register_fonts() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    # TTFont embeds only the glyphs used: a subset per document.
    pdfmetrics.registerFont(TTFont(REGULAR, str(FONT_DIR / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(FONT_DIR / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFont(TTFont(ITALIC, str(FONT_DIR / "DejaVuSans-Oblique.ttf")))
