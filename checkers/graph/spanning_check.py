"""Worker: check "this graph has exactly N spanning trees" by the matrix-tree theorem and the checker's own exact
determinant.

``python -I -m jacobian.checkers.graph.spanning_check``; payload ``{"claim": {"kind": "SPANNING_TREE_COUNT",
"value": N}, "subject": {"graph": {...}}, "certificate": {}}``; the graph is read by the checker's own parser
(:mod:`.simple`). Kirchhoff: the number of spanning trees is the determinant of the Laplacian (degrees on the
diagonal, -1 for each edge) with the row and column of one vertex removed; the checker computes it by fraction-free
Bareiss elimination in Python integers (:func:`..exact.algebra.bareiss_det`) and accepts exactly N. A graph of one
vertex has one spanning tree; a disconnected graph none (its reduced Laplacian is singular).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..exact.algebra import bareiss_det
from ..sat.request import BadRequest, claim_and_format
from .common import described, subject_graphs
from .simple import Graph

FORMAT = "matrix-tree/1"
MAX_ORDER = 150


def spanning_trees(graph: Graph) -> int:
    n = graph.order
    laplacian = [[Fraction(0)] * n for _ in range(n)]
    for u, v in graph.edges:
        laplacian[u][u] += 1
        laplacian[v][v] += 1
        laplacian[u][v] -= 1
        laplacian[v][u] -= 1
    minor = [row[1:] for row in laplacian[1:]]
    return int(bareiss_det(minor)) if minor else 1


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("SPANNING_TREE_COUNT",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        if not 1 <= graph.order <= MAX_ORDER:
            raise BadRequest(f"the graph must have 1..{MAX_ORDER} vertices")
        value = payload["claim"].get("value")
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise BadRequest("claim.value must be a non-negative integer")
        if payload.get("certificate") != {}:
            raise BadRequest("certificate must be empty: the checker computes the count itself")
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    found = spanning_trees(graph)
    if found != value:
        return {
            "accepted": False,
            "reason": f"the reduced Laplacian's determinant is {found}, not {value}",
            "checked": {},
            **model,
        }
    return {
        "accepted": True,
        "reason": f"the checker's exact determinant of the reduced Laplacian is {value} (matrix-tree theorem)",
        "checked": {"vertices": graph.order, "edges": len(graph.edges)},
        **model,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
