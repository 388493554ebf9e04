"""'Did you mean' for ids, field names and choices."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping


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
    matches = difflib.get_close_matches(lowered, list(lookup), n=1, cutoff=0.6)
    if matches:
        return f"did you mean {lookup[matches[0]]!r}?"
    return None


def slugify(text: str) -> str:
    """An id from a name: lower case, every run of other characters one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
