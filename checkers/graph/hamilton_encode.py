"""The CNF whose unsatisfiability *means* "this graph has no Hamiltonian cycle" (or "no Hamiltonian path").

The definition the DRAT proofs of ``graph.hamiltonian_cycle`` and ``graph.hamiltonian_path`` are about: the
checker builds it from its own parse of the graph, the provider imports it. Vertices are the canonical
positions 0..n-1; ``x(v, p)`` = "v is visited at step p" is variable ``1 + v*n + p``. Clauses, in order:

1. every step visits a vertex (``⋁_v x(v, p)``), every vertex is visited (``⋁_p x(v, p)``);
2. no step visits two vertices (``¬x(u, p) ∨ ¬x(v, p)``, u < v) and no vertex is visited twice
   (``¬x(v, p) ∨ ¬x(v, q)``, p < q);
3. consecutive steps are adjacent: ``x(u, p) → ⋁_{w adjacent to u} x(w, p+1)`` for p < n-1, and for a
   cycle also from step n-1 to step 0;
4. for a cycle, vertex 0 is visited at step 0 (the unit ``x(0, 0)``: any cycle can be rotated so).

A model's steps (the vertex of each step) list every vertex once, consecutive ones adjacent: a Hamiltonian
path (closed for a cycle); a Hamiltonian path or cycle (rotated) gives a model. A cycle needs n >= 3 and a
path n >= 1: below that the CNF is the empty clause.
"""

from __future__ import annotations

from .subset_encode import neighbours

MAX_CLAUSES = 5_000_000


class EncodingTooLarge(ValueError):
    pass


def encode(
    order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]], cycle: bool
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "the graph on 0..order-1 has a Hamiltonian cycle" (``cycle``) or path."""
    n = order
    if n < (3 if cycle else 1):
        return 0, [[]]
    if n * n * (n + 1) + 2 * n > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")

    def x(v: int, p: int) -> int:
        return 1 + v * n + p

    clauses = [[x(v, p) for v in range(n)] for p in range(n)]
    clauses += [[x(v, p) for p in range(n)] for v in range(n)]
    clauses += [[-x(u, p), -x(v, p)] for p in range(n) for u in range(n) for v in range(u + 1, n)]
    clauses += [[-x(v, p), -x(v, q)] for v in range(n) for p in range(n) for q in range(p + 1, n)]
    adjacent = neighbours(n, edges)
    for p in range(n if cycle else n - 1):
        following = (p + 1) % n
        clauses += [[-x(u, p)] + [x(w, following) for w in adjacent[u]] for u in range(n)]
    if cycle:
        clauses.append([x(0, 0)])
    return n * n, clauses


def steps(model: list[int], order: int) -> list[int]:
    """The vertex visited at each step of a model."""
    true = {lit for lit in model if lit > 0}
    return [next(v for v in range(order) if 1 + v * order + p in true) for p in range(order)]
