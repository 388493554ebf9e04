"""Reading YAML safely and fast, and finding where things are in it.

Every file is parsed once: libyaml's C parser (through ruamel's safe loader) composes its
nodes and load/yaml_nodes.py builds the data from them. The nodes know the line and column of
every value: those of the files read last stay at hand for their findings, and an older
file that has something to report composes them again, in C. That keeps a clean deck fast,
a broken one close to it, and every diagnostic precise.
"""

from __future__ import annotations

import re
import warnings
from collections import deque
from pathlib import Path
from typing import Any

from ruamel.yaml.constructor import ConstructorError
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from fauna_cards.catalog import diagnostic
from fauna_cards.load.yaml_nodes import Loader, Positions, build, compose, deeper_than
from fauna_cards.model.diagnostics import Diagnostic, Finding, Location
from fauna_cards.safe_io import read_bounded

MAX_FILE_BYTES = 1024 * 1024  # a record is a few hundred bytes; a megabyte is not a record
MAX_ALIAS_NODES = 100_000  # what aliases may add: they may share nodes, not multiply them into millions
HEAD_BYTES = 64 * 1024  # what is read to tell a file's kind when the whole cannot be read
MAX_DEPTH = 64  # a record nests four levels; libyaml's composer recurses in C and can crash
# Each level of nesting opens with an indicator of its own: `[`, `{`, a `:` or `?` (a mapping,
# also one inside brackets), or a `-` followed by a space or a line break (a list item; libyaml
# breaks lines at U+0085, U+2028 and U+2029 too). A text with fewer of them than MAX_DEPTH
# cannot nest deeper and needs no depth check; the hyphens of ids and ranges do not count.
_INDICATORS = ("[", "{", ":", "?", *("-" + after for after in " \t\r\n\x85\u2028\u2029"))
# A text with more of them than this could nest deep enough to overflow the C stack of
# libyaml's composer (it crashes near 30,000 levels): its depth is read from the parser's
# events before anything is composed. Below, the composed nodes tell it.
_COMPOSER_SAFE_NESTING = 1_000
UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
# The composed nodes of the documents read or placed last. A document's findings come soon
# after it is read, in a few batches (its shape, then its rules): they find its nodes still
# there. Keeping every file's nodes until the end of a run would hold several times the
# deck's data, so an older document composes its nodes again if it needs them.
_COMPOSED: deque[list[Any]] = deque(maxlen=4)


class Document:
    """One YAML file: its data if it parsed, the problems found so far, and its positions."""

    def __init__(self, path: Path, display: str) -> None:
        self.path = path
        self.display = display
        self.data: Any = None
        self.text: str | None = None
        # The start of the file as text, even of one that does not decode or is too large:
        # enough to tell what kind of file it is (its schema line and first keys).
        self.head = ""
        self.problems: list[Diagnostic] = []
        # The composed nodes, once a finding needs a position: a list, so that a copy of the
        # document (load/game_files.py) shares them.
        self._positions: list[Any] = []
        self._composable = False  # whether the text composed once, within MAX_DEPTH

    def problem(self, line: int, column: int, code: str, message: str, hint: str | None = None) -> None:
        self.problems.append(diagnostic(self.display, line, column, code, message, hint))

    def place(self, findings: list[Finding]) -> list[Diagnostic]:
        """Turn findings into diagnostics at their line and column."""
        return [self._place(finding) for finding in findings]

    def _place(self, finding: Finding) -> Diagnostic:
        line, column = self.locate(finding.loc, finding.at_key)
        return diagnostic(self.display, line, column, finding.code, finding.message, finding.hint)

    def locate(self, loc: Location, at_key: bool = False) -> tuple[int, int]:
        """1-based line and column of the value (or key) at `loc`; where the path leaves the
        document (a missing key), the position of the deepest container it reached."""
        if not self._positions:
            # Positions are a help: a text that did not compose has none, and all is at 1:1.
            self._keep(compose(self.text) if self._composable and self.text is not None else None)
        positions = self._positions[0]
        return positions.locate(loc, at_key) if positions is not None else (1, 1)

    def _keep(self, positions: Positions | None) -> None:
        if len(_COMPOSED) == _COMPOSED.maxlen:
            _COMPOSED[0].clear()  # composed again should it be needed again
        self._positions.append(positions)
        _COMPOSED.append(self._positions)

    def content_start(self) -> tuple[int, int]:
        """The first line that is not blank, a comment or a document marker."""
        for number, line in enumerate((self.text or "").split("\n"), start=1):
            stripped = line.strip()
            if stripped and not stripped.startswith(("#", "---", "%")):
                return number, len(line) - len(line.lstrip()) + 1
        return 1, 1


