"""The CNF whose unsatisfiability *means* "these two graphs (of equal order) are not isomorphic".

The definition the DRAT proofs of ``graph.isomorphism``'s FALSE answers are about: the checker builds it from its own
parse of both graphs, the provider imports it. G's and H's vertices are canonical positions 0..n-1; ``x(v, a)`` =
"v is sent to a" is variable ``1 + v*n + a``. Clauses, in order:

1. every vertex of G has an image (``⋁_a x(v, a)``) and every vertex of H a preimage (``⋁_v x(v, a)``);
2. at most one image (``¬x(v, a) ∨ ¬x(v, b)``, a < b) and at most one preimage (``¬x(u, a) ∨ ¬x(v, a)``, u < v);
3. adjacency is preserved both ways: ``¬x(u, a) ∨ ¬x(v, b)`` for every pair u < v of G and every ordered pair
   a != b of H where exactly one of {u, v}, {a, b} is an edge (u, then v, then a, then b, ascending).

A model is a bijection sending edges onto edges and non-edges onto non-edges: an isomorphism; an isomorphism
is a model.
"""

from __future__ import annotations

MAX_ORDER = 32  # n^4 / 2 clauses at most: about half a million


def encode(
    order: int,
    edges: tuple[tuple[int, int], ...] | list[tuple[int, int]],
    other: tuple[tuple[int, int], ...] | list[tuple[int, int]],
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "the graphs on 0..order-1 with ``edges`` and with ``other`` are isomorphic"."""
    if not 0 <= order <= MAX_ORDER:
        raise ValueError(f"the isomorphism encoding takes at most {MAX_ORDER} vertices")
    n, g, h = order, set(edges), set(other)

    def x(v: int, a: int) -> int:
        return 1 + v * n + a

    clauses = [[x(v, a) for a in range(n)] for v in range(n)] + [[x(v, a) for v in range(n)] for a in range(n)]
    clauses += [[-x(v, a), -x(v, b)] for v in range(n) for a in range(n) for b in range(a + 1, n)]
    clauses += [[-x(u, a), -x(v, a)] for a in range(n) for u in range(n) for v in range(u + 1, n)]
    for u in range(n):
        for v in range(u + 1, n):
            joined = (u, v) in g
            clauses += [
                [-x(u, a), -x(v, b)]
                for a in range(n)
                for b in range(n)
                if a != b and ((min(a, b), max(a, b)) in h) != joined
            ]
    return n * n, clauses
