"""Integer bases of lattices whose minimum is known, for the lattice tests (constructions, no data files).

Sources: J. H. Conway and N. J. A. Sloane, Sphere Packings, Lattices and Groups (SPLAG), 3rd ed., Springer
1999: A_n and D_n (ch. 4, sections 6.1 and 7.1: minimal squared norm 2), E_8 (ch. 4, section 8.1, the
generator matrix of Fig. 4.10 with its half-integral row; doubled here to integers, so the minimum is
4 * 2 = 8 and det of the Gram matrix 4^8), the Leech lattice (ch. 4, section 11: Conway's description in
coordinates scaled by sqrt 8, from the extended Golay code of ``tests/data/coding/codes.json``; minimum
8 * 4 = 32, det of the Gram matrix 8^24).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

CODES = json.loads((Path(__file__).resolve().parent / "data" / "coding" / "codes.json").read_text())


def integers(n: int) -> list[list[int]]:
    return [[int(i == j) for j in range(n)] for i in range(n)]


def a_n(n: int) -> list[list[int]]:
    """A_n in Z^(n+1): the vectors with coordinate sum 0, basis e_i - e_(i+1)."""
    return [[(j == i) - (j == i + 1) for j in range(n + 1)] for i in range(n)]


def d_n(n: int) -> list[list[int]]:
    """D_n: the vectors of Z^n with even coordinate sum, basis e_i - e_(i+1) and e_(n-1) + e_n."""
    rows = [[(j == i) - (j == i + 1) for j in range(n)] for i in range(n - 1)]
    return rows + [[int(j >= n - 2) for j in range(n)]]


def e8_doubled() -> list[list[int]]:
    """2 E_8 (SPLAG Fig. 4.10 times 2)."""
    rows = [[4] + [0] * 7] + [[-2 * (j == i - 1) + 2 * (j == i) for j in range(8)] for i in range(1, 7)]
    return rows + [[1] * 8]


def leech_generators() -> list[list[int]]:
    """Vectors spanning sqrt 8 times the Leech lattice: 2c for the Golay basis words c, 4(e_0 + e_i), 8 e_0
    and (-3, 1, ..., 1). Reduce them to a basis with flint's HNF."""
    gens = [[2 * x for x in c] for c in CODES["golay_24_12_8"]["generator"]]
    gens += [[4 * (j == 0) + 4 * (j == i) for j in range(24)] for i in range(1, 24)]
    gens += [[8] + [0] * 23, [-3] + [1] * 23]
    return gens


def leech() -> list[list[int]]:
    import flint

    h = flint.fmpz_mat(leech_generators()).hnf()
    rows = [[int(h[i, j]) for j in range(24)] for i in range(h.nrows())]
    return [r for r in rows if any(r)]


def scrambled(basis: list[list[int]], seed: int, steps: int = 40) -> list[list[int]]:
    """The same lattice in another basis: ``steps`` random row operations r_i += c r_j, |c| <= 2, and swaps."""
    rng = random.Random(seed)
    rows = [list(r) for r in basis]
    m = len(rows)
    for _ in range(steps):
        i, j = rng.sample(range(m), 2) if m > 1 else (0, 0)
        if i == j:
            continue
        c = rng.choice([-2, -1, 1, 2])
        rows[i] = [a + c * b for a, b in zip(rows[i], rows[j])]
        if rng.random() < 0.3:
            rows[i], rows[j] = rows[j], rows[i]
    return rows
