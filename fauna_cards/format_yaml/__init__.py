"""The canonical layout of records and deck files: `fauna fmt`'s formatting, text in, text out.

A leaf: it reads YAML text, never files, and imports only the model (the field orders, the
measure parser). The layout rules are data in `layout.py`; docs/authoring.md states them.
"""

from __future__ import annotations

from fauna_cards.format_yaml.layout import MANIFEST, RECORD, Layout, model_layout
from fauna_cards.format_yaml.text import CannotFormat, format_text

__all__ = ["MANIFEST", "RECORD", "CannotFormat", "Layout", "format_text", "model_layout"]
