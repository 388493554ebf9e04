"""YAML text to Python data through the parser's nodes, and line and column from their marks.

ruamel's safe loader composes a file's nodes in C (libyaml) and then builds the data in
Python, through several generic calls a node. A record is almost all plain text, mappings
and lists, so `build` makes those itself and hands every other scalar to ruamel's own
constructor (Loader): the values and the errors stay ruamel's. A document with anything
else (a merge key, a tagged collection, a key that is a list, a duplicate key, an alias that
contains itself, a value that cannot be built) is built by ruamel from its root, so that
ruamel finds its errors in its own order.

Each node carries the line and column where it starts (its mark): Positions walks the nodes
along a path of keys. Nodes take about three times the memory of the data they make, so only
the last few files read keep theirs; an older one composes them again, in C, if a finding
needs a position (Document.locate).
"""

from __future__ import annotations

import re
import warnings
from bisect import bisect_right
from typing import Any

from ruamel.yaml.constructor import ConstructorError
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.nodes import MappingNode, ScalarNode, SequenceNode
from ruamel.yaml.resolver import VersionedResolver

try:  # libyaml's parser: about six times faster than the pure-Python one
    from ruamel.yaml.cyaml import CSafeLoader as _ParserLoader
except ImportError:  # pragma: no cover - depends on the installed wheels
    from ruamel.yaml.loader import SafeLoader as _ParserLoader

# The pure-Python loader resolves by the document's %YAML version: its tags are not the
# text's alone, and are not kept.
_VERSIONED = issubclass(_ParserLoader, VersionedResolver)
MAX_INT_BITS = 60  # about 10**18: counts, bids and scores are small; larger is a typo or an attack

_TAG = "tag:yaml.org,2002:"
_STR, _INT, _BOOL, _NULL, _MAP, _SEQ = (_TAG + name for name in ("str", "int", "bool", "null", "map", "seq"))
_BOOLS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
# The tags of keys that build makes itself or hands to ruamel one by one; a merge key (<<),
# a value key (=) or a date as a key needs ruamel's whole mapping rules.
_KEY_TAGS = frozenset({_STR, _INT, _BOOL, _NULL})
_BUSY = object()  # a collection whose building has started and not ended: an alias to itself
_PLAIN_TAGS: dict[str, Any] = {}  # plain scalar text -> its resolved tag (Loader.resolve)
_MOST_PLAIN_TAGS = 50_000


class Loader(_ParserLoader):  # type: ignore[misc, valid-type]
    """The safe loader, except that a value it cannot build (an integer of 5,000 digits,
    2024-02-30, `!!bool maybe`) is a YAML error at that value, not a crash somewhere later."""

    def resolve(self, kind, value, implicit):  # type: ignore[no-untyped-def]
        # The tag of a plain scalar depends on its text alone (no path resolvers are
        # registered): the keys and values that recur across a deck's files are matched
        # against the resolver's patterns once. libyaml's composer asks for every node.
        if kind is ScalarNode and implicit[0] and not self.yaml_path_resolvers and not _VERSIONED:
            tag = _PLAIN_TAGS.get(value)
            if tag is None:
                tag = super().resolve(kind, value, implicit)
                if len(_PLAIN_TAGS) < _MOST_PLAIN_TAGS and len(value) <= 100:
                    _PLAIN_TAGS[value] = tag
            return tag
        return super().resolve(kind, value, implicit)

    def construct_object(self, node, deep=False):  # type: ignore[no-untyped-def]
        try:
            value = super().construct_object(node, deep)
        except MarkedYAMLError:
            raise
        except (ValueError, KeyError, TypeError, OverflowError, ArithmeticError) as error:
            raise ConstructorError(None, None, f"cannot read the value {_value_text(node)}: {_reason(error)}",
                                   node.start_mark) from None
        if type(value) is int and value.bit_length() > MAX_INT_BITS:  # 0xfff... passes the digit limit
            raise ConstructorError(None, None, f"cannot read the value {_value_text(node)}: a whole number "
                                   "beyond 18 digits, more than any field holds", node.start_mark)
        return value

    def construct_mapping(self, node, *args, **kwargs):  # type: ignore[no-untyped-def]
        # A mapping is filled after construct_object has returned it, so a key that cannot
        # be a key (`? [a, b]`, a list or mapping) fails here, not above.
        try:
            return super().construct_mapping(node, *args, **kwargs)
        except MarkedYAMLError:
            raise
        except TypeError:
            bad = next((key for key, _ in node.value if key.tag and key.tag.endswith((":seq", ":map"))), node)
            raise ConstructorError(None, None, "a key must be a single value such as a name, not a list or "
                                   "a mapping", bad.start_mark) from None


