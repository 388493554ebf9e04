"""`fauna init`: a new deck repository."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands.guard import fail, guarded
from fauna_cards.commands.output import emit


def init(
    directory: Annotated[Path, typer.Argument(metavar="DIR", help="The new deck's folder: new, or empty.",
                                              show_default=False)],
    title: Annotated[Optional[str], typer.Option("--title", "-t", help="The deck's title [default: from DIR's name].",
                                                 show_default=False)] = None,
    language: Annotated[str, typer.Option("--language", "-l", help="ISO 639 code of the names and texts.")] = "en",
) -> None:
    """Start a deck repository in DIR: deck.yaml, an example card in animals/, the schemas,
    a pre-commit hook and a GitHub Actions workflow that run `fauna validate`, and a README.

    DIR must be new or empty (a `.git` folder alone is allowed): nothing is overwritten.
    """
    with guarded():
        import re

        from fauna_cards.model.common import LANGUAGE_PATTERN
        from fauna_cards.services.init import InitOptions, init_deck

        if not re.match(LANGUAGE_PATTERN, language):
            fail(f"--language {language!r} is not a language code: an ISO 639 code such as en, de or pt-BR")
        if title is not None and not title.strip():
            fail("--title is empty")
        written = init_deck(InitOptions(directory, title, language))
        import shlex

        shown = directory.as_posix().rstrip("/") or "/"
        emit(f"created {shown}/\n" + "".join(f"  {name}\n" for name in written if not name.startswith("schema/"))
             + f"  schema/ ({sum(name.startswith('schema/') for name in written)} schemas)\n"
             + f"next: cd {shlex.quote(shown)} && fauna validate .\n")
