"""Worker: check "the largest induced tree of this graph has exactly m vertices" from a vertex set and a DRAT proof.

``python -I -m jacobian.checkers.graph.induced_tree_check``; payload
``{"claim": {"kind": "INDUCED_TREE_MAXIMUM", "value": m}, "subject": {"graph": {...}},
"certificate": {"vertices": [v, ...], "refutation": {"size": m+1, "cnf_sha256": "sha256:...",
"proof_text": "..."} | null}}``; ``vertices`` are canonical positions (indices into the sorted
labels), the graph is read by the checker's own parser (:mod:`.simple`, graph6 included).
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

``>= m``: the checker's own tree test on the witness: m distinct vertices whose induced subgraph
has m - 1 edges and is connected. ``< m+1``: the checker builds its own CNF of "an induced tree
with at least m+1 vertices exists" (:mod:`.tree_encode`), requires its digest to equal
``cnf_sha256`` (the CNF the solver refuted), elaborates the DRAT proof to LRAT against *its*
CNF and lets the LRAT kernel decide. When m is the number of vertices nothing is left to
refute (``refutation`` null); on at most 14 vertices a null ``refutation`` is settled by the checker's
own exhaustion instead: no (m+1)-subset of the vertices induces a tree (at most 3,432 subsets). Every
decision after the graph is read reports it (``model``). Any failure rejects the whole claim.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..entry import guarded, serve_check
from ..sat.refutation import check_refutation, read_refutation
from ..sat.request import BadRequest, claim_and_format
from .common import described
from .simple import Graph, GraphError, parse
from .tree_encode import EncodingTooLarge, digest, encode

FORMAT = "vertex-set+cnf-drat/1"
EXHAUSTED_UP_TO = 14  # vertices: every (m+1)-subset is tried instead of a proof


def _request(payload: dict[str, Any]) -> tuple[int, Graph, list[int], dict[str, Any] | None]:
    _, fmt = claim_and_format(payload, ("INDUCED_TREE_MAXIMUM",))
    if fmt not in (None, FORMAT):
        raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
    subject = payload.get("subject")
    if not isinstance(subject, dict) or set(subject) != {"graph"}:
        raise BadRequest("subject must be exactly {graph}")
    try:
        graph = parse(subject["graph"], "subject.graph")
    except GraphError as exc:
        raise BadRequest(f"{exc.path}: {exc.message}") from None
    m = payload["claim"].get("value")
    if not isinstance(m, int) or isinstance(m, bool) or not 1 <= m <= graph.order:
        raise BadRequest(f"claim.value must be an integer in 1..{graph.order} (the number of vertices)")
    cert = payload.get("certificate")
    if not isinstance(cert, dict) or set(cert) != {"vertices", "refutation"}:
        raise BadRequest("certificate needs exactly vertices and refutation")
    chosen, refutation = cert["vertices"], cert["refutation"]
    if not isinstance(chosen, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in chosen):
        raise BadRequest("certificate.vertices must be a list of vertex positions")
    if refutation is not None:
        refutation = read_refutation(refutation, ("size",))
    return m, graph, chosen, refutation


def tree_fault(graph: Graph, chosen: list[int], m: int) -> str | None:
    """Why ``chosen`` is not a set of m vertices inducing a tree, or None."""
    if len(chosen) != m:
        return f"{len(chosen)} vertices given, the claim is {m}"
    if len(set(chosen)) != len(chosen):
        return "a vertex is given twice"
    if not all(0 <= v < graph.order for v in chosen):
        return f"a vertex position is outside 0..{graph.order - 1}"
    inside = set(chosen)
    induced = [(u, v) for u, v in graph.edges if u in inside and v in inside]
    if len(induced) != m - 1:
        return f"the induced subgraph has {len(induced)} edges, a tree on {m} vertices has {m - 1}"
    adjacent: dict[int, list[int]] = {v: [] for v in chosen}
    for u, v in induced:
        adjacent[u].append(v)
        adjacent[v].append(u)
    reached, stack = {chosen[0]}, [chosen[0]]
    while stack:
        for w in adjacent[stack.pop()]:
            if w not in reached:
                reached.add(w)
                stack.append(w)
    if len(reached) != m:
        return f"the induced subgraph is not connected ({len(reached)} of {m} vertices reached)"
    return None


def _model(payload: dict[str, Any]) -> dict[str, Any]:
    subject = payload.get("subject")
    if not isinstance(subject, dict) or set(subject) != {"graph"}:
        return {}
    try:
        return {"model": described([("graph", parse(subject["graph"], "subject.graph"), subject["graph"])])}
    except GraphError:
        return {}


def _exhausted(graph: Graph, size: int) -> bool:
    """True when no ``size`` vertices of the graph induce a tree (every subset tried)."""
    return all(tree_fault(graph, list(s), size) is not None for s in combinations(range(graph.order), size))


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model = _model(payload)
    return {**_check(payload), **model}


def _check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        m, graph, chosen, refutation = _request(payload)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    checked: dict[str, Any] = {"vertices": graph.order, "edges": len(graph.edges)}
    fault = tree_fault(graph, chosen, m)
    if fault is not None:
        return {"accepted": False, "reason": f"the witness is not an induced tree: {fault}", "checked": checked}
    if m == graph.order:
        ok = refutation is None
        reason = "the whole graph is a tree" if ok else "nothing larger than the whole graph can be refuted"
        return {"accepted": ok, "reason": reason, "checked": checked}
    if refutation is None and graph.order <= EXHAUSTED_UP_TO:
        if not _exhausted(graph, m + 1):
            return {"accepted": False, "reason": f"some {m + 1} vertices induce a tree", "checked": checked}
        return {
            "accepted": True,
            "reason": f"the {m} witness vertices induce a tree, and the checker tried every set of {m + 1} of the "
            f"{graph.order} vertices: none induces one",
            "checked": checked,
        }
    if refutation is None or refutation["size"] != m + 1:
        got = None if refutation is None else refutation["size"]
        return {
            "accepted": False,
            "reason": f"a refutation of an induced tree on {m + 1} vertices is needed, got {got!r}",
            "checked": checked,
        }
    try:
        num_vars, clauses = encode(graph.order, graph.edges, m + 1)
    except EncodingTooLarge as exc:
        return {"accepted": False, "reason": str(exc), "checked": checked}
    what = f"'an induced tree on {m + 1} vertices exists'"
    mine, refuted = digest(num_vars, clauses), refutation["cnf_sha256"]
    why, counts = check_refutation(num_vars, clauses, mine, refuted, refutation["proof"], what)
    if why is not None:
        return {"accepted": False, "reason": why, "checked": checked, **counts}
    checked.update(counts)
    return {
        "accepted": True,
        "decided_by": counts["decided_by"],
        "reason": f"the {m} witness vertices induce a tree, and the checker's CNF of 'an induced tree on "
        f"{m + 1} vertices exists' was refuted by the DRAT proof (LRAT kernel)",
        "checked": checked,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
