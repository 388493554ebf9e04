"""What a check reports: a Finding names a place inside a document by its path of keys and
indexes; a Diagnostic is a Finding placed at file, line and column."""

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
    severity: Severity = "error"
    hint: str | None = None
    at_key: bool = False  # point at the key itself (an unknown field) rather than its value


@dataclass(frozen=True, order=True)
class Diagnostic:
    file: str
    line: int  # 1-based
    column: int  # 1-based
    severity: Severity = field(compare=False)
    code: str
    message: str
    hint: str | None = field(default=None, compare=False)

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

