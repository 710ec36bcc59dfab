"""The homology worker: Smith normal forms of boundary matrices by sparse elimination (own code).

Runs sandboxed as ``python -I -m jacobian.providers.topology.worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op`` ``homology``: ``{"facets": [[v, ...], ...], "ring": "Z" | "GF(p)"}``
-> :func:`.homology.homology`'s answer (f-vector, Euler characteristic, groups with generators, and
the operations as the certificate). ``--probe`` computes the homology of the real projective plane.
"""

from __future__ import annotations

import sys
from typing import Any

from jacobian.checkers.topology.complex import ComplexError, read_facets, simplices
from jacobian.wire import Emitter, WorkerError, serve

from .homology import homology
from .models import modulus_of

RP2 = [[1, 2, 3], [1, 3, 4], [1, 4, 5], [1, 5, 6], [1, 2, 6], [2, 3, 5], [3, 4, 6], [2, 4, 5], [3, 5, 6], [2, 4, 6]]
VERSION = "1.0"


def op_homology(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    ring = payload.get("ring", "Z")
    if ring != "Z" and not (isinstance(ring, str) and ring.startswith("GF(") and ring[3:-1].isdigit()):
        raise WorkerError("INPUT", "ring is Z or GF(p)", path="$.payload.ring")
    try:
        levels = simplices(read_facets(payload.get("facets")))
    except ComplexError as exc:
        raise WorkerError("INPUT", str(exc), path="$.payload.facets" + exc.where) from None
    emit.progress(0.0, f"f-vector {[len(level) for level in levels]}")
    return homology(levels, modulus_of(ring))


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    if payload.get("op") != "homology":
        raise WorkerError("INPUT", f"unknown op {payload.get('op')!r}; expected 'homology'", path="$.payload.op")
    return op_homology(payload, emit)


def probe() -> int:
    got = homology(simplices(read_facets(RP2)), None)
    if [(g["betti"], g["torsion"]) for g in got["homology"]] != [(1, []), (0, [2]), (0, [])]:
        print("homology probe failed: RP^2 is not (Z, Z/2, 0)", file=sys.stderr)
        return 1
    print(f"snf-elimination {VERSION} RP2 ok")
    return 0


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        sys.exit(probe())
    serve(handle)


if __name__ == "__main__":
    main()
