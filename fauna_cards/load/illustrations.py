"""A record's illustration: a PNG, JPEG or SVG file inside the deck.

`fauna validate` and `fauna print` go through one function, `load_illustration`: it reads
the file once (bounded, never blocking), decodes it fully as printing will draw it, and
returns the Picture that printing places, or raises Unusable with the reason. So a file
that validate accepts prints, and a file print would refuse is a finding first.

Hostile files are bounded before the expensive libraries see them: bytes, pixels, and for
an SVG the work svglib would do (elements with every <use> copy, attribute and text data,
CSS rules matched, clip paths). The limits are generous for card art; docs/format.md
explains them to authors.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fauna_cards.errors import EXIT_FINDINGS, FaunaError, IOTrouble
from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.record import AnimalRecord
from fauna_cards.safe_io import read_bounded

MB = 1024 * 1024
# A card's picture box is about 9 x 7 cm (A6): 300 dpi make it ~1 megapixel; a camera original
# is 10-40 megapixels and 5-15 MB as JPEG. 20 MB admits any such photograph; a larger file
# is an uncompressed export nobody needs on a card (a PNG is decoded whole in memory).
MAX_IMAGE_BYTES = 20 * MB
# 40 megapixels cover a full-frame camera original; decoded (RGBA) that is 160 MB, which
# bounds the memory one picture takes. PIL's own bomb limit (89 MP) is far above this.
MAX_PIXELS = 40_000_000
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
JPEG_SIGNATURE = b"\xff\xd8\xff"



class Unusable(FaunaError):
    """Why an illustration cannot be printed: the rule code, the message, perhaps a hint."""

    exit_code = EXIT_FINDINGS

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message, code)
        self.hint = hint


def unreadable(message: str, hint: str | None = None) -> Unusable:
    return Unusable("illustration-unreadable", message, hint)


def too_large(message: str, hint: str) -> Unusable:
    return Unusable("illustration-too-large", message, hint)


def outside(message: str) -> Unusable:
    return Unusable("illustration-outside", message, "keep images inside the deck, with a path relative to the record")


@dataclass(frozen=True)
class Picture:
    """An illustration as printing uses it: the PNG or JPEG bytes (reportlab embeds them),
    or the SVG as a reportlab Drawing. Width and height: pixels, or points for a drawing."""

    width: float
    height: float
    data: bytes | None = None
    drawing: Any = None


# --- the record's illustration ---------------------------------------------------------


def check_illustration(record: AnimalRecord, record_path: Path, deck_root: Path, decode: bool = True) -> list[Finding]:
    """The illustration must be a PNG, JPEG or SVG inside the deck folder that prints. Without
    `decode`, for a command that never draws it, only that the file is there, in the deck."""
    written = getattr(record, "illustration", None)
    if written is None:
        return []
    try:
        target = illustration_path(written, record_path.parent, deck_root)
        if decode:
            load_illustration(target, deck_root, repr(written))
    except Unusable as reason:
        return [Finding(("illustration",), reason.code, reason.message, hint=reason.hint)]
    return []


def illustration_path(written: str, folder: Path, deck_root: Path) -> Path:
    """The existing file `written` names (relative to `folder`), links resolved, inside the deck."""
    target = inside_deck(written, folder, deck_root, repr(written))
    if not file_exists(target, repr(written)):
        guess = closest_image(written, folder, deck_root)
        raise Unusable("illustration-missing", f"no file at {written!r}",
                       "; ".join(part for part in (guess, "the path is relative to the record's folder") if part))
    return target


IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".svg")
MOST_FILES_COMPARED = 10_000  # a deck has a few hundred files; a larger tree is not searched further


def closest_image(written: str, folder: Path, deck_root: Path) -> str | None:
    """'did you mean ...' with the image file in the deck that `written` most likely means: one
    of the same name in another folder, case or extension, else the closest name (a typo),
    written from `folder`; or None. Names are compared without their folders, so that
    `images/okapi.png` never suggests `images/koala.png`."""
    import os

    from fauna_cards.suggest import did_you_mean

    by_name: dict[str, str] = {}  # file name without extension, lower case -> path as written
    seen = 0
    for current, folders, files in os.walk(deck_root):  # links to folders are not followed
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(files):
            seen += 1
            if seen > MOST_FILES_COMPARED:
                break
            if name.startswith(".") or not name.lower().endswith(IMAGE_SUFFIXES):
                continue
            by_name.setdefault(Path(name).stem.lower(), Path(os.path.relpath(Path(current) / name, folder)).as_posix())
        if seen > MOST_FILES_COMPARED:
            break
    wanted = Path(written).stem.lower()
    if wanted in by_name:
        return f"did you mean {by_name[wanted]!r}?"
    guess = did_you_mean(wanted, by_name)
    if guess is None:
        return None
    return f"did you mean {by_name[guess.split(chr(39))[1]]!r}?"


def file_exists(path: Path, display: str) -> bool:
    try:
        return path.exists()
    except OSError as error:  # a name too long, a folder that may not be searched
        raise unreadable(f"{display} is not a usable path: {error.strerror or error}") from None


def inside_deck(written: str, folder: Path, deck_root: Path, display: str) -> Path:
    relative = Path(written)
    try:
        target = (folder / relative).resolve()
        root = deck_root.resolve()
    except (ValueError, OSError, RuntimeError) as error:  # a NUL character; a loop of links (RuntimeError)
        raise unreadable(f"{display} is not a usable path: {error}") from None
    if relative.is_absolute() or not target.is_relative_to(root):
        raise outside(f"{display} lies outside the deck folder")
    return target


def deck_folder_of(path: Path) -> Path:
    """The deck an illustration belongs to, for printing, which is not told: the nearest
    folder above it with deck.yaml (as for a lone record), else the file's own folder."""
    from fauna_cards.load.deck import MANIFEST

    for folder in path.parents:
        try:
            if (folder / MANIFEST).is_file():
                return folder
        except OSError:  # a folder above that may not be searched: no deck there
            continue
    return path.parent


