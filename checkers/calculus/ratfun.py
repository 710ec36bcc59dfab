"""Rational functions of one variable over QQ: a pair (numerator, denominator) of dense Fraction polynomials.

The checker's own arithmetic, written over :mod:`..polynomial.univariate` (Euclid, derivative, evaluation): no
computer algebra library. A rational function is kept reduced: gcd(num, den) = 1 and den monic, so two
rational functions are equal exactly when their pairs are equal; zero is ``([], [1])``.
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd as igcd
from math import lcm

from ..polynomial import univariate as U
from ..polynomial.poly import Field

QQ = Field("QQ")
Dense = U.Dense
RatFun = tuple[Dense, Dense]
ONE: Dense = [Fraction(1)]
ZERO: RatFun = ([], ONE)


def reduced(num: Dense, den: Dense) -> RatFun:
    """num/den in lowest terms with a monic denominator; ZeroDivisionError for a zero denominator."""
    if not den:
        raise ZeroDivisionError("division by zero")
    if not num:
        return ZERO
    g = gcd(num, den) if U.degree(num) > 0 and U.degree(den) > 0 else ONE
    if U.degree(g) > 0:
        num, den = U.divmod_(num, g, QQ)[0], U.divmod_(den, g, QQ)[0]
    lead = den[-1]
    return U.scale(num, 1 / lead, QQ), U.scale(den, 1 / lead, QQ)


def _primitive(f: list[int]) -> list[int]:
    c = 0
    for v in f:
        c = igcd(c, v)
    return [v // c for v in f] if c > 1 else f


def _integral(f: Dense) -> list[int]:
    """f times the lcm of its denominators, made primitive (content 1)."""
    m = lcm(*(Fraction(c).denominator for c in f))
    return _primitive([int(Fraction(c) * m) for c in f])


def gcd(a: Dense, b: Dense) -> Dense:
    """The monic gcd of two nonzero polynomials, by the primitive pseudo-remainder sequence over the integers
    (contents removed at each step, so no coefficient grows as Euclid's over QQ does)."""
    f, g = _integral(a), _integral(b)
    if len(f) < len(g):
        f, g = g, f
    while g:
        r = list(f)
        lead = g[-1]
        while len(r) >= len(g) and r:
            k, c = len(r) - len(g), r[-1]
            r = [v * lead for v in r]
            for i, y in enumerate(g):
                r[i + k] -= c * y
            while r and not r[-1]:
                r.pop()
        f, g = g, _primitive(r) if r else []
    return [Fraction(c, f[-1]) for c in f]


def constant(c: Fraction) -> RatFun:
    return ([Fraction(c)] if c else [], ONE)


def add(a: RatFun, b: RatFun) -> RatFun:
    if a[1] == b[1]:
        return reduced(U.add(a[0], b[0], QQ), a[1])
    return reduced(U.add(U.mul(a[0], b[1], QQ), U.mul(b[0], a[1], QQ), QQ), U.mul(a[1], b[1], QQ))


def neg(a: RatFun) -> RatFun:
    return (U.neg(a[0], QQ), a[1])


def mul(a: RatFun, b: RatFun) -> RatFun:
    return reduced(U.mul(a[0], b[0], QQ), U.mul(a[1], b[1], QQ))


def div(a: RatFun, b: RatFun) -> RatFun:
    if not b[0]:
        raise ZeroDivisionError("division by zero")
    return reduced(U.mul(a[0], b[1], QQ), U.mul(a[1], b[0], QQ))


def derivative(a: RatFun) -> RatFun:
    """(n/d)' = (n'd - nd')/d^2."""
    n, d = a
    top = U.add(U.mul(U.derivative(n, QQ), d, QQ), U.neg(U.mul(n, U.derivative(d, QQ), QQ), QQ), QQ)
    return reduced(top, U.mul(d, d, QQ))


def is_constant(a: RatFun) -> bool:
    return U.degree(a[0]) <= 0 and U.degree(a[1]) == 0
