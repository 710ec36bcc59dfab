"""The CNF whose unsatisfiability *means* "this graph has no induced tree with at least k vertices".

This module is the definition the DRAT proofs of ``graph.induced_tree.maximum`` are about: the
checker builds the CNF here from its own parse of the graph (:mod:`.simple`), the provider
imports it to build the CNF the solver refutes. Vertices are the canonical positions 0..n-1.

Variables (numbered in this order, see :class:`Numbering`):

- ``x(v)``: v is selected; ``r(v)``: v is the root; ``p(a)`` for each arc a = (u, v), both
  directions of every edge: v is u's parent; ``d(v, i)`` for i = 1..k-1: "v's depth is at least
  i"; ``s(i, j)``: the sequential counter, "at least j of x(0..i) are true", j = 1..min(i+1, k).

Clauses, in this order:

1. a root exists (``r(0) ∨ ... ∨ r(n-1)``), it is selected (``r(v) → x(v)``) and it is the
   smallest selected vertex (``r(v) → ¬x(u)`` for u < v), hence there is exactly one root;
2. parents are selected (``p(u, v) → x(u)``, ``p(u, v) → x(v)``), the root has none
   (``r(u) → ¬p(u, v)``), every other selected vertex has one (``x(u) → r(u) ∨ ⋁_v p(u, v)``)
   and at most one (``¬p(u, v) ∨ ¬p(u, w)``);
3. induced: every edge between selected vertices is a tree edge (``x(u) ∧ x(v) → p(u, v) ∨ p(v, u)``);
4. depth grows along parent edges and stays below k (``p(u, v) → d(u, 1)``,
   ``p(u, v) ∧ d(v, i) → d(u, i+1)``, ``p(u, v) → ¬d(v, k-1)``; for k = 1, ``¬p(u, v)``);
5. no triangle and no chordless 4-cycle is selected (``¬x(a) ∨ ¬x(b) ∨ ¬x(c)``, and the same
   with four vertices; a is the smallest vertex of the cycle, b < the other neighbour of a);
6. at least k selected: ``s(i, j) → s(i-1, j) ∨ x(i)`` and ``s(i, j) → s(i-1, j) ∨ s(i-1, j-1)``
   (the absent ``s(i-1, j)`` with j > i is false, ``s(i-1, 0)`` true), and the unit ``s(n-1, k)``;
   for k > n the CNF is the empty clause alone.

Why it is exact. A model gives a set S (the true x) of at least k vertices (6) in which every vertex
but the root has exactly one parent in S, the root none (1, 2); parent chains cannot cycle (4: each
vertex of a cycle would need depths beyond every bound), so each chain ends at the root and the
induced subgraph is connected; its edges are exactly the parent edges (3; an edge cannot be
oriented both ways, that is a cycle), so it has |S| - 1 edges: a tree. Conversely, if an induced tree
on at least k vertices exists, one on exactly k does (removing a leaf of an induced tree leaves an
induced tree); rooted at its smallest vertex it has depth at most k-1, and with its parents, true
depths and counts it satisfies every clause, 5 included (a tree contains no cycle). Clauses 5 are
implied by the others; they are there because they shorten the proofs several times over.
"""

from __future__ import annotations

from dataclasses import dataclass

from .encode import digest, dimacs

__all__ = ["EncodingTooLarge", "Numbering", "digest", "dimacs", "encode", "selected", "short_cycles"]

MAX_CLAUSES = 5_000_000


class EncodingTooLarge(ValueError):
    pass


@dataclass(frozen=True)
class Numbering:
    """Variable numbers of one encoding (1-based, DIMACS)."""

    order: int
    arcs: tuple[tuple[int, int], ...]  # (u, v): v may be u's parent; both directions of every edge, sorted
    k: int

    def x(self, v: int) -> int:
        return 1 + v

    def r(self, v: int) -> int:
        return 1 + self.order + v

    def p(self, arc: int) -> int:
        return 1 + 2 * self.order + arc

    def d(self, v: int, i: int) -> int:
        assert 1 <= i <= self.k - 1
        return 1 + 2 * self.order + len(self.arcs) + v * (self.k - 1) + (i - 1)

    def _s_base(self) -> int:
        return 1 + 2 * self.order + len(self.arcs) + self.order * (self.k - 1)

    def s(self, i: int, j: int) -> int:
        assert 0 <= i < self.order and 1 <= j <= min(i + 1, self.k)
        return self._s_base() + i * self.k + (j - 1)

    @property
    def num_vars(self) -> int:
        return self._s_base() - 1 + self.order * self.k


