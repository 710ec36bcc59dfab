"""The CNF whose unsatisfiability *means* "the edges of this graph have no proper colouring with k colours".

The definition the DRAT proofs of ``graph.edge_chromatic_number`` are about: the checker builds it from its
own parse of the graph, the provider imports it. Edges are numbered in canonical order (sorted position
pairs); ``y(e, c)`` = "edge e has colour c" is variable ``1 + e*k + c``. Clauses, in order:

1. every edge has a colour: ``y(e, 0) ∨ ... ∨ y(e, k-1)`` (the empty clause when k = 0);
2. edges sharing a vertex differ: ``¬y(e, c) ∨ ¬y(f, c)`` for each vertex v (ascending), each pair e < f of
   its edges, each colour c;
3. symmetry breaking, sound because colours can be renamed: at the first vertex of largest degree, its i-th
   edge (in edge order) has colour i, for i < min(degree, k) (units ``y(e_i, i)``).

Any model, each edge taking any of its true colours, is a proper k-edge-colouring.
"""

from __future__ import annotations

MAX_COLOURS = 256
MAX_CLAUSES = 5_000_000


class EncodingTooLarge(ValueError):
    pass


def incident(order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> list[list[int]]:
    """The edge numbers at each vertex, ascending."""
    at: list[list[int]] = [[] for _ in range(order)]
    for e, (u, v) in enumerate(edges):
        at[u].append(e)
        at[v].append(e)
    return at


def encode(
    order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]], k: int
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "the graph on 0..order-1 with these edges (in order) is k-edge-colourable"."""
    if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k <= MAX_COLOURS:
        raise ValueError(f"the number of colours must be an integer in 0..{MAX_COLOURS}")
    at = incident(order, edges)
    if len(edges) + k * sum(len(a) * (len(a) - 1) // 2 for a in at) > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")

    def y(e: int, c: int) -> int:
        return 1 + e * k + c

    clauses = [[y(e, c) for c in range(k)] for e in range(len(edges))]
    for mine in at:
        clauses += [[-y(e, c), -y(f, c)] for i, e in enumerate(mine) for f in mine[i + 1 :] for c in range(k)]
    if edges:
        widest = max(range(order), key=lambda v: (len(at[v]), -v))
        clauses += [[y(e, i)] for i, e in enumerate(at[widest][:k])]
    return len(edges) * k, clauses


def colours(model: list[int], size: int, k: int) -> list[int]:
    """The colouring a model describes: each edge's smallest true colour."""
    true = {lit for lit in model if lit > 0}
    return [next(c for c in range(k) if 1 + e * k + c in true) for e in range(size)]
