"""The rule catalog: every diagnostic code, once (codes.yaml). Checks name a code; the
catalog gives its severity, and `fauna rules`, the docs and the SARIF report describe it.

The file is read on first use and kept: commands that report no diagnostic never read it.
"""

from __future__ import annotations

import warnings
from functools import lru_cache
from pathlib import Path

from fauna_cards.model.catalog import Catalog, Rule
from fauna_cards.model.diagnostics import Diagnostic, Severity

CODES_FILE = Path(__file__).resolve().parent / "codes.yaml"


class UncataloguedCode(RuntimeWarning):
    """A diagnostic with a code the catalog does not declare: a bug of fauna-cards. The tests
    turn it into a failure; a user's run reports the diagnostic as an error, so a run never
    passes because of a code nobody declared."""


@lru_cache(maxsize=1)
def rules() -> dict[str, Rule]:
    """Every rule by its code, in the catalog's order."""
    try:  # libyaml reads the file in a few milliseconds, the pure-Python parser in forty
        from ruamel.yaml.cyaml import CSafeLoader as Loader
    except ImportError:  # pragma: no cover - depends on the installed wheels
        from ruamel.yaml.loader import SafeLoader as Loader

    loader = Loader(CODES_FILE.read_text(encoding="utf-8"))
    try:
        data = loader.get_single_data()
    finally:
        loader.dispose()
    return {rule.code: rule for rule in Catalog.model_validate(data).root}


def rule(code: str) -> Rule | None:
    return rules().get(code)


def severity_of(code: str) -> Severity:
    known = rules().get(code)
    if known is None:
        warnings.warn(f"rule code {code!r} is not in the catalog", UncataloguedCode, stacklevel=3)
        return "error"
    return known.severity


def diagnostic(file: str, line: int, column: int, code: str, message: str, hint: str | None = None) -> Diagnostic:
    """A diagnostic at file:line:col, with the severity the catalog gives `code`."""
    return Diagnostic(file, line, column, severity_of(code), code, message, hint)
