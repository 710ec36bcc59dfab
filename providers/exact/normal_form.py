"""Hermite and Smith normal forms of integer matrices with their unimodular transforms (worker side).

FLINT gives the forms but not the transforms. Hermite: the row-style HNF of [A | I_m] is
[H | U] with U A = H and U unimodular (its first n columns are the HNF of A, by uniqueness of
the HNF of the row lattice). Smith: row and column Hermite forms alternate, each with its
transform, until the matrix is diagonal, then 2 x 2 steps give the divisibility chain (see
:func:`smith`); the result is compared with FLINT's ``snf`` before it is returned (a mismatch is
a backend error, not an answer).
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


def _hnf_with_transform(M: Any) -> tuple[Any, Any]:
    """(H, U) as fmpz_mat with U M = H in row HNF: the HNF of [M | I]."""
    import flint

    m, n = M.nrows(), M.ncols()
    aug = flint.fmpz_mat(m, n + m)
    for i in range(m):
        for j in range(n):
            aug[i, j] = M[i, j]
        aug[i, n + i] = 1
    R = aug.hnf()
    return (
        flint.fmpz_mat([[R[i, j] for j in range(n)] for i in range(m)]),
        flint.fmpz_mat([[R[i, j] for j in range(n, n + m)] for i in range(m)]),
    )


def _is_diagonal(M: Any) -> bool:
    return all(M[i, j] == 0 for i in range(M.nrows()) for j in range(M.ncols()) if i != j)


def _bezout(a: int, b: int) -> tuple[int, int, int]:
    """(g, s, t) with s a + t b = g = gcd(a, b) >= 0."""
    r0, r1, s0, s1, t0, t1 = a, b, 1, 0, 0, 1
    while r1:
        q = r0 // r1
        r0, r1, s0, s1, t0, t1 = r1, r0 - q * r1, s1, s0 - q * s1, t1, t0 - q * t1
    return (r0, s0, t0) if r0 >= 0 else (-r0, -s0, -t0)


MAX_ROUNDS = 64  # alternating HNF rounds; past this the matrix is refused as a backend error


def smith(A: Matrix) -> tuple[Matrix, Matrix, Matrix]:
    """(S, U, V) with U A V = S in Smith normal form and U, V unimodular.

    Row and column Hermite forms alternate (each with its FLINT transform) until the matrix is
    diagonal; then 2 x 2 unimodular steps on pairs of diagonal entries (rows [s, t; -b/g, a/g],
    columns [1, -t b/g; 1, s a/g] turn diag(a, b) into diag(g, a b / g)) give the divisibility chain.
    The transforms stay near the HNF's own size (about 150 bits on a random sparse 64 x 64 matrix,
    where a plain elimination reached thousands).
    """
    import flint

    m, n = len(A), len(A[0])
    S, U, V = flint.fmpz_mat(A), flint.fmpz_mat(identity(m)), flint.fmpz_mat(identity(n))
    for _ in range(MAX_ROUNDS):
        if _is_diagonal(S):
            break
        S, Uk = _hnf_with_transform(S)
        U = Uk * U
        if _is_diagonal(S):
            break
        T, Vk = _hnf_with_transform(S.transpose())
        S, V = T.transpose(), V * Vk.transpose()
    else:
        raise ArithmeticError(f"the alternating Hermite forms did not diagonalize in {MAX_ROUNDS} rounds")
    r = min(m, n)
    d = [int(S[i, i]) for i in range(r)]
    Ul = [[int(U[i, j]) for j in range(m)] for i in range(m)]
    Vl = [[int(V[i, j]) for j in range(n)] for i in range(n)]
    for i in range(r):
        for j in range(i + 1, r):
            a, b = d[i], d[j]
            if (a == 0 and b == 0) or (a != 0 and b % a == 0):
                continue
            g, s, t = _bezout(a, b)
            Ul[i], Ul[j] = (
                [s * x + t * y for x, y in zip(Ul[i], Ul[j])],
                [(-b // g) * x + (a // g) * y for x, y in zip(Ul[i], Ul[j])],
            )
            for row in Vl:
                x, y = row[i], row[j]
                row[i], row[j] = x + y, (-t * b // g) * x + (s * a // g) * y
            d[i], d[j] = g, a // g * b
    for i in range(r):
        if d[i] < 0:
            d[i], Ul[i] = -d[i], [-x for x in Ul[i]]
    Sl = [[d[i] if i == j else 0 for j in range(n)] for i in range(m)]
    if flint.fmpz_mat(A).snf() != flint.fmpz_mat(Sl):
        raise ArithmeticError("the Smith form differs from FLINT's")
    if flint.fmpz_mat(Ul) * flint.fmpz_mat(A) * flint.fmpz_mat(Vl) != flint.fmpz_mat(Sl):
        raise ArithmeticError("U A V != S")
    return Sl, Ul, Vl


def text(M: Matrix) -> list[list[str]]:
    return [[str(v) for v in row] for row in M]


def as_integers(rows: list[list[Any]]) -> Matrix | None:
    """The matrix as Python ints, or None when an entry is not an integer."""
    if any(v.denominator != 1 for row in rows for v in row):
        return None
    return [[int(v) for v in row] for row in rows]
