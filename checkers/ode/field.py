"""Exact arithmetic in Q(sqrt d) (d a nonzero integer, not a square; d = 0 for Q itself): u + v*sqrt(d) as the pair
(u, v) of fractions. With d < 0 the pair is a complex number u + v*i*sqrt(-d). Division and a determinant by
Gaussian elimination: the field has no zero divisors, so a pivot is any nonzero entry."""

from __future__ import annotations

from fractions import Fraction

Q2 = tuple[Fraction, Fraction]
ZERO: Q2 = (Fraction(0), Fraction(0))
ONE: Q2 = (Fraction(1), Fraction(0))


def rational(c: Fraction | int) -> Q2:
    return Fraction(c), Fraction(0)


def add(x: Q2, y: Q2) -> Q2:
    return x[0] + y[0], x[1] + y[1]


def sub(x: Q2, y: Q2) -> Q2:
    return x[0] - y[0], x[1] - y[1]


def mul(x: Q2, y: Q2, d: int) -> Q2:
    return x[0] * y[0] + d * x[1] * y[1], x[0] * y[1] + x[1] * y[0]


def inverse(x: Q2, d: int) -> Q2:
    """1/x; the norm u^2 - d v^2 is nonzero for x != 0 because d is not a square (ZeroDivisionError for x = 0)."""
    norm = x[0] * x[0] - d * x[1] * x[1]
    return x[0] / norm, -x[1] / norm


def power(x: Q2, n: int, d: int) -> Q2:
    out, base = ONE, x
    while n:
        if n & 1:
            out = mul(out, base, d)
        base, n = mul(base, base, d), n >> 1
    return out


def determinant(rows: list[list[Q2]], d: int) -> Q2:
    """det of a square matrix over Q(sqrt d), by elimination (rows are copied, the argument is left unchanged)."""
    m = [list(r) for r in rows]
    det = ONE
    for col in range(len(m)):
        pivot = next((i for i in range(col, len(m)) if m[i][col] != ZERO), None)
        if pivot is None:
            return ZERO
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            det = (-det[0], -det[1])
        det = mul(det, m[col][col], d)
        inv = inverse(m[col][col], d)
        for i in range(col + 1, len(m)):
            factor = mul(m[i][col], inv, d)
            if factor != ZERO:
                m[i] = [sub(a, mul(factor, b, d)) for a, b in zip(m[i], m[col])]
    return det


def text(x: Q2, d: int | None) -> str:
    u, v = x
    if not v:
        return str(u)
    root = f"{abs(v) if abs(v) != 1 else ''}{'*' if abs(v) != 1 else ''}sqrt({d})"
    if not u:
        return ("-" if v < 0 else "") + root
    return f"{u} {'-' if v < 0 else '+'} {root}"
