"""Worker: check a shortest nonzero lattice vector, in exact arithmetic.

``python -I -m jacobian.checkers.lattice.svp_check``; subject ``{"basis": [[int, ...], ...]}`` (linearly
independent rows), format ``lattice-certificate/1``, claim ``LATTICE_SHORTEST_VECTOR {vector, squared_norm}``,
certificate ``{coefficients, reduced?, transform?}``:

1. In the lattice: the integer coefficients times the basis are the vector, exactly; the vector is nonzero
   and its squared norm is the claimed one.
2. None shorter (rank <= MAX_PROOF_RANK): ``reduced`` = ``transform`` basis with det ``transform`` = +-1
   (Bareiss), so both bases span the same lattice (without them the basis itself is used); this module's own
   Fincke-Pohst enumeration over it, with Fractions (the Gram-Schmidt of :func:`..lll_check.integral_gram_schmidt`),
   visits every integer x with |x R|^2 < squared_norm and finds only x = 0. A shorter vector found rejects the
   claim and is shown. More than MAX_NODES enumeration nodes, or a rank above MAX_PROOF_RANK, leaves the claim
   UNCHECKABLE once step 1 has passed: the vector is in the lattice, "no shorter vector" is not proved.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil, floor, isqrt
from typing import Any

from ..entry import guarded, serve_check
from ..exact.algebra import bareiss_det
from ..exact.rationals import BadRequest, fields, rational
from .lll_check import MAX_CERT_BITS, described, integer_matrix, integral_gram_schmidt, product

FORMAT = "lattice-certificate/1"
CLAIM = "LATTICE_SHORTEST_VECTOR"
MAX_SVP_RANK = 30  # rows of a basis whose shortest vector is searched (lattice.shortest_vector)
MAX_SVP_BITS = 128  # bits of each basis entry for lattice.shortest_vector
MAX_PROOF_RANK = 20  # up to this rank the checker proves that no nonzero vector is shorter
MAX_NODES = 400_000  # enumeration nodes the checker visits before it gives up (UNCHECKABLE)


class Exhausted(Exception):
    pass


def shorter(R: list[list[int]], bound: int, max_nodes: int = MAX_NODES) -> list[int] | None:
    """Coefficients x != 0 with |x R|^2 < bound, or None when there is none (exact Fincke-Pohst: level i
    fixes x_i given x_(i+1..m-1), keeping B_i (x_i - c_i)^2 below what the higher levels left of the bound,
    c_i = -sum_(j>i) mu_ji x_j). Raises :class:`Exhausted` after ``max_nodes`` candidates."""
    d, lam = integral_gram_schmidt(R)
    m = len(R)
    mu = [[Fraction(lam[i][j], d[j + 1]) for j in range(i)] for i in range(m)]
    norms = [Fraction(d[i + 1], d[i]) for i in range(m)]
    x = [0] * m
    nodes = 0

    def level(i: int, rest: Fraction) -> list[int] | None:
        nonlocal nodes
        c = -sum((mu[j][i] * x[j] for j in range(i + 1, m)), Fraction(0))
        t = rest / norms[i]  # (x_i - c)^2 < t
        s = isqrt(floor(t)) + 1  # s^2 > t
        for v in range(ceil(c - s), floor(c + s) + 1):
            nodes += 1
            if nodes > max_nodes:
                raise Exhausted
            part = norms[i] * (v - c) ** 2
            if part >= rest:
                continue
            x[i] = v
            found = (list(x) if any(x) else None) if i == 0 else level(i - 1, rest - part)
            if found is not None:
                return found
        x[i] = 0
        return None

    return level(m - 1, Fraction(bound))


def same_lattice(B: list[list[int]], cert: dict[str, Any]) -> list[list[int]]:
    """The certificate's reduced basis, once it is shown to span the lattice of B (else B itself)."""
    if "reduced" not in cert and "transform" not in cert:
        return B
    m, n = len(B), len(B[0])
    R = integer_matrix(cert.get("reduced"), "certificate.reduced", MAX_CERT_BITS, (m, n))
    U = integer_matrix(cert.get("transform"), "certificate.transform", MAX_CERT_BITS, (m, m))
    det = bareiss_det([[Fraction(v) for v in row] for row in U])
    if det not in (1, -1):
        raise BadRequest(f"the transform is not unimodular: det U = {det}")
    if product(U, B) != R:
        raise BadRequest("transform times basis is not the reduced basis")
    return R


def decide(claim: dict[str, Any], B: list[list[int]], cert: dict[str, Any]) -> dict[str, Any]:
    m, n = len(B), len(B[0])
    v = integer_matrix([claim.get("vector")], "claim.vector", MAX_CERT_BITS, (1, n))[0]
    norm = rational(claim.get("squared_norm"), "claim.squared_norm", 2 * MAX_CERT_BITS + 16)
    x = integer_matrix([cert.get("coefficients")], "certificate.coefficients", MAX_CERT_BITS, (1, m))[0]
    if product([x], B)[0] != v:
        return {"accepted": False, "reason": "coefficients times basis is not the vector: not shown in the lattice"}
    if not any(v):
        return {"accepted": False, "reason": "the vector is zero"}
    exact = sum(t * t for t in v)
    if exact != norm:
        return {"accepted": False, "reason": f"the vector's squared norm is {exact}, not {norm}"}
    R = same_lattice(B, cert)
    member = f"coefficients times basis = the vector (nonzero, squared norm {exact})"
    if m > MAX_PROOF_RANK:
        why = f"{member}; no shorter vector: not checked, rank {m} > {MAX_PROOF_RANK}"
        return {"accepted": False, "verdict": "UNCHECKABLE", "reason": why}
    try:
        found = shorter(R, exact, MAX_NODES)
    except Exhausted:
        why = f"{member}; no shorter vector: not settled in {MAX_NODES} enumeration nodes"
        return {"accepted": False, "verdict": "UNCHECKABLE", "reason": why}
    if found is not None:
        w = product([found], R)[0]
        why = f"a shorter nonzero vector exists: {w} (squared norm {sum(t * t for t in w)} < {exact})"
        return {"accepted": False, "reason": why[:800]}
    return {"accepted": True, "reason": f"{member}; exact Fincke-Pohst finds no nonzero vector shorter"}


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim = fields(payload.get("claim"), {"kind", "vector", "squared_norm", "format"}, "claim")
        if claim.get("kind") != CLAIM:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT or payload.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format must be {FORMAT}")
        subject = fields(payload.get("subject"), {"basis"}, "subject")
        B = integer_matrix(subject.get("basis"), "subject.basis", MAX_SVP_BITS)
        if len(B) > MAX_SVP_RANK:
            raise BadRequest(f"subject.basis has more than {MAX_SVP_RANK} rows")
        model = {"model": described(B)}
        cert = fields(payload.get("certificate") or {}, {"coefficients", "reduced", "transform"}, "certificate")
        decision = decide(claim, B, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {**decision, "checked": {"claim": CLAIM}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
