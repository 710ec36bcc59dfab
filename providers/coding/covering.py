"""The covering radius of a linear code by breadth-first search over its syndromes (untrusted worker code).

The syndromes of GF(q)^n under H (this module's dual basis from :mod:`.enumeration`) form a Cayley graph
whose generators are the nonzero multiples of H's columns; a syndrome's distance from 0 is the minimum
weight of its coset (a shortest path never uses a column twice: two uses merge into one or cancel). The
last syndrome reached is in a coset of maximum minimum weight, the covering radius, and the path to it
spells a word at exactly that distance from the code.
"""

from __future__ import annotations

import operator
from collections import deque
from collections.abc import Callable
from typing import Any

from .enumeration import dual_of, echelon


def _adder(q: int) -> Callable[[Any, Any], Any]:
    """Syndrome addition: XOR of bit masks over GF(2), else tuples added coordinatewise mod q."""
    if q == 2:
        return operator.xor
    return lambda s, c: tuple((x + y) % q for x, y in zip(s, c))


def _column(H: list[list[int]], j: int, a: int, q: int) -> Any:
    if q == 2:
        return sum(1 << i for i, h in enumerate(H) if h[j])
    return tuple(a * h[j] % q for h in H)


def covering_radius(rows: list[list[int]], q: int, is_parity_check: bool) -> dict[str, Any]:
    n = len(rows[0])
    basis, cols = echelon(rows, q)
    dual = dual_of(basis, cols, n, q)
    H, k = (basis, len(dual)) if is_parity_check else (dual, len(basis))
    add = _adder(q)
    steps = [(j, a, _column(H, j, a, q)) for j in range(n) for a in range(1, q) if any(h[j] for h in H)]
    zero = 0 if q == 2 else tuple(0 for _ in H)
    came: dict[Any, tuple[Any, int, int] | None] = {zero: None}
    depth = {zero: 0}
    queue, last = deque([zero]), zero
    while queue:
        s = queue.popleft()
        last = s
        for j, a, col in steps:
            t = add(s, col)
            if t not in came:
                came[t] = (s, j, a)
                depth[t] = depth[s] + 1
                queue.append(t)
    word = [0] * n
    at = came[last]
    while at is not None:
        s, j, a = at
        word[j] = a
        at = came[s]
    radius = depth[last]
    counts = [0] * (radius + 1)
    for d in depth.values():
        counts[d] += 1
    return {"n": n, "k": k, "covering_radius": radius, "word": word, "coset_leader_distribution": counts}
