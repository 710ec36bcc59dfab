"""Checker: the rational torsion subgroup of an elliptic curve over Q, with generators.

``python -I -m jacobian.checkers.elliptic.torsion``; format ``ec-torsion/1``; subject ``{"coefficients":
[a1, a2, a3, a4, a6]}`` (integers, read here). Claims:

- ``TORSION_SUBGROUP`` {structure, generators}: structure [] (trivial), [m] (Z/m) or [d1, d2] (Z/d1 x Z/d2,
  d2 | d1), one generator [x, y] (rationals ``"p/q"``) per factor. Checked in exact rational arithmetic
  (:mod:`.weierstrass`): each generator lies on the curve and has exactly its stated order (no smaller
  multiple is O); for two generators, <P> and <Q> meet only in O, so they generate a group of the stated
  structure and size |T| = d1 d2. Completeness: certificate ``{"primes": [p, ...]}``, odd primes below
  ``MAX_PRIME`` not dividing the discriminant; the checker counts #E(F_p) itself (p + 1 + sum of Legendre
  symbols of 4x^3 + b2 x^2 + 2 b4 x + b6). For such p the reduction map is injective on E(Q)_tors (Silverman,
  The Arithmetic of Elliptic Curves, VII.3.1 with IV.6.4(b): the formal group has no torsion when
  v(p) = 1 < p - 1), so |E(Q)_tors| divides every count, and gcd of the counts = |T| proves T is all of it.
- ``TORSION_POINTS`` {structure, generators}: the same checks without completeness (certificate {}): the
  stated group lies in E(Q)_tors; the rest is the producer's word, an obligation on the result.

Orders above ``MAX_ORDER`` (12, Mazur's bound) are refused as malformed. Every decision after reading the
subject reports the model read.
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd
from typing import Any

from ..entry import guarded, serve_check
from ..integer.numbers import BadRequest, decimal, described
from ..integer.pratt import trial_prime
from .weierstrass import Model, Point, add, b_invariants, coefficients, invariants, on_curve, rational

FORMAT = "ec-torsion/1"
KINDS = ("TORSION_SUBGROUP", "TORSION_POINTS")
MAX_ORDER = 12
MAX_PRIME = 100_000
MAX_PRIMES = 50


def multiples(a: Model, p: Point, order: int) -> list[Point] | None:
    """[P, 2P, ..., (order-1)P] when P has exactly this order, else None."""
    out: list[Point] = []
    q = p
    for _ in range(order - 1):
        if q is None:
            return None
        out.append(q)
        q = add(a, q, p)
    return out if q is None else None


def count_points(a: Model, p: int) -> int:
    """#E(F_p) for an odd prime p of good reduction."""
    b2, b4, b6, _ = b_invariants(a)
    total = p + 1
    for x in range(p):
        g = (((4 * x + b2) * x + 2 * b4) * x + b6) % p
        total += 0 if g == 0 else (1 if pow(g, (p - 1) // 2, p) == 1 else -1)
    return total


def _structure(value: Any) -> list[int]:
    if not isinstance(value, list) or len(value) > 2:
        raise BadRequest("claim.structure must be [], [m] or [d1, d2]")
    ds = [decimal(d, f"claim.structure[{i}]") for i, d in enumerate(value)]
    if any(not 2 <= d <= MAX_ORDER for d in ds) or (len(ds) == 2 and ds[0] % ds[1]):
        raise BadRequest(f"claim.structure: invariant factors 2..{MAX_ORDER} with d2 | d1")
    return ds


def _point(value: Any, where: str) -> tuple[Fraction, Fraction]:
    if not isinstance(value, list) or len(value) != 2:
        raise BadRequest(f"{where} must be [x, y]")
    return rational(value[0], f"{where}[0]"), rational(value[1], f"{where}[1]")


def subgroup(a: Model, ds: list[int], gens: list[tuple[Fraction, Fraction]]) -> str | None:
    """None when the generators lie on the curve and generate Z/d1 x Z/d2; else why not."""
    spans = []
    for i, (d, g) in enumerate(zip(ds, gens)):
        if not on_curve(a, g):
            return f"generator {i} is not on the curve"
        span = multiples(a, g, d)
        if span is None:
            return f"generator {i} does not have order {d}"
        spans.append(span)
    if len(spans) == 2 and set(spans[0]) & set(spans[1]):
        return "the two generators' cyclic groups meet beyond O: they generate a smaller group"
    return None


def completeness(a: Model, size: int, primes: Any) -> str | None:
    """None when the gcd of #E(F_p) over the listed primes is the stated size; else why not."""
    if not isinstance(primes, list) or not 1 <= len(primes) <= MAX_PRIMES:
        raise BadRequest(f"certificate.primes must list 1 to {MAX_PRIMES} primes")
    disc, bound = invariants(a)["discriminant"], 0
    for i, value in enumerate(primes):
        p = decimal(value, f"certificate.primes[{i}]")
        if not (2 < p < MAX_PRIME and trial_prime(p) and disc % p):
            raise BadRequest(f"certificate.primes[{i}]: an odd prime below {MAX_PRIME} not dividing the discriminant")
        n = count_points(a, p)
        if n % size:
            return f"#E(F_{p}) = {n} is not divisible by {size}"
        bound = gcd(bound, n)
    if bound != size:
        return f"the counts at the listed primes bound the torsion by {bound}, not {size}"
    return None


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") not in KINDS:
            raise BadRequest(f"the claim kind must be one of {KINDS}")
        if set(claim) != {"kind", "structure", "generators"}:
            raise BadRequest("the claim must be exactly {kind, structure, generators}")
        if not isinstance(subject, dict) or set(subject) != {"coefficients"}:
            raise BadRequest("the subject must be exactly {'coefficients': [a1, a2, a3, a4, a6]}")
        complete = claim["kind"] == "TORSION_SUBGROUP"
        if not isinstance(cert, dict) or set(cert) != ({"primes"} if complete else set()):
            raise BadRequest("the certificate must be {'primes': [...]} for TORSION_SUBGROUP, {} otherwise")
        a = coefficients(subject["coefficients"], "subject.coefficients")
        model = {"model": described({"coefficients": list(a)})}
        if invariants(a)["discriminant"] == 0:
            return {"accepted": False, "reason": "the model is singular", "checked": {}, **model}
        ds, gens = _structure(claim["structure"]), claim["generators"]
        if not isinstance(gens, list) or len(gens) != len(ds):
            raise BadRequest("claim.generators must hold one point per invariant factor")
        points = [_point(g, f"claim.generators[{i}]") for i, g in enumerate(gens)]
        size = ds[0] * ds[1] if len(ds) == 2 else (ds[0] if ds else 1)
        why = subgroup(a, ds, points) or (completeness(a, size, cert["primes"]) if complete else None)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    if why is not None:
        return {"accepted": False, "reason": why, "checked": {"claim": claim["kind"]}, **model}
    reason = f"a subgroup of order {size} generated and checked" + (
        "; complete by the counts #E(F_p)" if complete else "; completeness not checked"
    )
    return {"accepted": True, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
