"""An order of Q[x]/(f) given by a Z-basis, in the checker's own exact arithmetic (no library).

The basis is an n x n matrix B of Fractions, row i the coordinates of w_i on 1, x, ..., x^(n-1).
:func:`multiplication` checks that B spans a ring containing Z[x]/(f) and returns its multiplication table
over the basis (integers); :func:`p_maximal` decides p-maximality by the Pohst-Zassenhaus criterion (Cohen,
A Course in Computational Algebraic Number Theory, Thm 6.1.3 and Algorithm 6.1.8): with I_p the p-radical of
O (the kernel of x -> x^(p^k) on O/pO, p^k >= n), O is p-maximal exactly when no x in O \\ pO has
x I_p within p I_p, i.e. when x -> (multiplication by x on I_p/pI_p) is injective on O/pO.
"""

from __future__ import annotations

from fractions import Fraction

Matrix = list[list[Fraction]]
Table = list[list[list[int]]]  # table[i][j] = coordinates of w_i w_j on the basis


def inverse(B: Matrix) -> Matrix | None:
    """B^-1 by Gauss-Jordan elimination over Q; None when B is singular."""
    n = len(B)
    M = [[Fraction(x) for x in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(B)]
    for k in range(n):
        pivot = next((i for i in range(k, n) if M[i][k]), None)
        if pivot is None:
            return None
        M[k], M[pivot] = M[pivot], M[k]
        inv = 1 / M[k][k]
        M[k] = [x * inv for x in M[k]]
        for i in range(n):
            if i != k and M[i][k]:
                f = M[i][k]
                M[i] = [x - f * y for x, y in zip(M[i], M[k])]
    return [row[n:] for row in M]


def determinant(B: Matrix) -> Fraction:
    M = [[Fraction(x) for x in row] for row in B]
    n, det = len(M), Fraction(1)
    for k in range(n):
        pivot = next((i for i in range(k, n) if M[i][k]), None)
        if pivot is None:
            return Fraction(0)
        if pivot != k:
            M[k], M[pivot] = M[pivot], M[k]
            det = -det
        det *= M[k][k]
        for i in range(k + 1, n):
            f = M[i][k] / M[k][k]
            if f:
                M[i] = [x - f * y for x, y in zip(M[i], M[k])]
    return det


def times_mod(a: list[Fraction], b: list[Fraction], f: list[int]) -> list[Fraction]:
    """a * b reduced modulo the monic f (coefficient lists, constant term first; a, b of length n = deg f)."""
    n = len(f) - 1
    prod = [Fraction(0)] * (2 * n - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                prod[i + j] += x * y
    for d in range(2 * n - 2, n - 1, -1):  # x^d = x^(d-n) * (x^n) and x^n = -(f_0 + ... + f_(n-1) x^(n-1))
        c = prod[d]
        if c:
            for k in range(n):
                prod[d - n + k] -= c * f[k]
    return prod[:n]


def coordinates(v: list[Fraction], inv: Matrix) -> list[Fraction]:
    """The coordinates on the basis of the element with power-basis coordinates v (v B^-1)."""
    n = len(inv)
    return [sum((v[i] * inv[i][j] for i in range(n)), Fraction(0)) for j in range(n)]


def integral(v: list[Fraction]) -> list[int] | None:
    return [int(x) for x in v] if all(x.denominator == 1 for x in v) else None


def multiplication(B: Matrix, inv: Matrix, f: list[int]) -> tuple[Table | None, str]:
    """The multiplication table of the basis, or None with the reason when Z[x] is not inside its span or
    the span is not closed under multiplication. A finitely generated Z-module closed under multiplication
    consists of algebraic integers, so a table here also shows every basis element integral."""
    n = len(B)
    for i in range(n):
        power = [Fraction(int(j == i)) for j in range(n)]
        if integral(coordinates(power, inv)) is None:
            return None, f"x^{i} is not in the span of the basis: it does not contain Z[x]/(f)"
    table: Table = [[[] for _ in range(n)] for _ in range(n)]
    for i in range(n):
        for j in range(i, n):
            c = integral(coordinates(times_mod(B[i], B[j], f), inv))
            if c is None:
                return None, f"w_{i} * w_{j} is not in the span of the basis: it is not a ring"
            table[i][j] = table[j][i] = c
    return table, ""


def product(u: list[int], v: list[int], table: Table, p: int) -> list[int]:
    """u * v in O/pO (coordinates on the basis, modulo p)."""
    n = len(u)
    out = [0] * n
    for i, x in enumerate(u):
        if x:
            for j, y in enumerate(v):
                if y:
                    xy, row = x * y, table[i][j]
                    for k in range(n):
                        out[k] += xy * row[k]
    return [c % p for c in out]


def power(u: list[int], e: int, table: Table, p: int) -> list[int]:
    """u^e in O/pO for e >= 1, by repeated squaring."""
    result: list[int] | None = None
    base = [c % p for c in u]
    while e:
        if e & 1:
            result = base if result is None else product(result, base, table, p)
        e >>= 1
        if e:
            base = product(base, base, table, p)
    assert result is not None, "e >= 1"
    return result


def kernel_mod(rows: list[list[int]], p: int) -> tuple[list[list[int]], list[int]]:
    """A basis of {c : sum c_i rows_i = 0 mod p} (entries in 0..p-1) and the column each vector owns: vector k
    has 1 at column own[k] and 0 at every other vector's column."""
    n, m = len(rows), len(rows[0]) if rows else 0
    # Row-reduce the transpose: the kernel of c -> c R is the null space of R^T.
    T = [[rows[i][j] % p for i in range(n)] for j in range(m)]
    pivots: list[int] = []
    r = 0
    for col in range(n):
        pr = next((i for i in range(r, m) if T[i][col]), None)
        if pr is None:
            continue
        T[r], T[pr] = T[pr], T[r]
        inv = pow(T[r][col], -1, p)
        T[r] = [x * inv % p for x in T[r]]
        for i in range(m):
            if i != r and T[i][col]:
                f = T[i][col]
                T[i] = [(x - f * y) % p for x, y in zip(T[i], T[r])]
        pivots.append(col)
        r += 1
    free = [c for c in range(n) if c not in pivots]
    basis = []
    for fc in free:
        v = [0] * n
        v[fc] = 1
        for k, pc in enumerate(pivots):
            v[pc] = -T[k][fc] % p
        basis.append(v)
    return basis, free


def rank_mod(rows: list[list[int]], p: int) -> int:
    M = [[x % p for x in r] for r in rows]
    rank, cols = 0, len(M[0]) if M else 0
    for col in range(cols):
        pr = next((i for i in range(rank, len(M)) if M[i][col]), None)
        if pr is None:
            continue
        M[rank], M[pr] = M[pr], M[rank]
        inv = pow(M[rank][col], -1, p)
        M[rank] = [x * inv % p for x in M[rank]]
        for i in range(len(M)):
            if i != rank and M[i][col]:
                f = M[i][col]
                M[i] = [(x - f * y) % p for x, y in zip(M[i], M[rank])]
        rank += 1
    return rank


def p_maximal(table: Table, p: int) -> bool:
    """True when the order with this multiplication table is p-maximal (Pohst-Zassenhaus, see the module)."""
    n = len(table)
    q = p
    while q < n:
        q *= p
    unit = [[int(i == j) for j in range(n)] for i in range(n)]
    frob = [power(e, q, table, p) for e in unit]
    kernel, own = kernel_mod(frob, p)  # I_p / pO
    basis = [list(v) for v in kernel] + [[p * int(i == j) for j in range(n)] for i in range(n) if i not in own]
    # I_p is spanned by the kernel's lifts and p e_j for the columns no kernel vector owns: an element of I_p is a
    # combination of the lifts plus an element of pO, and p e_own = p v - p (v - e_own), v - e_own on the others.
    J = [[Fraction(x) for x in row] for row in basis]
    Jinv = inverse(J)
    if Jinv is None:  # pragma: no cover - the construction has determinant p^(n - r)
        raise ArithmeticError("the p-radical's basis is singular")
    rows = []
    for i in range(n):
        row: list[int] = []
        for b in basis:
            xb = product_exact(unit[i], b, table)
            c = coordinates([Fraction(x) for x in xb], Jinv)
            if any(x.denominator != 1 for x in c):
                raise ArithmeticError("the p-radical is not an ideal")  # pragma: no cover
            row.extend(int(x) % p for x in c)
        rows.append(row)
    return rank_mod(rows, p) == n


def product_exact(u: list[int], v: list[int], table: Table) -> list[int]:
    """u * v in O (integer coordinates on the basis)."""
    n = len(u)
    out = [0] * n
    for i, x in enumerate(u):
        if x:
            for j, y in enumerate(v):
                if y:
                    xy, row = x * y, table[i][j]
                    for k in range(n):
                        out[k] += xy * row[k]
    return out
