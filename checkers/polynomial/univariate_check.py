"""Univariate polynomial checker: gcd with Bezout cofactors, resultant, discriminant, squarefree factorization
and real-root isolation, each decided by the checker's own exact argument.

``python -I -m jacobian.checkers.polynomial.univariate_check``; format ``univariate-certificate/1``. The subject
is the caller's text ``{"field": "QQ"|"GF(p)", "variable": name, "a", "b"}`` (gcd, resultant) or
``{..., "polynomial"}``, parsed here by :mod:`.poly`. Claims:

- ``POLYNOMIAL_GCD {gcd}``, certificate ``{u, v}``: g is monic (zero only for gcd(0, 0)), a u + b v = g
  exactly (so every common divisor divides g) and g divides a and b (so g is a common divisor).
- ``POLYNOMIAL_RESULTANT {value}`` / ``POLYNOMIAL_DISCRIMINANT {value}``: the checker's own Sylvester determinant
  (:mod:`.sylvester`) equals the value.
- ``SQUAREFREE_FACTORIZATION {unit, factors: [[text, k]]}``: unit * prod f_k^k = polynomial, every factor monic
  and non-constant, the multiplicities distinct, every factor squarefree (gcd(f, f') = 1; over GF(p), a perfect
  field, this is squarefreeness too) and the factors pairwise coprime (the checker's own Euclid).
- ``REAL_ROOTS {roots: [{interval: [lo, hi], multiplicity}], max_width?}`` over QQ: the intervals are ordered
  and disjoint; a point interval [r, r] is a root (f(r) = 0); otherwise f(lo), f(hi) != 0 and the Sturm sequence
  of the squarefree part counts exactly one root in (lo, hi); the root's multiplicity is the k whose Yun factor
  a_k has that root (Sturm again); the Sturm count on the whole line equals the number of intervals; each
  interval is at most ``max_width`` wide when the claim names one.

Every decision after the subject is read reports the model read (format ``polynomial-text``): its field,
variable, degrees and the sha256 of its canonical form.
"""

from __future__ import annotations

import hashlib
import json
import re
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import sylvester
from . import univariate as U
from .poly import BadRequest, Field, parse

FORMAT = "univariate-certificate/1"
READS = "polynomial-text"
CLAIMS = (
    "POLYNOMIAL_GCD",
    "POLYNOMIAL_RESULTANT",
    "POLYNOMIAL_DISCRIMINANT",
    "SQUAREFREE_FACTORIZATION",
    "REAL_ROOTS",
)
MAX_ROOTS = 1_000
MAX_DEGREE = 512  # above the producer's bound (64); keeps every Sylvester matrix and Sturm sequence small
RATIONAL = re.compile(r"-?(0|[1-9][0-9]{0,1999})(/[1-9][0-9]{0,1999})?")
NAME = re.compile(r"[A-Za-z][A-Za-z0-9]{0,15}")
SUBJECT_KEYS = {"field", "variable", "a", "b", "polynomial"}


