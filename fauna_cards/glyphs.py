"""Which characters the card fonts draw, without opening the fonts.

`fauna print` draws every card in DejaVu Sans (fauna_cards/fonts/); a character a font lacks
prints as an empty box. `fauna validate` warns about such characters (`missing-glyph`) from
the code points each font covers, kept in fauna_cards/fonts/coverage.txt, so that a check
needs neither the fonts' bytes nor a PDF library. The file is made from the fonts:

    python -m fauna_cards.glyphs --write    # after replacing a font
    python -m fauna_cards.glyphs --check    # exit 1 if the file and the fonts differ
"""

from __future__ import annotations

import sys
from bisect import bisect_right
from functools import lru_cache

from fauna_cards.resources import fonts_dir

FONT_DIR = fonts_dir()
COVERAGE_FILE = FONT_DIR / "coverage.txt"
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
OBLIQUE = "DejaVuSans-Oblique.ttf"
FONT_FILES = (REGULAR, BOLD, OBLIQUE)

Ranges = list[tuple[int, int]]  # inclusive first and last code points, ascending

_HEADER = """\
# The code points each card font draws, as ranges in hexadecimal (first-last, or one).
# Made from the font files by `python -m fauna_cards.glyphs --write`: do not edit by hand.
"""


@lru_cache(maxsize=None)
def coverage() -> dict[str, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Font file name -> (the first code point of each range, the last), for bisecting."""
    fonts: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for font, ranges in parse(COVERAGE_FILE.read_text(encoding="utf-8")).items():
        fonts[font] = (tuple(first for first, _ in ranges), tuple(last for _, last in ranges))
    return fonts


def missing(text: str, font: str = REGULAR) -> str:
    """The characters of `text` that `font` cannot draw, in order, once each (spaces aside)."""
    if text.isascii() and text.isprintable():
        return ""  # every card font draws printable ASCII
    firsts, lasts = coverage()[font]
    lacking: dict[str, None] = {}
    for character in text:
        if character.isspace():
            continue
        point = ord(character)
        index = bisect_right(firsts, point) - 1
        if index < 0 or point > lasts[index]:
            lacking[character] = None
    return "".join(lacking)


def parse(text: str) -> dict[str, Ranges]:
    fonts: dict[str, Ranges] = {}
    current: Ranges | None = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = fonts.setdefault(line[1:-1], [])
            continue
        if current is None:
            raise ValueError(f"{COVERAGE_FILE.name}: ranges before a [font] line")
        for item in line.split():
            first, _, last = item.partition("-")
            current.append((int(first, 16), int(last or first, 16)))
    return fonts


def to_ranges(points: set[int]) -> Ranges:
    ranges: Ranges = []
    for point in sorted(points):
        if ranges and ranges[-1][1] == point - 1:
            ranges[-1] = (ranges[-1][0], point)
        else:
            ranges.append((point, point))
    return ranges


def render(fonts: dict[str, Ranges]) -> str:
    lines = [_HEADER.rstrip("\n")]
    for font, ranges in fonts.items():
        lines.append(f"[{font}]")
        items = [f"{first:x}" if first == last else f"{first:x}-{last:x}" for first, last in ranges]
        lines += [" ".join(items[start:start + 10]) for start in range(0, len(items), 10)]
    return "\n".join(lines) + "\n"


def from_fonts() -> dict[str, Ranges]:
    """The coverage read from the font files themselves (needs reportlab)."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    return {font: to_ranges(set(TTFontFile(str(FONT_DIR / font)).charToGlyph)) for font in FONT_FILES}


def main(arguments: list[str]) -> int:
    if arguments not in (["--write"], ["--check"]):
        sys.stderr.write("usage: python -m fauna_cards.glyphs --write | --check\n")
        return 2
    text = render(from_fonts())
    if arguments == ["--write"]:
        COVERAGE_FILE.write_text(text, encoding="utf-8")
        return 0
    if COVERAGE_FILE.read_text(encoding="utf-8") != text:
        sys.stderr.write(f"{COVERAGE_FILE} differs from the fonts: run python -m fauna_cards.glyphs --write\n")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
