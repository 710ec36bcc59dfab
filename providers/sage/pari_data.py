"""Where PARI's optional data packages are, for the worker to point PARI at them.

passagemath's data wheels (``passagemath-pari-galdata``, ``passagemath-pari-elldata``) unpack under
``sage_wheels/share/pari``; the PARI inside passagemath keeps the data directory it was built with, which is
not that one, so an operation that needs a package sets ``datadir`` itself (one directory serves every
package installed there).
"""

from __future__ import annotations

import importlib.util
import os


def pari_data_dir(package: str, probe: str) -> str | None:
    """The ``share/pari`` directory holding ``package``/``probe`` (e.g. ``elldata``/``ell0``), or None when
    the package is not installed."""
    spec = importlib.util.find_spec("sage_wheels")
    for root in (spec.submodule_search_locations or []) if spec is not None else []:
        if os.path.isfile(os.path.join(root, "share", "pari", package, probe)):
            return os.path.join(root, "share", "pari")
    return None
