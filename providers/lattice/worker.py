"""The lattice worker: LLL reduction with its transform and Gram matrices, with python-flint (FLINT).

Runs sandboxed as ``python -I -m jacobian.providers.lattice.worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op`` ``lll``: ``{"basis", "delta", "eta"}`` (floats FLINT takes) ->
``{"reduced", "transform"}``; ``gram``: ``{"basis"}`` -> ``{"gram", "determinant"}``; ``shortest_vector``:
``{"basis"}`` -> ``{"vector", "squared_norm", "coefficients", "reduced", "transform", "nodes"}`` (FLINT's LLL,
then :mod:`.enumeration`). ``--probe`` prints python-flint's version after a small reduction.
"""

from __future__ import annotations

import sys
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve


def _rows(payload: dict[str, Any]) -> list[list[int]]:
    basis = payload.get("basis")
    if not isinstance(basis, list) or not basis or not all(isinstance(r, list) for r in basis):
        raise WorkerError("INPUT", "basis must be a list of rows", path="$.payload.basis")
    try:
        return [[int(v) for v in row] for row in basis]
    except (TypeError, ValueError):
        raise WorkerError("INPUT", "basis entries are integers as decimal text", path="$.payload.basis") from None


def op_lll(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    import flint

    basis = _rows(payload)
    delta, eta = float(payload.get("delta", 0.99)), float(payload.get("eta", 0.51))
    if flint.fmpz_mat(basis).rank() != len(basis):
        raise WorkerError("INPUT", "the basis rows are linearly dependent", path="$.payload.basis")
    reduced, transform = flint.fmpz_mat(basis).lll(True, delta, eta)
    return {"reduced": _lists(reduced), "transform": _lists(transform)}


def op_shortest_vector(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    import flint

    from .enumeration import shortest

    basis = _rows(payload)
    if flint.fmpz_mat(basis).rank() != len(basis):
        raise WorkerError("INPUT", "the basis rows are linearly dependent", path="$.payload.basis")
    reduced, transform = flint.fmpz_mat(basis).lll(True, 0.99, 0.51)
    R, U = [[int(v) for v in row] for row in _lists(reduced)], [[int(v) for v in row] for row in _lists(transform)]
    x, nodes = shortest(R)
    coefficients = [sum(x[i] * U[i][j] for i in range(len(x))) for j in range(len(basis))]
    vector = [sum(c * row[j] for c, row in zip(coefficients, basis)) for j in range(len(basis[0]))]
    return {
        "vector": [str(v) for v in vector],
        "squared_norm": str(sum(v * v for v in vector)),
        "coefficients": [str(c) for c in coefficients],
        "reduced": _lists(reduced),
        "transform": _lists(transform),
        "nodes": nodes,
    }


def op_gram(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    import flint

    b = flint.fmpz_mat(_rows(payload))
    gram = b * b.transpose()
    return {"gram": _lists(gram), "determinant": str(int(gram.det()))}


def _lists(m: Any) -> list[list[str]]:
    return [[str(int(m[i, j])) for j in range(m.ncols())] for i in range(m.nrows())]


OPS = {"lll": op_lll, "gram": op_gram, "shortest_vector": op_shortest_vector}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def probe() -> int:
    import flint

    reduced, transform = flint.fmpz_mat([[11, 17], [13, 19]]).lll(True)
    if transform * flint.fmpz_mat([[11, 17], [13, 19]]) != reduced:
        print("LLL probe failed", file=sys.stderr)
        return 1
    print(f"python-flint {flint.__version__} lll ok")
    return 0


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        sys.exit(probe())
    serve(handle)


if __name__ == "__main__":
    main()
