"""Integer normal-form checker: Hermite (U A = H) and Smith (U A V = S) with unimodular transforms.

``python -I -m jacobian.checkers.exact.normal_form_check``. Format ``integer-normal-form/1``;
subject ``{"matrix": [[...]]}`` as the caller wrote it (integers), read by :mod:`.rationals`.

- ``MATRIX_HERMITE_FORM {hermite}``, certificate ``{left}``: U integer with det U = +-1 (Bareiss,
  this package's own), U A = H exactly, and H in row Hermite normal form: the nonzero rows first,
  each row's first nonzero entry (its pivot) positive and strictly right of the previous row's, the
  entries above a pivot in [0, pivot). A unimodular U makes H a basis of A's row lattice, and such
  an H is unique: it is the HNF of A.
- ``MATRIX_SMITH_FORM {smith}``, certificate ``{left, right}``: U, V integer with det +-1, U A V = S,
  S diagonal with d_i >= 0, d_i | d_(i+1), the zeros last. S is then the Smith normal form of A.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from . import algebra
from .rationals import MAX_CERT_BITS, BadRequest, fields, matrix

FORMAT = "integer-normal-form/1"
CLAIMS = ("MATRIX_HERMITE_FORM", "MATRIX_SMITH_FORM")


def integer_matrix(value: Any, where: str, shape: tuple[int, int] | None = None, bits: int = MAX_CERT_BITS) -> list:
    """The matrix as Python ints (a fraction that is not an integer is refused)."""
    M = matrix(value, where, bits, shape)
    if any(v.denominator != 1 for row in M for v in row):
        raise BadRequest(f"{where} has an entry that is not an integer")
    return [[v.numerator for v in row] for row in M]


def product(A: list[list[int]], B: list[list[int]]) -> list[list[int]]:
    """A B in integers, each column of B kept as its nonzero (row, entry) pairs."""
    cols = [[(k, b) for k, b in enumerate(col) if b] for col in zip(*B)]
    return [[sum(row[k] * b for k, b in col) for col in cols] for row in A]


def unimodular(U: list[list[int]], name: str) -> str | None:
    det = algebra.bareiss_det(U)  # type: ignore[arg-type]  # ints are rationals with denominator 1
    return None if det in (1, -1) else f"{name} is not unimodular: det {name} = {det}"


def hermite_shape(H: list[list[int]]) -> str | None:
    last, zero_seen = -1, False
    for i, row in enumerate(H):
        pivot = next((j for j, v in enumerate(row) if v != 0), None)
        if pivot is None:
            zero_seen = True
            continue
        if zero_seen or pivot <= last:
            return f"row {i} of H breaks the echelon form"
        if row[pivot] <= 0:
            return f"the pivot of row {i} is not positive"
        if any(not 0 <= H[k][pivot] < row[pivot] for k in range(i)):
            return f"an entry above the pivot of row {i} is not reduced into [0, {row[pivot]})"
        last = pivot
    return None


def smith_shape(S: list[list[int]]) -> str | None:
    m, n = len(S), len(S[0])
    if any(S[i][j] != 0 for i in range(m) for j in range(n) if i != j):
        return "S is not diagonal"
    d = [S[i][i] for i in range(min(m, n))]
    for i, v in enumerate(d):
        if v < 0:
            return f"d_{i} = {v} is negative"
        if i + 1 < len(d) and (d[i + 1] % v != 0 if v else d[i + 1] != 0):
            return f"d_{i} = {v} does not divide d_{i + 1} = {d[i + 1]}"
    return None


def decide(claim: dict[str, Any], subject: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    A = integer_matrix(subject.get("matrix"), "subject.matrix", bits=512)
    m, n = len(A), len(A[0])
    U = integer_matrix(cert.get("left"), "certificate.left", (m, m))
    if claim["kind"] == "MATRIX_HERMITE_FORM":
        H = integer_matrix(claim.get("hermite"), "claim.hermite", (m, n))
        why = unimodular(U, "U") or (None if product(U, A) == H else "U A != H") or hermite_shape(H)
        return why is None, why or "U unimodular, U A = H, H in Hermite normal form"
    V = integer_matrix(cert.get("right"), "certificate.right", (n, n))
    S = integer_matrix(claim.get("smith"), "claim.smith", (m, n))
    why = unimodular(U, "U") or unimodular(V, "V") or smith_shape(S)
    why = why or (None if product(product(U, A), V) == S else "U A V != S")
    return why is None, why or "U, V unimodular, U A V = S, S diagonal with a divisibility chain"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(payload.get("claim"), {"kind", "hermite", "smith", "format"}, "claim")
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format {claim.get('format')!r} is not {FORMAT}")
        subject = fields(payload.get("subject"), {"matrix"}, "subject")
        cert = fields(payload.get("certificate"), {"left", "right"}, "certificate")
        accepted, reason = decide(claim, subject, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
