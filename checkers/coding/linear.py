"""A linear code over GF(q) as the checkers read it, its dual, and its weight distribution (trusted code).

The code is the row space of a generator matrix, or the null space of a parity-check matrix; both are
read here (entries 0..q-1, q a prime up to MAX_Q) and brought to reduced row echelon form by this module's
own elimination. Codewords are enumerated as bit planes (plane v holds the positions whose entry is v),
each step adding one basis row (a q-ary Gray code), so a weight is one popcount. The MacWilliams transform
gives the other code's distribution from the enumerated one in exact integer arithmetic.
"""

from __future__ import annotations

from math import comb
from typing import Any

MAX_Q = 31
MAX_N = 256
MAX_CODEWORDS = 1 << 20  # of the smaller of the code and its dual: the enumeration's bound


class CodeError(ValueError):
    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(message)
        self.where = where


def is_prime(q: int) -> bool:
    return q >= 2 and all(q % d for d in range(2, int(q**0.5) + 1))


def read_matrix(value: Any, q: int, where: str) -> list[list[int]]:
    if not isinstance(value, list) or not 0 < len(value) <= MAX_N or not isinstance(value[0], list):
        raise CodeError(f"{where} must be a list of 1..{MAX_N} rows", where)
    n = len(value[0])
    if not 0 < n <= MAX_N:
        raise CodeError(f"{where}: rows of 1..{MAX_N} entries", where)
    for i, row in enumerate(value):
        if not isinstance(row, list) or len(row) != n:
            raise CodeError(f"{where}[{i}] must have {n} entries", f"{where}[{i}]")
        for j, v in enumerate(row):
            if type(v) is not int or not 0 <= v < q:
                raise CodeError(f"{where}[{i}][{j}] must be an element 0..{q - 1} of GF({q})", f"{where}[{i}][{j}]")
    return [list(r) for r in value]


def rref(rows: list[list[int]], q: int) -> tuple[list[list[int]], list[int]]:
    """The nonzero rows of the reduced row echelon form and their pivot columns."""
    m = [list(r) for r in rows]
    pivots: list[int] = []
    r = 0
    for c in range(len(m[0]) if m else 0):
        p = next((i for i in range(r, len(m)) if m[i][c] % q), None)
        if p is None:
            continue
        m[r], m[p] = m[p], m[r]
        inv = pow(m[r][c], -1, q)
        m[r] = [x * inv % q for x in m[r]]
        for i in range(len(m)):
            if i != r and m[i][c]:
                f = m[i][c]
                m[i] = [(x - f * y) % q for x, y in zip(m[i], m[r])]
        pivots.append(c)
        r += 1
    return m[:r], pivots


def null_space(rows: list[list[int]], n: int, q: int) -> list[list[int]]:
    """A basis of {x : rows x = 0} (the dual of the row space), from the reduced echelon form."""
    basis, pivots = rref(rows, q) if rows else ([], [])
    free = [c for c in range(n) if c not in pivots]
    out = []
    for f in free:
        x = [0] * n
        x[f] = 1
        for row, p in zip(basis, pivots):
            x[p] = (-row[f]) % q
        out.append(x)
    return out


def generator_and_dual(subject: dict[str, Any], q: int) -> tuple[list[list[int]], list[list[int]], int]:
    """(a basis of the code, a basis of its dual, n) from ``generator`` or ``parity_check``."""
    given = [k for k in ("generator", "parity_check") if k in subject]
    if len(given) != 1:
        raise CodeError("give exactly one of generator or parity_check")
    rows = read_matrix(subject[given[0]], q, given[0])
    n = len(rows[0])
    basis, _ = rref(rows, q)
    dual = null_space(basis, n, q)
    return (basis, dual, n) if given[0] == "generator" else (dual, basis, n)


def contains(basis: list[list[int]], word: list[int], q: int) -> bool:
    """Whether ``word`` is in the row space of ``basis`` (reduced echelon rows)."""
    reduced, pivots = rref(basis, q) if basis else ([], [])
    w = list(word)
    for row, p in zip(reduced, pivots):
        if w[p]:
            f = w[p]
            w = [(x - f * y) % q for x, y in zip(w, row)]
    return not any(w)


def _planes(row: list[int], q: int) -> list[int]:
    return [sum(1 << j for j, x in enumerate(row) if x == v) for v in range(q)]


def _add(a: list[int], b: list[int], q: int) -> list[int]:
    """The bit planes of a + b (planes include value 0)."""
    out = [0] * q
    for u in range(q):
        if a[u]:
            for v in range(q):
                both = a[u] & b[v]
                if both:
                    out[(u + v) % q] |= both
    return out


def distribution(basis: list[list[int]], n: int, q: int) -> list[int]:
    """A_0 .. A_n of the row space of ``basis`` (independent rows), by enumerating every codeword."""
    k = len(basis)
    if q**k > MAX_CODEWORDS:
        raise CodeError(f"{q}^{k} codewords to enumerate: more than {MAX_CODEWORDS}")
    rows = [_planes(r, q) for r in basis]
    word = [(1 << n) - 1] + [0] * (q - 1)  # the zero codeword: every position in plane 0
    counts = [0] * (n + 1)
    counts[0] = 1
    for t in range(1, q**k):
        i, rest = 0, t
        while rest % q == 0:  # the digit this step of the q-ary Gray code increments
            rest //= q
            i += 1
        word = _add(word, rows[i], q)
        counts[n - word[0].bit_count()] += 1
    return counts


def macwilliams(a: list[int], n: int, q: int, size: int) -> list[int] | None:
    """The dual's distribution from A (of a code with ``size`` codewords), or None if it is not integral."""
    out = []
    for j in range(n + 1):
        total = 0
        for i, ai in enumerate(a):
            if ai:
                k = sum((-1) ** s * (q - 1) ** (j - s) * comb(i, s) * comb(n - i, j - s) for s in range(j + 1))
                total += ai * k
        if total % size:
            return None
        out.append(total // size)
    return out


def both_distributions(basis: list[list[int]], dual: list[list[int]], n: int, q: int) -> tuple[list[int], list[int]]:
    """(A, B): enumerate the smaller of the code and its dual, the other by MacWilliams."""
    k = len(basis)
    small, size = (dual, q ** (n - k)) if len(dual) < k else (basis, q**k)
    counted = distribution(small, n, q)
    other = macwilliams(counted, n, q, size)
    if other is None:  # the transform of a true distribution is integral: a bug, never an acceptance
        raise CodeError("the MacWilliams transform of the enumerated distribution is not integral")
    return (other, counted) if small is dual else (counted, other)
