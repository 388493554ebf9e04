"""Boards and world maps from maps/ (or a user's own files), checked like any deck file."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fauna_cards.checks.maps import check_areas, check_board, check_regions
from fauna_cards.load.documents import display_path, load_checked
from fauna_cards.errors import IOTrouble
from fauna_cards.resources import boards_dir, maps_dir
from fauna_cards.model.board import Board
from fauna_cards.model.geography import AreasFile, RegionsFile, WorldMap
from fauna_cards.safe_io import require_regular


def bundled_board_names() -> list[str]:
    return sorted(path.stem for path in boards_dir().glob("*.yaml"))


@dataclass(frozen=True)
class LoadedBoard:
    board: Board
    world: WorldMap
    path: Path


def resolve_board_path(spec: str, relative_to: Path | None = None) -> Path:
    """A board given by bundled name or by path; raise IOTrouble naming the choices."""
    looks_like_path = "/" in spec or spec.endswith((".yaml", ".yml"))
    if looks_like_path:
        path = Path(spec) if relative_to is None else relative_to / spec
        try:
            missing = not path.exists()
        except ValueError:
            raise IOTrouble(f"board file {spec!r}: not a usable path (it holds a NUL character)") from None
        if missing:
            raise IOTrouble(f"board file not found: {path.as_posix()}")
        require_regular(path, f"board file {path.as_posix()}")
        return path
    bundled = boards_dir() / f"{spec}.yaml"
    if not bundled.is_file():
        raise IOTrouble(f"unknown board {spec!r}; bundled boards: {', '.join(bundled_board_names())}")
    return bundled


def load_board(spec: str, relative_to: Path | None = None) -> LoadedBoard:
    """Raises IOTrouble for a board that cannot be found, DataError for one that is wrong."""
    return _load_board_file(resolve_board_path(spec, relative_to).resolve())


@lru_cache(maxsize=None)
def _load_board_file(path: Path) -> LoadedBoard:
    board = load_checked(path, display_path(path), Board, check_board)
    areas_path = path.parent / board.areas if board.areas else maps_dir() / "areas.yaml"
    regions_path = path.parent / board.regions if board.regions else maps_dir() / "regions.yaml"
    return LoadedBoard(board, load_world(areas_path.resolve(), regions_path.resolve()), path)


@lru_cache(maxsize=None)
def load_world(areas_path: Path, regions_path: Path) -> WorldMap:
    for path in (areas_path, regions_path):
        try:
            missing = not path.exists()
        except ValueError:
            raise IOTrouble(f"map file {path.as_posix()!r}: not a usable path (it holds a NUL character)") from None
        if missing:
            raise IOTrouble(f"map file not found: {path.as_posix()}")
        require_regular(path, f"map file {path.as_posix()}")
    regions = load_checked(regions_path, display_path(regions_path), RegionsFile, check_regions)
    region_ids = {region.id for region in regions.regions}
    areas = load_checked(
        areas_path, display_path(areas_path), AreasFile, lambda a: check_areas(a, region_ids)
    )
    return WorldMap(areas.areas, regions.regions)
