"""The characteristic polynomial of a rational matrix by Berkowitz's algorithm, and polynomials of a matrix.

Berkowitz's algorithm uses no division: the characteristic polynomial of each leading principal submatrix is
a lower-triangular Toeplitz matrix (built from the new row, column and diagonal entry and the products
R M^k C) times the previous one. It shares nothing with elimination-based or Hessenberg methods (FLINT's, the
producer's), so agreement is evidence of two different computations. Exact Fractions throughout; shared with
any checker that needs a characteristic polynomial (e.g. a graph's spectrum as its adjacency matrix's).
"""

from __future__ import annotations

from fractions import Fraction

Matrix = list[list[Fraction]]


def charpoly(A: Matrix) -> list[Fraction]:
    """det(xI - A) as coefficients from the constant term up (monic, length n + 1)."""
    p: list[Fraction] = [Fraction(1)]  # highest coefficient first while building
    for r in range(len(A)):
        R, C = A[r][:r], [A[i][r] for i in range(r)]
        col, vec = [Fraction(1), -A[r][r]], C
        for _ in range(r):  # -R M^k C for k = 0 .. r-1, M the leading r x r block
            col.append(-sum((x * y for x, y in zip(R, vec)), Fraction(0)))
            vec = [sum((x * y for x, y in zip(A[i][:r], vec)), Fraction(0)) for i in range(r)]
        p = [
            sum((col[i - j] * p[j] for j in range(max(0, i - r - 1), min(i, r) + 1)), Fraction(0)) for i in range(r + 2)
        ]
    return p[::-1]


def identity(n: int) -> Matrix:
    return [[Fraction(int(i == j)) for j in range(n)] for i in range(n)]


def matmul(A: Matrix, B: Matrix) -> Matrix:
    cols = list(zip(*B))
    return [[sum((x * y for x, y in zip(row, col)), Fraction(0)) for col in cols] for row in A]


def evaluate(coefficients: list[Fraction], A: Matrix) -> Matrix:
    """p(A) by Horner's rule (coefficients from the constant term up)."""
    n = len(A)
    acc: Matrix = [[Fraction(0)] * n for _ in range(n)]
    for c in reversed(coefficients):
        acc = matmul(acc, A)
        for i in range(n):
            acc[i][i] += c
    return acc


def rank(rows: list[list[Fraction]]) -> int:
    """The rank of a rational matrix by Gaussian elimination over the fractions."""
    M = [list(r) for r in rows]
    rank, width = 0, len(M[0]) if M else 0
    for col in range(width):
        pivot = next((i for i in range(rank, len(M)) if M[i][col]), None)
        if pivot is None:
            continue
        M[rank], M[pivot] = M[pivot], M[rank]
        inv = 1 / M[rank][col]
        for i in range(rank + 1, len(M)):
            f = M[i][col] * inv
            if f:
                M[i] = [x - f * y for x, y in zip(M[i], M[rank])]
        rank += 1
    return rank


def powers_independent(A: Matrix, d: int) -> bool:
    """Whether I, A, ..., A^(d-1) are linearly independent (no nonzero polynomial of degree < d kills A)."""
    n, P, vectors = len(A), identity(len(A)), []
    for _ in range(d):
        vectors.append([x for row in P for x in row])
        P = matmul(P, A)
    return rank(vectors) == d if n else d == 0
