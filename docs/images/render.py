"""Render the pictures of docs/printing.md and the README from the tool's own output:
`make images`. Every picture is made the way a user makes the PDF, then rasterised."""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
from pathlib import Path

import pypdfium2
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
FAUNA = str(Path(sys.executable).parent / "fauna")


def fauna(*args: str) -> None:
    subprocess.run([FAUNA, *args], check=True, capture_output=True, cwd=ROOT)


def page(pdf: Path, index: int, dpi: float) -> Image.Image:
    document = pypdfium2.PdfDocument(pdf.read_bytes())
    try:
        return document[index].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        document.close()


def save(image: Image.Image, name: str) -> None:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    (OUT / name).write_bytes(buffer.getvalue())
    print(f"{name}: {image.size[0]} x {image.size[1]}, {len(buffer.getvalue()):,} bytes")


def kompakt_table(folder: Path) -> Image.Image:
    """KOMPAKT's nine board cards as they lie on the table: the service layout gives one
    face per page (front, then back); the fronts are cut to the trim and turned landscape."""
    pdf = folder / "kompakt-service.pdf"
    fauna("board", "print", "kompakt", "--layout", "service", "--bleed", "0", "-o", str(pdf))
    fronts = [page(pdf, 2 * index, 40).rotate(-90, expand=True) for index in range(9)]
    width, height = fronts[0].size
    gap = 4
    table = Image.new("RGB", (3 * width + 2 * gap, 3 * height + 2 * gap), "white")
    for index, face in enumerate(fronts):
        row, col = divmod(index, 3)
        table.paste(face, (col * (width + gap), row * (height + gap)))
    return table


def main() -> None:
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        board = folder / "board-a1.pdf"
        fauna("board", "print", "fauna-metric", "--paper", "a1", "-o", str(board))
        whole = page(board, 0, 36)
        margin_x, margin_y = round(42.5 / 25.4 * 36), round(45 / 25.4 * 36)
        save(whole.crop((margin_x, margin_y, whole.width - margin_x, whole.height - margin_y)), "board.png")
        detail = page(board, 0, 110)
        save(detail.crop((2350, 620, 3550, 1420)), "board-detail.png")
        save(detail.crop((180, 1790, 1380, 2390)), "board-scales.png")
        tiles = folder / "board-a4.pdf"
        fauna("board", "print", "fauna-metric", "--paper", "a4", "-o", str(tiles))
        save(page(tiles, 0, 60), "board-tiles.png")
        save(kompakt_table(folder), "kompakt-board.png")
        kit = folder / "kit"
        fauna("kit", "deck", "-o", str(kit))
        save(page(kit / "box.pdf", 0, 50), "box.png")
        save(page(kit / "tokens.pdf", 0, 60), "tokens.png")
        kompakt_kit = folder / "kit-k"
        fauna("kit", "deck", "--game", "kompakt", "-o", str(kompakt_kit), "--only", "score-pad,tokens")
        save(page(kompakt_kit / "score-pad.pdf", 0, 60), "score-pad.png")
        areas = folder / "areas.png"
        fauna("map", "--all", "-o", str(areas), "--width", "1600")
        save(Image.open(areas).convert("RGB"), "areas.png")
        save(page(kit / "cards.pdf", 0, 50), "cards.png")


if __name__ == "__main__":
    main()
