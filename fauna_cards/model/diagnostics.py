"""What a check reports: a Finding names a place inside a document by its path of keys and
indexes; a Diagnostic is a Finding placed at file, line and column, with the severity the
rule catalog gives its code (catalog.diagnostic)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union

Severity = Literal["error", "warning"]
Location = tuple[Union[str, int], ...]


@dataclass(frozen=True)
class Finding:
    loc: Location  # keys and indexes from the document root; () is the whole document
    code: str
    message: str
    hint: str | None = None
    at_key: bool = False  # point at the key itself (an unknown field) rather than its value


MOST_CHARACTERS = 1_000  # of a message or hint


@dataclass(frozen=True, order=True)
class Diagnostic:
    file: str
    line: int  # 1-based
    column: int  # 1-based
    severity: Severity = field(compare=False)
    code: str
    message: str
    hint: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # A message quotes what the file holds; whatever a check forgot to shorten, no
        # report line carries a pasted megabyte.
        for name in ("message", "hint"):
            text = getattr(self, name)
            if text is not None and len(text) > MOST_CHARACTERS:
                object.__setattr__(self, name, f"{text[:MOST_CHARACTERS]}… ({len(text):,} characters)")

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
        }
        if self.hint:
            data["hint"] = self.hint
        return data

