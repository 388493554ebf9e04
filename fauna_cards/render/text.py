"""What the renderers share: aligned columns for a terminal, indented JSON."""

from __future__ import annotations

import json
from typing import Any


def table(rows: list[list[str]], header: list[str]) -> str:
    """Plain aligned columns for a terminal."""
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(header, widths)).rstrip()]
    lines += ["  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows]
    return "\n".join(lines) + "\n"


def json_text(data: Any, ascii_only: bool = False) -> str:
    """Indented JSON and a line end: what every --format json writes."""
    return json.dumps(data, indent=2, ensure_ascii=ascii_only) + "\n"
