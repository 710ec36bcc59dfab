"""Integer checker: Diophantine equations, in Python integers.

``python -I -m jacobian.checkers.integer.diophantine``; format ``diophantine/1``. Claims:

- ``PELL_FUNDAMENTAL`` {x, y, sign} for x^2 - D y^2 = sign (1 or -1), subject {D}: x^2 - D y^2 = sign, and
  (x, y) is the fundamental solution read off the checker's own continued fraction of sqrt(D) (period L,
  :mod:`.contfrac`): the convergent p_k/q_k with k = L - 1 (sign -1, L odd; sign 1, L even) or k = 2L - 1
  (sign 1, L odd). Every positive solution is a convergent, and these are the least (Lagrange).
  ``PELL_NO_SOLUTION`` {sign: -1}: the period L is even, so x^2 - D y^2 = -1 has no solution.
- ``LINEAR_DIOPHANTINE`` {x0, y0, dx, dy}, subject {a, b, c}: a x0 + b y0 = c and (dx, dy) = +-(b/g, -a/g) with
  g = gcd(a, b): then the solutions are exactly (x0 + t dx, y0 + t dy). ``LINEAR_NO_SOLUTION``: g does not
  divide c.
- ``SUM_OF_TWO_SQUARES`` {a, b}, subject {n}: a^2 + b^2 = n. ``NO_SUM_OF_TWO_SQUARES``: the certificate's
  factorization of n is proven (:mod:`.proofs`) and a prime p = 3 mod 4 divides n to an odd power (Fermat,
  Euler).
- ``SUM_OF_FOUR_SQUARES`` {squares: [a, b, c, d]}, subject {n}: a^2 + b^2 + c^2 + d^2 = n.
- ``THUE_SOLUTIONS`` {solutions: [[x, y], ...]}, subject {form: [a_n, ..., a_0], m}: each pair satisfies
  F(x, y) = m and none is listed twice (:mod:`.thue`; completeness is not claimed).

Every decision after reading the subject reports the model read.
"""

from __future__ import annotations

from math import gcd, isqrt
from typing import Any

from ..entry import guarded, serve_check
from .contfrac import MAX_TERMS, convergents
from .modular import read
from .numbers import BadRequest, decimal, described, signed
from .proofs import entries, factorization, product
from .thue import read_subject, thue

FORMAT = "diophantine/1"
CLAIM_FIELDS: dict[str, tuple[frozenset[str], dict[str, str]]] = {
    "PELL_FUNDAMENTAL": (frozenset({"x", "y", "sign"}), {"D": "positive"}),
    "PELL_NO_SOLUTION": (frozenset({"sign"}), {"D": "positive"}),
    "LINEAR_DIOPHANTINE": (frozenset({"x0", "y0", "dx", "dy"}), {"a": "signed", "b": "signed", "c": "signed"}),
    "LINEAR_NO_SOLUTION": (frozenset(), {"a": "signed", "b": "signed", "c": "signed"}),
    "SUM_OF_TWO_SQUARES": (frozenset({"a", "b"}), {"n": "positive"}),
    "NO_SUM_OF_TWO_SQUARES": (frozenset(), {"n": "positive"}),
    "SUM_OF_FOUR_SQUARES": (frozenset({"squares"}), {"n": "positive"}),
    "THUE_SOLUTIONS": (frozenset({"solutions"}), {}),  # the subject holds a list: read by .thue
}
CERTIFICATE_FIELDS = {"NO_SUM_OF_TWO_SQUARES": frozenset({"factors", "certificates"})}


def sqrt_period(d: int) -> list[int]:
    """The least period of sqrt(d)'s continued fraction (d >= 2 not a square), at most MAX_TERMS terms."""
    a0 = isqrt(d)
    m, den, a = 0, 1, a0
    period: list[int] = []
    while len(period) < MAX_TERMS:
        m = den * a - m
        den = (d - m * m) // den
        a = (a0 + m) // den
        period.append(a)
        if den == 1:
            return period
    raise BadRequest(f"the period of sqrt(D) is longer than {MAX_TERMS} terms")


