"""A deterministic proof that a permutation group contains the alternating group on its moved points.

Schreier-Sims on a giant (``Alt(M) <= G <= Sym(M)``) of large degree builds
a stabilizer chain of length about ``|M|`` with transversals of size up to
``|M|``: S1000 from ``(1,2)`` and ``(1,...,1000)`` is out of reach in pure
Python. This module proves giant-ness directly, from two elementary facts:

1. transpositions whose supports form a connected graph on ``M`` generate
   ``Sym(M)``;
2. 3-cycles whose supports form a connected hypergraph on ``M`` generate
   ``Alt(M)`` (induction: two 3-cycles sharing two points generate ``A4``,
   sharing one point ``A5``; so each 3-cycle meeting the points already
   covered adds its new points).

A ``k``-cycle (``k`` = 2 or 3) of ``G`` is read off a generator with exactly
one cycle of length ``k`` and no other cycle length divisible by ``k`` (its
power by the least common multiple of the other lengths is that ``k``-cycle).
Conjugating by a generator ``g`` gives the ``k``-cycle on the image of the
support, so the closure of the supports under the generators is a set of
``k``-cycles of ``G``. If it connects ``M``, ``G >= Alt(M)`` and
``|G| = |M|!`` when some generator is odd, ``|M|!/2`` otherwise. If no such
generator exists or the closure does not connect ``M``, nothing is proved
(``None``) and the caller falls back to Schreier-Sims. Nothing here accepts
on a sample: every step is exact.
"""

from __future__ import annotations

import math

from .schreier_sims import Perm


def cycles(g: Perm) -> list[tuple[int, ...]]:
    """The non-trivial cycles of ``g``."""
    seen, out = set(), []
    for start in range(len(g)):
        if start in seen or g[start] == start:
            continue
        cycle, x = [], start
        while x not in seen:
            seen.add(x)
            cycle.append(x)
            x = g[x]
        out.append(tuple(cycle))
    return out


def small_cycle_support(g: Perm, k: int) -> frozenset[int] | None:
    """The support of a ``k``-cycle that is a power of ``g``, if ``g``'s cycle type gives one."""
    cs = cycles(g)
    hits = [c for c in cs if len(c) == k]
    others = [len(c) for c in cs if len(c) != k]
    if len(hits) != 1 or any(length % k == 0 for length in others):
        return None
    assert math.lcm(1, *others) % k != 0  # g^lcm(others) is exactly the k-cycle hits[0]
    return frozenset(hits[0])


def odd(g: Perm) -> bool:
    return sum(len(c) - 1 for c in cycles(g)) % 2 == 1


def _connects(seed: frozenset[int], gens: list[Perm], moved: set[int]) -> bool:
    """Whether the images of ``seed`` under the group connect all of ``moved``.

    The components of those images are the finest equivalence on the points that
    relates the seed's points and is invariant under the generators (any such
    equivalence relates ``h(a)`` and ``h(b)`` for ``a, b`` in the seed and ``h`` in the
    group, and those pairs generate one that is invariant). Atkinson's closure
    computes it: every pair ever merged is mapped by every generator and the images
    merged, at most ``|M| - 1`` merges, so ``O(|M| * generators)`` work.
    """
    parent = {x: x for x in moved}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    components = len(moved)
    first, *rest = sorted(seed)
    queue = [(first, x) for x in rest]
    for x, y in queue:
        a, b = find(x), find(y)
        if a != b:
            parent[a] = b
            components -= 1
    for x, y in queue:
        for g in gens:
            a, b = find(g[x]), find(g[y])
            if a != b:
                parent[a] = b
                components -= 1
                queue.append((g[x], g[y]))
    return components == 1


def giant_order(gens: list[Perm]) -> tuple[int, str] | None:
    """``(|G|, how)`` when ``G`` is proved to contain ``Alt(M)`` (``M`` its moved points), else ``None``."""
    moved = {x for g in gens for x in range(len(g)) if g[x] != x}
    m = len(moved)
    if m < 2:
        return None
    for k, name in ((2, "transpositions"), (3, "3-cycles")):
        for g in gens:
            seed = small_cycle_support(g, k)
            if seed is not None and _connects(seed, gens, moved):
                if any(odd(h) for h in gens):
                    return math.factorial(m), f"Sym of the {m} moved points (conjugate {name} connect them)"
                return math.factorial(m) // 2, f"Alt of the {m} moved points (conjugate {name} connect them)"
    return None
