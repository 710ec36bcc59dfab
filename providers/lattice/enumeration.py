"""A shortest nonzero vector of an LLL-reduced integer basis by Schnorr-Euchner enumeration (untrusted worker code).

Gram-Schmidt in floating point; the search radius starts at the shortest basis row and shrinks to each
shorter vector found, whose norm is always recomputed in integers (a shorter one is at least 1 shorter).
The float bounds carry a relative slack of SLACK so rounding cannot prune the true shortest vector in the
dimensions served (the checker decides, exactly, whether a shorter one was missed). Only one of +-x is
visited: the last nonzero coefficient is positive. Values are tried in order of distance from the centre
at each level, so a level stops at its first candidate past the radius.
"""

from __future__ import annotations

from math import ceil, floor, sqrt

SLACK = 1e-9


def _gram_schmidt(R: list[list[int]]) -> tuple[list[list[float]], list[float]]:
    m = len(R)
    stars: list[list[float]] = []
    mu = [[0.0] * m for _ in range(m)]
    norms: list[float] = []
    for i in range(m):
        v = [float(t) for t in R[i]]
        for j in range(i):
            mu[i][j] = sum(float(a) * b for a, b in zip(R[i], stars[j])) / norms[j]
            v = [a - mu[i][j] * b for a, b in zip(v, stars[j])]
        stars.append(v)
        norms.append(sum(a * a for a in v))
    return mu, norms


def shortest(R: list[list[int]]) -> tuple[list[int], int]:
    """(coefficients x over R of a shortest nonzero vector of the lattice R spans, enumeration nodes)."""
    m = len(R)
    mu, norms = _gram_schmidt(R)
    sq = [sum(t * t for t in row) for row in R]
    start = min(range(m), key=lambda i: sq[i])
    best, best_x = sq[start], [int(i == start) for i in range(m)]
    x = [0] * m
    nodes = 0

    def limit() -> float:
        """Above any squared norm below best: integer norms, so at most best - 1, plus the slack."""
        return (best - 1) * (1 + SLACK) + SLACK

    def level(i: int, acc: float, top: bool) -> None:
        nonlocal best, best_x, nodes
        c = -sum(mu[j][i] * x[j] for j in range(i + 1, m))
        r = sqrt(max(limit() - acc, 0.0) / norms[i])
        for v in sorted(range(ceil(c - r), floor(c + r) + 1), key=lambda v: abs(v - c)):
            part = norms[i] * (v - c) ** 2
            if acc + part >= limit():  # best may have shrunk below: farther v are no better
                break
            if top and v < 0:  # -x is visited instead
                continue
            nodes += 1
            x[i] = v
            if i > 0:
                level(i - 1, acc + part, top and v == 0)
            elif any(x):
                vector = [sum(x[k] * R[k][j] for k in range(m)) for j in range(len(R[0]))]
                norm = sum(t * t for t in vector)
                if norm < best:
                    best, best_x = norm, list(x)
        x[i] = 0

    level(m - 1, 0.0, True)
    return best_x, nodes