def pell(kind: str, d: int, claim: dict[str, Any]) -> tuple[bool, str]:
    sign = signed(claim.get("sign"), "claim.sign")
    if sign not in (1, -1):
        raise BadRequest("claim.sign must be 1 or -1")
    if d < 2 or isqrt(d) ** 2 == d:
        return False, "D must be a non-square integer >= 2"
    period = sqrt_period(d)
    length = len(period)
    if kind == "PELL_NO_SOLUTION":
        if sign == 1 or length % 2:
            return False, f"the period of sqrt(D) has odd length {length}: x^2 - D y^2 = -1 is solvable"
        return True, f"the period of sqrt(D) has even length {length}: x^2 - D y^2 = -1 has no solution"
    if sign == -1 and length % 2 == 0:
        return False, f"the period has even length {length}: x^2 - D y^2 = -1 has no solution"
    x, y = decimal(claim.get("x"), "claim.x"), decimal(claim.get("y"), "claim.y")
    if x * x - d * y * y != sign:
        return False, f"x^2 - D y^2 != {sign}"
    k = length - 1 if (sign == -1 or length % 2 == 0) else 2 * length - 1
    terms = [isqrt(d)] + [period[i % length] for i in range(k)]
    *_, (p, q) = convergents(terms)
    if (x, y) != (p, q):
        return False, f"a solution, but not the fundamental one (convergent {k} of sqrt(D), period {length})"
    return True, f"the fundamental solution: convergent {k} of sqrt(D), whose period has length {length}"


def linear(kind: str, a: int, b: int, c: int, claim: dict[str, Any]) -> tuple[bool, str]:
    if a == 0 and b == 0:
        return False, "a = b = 0: not a linear equation in x and y"
    g = gcd(a, b)
    if kind == "LINEAR_NO_SOLUTION":
        if c % g == 0:
            return False, f"gcd(a, b) = {g} divides c: solutions exist"
        return True, f"gcd(a, b) = {g} does not divide c: no integer solution"
    x0, y0 = signed(claim.get("x0"), "claim.x0"), signed(claim.get("y0"), "claim.y0")
    dx, dy = signed(claim.get("dx"), "claim.dx"), signed(claim.get("dy"), "claim.dy")
    if a * x0 + b * y0 != c:
        return False, "a x0 + b y0 != c"
    if (dx, dy) not in ((b // g, -a // g), (-b // g, a // g)):
        return False, f"the step is not +-(b/g, -a/g) with g = {g}: the family is not all solutions"
    return True, f"a particular solution and the step +-(b/g, -a/g), g = {g}: every solution"


def squares(kind: str, n: int, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    if kind == "SUM_OF_FOUR_SQUARES":
        listed = claim.get("squares")
        if not isinstance(listed, list) or len(listed) != 4:
            raise BadRequest("claim.squares must list four integers")
        values = [decimal(v, f"claim.squares[{i}]") for i, v in enumerate(listed)]
        ok = sum(v * v for v in values) == n
        return ok, "a^2 + b^2 + c^2 + d^2 = n" if ok else "the four squares do not add up to n"
    if kind == "SUM_OF_TWO_SQUARES":
        a, b = decimal(claim.get("a"), "claim.a"), decimal(claim.get("b"), "claim.b")
        ok = a * a + b * b == n
        return ok, "a^2 + b^2 = n" if ok else "a^2 + b^2 != n"
    pairs, why = factorization(cert.get("factors"), entries(cert.get("certificates")), "certificate.factors")
    if why:
        return False, why
    if product(pairs, n) != n:
        return False, "the certificate's prime powers do not multiply to n"
    bad = [p for p, e in pairs if p % 4 == 3 and e % 2]
    if not bad:
        return False, "every prime 3 mod 4 divides n to an even power: n is a sum of two squares"
    return True, f"{bad[0]} = 3 mod 4 divides n to an odd power: n is no sum of two squares"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") not in CLAIM_FIELDS:
            raise BadRequest(f"the claim kind must be one of {', '.join(CLAIM_FIELDS)}")
        kind = claim["kind"]
        fields, keys = CLAIM_FIELDS[kind]
        if set(claim) != fields | {"kind"}:
            raise BadRequest(f"the {kind} claim must have exactly the fields {sorted(fields | {'kind'})}")
        if not isinstance(subject, dict) or not isinstance(cert, dict):
            raise BadRequest("the subject and the certificate must be objects")
        if set(cert) != CERTIFICATE_FIELDS.get(kind, frozenset()):
            raise BadRequest(f"unexpected certificate fields for {kind}")
        if kind == "THUE_SOLUTIONS":
            form, m = read_subject(subject)
            model = {"model": described({"form": form, "m": m})}
            accepted, reason = thue(form, m, claim)
            return {"accepted": accepted, "reason": reason, "checked": {"claim": kind}, **model}
        v = read(subject, keys)
        model = {"model": described(v)}
        if kind.startswith("PELL"):
            accepted, reason = pell(kind, v["D"], claim)
        elif kind.startswith("LINEAR"):
            accepted, reason = linear(kind, v["a"], v["b"], v["c"], claim)
        else:
            accepted, reason = squares(kind, v["n"], claim, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": kind}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
