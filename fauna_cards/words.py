"""Counted words for messages: "1 card", "2 cards", never "1 cards"."""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None, *, with_count: bool = True) -> str:
    """`count` and `word` in the right number: plural(1, "card") is "1 card", plural(3, "card")
    "3 cards". `many` is the plural of a word that does not just add an s; the last word of
    `word` is the one that changes ("other YAML file"). with_count=False gives the word alone."""
    if count == 1:
        chosen = word
    elif many is not None:
        chosen = many
    else:
        chosen = word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")
    return f"{count:,} {chosen}" if with_count else chosen


def quoted(text: object, limit: int = 60) -> str:
    """`text` in quotes as a message shows it, shortened when long: a value pasted by
    mistake (a whole paragraph, a megabyte) is named, not echoed."""
    shown = repr(text)
    if len(shown) <= limit:
        return shown
    size = len(text) if isinstance(text, str) else len(shown)
    return f"{shown[: limit - 2]}…{shown[-1]} ({size:,} characters)"


def spoken_list(items: list[str]) -> str:
    """"anna", "anna and ben", "anna, ben and cleo"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
