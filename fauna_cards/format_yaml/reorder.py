"""Putting the fields of a block mapping in order by moving their lines, so that every
comment moves with the field it stands above (or beside), and nothing else changes.

A field's lines are its key line, what follows up to the next field, and the comment and
blank lines directly above it (not indented past the key). What stands above the first field
(the schema line of a file) stays where it is.
"""

from __future__ import annotations

from typing import Any


def in_order(keys: list[Any], order: tuple[str, ...]) -> list[Any]:
    """`keys` with the fields of `order` in that order. A key not in `order` (a misspelt
    field) stays right after the field written before it, so that it stays where its author
    looks for it; one written before every known field stays first."""
    groups: list[tuple[int, list[Any]]] = [(-1, [])]
    for key in keys:
        if key in order:
            groups.append((order.index(key), [key]))
        else:
            groups[-1][1].append(key)
    return [key for _, group in sorted(groups, key=lambda pair: pair[0]) for key in group]


def reorder_lines(lines: list[str], key_lines: list[int], column: int, end: int,
                  order: tuple[str, ...], keys: list[Any]) -> list[str]:
    """`lines` with the fields of one mapping (their keys `keys` at 0-based `key_lines`, in
    `column`, the last field's lines ending before line `end`) put in `order`."""
    starts = [key_lines[0]] + [_start_above(lines, line, column, floor)
                               for line, floor in zip(key_lines[1:], key_lines)]
    stops = starts[1:] + [end]
    blocks = {key: lines[start:stop] for key, start, stop in zip(keys, starts, stops)}
    ordered = [line for key in in_order(keys, order) for line in blocks[key]]
    return lines[: starts[0]] + ordered + lines[end:]


def _start_above(lines: list[str], line: int, column: int, floor: int) -> int:
    """The first of the comment and blank lines directly above `line`, down to past `floor`."""
    start = line
    while start - 1 > floor and comment_or_blank(lines[start - 1], column):
        start -= 1
    # Blank lines right below the previous field stay with it: they separate it from this one.
    while start < line and not lines[start].strip():
        start += 1
    return start


def comment_or_blank(line: str, column: int | None = None) -> bool:
    """A blank line, or a comment (indented no further than `column`, when given)."""
    stripped = line.lstrip()
    return not stripped or (stripped.startswith("#") and (column is None or len(line) - len(stripped) <= column))


def end_of_field(lines: list[str], next_key_line: int | None, column: int) -> int:
    """Where the lines of a mapping end: before the comments and blank lines that stand above
    the next field of its parent (at `column` or less), or at the end of the text."""
    if next_key_line is None:
        return len(lines)
    end = next_key_line
    while end - 1 >= 0 and comment_or_blank(lines[end - 1], column):
        end -= 1
    return end
