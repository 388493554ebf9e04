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

from fauna_cards.geo.locate.areas import locate_points, locate_range
from fauna_cards.geo.locate.common import AreaFinding, Located, SourceError, is_point_file
from fauna_cards.geo.locate.gdal import restrict_gdal
from fauna_cards.geo.locate.files import read_range
from fauna_cards.geo.locate.points import read_points
from fauna_cards.geo.locate.ranges import projected_vertices
from fauna_cards.geo.locate.tangle import Budget, Linework

__all__ = [
    "AreaFinding", "Budget", "Linework", "Located", "SourceError", "is_point_file", "locate_points", "locate_range",
    "projected_vertices", "read_points", "read_range", "restrict_gdal",
]
