"""GDAL, held to the three formats the locator reads and kept off the network."""

from __future__ import annotations



from fauna_cards.errors import IOTrouble
from fauna_cards.geo.locate.common import ALLOWED_DRIVERS



# No request leaves the machine: /vsicurl/ accepts no file name, and every other HTTP request
# GDAL makes goes through a proxy whose scheme curl does not know, so curl refuses it before
# connecting anywhere (a port listened on in tests/commands/test_locate.py sees no connection).
NO_NETWORK = {
    "CPL_VSIL_CURL_ALLOWED_FILENAME": "/fauna-reads-local-files-only",
    "GDAL_HTTP_PROXY": "fauna-no-network://0",
    "GDAL_HTTPS_PROXY": "fauna-no-network://0",
    "GDAL_HTTP_TIMEOUT": "1",
    "GDAL_HTTP_CONNECTTIMEOUT": "1",
    "GDAL_HTTP_MAX_RETRY": "0",
    "PROJ_NETWORK": "OFF",
    "OGR_SQLITE_ALLOW_EXTERNAL_ACCESS": "NO",
}
_gdal_restricted = False


def restrict_gdal() -> None:
    """Leave GDAL only the drivers of the documented formats, and no network. A GeoPackage
    holding VRT XML would otherwise be opened by the VRT driver, which reads whatever file or
    URL the XML names. GDAL applies GDAL_SKIP when it registers its drivers, which pyogrio
    did on import, so they are registered again; the result is checked, not assumed."""
    global _gdal_restricted
    if _gdal_restricted:
        return
    import pyogrio

    others = [name for name in pyogrio.list_drivers() if name not in ALLOWED_DRIVERS]
    # Comma-separated: "MapInfo File" and "ESRI Shapefile" hold spaces.
    pyogrio.set_gdal_config_options({**NO_NETWORK, "GDAL_SKIP": ",".join(others)})
    _register_gdal_drivers()
    left = sorted(set(pyogrio.list_drivers()) - set(ALLOWED_DRIVERS))
    if left:
        raise IOTrouble(f"cannot restrict GDAL to {', '.join(ALLOWED_DRIVERS)} (still there: {', '.join(left)}); "
                        "refusing to open range maps with this pyogrio")
    restrict_proj_network()
    _gdal_restricted = True


def _register_gdal_drivers() -> None:
    try:
        from pyogrio._ogr import _register_drivers
    except ImportError:  # a pyogrio without it: restrict_gdal's check then refuses
        return
    _register_drivers()


def restrict_proj_network() -> None:
    """Reprojection must not fetch grids either (PROJ's network is off unless asked for),
    whether GDAL read the range or not."""
    from pyproj.network import set_network_enabled

    set_network_enabled(False)


