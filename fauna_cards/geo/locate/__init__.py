"""From a range map or occurrence points to the board areas an animal lives in.

A range polygon counts an area when it covers at least `min_share` of the area, or when at
least `min_share` of the range lies in it (so that an island species with a tiny range
still finds its area). Shares are measured in the Equal Earth projection, which keeps areas
true. Points count an area when it holds at least `min_points` of them, which keeps stray
records (a zoo, a typo) from adding areas.

Range maps and CSV files come from anywhere, so every cost is bounded before it is paid
(docs/geography.md, "Any file, safely", has the measurements behind each number):

- GDAL opens only GeoJSON, GeoPackage and Shapefile, never reaches the network, and each
  file must look like what its suffix says (a VRT named .gpkg could read any file or URL).
- Sizes first: bytes on disk, features, vertices (counted as they will be once long edges
  are split for the projection).
- Then how tangled the outlines are. GEOS's validity check, repair, union and overlay all
  cost in proportion to the pairs of edges lying near each other and to the points where
  edges cross; a self-crossing star of 500 vertices took 85 s to repair, one of 5,000 took
  9.9 GB. `measure_tangle` counts both with numpy and STRtree under a fixed budget, and refuses a
  range over the limits before GEOS sees it.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

# Each name from the module that defines it, imported on first use: an occurrence CSV needs
# neither pyproj nor GDAL, and `SourceError` alone imports nothing heavy.
_HOMES = {
    "AreaFinding": "common", "Located": "common", "SourceError": "common", "is_point_file": "common",
    "locate_points": "areas", "locate_range": "areas", "read_points": "points",
    "read_range": "files", "restrict_gdal": "gdal", "projected_vertices": "ranges",
    "Budget": "tangle", "Linework": "tangle",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)
