"""Worker: check "this graph is (is not) planar" from a rotation system, or from a Kuratowski subdivision.

``python -I -m jacobian.checkers.graph.planarity_check``; payload ``{"claim": {"kind": "PLANARITY", "planar":
bool}, "subject": {"graph": {...}}, "certificate": {"rotation": [[w, ...], ...]} | {"kuratowski": [[u, v], ...]}}``,
vertices as canonical positions, the graph read by the checker's own parser (:mod:`.simple`).

Planar: ``rotation[v]`` lists v's neighbours (each once) in their cyclic order around v. The checker traces the
faces itself (the dart u->v is followed by v->w, w the neighbour after u around v) and counts them: a rotation
system of a connected graph embeds it on the surface of genus g with V - E + F = 2 - 2g, so V - E + F + I = 2C (C
components, I isolated vertices, which trace no face) means genus 0: a plane embedding.

Not planar: ``kuratowski`` is a set of the graph's edges forming a subdivision of K_5 or K_{3,3}: its vertices of
degree other than 2 are 5 of degree 4 or 6 of degree 3, the paths through degree-2 vertices join them exactly as
K_5 (every pair once) or K_{3,3} (every pair across a bipartition once) does, and every chosen edge lies on such a
path. Planar graphs contain no such subdivision (Kuratowski). Every decision after the graph is read reports it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .common import described, subject_graphs
from .simple import Graph
from .subset_encode import neighbours

FORMAT = "rotation-or-kuratowski/1"


def components(order: int, edges: tuple[tuple[int, int], ...] | list[tuple[int, int]]) -> int:
    adjacent, seen, count = neighbours(order, edges), [False] * order, 0
    for start in range(order):
        if seen[start]:
            continue
        count, seen[start], stack = count + 1, True, [start]
        while stack:
            for w in adjacent[stack.pop()]:
                if not seen[w]:
                    seen[w] = True
                    stack.append(w)
    return count


def faces(graph: Graph, rotation: list[Any]) -> int | str:
    """The number of faces the rotation system traces, or why it is not one of this graph."""
    adjacent = neighbours(graph.order, graph.edges)
    if len(rotation) != graph.order:
        return f"the rotation must list the neighbours of each of the {graph.order} vertices"
    after: dict[tuple[int, int], int] = {}  # (v, u): the neighbour after u around v
    for v, around in enumerate(rotation):
        if not isinstance(around, list) or not all(isinstance(w, int) and not isinstance(w, bool) for w in around):
            return f"the rotation at {graph.labels[v]!r} must list vertex positions"
        if sorted(around) != adjacent[v]:
            return f"the rotation at {graph.labels[v]!r} is not its neighbours, each once"
        for i, u in enumerate(around):
            after[(v, u)] = around[(i + 1) % len(around)]
    darts = sorted([(u, v) for u, v in graph.edges] + [(v, u) for u, v in graph.edges])
    seen: set[tuple[int, int]] = set()
    count = 0
    for start in darts:  # the orbits of the dart permutation a->b  =>  b->after(b, a) are the faces
        if start in seen:
            continue
        count += 1
        a, b = start
        while (a, b) not in seen:
            seen.add((a, b))
            a, b = b, after[(b, a)]
    return count


def kuratowski_fault(graph: Graph, chosen: list[tuple[int, int]]) -> tuple[str | None, str]:
    """(why the chosen edges are not a subdivision of K_5 or K_{3,3} in the graph, or None; which one it is)."""
    edges = set(graph.edges)
    if len(set(chosen)) != len(chosen) or not all(e in edges for e in chosen):
        return "the subdivision's edges must be distinct edges of the graph", ""
    around: dict[int, list[int]] = {}
    for u, v in chosen:
        around.setdefault(u, []).append(v)
        around.setdefault(v, []).append(u)
    branch = sorted(v for v, ws in around.items() if len(ws) != 2)
    degrees = Counter(len(around[v]) for v in branch)
    if degrees not in (Counter({4: 5}), Counter({3: 6})):
        return f"the branch vertices have degrees {dict(degrees)}: neither five of degree 4 nor six of degree 3", ""
    joined: Counter[tuple[int, int]] = Counter()
    used: set[tuple[int, int]] = set()
    for b in branch:
        for first in around[b]:
            previous, at = b, first
            used.add((min(b, first), max(b, first)))
            while at not in branch:
                step = next(w for w in around[at] if w != previous)
                used.add((min(at, step), max(at, step)))
                previous, at = at, step
            if at == b:
                return "a path returns to the branch vertex it left", ""
            joined[(min(b, at), max(b, at))] += 1
    if len(used) != len(chosen):
        return "some chosen edges lie on no path between branch vertices", ""
    if any(count != 2 for count in joined.values()):  # each path is walked once from each end
        return "two branch vertices are joined by more than one path", ""
    if len(branch) == 5:
        return (None if len(joined) == 10 else "the paths do not join every pair of the five branch vertices"), "K_5"
    partners = {w for pair in joined for w in pair if branch[0] in pair and w != branch[0]}
    same = [v for v in branch if v not in partners]
    crossing = all((a in partners) != (b in partners) for a, b in joined)
    if len(joined) != 9 or len(partners) != 3 or len(same) != 3 or not crossing:
        return "the paths do not join the six branch vertices as K_{3,3}", "K_{3,3}"
    return None, "K_{3,3}"


def _judge(graph: Graph, planar: bool, cert: dict[str, Any]) -> tuple[bool, str]:
    if planar:
        rotation = cert["rotation"]
        if not isinstance(rotation, list):
            raise BadRequest("certificate.rotation must be a list of neighbour lists")
        traced = faces(graph, rotation)
        if isinstance(traced, str):
            return False, traced
        v, e, c = graph.order, len(graph.edges), components(graph.order, graph.edges)
        isolated = sum(1 for a in neighbours(graph.order, graph.edges) if not a)
        if v - e + traced + isolated != 2 * c:
            genus = (2 * c - (v - e + traced + isolated)) // 2
            return (
                False,
                f"the rotation traces {traced} faces: V - E + F = {v - e + traced}, an embedding of genus {genus}",
            )
        return True, f"the rotation traces {traced} faces and V - E + F = 2 per component: a plane embedding"
    raw = cert["kuratowski"]
    if not isinstance(raw, list) or not all(
        isinstance(p, list) and len(p) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in p)
        for p in raw
    ):
        raise BadRequest("certificate.kuratowski must be a list of edges [u, v]")
    chosen = [(min(p), max(p)) for p in raw]
    fault, kind = kuratowski_fault(graph, chosen)
    if fault is not None:
        return False, f"not a Kuratowski subdivision: {fault}"
    return True, f"{len(chosen)} edges of the graph form a subdivision of {kind}: it is not planar (Kuratowski)"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("PLANARITY",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        planar = payload["claim"].get("planar")
        if not isinstance(planar, bool):
            raise BadRequest("claim.planar must be true or false")
        key = "rotation" if planar else "kuratowski"
        cert = payload.get("certificate")
        if not isinstance(cert, dict) or set(cert) != {key}:
            raise BadRequest(f"certificate needs exactly {key}")
        ok, reason = _judge(graph, planar, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": ok, "reason": reason, "checked": {"vertices": graph.order, "edges": len(graph.edges)}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
