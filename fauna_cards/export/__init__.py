"""Exporters turn a deck's printable cards into files. Each is chosen by name and takes the
shared ExportOptions; the registry names them without importing them, so that `--help`
lists the choices without loading the drawing libraries.

    exporter_names() -> ("duplex-long", ..., "service")
    exporter("fronts")(cards, options, progress, warnings) -> Exported(data, pages)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fauna_cards.export.registry import Registry

# name -> (the module that exports it, what it makes). The PDF layouts share one module.
_EXPORTERS: dict[str, tuple[str, str]] = {
    "duplex-long": ("pdf_sheets", "fronts and backs on alternate pages, flipped on the long edge"),
    "duplex-short": ("pdf_sheets", "fronts and backs on alternate pages, flipped on the short edge"),
    "gutterfold": ("pdf_sheets", "front and back side by side, to fold and glue"),
    "fronts": ("pdf_sheets", "one-sided, the fronts only"),
    "service": ("pdf_sheets", "one face per page with bleed, for a print service"),
}


@dataclass(frozen=True)
class ExportOptions:
    """How the cards go onto paper, in the user's terms: names from maps/print/paper.yaml
    and millimetres. export.options.print_options turns them into the drawing's options."""

    exporter: str = "duplex-long"
    paper: str = "a4"
    card_size: str = "a6"
    bleed_mm: float | None = None  # None: the paper's convention (exporter and paper decide)
    margin_mm: float = 5.0
    crop_marks: bool = True
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    title: str = "FAUNA cards"
    language: str | None = None  # the printed words' language (maps/languages/); None: English
    # A print service's own trim for the card size (mm), within a millimetre of it (US tarot
    # for our tarot): the cards are drawn at the size the service cuts. None: the card size's.
    trim_mm: tuple[float, float] | None = None


@dataclass(frozen=True)
class Exported:
    data: bytes
    pages: int


Progress = Callable[[int], None]  # called with the number of faces drawn so far
Exporter = Callable[[Any, ExportOptions, "Progress | None", "list[str] | None"], Exported]


_REGISTRY = Registry(_EXPORTERS)
exporter_names = _REGISTRY.names
describe = _REGISTRY.describe


def exporter(name: str) -> Exporter:
    return _REGISTRY.load(name)  # type: ignore[no-any-return]


def faces_per_card(name: str) -> int:
    """How many faces of a card the exporter draws: fronts only, or both."""
    return 1 if name == "fronts" else 2
