"""The minimum weight of every coset of a linear code, by dynamic programming over its columns (trusted code).

A coset of C in GF(q)^n is named by its syndrome H w (H a basis of the dual, so q^(n-k) cosets); its
minimum weight is the distance of any of its words from the code. ``coset_weights`` fills a table over
all syndromes: after columns 0..j, entry s is the least weight of a word supported on those columns with
syndrome s, so each column is used at most once, with one of its q-1 nonzero multiples. The covering
radius is the table's maximum. Syndromes are indices sum s_i q^i; adding a fixed vector to every
syndrome is one permutation of the indices, built digit by digit.
"""

from __future__ import annotations

MAX_COSETS = 1 << 16  # q^(n-k): the syndromes tabulated for a covering radius
MAX_COSET_STEPS = 1 << 24  # q^(n-k) * n * (q-1): the table updates


def coset_cost(n: int, k: int, q: int) -> tuple[int, int]:
    """(cosets, table updates) for an [n, k] code over GF(q)."""
    cosets = q ** (n - k)
    return cosets, cosets * n * (q - 1)


def syndrome(H: list[list[int]], word: list[int], q: int) -> int:
    """The index of H word: sum over rows i of (h_i . word mod q) q^i."""
    return sum((sum(a * b for a, b in zip(h, word)) % q) * q**i for i, h in enumerate(H))


def _shift(v: list[int], q: int) -> list[int]:
    """T with T[index(s)] = index(s + v) over all syndromes s (digit i of an index is s_i)."""
    table = [0]
    for i in reversed(range(len(v))):
        table = [(d + v[i]) % q + q * t for t in table for d in range(q)]
    return table


def coset_weights(H: list[list[int]], n: int, q: int) -> list[int]:
    """The minimum weight of each coset, by syndrome index (H: the r independent rows of a dual basis)."""
    r = len(H)
    table = [0] + [n + 1] * (q**r - 1)
    for j in range(n):
        column = [h[j] for h in H]
        new = table
        for a in range(1, q):
            back = _shift([-a * c % q for c in column], q)  # index of s - a column_j
            new = [min(x, table[b] + 1) for x, b in zip(new, back)]
        table = new
    return table
