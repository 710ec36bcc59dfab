"""Linear recurrences with constant rational coefficients: a claimed closed form, checked exactly.

``python -I -m jacobian.checkers.recurrence.check``; format ``recurrence-certificate/1``. Subject
``{"coefficients": [c_1, ..., c_d], "constant": k, "initial": [a_0, ..., a_(d-1)]}`` (rationals "p/q", c_d != 0):
a_n = c_1 a_(n-1) + ... + c_d a_(n-d) + k for n >= d. Claim ``LINEAR_RECURRENCE_SOLUTION {field, terms}``:
``field`` null (every number rational) or a nonzero non-square integer d (numbers u + v sqrt(d), written
``[u, v]``); ``terms`` ``[{root: [u, v], polynomial: [[u, v], ...]}]`` meaning s(n) = sum_i p_i(n) r_i^n with
p_i(n) = sum_j polynomial[j] n^j.

The argument (exact, in Q(sqrt d) as pairs of fractions, :mod:`.quadratic`):

1. Homogenize: chi(x) = x^d - c_1 x^(d-1) - ... - c_d; when k != 0, chi*(x) = chi(x) (x - 1) and the initial terms
   get a_d = c_1 a_(d-1) + ... + c_d a_0 + k (the differences a_n - a_(n-1) satisfy chi's recurrence from n = d + 1,
   so a satisfies chi*'s recurrence for n >= d + 1 = deg chi*). Let D = deg chi*.
2. Each r_i is a root of chi* of multiplicity greater than deg p_i: chi* is divided by (x - r_i) deg p_i + 1 times
   (synthetic division, exactly), each remainder 0. Then (E - r_i)^(deg p_i + 1) divides chi*(E) (E the shift) and
   annihilates n^j r_i^n for j <= deg p_i, so s satisfies chi*'s recurrence: a linear combination of solutions.
3. s(n) = a_n for n = 0 .. D - 1 (the sqrt(d) part 0, the rational part equal).
4. So s = a for every n >= 0: both satisfy the same recurrence of order D, which fixes every term from the first D
   (induction on n). This holds over any commutative ring containing the numbers, so it is THE solution, with no
   assumption that the roots are distinct or that the terms list every root.
Rejected, with the reason: a root that is not one (or of too low a multiplicity), an initial term missed, a
malformed subject or claim.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import quadratic as Q

FORMAT = "recurrence-certificate/1"
MAX_ORDER = 256
MAX_TERMS = 512
RATIONAL = re.compile(r"-?(0|[1-9][0-9]{0,1999})(/[1-9][0-9]{0,1999})?")


class BadRequest(ValueError):
    """Malformed subject or claim: the evidence is rejected."""


def rational(value: Any, where: str) -> Fraction:
    if not isinstance(value, str) or not RATIONAL.fullmatch(value):
        raise BadRequest(f"{where} must be a rational 'p' or 'p/q'")
    return Fraction(value)


def rationals(value: Any, where: str, limit: int) -> list[Fraction]:
    if not isinstance(value, list) or len(value) > limit:
        raise BadRequest(f"{where} must be a list of at most {limit} rationals")
    return [rational(v, f"{where}[{i}]") for i, v in enumerate(value)]


def number(value: Any, where: str, d: int | None) -> Q.Q2:
    if not (isinstance(value, list) and len(value) == 2):
        raise BadRequest(f"{where} must be [u, v] (u + v*sqrt(d))")
    u, v = rational(value[0], f"{where}[0]"), rational(value[1], f"{where}[1]")
    if v and d is None:
        raise BadRequest(f"{where}: a sqrt part needs a field d")
    return u, v


def homogenized(c: list[Fraction], k: Fraction, a: list[Fraction]) -> tuple[list[Fraction], list[Fraction]]:
    """chi* (dense, constant term first) and its D initial terms."""
    chi = [-x for x in reversed(c)] + [Fraction(1)]
    if not k:
        return chi, a
    shifted = [Fraction(0)] + chi  # x * chi - chi
    star = [s - t for s, t in zip(shifted, chi + [Fraction(0)])]
    next_term = sum((cj * a[len(a) - 1 - j] for j, cj in enumerate(c)), Fraction(0)) + k
    return star, a + [next_term]


def multiplicity_at_least(chi: list[Fraction], r: Q.Q2, m: int, d: int) -> bool:
    """Whether (x - r)^m divides chi: m synthetic divisions, each remainder 0."""
    poly = [Q.rational(x) for x in chi]
    for _ in range(m):
        if len(poly) < 2:
            return False
        quotient: list[Q.Q2] = []
        acc = Q.ZERO
        for coefficient in reversed(poly):
            acc = Q.add(Q.mul(acc, r, d), coefficient)
            quotient.append(acc)
        if quotient[-1] != Q.ZERO:
            return False
        poly = list(reversed(quotient[:-1]))
    return True


def value_at(terms: list[tuple[Q.Q2, list[Q.Q2]]], n: int, d: int) -> Q.Q2:
    out = Q.ZERO
    for r, p in terms:
        pn = Q.ZERO
        for coefficient in reversed(p):
            pn = Q.add(Q.mul(pn, Q.rational(Fraction(n)), d), coefficient)
        out = Q.add(out, Q.mul(pn, Q.power(r, n, d), d))
    return out


def model(c: list[Fraction], k: Fraction, a: list[Fraction]) -> dict[str, Any]:
    canonical = {"coefficients": [str(x) for x in c], "constant": str(k), "initial": [str(x) for x in a]}
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return {
        "format": "linear-recurrence",
        "summary": {"order": len(c), "homogeneous": not k},
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def decide(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    c = rationals(subject.get("coefficients"), "subject.coefficients", MAX_ORDER)
    k = rational(subject.get("constant", "0"), "subject.constant")
    a = rationals(subject.get("initial"), "subject.initial", MAX_ORDER)
    if not c or not c[-1] or len(a) != len(c):
        raise BadRequest("subject: d >= 1 coefficients with c_d != 0 and d initial terms")
    field = claim.get("field")
    if field is not None and (type(field) is not int or field == 0 or abs(field) > 10**100):
        raise BadRequest("claim.field must be null or a nonzero integer d")
    if field is not None and field > 0 and math.isqrt(field) ** 2 == field:
        raise BadRequest("claim.field must not be a square")
    d = field if field is not None else 0
    raw = claim.get("terms")
    if not isinstance(raw, list) or len(raw) > MAX_TERMS:
        raise BadRequest(f"claim.terms must be a list of at most {MAX_TERMS} terms")
    terms = []
    for i, t in enumerate(raw):
        if not isinstance(t, dict) or set(t) != {"root", "polynomial"}:
            raise BadRequest(f"claim.terms[{i}] must be {{root, polynomial}}")
        poly = t["polynomial"]
        if not isinstance(poly, list) or not 1 <= len(poly) <= MAX_ORDER + 1:
            raise BadRequest(f"claim.terms[{i}].polynomial must hold 1..{MAX_ORDER + 1} coefficients")
        r = number(t["root"], f"claim.terms[{i}].root", field)
        terms.append((r, [number(p, f"claim.terms[{i}].polynomial[{j}]", field) for j, p in enumerate(poly)]))
    read = model(c, k, a)
    chi, initial = homogenized(c, k, a)
    for i, (r, p) in enumerate(terms):
        if not multiplicity_at_least(chi, r, len(p), d):
            return False, f"term {i}: {Q.text(r, field)} is not a root of multiplicity >= {len(p)} of chi", read
    for n, target in enumerate(initial):
        got = value_at(terms, n, d)
        if got != Q.rational(target):
            return False, f"the closed form gives {Q.text(got, field)} at n = {n}, not a_{n} = {target}", read
    where = "QQ" if field is None else f"QQ(sqrt({field}))"
    return (
        True,
        (
            f"each root is a root of the characteristic polynomial (degree {len(chi) - 1}"
            f"{', times x - 1' if k else ''}) of multiplicity above its polynomial's degree, and the closed form "
            f"gives the {len(initial)} initial terms (exact, in {where}): it is the solution"
        ),
        read,
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim, subject = payload.get("claim"), payload.get("subject")
        if not isinstance(claim, dict) or claim.get("kind") != "LINEAR_RECURRENCE_SOLUTION":
            raise BadRequest("claim kind is not LINEAR_RECURRENCE_SOLUTION")
        if not isinstance(subject, dict) or set(subject) - {"coefficients", "constant", "initial"}:
            raise BadRequest("subject must be {coefficients, constant, initial}")
        if set(claim) - {"kind", "field", "terms"}:
            raise BadRequest("claim has unknown fields")
        accepted, reason, read = decide(subject, claim)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": "LINEAR_RECURRENCE_SOLUTION"}, "model": read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
