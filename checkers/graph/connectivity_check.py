"""Worker: check "the vertex connectivity of this graph is k" from a k-vertex cut and Menger paths.

``python -I -m jacobian.checkers.graph.connectivity_check``; payload ``{"claim": {"kind": "VERTEX_CONNECTIVITY",
"value": k}, "subject": {"graph": {...}}, "certificate": {"cut": [v, ...] | null, "paths": [[[v, ...], ...], ...]}}``,
vertices as canonical positions, the graph read by the checker's own parser (:mod:`.simple`).

A complete graph K_n has connectivity n - 1 (no cut; null). Otherwise, at most k: removing the k cut vertices
leaves a disconnected graph (the checker's own search). At least k (Whitney's form of Menger's theorem: a vertex
cut separates some non-adjacent pair, so the connectivity is the least number of internally disjoint paths over
the non-adjacent pairs): ``paths`` has one entry per non-adjacent pair u < v in the checker's order (u, then v,
ascending), each k paths from u to v along edges, no two sharing a vertex but u and v. Every decision after the
graph is read reports it (``model``).
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .common import described, integers, subject_graphs
from .simple import Graph
from .subset_encode import neighbours

FORMAT = "cut+menger-paths/1"
MAX_ORDER = 60


def non_adjacent_pairs(graph: Graph) -> list[tuple[int, int]]:
    edges = set(graph.edges)
    return [(u, v) for u in range(graph.order) for v in range(u + 1, graph.order) if (u, v) not in edges]


def disconnected_without(graph: Graph, cut: set[int]) -> bool:
    left = [v for v in range(graph.order) if v not in cut]
    if len(left) < 2:
        return False
    adjacent = neighbours(graph.order, graph.edges)
    reached, stack = {left[0]}, [left[0]]
    while stack:
        for w in adjacent[stack.pop()]:
            if w not in cut and w not in reached:
                reached.add(w)
                stack.append(w)
    return len(reached) < len(left)


def paths_fault(graph: Graph, u: int, v: int, paths: Any, k: int) -> str | None:
    if not isinstance(paths, list) or len(paths) != k:
        return f"{k} paths are needed between {graph.labels[u]!r} and {graph.labels[v]!r}"
    edges, used = set(graph.edges), set[int]()
    for path in paths:
        path = integers(path, "a path")
        if len(path) < 2 or path[0] != u or path[-1] != v:
            return f"a path does not run from {graph.labels[u]!r} to {graph.labels[v]!r}"
        for a, b in zip(path, path[1:]):
            if (min(a, b), max(a, b)) not in edges:
                return f"a path between {graph.labels[u]!r} and {graph.labels[v]!r} leaves the edges"
        inner = path[1:-1]
        if len(set(inner)) != len(inner) or used & set(inner) or {u, v} & set(inner):
            return f"the paths between {graph.labels[u]!r} and {graph.labels[v]!r} share a vertex"
        used |= set(inner)
    return None


def _judge(graph: Graph, k: int, cert: dict[str, Any]) -> tuple[bool, str]:
    n, pairs = graph.order, non_adjacent_pairs(graph)
    if not pairs:
        if cert["cut"] is not None or cert["paths"] != []:
            raise BadRequest("a complete graph takes no cut and no paths")
        ok = k == max(n - 1, 0)
        return ok, f"a complete graph on {n} vertices has connectivity {max(n - 1, 0)}"
    cut = integers(cert["cut"], "certificate.cut")
    if len(cut) != k or len(set(cut)) != k or not all(0 <= v < n for v in cut):
        return False, f"the cut must be {k} distinct vertices"
    if not disconnected_without(graph, set(cut)):
        return False, f"removing the {k} cut vertices leaves the graph connected"
    paths = cert["paths"]
    if not isinstance(paths, list) or len(paths) != len(pairs):
        return False, f"paths are needed for each of the {len(pairs)} non-adjacent pairs"
    for (u, v), found in zip(pairs, paths):
        fault = paths_fault(graph, u, v, found, k)
        if fault is not None:
            return False, fault
    return True, (
        f"removing {k} vertices disconnects the graph, and each of the {len(pairs)} non-adjacent pairs is joined by "
        f"{k} internally disjoint paths (Menger)"
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("VERTEX_CONNECTIVITY",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        if not 1 <= graph.order <= MAX_ORDER:
            raise BadRequest(f"the graph must have 1..{MAX_ORDER} vertices")
        k = payload["claim"].get("value")
        if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < max(graph.order, 1):
            raise BadRequest(f"claim.value must be an integer in 0..{max(graph.order - 1, 0)}")
        cert = payload.get("certificate")
        if not isinstance(cert, dict) or set(cert) != {"cut", "paths"}:
            raise BadRequest("certificate needs exactly cut and paths")
        ok, reason = _judge(graph, k, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": ok, "reason": reason, "checked": {"vertices": graph.order, "edges": len(graph.edges)}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
