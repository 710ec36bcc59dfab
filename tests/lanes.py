"""The suite's two lanes: the full suite (``just test``, what CI runs) and the fast lane (``just check``:
``JACOBIAN_TEST_LANE=fast``, only the tests marked ``fast``: unit tests and one real EXPLORE and one real
VERIFY per family). The fast lane also shrinks every generated corpus and property test."""

from __future__ import annotations

import os

FAST = os.environ.get("JACOBIAN_TEST_LANE") == "fast"


def examples(full: int) -> int:
    """How many hypothesis examples a property runs: ``full`` in the full suite, a twentieth (at least 10)
    in the fast lane."""
    return max(10, full // 20) if FAST else full
