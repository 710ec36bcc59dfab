"""The CNFs whose unsatisfiability *means* "no vertex set of this kind and size exists" (cliques, independent
sets, vertex covers, dominating sets).

The definition the DRAT proofs of ``graph.clique_number``, ``graph.independence_number``,
``graph.vertex_cover.minimum`` and ``graph.domination_number`` are about: the checker builds the CNF here
from its own parse of the graph, the provider imports it to build the CNF the solver refutes. Vertices are
the canonical positions 0..n-1; ``x(v)`` = "v is chosen" is variable ``1 + v``, then the counter's
variables (:mod:`.cardinality`, from ``n + 1``).

- ``clique``, k: ``¬x(u) ∨ ¬x(v)`` for every non-adjacent pair u < v (by u, then v), at least k chosen;
- ``independent_set``, k: ``¬x(u) ∨ ¬x(v)`` for every edge (edges in canonical order), at least k chosen;
- ``vertex_cover``, k: ``x(u) ∨ x(v)`` for every edge, at most k chosen;
- ``dominating_set``, k: ``x(v) ∨ ⋁ x(w)`` over v's neighbours w ascending, for every v, at most k chosen.

Any model's chosen set (the true ``x``) is a witness of the kind and size, and any witness with exactly the
counts true is a model: the CNF is satisfiable exactly when such a set exists. "At least k" sets are
monotone downward in k (a subset of a clique is one) and "at most k" upward, so one refuted bound settles
the optimum.
"""

from __future__ import annotations

from .cardinality import at_least, at_most

KINDS = ("clique", "independent_set", "vertex_cover", "dominating_set")
MAXIMIZED = ("clique", "independent_set")  # "at least k"; the others are "at most k"
MAX_CLAUSES = 5_000_000


class EncodingTooLarge(ValueError):
    pass


def neighbours(order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> list[list[int]]:
    adjacent: list[list[int]] = [[] for _ in range(order)]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return [sorted(a) for a in adjacent]


def encode(
    kind: str, order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]], k: int
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "the graph on 0..order-1 has a ``kind`` with at least (or at most) k vertices"."""
    if kind not in KINDS:
        raise ValueError(f"unknown vertex-set kind {kind!r}")
    if not isinstance(k, int) or isinstance(k, bool) or k < 0:
        raise ValueError("the set size must be an integer >= 0")
    pairs = order * (order - 1) // 2 - len(edges) if kind == "clique" else len(edges) + order
    if pairs + 2 * order * min(k, order) > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")
    xs = [1 + v for v in range(order)]
    clauses: list[list[int]] = []
    if kind == "clique":
        present = set(edges)
        clauses = [[-xs[u], -xs[v]] for u in range(order) for v in range(u + 1, order) if (u, v) not in present]
    elif kind == "independent_set":
        clauses = [[-xs[u], -xs[v]] for u, v in edges]
    elif kind == "vertex_cover":
        clauses = [[xs[u], xs[v]] for u, v in edges]
    else:
        clauses = [[xs[v]] + [xs[w] for w in around] for v, around in enumerate(neighbours(order, edges))]
    counter, top = (at_least if kind in MAXIMIZED else at_most)(xs, k, order + 1)
    return max(top, order), clauses + counter


def chosen(model: list[int], order: int) -> list[int]:
    """The vertex set a model describes: the true x(v)."""
    true = {lit for lit in model if lit > 0}
    return [v for v in range(order) if 1 + v in true]