# --- reading and decoding: the one function validate and print share -----------------


def load_illustration(path: Path, deck_root: Path, display: str) -> Picture:
    """The picture at `path` (an existing file inside `deck_root`), fully decoded. Raises
    Unusable; `display` names the file in messages."""
    data = read_picture_bytes(path, display, MAX_IMAGE_BYTES)  # the larger of the two limits
    if not data:
        raise unreadable(f"{display} is empty")
    if data.startswith((PNG_SIGNATURE, JPEG_SIGNATURE)):
        return decode_image(data, display)
    if path.suffix.lower() == ".svg":
        from fauna_cards.load.svg_illustration import MAX_SVG_BYTES, decode_svg  # it imports this module

        check_bytes(data, MAX_SVG_BYTES, display, "simplify the drawing")
        return decode_svg(data, display, path.parent, deck_root)
    raise unreadable(f"{display} is not a PNG, JPEG or SVG image", "an SVG drawing's name ends in .svg")


def read_picture_bytes(path: Path, display: str, limit: int) -> bytes:
    try:
        return read_bounded(path, display, limit)  # refuses folders, pipes and devices; never blocks
    except IOTrouble as error:
        raise unreadable(str(error)) from None


def check_bytes(data: bytes, limit: int, display: str, hint: str) -> None:
    if len(data) > limit:
        raise too_large(f"{display} is larger than {limit // MB} MB", hint)

def check_pixel_total(pixels: int, display: str) -> None:
    if pixels > MAX_PIXELS:
        raise too_large(f"the images {display} draws have more than {MAX_PIXELS // 1_000_000} megapixels together",
                        PIXELS_HINT)


# --- PNG and JPEG ----------------------------------------------------------------------


def decode_image(data: bytes, display: str) -> Picture:
    """A PNG or JPEG decoded whole, as reportlab will draw it: a truncated or damaged file
    fails here, not while printing."""
    check_bytes(data, MAX_IMAGE_BYTES, display, "save it smaller: a card needs about 1-2 megapixels")
    embedded = _jpeg_size_as_embedded(data, display) if data.startswith(JPEG_SIGNATURE) else None
    size = _decoded_size(data, display)
    if embedded not in (None, size):
        raise _not_embeddable(display)
    return Picture(float(size[0]), float(size[1]), data=data)


def _decoded_size(data: bytes, display: str) -> tuple[int, int]:
    from PIL import Image

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)  # a bomb is a finding
            with Image.open(io.BytesIO(data), formats=("PNG", "JPEG")) as image:
                _check_pixels(image.size, display)  # from the header, before decoding a pixel
                image.load()
                return image.size
    except Unusable:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        message = f"{display} has more than {MAX_PIXELS // 1_000_000} megapixels ({error})"
        raise too_large(message, PIXELS_HINT) from None
    except Image.UnidentifiedImageError:
        raise unreadable(f"{display} is damaged: it is no PNG or JPEG that can be decoded") from None
    except Exception as error:  # noqa: BLE001 - PIL signals damage with many exception types
        raise unreadable(f"{display} is damaged: it cannot be decoded ({error_reason(error)})") from None


PIXELS_HINT = "scale it down: a card needs about 1-2 megapixels"


def _check_pixels(size: tuple[int, int], display: str) -> None:
    width, height = size
    if width * height > MAX_PIXELS:
        raise too_large(f"{display} has {width} x {height} pixels, more than {MAX_PIXELS // 1_000_000} megapixels",
                        PIXELS_HINT)


def _jpeg_size_as_embedded(data: bytes, display: str) -> tuple[int, int]:
    """reportlab puts a JPEG into the PDF as it is, reading the header with its own parser;
    a JPEG that parser misreads (arithmetic coding, 12 bits, odd padding) would print as a
    placeholder. Read first: it is quick, and it spares decoding such a file."""
    from reportlab.pdfbase.pdfutils import readJPEGInfo

    try:
        width, height, _, _ = readJPEGInfo(io.BytesIO(data))
    except Exception:  # noqa: BLE001 - struct errors, PDFError
        raise _not_embeddable(display) from None
    return width, height


def _not_embeddable(display: str) -> Unusable:
    return unreadable(f"{display} is a kind of JPEG that cannot go into a PDF as it is",
                      "save it again as an ordinary (baseline or progressive, 8-bit) JPEG or as PNG")


def error_reason(error: Exception) -> str:
    text = str(error).strip()
    return f"{type(error).__name__}: {text[:200]}" if text else type(error).__name__


