"""Polynomials in n and k over QQ: ``{(i, j): coefficient}`` for c * n^i * k^j, zero coefficients absent.

The WZ checker's own arithmetic: sums, products, the shift p(n + a, k + b), evaluation at a point, and the
normal form of a factor (primitive integer coefficients, leading term positive) by which factors of a
product are matched. No gcd: identities are decided by multiplying out to a common denominator.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb, gcd, lcm

Poly = dict[tuple[int, int], Fraction]
Key = tuple[tuple[int, int, int, int], ...]  # a normalised factor: ((i, j, numerator, denominator), ...)


def const(c: Fraction | int) -> Poly:
    return {(0, 0): Fraction(c)} if c else {}


def linear(a: int, b: int, c: int) -> Poly:
    """a*n + b*k + c."""
    return {m: Fraction(v) for m, v in (((1, 0), a), ((0, 1), b), ((0, 0), c)) if v}


def add(p: Poly, q: Poly) -> Poly:
    out = dict(p)
    for m, c in q.items():
        s = out.get(m, Fraction(0)) + c
        if s:
            out[m] = s
        else:
            out.pop(m, None)
    return out


def scale(p: Poly, c: Fraction) -> Poly:
    return {m: v * c for m, v in p.items()} if c else {}


def mul(p: Poly, q: Poly) -> Poly:
    out: Poly = {}
    for (i, j), c in p.items():
        for (u, v), d in q.items():
            m = (i + u, j + v)
            s = out.get(m, Fraction(0)) + c * d
            if s:
                out[m] = s
            else:
                out.pop(m)
    return out


def power(p: Poly, e: int) -> Poly:
    out = const(1)
    for _ in range(e):
        out = mul(out, p)
    return out


def degree(p: Poly, var: int | None = None) -> int:
    """Total degree (var None), or the degree in n (var 0) or k (var 1); -1 for zero."""
    if not p:
        return -1
    return max((m[0] + m[1]) if var is None else m[var] for m in p)


def shift(p: Poly, a: int, b: int) -> Poly:
    """p(n + a, k + b)."""
    out: Poly = {}
    for (i, j), c in p.items():
        for s in range(i + 1):
            cn = comb(i, s) * a ** (i - s)
            if not cn:
                continue
            for t in range(j + 1):
                ck = comb(j, t) * b ** (j - t)
                if ck:
                    m = (s, t)
                    v = out.get(m, Fraction(0)) + c * cn * ck
                    if v:
                        out[m] = v
                    else:
                        out.pop(m)
    return out


def evaluate(p: Poly, n: int, k: int) -> Fraction:
    return sum((c * n**i * k**j for (i, j), c in p.items()), Fraction(0))


def normal(p: Poly) -> tuple[Fraction, Key]:
    """p = unit * q with q of coprime integer coefficients and a positive leading term (largest (i, j))."""
    if not p:
        raise ZeroDivisionError("the zero polynomial has no normal form")
    den = lcm(*(c.denominator for c in p.values()))
    ints = {m: int(c * den) for m, c in p.items()}
    g = 0
    for v in ints.values():
        g = gcd(g, v)
    if ints[max(ints)] < 0:
        g = -g
    return Fraction(g, den), tuple(sorted((i, j, v // g, 1) for (i, j), v in ints.items()))


def from_key(key: Key) -> Poly:
    return {(i, j): Fraction(a, b) for i, j, a, b in key}


def k_free(p: Poly) -> bool:
    return all(j == 0 for _, j in p)


def positive_on_naturals(p: Poly) -> bool:
    """A sufficient test that a polynomial in n alone has no root at n = 0, 1, 2, ...: every coefficient of
    one sign and a nonzero constant term (so |p(n)| >= |p(0)| > 0 for n >= 0)."""
    if not p or not k_free(p) or (0, 0) not in p:
        return False
    signs = {c > 0 for c in p.values()}
    return len(signs) == 1
