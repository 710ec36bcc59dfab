"""Exact matrix arithmetic for the checkers: products, Bareiss determinant, rank by elimination."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import lcm

Matrix = list[list[Fraction]]
Rows = list[dict[int, Fraction]]  # a sparse matrix: one {column: nonzero entry} per row


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


def common(v: list[Fraction]) -> tuple[list[int], int]:
    """v as integer numerators over its least common denominator d: v_j = k_j / d."""
    d = lcm(*(f.denominator for f in v))
    return [f.numerator * (d // f.denominator) for f in v], d


def common_dot(u: list[Fraction], v: list[Fraction]) -> Fraction:
    """u . v by one integer sum over the two common denominators (one normalisation at the end)."""
    (U, du), (V, dv) = common(u), common(v)
    return Fraction(sum(a * b for a, b in zip(U, V) if a), du * dv)


@dataclass(frozen=True)
class IntegerRows:
    """A sparse matrix A = M / d: per row the (column, integer numerator) pairs, one denominator d."""

    rows: list[list[tuple[int, int]]]
    d: int
    n: int  # columns


def integer_rows(A: Rows, n: int) -> IntegerRows:
    """A over the least common denominator of its entries, computed once per matrix."""
    d = lcm(*(f.denominator for row in A for f in row.values()))
    return IntegerRows([[(j, f.numerator * (d // f.denominator)) for j, f in row.items()] for row in A], d, n)


def sparse_mat_vec(A: IntegerRows, x: list[Fraction]) -> tuple[list[int], int]:
    """A x as integer numerators over one denominator: (A x)_i = k_i / d, in integer arithmetic."""
    X, dx = common(x)
    return [sum(a * X[j] for j, a in row) for row in A.rows], A.d * dx


def sparse_vec_mat(y: list[Fraction], A: IntegerRows) -> tuple[list[int], int]:
    """y A as integer numerators over one denominator, in integer arithmetic."""
    Y, dy = common(y)
    out = [0] * A.n
    for yi, row in zip(Y, A.rows):
        if yi:
            for j, a in row:
                out[j] += yi * a
    return out, A.d * dy


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
