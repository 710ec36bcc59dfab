"""Polynomial-system checker: every solution of a system over QQ, as a rational univariate representation.

``python -I -m jacobian.checkers.polynomial.system_check``; format ``polynomial-system-certificate/1``. Subject
``{"field": "QQ", "variables", "order": "degrevlex", "generators"}`` (the caller's text, parsed by :mod:`.poly`).
Certificate ``{basis, lift, reductions?, spairs?}``: a Groebner basis G of I = (generators), checked by
:mod:`.groebner` (lift, reductions, S-pair representations) before any claim is decided. Claims:

- ``SYSTEM_INCONSISTENT``: G holds a nonzero constant, so 1 is in I and the system has no solution.
- ``SYSTEM_POSITIVE_DIMENSIONAL {free: [i]}``: G holds no constant and, for each listed x_i, no leading
  monomial of G is a pure power of x_i: QQ[x]/I is then infinite-dimensional, so the system has infinitely
  many complex solutions (finiteness theorem, Cox-Little-O'Shea ch. 5 sec. 3 thm. 6; 1 not in I, so it has some).
- ``SYSTEM_SOLUTIONS {variable, linear_form: [c_i], f, g: [g_i], real, rational: [[q_i]], powers?: [k_0, k_i..]}``
  with f, g_i text in ``variable`` (T): the solutions are (g_1(t), ..., g_n(t)) for the roots t of f.
  Soundness, in QQ[T]: deg g_i < deg f; f squarefree (gcd(f, f') = 1 by Euclid modulo a prime not dividing
  its leading coefficient, or over QQ when no such prime shows it); every generator F_j has
  F_j(g_1, ..., g_n) = 0 mod f (so each of the deg f points is a solution); sum c_i g_i = T mod f (so L
  separates them: distinct t give distinct points). ``real`` equals the Sturm count of f's real roots (a
  sequence of primitive integer pseudo-remainders, each a positive multiple of Sturm's remainder; a real t
  gives a real point, the g_i being rational). Each point of ``rational`` solves every F_j and is g(L(p)) with
  f(L(p)) = 0. Completeness, by membership: the normal forms modulo G of f(L)^k_0 and (x_i - g_i(L))^k_i are
  zero, computed by Horner's rule with a reduction after each step; then every solution p has f(L(p)) = 0 and
  p_i = g_i(L(p)): it is one of the listed points. This works for non-radical ideals too (k > 1), which
  counting standard monomials would not. Without ``powers`` the soundness is decided and completeness is
  UNCHECKABLE (the answer stays COMPUTED).
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import reduce as reduce_gcd
from math import gcd, lcm
from typing import Any

from ..entry import guarded, serve_check
from . import groebner
from . import univariate as U
from .check import Subject, fields, items
from .poly import BadRequest, Field, Poly, add, mul, parse, scale

FORMAT = "polynomial-system-certificate/1"
CLAIMS = ("SYSTEM_SOLUTIONS", "SYSTEM_INCONSISTENT", "SYSTEM_POSITIVE_DIMENSIONAL")
MAX_VARIABLES = 12  # above the producer's bound (6)
MAX_POWER = 64
MAX_FORM = 1_000
NAME = re.compile(r"[A-Za-z][A-Za-z0-9]{0,15}")
PRIMES = (2147483647, 2147483629, 2147483587, 2147483579, 2147483563)  # the largest primes below 2^31
RATIONAL = re.compile(r"-?(0|[1-9][0-9]{0,1999})(/[1-9][0-9]{0,1999})?")


def rational(text: Any, where: str) -> Fraction:
    if not isinstance(text, str) or not RATIONAL.fullmatch(text):
        raise BadRequest(f"{where}: a rational number n or n/m")
    return Fraction(text)


def substitute(F: Poly, g: list[U.Dense], f: U.Dense, K: Field) -> U.Dense:
    """F(g_1, ..., g_n) mod f, with the powers g_i^k mod f made once each."""
    powers: list[list[U.Dense]] = [[[Fraction(1)]] for _ in g]
    acc: U.Dense = []
    for e, c in F.items():
        term: U.Dense = [Fraction(c)]
        for i, k in enumerate(e):
            while len(powers[i]) <= k:
                powers[i].append(U.divmod_(U.mul(powers[i][-1], g[i], K), f, K)[1])
            term = U.divmod_(U.mul(term, powers[i][k], K), f, K)[1]
        acc = U.add(acc, term, K)
    return acc


def integral(f: U.Dense) -> list[int]:
    """A positive multiple of f with coprime integer coefficients (same roots, same signs)."""
    den = lcm(*(Fraction(c).denominator for c in f))
    ints = [int(Fraction(c) * den) for c in f]
    g = reduce_gcd(gcd, ints, 0)  # gcd(0, c) = |c|: positive
    return [c // g for c in ints]


def squarefree(f: U.Dense, K: Field) -> bool:
    """gcd(f, f') = 1, by Euclid modulo a few primes not dividing the leading coefficient (f squarefree modulo
    such a p, of the same degree, is squarefree over QQ), then over QQ if none of them shows it."""
    ints = integral(f)
    for p in PRIMES:
        if ints[-1] % p:
            Kp = Field(f"GF({p})")
            fp = U.trim([c % p for c in ints], Kp)
            if U.degree(U.gcd(fp, U.derivative(fp, Kp), Kp)) == 0:
                return True
    return U.degree(U.gcd(f, U.derivative(f, K), K)) == 0


def prem(a: list[int], b: list[int]) -> list[int]:
    """c * (a mod b) for some integer c > 0 (pseudo-division by b, the sign of lc(b)^steps undone)."""
    r, lb, steps = list(a), b[-1], 0
    while len(r) >= len(b) and any(r):
        k, lr = len(r) - len(b), r[-1]
        r = [lb * x for x in r]
        for i, y in enumerate(b):
            r[i + k] -= lr * y
        while r and not r[-1]:
            r.pop()
        steps += 1
    return [-x for x in r] if lb < 0 and steps % 2 else r


def real_roots(f: U.Dense) -> int:
    """Distinct real roots of the squarefree f: Sturm's theorem on f, f', -rem, ... with each remainder scaled
    by a positive rational (primitive integer polynomials: the signs, so the variations, are unchanged)."""
    seq = [integral(f)]
    seq.append(integral([i * c for i, c in enumerate(seq[0])][1:]))
    while len(seq[-1]) > 1:
        r = [-x for x in prem(seq[-2], seq[-1])]
        if not r:
            break
        seq.append(integral(r))
    at_plus = [U.sign(s[-1]) for s in seq]
    at_minus = [U.sign(s[-1]) * (-1) ** (len(s) - 1) for s in seq]
    return U.variations(at_minus) - U.variations(at_plus)


def normal_power(h: U.Dense, shift: Poly, L: Poly, k: int, S: Subject, G: list[Poly]) -> Poly:
    """The normal form modulo G of (shift - h(L))^k: h(L) by Horner's rule, reducing after every product."""
    K, n = S.K, len(S.names)
    one = (0,) * n
    acc: Poly = {}
    for c in reversed(h):
        acc = groebner.reduce(add(mul(acc, L, K), {one: K.of(Fraction(c))} if c else {}, K), G, K, S.key)
    base = groebner.reduce(add(shift, scale(acc, K.of(Fraction(-1)), K), K), G, K, S.key)
    out = base
    for _ in range(k - 1):
        out = groebner.reduce(mul(out, base, K), G, K, S.key)
    return out


