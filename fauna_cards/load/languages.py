"""The languages we print in: maps/languages/<code>.yaml, checked like every bundled file.

    language_codes() -> ("de", "en", "es")      the files there, without reading them
    words_for("de") -> Words                      the catalog, English filling any gap
"""

from __future__ import annotations

from functools import lru_cache

from fauna_cards.checks.languages import check_language as check_catalog
from fauna_cards.errors import IOTrouble
from fauna_cards.load.documents import display_path, load_checked
from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.language import LanguageFile, Words
from fauna_cards.resources import languages_dir

REFERENCE = "en"  # the language every other catalog is checked against


def language_codes() -> tuple[str, ...]:
    return tuple(sorted(path.stem for path in languages_dir().glob("*.yaml")))


def check_language(code: str) -> str:
    """`code` if there is a catalog for it, else IOTrouble naming the languages there are."""
    if code not in language_codes():
        raise IOTrouble(f"no printed words in {code!r}; the languages are: {', '.join(language_codes())} "
                        f"(a new one is a file in {display_path(languages_dir())})")
    return code


@lru_cache(maxsize=None)
def language_file(code: str) -> LanguageFile:
    check_language(code)
    path = languages_dir() / f"{code}.yaml"
    catalog = load_checked(path, display_path(path), LanguageFile, check_against_english if code != REFERENCE else None)
    if catalog.code != code:
        raise IOTrouble(f"{display_path(path)}: its code is {catalog.code!r}; the file must be named {catalog.code}.yaml")
    return catalog


def check_against_english(file: LanguageFile) -> list[Finding]:
    """The catalog's rules (checks/languages.py) with the bundled English catalog."""
    return check_catalog(file, None if file.code == REFERENCE else language_file(REFERENCE))


@lru_cache(maxsize=None)
def words_for(code: str) -> Words:
    """The printed words in `code` (IOTrouble naming the languages there are)."""
    return Words(language_file(code), None if code == REFERENCE else language_file(REFERENCE))
