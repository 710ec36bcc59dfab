"""Weight distributions of a linear code and its dual, and a minimum-weight codeword (untrusted worker code).

The code's basis and its dual's come from this module's own Gaussian elimination over GF(q); the smaller of
the two is enumerated codeword by codeword (adding one basis row per step, vectors as lists), the other's
distribution follows by the MacWilliams identity. A minimum-weight codeword is found by enumerating the code
until a word of the minimum weight appears.
"""

from __future__ import annotations

from itertools import product
from math import comb
from typing import Any


def echelon(rows: list[list[int]], q: int) -> tuple[list[list[int]], list[int]]:
    """Reduced row echelon form over GF(q): the nonzero rows and their pivot columns."""
    m = [[x % q for x in r] for r in rows]
    top, cols = 0, []
    for c in range(len(m[0])):
        pick = next((i for i in range(top, len(m)) if m[i][c]), None)
        if pick is None:
            continue
        m[top], m[pick] = m[pick], m[top]
        inverse = pow(m[top][c], -1, q)
        m[top] = [x * inverse % q for x in m[top]]
        for i, r in enumerate(m):
            if i != top and r[c]:
                m[i] = [(x - r[c] * y) % q for x, y in zip(r, m[top])]
        cols.append(c)
        top += 1
    return m[:top], cols


def dual_of(basis: list[list[int]], cols: list[int], n: int, q: int) -> list[list[int]]:
    dual = []
    for f in (c for c in range(n) if c not in cols):
        v = [0] * n
        v[f] = 1
        for row, c in zip(basis, cols):
            v[c] = -row[f] % q
        dual.append(v)
    return dual


def words(basis: list[list[int]], n: int, q: int) -> Any:
    """Every codeword of the row space (independent rows), each once."""
    for coeffs in product(range(q), repeat=len(basis)):
        w = [0] * n
        for c, row in zip(coeffs, basis):
            if c:
                w = [(x + c * y) % q for x, y in zip(w, row)]
        yield w


def weights(basis: list[list[int]], n: int, q: int) -> list[int]:
    counts = [0] * (n + 1)
    for w in words(basis, n, q):
        counts[sum(1 for x in w if x)] += 1
    return counts


def krawtchouk(j: int, i: int, n: int, q: int) -> int:
    return sum((-1) ** s * (q - 1) ** (j - s) * comb(i, s) * comb(n - i, j - s) for s in range(j + 1))


def transform(a: list[int], n: int, q: int, size: int) -> list[int]:
    out = []
    for j in range(n + 1):
        total = sum(ai * krawtchouk(j, i, n, q) for i, ai in enumerate(a) if ai)
        if total % size:
            raise ArithmeticError("the MacWilliams transform is not integral")
        out.append(total // size)
    return out


def analyse(rows: list[list[int]], q: int, is_parity_check: bool, want_codeword: bool) -> dict[str, Any]:
    n = len(rows[0])
    basis, cols = echelon(rows, q)
    dual = dual_of(basis, cols, n, q)
    if is_parity_check:
        basis, dual = dual, basis
    k = len(basis)
    if k <= len(dual):
        a = weights(basis, n, q)
        b = transform(a, n, q, q**k)
    else:
        b = weights(dual, n, q)
        a = transform(b, n, q, q ** (n - k))
    d = next((i for i in range(1, n + 1) if a[i]), None)
    out: dict[str, Any] = {"n": n, "k": k, "distribution": a, "dual_distribution": b, "minimum_distance": d}
    if want_codeword and d is not None:
        out["codeword"] = next(w for w in words(basis, n, q) if sum(1 for x in w if x) == d)
    return out
