"""Text inside SVG files, in a module of its own: the card map's SVG needs it without the
geometry libraries that the pen (pen.py) draws with."""

from __future__ import annotations


def xml_text(text: str) -> str:
    """Text for XML: markup characters escaped, and the control characters XML forbids (and
    a terminal would act on, were the SVG printed to one) left out."""
    text = "".join(c for c in text if c >= " " or c in "\t\n\r")
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
