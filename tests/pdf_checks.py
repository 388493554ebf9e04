"""What the print tests ask of every PDF the tool writes, read back with PDFium."""

from __future__ import annotations

import re

import pypdfium2
import pypdfium2.raw as pdfium

STANDARD_FONTS = re.compile(rb"/BaseFont\s*/(Helvetica|Times|Courier|Symbol|ZapfDingbats)")


def fonts_used(data: bytes) -> dict[str, bool]:
    """Every font a text object of the document uses (forms included): name -> embedded."""
    found: dict[str, bool] = {}
    document = pypdfium2.PdfDocument(data)
    try:
        for page in document:
            for item in page.get_objects(max_depth=8):
                if item.type != pdfium.FPDF_PAGEOBJ_TEXT:
                    continue
                font = pdfium.FPDFTextObj_GetFont(item.raw)
                size = pdfium.FPDFFont_GetBaseFontName(font, None, 0)
                buffer = (pdfium.c_char * size)() if size else None
                name = ""
                if buffer is not None:
                    pdfium.FPDFFont_GetBaseFontName(font, buffer, size)
                    name = bytes(buffer).rstrip(b"\0").decode("latin-1")
                found[name] = bool(pdfium.FPDFFont_GetIsEmbedded(font))
    finally:
        document.close()
    return found


def assert_fonts_embedded(data: bytes) -> None:
    """No font left to the reader: print services refuse such PDFs."""
    assert not STANDARD_FONTS.search(data), "a standard PDF font is referenced (not embedded)"
    used = fonts_used(data)
    assert used, "no text at all"
    assert all(used.values()), f"fonts not embedded: {[n for n, e in used.items() if not e]}"


def page_texts(data: bytes) -> list[str]:
    document = pypdfium2.PdfDocument(data)
    try:
        return [page.get_textpage().get_text_range() for page in document]
    finally:
        document.close()


def text_in(page, box_points: tuple[float, float, float, float]) -> str:  # type: ignore[no-untyped-def]
    """The text of a page that lies inside (left, bottom, right, top), in points."""
    left, bottom, right, top = box_points
    return page.get_textpage().get_text_bounded(left=left, bottom=bottom, right=right, top=top)


def flat(text: str) -> str:
    """Extracted text on one line: PDFium joins a line that ends in a hyphen to the next
    with U+FFFE (or \x02 in bounded text); put the hyphen back."""
    return " ".join(text.replace("\ufffe", "-").replace("\x02", "-").split())
