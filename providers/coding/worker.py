"""The linear-code worker: weight distributions and minimum distances by enumeration (own code).

Runs sandboxed as ``python -I -m jacobian.providers.coding.worker`` (JSON Lines, see :mod:`jacobian.wire`).
``op`` ``analyse``: ``{"q", "rows", "parity_check": bool, "codeword": bool}`` -> n, k, the distributions of
the code and its dual, the minimum distance and (asked) a codeword of that weight; ``covering_radius``:
``{"q", "rows", "parity_check": bool}`` -> n, k, the covering radius, a word at that distance and the number
of cosets of each minimum weight (:mod:`.covering`). ``--probe`` checks the Hamming [7,4,3] code.
"""

from __future__ import annotations

import sys
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve

from .covering import covering_radius
from .enumeration import analyse

VERSION = "1.0"
HAMMING = [[1, 0, 0, 0, 0, 1, 1], [0, 1, 0, 0, 1, 0, 1], [0, 0, 1, 0, 1, 1, 0], [0, 0, 0, 1, 1, 1, 1]]


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = payload.get("op")
    if op not in ("analyse", "covering_radius"):
        raise WorkerError("INPUT", f"unknown op {op!r}; expected 'analyse' or 'covering_radius'", path="$.payload.op")
    rows, q = payload.get("rows"), payload.get("q")
    if not isinstance(rows, list) or not rows or type(q) is not int:
        raise WorkerError("INPUT", f"{op} needs q and rows")
    if op == "covering_radius":
        return covering_radius(rows, q, bool(payload.get("parity_check")))
    return analyse(rows, q, bool(payload.get("parity_check")), bool(payload.get("codeword")))


def probe() -> int:
    got = analyse(HAMMING, 2, False, True)
    if got["distribution"] != [1, 0, 0, 7, 7, 0, 0, 1] or got["minimum_distance"] != 3:
        print("code probe failed: the Hamming code's distribution", file=sys.stderr)
        return 1
    print(f"code-enumeration {VERSION} hamming ok")
    return 0


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        sys.exit(probe())
    serve(handle)


if __name__ == "__main__":
    main()
