"""The CNF whose unsatisfiability *means* "there is no homomorphism from the graph G to the graph H".

The definition the DRAT proofs of ``graph.homomorphism.exists`` are about: the checker builds it from its own
parse of both graphs, the provider imports it. Vertices are canonical positions (G's 0..n-1, H's 0..m-1);
``x(v, a)`` = "v is sent to a" is variable ``1 + v*m + a``. Clauses, in order:

1. every vertex of G has an image: ``x(v, 0) ∨ ... ∨ x(v, m-1)`` (the empty clause when m = 0);
2. edges go to edges: ``¬x(u, a) ∨ ¬x(v, b)`` for every edge (u, v) of G (canonical order) and every
   ordered pair (a, b) of H's vertices that is not an edge of H (a = b included: H has no loops), a, then b,
   ascending.

Any model, each vertex sent to any of its true images, is a homomorphism; a homomorphism is a model.
"""

from __future__ import annotations

MAX_CLAUSES = 5_000_000


class EncodingTooLarge(ValueError):
    pass


def encode(
    order: int,
    edges: tuple[tuple[int, int], ...] | list[tuple[int, int]],
    target_order: int,
    target_edges: tuple[tuple[int, int], ...] | list[tuple[int, int]],
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "a homomorphism from G (order, edges) to H (target_order, target_edges) exists"."""
    m = target_order
    present = set(target_edges) | {(b, a) for a, b in target_edges}
    absent = [(a, b) for a in range(m) for b in range(m) if (a, b) not in present]
    if order + len(edges) * len(absent) > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")

    def x(v: int, a: int) -> int:
        return 1 + v * m + a

    clauses = [[x(v, a) for a in range(m)] for v in range(order)]
    for u, v in edges:
        clauses += [[-x(u, a), -x(v, b)] for a, b in absent]
    return order * m, clauses


def images(model: list[int], order: int, target_order: int) -> list[int]:
    """The map a model describes: each vertex's smallest true image."""
    true = {lit for lit in model if lit > 0}
    return [next(a for a in range(target_order) if 1 + v * target_order + a in true) for v in range(order)]