def _value_text(node) -> str:  # type: ignore[no-untyped-def]
    value = node.value if isinstance(node.value, str) else ""
    shown = value if len(value) <= 40 else f"{value[:20]}...({len(value):,} characters)"
    tag = node.tag.rsplit(":", 1)[-1] if node.tag else ""
    return f"{shown!r}" + (f" (tagged {tag})" if tag and tag not in ("str", "map", "seq") else "")


def _reason(error: Exception) -> str:
    text = " ".join(str(error).split())
    if "Exceeds the limit" in text:
        return "a number of more than 4,300 digits"
    if isinstance(error, KeyError):
        return "not a value of that tag"
    return text or type(error).__name__


class _Unusual(Exception):
    """A node that build leaves to ruamel, with the whole document."""


def build(loader: Loader, root: Any) -> tuple[Any, bool]:
    """The data of the document whose nodes `loader` composed, as ruamel's safe loader
    (Loader) builds it, and whether the nodes are as composed: ruamel's constructor moves
    merged keys into the mappings that merge them. Raises what Loader raises."""
    try:
        data = _build_plain(loader, root)
        loader.constructed_objects = {}  # the values it built one by one: not needed again
        return data, True
    except (_Unusual, YAMLError):
        # Start again from a clean constructor: one that failed midway remembers the node
        # it was building as one under construction.
        loader.constructed_objects, loader.recursive_objects = {}, {}
        loader.state_generators, loader.deep_construct = [], False
        return loader.construct_document(root), False


def _build_plain(loader: Loader, root: Any) -> Any:
    built: dict[int, Any] = {}  # id of a collection node -> its value: an alias shares it
    construct = loader.construct_object

    def value(node: Any) -> Any:
        tag = node.ctag
        suffix = tag.suffix if tag.handle is None else None
        if type(node) is ScalarNode:
            text = node.value
            if suffix == _STR:
                return text
            if suffix == _INT and len(text) <= 18 and text.isdigit() and text.isascii():
                return int(text)  # below 10**18, so within MAX_INT_BITS
            if suffix == _NULL:
                return None
            if suffix == _BOOL and text in _BOOLS:
                return _BOOLS[text]
            return construct(node)
        key = id(node)
        if key in built:
            if built[key] is _BUSY:
                raise _Unusual
            return built[key]
        built[key] = _BUSY
        if suffix == _MAP and type(node) is MappingNode:
            result: Any = {}
            for key_node, value_node in node.value:
                key_tag = key_node.ctag
                if type(key_node) is not ScalarNode or key_tag.handle is not None or key_tag.suffix not in _KEY_TAGS:
                    raise _Unusual
                result[value(key_node)] = value(value_node)
            if len(result) != len(node.value):
                raise _Unusual  # a duplicate key: ruamel says where
        elif suffix == _SEQ and type(node) is SequenceNode:
            result = [value(child) for child in node.value]
        else:
            raise _Unusual
        built[key] = result
        return result

    return value(root)


def deeper_than(root: Any, limit: int) -> Any:
    """The mark of the first collection, in the order of the text, nested more than `limit`
    levels deep; None if there is none. An alias is not followed: in the text it nests
    nothing, as the parser's events (yamlio._too_deep) see it."""
    seen: set[int] = set()
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if type(node) is ScalarNode or id(node) in seen:
            continue
        seen.add(id(node))
        if depth > limit:
            return node.start_mark
        children = node.value
        if type(node) is MappingNode:
            children = [child for pair in children for child in pair]
        stack.extend((child, depth + 1) for child in reversed(children))
    return None


