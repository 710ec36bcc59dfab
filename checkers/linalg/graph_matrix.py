"""A graph's adjacency or Laplacian matrix, built by the spectral checker from the graph it reads itself.

The graph is read by the checkers' own graph parser (:mod:`..graph.simple`: inline vertices/edges or graph6);
the matrix rows and columns follow the graph's canonical vertex order (sorted labels). The model reported is the
one the graph checkers report (format, order and size, sha256 of the canonical JSON keyed ``graph``), so a
spectrum decision and, say, a spanning-tree decision on the same graph name the same digest.
"""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from typing import Any

from ..exact.rationals import BadRequest
from ..graph.simple import Graph, GraphError, parse
from .charpoly import Matrix

MATRICES = ("adjacency", "laplacian")


def read(value: Any, where: str) -> Graph:
    try:
        return parse(value, where)
    except GraphError as exc:
        raise BadRequest(f"{exc.path}: {exc.message}") from None


def matrix_of(graph: Graph, kind: str) -> Matrix:
    """A (0/1, symmetric) for ``adjacency``; D - A for ``laplacian``."""
    if kind not in MATRICES:
        raise BadRequest(f"subject.matrix must be one of {', '.join(MATRICES)}")
    n = graph.order
    M = [[Fraction(0)] * n for _ in range(n)]
    sign = 1 if kind == "adjacency" else -1
    for u, v in graph.edges:
        M[u][v] = M[v][u] = Fraction(sign)
        if kind == "laplacian":
            M[u][u] += 1
            M[v][v] += 1
    return M


def model(graph: Graph, raw: Any) -> dict[str, Any]:
    text = json.dumps({"graph": graph.canonical()}, sort_keys=True, separators=(",", ":"))
    return {
        "format": "graph6" if isinstance(raw, dict) and "graph6" in raw else "graph-json",
        "summary": {"vertices": graph.order, "edges": len(graph.edges)},
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }
