"""Writing for the user: printable text on standard output or error, and whether to colour it."""

from __future__ import annotations

import os
import re
import sys
from enum import Enum
from typing import TextIO


class Colour(str, Enum):
    auto = "auto"
    always = "always"
    never = "never"


def use_colour(choice: Colour, stream: TextIO) -> bool:
    if choice is Colour.always:
        return True
    if choice is Colour.never or os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return stream.isatty()


# Characters a terminal acts on instead of showing: C0 and C1 controls (escape sequences
# start with ESC, \x9b) and the bidirectional overrides that reorder what is shown.
_UNSHOWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with every character a terminal would act on shown as an escape (\\x1b):
    names from a shared deck or game file must not drive the reader's terminal."""
    return _UNSHOWABLE.sub(lambda match: f"\\x{ord(match.group()):02x}" if ord(match.group()) < 0x100
                           else f"\\u{ord(match.group()):04x}", text)


def say(text: str, err: bool = False) -> None:
    """One line for the user, on standard output or error, made printable."""
    stream = sys.stderr if err else sys.stdout
    stream.write(printable(text) + "\n")
    stream.flush()


def emit(text: str) -> None:
    """Rendered output as it is (its own line ends), made printable."""
    sys.stdout.write(printable(text))
    sys.stdout.flush()