def short_cycles(order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> list[list[int]]:
    """Every triangle (a, b, c) and chordless 4-cycle (a, b, c, d), a its smallest vertex, b < a's other neighbour."""
    adjacent: list[set[int]] = [set() for _ in range(order)]
    for u, v in edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    out: list[list[int]] = []
    for a in range(order):
        for b in sorted(w for w in adjacent[a] if w > a):
            out.extend([a, b, c] for c in sorted(adjacent[a] & adjacent[b]) if c > b)
    for a in range(order):
        for b in sorted(w for w in adjacent[a] if w > a):
            for d in sorted(w for w in adjacent[a] if w > b and w not in adjacent[b]):
                out.extend([a, b, c, d] for c in sorted(adjacent[b] & adjacent[d]) if c > a and c not in adjacent[a])
    return out


def encode(
    order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]], k: int
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "the graph on 0..order-1 with these edges has an induced tree of >= k vertices"."""
    if not isinstance(k, int) or isinstance(k, bool) or k < 1:
        raise ValueError("the tree size must be an integer >= 1")
    if k > order:
        return 0, [[]]
    arcs = tuple(sorted([(u, v) for u, v in edges] + [(v, u) for u, v in edges]))
    if len(arcs) * (order + k + 3) + order * (order + 2 * k) > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")
    nb = Numbering(order, arcs, k)
    out_arcs: list[list[int]] = [[] for _ in range(order)]
    for a, (u, _) in enumerate(arcs):
        out_arcs[u].append(a)
    clauses: list[list[int]] = [[nb.r(v) for v in range(order)]]
    for v in range(order):
        clauses.append([-nb.r(v), nb.x(v)])
        clauses.extend([-nb.r(v), -nb.x(u)] for u in range(v))
    for a, (u, v) in enumerate(arcs):
        clauses += [[-nb.p(a), nb.x(u)], [-nb.p(a), nb.x(v)], [-nb.r(u), -nb.p(a)]]
    for u in range(order):
        clauses.append([-nb.x(u), nb.r(u)] + [nb.p(a) for a in out_arcs[u]])
        mine = out_arcs[u]
        clauses.extend([-nb.p(a), -nb.p(b)] for i, a in enumerate(mine) for b in mine[i + 1 :])
    index = {arc: a for a, arc in enumerate(arcs)}
    for u, v in edges:
        clauses.append([-nb.x(u), -nb.x(v), nb.p(index[(u, v)]), nb.p(index[(v, u)])])
    for a, (u, v) in enumerate(arcs):
        if k == 1:
            clauses.append([-nb.p(a)])
            continue
        clauses.append([-nb.p(a), nb.d(u, 1)])
        clauses.extend([-nb.p(a), -nb.d(v, i), nb.d(u, i + 1)] for i in range(1, k - 1))
        clauses.append([-nb.p(a), -nb.d(v, k - 1)])
    clauses.extend([-nb.x(v) for v in cycle] for cycle in short_cycles(order, edges))
    for i in range(order):
        for j in range(1, min(i + 1, k) + 1):
            before = [nb.s(i - 1, j)] if i >= 1 and j <= i else []
            clauses.append([-nb.s(i, j), *before, nb.x(i)])
            if j >= 2:
                clauses.append([-nb.s(i, j), *before, nb.s(i - 1, j - 1)])
    clauses.append([nb.s(order - 1, k)])
    if len(clauses) > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")
    return nb.num_vars, clauses


def selected(model: list[int], order: int) -> list[int]:
    """The vertex set a model describes: the true x(v)."""
    true = {lit for lit in model if lit > 0}
    return [v for v in range(order) if 1 + v in true]