def load_yaml(path: Path, display: str) -> Document:
    """Read and parse one file; hostile content becomes a problem, never an exception.

    Raises IOTrouble only when the file cannot be opened or read.
    """
    document = Document(path, display)
    raw = read_bounded(path, display, MAX_FILE_BYTES)  # enough to know it is too long: never more
    document.head = raw[:HEAD_BYTES].decode("utf-8", errors="replace")

    if len(raw) > MAX_FILE_BYTES:
        document.problem(
            1, 1, "file-too-large",
            f"file is over {MAX_FILE_BYTES:,} bytes, the limit",
            "one animal per file; a record is a few hundred bytes",
        )
        return document
    if raw.startswith(UTF16_BOMS) or _looks_utf16(raw):
        document.problem(1, 1, "file-encoding", "the file is UTF-16, not UTF-8", "save it as UTF-8")
        return document
    if b"\x00" in raw:
        line, column = _line_column(raw, raw.index(b"\x00"))
        document.problem(line, column, "file-binary", "file holds a NUL byte: not a YAML text file")
        return document
    try:
        document.text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line, column = _line_column(raw, error.start)
        document.problem(
            line, column, "file-encoding",
            f"not UTF-8: byte 0x{raw[error.start]:02x} cannot start or continue a character",
            "save the file as UTF-8",
        )
        return document

    try:
        with warnings.catch_warnings():
            # ruamel warns on stderr about YAML 1.1 forms such as 1e400; the rules judge
            # the values instead.
            warnings.simplefilter("ignore")
            too_deep, data, positions = _read(document.text)
            if too_deep is not None:
                document.problem(
                    *too_deep, "yaml-syntax", f"nesting deeper than {MAX_DEPTH} levels",
                    "a record nests a few levels at most",
                )
                return document
    except ConstructorError as error:
        if error.problem and error.problem.startswith("cannot read the value"):
            mark = error.problem_mark
            line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
            document.problem(line, column, "yaml-value", error.problem,
                             "write it as text in quotes, or correct the number, date or tag")
        else:
            _yaml_problem(document, error)
        return document
    except MarkedYAMLError as error:
        _yaml_problem(document, error)
        return document
    except YAMLError as error:  # a reader error (a control character) has a position too
        offset = getattr(error, "position", None)
        line, column = _text_line_column(document.text, offset) if offset is not None else (1, 1)
        message = _one_line(str(error)).split(' in "<')[0]
        document.problem(line, column, "yaml-syntax", message)
        return document
    except RecursionError:
        document.problem(1, 1, "yaml-syntax", "nesting too deep")
        return document

    if data is None:
        document.problem(1, 1, "file-empty", "file holds no YAML document")
        return document
    document._composable = True
    if positions is not None:
        document._keep(positions)
    added = _added_by_aliases(data) if "*" in document.text else 0  # an alias is written *name
    if added is None or added > MAX_ALIAS_NODES:
        what = "a recursive alias" if added is None else f"they add more than {MAX_ALIAS_NODES:,} nodes"
        document.problem(
            1, 1, "yaml-alias-bomb", f"aliases multiply the document: {what}",
            "records need no anchors or aliases",
        )
        return document
    document.data = data
    return document


def _looks_utf16(raw: bytes) -> bool:
    """UTF-16 without a byte order mark: every other byte of plain text is NUL."""
    sample = raw[:200]
    return len(sample) >= 4 and (sample[1::2].count(0) > 0.8 * len(sample[1::2]) or
                                 sample[0::2].count(0) > 0.8 * len(sample[0::2]))


