"""Resultants and discriminants as Sylvester determinants, computed by the checker's own elimination.

Over QQ each polynomial is scaled to integer coefficients first (Res(a/d, b/e) = Res(a, b) / (d^n e^m) for
degrees m, n) and the integer determinant is taken by Bareiss's fraction-free elimination: every division
in it is exact, so no fraction and no rounding appears. Over GF(p) it is Gaussian elimination modulo p.
Conventions (those of the usual tables, and of Sage and PARI): Res(a, b) = det Syl(a, b) with deg b rows of
a's coefficients above deg a rows of b's; disc(f) = (-1)^(n(n-1)/2) Res(f, f') / lc(f) with f' taken at its
formal degree n - 1 (over GF(p) its top coefficient n lc(f) may vanish; the formula stays the one that equals
lc(f)^(2n-2) prod (r_i - r_j)^2).
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import Any

from .poly import Field
from .univariate import Dense, formal_derivative


def sylvester(a: Dense, m: int, b: Dense, n: int) -> list[list[Any]]:
    """The (m + n) x (m + n) Sylvester matrix of a (formal degree m) and b (formal degree n)."""
    ca = [a[i] if i < len(a) else 0 for i in range(m, -1, -1)]  # highest coefficient first
    cb = [b[i] if i < len(b) else 0 for i in range(n, -1, -1)]
    size = m + n
    rows = [[0] * i + ca + [0] * (size - m - 1 - i) for i in range(n)]
    rows += [[0] * i + cb + [0] * (size - n - 1 - i) for i in range(m)]
    return rows


def bareiss(rows: list[list[int]]) -> int:
    """The determinant of a square integer matrix by fraction-free elimination (exact integer divisions)."""
    M = [list(r) for r in rows]
    n, sign, prev = len(M), 1, 1
    if n == 0:
        return 1
    for k in range(n - 1):
        if M[k][k] == 0:
            swap = next((i for i in range(k + 1, n) if M[i][k]), None)
            if swap is None:
                return 0
            M[k], M[swap] = M[swap], M[k]
            sign = -sign
        pivot = M[k][k]
        for i in range(k + 1, n):
            Mi, Mk, mik = M[i], M[k], M[i][k]
            for j in range(k + 1, n):
                Mi[j] = (Mi[j] * pivot - mik * Mk[j]) // prev
            Mi[k] = 0
        prev = pivot
    return sign * M[n - 1][n - 1]


def det_mod(rows: list[list[int]], p: int) -> int:
    M = [[x % p for x in r] for r in rows]
    n, det = len(M), 1
    for k in range(n):
        swap = next((i for i in range(k, n) if M[i][k]), None)
        if swap is None:
            return 0
        if swap != k:
            M[k], M[swap] = M[swap], M[k]
            det = -det
        pivot = M[k][k]
        det = det * pivot % p
        inv = pow(pivot, -1, p)
        for i in range(k + 1, n):
            f = M[i][k] * inv % p
            if f:
                M[i] = [(x - f * y) % p for x, y in zip(M[i], M[k])]
    return det % p


def _integral(f: Dense) -> tuple[list[int], int]:
    """f as (integer coefficients, d) with f = F / d."""
    d = lcm(*(Fraction(c).denominator for c in f)) if f else 1
    return [int(Fraction(c) * d) for c in f], d


def resultant(a: Dense, m: int, b: Dense, n: int, K: Field) -> Any:
    """Res(a, b) at formal degrees m, n (a Fraction over QQ, an int in 0..p-1 over GF(p))."""
    if K.p is not None:
        return det_mod(sylvester(a, m, b, n), K.p)
    A, d = _integral(a)
    B, e = _integral(b)
    return Fraction(bareiss(sylvester(A, m, B, n)), d**n * e**m)


def discriminant(f: Dense, K: Field) -> Any:
    """disc(f) for deg f = n >= 1."""
    n = len(f) - 1
    r = resultant(f, n, formal_derivative(f), n - 1, K)
    s = -1 if (n * (n - 1) // 2) % 2 else 1
    if K.p is None:
        return s * r / Fraction(f[-1])
    return s * r * pow(f[-1], -1, K.p) % K.p
