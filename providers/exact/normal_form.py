"""Hermite and Smith normal forms of integer matrices with their unimodular transforms (worker side).

FLINT gives the forms but not the transforms. Hermite: the row-style HNF of [A | I_m] is
[H | U] with U A = H and U unimodular (its first n columns are the HNF of A, by uniqueness of
the HNF of the row lattice). Smith: an elementary elimination in Python integers that applies
every row operation to U and every column operation to V, so U A V = S throughout; the result is
compared with FLINT's ``snf`` before it is returned (a mismatch is a backend error, not an answer).
"""

from __future__ import annotations

from typing import Any

Matrix = list[list[int]]


def identity(k: int) -> Matrix:
    return [[int(i == j) for j in range(k)] for i in range(k)]


def hermite(A: Matrix) -> tuple[Matrix, Matrix]:
    """(H, U) with U A = H in row Hermite normal form, by FLINT's HNF of [A | I]."""
    import flint

    m, n = len(A), len(A[0])
    aug = flint.fmpz_mat([row + e for row, e in zip(A, identity(m))])
    R = aug.hnf()
    H = [[int(R[i, j]) for j in range(n)] for i in range(m)]
    U = [[int(R[i, j]) for j in range(n, n + m)] for i in range(m)]
    if flint.fmpz_mat(U) * flint.fmpz_mat(A) != flint.fmpz_mat(H) or flint.fmpz_mat(A).hnf() != flint.fmpz_mat(H):
        raise ArithmeticError("the HNF of [A | I] does not give U A = H")
    return H, U


def _swap_rows(M: Matrix, i: int, k: int) -> None:
    M[i], M[k] = M[k], M[i]


def _swap_cols(M: Matrix, j: int, k: int) -> None:
    for row in M:
        row[j], row[k] = row[k], row[j]


def _add_row(M: Matrix, target: int, source: int, factor: int) -> None:
    M[target] = [a + factor * b for a, b in zip(M[target], M[source])]


def _add_col(M: Matrix, target: int, source: int, factor: int) -> None:
    for row in M:
        row[target] += factor * row[source]


def smith(A: Matrix) -> tuple[Matrix, Matrix, Matrix]:
    """(S, U, V) with U A V = S in Smith normal form and U, V unimodular."""
    import flint

    m, n = len(A), len(A[0])
    S, U, V = [list(r) for r in A], identity(m), identity(n)
    for t in range(min(m, n)):
        while True:
            nonzero = [(abs(S[i][j]), i, j) for i in range(t, m) for j in range(t, n) if S[i][j]]
            if not nonzero:
                break
            _, i, j = min(nonzero)
            _swap_rows(S, t, i)
            _swap_rows(U, t, i)
            _swap_cols(S, t, j)
            _swap_cols(V, t, j)
            p, clean = S[t][t], True
            for i in range(t + 1, m):
                q = S[i][t] // p
                if q:
                    _add_row(S, i, t, -q)
                    _add_row(U, i, t, -q)
                clean &= S[i][t] == 0
            for j in range(t + 1, n):
                q = S[t][j] // p
                if q:
                    _add_col(S, j, t, -q)
                    _add_col(V, j, t, -q)
                clean &= S[t][j] == 0
            if not clean:
                continue  # a smaller remainder is now the pivot candidate
            bad = next((i for i in range(t + 1, m) for j in range(t + 1, n) if S[i][j] % p), None)
            if bad is None:
                break
            _add_row(S, t, bad, 1)
            _add_row(U, t, bad, 1)  # brings a non-multiple into row t
        if t < m and t < n and S[t][t] < 0:
            S[t] = [-v for v in S[t]]
            U[t] = [-v for v in U[t]]
    if flint.fmpz_mat(A).snf() != flint.fmpz_mat(S):
        raise ArithmeticError("the elimination's Smith form differs from FLINT's")
    if flint.fmpz_mat(U) * flint.fmpz_mat(A) * flint.fmpz_mat(V) != flint.fmpz_mat(S):
        raise ArithmeticError("U A V != S")
    return S, U, V


def text(M: Matrix) -> list[list[str]]:
    return [[str(v) for v in row] for row in M]


def as_integers(rows: list[list[Any]]) -> Matrix | None:
    """The matrix as Python ints, or None when an entry is not an integer."""
    if any(v.denominator != 1 for row in rows for v in row):
        return None
    return [[int(v) for v in row] for row in rows]
