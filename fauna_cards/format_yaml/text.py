"""Formatting one YAML text: read it with its comments, lay it out, write it back.

The text is read with ruamel's round-trip reader, which keeps comments (the schema line
too), quotes and styles; the layout's styles, quotes and measure spellings are set on what
it read; the writer writes it with the house indentation (lists indented under their key);
then fields are put in order by moving lines. A text already in form comes back byte for
byte. The result is read back and compared with the original: a layout that would change a
value is refused.
"""

from __future__ import annotations

import io
import warnings
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.compat import ordereddict
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.scalarstring import DoubleQuotedScalarString, FoldedScalarString, LiteralScalarString

from fauna_cards.format_yaml.layout import MEASURE_MAPPING_ORDER, Layout
from fauna_cards.format_yaml.measures import canonical_measure
from fauna_cards.format_yaml.quoting import needs_quotes
from fauna_cards.format_yaml.reorder import comment_or_blank, end_of_field, in_order, reorder_lines
from fauna_cards.format_yaml.same_values import same_values


class CannotFormat(ValueError):
    """A text that cannot be formatted, at a 1-based line and column."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.message = message


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.width = 1_000_000  # never fold a line: a long source stays on one line
    return yaml


def _read(text: str) -> Any:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return _yaml().load(text)
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise CannotFormat(line, column, " ".join(str(error.problem or error).split())) from None
    except (YAMLError, RecursionError, ValueError, TypeError) as error:
        raise CannotFormat(1, 1, " ".join(str(error).split()) or type(error).__name__) from None


def _write(data: Any) -> str:
    stream = io.StringIO()
    _yaml().dump(data, stream)
    return stream.getvalue()


def format_text(text: str, layout: Layout) -> str:
    """`text` in the canonical layout. Raises CannotFormat for a text that does not parse."""
    data = _read(text)
    if not isinstance(data, CommentedMap):
        return text  # not a mapping of fields: nothing of ours to lay out
    _lay_out(data, layout)
    result = _put_in_order(_write(data), layout)
    if result != text and not same_values(text, result, layout):
        raise CannotFormat(1, 1, "the canonical layout would change a value here: the file is left as it is")
    return result


def _lay_out(data: CommentedMap, layout: Layout) -> None:
    for key, value in data.items():
        if key in layout.flow and isinstance(value, (CommentedMap, CommentedSeq)):
            value.fa.set_flow_style()
        # An empty list or mapping stays `[]` / `{}`: in block style it has no lines to hold it.
        if key in layout.block and isinstance(value, (CommentedMap, CommentedSeq)) and value:
            value.fa.set_block_style()
        if key in layout.flow_items and isinstance(value, CommentedSeq):
            for item in value:
                if isinstance(item, (CommentedMap, CommentedSeq)):
                    item.fa.set_flow_style()
        nested = layout.nested_order.get(key)
        if nested and isinstance(value, CommentedMap) and value.fa.flow_style():
            _order_in_place(value, nested)
        item_order = layout.item_order.get(key)
        if item_order and isinstance(value, CommentedSeq):
            for item in value:
                if isinstance(item, CommentedMap) and item.fa.flow_style():
                    _order_in_place(item, item_order)
    measures = data.get("measures")
    if layout.measures and isinstance(measures, CommentedMap):
        for name, measure in measures.items():
            quantity = layout.measures.get(name)
            if quantity is None:
                continue
            if isinstance(measure, str) and not isinstance(measure, (LiteralScalarString, FoldedScalarString)):
                spelled = canonical_measure(str(measure), quantity)
                if spelled != str(measure):
                    _replace(measures, name, spelled)
            elif isinstance(measure, CommentedMap):
                measure.fa.set_flow_style()
                _order_in_place(measure, MEASURE_MAPPING_ORDER)
    if layout.plain_quoting:
        for key in list(data):
            _replace(data, key, _quoted(data[key], key in layout.free_text, in_flow=False))


def _order_in_place(mapping: CommentedMap, order: tuple[str, ...]) -> None:
    keys = list(mapping)
    for key in in_order(keys, order):
        mapping.move_to_end(key)


def _quoted(value: Any, free_text: bool, in_flow: bool) -> Any:
    """`value` with every text in it plain, or double-quoted where YAML needs quotes (free
    text always); block scalars (`|`, `>`) stay as written."""
    if isinstance(value, (LiteralScalarString, FoldedScalarString)):
        return value
    if isinstance(value, str):
        text = str(value)
        if free_text or needs_quotes(text, in_flow):
            return value if isinstance(value, DoubleQuotedScalarString) else DoubleQuotedScalarString(text)
        return value if type(value) is str else text
    if isinstance(value, (CommentedMap, CommentedSeq)):
        flow = in_flow or bool(value.fa.flow_style())
        entries = value.items() if isinstance(value, CommentedMap) else enumerate(value)
        for index, item in list(entries):
            _replace(value, index, _quoted(item, free_text, flow))
    return value


def _replace(container: CommentedMap | CommentedSeq, key: Any, value: Any) -> None:
    """Set an entry as given: ruamel's own assignment keeps the old entry's quotes."""
    if isinstance(container, CommentedMap):
        ordereddict.__setitem__(container, key, value)
    else:
        list.__setitem__(container, key, value)


def _put_in_order(text: str, layout: Layout) -> str:
    """The top-level fields in the layout's order, then the fields of each block mapping
    that has an order of its own (`measures`), then those of each block item of a list of
    mappings that has one (an ANIMALIA deck's `powers`)."""
    text = _reorder(text, layout.order, None)
    for field, order in layout.nested_order.items():
        text = _reorder(text, order, field)
    for field, order in layout.item_order.items():
        text = _reorder_items(text, order, field)
    return text


def _reorder(text: str, order: tuple[str, ...], field: str | None) -> str:
    data = _read(text)
    mapping = data if field is None else data.get(field)
    if not isinstance(mapping, CommentedMap) or mapping.fa.flow_style():
        return text
    keys = list(mapping)
    if not keys or keys == in_order(keys, order):
        return text
    lines = text.splitlines(keepends=True)
    key_lines = [mapping.lc.key(key)[0] for key in keys]
    column = mapping.lc.key(keys[0])[1]
    if field is None:
        end = len(lines)
    else:
        top = list(data)
        after = top.index(field) + 1
        end = end_of_field(lines, data.lc.key(top[after])[0] if after < len(top) else None, column - 1)
    return "".join(reorder_lines(lines, key_lines, column, end, order, keys))


def _reorder_items(text: str, order: tuple[str, ...], field: str) -> str:
    """The keys of each block mapping in the list `field` put in `order`. An item's lines stay
    in its own span, so one reading of the text serves every item; the item's dash moves to
    its new first key."""
    data = _read(text)
    items = data.get(field) if isinstance(data, CommentedMap) else None
    if not isinstance(items, CommentedSeq) or items.fa.flow_style() or not items:
        return text
    lines = text.splitlines(keepends=True)
    top = list(data)
    after = top.index(field) + 1
    dash = items.lc.item(0)[1] - 2
    field_end = end_of_field(lines, data.lc.key(top[after])[0] if after < len(top) else None, max(dash - 1, 0))
    for index, item in enumerate(items):
        keys = list(item) if isinstance(item, CommentedMap) and not item.fa.flow_style() else []
        if not keys or keys == in_order(keys, order):
            continue
        first, column = item.lc.key(keys[0])  # the writer puts an item's first key beside its dash
        end = end_of_field(lines, items.lc.item(index + 1)[0], column - 2) if index + 1 < len(items) else field_end
        lines[first] = " " * column + lines[first][column:]  # the dash leaves the old first key
        lines = reorder_lines(lines, [item.lc.key(key)[0] for key in keys], column, end, order, keys)
        new_first = next(number for number in range(first, end) if not comment_or_blank(lines[number]))
        lines[new_first] = " " * (column - 2) + "- " + lines[new_first][column:]
    return "".join(lines)  # the text itself when no item moved
