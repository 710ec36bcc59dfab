"""Checker: rank E(Q) >= r, from r rational points shown independent by reduction modulo primes.

``python -I -m jacobian.checkers.elliptic.rank``; format ``ec-rank/1``; claim ``RANK_LOWER_BOUND`` {r, points}
(r points [x, y], rationals ``"p/q"``), subject ``{"coefficients": [a1, a2, a3, a4, a6]}`` (integers, read
here), certificate {ell, primes, torsion_prime}: a prime ell and odd primes p below ``MAX_PRIME`` of good
reduction (p not dividing the discriminant).

The argument, every step recomputed in Python integers and fractions:

1. Each point lies on the curve (exact rational arithmetic).
2. ell does not divide #E(F_q) for q = torsion_prime (the checker's own count); E(Q)_tors injects into E(F_q)
   (Silverman, The Arithmetic of Elliptic Curves, VII.3.1 with IV.6.4(b)), so ell does not divide |E(Q)_tors|.
3. For each listed p, #E(F_p) = ell * m with ell not dividing m: the ell-part of E(F_p) is cyclic of order ell,
   and Q -> m Q, read as a multiple k g of the first nonzero m P_i (g), is a homomorphism E(F_p) -> Z/ell whose
   kernel is ell E(F_p). Composed with reduction modulo p (a homomorphism for good p; a point whose x has p in
   its denominator reduces to O) it is a homomorphism chi_p: E(Q) -> Z/ell vanishing on ell E(Q).
4. The r x k matrix [chi_p(P_i)] has rank r over F_ell (the checker's own elimination).

Then the P_i are independent in E(Q)/ell E(Q); a relation sum n_i P_i = T (T torsion, not all n_i divisible
by ell after dividing out a common power) would put sum n_i P_i in ell E(Q), since ell does not divide |T|
(multiplication by ell is onto the torsion). So they are independent in E(Q) and the rank is at least r.
r = 0 needs no points and the certificate {}. Every decision after reading the subject reports the model read.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..integer.numbers import BadRequest, decimal, described
from ..integer.pratt import trial_prime
from .torsion import count_points
from .weierstrass import Model, coefficients, invariants, on_curve, rational

FORMAT = "ec-rank/1"
KIND = "RANK_LOWER_BOUND"
MAX_RANK = 30
MAX_PRIME = 100_000
MAX_PRIMES = 200
MAX_ELL = 100
ModPoint = tuple[int, int] | None


def reduce(point: tuple[Fraction, Fraction], p: int) -> ModPoint:
    x, y = point
    if x.denominator % p == 0:
        return None
    inv = pow(x.denominator, -1, p), pow(y.denominator, -1, p)
    return x.numerator * inv[0] % p, y.numerator * inv[1] % p


def add_mod(a: Model, p: int, s: ModPoint, t: ModPoint) -> ModPoint:
    """S + T on the reduction of the curve modulo p (affine chord and tangent, Silverman III.2.3)."""
    if s is None:
        return t
    if t is None:
        return s
    a1, a2, a3, a4, _ = a
    (x1, y1), (x2, y2) = s, t
    if x1 == x2 and (y1 + y2 + a1 * x2 + a3) % p == 0:
        return None
    if x1 == x2:
        lam = (3 * x1 * x1 + 2 * a2 * x1 + a4 - a1 * y1) * pow(2 * y1 + a1 * x1 + a3, -1, p)
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, p)
    nu = y1 - lam * x1
    x3 = (lam * lam + a1 * lam - a2 - x1 - x2) % p
    return x3, (-(lam + a1) * x3 - nu - a3) % p


def mul_mod(a: Model, p: int, k: int, s: ModPoint) -> ModPoint:
    out: ModPoint = None
    while k:
        if k & 1:
            out = add_mod(a, p, out, s)
        s, k = add_mod(a, p, s, s), k >> 1
    return out


def functional(a: Model, p: int, ell: int, points: list[tuple[Fraction, Fraction]]) -> list[int] | str:
    """[chi_p(P_i)] in Z/ell, or why p does not qualify."""
    n = count_points(a, p)
    if n % ell or (n // ell) % ell == 0:
        return f"#E(F_{p}) = {n} is not ell times a number prime to ell = {ell}"
    images = [mul_mod(a, p, n // ell, reduce(q, p)) for q in points]
    g = next((q for q in images if q is not None), None)
    multiples: list[ModPoint] = [None]  # multiples[k] = k g
    q = g
    for _ in range(1, ell):
        multiples.append(q)
        q = add_mod(a, p, q, g)
    return [multiples.index(q) for q in images]


def rank_mod(rows: list[list[int]], ell: int) -> int:
    """The rank over F_ell of a matrix (Gaussian elimination)."""
    rows = [[x % ell for x in row] for row in rows]
    rank, cols = 0, len(rows[0]) if rows else 0
    for c in range(cols):
        pivot = next((i for i in range(rank, len(rows)) if rows[i][c]), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        inv = pow(rows[rank][c], -1, ell)
        rows[rank] = [x * inv % ell for x in rows[rank]]
        for i in range(len(rows)):
            if i != rank and rows[i][c]:
                f = rows[i][c]
                rows[i] = [(x - f * y) % ell for x, y in zip(rows[i], rows[rank])]
        rank += 1
    return rank


def _good(value: Any, where: str, disc: int) -> int:
    p = decimal(value, where)
    if not (2 < p < MAX_PRIME and trial_prime(p) and disc % p):
        raise BadRequest(f"{where}: an odd prime below {MAX_PRIME} not dividing the discriminant")
    return p


def decide(a: Model, r: int, points: list[tuple[Fraction, Fraction]], cert: dict[str, Any]) -> tuple[bool, str]:
    for i, q in enumerate(points):
        if not on_curve(a, q):
            return False, f"point {i} is not on the curve"
    if r == 0:
        return True, "rank >= 0"
    disc = invariants(a)["discriminant"]
    ell = decimal(cert["ell"], "certificate.ell")
    if not (ell < MAX_ELL and trial_prime(ell)):
        raise BadRequest(f"certificate.ell must be a prime below {MAX_ELL}")
    q0 = _good(cert["torsion_prime"], "certificate.torsion_prime", disc)
    if count_points(a, q0) % ell == 0:
        return False, f"{ell} divides #E(F_{q0}): that prime does not show ell prime to the torsion"
    primes = cert["primes"]
    if not isinstance(primes, list) or not 1 <= len(primes) <= MAX_PRIMES:
        raise BadRequest(f"certificate.primes must list 1 to {MAX_PRIMES} primes")
    columns = []
    for i, value in enumerate(primes):
        column = functional(a, _good(value, f"certificate.primes[{i}]", disc), ell, points)
        if isinstance(column, str):
            return False, column
        columns.append(column)
    found = rank_mod([[col[i] for col in columns] for i in range(r)], ell)
    if found < r:
        return False, f"the images modulo the listed primes span only {found} of {r} dimensions over F_{ell}"
    return True, f"rank >= {r}: {r} points independent in E(Q)/{ell}E(Q) by reduction at {len(primes)} primes"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") != KIND or set(claim) != {"kind", "r", "points"}:
            raise BadRequest(f"the claim must be exactly {{kind: {KIND}, r, points}}")
        if not isinstance(subject, dict) or set(subject) != {"coefficients"}:
            raise BadRequest("the subject must be exactly {'coefficients': [a1, a2, a3, a4, a6]}")
        a = coefficients(subject["coefficients"], "subject.coefficients")
        model = {"model": described({"coefficients": list(a)})}
        r, raw = decimal(claim["r"], "claim.r"), claim["points"]
        if r > MAX_RANK or not isinstance(raw, list) or len(raw) != r:
            raise BadRequest(f"claim.points must hold exactly r <= {MAX_RANK} points")
        points = []
        for i, q in enumerate(raw):
            if not isinstance(q, list) or len(q) != 2:
                raise BadRequest(f"claim.points[{i}] must be [x, y]")
            points.append((rational(q[0], f"claim.points[{i}][0]"), rational(q[1], f"claim.points[{i}][1]")))
        keys = {"ell", "primes", "torsion_prime"} if r else set()
        if not isinstance(cert, dict) or set(cert) != keys:
            raise BadRequest(f"the certificate must be exactly {sorted(keys)}")
        if invariants(a)["discriminant"] == 0:
            return {"accepted": False, "reason": "the model is singular", "checked": {}, **model}
        accepted, reason = decide(a, r, points, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": KIND}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
