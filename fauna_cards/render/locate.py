"""Located areas: YAML to paste into a record, a table of shares or points, or JSON."""

from __future__ import annotations

from typing import Any

from fauna_cards.render import renders
from fauna_cards.render.text import json_text, table
from fauna_cards.views.locate import LocatedView


@renders(LocatedView, "json")
def located_json(view: LocatedView) -> str:
    details = [{"area": f.area, "share_of_area": f.share_of_area, "share_of_range": f.share_of_range,
                "points": f.points, "listed": f.listed} for f in view.details]
    data: dict[str, Any] = {"kind": view.kind, "areas": list(view.areas), "area_count": len(view.areas),
                            "details": details, "notes": list(view.notes)}
    if view.comparison is not None:
        data["comparison"] = {"missing": list(view.comparison.missing), "extra": list(view.comparison.extra)}
    return json_text(data, ascii_only=True)


@renders(LocatedView, "yaml")
def located_yaml(view: LocatedView) -> str:
    """The `areas:` lines to paste into a record."""
    return _text(view, as_table=False)


@renders(LocatedView, "table")
def located_table(view: LocatedView) -> str:
    return _text(view, as_table=True)


def _text(view: LocatedView, as_table: bool) -> str:
    lines = [f"# {note}" for note in view.notes]
    if as_table:
        if view.kind == "range":
            rows = [[f.area, f"{100 * f.share_of_area:.1f}%", f"{100 * f.share_of_range:.1f}%",
                     "yes" if f.listed else "no"] for f in view.details]
            text = table(rows, ["area", "of the area", "of the range", "listed"])
        else:
            rows = [[f.area, str(f.points), "yes" if f.listed else "no"] for f in view.details]
            text = table(rows, ["area", "points", "listed"])
        lines.append(text.rstrip("\n"))
    else:
        lines.append(f"areas: [{', '.join(view.areas)}]")
        lines.append(f"area_count: {len(view.areas)}")
    if view.comparison is not None:
        lines.append(f"# missing from the record: {', '.join(view.comparison.missing) or 'none'}")
        lines.append(f"# in the record but not found: {', '.join(view.comparison.extra) or 'none'}")
    return "\n".join(lines) + "\n"