def _read(text: str) -> tuple[tuple[int, int] | None, Any, Positions | None]:
    """(where the nesting first passes MAX_DEPTH, None, None), or (None, the document's
    data, its positions if its nodes are as composed). Raises the parser's and
    constructor's errors."""
    nesting = _nesting_bound(text)
    if nesting > _COMPOSER_SAFE_NESTING:
        too_deep = _too_deep(text)
        if too_deep is not None:
            return too_deep, None, None
    loader = Loader(text)
    try:
        try:
            root = loader.get_single_node()
        except YAMLError:
            # The events say whether the nesting went too deep before the error, as they
            # would have said first.
            if MAX_DEPTH < nesting <= _COMPOSER_SAFE_NESTING:
                too_deep = _too_deep(text)
                if too_deep is not None:
                    return too_deep, None, None
            raise
        if root is None:
            return None, None, None
        if MAX_DEPTH < nesting <= _COMPOSER_SAFE_NESTING:
            mark = deeper_than(root, MAX_DEPTH)
            if mark is not None:
                return (mark.line + 1, mark.column + 1), None, None
        data, as_composed = build(loader, root)
        return None, data, Positions(text, root, loader) if as_composed else None
    finally:
        loader.dispose()


def _nesting_bound(text: str) -> int:
    """As many levels as the text could nest at most: its indicators (_INDICATORS)."""
    return sum(text.count(indicator) for indicator in _INDICATORS) + text.endswith("-")


def _too_deep(text: str) -> tuple[int, int] | None:
    """Where the nesting first exceeds MAX_DEPTH, found from the parser's events (the parser
    keeps its own stack; only the composer recurses), or None."""
    from ruamel.yaml.events import CollectionEndEvent, CollectionStartEvent

    loader = Loader(text)
    depth = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    mark = event.start_mark
                    return (mark.line + 1, mark.column + 1) if mark else (1, 1)
            elif isinstance(event, CollectionEndEvent):
                depth -= 1
    except YAMLError:
        return None  # the real parse reports the syntax error with its position
    finally:
        loader.dispose()
    return None


def _yaml_problem(document: Document, error: MarkedYAMLError) -> None:
    mark = error.problem_mark or error.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    if type(error).__name__ == "DuplicateKeyError":
        key = _one_line(error.problem or "").split('"')
        name = key[1] if len(key) > 1 else "a key"
        first = _first_key_line(document.text or "", name, error.context_mark, mark)
        where = f" (first at line {first})" if first else ""
        document.problem(line, column, "yaml-duplicate-key", f"duplicate key {name!r}{where}")
        return
    message = " ".join(part for part in (error.context, error.problem) if part)
    hint = None
    if mark is not None and _char_at(document.text or "", mark.line, mark.column) == "\t":
        hint = "YAML indents with spaces, never tabs"
    plain, plain_hint = _in_our_words(_one_line(message), error)
    document.problem(line, column, "yaml-syntax", plain or "invalid YAML", hint or plain_hint)


# The YAML parser's messages, said as an author would: (pattern, message, hint).
_YAML_WORDS: tuple[tuple[re.Pattern[str], str, str | None], ...] = (
    (re.compile(r"flow sequence did not find expected ',' or '\]'"),
     "a list in brackets is not closed, or a ',' is missing between its items{opened}",
     "close the list with ']', or put a ',' between items"),
    (re.compile(r"flow mapping did not find expected ',' or '\}'"),
     "a mapping in braces is not closed, or a ',' is missing between its entries{opened}",
     "close the mapping with '}', or put a ',' between entries"),
    (re.compile(r"flow node did not find expected node content"),
     "a list or mapping in brackets ends before its content{opened}", "close it where it is opened"),
    (re.compile(r"quoted scalar found unexpected end of stream"),
     "a quoted text is not closed{opened}", "add the closing quote"),
    (re.compile(r"quoted scalar found unknown escape character"),
     "an unknown escape (a backslash and a letter) in a double-quoted text",
     "write \\\\ for a backslash, or quote the text with single quotes"),
    (re.compile(r"mapping values are not allowed"),
     "a ': ' where no new key can start", "quote a value that holds ': ', and line keys up with the keys above them"),
    (re.compile(r"block mapping did not find expected key|expected <block end>, but found"),
     "this line does not line up with the keys above it", "the keys of one mapping start in the same column"),
    (re.compile(r"found a tab character|found character '\\t'"),
     "a tab where YAML expects spaces", "YAML indents with spaces, never tabs"),
    (re.compile(r"found character that cannot start any token|found character '.' that cannot start any token"),
     "a character that cannot start a value", "quote the value: '@', '`' and '%' cannot start plain text"),
    (re.compile(r"could not find expected ':'"),
     "a key without its ':'", "write `key: value`"),
    (re.compile(r"found undefined alias"),
     "an alias (*name) with no anchor (&name) before it", "records need no anchors or aliases"),
    (re.compile(r"found duplicate anchor"),
     "an anchor (&name) defined twice", "records need no anchors or aliases"),
    (re.compile(r"could not determine a constructor for the tag '(?:tag:yaml\.org,2002:)?(?P<tag>[^']*)'"),
     "the tag {tag} is one that only another program reads", "remove the tag: a record holds plain values"),
    (re.compile(r"found unhashable key"),
     "a key must be a single value such as a name, not a list or a mapping",
     "write the key as plain text: `name: value`"),
    (re.compile(r"expected a single document in the stream"),
     "a second YAML document (after ---) in the file", "one file holds one document"),
)


