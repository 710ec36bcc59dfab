"""Worker: check "this graph has (has no) Hamiltonian cycle" or "... path", from a vertex order or a DRAT proof.

``python -I -m jacobian.checkers.graph.hamiltonian_check``; payload ``{"claim": {"kind": "HAMILTONIAN_CYCLE" |
"HAMILTONIAN_PATH", "exists": bool}, "subject": {"graph": {...}}, "certificate": {"order": [v, ...]} |
{"refutation": {"cnf_sha256": "sha256:...", "proof_text": "..."}}}``, vertices as canonical positions (indices
into the sorted labels), the graph read by the checker's own parser (:mod:`.simple`, graph6 included).
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

``exists``: the order lists every vertex exactly once and consecutive vertices are adjacent (for a cycle the
last and the first too, and at least 3 vertices). Not ``exists``: the checker builds its own CNF of "a
Hamiltonian cycle (path) exists" (:mod:`.hamilton_encode`), requires its digest to equal ``cnf_sha256`` (the
CNF the solver refuted), elaborates the DRAT proof to LRAT against *its* CNF and lets the LRAT kernel decide.
Every decision after the graph is read reports it (``model``). Any failure rejects the whole claim.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.refutation import check_refutation, kernel_fields, refutation
from ..sat.request import BadRequest, claim_and_format
from .common import claim_exists, described, integers, subject_graphs
from .encode import digest
from .hamilton_encode import EncodingTooLarge, encode
from .simple import Graph

FORMAT = "vertex-order+cnf-drat/1"
CLAIMS = ("HAMILTONIAN_CYCLE", "HAMILTONIAN_PATH")


def order_fault(graph: Graph, order: list[int], cycle: bool) -> str | None:
    """Why ``order`` is not a Hamiltonian cycle (path) of the graph, or None."""
    n = graph.order
    if sorted(order) != list(range(n)):
        missing = sorted(set(range(n)) - set(order))
        if missing:
            return f"vertex {graph.labels[missing[0]]!r} is not visited"
        return "the order does not list each vertex exactly once"
    if cycle and n < 3:
        return f"a cycle needs at least 3 vertices, the graph has {n}"
    edges = set(graph.edges)
    steps = list(zip(order, order[1:] + order[:1])) if cycle else list(zip(order, order[1:]))
    for u, v in steps:
        if (min(u, v), max(u, v)) not in edges:
            return f"consecutive vertices {graph.labels[u]!r} and {graph.labels[v]!r} are not adjacent"
    return None


def _judge(graph: Graph, cycle: bool, exists: bool, cert: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    what = "Hamiltonian cycle" if cycle else "Hamiltonian path"
    checked: dict[str, Any] = {"vertices": graph.order, "edges": len(graph.edges)}
    if exists:
        fault = order_fault(graph, cert["order"], cycle)
        if fault is not None:
            return False, f"the order is not a {what}: {fault}", checked
        return True, f"the order visits all {graph.order} vertices once along edges: a {what}", checked
    try:
        num_vars, clauses = encode(graph.order, graph.edges, cycle)
    except EncodingTooLarge as exc:
        return False, str(exc), checked
    proof = cert["refutation"]
    why, counts = check_refutation(
        num_vars, clauses, digest(num_vars, clauses), proof["cnf_sha256"], proof["proof"], f"'a {what} exists'"
    )
    if why is not None:
        return False, why, {**checked, **counts}
    return (
        True,
        f"the checker's CNF of 'a {what} exists' was refuted by the DRAT proof (LRAT kernel)",
        {
            **checked,
            **counts,
        },
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        kind, fmt = claim_and_format(payload, CLAIMS)
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        exists, cert = claim_exists(payload), payload.get("certificate")
        if exists:
            if not isinstance(cert, dict) or set(cert) != {"order"}:
                raise BadRequest("certificate needs exactly order (the claim is that one exists)")
            integers(cert["order"], "certificate.order")
        else:
            if not isinstance(cert, dict) or set(cert) != {"refutation"} or cert["refutation"] is None:
                raise BadRequest("certificate needs exactly refutation (the claim is that none exists)")
            cert = {"refutation": refutation(cert["refutation"])}  # its proof read (text or a file)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    ok, reason, checked = _judge(graph, kind == "HAMILTONIAN_CYCLE", exists, cert)
    return {"accepted": ok, "reason": reason, "checked": checked, **model, **kernel_fields(checked)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
