"""Worker: check "the girth of this graph is g" and "the diameter of this graph is d" by the checker's own
breadth-first searches.

``python -I -m jacobian.checkers.graph.distance_check``; payload ``{"claim": {"kind": "GIRTH" | "DIAMETER",
"value": n | null}, "subject": {"graph": {...}}, "certificate": {"cycle": [v, ...] | null} | {"pair": [u, v] |
null}}``, vertices as canonical positions, the graph read by the checker's own parser (:mod:`.simple`).

Girth: a breadth-first search from every vertex; a non-tree edge (u, w) met from root r closes a closed walk of
length d(u) + d(w) + 1 through r, which contains a cycle at most that long, and a shortest cycle is found exactly
from any of its vertices, so the minimum over all roots is the girth (null: no cycle, a forest). The witness must
be a cycle of that length (distinct vertices, consecutive ones adjacent, closed). Diameter: the largest distance
over a breadth-first search from every vertex (null when some vertex is unreachable); the witness pair must be
at that distance. Every decision after the graph is read reports it (``model``).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .common import described, integers, subject_graphs
from .simple import Graph
from .subset_encode import neighbours

FORMAT = "bfs-witness/1"
MAX_WORK = 50_000_000  # vertices * (vertices + edges): the all-sources searches this checker will run


def distances(adjacent: list[list[int]], root: int) -> tuple[list[int], list[int]]:
    """(distance, parent) of every vertex from ``root``; -1 where unreachable (the root's parent is -1 too)."""
    dist, parent = [-1] * len(adjacent), [-1] * len(adjacent)
    dist[root], queue = 0, deque([root])
    while queue:
        u = queue.popleft()
        for w in adjacent[u]:
            if dist[w] < 0:
                dist[w], parent[w] = dist[u] + 1, u
                queue.append(w)
    return dist, parent


def girth(graph: Graph) -> int | None:
    adjacent, best = neighbours(graph.order, graph.edges), None
    for r in range(graph.order):
        dist, parent = distances(adjacent, r)
        for u, w in graph.edges:
            if dist[u] >= 0 and parent[w] != u and parent[u] != w:
                length = dist[u] + dist[w] + 1
                best = length if best is None or length < best else best
    return best


def diameter(graph: Graph) -> int | None:
    adjacent, best = neighbours(graph.order, graph.edges), 0
    for r in range(graph.order):
        dist, _ = distances(adjacent, r)
        if min(dist) < 0:
            return None
        best = max(best, max(dist))
    return best


def _girth(graph: Graph, value: int | None, cert: dict[str, Any]) -> tuple[bool, str]:
    found = girth(graph)
    if found != value:
        return False, f"the checker's breadth-first searches give girth {found}, not {value}"
    if value is None:
        return (cert["cycle"] is None, "the graph has no cycle (a forest): infinite girth")
    cycle = integers(cert["cycle"], "certificate.cycle")
    edges = set(graph.edges)
    if len(cycle) != value or len(set(cycle)) != value or not all(0 <= v < graph.order for v in cycle):
        return False, f"the witness is not {value} distinct vertices"
    for u, v in zip(cycle, cycle[1:] + cycle[:1]):
        if (min(u, v), max(u, v)) not in edges:
            return False, f"the witness is not a cycle: {graph.labels[u]!r} and {graph.labels[v]!r} are not adjacent"
    return True, f"a cycle of length {value}, and breadth-first searches from every vertex find none shorter"


def _diameter(graph: Graph, value: int | None, cert: dict[str, Any]) -> tuple[bool, str]:
    found = diameter(graph)
    if found != value:
        return False, f"the checker's breadth-first searches give diameter {found}, not {value}"
    if value is None:
        return (cert["pair"] is None, "the graph is disconnected: infinite diameter")
    pair = integers(cert["pair"], "certificate.pair", 2)
    if not all(0 <= v < graph.order for v in pair):
        raise BadRequest("certificate.pair names a vertex outside the graph")
    dist, _ = distances(neighbours(graph.order, graph.edges), pair[0])
    if dist[pair[1]] != value:
        return False, f"the witness pair is at distance {dist[pair[1]]}, not {value}"
    return True, f"two vertices at distance {value}, and breadth-first searches from every vertex find none farther"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        kind, fmt = claim_and_format(payload, ("GIRTH", "DIAMETER"))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        if graph.order == 0 or graph.order * (graph.order + len(graph.edges)) > MAX_WORK:
            raise BadRequest(
                f"the graph must have at least 1 vertex and vertices * (vertices + edges) at most {MAX_WORK}"
            )
        value = payload["claim"].get("value")
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise BadRequest("claim.value must be a non-negative integer or null (infinite)")
        key = "cycle" if kind == "GIRTH" else "pair"
        cert = payload.get("certificate")
        if not isinstance(cert, dict) or set(cert) != {key}:
            raise BadRequest(f"certificate needs exactly {key}")
        ok, reason = (_girth if kind == "GIRTH" else _diameter)(graph, value, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": ok, "reason": reason, "checked": {"vertices": graph.order, "edges": len(graph.edges)}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
