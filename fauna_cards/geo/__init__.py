"""Geography: the areas as shapes, projected and drawn, and ranges turned into areas.

These modules import shapely, pyproj and (for reading range files) geopandas; only the
commands that draw or locate import them, so the other commands start fast.
"""
