"""One animal's map as a file: SVG, PDF or PNG."""

from __future__ import annotations

import io

from fauna_cards.geo.artwork import PdfMap, WorldArt, svg

POINTS_PER_PIXEL = 0.75  # 96 px per inch, 72 pt per inch


def map_pdf(art: WorldArt, animal: set[str], adjacent: set[str], width_px: int, title: str) -> bytes:
    from fauna_cards.printing.canvas import new_canvas

    width = width_px * POINTS_PER_PIXEL
    height = width * art.aspect
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title, (width, height))
    PdfMap(canvas, art).draw(0, 0, width, animal, adjacent)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def pdf_to_png(pdf: bytes, width_px: int) -> bytes:
    """Rasterise the first page with PDFium (a wheel, no system tools)."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        page = document[0]
        scale = width_px / page.get_width()
        image = page.render(scale=scale).to_pil()
    finally:
        document.close()
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()


def render_map(art: WorldArt, animal: set[str], adjacent: set[str], kind: str, width_px: int, title: str) -> bytes:
    if kind == "svg":
        return svg(art, animal, adjacent, width_px, title).encode("utf-8")
    pdf = map_pdf(art, animal, adjacent, width_px, title)
    return pdf if kind == "pdf" else pdf_to_png(pdf, width_px)
