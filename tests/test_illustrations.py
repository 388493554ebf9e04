"""Which files `fauna validate` accepts as illustrations."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from PIL import Image

from conftest import EXAMPLES
from fauna_cards.load.deck import check_targets, collect_targets


def _image(kind: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), (200, 60, 40)).save(buffer, format=kind)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("name", "content", "codes"),
    [
        ("picture.png", _image("PNG"), []),
        ("picture.jpg", _image("JPEG"), []),
        ("picture.png", b"\x89PNG\r\n\x1a\n" + b"\0" * 16, ["illustration-unreadable"]),  # damaged
        ("picture.svg", b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>', []),
        ("picture.svg", b"just some text", ["illustration-unreadable"]),
        ("picture.gif", b"GIF89a" + b"\0" * 16, ["illustration-unreadable"]),
    ],
)
def test_png_jpeg_and_svg_are_illustrations(tmp_path: Path, name: str, content: bytes, codes: list[str]) -> None:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    (deck / name).write_bytes(content)
    record = deck / "animals" / "grevys-zebra.yaml"
    record.write_text(record.read_text(encoding="utf-8") + f"illustration: ../{name}\n", encoding="utf-8")
    result = check_targets(collect_targets([str(deck)]))
    assert [d.code for d in result.diagnostics] == codes
