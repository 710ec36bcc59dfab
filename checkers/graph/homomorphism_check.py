"""Worker: check "there is (is no) homomorphism from the graph G to the graph H" from a vertex map or a DRAT proof.

``python -I -m jacobian.checkers.graph.homomorphism_check``; payload ``{"claim": {"kind": "GRAPH_HOMOMORPHISM",
"exists": bool}, "subject": {"graph": {...}, "target": {...}}, "certificate": {"map": [a_0, ...]} |
{"refutation": {"cnf_sha256": "sha256:...", "proof_text": "..."}}}``, vertices as canonical positions of each
graph (indices into its sorted labels), both graphs read by the checker's own parser (:mod:`.simple`).
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

``exists``: the map sends every vertex of G to a vertex of H and every edge of G to an edge of H. Not
``exists``: the checker builds its own CNF of "a homomorphism G -> H exists" (:mod:`.homomorphism_encode`),
requires its digest to equal ``cnf_sha256``, elaborates the DRAT proof to LRAT against *its* CNF and lets the
LRAT kernel decide. Every decision after the graphs are read reports them (``model``). Any failure rejects.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.refutation import check_refutation, kernel_fields, refutation
from ..sat.request import BadRequest, claim_and_format
from .common import claim_exists, described, integers, subject_graphs
from .encode import digest
from .homomorphism_encode import EncodingTooLarge, encode
from .simple import Graph

FORMAT = "vertex-map+cnf-drat/1"


def map_fault(g: Graph, h: Graph, image: list[int]) -> str | None:
    if len(image) != g.order:
        return f"the map gives {len(image)} images for {g.order} vertices"
    for v, a in enumerate(image):
        if not 0 <= a < h.order:
            return f"vertex {g.labels[v]!r} is sent outside the target's positions 0..{h.order - 1}"
    target = set(h.edges)
    for u, v in g.edges:
        a, b = image[u], image[v]
        if (min(a, b), max(a, b)) not in target:
            return (
                f"edge {g.labels[u]!r}-{g.labels[v]!r} goes to {h.labels[a]!r}-{h.labels[b]!r}, not an edge of the "
                "target"
            )
    return None


def _judge(g: Graph, h: Graph, exists: bool, cert: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    checked: dict[str, Any] = {"vertices": g.order, "edges": len(g.edges), "target_vertices": h.order}
    if exists:
        fault = map_fault(g, h, cert["map"])
        if fault is not None:
            return False, f"the map is not a homomorphism: {fault}", checked
        return True, f"the map sends all {len(g.edges)} edges onto edges of the target", checked
    try:
        num_vars, clauses = encode(g.order, g.edges, h.order, h.edges)
    except EncodingTooLarge as exc:
        return False, str(exc), checked
    proof, what = cert["refutation"], "'a homomorphism to the target exists'"
    why, counts = check_refutation(
        num_vars, clauses, digest(num_vars, clauses), proof["cnf_sha256"], proof["proof"], what
    )
    if why is not None:
        return False, why, {**checked, **counts}
    return True, f"the checker's CNF of {what} was refuted by the DRAT proof (LRAT kernel)", {**checked, **counts}


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("GRAPH_HOMOMORPHISM",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        (g, raw_g), (h, raw_h) = subject_graphs(payload, ("graph", "target"))
        model = {"model": described([("graph", g, raw_g), ("target", h, raw_h)])}
        exists, cert = claim_exists(payload), payload.get("certificate")
        if exists:
            if not isinstance(cert, dict) or set(cert) != {"map"}:
                raise BadRequest("certificate needs exactly map (the claim is that one exists)")
            integers(cert["map"], "certificate.map")
        else:
            if not isinstance(cert, dict) or set(cert) != {"refutation"} or cert["refutation"] is None:
                raise BadRequest("certificate needs exactly refutation (the claim is that none exists)")
            cert = {"refutation": refutation(cert["refutation"])}  # its proof read (text or a file)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    ok, reason, checked = _judge(g, h, exists, cert)
    return {"accepted": ok, "reason": reason, "checked": checked, **model, **kernel_fields(checked)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