def fields(value: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadRequest(f"{where} must be an object")
    extra = set(value) - allowed
    if extra:
        raise BadRequest(f"{where} has unknown fields {sorted(extra)}")
    return value


def rational(text: Any, where: str) -> Fraction:
    if not isinstance(text, str) or not RATIONAL.fullmatch(text):
        raise BadRequest(f"{where}: a rational number 'p' or 'p/q' in decimal")
    return Fraction(text)


class Subject:
    """The caller's polynomials over their field, in dense form, and the model read."""

    def __init__(self, s: dict[str, Any], names: tuple[str, ...]) -> None:
        self.K = Field(s.get("field"))
        var = s.get("variable")
        if not isinstance(var, str) or not NAME.fullmatch(var):
            raise BadRequest("subject.variable must be a name [A-Za-z][A-Za-z0-9]{0,15}")
        self.var = (var,)
        self.polys = {n: self.poly(s.get(n), f"subject.{n}") for n in names}

    def poly(self, text: Any, where: str) -> U.Dense:
        sparse = parse(text, self.var, self.K, where)
        if sparse and max(e for (e,) in sparse) > MAX_DEGREE:
            raise BadRequest(f"{where}: degree above {MAX_DEGREE}")
        return U.dense(sparse, self.K)

    def constant(self, text: Any, where: str) -> Any:
        f = self.poly(text, where)
        if len(f) > 1:
            raise BadRequest(f"{where}: a constant is expected")
        return f[0] if f else 0

    def model(self) -> dict[str, Any]:
        field = "QQ" if self.K.p is None else f"GF({self.K.p})"
        canonical = {
            "field": field,
            "variable": self.var[0],
            "polynomials": {n: [[e, str(c)] for e, c in enumerate(f) if c] for n, f in self.polys.items()},
        }
        text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
        summary: dict[str, int | str | bool] = {"field": field, "variable": self.var[0]}
        summary.update({f"degree_{n}": U.degree(f) for n, f in self.polys.items()})
        return {"format": READS, "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}


def check_gcd(S: Subject, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    a, b, K = S.polys["a"], S.polys["b"], S.K
    g = S.poly(claim.get("gcd"), "claim.gcd")
    u, v = S.poly(cert.get("u"), "certificate.u"), S.poly(cert.get("v"), "certificate.v")
    if g and g[-1] != 1:
        return False, "the claimed gcd is not monic"
    if U.add(U.mul(a, u, K), U.mul(b, v, K), K) != g:
        return False, "a*u + b*v differs from the claimed gcd (the Bezout identity fails)"
    if not g:
        return (not a and not b), "gcd(0, 0) = 0" if not a and not b else "the gcd of nonzero polynomials is nonzero"
    for name, f in (("a", a), ("b", b)):
        if U.divmod_(f, g, K)[1]:
            return False, f"the claimed gcd does not divide {name}"
    return True, "a*u + b*v = g and g divides a and b: g is the monic gcd"


def check_value(S: Subject, claim: dict[str, Any], kind: str) -> tuple[bool, str]:
    K = S.K
    if kind == "POLYNOMIAL_RESULTANT":
        a, b = S.polys["a"], S.polys["b"]
        if not a or not b:
            raise BadRequest("the resultant is taken of nonzero polynomials")
        mine, what = sylvester.resultant(a, U.degree(a), b, U.degree(b), K), "Res(a, b)"
    else:
        f = S.polys["polynomial"]
        if U.degree(f) < 1:
            raise BadRequest("the discriminant is taken of a polynomial of degree at least 1")
        mine, what = sylvester.discriminant(f, K), "disc(f)"
    claimed = S.constant(claim.get("value"), "claim.value")
    if claimed != mine:
        return False, f"the checker's Sylvester determinant gives {what} = {mine}, not {claimed}"
    return True, f"{what} = {mine} by the checker's own Sylvester determinant"


def check_squarefree(S: Subject, claim: dict[str, Any]) -> tuple[bool, str]:
    f, K = S.polys["polynomial"], S.K
    unit = S.constant(claim.get("unit"), "claim.unit")
    if not unit:
        return False, "the unit is zero"
    raw = claim.get("factors")
    if not isinstance(raw, list) or len(raw) > 256:
        raise BadRequest("claim.factors must be a list of at most 256 [text, multiplicity] pairs")
    factors = []
    for i, pair in enumerate(raw):
        if not (isinstance(pair, list) and len(pair) == 2 and type(pair[1]) is int and 1 <= pair[1] <= 10_000):
            raise BadRequest(f"claim.factors[{i}] must be [text, multiplicity >= 1]")
        factors.append((S.poly(pair[0], f"claim.factors[{i}][0]"), pair[1]))
    product: U.Dense = [Fraction(unit) if K.p is None else unit]
    for i, (g, k) in enumerate(factors):
        if U.degree(g) < 1 or g[-1] != 1:
            return False, f"factor {i} is not a monic non-constant polynomial"
        for _ in range(k):
            product = U.mul(product, g, K)
    if product != f:
        return False, "unit * prod factor^multiplicity differs from the polynomial"
    if len({k for _, k in factors}) != len(factors):
        return False, "two factors share a multiplicity (the decomposition is not the squarefree one)"
    for i, (g, _) in enumerate(factors):
        if U.degree(U.gcd(g, U.derivative(g, K), K)) > 0:
            return False, f"factor {i} is not squarefree (it shares a factor with its derivative)"
        for j in range(i):
            if U.degree(U.gcd(g, factors[j][0], K)) > 0:
                return False, f"factors {j} and {i} are not coprime"
    return True, "the product is exact, each factor squarefree, the factors pairwise coprime"


def check_real_roots(S: Subject, claim: dict[str, Any]) -> tuple[bool, str]:
    f, K = S.polys["polynomial"], S.K
    if K.p is not None:
        raise BadRequest("real roots are claimed over QQ only")
    if not f:
        raise BadRequest("the zero polynomial has no isolated roots")
    raw = claim.get("roots")
    if not isinstance(raw, list) or len(raw) > MAX_ROOTS:
        raise BadRequest(f"claim.roots must be a list of at most {MAX_ROOTS} roots")
    width = claim.get("max_width")
    max_width = None if width is None else rational(width, "claim.max_width")
    roots = []
    for i, r in enumerate(raw):
        r = fields(r, {"interval", "multiplicity"}, f"claim.roots[{i}]")
        iv, m = r.get("interval"), r.get("multiplicity")
        if not (isinstance(iv, list) and len(iv) == 2) or type(m) is not int or m < 1:
            raise BadRequest(f"claim.roots[{i}] must be {{interval: [lo, hi], multiplicity >= 1}}")
        where = f"claim.roots[{i}].interval"
        roots.append((rational(iv[0], f"{where}[0]"), rational(iv[1], f"{where}[1]"), m))
    yun = U.yun(f, K)
    squarefree: U.Dense = [Fraction(1)]
    for a in yun:
        squarefree = U.mul(squarefree, a, K)
    seq = U.sturm(squarefree, K)
    by_multiplicity = {k + 1: U.sturm(a, K) for k, a in enumerate(yun) if U.degree(a) > 0}
    previous = None
    for i, (lo, hi, m) in enumerate(roots):
        if lo > hi or (previous is not None and lo <= previous):
            return False, f"interval {i} is empty or not to the right of interval {i - 1}"
        previous = hi
        if max_width is not None and hi - lo > max_width:
            return False, f"interval {i} is wider than {max_width}"
        if m not in by_multiplicity:
            return False, f"interval {i}: the polynomial has no root of multiplicity {m}"
        if lo == hi:
            if U.value(f, lo) != 0 or U.value(yun[m - 1], lo) != 0:
                return False, f"interval {i}: {lo} is not a root of multiplicity {m}"
            continue
        if U.value(f, lo) == 0 or U.value(f, hi) == 0:
            return False, f"interval {i}: an endpoint is a root (give it as a point interval)"
        count = U.count_between(seq, lo, hi)
        if count != 1:
            return False, f"interval {i} holds {count} distinct roots, not exactly one (Sturm)"
        if U.count_between(by_multiplicity[m], lo, hi) != 1:
            return False, f"interval {i}: its root does not have multiplicity {m}"
    total = U.count_real(seq)
    if total != len(roots):
        return False, f"the polynomial has {total} distinct real roots (Sturm), the claim lists {len(roots)}"
    return True, f"{total} disjoint intervals, each holding exactly one root (Sturm), accounting for all {total}"


def decide(claim: dict[str, Any], subject: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str, Subject]:
    kind = claim["kind"]
    names = ("a", "b") if kind in ("POLYNOMIAL_GCD", "POLYNOMIAL_RESULTANT") else ("polynomial",)
    S = Subject(subject, names)
    if kind == "POLYNOMIAL_GCD":
        return (*check_gcd(S, claim, cert), S)
    if kind in ("POLYNOMIAL_RESULTANT", "POLYNOMIAL_DISCRIMINANT"):
        return (*check_value(S, claim, kind), S)
    if kind == "SQUAREFREE_FACTORIZATION":
        return (*check_squarefree(S, claim), S)
    return (*check_real_roots(S, claim), S)


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim = fields(payload.get("claim"), {"kind", "gcd", "value", "unit", "factors", "roots", "max_width"}, "claim")
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        subject = fields(payload.get("subject"), SUBJECT_KEYS, "subject")
        cert = fields(payload.get("certificate", {}), {"u", "v"}, "certificate")
        accepted, reason, S = decide(claim, subject, cert)
        model = {"model": S.model()}
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
