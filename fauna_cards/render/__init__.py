"""Renderers turn a view (views/) into text, JSON or CSV. Each is registered for a view type
and a format name, the way report/ picks a reporter by name:

    @renders(SpacesView, "csv")
    def spaces_csv(view: SpacesView) -> str: ...

    render(view, "csv") -> str;  formats(SpacesView) -> ("table", "json", "csv")
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any, TypeVar

Renderer = Callable[[Any], str]
RendererT = TypeVar("RendererT", bound=Renderer)

# The modules that register renderers, imported on first use so that a command imports
# only what it renders.
_MODULES = ("animalia_score", "answer_key", "boards", "locate", "medals", "regions", "report_html", "score", "spaces")
_RENDERERS: dict[tuple[type, str], Renderer] = {}


def renders(view_type: type, *format_names: str) -> Callable[[RendererT], RendererT]:
    def register(function: RendererT) -> RendererT:
        for name in format_names:
            _RENDERERS[(view_type, name)] = function
        return function

    return register


def _load() -> None:
    for module in _MODULES:
        import_module(f"{__name__}.{module}")


def renderer(view_type: type, format_name: str) -> Renderer:
    # A view's renderers mostly live in the module named like the view's (views/locate.py,
    # render/locate.py): that one first, the others only if it has none for the view, since
    # together they import the game engines.
    own = view_type.__module__.rpartition(".")[2]
    if (view_type, format_name) not in _RENDERERS and own in _MODULES:
        import_module(f"{__name__}.{own}")
    if (view_type, format_name) not in _RENDERERS:
        _load()
    return _RENDERERS[(view_type, format_name)]


def render(view: Any, format_name: str) -> str:
    return renderer(type(view), format_name)(view)


def formats(view_type: type) -> tuple[str, ...]:
    _load()
    return tuple(name for kind, name in _RENDERERS if kind is view_type)
