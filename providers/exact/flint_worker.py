"""The FLINT worker: exact linear algebra over Q with python-flint, with certificates.

Runs inside the sandbox as ``python -I -m jacobian.providers.exact.flint_worker`` (pooled:
nothing is kept between requests). Input entries are re-read by the bounded :mod:`.rational`
reader; every answer is exact text ("-3/7") together with what a checker needs to confirm it
in its own rational arithmetic: a nonzero minor (rows, columns) for a rank, a kernel basis,
an inverse, a kernel vector for a singular matrix, a solution or a Farkas vector y (y A = 0,
y b != 0). ``--probe`` runs a known instance.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from typing import Any

from .rational import MAX_NF_DIM, RationalError, parse_matrix, parse_vector

try:  # the worker runs under `python -I`: only the wire protocol from the runtime
    from jacobian.wire import WorkerError, serve
except ImportError:  # pragma: no cover
    raise


def _flint() -> Any:
    import flint

    return flint


def to_fmpq_mat(rows: list[list[Any]]) -> Any:
    flint = _flint()
    m, n = len(rows), len(rows[0])
    return flint.fmpq_mat(m, n, [flint.fmpq(v.numerator, v.denominator) for row in rows for v in row])


def transpose(rows: list[list[Any]]) -> list[list[Any]]:
    return [list(col) for col in zip(*rows)]


def rref(M: Any) -> tuple[list[list[Any]], list[int]]:
    """Reduced row echelon form (as rows of fmpq) and its pivot columns."""
    R, rank = M.rref()
    rows = [[R[i, j] for j in range(M.ncols())] for i in range(rank)]
    pivots = [next(j for j, v in enumerate(row) if v != 0) for row in rows]
    return rows, pivots


def kernel_basis(rows: list[list[Any]], pivots: list[int], n: int) -> list[list[Any]]:
    """One kernel vector per free column of an RREF: v_f = 1, v_p = -R[i][f]."""
    flint = _flint()
    basis = []
    for f in (j for j in range(n) if j not in set(pivots)):
        v = [flint.fmpq(0)] * n
        v[f] = flint.fmpq(1)
        for i, p in enumerate(pivots):
            v[p] = -rows[i][f]
        basis.append(v)
    return basis


def txt(values: list[Any]) -> list[str]:
    return [str(v) for v in values]


def _rank_certificate(A: list[list[Any]]) -> dict[str, Any]:
    """rank r, pivot columns (independent columns), independent rows (pivots of A^T), kernel basis."""
    n = len(A[0])
    rows, cols = rref(to_fmpq_mat(A))
    _, indep_rows = rref(to_fmpq_mat(transpose(A)))
    return {
        "rank": len(cols),
        "rows": indep_rows,
        "cols": cols,
        "kernel": [txt(v) for v in kernel_basis(rows, cols, n)],
    }


def op_rank(A: list[list[Any]], payload: dict[str, Any]) -> dict[str, Any]:
    return _rank_certificate(A)


def op_determinant(A: list[list[Any]], payload: dict[str, Any]) -> dict[str, Any]:
    return {"determinant": str(to_fmpq_mat(A).det())}


def op_inverse(A: list[list[Any]], payload: dict[str, Any]) -> dict[str, Any]:
    n = len(A)
    rows, pivots = rref(to_fmpq_mat(A))
    if len(pivots) < n:
        return {"invertible": False, "kernel_vector": txt(kernel_basis(rows, pivots, n)[0])}
    inv = to_fmpq_mat(A).inv()
    return {"invertible": True, "inverse": [[str(inv[i, j]) for j in range(n)] for i in range(n)]}


def op_solve(A: list[list[Any]], payload: dict[str, Any]) -> dict[str, Any]:
    flint = _flint()
    m, n = len(A), len(A[0])
    try:
        b = parse_vector(payload.get("rhs"), m)
    except RationalError as exc:
        raise WorkerError("INPUT", f"rhs: {exc}", path="$.payload.rhs") from None
    rows, pivots = rref(to_fmpq_mat([row + [bi] for row, bi in zip(A, b)]))
    kernel_dim = n - sum(1 for p in pivots if p < n)
    if pivots and pivots[-1] == n:  # a row 0 = 1: inconsistent; y from the left kernel of A
        bq = [flint.fmpq(v.numerator, v.denominator) for v in b]
        left_rows, left_pivots = rref(to_fmpq_mat(transpose(A)))
        for y in kernel_basis(left_rows, left_pivots, m):
            if sum((yi * bi for yi, bi in zip(y, bq)), flint.fmpq(0)) != 0:
                return {"consistent": False, "farkas": txt(y), "kernel_dimension": kernel_dim}
        raise WorkerError("BACKEND", "inconsistent system but no left-kernel vector separates b")
    x = [flint.fmpq(0)] * n
    for i, p in enumerate(pivots):
        x[p] = rows[i][n]
    return {"consistent": True, "solution": txt(x), "kernel_dimension": kernel_dim}


def _integer_matrix(A: list[list[Any]]) -> list[list[int]]:
    from .normal_form import as_integers

    M = as_integers(A)
    if M is None or len(M) > MAX_NF_DIM or len(M[0]) > MAX_NF_DIM:
        raise WorkerError("INPUT", f"an integer matrix of at most {MAX_NF_DIM} x {MAX_NF_DIM}", path="$.payload.matrix")
    return M


def op_hermite(A: list[list[Any]], payload: dict[str, Any]) -> dict[str, Any]:
    from .normal_form import hermite, text

    H, U = hermite(_integer_matrix(A))
    return {"hermite": text(H), "left": text(U), "rank": sum(1 for row in H if any(row))}


def op_smith(A: list[list[Any]], payload: dict[str, Any]) -> dict[str, Any]:
    from .normal_form import smith, text

    S, U, V = smith(_integer_matrix(A))
    diagonal = [S[i][i] for i in range(min(len(S), len(S[0])))]
    return {"smith": text(S), "left": text(U), "right": text(V), "invariants": [str(d) for d in diagonal if d]}


def _text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def op_enclosure(_A: Any, payload: dict[str, Any]) -> dict[str, Any]:
    """A ball enclosing the expression's value at the point, or its range over the box, by arb."""
    from .enclosure import enclose

    flint = _flint()
    try:
        ends = enclose(payload.get("expression"), payload.get("box") or {}, payload.get("precision_bits", 128))
    except ValueError as exc:
        raise WorkerError("INPUT", str(exc), path="$.payload.expression") from None
    if ends is None:
        return {"defined": False}
    lo, hi = ends
    mid, rad = (lo + hi) / 2, (hi - lo) / 2
    shown = f"{flint.arb(flint.fmpq(mid.numerator, mid.denominator)).str(30)} +/- {float(rad):.3g}"
    return {"defined": True, "lower": _text(lo), "upper": _text(hi), "ball": shown}


