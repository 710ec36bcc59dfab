"""Exact matrix arithmetic for the checkers: products, Bareiss determinant, rank by elimination."""

from __future__ import annotations

from fractions import Fraction
from math import lcm

Matrix = list[list[Fraction]]


def dot(u: list[Fraction], v: list[Fraction]) -> Fraction:
    """u . v, skipping zero terms (sparse LP rows; the value is the same)."""
    return sum((a * b for a, b in zip(u, v) if a and b), Fraction(0))


def mat_vec(A: Matrix, v: list[Fraction]) -> list[Fraction]:
    return [dot(row, v) for row in A]


def vec_mat(y: list[Fraction], A: Matrix) -> list[Fraction]:
    out = [Fraction(0)] * len(A[0])
    for yi, row in zip(y, A):
        if yi:
            for j, a in enumerate(row):
                if a:
                    out[j] += yi * a
    return out


def bareiss_det(A: Matrix) -> Fraction:
    """det A: scale each row to integers, then fraction-free elimination (every division exact)."""
    n = len(A)
    scale, M = Fraction(1), []
    for row in A:
        d = lcm(*(x.denominator for x in row))
        scale *= d
        M.append([int(x * d) for x in row])
    sign, prev = 1, 1
    for k in range(n - 1):
        if M[k][k] == 0:
            swap = next((i for i in range(k + 1, n) if M[i][k] != 0), None)
            if swap is None:
                return Fraction(0)
            M[k], M[swap] = M[swap], M[k]
            sign = -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                M[i][j] = (M[i][j] * M[k][k] - M[i][k] * M[k][j]) // prev
        prev = M[k][k]
    return Fraction(sign * M[n - 1][n - 1]) / scale


def rank(rows: Matrix) -> int:
    """Rank by Gaussian elimination over Q (for the kernel vectors' independence)."""
    M = [list(r) for r in rows]
    r = 0
    for c in range(len(M[0]) if M else 0):
        pivot = next((i for i in range(r, len(M)) if M[i][c] != 0), None)
        if pivot is None:
            continue
        M[r], M[pivot] = M[pivot], M[r]
        for i in range(r + 1, len(M)):
            if M[i][c] != 0:
                f = M[i][c] / M[r][c]
                M[i] = [a - f * b for a, b in zip(M[i], M[r])]
        r += 1
    return r
