"""Exact arithmetic in Q(sqrt d) (d a nonzero integer, not a square): u + v*sqrt(d) as the pair (u, v) of
fractions. Only +, -, * and powers are needed (no division): the checker evaluates polynomials and sums."""

from __future__ import annotations

from fractions import Fraction

Q2 = tuple[Fraction, Fraction]
ZERO: Q2 = (Fraction(0), Fraction(0))
ONE: Q2 = (Fraction(1), Fraction(0))


def add(x: Q2, y: Q2) -> Q2:
    return x[0] + y[0], x[1] + y[1]


def mul(x: Q2, y: Q2, d: int) -> Q2:
    return x[0] * y[0] + d * x[1] * y[1], x[0] * y[1] + x[1] * y[0]


def power(x: Q2, n: int, d: int) -> Q2:
    out, base = ONE, x
    while n:
        if n & 1:
            out = mul(out, base, d)
        base, n = mul(base, base, d), n >> 1
    return out


def rational(c: Fraction) -> Q2:
    return Fraction(c), Fraction(0)


def text(x: Q2, d: int | None) -> str:
    u, v = x
    if not v:
        return str(u)
    root = f"{abs(v) if abs(v) != 1 else ''}{'*' if abs(v) != 1 else ''}sqrt({d})"
    if not u:
        return ("-" if v < 0 else "") + root
    return f"{u} {'-' if v < 0 else '+'} {root}"