def solutions(claim: dict[str, Any], S: Subject, G: list[Poly]) -> tuple[bool, str, str | None]:
    """(accepted, reason, verdict): the verdict UNCHECKABLE when only soundness could be decided."""
    K, n = S.K, len(S.names)
    var = claim.get("variable")
    if not isinstance(var, str) or not NAME.fullmatch(var):
        raise BadRequest("claim.variable must be a name")
    c = claim.get("linear_form")
    if not (isinstance(c, list) and len(c) == n and all(type(x) is int and abs(x) <= MAX_FORM for x in c)):
        raise BadRequest(f"claim.linear_form must be {n} integers of absolute value at most {MAX_FORM}")
    f = U.dense(parse(claim.get("f"), (var,), K, "claim.f"), K)
    raw = items(claim.get("g"), "claim.g")
    if len(raw) != n:
        raise BadRequest(f"claim.g must hold {n} polynomials")
    g = [U.dense(parse(t, (var,), K, f"claim.g[{i}]"), K) for i, t in enumerate(raw)]
    if U.degree(f) < 1:
        return False, "f has no root: the claim lists no solution (an empty set is SYSTEM_INCONSISTENT)", None
    if any(U.degree(gi) >= U.degree(f) for gi in g):
        return False, "some g_i has degree at least deg f", None
    if not squarefree(f, K):
        return False, "f is not squarefree: gcd(f, f') is not constant", None
    for j, F in enumerate(S.gens):
        if substitute(F, g, f, K):
            return False, f"generator {j} does not vanish at (g_1(T), ..., g_n(T)) modulo f", None
    form: U.Dense = []
    for ci, gi in zip(c, g):
        form = U.add(form, U.scale(gi, Fraction(ci), K), K)
    if U.divmod_(U.add(form, [Fraction(0), Fraction(-1)], K), f, K)[1]:
        return False, "sum c_i g_i(T) is not T modulo f: the linear form does not separate the points", None
    real = claim.get("real")
    if type(real) is not int:
        raise BadRequest("claim.real must be an integer")
    counted = real_roots(f)
    if real != counted:
        return False, f"f has {counted} real roots (Sturm), the claim says {real!r}", None
    points = items(claim.get("rational"), "claim.rational")
    seen = set()
    for i, p in enumerate(points):
        q = [rational(x, f"claim.rational[{i}][{k}]") for k, x in enumerate(items(p, "claim.rational"))]
        if len(q) != n or tuple(q) in seen:
            return False, f"rational point {i} has not {n} coordinates or is listed twice", None
        seen.add(tuple(q))
        theta = sum((Fraction(ci) * x for ci, x in zip(c, q)), Fraction(0))
        if U.value(f, theta) or any(U.value(gi, theta) != x for gi, x in zip(g, q)):
            return False, f"rational point {i} is not g(t) for a root t of f", None
    sound = f"{U.degree(f)} distinct solutions (f squarefree, L separating, every generator vanishes), {counted} real"
    powers = claim.get("powers")
    if powers is None:
        return False, f"{sound}; completeness not shown (no membership exponents)", "UNCHECKABLE"
    if not (isinstance(powers, list) and len(powers) == n + 1 and all(type(k) is int for k in powers)):
        raise BadRequest(f"claim.powers must be {n + 1} integers")
    if not all(1 <= k <= MAX_POWER for k in powers):
        raise BadRequest(f"claim.powers must be integers in 1..{MAX_POWER}")
    L = {tuple(int(i == j) for j in range(n)): K.of(Fraction(ci)) for i, ci in enumerate(c) if ci}
    if normal_power(f, {}, L, powers[0], S, G):
        return False, f"f(L)^{powers[0]} does not reduce to zero modulo the Groebner basis", None
    for i, gi in enumerate(g):
        xi = {tuple(int(j == i) for j in range(n)): K.of(Fraction(1))}
        if normal_power(gi, xi, L, powers[i + 1], S, G):
            return False, f"(x_{i + 1} - g_{i + 1}(L))^{powers[i + 1]} does not reduce to zero modulo the basis", None
    return True, f"{sound}; complete: f(L) and x_i - g_i(L) lie in the radical of the ideal (normal forms)", None


