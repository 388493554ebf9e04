"""PDF pages to pictures of an exact pixel size, and pictures to PNG files.

A card image must have the pixels a print service's template has, not one more: pdfium is
asked to draw the page into a bitmap of exactly that size (the page stretched to fill it,
by less than a pixel's worth either way), where rendering at a scale would round each side
up on its own. pypdfium2 and Pillow are imported here, not at the top of the command.
"""

from __future__ import annotations

import io
from typing import Any



class PageRenderer:
    """One PDF, open for rendering its pages one by one; close it when done (or use `with`)."""

    def __init__(self, pdf: bytes) -> None:
        import pypdfium2

        self._document = pypdfium2.PdfDocument(pdf)

    def __enter__(self) -> PageRenderer:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._document.close()

    def __len__(self) -> int:
        return len(self._document)

    def render(self, index: int, size: tuple[int, int]) -> Any:
        """Page `index` (0-based) as an RGB PIL image of exactly `size` pixels."""
        import pypdfium2
        import pypdfium2.raw as pdfium

        width, height = size
        page = self._document[index]
        try:
            bitmap = pypdfium2.PdfBitmap.new_native(width, height, pdfium.FPDFBitmap_BGR, rev_byteorder=True)
            bitmap.fill_rect((255, 255, 255, 255), 0, 0, width, height)
            flags = pdfium.FPDF_ANNOT | pdfium.FPDF_REVERSE_BYTE_ORDER
            pdfium.FPDF_RenderPageBitmap(bitmap.raw, page.raw, 0, 0, width, height, 0, flags)
            image = bitmap.to_pil().convert("RGB")
        finally:
            page.close()
        if image.size != (width, height):  # never expected: pdfium draws into the bitmap it is given
            raise RuntimeError(f"rendered {image.size}, asked for {size}")
        return image


def png_bytes(image: Any, dpi: float) -> bytes:
    """The picture as a PNG with its resolution recorded (pHYs), and nothing else that could
    differ from run to run (no time, no software name)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(dpi, dpi), optimize=False, compress_level=6)
    return buffer.getvalue()
