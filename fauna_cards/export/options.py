"""ExportOptions to the sheet layout's PrintOptions: paper and card sizes looked up in
maps/print/paper.yaml, millimetres to points."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

from fauna_cards.errors import IOTrouble
from fauna_cards.export import ExportOptions

if TYPE_CHECKING:
    from fauna_cards.model.printing import Sheet
    from fauna_cards.printing.document import PrintOptions

MAX_BACK_OFFSET = 20.0  # mm: printers drift by a millimetre or two, never by centimetres
SERVICE = "service"


def back_offset_mm(text: str) -> tuple[float, float]:
    """--back-offset's X,Y in millimetres; IOTrouble for anything else or a shift too large."""
    try:
        dx, dy = (float(part) for part in text.split(","))
    except ValueError:
        raise IOTrouble(f"--back-offset takes X,Y in millimetres, e.g. 0.5,-1; got {text!r}") from None
    if not all(math.isfinite(v) and abs(v) <= MAX_BACK_OFFSET for v in (dx, dy)):
        raise IOTrouble(f"--back-offset: each shift is at most {MAX_BACK_OFFSET:.0f} mm either way")
    return dx, dy


def default_bleed(sheet: Sheet, service: bool) -> float:
    """Millimetres: 3 mm in Europe, 1/8 in for sheets measured in inches and for print
    services, which mostly work to the US convention."""
    return 3.175 if service or sheet.calibration_label.endswith("in") else 3.0


def print_options(options: ExportOptions) -> PrintOptions:
    """The PrintOptions for these export options (paper and card size checked against
    maps/print/paper.yaml: IOTrouble naming the choices)."""
    from reportlab.lib.units import mm

    from fauna_cards.load.languages import REFERENCE, words_for
    from fauna_cards.load.printing import card_size_named, paper_named
    from fauna_cards.printing.document import PrintOptions

    sheet, card = paper_named(options.paper).sheet(), card_size_named(options.card_size).card_format()
    if options.trim_mm is not None:
        card = replace(card, size=(options.trim_mm[0] * mm, options.trim_mm[1] * mm))
    bleed = options.bleed_mm if options.bleed_mm is not None else default_bleed(sheet, options.exporter == SERVICE)
    dx, dy = options.back_offset_mm
    return PrintOptions(
        paper=sheet, card=card, layout=options.exporter, bleed=bleed * mm, margin=options.margin_mm * mm,
        crop_marks=options.crop_marks, back_offset=(dx * mm, dy * mm), title=options.title,
        words=words_for(options.language or REFERENCE),
    )
