"""SVG illustrations, made safe before svglib sees them.

An SVG is parsed with lxml (no entities, no DTD, no network), its references are kept
inside the deck (an <image> file inside it is read, checked and embedded as a data: URI,
so that svglib opens no file or URL of its own), and the work svglib would do is counted
first: elements with every <use> copy, attribute and text data, CSS rules matched, clip
paths. Then svglib turns it into a reportlab drawing that the card places.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from fauna_cards.load.illustrations import (
    JPEG_SIGNATURE, MAX_IMAGE_BYTES, MB, PIXELS_HINT, PNG_SIGNATURE, Picture, Unusable, check_bytes,
    check_pixel_total, decode_image, error_reason, file_exists, inside_deck, outside, read_picture_bytes, too_large,
    unreadable,
)
from fauna_cards.printing.fonts import BOLD, ITALIC, REGULAR, register_fonts

# Card art as a drawing is a few hundred kilobytes; 5 MB is a detailed map or tracing.
MAX_SVG_BYTES = 5 * MB
# svglib takes ~0.2 ms per element and renderPDF another ~0.1 ms: 10,000 elements (with
# every <use> copy) convert in about 2.5 s; 2 million characters of path data, text and
# styles in about 3 s. A file past these is a tracing to simplify, not card art.
MAX_SVG_ELEMENTS = 10_000
MAX_SVG_DATA = 2_000_000
# svglib and renderPDF recurse for each nested group and <use>: deeper files exhaust
# Python's stack; real drawings nest a dozen levels.
MAX_SVG_DEPTH = 100
# A <style> sheet costs each element one test per candidate selector (~1 us each), and
# svglib joins a clip path's shapes pairwise (cost: shapes squared, per clipped element).
MAX_STYLE_TESTS = 2_000_000
MAX_STYLE_SELECTORS = 1_000
MAX_CLIP_WORK = 1_000_000


SVG_NAMESPACE = "http://www.w3.org/2000/svg"
HREFS = ("href", "{http://www.w3.org/1999/xlink}href")
# What svglib decodes as an embedded image; any other data: URI it silently skips.
SVGLIB_DATA_IMAGE = re.compile(r"^data:image/(jpe?g|png);base64")
URL_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")  # http:, file:, data:, also C:
CSS_URL = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)""", re.IGNORECASE)
CSS_IMPORT = re.compile(r"""@import\s+(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
CLIP_REFERENCE = re.compile(r"url\(#([^)]*)\)")  # as svglib reads clip-path
CSS_CLIP = re.compile(r"clip-path\s*:\s*url\(\s*['\"]?#([^)'\"\s]*)")


# --- SVG ---------------------------------------------------------------------------------


def decode_svg(data: bytes, display: str, folder: Path, deck_root: Path) -> Picture:
    """The SVG as the reportlab Drawing printing places. Parsed by lxml without entities or
    network; every reference checked (and images inlined) so that svglib opens no file;
    the drawing work bounded before svglib starts."""
    check_bytes(data, MAX_SVG_BYTES, display, _SIMPLIFY)
    root = _svg_root(data, display)
    references = _References(display, folder, deck_root)
    references.check(root)
    _DrawingWork(root, display, references.pixels).check()
    return _drawing(root, display)


_SIMPLIFY = "simplify the drawing (fewer nodes, e.g. Inkscape's Path > Simplify) or export it as PNG"


def _svg_root(data: bytes, display: str) -> Any:
    from lxml import etree

    # No entity is expanded (an external one would read a file), no DTD loaded, nothing
    # fetched; huge_tree=False keeps libxml2's limits on depth, text and amplification.
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False,
                             remove_comments=True, remove_pis=True)
    try:
        root = etree.fromstring(data, parser)
    except (etree.XMLSyntaxError, ValueError) as error:
        where = re.sub(r" \(<string>, line \d+\)$", "", " ".join(str(error).split()))  # lxml names its buffer
        raise unreadable(f"{display} is not a well-formed SVG file: {where}") from None
    namespace, _, name = root.tag.rpartition("}")
    if name != "svg" or namespace not in ("", "{" + SVG_NAMESPACE):
        raise unreadable(f"{display} is not an SVG image: its root element is <{name}>")
    return root


def _local_name(element: Any) -> str:
    return element.tag.rpartition("}")[2]


class _References:
    """Every reference of one SVG to something outside it. A data: URI or a file inside the
    deck is allowed; anything else (an absolute path, http:, file:, a path out of the deck)
    is refused. An <image> file is read here, bounded, and put into the tree as a data: URI:
    svglib then draws from those bytes and never opens a file or URL itself."""

    def __init__(self, display: str, folder: Path, deck_root: Path) -> None:
        self.display = display
        self.folder = folder
        self.deck_root = deck_root
        self.pixels: dict[Any, int] = {}  # each <image> element: the pixels it draws
        self.files: dict[Path, tuple[bytes, Picture]] = {}
        self.spent_pixels = 0
        self.spent_bytes = 0

    def check(self, root: Any) -> None:
        from lxml import etree

        for element in root.iter(etree.Element):
            name = _local_name(element)
            for attribute, value in element.attrib.items():
                if attribute in HREFS:
                    if name != "a":  # a hyperlink is not loaded
                        self._href(element, name, attribute, value.strip())
                else:
                    self._css(value, CSS_URL)
            if name == "style":
                self._css(element.text or "", CSS_URL, CSS_IMPORT)

    def _href(self, element: Any, name: str, attribute: str, reference: str) -> None:
        if not reference or reference.startswith("#"):
            return
        embedded = reference.startswith("data:")
        path = None if embedded else self._local_file(reference)  # refused first if it leaves the deck
        if name == "use":
            raise unreadable(f"{self.display} has a <use> of {reference[:80]!r}: a <use> can only repeat a part "
                             "of the same file", "copy the part into this file")
        if name == "image" and path is None:
            self._embedded(element, reference)
        elif name == "image":
            self._inline(element, attribute, path, reference)

    def _css(self, text: str, *patterns: re.Pattern[str]) -> None:
        for pattern in patterns:
            for match in pattern.finditer(text):
                reference = next(group for group in match.groups() if group is not None).strip()
                if reference and not reference.startswith(("#", "data:")):
                    self._local_file(reference)

    def _local_file(self, reference: str) -> Path:
        named = f"{self.display} refers to {reference!r}, which"
        if URL_SCHEME.match(reference) or reference.startswith(("/", "\\")):
            raise outside(f"{named} lies outside the deck folder (only data: URIs and relative paths are followed)")
        written = unquote(reference.partition("#")[0].partition("?")[0])
        return inside_deck(written, self.folder, self.deck_root, named)

    def _embedded(self, element: Any, reference: str) -> None:
        match = SVGLIB_DATA_IMAGE.match(reference)
        if match is None:
            raise unreadable(f"{self.display} embeds an image that is not a base64 PNG or JPEG: it would not print")
        try:
            data = base64.decodebytes(reference[match.end() + 1:].encode("ascii"))
        except (UnicodeEncodeError, binascii.Error):
            raise unreadable(f"{self.display} embeds an image whose base64 text is damaged") from None
        if not data.startswith((PNG_SIGNATURE, JPEG_SIGNATURE)):
            raise unreadable(f"{self.display} embeds an image that is not a PNG or JPEG")
        self._charge(element, decode_image(data, f"an image embedded in {self.display}"), len(data))

    def _inline(self, element: Any, attribute: str, path: Path, reference: str) -> None:
        if path not in self.files:
            self.files[path] = self._image_file(path, reference)
        data, picture = self.files[path]
        self._charge(element, picture, len(data))
        kind = "png" if data.startswith(PNG_SIGNATURE) else "jpeg"
        element.set(attribute, f"data:image/{kind};base64,{base64.b64encode(data).decode('ascii')}")

    def _image_file(self, path: Path, reference: str) -> tuple[bytes, Picture]:
        display = f"{self.display}'s image {reference!r}"
        if not file_exists(path, display):
            raise Unusable("illustration-missing", f"no file at {reference!r}, the image {self.display} draws",
                           "the path is relative to the SVG file's folder")
        data = read_picture_bytes(path, display, MAX_IMAGE_BYTES)
        if not data.startswith((PNG_SIGNATURE, JPEG_SIGNATURE)):
            what = "another SVG file, which printing does not follow" if path.suffix.lower() == ".svg" else \
                "not a PNG or JPEG image"
            raise unreadable(f"{display} is {what}", "an SVG may draw PNG and JPEG images; copy drawings into it")
        return data, decode_image(data, display)

    def _charge(self, element: Any, picture: Picture, size: int) -> None:
        pixels = int(picture.width * picture.height)
        self.pixels[element] = pixels
        self.spent_pixels += pixels
        self.spent_bytes += size
        if self.spent_bytes > MAX_IMAGE_BYTES:
            raise too_large(f"the images {self.display} draws are larger than {MAX_IMAGE_BYTES // MB} MB together",
                            PIXELS_HINT)
        check_pixel_total(self.spent_pixels, self.display)




@dataclass
class _Work:
    """What svglib makes of one element and everything it draws through it."""

    elements: int = 0
    data: int = 0  # characters of attributes, text and matched CSS declarations
    style_tests: int = 0  # CSS selectors tested
    clip: int = 0  # clip path shapes, squared, per clipped element
    pixels: int = 0  # of embedded images
    depth: int = 0  # levels of groups and <use> below

    def add(self, other: _Work) -> None:
        self.elements += other.elements
        self.data += other.data
        self.style_tests += other.style_tests
        self.clip += other.clip
        self.pixels += other.pixels
        self.depth = max(self.depth, other.depth + 1)


class _DrawingWork:
    """Bounds what svglib and renderPDF will do, computed from the tree before they start:
    each <use> (and <image href="#..">, clip-path="url(#..)") counts its target again, as
    svglib copies it, so a "billion laughs" of nested <use> is refused, not drawn."""

    def __init__(self, root: Any, display: str, pixels: dict[Any, int]) -> None:
        from lxml import etree

        self.root = root
        self.display = display
        self.pixels = pixels
        self.ids = {element.get("id"): element for element in root.iter(etree.Element) if element.get("id")}
        self.styles = _StyleSheet(root, display)
        self.done: dict[Any, _Work] = {}
        self.open: set[Any] = set()

    def check(self) -> None:
        self._limit(self._of(self.root, 0))

    def _of(self, element: Any, depth: int) -> _Work:
        if depth > MAX_SVG_DEPTH:  # checked on the way down: this walk's own recursion stays bounded
            raise self._too_deep()
        work = self.done.get(element) or self._count(element, depth)
        if depth + work.depth > MAX_SVG_DEPTH:  # a part met again deeper down, through a <use>
            raise self._too_deep()
        return work

    def _count(self, element: Any, depth: int) -> _Work:
        from lxml import etree

        if element in self.open:
            raise unreadable(f"{self.display} has a <use> or clip path that contains itself")
        self.open.add(element)
        styled = self.styles.applying_to(element)
        work = self._own(element, styled)
        for child in element.iterchildren(etree.Element):
            work.add(self._of(child, depth + 1))
        for target, clipping in self._targets(element, styled):
            drawn = self._of(target, depth + 1)
            work.add(drawn)
            work.clip += drawn.elements ** 2 if clipping else 0
        self.open.discard(element)
        self._limit(work)
        self.done[element] = work
        return work

    def _too_deep(self) -> Unusable:
        return too_large(f"{self.display} nests groups and <use> more than {MAX_SVG_DEPTH} levels deep", _SIMPLIFY)

    def _own(self, element: Any, styled: _Rules) -> _Work:
        data = sum(len(value) for name, value in element.attrib.items() if name not in HREFS)
        data += len(element.text or "") + len(element.tail or "")
        return _Work(elements=1, data=data + styled.characters, style_tests=styled.selectors,
                     pixels=self.pixels.get(element, 0))

    def _targets(self, element: Any, styled: _Rules) -> list[tuple[Any, bool]]:
        """The elements svglib draws again for this one: a <use> target, an <image> of a part
        of this file, and its clip paths (an attribute, or a style svglib has copied into an
        attribute by the time it draws a <use> copy)."""
        targets = []
        if _local_name(element) in ("use", "image"):
            reference = next((element.get(name) for name in HREFS if element.get(name)), "").strip()
            if reference.startswith("#") and reference[1:] in self.ids:
                targets.append((self.ids[reference[1:]], False))
        clips = set(CLIP_REFERENCE.findall(element.get("clip-path", "")))
        clips |= set(CSS_CLIP.findall(element.get("style", ""))) | styled.clips
        targets += [(self.ids[clip], True) for clip in sorted(clips) if clip in self.ids]
        return targets

    def _limit(self, work: _Work) -> None:
        display = self.display
        if work.elements > MAX_SVG_ELEMENTS:
            raise too_large(f"{display} draws more than {MAX_SVG_ELEMENTS:,} elements (counting every <use> copy)",
                            _SIMPLIFY)
        if work.data > MAX_SVG_DATA:
            raise too_large(f"{display} draws more than {MAX_SVG_DATA:,} characters of path data, text and style "
                            "(counting every <use> copy)", _SIMPLIFY)
        if work.style_tests > MAX_STYLE_TESTS:
            raise too_large(f"{display} has more CSS rules than its elements can be tested against in time "
                            f"({work.style_tests:,} tests)", "give the elements classes, or fewer <style> rules")
        if work.clip > MAX_CLIP_WORK:
            raise too_large(f"{display} clips with paths of too many shapes (svglib joins them pairwise)", _SIMPLIFY)
        check_pixel_total(work.pixels, display)


@dataclass
class _Rules:
    """The <style> selectors under one index key, and what they may apply."""

    selectors: int = 0
    characters: int = 0  # of their declarations
    clips: frozenset[str] = frozenset()  # ids their clip-path declarations name

    def add(self, other: _Rules) -> None:
        self.selectors += other.selectors
        self.characters += other.characters
        self.clips |= other.clips


class _StyleSheet:
    """The <style> rules svglib will apply, indexed as cssselect2 matches them: a selector
    keyed by an id, class or element name is tested only on elements that have it; the
    rest ("broad") on every element. What an element costs: the selectors tested, the
    characters of declarations svglib may copy into it, the clip paths they may name."""

    def __init__(self, root: Any, display: str) -> None:
        self.display = display
        self.keyed: dict[tuple[str, str], _Rules] = {}
        self.broad = _Rules()
        self.count = 0
        for element in root.iter("{*}style"):
            try:
                found = self._selectors(element.text or "")
            except RecursionError:  # tinycss2 recurses into nested brackets, as svglib would
                raise unreadable(f"{display} nests brackets in its <style> too deeply to read") from None
            for key, rules in found:
                (self.keyed.setdefault(key, _Rules()) if key else self.broad).add(rules)

    def _selectors(self, text: str) -> list[tuple[tuple[str, str] | None, _Rules]]:
        """Each selector's index key (None: broad) and its declarations, read as svglib reads
        them; a rule svglib would fail on is a finding."""
        import cssselect2
        import tinycss2

        found: list[tuple[tuple[str, str] | None, _Rules]] = []
        for rule in tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True):
            if rule.type == "error":
                raise unreadable(f"{self.display} has a CSS error in its <style>: {rule.message}")
            if rule.type == "at-rule" or not rule.prelude:
                continue
            self._count(rule.prelude)
            try:
                selectors = cssselect2.compile_selector_list(rule.prelude)
            except Exception as error:  # noqa: BLE001 - SelectorError, and worse for absurd selectors
                raise unreadable(f"{self.display} has a CSS selector svglib cannot read: {error_reason(error)}") from None
            declarations = tinycss2.serialize(rule.content)
            rules = _Rules(1, len(declarations), frozenset(CSS_CLIP.findall(declarations)))
            found += [(_selector_key(selector), rules) for selector in selectors if not selector.never_matches]
        return found

    def _count(self, prelude: list[Any]) -> None:
        """Count a rule's selectors before cssselect2 compiles them: each becomes an eval."""
        self.count += 1 + sum(1 for token in prelude if token.type == "literal" and token.value == ",")
        if self.count > MAX_STYLE_SELECTORS:
            raise too_large(f"{self.display} has more than {MAX_STYLE_SELECTORS:,} CSS selectors", _SIMPLIFY)

    def applying_to(self, element: Any) -> _Rules:
        keys = [("id", element.get("id")), ("name", _local_name(element).lower())]
        keys += [("class", name) for name in set(element.get("class", "").split())]
        rules = _Rules()
        for found in [self.broad, *(self.keyed[key] for key in keys if key in self.keyed)]:
            rules.add(found)
        return rules


def _selector_key(selector: Any) -> tuple[str, str] | None:
    if selector.id is not None:
        return ("id", selector.id)
    if selector.class_name is not None:
        return ("class", selector.class_name)
    if selector.lower_local_name is not None:
        return ("name", selector.lower_local_name)
    return None


def _drawing(root: Any, display: str) -> Picture:
    """svglib's conversion, with no source path (so it cannot resolve a file reference of
    its own) and the card fonts (so it looks up no font file and runs no fontconfig)."""
    from svglib.svglib import SvgRenderer

    try:
        drawing = SvgRenderer(None, font_map=_CardFonts()).render(root)
    except Exception as error:  # noqa: BLE001 - svglib fails in many ways on odd input
        raise unreadable(f"{display} cannot be drawn: {error_reason(error)}") from None
    register_fonts()
    drawing.initialFontName = REGULAR  # renderPDF would start in Helvetica, not embedded
    width, height = float(drawing.width), float(drawing.height)
    if not all(math.isfinite(side) and side > 0 for side in (width, height)):
        raise unreadable(f"{display} has no size to draw at", "give the <svg> element a width and height or a viewBox")
    return Picture(width, height, drawing=drawing)


class _CardFonts:
    """svglib's font lookup, answered with the card fonts. svglib's own map would read any
    font-family as a file name (a path out of the deck), run fc-match for unknown names,
    and leave text in fonts the PDF does not embed."""

    def find_font(self, font_name: str, weight: Any = "normal", style: Any = "normal") -> tuple[str, bool]:
        register_fonts()
        weight = str(weight).lower()
        if weight in ("bold", "bolder") or (weight.isdigit() and int(weight) >= 600):
            return BOLD, True
        if str(style).lower() in ("italic", "oblique"):
            return ITALIC, True
        return REGULAR, True