class Positions:
    """Where each value of one document starts, read from its composed nodes."""

    def __init__(self, text: str, root: Any, loader: Loader) -> None:
        self.text = text
        self.root = root
        self.loader = loader  # to build keys that are not plain text
        # libyaml skips a byte order mark at the start: its marks count from after it.
        self.skipped = 1 if text.startswith("\ufeff") else 0
        self._line_starts: list[int] = []

    def locate(self, loc: tuple[Any, ...], at_key: bool) -> tuple[int, int]:
        """1-based line and column of the value (or key) at `loc`; where the path leaves the
        document (a missing key), the position of the deepest mapping or list it reached;
        1:1 for a document of one plain value."""
        node = self.root
        if type(node) not in (MappingNode, SequenceNode):
            return 1, 1
        index = self._index(node.start_mark)
        for depth, step in enumerate(loc):
            suffix = node.ctag.suffix if node.ctag.handle is None else None
            if type(node) is MappingNode and suffix == _MAP:
                pair = next((pair for pair in node.value if _key_equals(self.loader, pair[0], step)), None)
                if pair is None:
                    break
                if at_key and depth == len(loc) - 1:
                    index = self._index(pair[0].start_mark)
                else:
                    index = self._value_index(node, *pair)
                node = pair[1]
            elif type(node) is SequenceNode and suffix == _SEQ and type(step) is int and 0 <= step < len(node.value):
                node = node.value[step]
                index = self._index(node.start_mark)
            else:
                break  # a plain value, or a set or ordered map: no position of its own inside
        return self._line_column(index)

    def _index(self, mark: Any) -> int:
        return int(mark.index) + self.skipped

    def _value_index(self, mapping: Any, key: Any, value: Any) -> int:
        """Where a mapping's value starts. An empty value (`key:` and nothing) is placed
        where it always was (ruamel's own parser, before libyaml's marks): in a flow mapping
        right after its colon; in a block mapping at the next key or where the mapping
        ends, except that the colon's end stands for it when a comment follows the colon
        and a key of the same mapping comes next."""
        index = self._index(value.start_mark)
        if type(value) is not ScalarNode or value.value != "" or value.end_mark.index != value.start_mark.index:
            return index
        text = self.text
        colon = text.find(":", self._index(key.end_mark))
        if colon < 0 or colon >= index + 1:
            return index
        if mapping.flow_style:
            return colon + 1
        after = colon + 1
        while after < len(text) and text[after] in " \t":
            after += 1
        commented = after < len(text) and text[after] in "#\u2028\u2029\x85"
        following = after
        while following < len(text):
            if text[following] == "#":
                while following < len(text) and text[following] not in "\r\n":
                    following += 1
            elif text[following] in " \t\r\n\ufeff\u2028\u2029\x85":
                following += 1
            else:
                break
        line_start = text.rfind("\n", 0, following) + 1
        same_mapping = following < len(text) and following - line_start == mapping.start_mark.column
        return colon + 1 if commented and same_mapping else following

    def _line_column(self, index: int) -> tuple[int, int]:
        """1-based line and column of a character, counted as editors count them: a line
        ends at \\n, \\r\\n or \\r alone (libyaml also ends one at U+2028, U+2029 and U+0085),
        and a zero-width no-break space (U+FEFF) takes no column."""
        if not self._line_starts:
            self._line_starts = [0] + [match.end() for match in _LINE_BREAK.finditer(self.text)]
        line = bisect_right(self._line_starts, index) - 1
        start = self._line_starts[line]
        return line + 1, index - start - self.text.count("\ufeff", start, index) + 1


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def _key_equals(loader: Loader, key_node: Any, step: Any) -> bool:
    if type(key_node) is ScalarNode and key_node.ctag.handle is None and key_node.ctag.suffix == _STR:
        return bool(key_node.value == step)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # as when the document was loaded (yamlio)
            key = build(loader, key_node)[0]
    except (YAMLError, RecursionError):
        return False
    if isinstance(key, list):
        key = tuple(key)  # as ruamel makes a list usable as a key
    try:
        return bool(key == step)
    except Exception:  # noqa: BLE001 - a key that cannot be compared is not the one
        return False


def compose(text: str) -> Positions | None:
    """The positions of a document that composed once already; None if it does not."""
    loader = Loader(text)
    try:
        return Positions(text, loader.get_single_node(), loader)
    except (YAMLError, RecursionError):
        return None
    finally:
        loader.dispose()
