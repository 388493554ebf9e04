"""'Did you mean' for ids, field names and choices."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache


LONGEST_WORD = 100  # characters: ids and names are far shorter


def did_you_mean(word: str, choices: Iterable[str], aliases: Mapping[str, str] | None = None) -> str | None:
    """The closest choice as a hint, or None.

    `aliases` maps other spellings (names in any language, lower case) to the choice to
    suggest for them, so that 'Rocky Mountains' finds 'rocky-mountains'.
    """
    if len(word) > LONGEST_WORD:  # nothing that long is a typo of a choice; and comparing costs
        return None
    lookup = {choice.lower(): choice for choice in choices}
    lookup.update(aliases or {})
    lowered = word.lower().strip()
    if lowered in lookup:
        return f"did you mean {lookup[lowered]!r}?"
    slug = slugify(word)
    if slug in lookup:
        return f"did you mean {lookup[slug]!r}?"
    match = _closest(lowered, tuple(lookup))
    if match is not None:
        return f"did you mean {lookup[match]!r}?"
    return None


@lru_cache(maxsize=4096)
def _closest(word: str, choices: tuple[str, ...]) -> str | None:
    # difflib compares in Python, character by character; a deck's broken files tend to
    # repeat their mistakes (the same misspelt key in every record), each compared once.
    matches = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return matches[0] if matches else None


def slugify(text: str) -> str:
    """An id from a name: lower case, every run of other characters one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
