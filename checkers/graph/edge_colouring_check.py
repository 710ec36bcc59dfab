"""Worker: check "the edge chromatic number (chromatic index) of this graph is k" from an edge colouring and, when
k exceeds the largest degree, a DRAT proof.

``python -I -m jacobian.checkers.graph.edge_colouring_check``; payload ``{"claim": {"kind": "CHROMATIC_INDEX",
"value": k}, "subject": {"graph": {...}}, "certificate": {"colouring": [c_0, ...], "refutation": {"colours":
k-1, "cnf_sha256": "sha256:...", "proof_text": "..."} | null}}``; the colouring gives each edge's colour, edges
in canonical order (sorted position pairs), the graph read by the checker's own parser (:mod:`.simple`).
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

``<= k``: colours in 0..k-1 and edges sharing a vertex differ. ``>= k``: when k is the largest degree Δ (which
the checker computes) nothing more is needed (the Δ edges at that vertex need Δ colours); otherwise the
checker builds its own CNF of "a proper (k-1)-edge-colouring exists" (:mod:`.edge_colour_encode`), requires its
digest to equal ``cnf_sha256``, elaborates the DRAT proof to LRAT against *its* CNF and lets the LRAT kernel
decide. Every decision after the graph is read reports it (``model``). Any failure rejects the whole claim.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.refutation import check_refutation, kernel_fields, refutation
from ..sat.request import BadRequest, claim_and_format
from .common import claim_integer, described, integers, subject_graphs
from .edge_colour_encode import MAX_COLOURS, EncodingTooLarge, encode, incident
from .encode import digest
from .simple import Graph

FORMAT = "edge-colouring+cnf-drat/1"


def colouring_fault(graph: Graph, colours: list[int], k: int) -> str | None:
    labels = graph.labels
    for (u, v), c in zip(graph.edges, colours):
        if not 0 <= c < k:
            return f"edge {labels[u]!r}-{labels[v]!r} has colour {c}, outside 0..{k - 1}"
    for w, mine in enumerate(incident(graph.order, graph.edges)):
        seen: dict[int, int] = {}
        for e in mine:
            if colours[e] in seen:
                return f"two edges at vertex {labels[w]!r} have colour {colours[e]}"
            seen[colours[e]] = e
    return None


def _judge(graph: Graph, k: int, colours: list[int], proof: dict[str, Any] | None) -> tuple[bool, str, dict[str, Any]]:
    checked: dict[str, Any] = {"vertices": graph.order, "edges": len(graph.edges)}
    fault = colouring_fault(graph, colours, k)
    if fault is not None:
        return False, f"the colouring is not a proper {k}-edge-colouring: {fault}", checked
    widest = max((len(a) for a in incident(graph.order, graph.edges)), default=0)
    checked["max_degree"] = widest
    if k == widest:
        if proof is not None:
            return False, f"k is the largest degree {widest}: nothing is left to refute", checked
        return True, f"a proper {k}-edge-colouring, and a vertex of degree {k} needs {k} colours", checked
    if proof is None or proof["colours"] != k - 1:
        got = None if proof is None else proof["colours"]
        return False, f"a refutation of {k - 1} colours is needed, got {got!r}", checked
    try:
        num_vars, clauses = encode(graph.order, graph.edges, k - 1)
    except EncodingTooLarge as exc:
        return False, str(exc), checked
    what = f"{k - 1}-edge-colourability"
    why, counts = check_refutation(
        num_vars, clauses, digest(num_vars, clauses), proof["cnf_sha256"], proof["proof"], what
    )
    if why is not None:
        return False, why, {**checked, **counts}
    return (
        True,
        (
            f"a proper {k}-edge-colouring was evaluated and the checker's CNF of {what} was refuted by the DRAT proof "
            "(LRAT kernel)"
        ),
        {**checked, **counts},
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("CHROMATIC_INDEX",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        k = claim_integer(payload, 0, MAX_COLOURS)
        cert = payload.get("certificate")
        if not isinstance(cert, dict) or set(cert) != {"colouring", "refutation"}:
            raise BadRequest("certificate needs exactly colouring and refutation")
        colours = integers(cert["colouring"], "certificate.colouring", len(graph.edges))
        proof = refutation(cert["refutation"], ("colours",))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    ok, reason, checked = _judge(graph, k, colours, proof)
    return {"accepted": ok, "reason": reason, "checked": checked, **model, **kernel_fields(checked)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
