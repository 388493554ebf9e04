"""The optional parts of the install: which extra brings which library, and how to ask for it.

The default install checks decks and plays and scores games. Printing, the maps and
`fauna locate` need libraries that only the extras install (pyproject.toml): a command that
reaches for one of them stops with one line that names the extra and the command to run.
"""

from __future__ import annotations

import json
import os
from types import TracebackType

DISTRIBUTION = "fauna-cards"

# extra -> what it is for, and the libraries it brings, by their PyPI names
EXTRAS: dict[str, tuple[str, tuple[str, ...]]] = {
    "print": ("printing, maps, illustrations",
              ("reportlab", "svglib", "pypdfium2", "shapely", "pyproj")),
    "locate": ("fauna locate", ("geopandas", "shapely", "pyproj")),
    "sheets": ("XLSX workbooks of fauna export and fauna import", ("openpyxl",)),
}

# the top-level module a library is imported as -> the extra that installs it; the
# libraries those bring along (numpy, pandas, PIL, lxml, ...) count as theirs
MODULE_EXTRA: dict[str, str] = {
    "reportlab": "print",
    "PIL": "print",
    "svglib": "print",
    "lxml": "print",
    "cssselect2": "print",
    "tinycss2": "print",
    "pypdfium2": "print",
    "shapely": "print",
    "pyproj": "print",
    "numpy": "print",
    "geopandas": "locate",
    "pyogrio": "locate",
    "pandas": "locate",
    "openpyxl": "sheets",
    "et_xmlfile": "sheets",
}

# command modules whose libraries all come with one extra, whichever is missing first
COMMAND_EXTRA: dict[str, str] = {"locate": "locate", "new": "locate"}  # new: its --from
# what `fauna validate` needs of the [print] extra: decoding illustrations
VALIDATE_PACKAGES = ("reportlab", "svglib")


def require(extra: str) -> None:
    """Stop, as a missing library does (ModuleNotFoundError, said in one line by the guard),
    when `extra`'s first library is not installed, without importing it: for a command that
    belongs to the extra although one of its paths needs none of its libraries (an animal's
    map as SVG, since the card map ships projected), so that it asks for the same install
    whatever the output."""
    import importlib.util

    module = next(name for name, wanted in MODULE_EXTRA.items() if wanted == extra)
    if importlib.util.find_spec(module) is None:
        raise ModuleNotFoundError(f"No module named {module!r}", name=module)


def missing_extra(error: ModuleNotFoundError) -> str | None:
    """The extra that installs the module `error` is about, or None if it is no optional
    library of ours (then the install itself is broken)."""
    top = (error.name or "").partition(".")[0]
    if top not in MODULE_EXTRA:
        return None
    command = _command_of(error.__traceback__)
    return COMMAND_EXTRA.get(command or "", MODULE_EXTRA[top])


def missing_message(error: ModuleNotFoundError) -> str | None:
    """One line for a missing optional library: what is missing, which extra brings it and
    how to install that; None if the module is none of ours."""
    extra = missing_extra(error)
    if extra is None:
        return None
    purpose, packages = EXTRAS[extra]
    top = (error.name or "").partition(".")[0]
    if _command_of(error.__traceback__) == "validate":
        packages = VALIDATE_PACKAGES
    if os.environ.get("PRE_COMMIT") == "1":  # pre-commit runs the hook in an environment of its own
        how = f"add additional_dependencies: [{', '.join(packages)}] to the hook in .pre-commit-config.yaml"
    else:
        how = install_command(extra)
    return f"{top} is not installed; it comes with the extra [{extra}] ({purpose}): {how}"


def install_command(extra: str) -> str:
    """The pip command that adds `extra` to this install."""
    return install_command_from(extra, _origin())


def install_command_from(extra: str, origin: tuple[str, bool] | None) -> str:
    """The pip command that adds `extra` to an install from `origin` (a git URL and ref, a
    folder, editable or not), or by name."""
    if origin is None:
        return f'pip install "{DISTRIBUTION}[{extra}]"'
    url, editable = origin
    if url.startswith("file:"):
        from urllib.parse import unquote, urlparse

        folder = unquote(urlparse(url).path)
        return f'pip install {"-e " if editable else ""}"{folder}[{extra}]"'
    return f'pip install "{DISTRIBUTION}[{extra}] @ {url}"'


def _origin() -> tuple[str, bool] | None:
    """Where pip installed this package from, as recorded in its direct_url.json (PEP 610)."""
    try:
        from importlib.metadata import PackageNotFoundError, distribution

        return origin_from(distribution(DISTRIBUTION).read_text("direct_url.json"))
    except (PackageNotFoundError, OSError):
        return None


def origin_from(text: str | None) -> tuple[str, bool] | None:
    """From the text of a direct_url.json: the URL to install from again (a git URL with
    the ref asked for), and whether the install is editable; None for an install by name."""
    if not text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    url = data.get("url") if isinstance(data, dict) else None
    if not isinstance(url, str):
        return None
    vcs = data.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("vcs") == "git":
        ref = vcs.get("requested_revision") or vcs.get("commit_id")
        return f"git+{url}" + (f"@{ref}" if ref else ""), False
    dir_info = data.get("dir_info")
    return url, bool(isinstance(dir_info, dict) and dir_info.get("editable"))


# The modules of commands/ that every command uses and that are no command themselves, and
# those that are part of one command.
_SHARED_COMMAND_MODULES = frozenset({"guard", "options", "output", "group"})
_PART_OF = {"validate_front": "validate"}


def _command_of(trace: TracebackType | None) -> str | None:
    """The command module (fauna_cards.commands.X) the failure passed through."""
    while trace is not None:
        module = trace.tb_frame.f_globals.get("__name__", "")
        name = module.rpartition(".")[2]
        if module.startswith("fauna_cards.commands.") and name not in _SHARED_COMMAND_MODULES:
            return _PART_OF.get(name, name)
        trace = trace.tb_next
    return None
