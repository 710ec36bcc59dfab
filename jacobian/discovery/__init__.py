"""The ``math.find`` engine: pure functions over capability descriptors.

``find(catalog, arguments)`` answers search, browse and exact inspection with
one JSON document of at most 16 KiB. See ``docs/tools.md``.
"""

from .catalog import Catalog, Entry, SimpleEntry
from .engine import find
from .fit import BUDGET_BYTES, json_bytes

__all__ = ["Catalog", "Entry", "SimpleEntry", "find", "BUDGET_BYTES", "json_bytes"]
