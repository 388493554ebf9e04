"""`fauna rules`: the rule catalog, every diagnostic code with its severity and meaning."""

from __future__ import annotations

import json
import textwrap
from enum import Enum
from typing import Annotated

import typer

from fauna_cards.commands.guard import fail, guarded
from fauna_cards.commands.output import emit
from fauna_cards.render.text import table

EXPLANATION_WIDTH = 88


class RulesFormat(str, Enum):
    text = "text"
    json = "json"


def rules(
    code: Annotated[
        str | None,
        typer.Argument(metavar="CODE", help="Explain this code only.", show_default=False),
    ] = None,
    output_format: Annotated[
        RulesFormat,
        typer.Option("--format", "-f", help="text (a table; one code's explanation), or json (with explanations)."),
    ] = RulesFormat.text,
) -> None:
    """List every rule code that `fauna validate` and `fauna score` report: its severity,
    the kind of file it is found in and what it means.

    Errors make `fauna validate` fail (exit 1); warnings do so only with --strict.
    """
    with guarded():
        from fauna_cards.catalog import rules as catalog
        from fauna_cards.suggest import did_you_mean

        known = catalog()
        if code is not None and code not in known:
            hint = did_you_mean(code, known)
            fail(f"no rule {code!r}; {hint}" if hint else f"no rule {code!r}: `fauna rules` lists them all")
        chosen = [known[code]] if code is not None else list(known.values())
        if output_format is RulesFormat.json:
            entries = [rule.model_dump(exclude_none=True) for rule in chosen]
            emit(json.dumps(entries[0] if code is not None else entries, indent=2, ensure_ascii=False) + "\n")
        elif code is not None:
            emit(_explained(chosen[0]))
        else:
            emit(_listed(chosen))


def _listed(chosen: list) -> str:  # type: ignore[type-arg]
    from fauna_cards.words import plural

    rows = [[rule.code, rule.severity, rule.where, rule.summary] for rule in chosen]
    errors = sum(rule.severity == "error" for rule in chosen)
    counts = f"{plural(len(chosen), 'rule')}: {plural(errors, 'error')}, {plural(len(chosen) - errors, 'warning')}"
    return table(rows, ["code", "severity", "applies to", "summary"]) + counts + "\n"


def _explained(rule) -> str:  # type: ignore[no-untyped-def]
    body = textwrap.fill(rule.explanation, EXPLANATION_WIDTH)
    return f"{rule.code} ({rule.severity}; {rule.where}): {rule.summary}\n\n{body}\n"
