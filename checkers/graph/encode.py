"""The CNF whose unsatisfiability *means* "this graph has no proper colouring with k colours".

This module is the definition the DRAT proofs are about: the checker builds the CNF here
from its own parse of the graph (:mod:`.simple`), and the provider uses it to build the CNF
the solver refutes. Vertices are the canonical positions 0..n-1 (sorted labels), so the CNF
does not depend on how the caller ordered vertices or edges.

Variables: ``x(v, c)`` = "vertex v has colour c" is ``1 + v*k + c``; no others.

- every vertex has a colour: ``x(v, 0) ∨ ... ∨ x(v, k-1)`` (the empty clause when k = 0);
- no edge is monochromatic: ``¬x(u, c) ∨ ¬x(v, c)`` for every edge (u, v) and colour c,
  edges in canonical order, colours ascending;
- symmetry breaking, sound because colours can be renamed: vertex 0 has colour 0
  (the unit clause ``x(0, 0)``, when n >= 1 and k >= 1).

A model gives a colouring (each vertex its smallest true colour); no "at most one colour".
"""

from __future__ import annotations

import hashlib

MAX_COLOURS = 256
MAX_CLAUSES = 5_000_000


class EncodingTooLarge(ValueError):
    pass


def encode(
    order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]], k: int
) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "a proper k-colouring of the graph on 0..order-1 with these edges exists"."""
    if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k <= MAX_COLOURS:
        raise ValueError(f"the number of colours must be an integer in 0..{MAX_COLOURS}")
    if order + len(edges) * k > MAX_CLAUSES:
        raise EncodingTooLarge(f"the encoding exceeds {MAX_CLAUSES} clauses")
    clauses = [[1 + v * k + c for c in range(k)] for v in range(order)]
    for u, v in edges:
        for c in range(k):
            clauses.append([-(1 + u * k + c), -(1 + v * k + c)])
    if order >= 1 and k >= 1:
        clauses.append([1])
    return order * k, clauses


def dimacs(num_vars: int, clauses: list[list[int]]) -> str:
    """The canonical text of the CNF: header, then one clause a line, in order."""
    body = "".join(" ".join(map(str, c)) + (" 0\n" if c else "0\n") for c in clauses)
    return f"p cnf {num_vars} {len(clauses)}\n" + body


def digest(num_vars: int, clauses: list[list[int]]) -> str:
    return "sha256:" + hashlib.sha256(dimacs(num_vars, clauses).encode()).hexdigest()


def decode(model: list[int], order: int, k: int) -> list[int]:
    """The colouring a model describes: each vertex's smallest true colour."""
    true = {lit for lit in model if lit > 0}
    out = []
    for v in range(order):
        found = [c for c in range(k) if 1 + v * k + c in true]
        if not found:
            raise ValueError(f"the model colours vertex {v} with none of {k} colours")
        out.append(found[0])
    return out