def decide(claim: dict[str, Any], S: Subject, cert: dict[str, Any]) -> tuple[bool, str, str | None]:
    if S.K.p is not None:
        raise BadRequest("systems are solved over QQ only")
    if len(S.names) > MAX_VARIABLES:
        raise BadRequest(f"at most {MAX_VARIABLES} variables")
    if not S.gens:
        raise BadRequest("subject.generators is empty")
    G = S.polys(cert.get("basis"), "certificate.basis")
    why = S.groebner(G, S.gens, cert, reduced=False)
    if why:
        return False, f"the Groebner basis does not check: {why}", None
    one = (0,) * len(S.names)
    inconsistent = any(set(g) == {one} for g in G)
    kind = claim["kind"]
    if kind == "SYSTEM_INCONSISTENT":
        if inconsistent:
            return True, "a checked Groebner basis holds a nonzero constant: 1 is in the ideal, no solution", None
        return False, "the checked Groebner basis holds no constant: 1 is not in the ideal", None
    if inconsistent:
        return False, "1 is in the ideal: the system has no solution", None
    leads = [groebner.lead(g, S.key) for g in G]
    pure = {i for e in leads for i in range(len(e)) if e[i] and sum(e) == e[i]}
    if kind == "SYSTEM_POSITIVE_DIMENSIONAL":
        free = claim.get("free")
        if not (isinstance(free, list) and free and all(type(i) is int and 0 <= i < len(S.names) for i in free)):
            raise BadRequest("claim.free must be a nonempty list of variable indices")
        if any(i in pure for i in free):
            return False, "a listed variable has a pure power among the leading monomials", None
        return True, "no pure power of some variable leads a basis element: infinitely many complex solutions", None
    return solutions(claim, S, G)


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(
            payload.get("claim"),
            {"kind", "variable", "linear_form", "f", "g", "real", "rational", "powers", "free"},
            "claim",
        )
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        subject = fields(payload.get("subject"), {"field", "variables", "order", "generators"}, "subject")
        cert = fields(payload.get("certificate", {}), {"basis", "lift", "reductions", "spairs"}, "certificate")
        S = Subject(subject)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = S.model()
    try:
        accepted, reason, verdict = decide(claim, S, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, "model": read}
    out = {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, "model": read}
    return {**out, "verdict": verdict} if verdict else out


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
