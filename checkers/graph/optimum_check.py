"""Worker: check "the clique number / independence number / vertex cover number / domination number of this graph
is k" from a vertex set and a DRAT proof.

``python -I -m jacobian.checkers.graph.optimum_check``; payload ``{"claim": {"kind": K, "value": k},
"subject": {"graph": {...}}, "certificate": {"vertices": [v, ...], "refutation": {"size": s, "cnf_sha256":
"sha256:...", "proof_text": "..."} | null}}``, ``vertices`` canonical positions (indices into the sorted
labels), the graph read by the checker's own parser (:mod:`.simple`, graph6 included).
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

The witness is tested directly: k distinct vertices forming a clique (every pair adjacent), an independent
set (no pair adjacent), a vertex cover (every edge has an end in it) or a dominating set (every vertex is in
it or next to it). Optimality: for a maximum (clique, independent set) the checker builds its own CNF of
"a set of that kind with at least k+1 vertices exists" (:mod:`.subset_encode`), for a minimum (cover,
dominating set) "with at most k-1 vertices", requires its digest to equal ``cnf_sha256`` (the CNF the
solver refuted), elaborates the DRAT proof to LRAT against *its* CNF and lets the LRAT kernel decide.
Nothing is left to refute for a maximum k = n or a minimum k = 0 (``refutation`` null). Every decision
after the graph is read reports it (``model``). Any failure rejects the whole claim.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.refutation import check_refutation, kernel_fields, refutation
from ..sat.request import BadRequest, claim_and_format
from .common import claim_integer, described, integers, subject_graphs
from .encode import digest
from .simple import Graph
from .subset_encode import EncodingTooLarge, encode, neighbours

FORMAT = "vertex-set+cnf-drat/1"
KIND_OF = {
    "CLIQUE_NUMBER": "clique",
    "INDEPENDENCE_NUMBER": "independent_set",
    "VERTEX_COVER_NUMBER": "vertex_cover",
    "DOMINATION_NUMBER": "dominating_set",
}
NAMES = {
    "clique": "clique",
    "independent_set": "independent set",
    "vertex_cover": "vertex cover",
    "dominating_set": "dominating set",
}


def witness_fault(kind: str, graph: Graph, chosen: list[int]) -> str | None:
    """Why ``chosen`` is not a set of its size of the kind, or None."""
    if len(set(chosen)) != len(chosen):
        return "a vertex is given twice"
    if not all(0 <= v < graph.order for v in chosen):
        return f"a vertex position is outside 0..{graph.order - 1}"
    inside, edges, labels = set(chosen), set(graph.edges), graph.labels
    if kind == "clique":
        ordered = sorted(chosen)
        for i, u in enumerate(ordered):
            for v in ordered[i + 1 :]:
                if (u, v) not in edges:
                    return f"vertices {labels[u]!r} and {labels[v]!r} are not adjacent"
    elif kind == "independent_set":
        for u, v in graph.edges:
            if u in inside and v in inside:
                return f"vertices {labels[u]!r} and {labels[v]!r} are adjacent"
    elif kind == "vertex_cover":
        for u, v in graph.edges:
            if u not in inside and v not in inside:
                return f"edge {labels[u]!r}-{labels[v]!r} has no end in the set"
    else:
        for v, around in enumerate(neighbours(graph.order, graph.edges)):
            if v not in inside and not inside.intersection(around):
                return f"vertex {labels[v]!r} is neither in the set nor next to it"
    return None


def _judge(
    kind: str, graph: Graph, k: int, chosen: list[int], proof: dict[str, Any] | None
) -> tuple[bool, str, dict[str, Any]]:
    name, checked = NAMES[kind], {"vertices": graph.order, "edges": len(graph.edges)}
    if len(chosen) != k:
        return False, f"the witness has {len(chosen)} vertices, the claim is {k}", checked
    fault = witness_fault(kind, graph, chosen)
    if fault is not None:
        return False, f"the witness is not a {name}: {fault}", checked
    maximum = kind in ("clique", "independent_set")
    bound = k + 1 if maximum else k - 1
    if bound > graph.order or bound < 0:
        if proof is not None:
            return False, f"nothing beyond a {name} of {k} vertices can be refuted", checked
        return True, f"a {name} of {k} vertices, and none can be {'larger' if maximum else 'smaller'}", checked
    if proof is None or proof["size"] != bound:
        got = None if proof is None else proof["size"]
        return False, f"a refutation of a {name} of {bound} vertices is needed, got {got!r}", checked
    try:
        num_vars, clauses = encode(kind, graph.order, graph.edges, bound)
    except EncodingTooLarge as exc:
        return False, str(exc), checked
    what = f"'a {name} with {'at least' if maximum else 'at most'} {bound} vertices exists'"
    why, counts = check_refutation(
        num_vars, clauses, digest(num_vars, clauses), proof["cnf_sha256"], proof["proof"], what
    )
    if why is not None:
        return False, why, {**checked, **counts}
    return (
        True,
        (
            f"the {k} witness vertices form a {name}, and the checker's CNF of {what} was refuted by the DRAT proof "
            "(LRAT kernel)"
        ),
        {**checked, **counts},
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        kind_name, fmt = claim_and_format(payload, tuple(KIND_OF))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        k = claim_integer(payload, 0, graph.order)
        cert = payload.get("certificate")
        if not isinstance(cert, dict) or set(cert) != {"vertices", "refutation"}:
            raise BadRequest("certificate needs exactly vertices and refutation")
        chosen = integers(cert["vertices"], "certificate.vertices")
        proof = refutation(cert["refutation"], ("size",))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    ok, reason, checked = _judge(KIND_OF[kind_name], graph, k, chosen, proof)
    return {"accepted": ok, "reason": reason, "checked": checked, **model, **kernel_fields(checked)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
