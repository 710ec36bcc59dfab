"""Exact linear-algebra checker: replay a certificate over Q with Python's fractions.

``python -I -m jacobian.checkers.exact.matrix_check``. Format ``exact-rational/1``; subject
``{"matrix": [[...]]}`` (and ``"rhs"`` for a system) as the caller wrote it, read by
:mod:`.rationals`. Claims and what is replayed:

- ``MATRIX_DETERMINANT {determinant}``: recomputed by Bareiss elimination; must be equal.
- ``MATRIX_INVERSE {inverse}``: A B = I exactly (A square; a one-sided inverse is two-sided).
- ``MATRIX_SINGULAR``, certificate ``{kernel_vector}``: v != 0 and A v = 0.
- ``MATRIX_RANK {rank}``, certificate ``{rows, cols, kernel}``: the r x r minor on rows x cols
  has nonzero determinant (rank >= r); the n - r kernel vectors satisfy A v = 0 and are
  independent (rank <= r by rank-nullity).
- ``MATRIX_NULLSPACE {basis}``, certificate ``{rows, cols}``: the same, the basis being the kernel.
- ``LINEAR_SYSTEM_SOLUTION {solution}``: A x = b.
- ``LINEAR_SYSTEM_INCONSISTENT``, certificate ``{y}``: y A = 0 and y b != 0.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from . import algebra
from .rationals import MAX_CERT_BITS, BadRequest, fields, indices, matrix, vector

FORMAT = "exact-rational/1"
CLAIMS = (
    "MATRIX_DETERMINANT",
    "MATRIX_INVERSE",
    "MATRIX_SINGULAR",
    "MATRIX_RANK",
    "MATRIX_NULLSPACE",
    "LINEAR_SYSTEM_SOLUTION",
    "LINEAR_SYSTEM_INCONSISTENT",
)


def _kernel(A: algebra.Matrix, rank: Any, rows: Any, cols: Any, kernel: Any) -> str | None:
    """Why (rank, minor, kernel) does not prove that rank(A) = rank and kernel spans ker A; None if it does."""
    m, n = len(A), len(A[0])
    rows, cols = indices(rows, m, "certificate.rows"), indices(cols, n, "certificate.cols")
    if type(rank) is not int or not len(rows) == len(cols) == rank:
        return f"the minor has {len(rows)} rows and {len(cols)} columns, not rank = {rank}"
    if rank and algebra.bareiss_det([[A[i][j] for j in cols] for i in rows]) == 0:
        return "the certified minor is singular"
    if not isinstance(kernel, list) or len(kernel) != n - rank:
        return (
            f"{n - rank} kernel vectors are needed (n - rank), not {len(kernel) if isinstance(kernel, list) else '?'}"
        )
    vs = [vector(v, n, f"kernel[{k}]", MAX_CERT_BITS) for k, v in enumerate(kernel)]
    for k, v in enumerate(vs):
        if any(algebra.mat_vec(A, v)):
            return f"kernel vector {k} is not in the kernel: A v != 0"
    if vs and algebra.rank(vs) != len(vs):
        return "the kernel vectors are linearly dependent"
    return None


def decide(claim: dict[str, Any], subject: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    kind = claim["kind"]
    A = matrix(subject.get("matrix"), "subject.matrix")
    m, n = len(A), len(A[0])
    if kind in ("MATRIX_DETERMINANT", "MATRIX_INVERSE", "MATRIX_SINGULAR") and m != n:
        return False, f"the matrix is {m} x {n}, not square"
    if kind == "MATRIX_DETERMINANT":
        det = algebra.bareiss_det(A)
        claimed = vector([claim.get("determinant")], 1, "claim.determinant", MAX_CERT_BITS)[0]
        return det == claimed, f"Bareiss elimination gives det = {det}" + ("" if det == claimed else f", not {claimed}")
    if kind == "MATRIX_INVERSE":
        B = matrix(claim.get("inverse"), "claim.inverse", MAX_CERT_BITS, (n, n))
        cols = [[B[i][j] for i in range(n)] for j in range(n)]
        for j, col in enumerate(cols):
            if algebra.mat_vec(A, col) != [int(i == j) for i in range(n)]:
                return False, f"column {j} of A B is not column {j} of the identity"
        return True, f"A B = I exactly ({n} x {n})"
    if kind == "MATRIX_SINGULAR":
        v = vector(cert.get("kernel_vector"), n, "certificate.kernel_vector", MAX_CERT_BITS)
        ok = any(v) and not any(algebra.mat_vec(A, v))
        return ok, "A v = 0 for a nonzero v: A is singular" if ok else "the vector is zero or A v != 0"
    if kind in ("MATRIX_RANK", "MATRIX_NULLSPACE"):
        # the claimed rank is untrusted JSON until _kernel has checked it is an int
        rank: Any = claim.get("rank") if kind == "MATRIX_RANK" else len(cert.get("rows") or [])
        kernel = cert.get("kernel") if kind == "MATRIX_RANK" else claim.get("basis")
        why = _kernel(A, rank, cert.get("rows"), cert.get("cols"), kernel)
        return (
            why is None,
            why or f"a nonzero {rank} x {rank} minor and {n - rank} independent kernel vectors: rank {rank}",
        )
    b = vector(subject.get("rhs"), m, "subject.rhs")
    if kind == "LINEAR_SYSTEM_SOLUTION":
        x = vector(claim.get("solution"), n, "claim.solution", MAX_CERT_BITS)
        ok = algebra.mat_vec(A, x) == b
        return ok, "A x = b exactly" if ok else "A x != b"
    y = vector(cert.get("y"), m, "certificate.y", MAX_CERT_BITS)
    if any(algebra.vec_mat(y, A)):
        return False, "y A != 0"
    yb = algebra.dot(y, b)
    return yb != 0, f"y A = 0 and y b = {yb} != 0: no solution" if yb else "y b = 0: not a certificate"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(
            payload.get("claim"), {"kind", "determinant", "inverse", "rank", "basis", "solution", "format"}, "claim"
        )
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format {claim.get('format')!r} is not {FORMAT}")
        subject = fields(payload.get("subject"), {"matrix", "rhs"}, "subject")
        cert = fields(payload.get("certificate", {}), {"rows", "cols", "kernel", "kernel_vector", "y"}, "certificate")
        accepted, reason = decide(claim, subject, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