def _in_our_words(message: str, error: MarkedYAMLError) -> tuple[str, str | None]:
    """The parser's message in words an author knows, with a hint; unknown ones as they are."""
    for pattern, words, hint in _YAML_WORDS:
        match = pattern.search(message)
        if match is None:
            continue
        opened = ""
        context = error.context_mark
        problem = error.problem_mark
        if context is not None and (problem is None or context.line != problem.line):
            opened = f" (opened at line {context.line + 1})"
        tag = match.groupdict().get("tag")
        shown_tag = ("!!" if tag and not tag.startswith("!") else "") + (tag or "")
        return words.format(opened=opened, tag=shown_tag), hint
    return message, None


def _first_key_line(text: str, key: str, mapping_mark: Any, duplicate_mark: Any) -> int | None:
    """The line of a duplicated key's first occurrence: the first line between the mapping's
    start and the duplicate that holds the key at the duplicate's indentation."""
    if mapping_mark is None or duplicate_mark is None:
        return None
    lines = text.split("\n")
    indent = duplicate_mark.column
    pattern = re.compile(rf"^(?:[ -]{{{indent}}}){re.escape(key)}[\"']?\s*:")
    for number in range(mapping_mark.line, duplicate_mark.line):
        if pattern.match(lines[number]) or pattern.match(lines[number].replace("'", "").replace('"', "")):
            return number + 1
    return None


def _added_by_aliases(data: Any, budget: int = MAX_ALIAS_NODES) -> int | None:
    """How many nodes aliases add: the document's node count with every alias expanded, less
    its distinct nodes; None for a node that contains itself. Computed without expanding
    anything; past `budget`, the count stops at some number above it."""
    distinct = 0
    seen: set[int] = set()
    stack = [data]
    while stack:
        node = stack.pop()
        distinct += 1
        if isinstance(node, (dict, list)) and id(node) not in seen:
            seen.add(id(node))
            stack.extend(list(node.keys()) + list(node.values()) if isinstance(node, dict) else node)
        elif isinstance(node, (dict, list)):
            distinct -= 1  # a collection met again: only an alias's use of it, counted below
    limit = distinct + budget
    sizes: dict[int, int] = {}
    in_progress: set[int] = set()

    def size(node: Any) -> int | None:
        if not isinstance(node, (dict, list)):
            return 1
        key = id(node)
        if key in sizes:
            return sizes[key]
        if key in in_progress:
            return None
        in_progress.add(key)
        total = 1
        children = list(node.keys()) + list(node.values()) if isinstance(node, dict) else node
        for child in children:
            child_size = size(child)
            if child_size is None:
                return None
            total += child_size
            if total > limit:
                break
        in_progress.discard(key)
        sizes[key] = total
        return total

    try:
        expanded = size(data)
    except RecursionError:
        return None
    return None if expanded is None else expanded - distinct


def _char_at(text: str, line: int, column: int) -> str:
    lines = text.split("\n")
    if 0 <= line < len(lines) and 0 <= column < len(lines[line]):
        return lines[line][column]
    return ""


def _line_column(raw: bytes, offset: int) -> tuple[int, int]:
    line_start = raw.rfind(b"\n", 0, offset) + 1
    return raw.count(b"\n", 0, offset) + 1, offset - line_start + 1


def _text_line_column(text: str, offset: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count("\n", 0, offset) + 1, offset - line_start + 1


def _one_line(text: str) -> str:
    return " ".join(text.split())