OPS = {
    "rank": op_rank,
    "nullspace": op_rank,
    "determinant": op_determinant,
    "inverse": op_inverse,
    "solve": op_solve,
    "hermite": op_hermite,
    "smith": op_smith,
    "enclosure": op_enclosure,
}


def handle(payload: dict[str, Any], _emitter: Any) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError("PROTOCOL", f"unknown op {payload.get('op')!r}")
    if payload.get("op") == "enclosure":
        return op_enclosure(None, payload)
    try:
        A = parse_matrix(payload.get("matrix"))
    except RationalError as exc:
        raise WorkerError("INPUT", f"matrix: {exc}", path="$.payload.matrix") from None
    return op(A, payload)


def probe() -> int:
    """A known instance: det [[1,2],[3,4]] = -2, rank of [[1,2],[2,4]] = 1, inverse of [[2,0],[0,1/2]]."""
    flint = _flint()
    got = (
        op_determinant(parse_matrix([["1", "2"], ["3", "4"]]), {})["determinant"],
        op_rank(parse_matrix([["1", "2"], ["2", "4"]]), {})["rank"],
        op_inverse(parse_matrix([["2", "0"], ["0", "1/2"]]), {})["inverse"],
    )
    if got != ("-2", 1, [["1/2", "0"], ["0", "2"]]):
        print(f"FLINT probe gave {got}", file=sys.stderr)
        return 1
    print(f"python-flint {flint.__version__} exact ok")
    return 0


def main() -> None:
    if "--probe" in sys.argv[1:]:
        sys.exit(probe())
    serve(handle)


if __name__ == "__main__":
    main()
