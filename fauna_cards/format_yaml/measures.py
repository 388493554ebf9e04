"""A measure in its canonical spelling: `350-430 kg`, `2.5 m`.

The numbers stay as authored (they are what the card prints); the spelling around them is
made canonical: no spaces around a hyphen (an en dash becomes a hyphen), one space before
the unit. A measure is rewritten only when the rewritten text reads back as the same measure,
so formatting never changes what a value means; one that does not read is left as it is,
for `fauna validate` to report.
"""

from __future__ import annotations

from fauna_cards.model.measure import MeasureError, parse_measure
from fauna_cards.model.units import Quantity


def canonical_measure(text: str, quantity: Quantity) -> str:
    """`text` in canonical spelling, or `text` itself when it does not read as a measure."""
    try:
        measure = parse_measure(text, quantity)
    except MeasureError:
        return text
    if measure.low_text == measure.high_text:
        canonical = f"{measure.low_text} {measure.unit}"
    else:
        canonical = f"{measure.low_text}-{measure.high_text} {measure.unit}"
    try:
        same = parse_measure(canonical, quantity) == measure
    except MeasureError:
        same = False
    return canonical if same else text
