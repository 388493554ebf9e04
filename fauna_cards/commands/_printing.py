"""The options every printing command shares (`print`, `board print`, `kit`): their typer
declarations, and turning them into the sheet layout's options."""

from __future__ import annotations

import math
from enum import Enum
from typing import Optional

import typer

from fauna_cards.commands._shared import fail

MAX_BACK_OFFSET = 20.0  # mm: printers drift by a millimetre or two, never by centimetres


class Units(str, Enum):
    metric = "metric"
    imperial = "imperial"


class Layout(str, Enum):
    duplex_long = "duplex-long"
    duplex_short = "duplex-short"
    gutterfold = "gutterfold"
    fronts = "fronts"
    service = "service"


LAYOUT_HELP = ("duplex-long / duplex-short: fronts and backs on alternate pages for a two-sided printer "
               "flipping on the long or short edge; gutterfold: front and back side by side, fold and glue; "
               "fronts: one-sided, the fronts only; service: one face per page with bleed, front then back, "
               "TrimBox and BleedBox set.")
BLEED_OPTION = typer.Option(
    "--bleed", min=0.0, max=10.0, metavar="MM", show_default=False,
    help="Bleed around each card. Default: 3 mm; 1/8 in (3.175 mm) on inch paper and for services.",
)
MARGIN_OPTION = typer.Option("--margin", min=0.0, max=30.0, metavar="MM", help="Unprintable border of the printer.")
CROP_OPTION = typer.Option("--crop-marks/--no-crop-marks", help="Cut marks on every cut line.")
BACK_OFFSET_OPTION = typer.Option("--back-offset", metavar="X,Y",
                                  help="Shift the backs by X,Y mm to correct a printer's drift.")


def default_bleed(sheet, service: bool) -> float:  # type: ignore[no-untyped-def]
    """Millimetres: 3 mm in Europe, 1/8 in for sheets measured in inches and for print
    services, which mostly work to the US convention."""
    return 3.175 if service or sheet.calibration_label.endswith("in") else 3.0


def back_offset_mm(text: str) -> tuple[float, float]:
    try:
        dx, dy = (float(part) for part in text.split(","))
    except ValueError:
        fail(f"--back-offset takes X,Y in millimetres, e.g. 0.5,-1; got {text!r}")
    if not all(math.isfinite(v) and abs(v) <= MAX_BACK_OFFSET for v in (dx, dy)):
        fail(f"--back-offset: each shift is at most {MAX_BACK_OFFSET:.0f} mm either way")
    return dx, dy


def sheet_options(paper: str, card_size: str, layout: Layout, bleed: Optional[float], margin: float, crop: bool,
                  back_offset: str, title: str = "FAUNA cards"):  # type: ignore[no-untyped-def]
    """The PrintOptions for these command-line values (paper and card size checked against
    maps/print/paper.yaml)."""
    from reportlab.lib.units import mm

    from fauna_cards.load.printing import card_size_named, paper_named
    from fauna_cards.printing.document import PrintOptions

    dx, dy = back_offset_mm(back_offset)
    sheet, card = paper_named(paper).sheet(), card_size_named(card_size).card_format()
    chosen_bleed = bleed if bleed is not None else default_bleed(sheet, layout is Layout.service)
    return PrintOptions(
        paper=sheet, card=card, layout=layout.value, bleed=chosen_bleed * mm, margin=margin * mm,
        crop_marks=crop, back_offset=(dx * mm, dy * mm), title=title,
    )
