"""Worker: check an LLL-reduced basis (with its transform) or a Gram matrix, in exact arithmetic.

``python -I -m jacobian.checkers.lattice.lll_check``; subject ``{"basis": [[int, ...], ...]}`` (rows,
linearly independent), format ``lattice-certificate/1``:

- ``LATTICE_LLL_REDUCED {reduced, delta, eta}``, certificate ``{transform}``: U is an integer matrix with
  det U = +-1 (Bareiss, :mod:`..exact.algebra`), U B = the reduced basis exactly (so both bases span the
  same lattice), and the reduced basis is (delta, eta)-LLL reduced: its Gram-Schmidt vectors b*_i (exact
  integers, :func:`integral_gram_schmidt`) are nonzero, |mu_ij| <= eta for j < i (size reduction) and
  (delta - mu_(i,i-1)^2) |b*_(i-1)|^2 <= |b*_i|^2 (Lovasz), with 1/4 < delta <= 1 and 1/2 <= eta, eta^2 < delta.
- ``LATTICE_GRAM {gram, determinant}``, no certificate: B B^T and its determinant, recomputed.
"""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..exact.algebra import bareiss_det
from ..exact.rationals import BadRequest, fields, matrix, rational

FORMAT = "lattice-certificate/1"
CLAIMS = ("LATTICE_LLL_REDUCED", "LATTICE_GRAM")
MAX_RANK = 60
MAX_BASIS_BITS = 512
MAX_CERT_BITS = 4096  # reduced bases, transforms, Gram entries: a product of the input's may outgrow 512 bits


def integer_matrix(value: Any, where: str, bits: int, shape: tuple[int, int] | None = None) -> list[list[int]]:
    rows = matrix(value, where, bits, shape)
    if any(v.denominator != 1 for row in rows for v in row):
        raise BadRequest(f"{where} has an entry that is not an integer")
    return [[v.numerator for v in row] for row in rows]


def integral_gram_schmidt(B: list[list[int]]) -> tuple[list[int], list[list[int]]]:
    """d_0 .. d_m and lambda_ij (j < i) in integers (Cohen, A Course in Computational Algebraic Number Theory,
    algorithm 2.6.7): d_(i+1) = d_i |b*_i|^2 and lambda_ij = d_(j+1) mu_ij; every division below is exact."""
    G = [[sum(x * y for x, y in zip(u, v)) for v in B] for u in B]
    d = [1]
    lam: list[list[int]] = []
    for i in range(len(B)):
        row: list[int] = []
        for j in range(i + 1):
            u, other = G[i][j], row if j == i else lam[j]
            for k in range(j):
                u = (d[k + 1] * u - row[k] * other[k]) // d[k]
            if j < i:
                row.append(u)
            elif u == 0:
                raise BadRequest(f"row {i} of the reduced basis depends on the rows before it")
            else:
                d.append(u)
        lam.append(row)
    return d, lam


def lll_reduced(R: list[list[int]], delta: Fraction, eta: Fraction) -> str | None:
    """Size reduction |mu_ij| <= eta and the Lovasz condition, in the integers of the integral Gram-Schmidt:
    |lambda_ij| <= eta d_(j+1), and delta d_i^2 <= d_(i+1) d_(i-1) + lambda_(i,i-1)^2."""
    d, lam = integral_gram_schmidt(R)
    for i in range(1, len(R)):
        for j in range(i):
            if abs(lam[i][j]) * eta.denominator > eta.numerator * d[j + 1]:
                return f"not size-reduced: |mu_{i}{j}| = {Fraction(abs(lam[i][j]), d[j + 1])} > {eta}"
        if delta.numerator * d[i] ** 2 > delta.denominator * (d[i + 1] * d[i - 1] + lam[i][i - 1] ** 2):
            return f"the Lovasz condition fails at row {i}"
    return None


def product(A: list[list[int]], B: list[list[int]]) -> list[list[int]]:
    cols = list(zip(*B))
    return [[sum(a * b for a, b in zip(row, col)) for col in cols] for row in A]


def described(B: list[list[int]]) -> dict[str, Any]:
    text = json.dumps(B, separators=(",", ":"))
    bits = max(abs(v).bit_length() for row in B for v in row)
    summary = {"rank": len(B), "dimension": len(B[0]), "max_entry_bits": bits}
    return {
        "format": "integer-basis",
        "summary": summary,
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def decide(claim: dict[str, Any], B: list[list[int]], cert: dict[str, Any]) -> tuple[bool, str]:
    m, n = len(B), len(B[0])
    if claim["kind"] == "LATTICE_GRAM":
        G = integer_matrix(claim.get("gram"), "claim.gram", MAX_CERT_BITS, (m, m))
        det = rational(claim.get("determinant"), "claim.determinant", MAX_CERT_BITS * 64)
        if product(B, [list(c) for c in zip(*B)]) != G:
            return False, "the Gram matrix is not B B^T"
        mine = bareiss_det([[Fraction(x) for x in row] for row in G])
        return (mine == det), ("det(B B^T) = " + str(mine) if mine == det else f"det(B B^T) is {mine}, not {det}")
    delta = rational(claim.get("delta"), "claim.delta", 64)
    eta = rational(claim.get("eta"), "claim.eta", 64)
    if not (Fraction(1, 4) < delta <= 1 and Fraction(1, 2) <= eta and eta * eta < delta):
        return False, "delta and eta must satisfy 1/4 < delta <= 1, 1/2 <= eta, eta^2 < delta"
    R = integer_matrix(claim.get("reduced"), "claim.reduced", MAX_CERT_BITS, (m, n))
    U = integer_matrix(cert.get("transform"), "certificate.transform", MAX_CERT_BITS, (m, m))
    det = bareiss_det([[Fraction(x) for x in row] for row in U])
    if det not in (1, -1):
        return False, f"the transform is not unimodular: det U = {det}"
    if product(U, B) != R:
        return False, "U B is not the reduced basis"
    why = lll_reduced(R, delta, eta)
    if why is not None:
        return False, why
    return True, f"U unimodular, U B = the reduced basis, ({delta}, {eta})-LLL reduced (exact integral Gram-Schmidt)"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim = fields(
            payload.get("claim"), {"kind", "reduced", "delta", "eta", "gram", "determinant", "format"}, "claim"
        )
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT or payload.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format must be {FORMAT}")
        subject = fields(payload.get("subject"), {"basis"}, "subject")
        B = integer_matrix(subject.get("basis"), "subject.basis", MAX_BASIS_BITS)
        if len(B) > MAX_RANK:
            raise BadRequest(f"subject.basis has more than {MAX_RANK} rows")
        model = {"model": described(B)}
        cert = fields(payload.get("certificate") or {}, {"transform"}, "certificate")
        accepted, reason = decide(claim, B, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
