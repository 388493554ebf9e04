"""'Did you mean' for ids, field names and choices."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping


def did_you_mean(word: str, choices: Iterable[str] | Mapping[str, str]) -> str | None:
    """The closest choice as a hint, or None. A mapping maps spellings to the id to suggest."""
    lookup = dict(choices) if isinstance(choices, Mapping) else {c: c for c in choices}
    lowered = word.lower().strip()
    if lowered in lookup:
        return f"did you mean {lookup[lowered]!r}?"
    matches = difflib.get_close_matches(lowered, list(lookup), n=1, cutoff=0.6)
    if matches:
        return f"did you mean {lookup[matches[0]]!r}?"
    slug = slugify(word)
    if slug in lookup:
        return f"did you mean {lookup[slug]!r}?"
    return None


def slugify(text: str) -> str:
    """An id from a name: lower case, every run of other characters one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
