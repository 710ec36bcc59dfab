"""Worker: check "the chromatic number of this graph is k" from a colouring and a DRAT proof.

``python -I -m jacobian.checkers.graph.chromatic_check``; payload
``{"claim": {"kind": "CHROMATIC_NUMBER", "value": k}, "subject": {"graph": {...}},
"certificate": {"colouring": [c_0, ...], "refutation": {"colours": k-1, "cnf_sha256": "sha256:...",
"proof_text": "..."} | null}}``; the colouring lists each vertex's colour in canonical order
(sorted labels), the graph is read by the checker's own parser (:mod:`.simple`, graph6 included).
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

``<= k``: the colouring is evaluated directly (colours in 0..k-1, no monochromatic edge).
``> k-1``: the checker builds its own CNF of "a (k-1)-colouring exists" (:mod:`.encode`),
requires its digest to equal ``cnf_sha256`` (the CNF the solver refuted), elaborates the DRAT
proof to LRAT against *its* CNF and lets the LRAT kernel decide. Only k = 0 (no vertices)
has no refutation. Every decision after the graph is read reports it (``model``). Any failure
rejects the whole claim.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.refutation import check_refutation, read_refutation
from ..sat.request import BadRequest, claim_and_format
from .common import described
from .encode import MAX_COLOURS, EncodingTooLarge, digest, encode
from .simple import Graph, GraphError, parse


def _request(payload: dict[str, Any]) -> tuple[int, Graph, list[int], dict[str, Any] | None]:
    _, fmt = claim_and_format(payload, ("CHROMATIC_NUMBER",))
    if fmt not in (None, "colouring+cnf-drat/1"):
        raise BadRequest(f"certificate format {fmt!r} is not colouring+cnf-drat/1")
    k = payload["claim"].get("value")
    if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k <= MAX_COLOURS:
        raise BadRequest(f"claim.value must be an integer in 0..{MAX_COLOURS}")
    subject = payload.get("subject")
    if not isinstance(subject, dict) or set(subject) != {"graph"}:
        raise BadRequest("subject must be exactly {graph}")
    try:
        graph = parse(subject["graph"], "subject.graph")
    except GraphError as exc:
        raise BadRequest(f"{exc.path}: {exc.message}") from None
    cert = payload.get("certificate")
    if not isinstance(cert, dict) or set(cert) != {"colouring", "refutation"}:
        raise BadRequest("certificate needs exactly colouring and refutation")
    colours, refutation = cert["colouring"], cert["refutation"]
    if not isinstance(colours, list) or len(colours) != graph.order:
        raise BadRequest(f"certificate.colouring must give one colour for each of the {graph.order} vertices")
    if not all(isinstance(c, int) and not isinstance(c, bool) for c in colours):
        raise BadRequest("certificate.colouring entries must be integers")
    if refutation is not None:
        refutation = read_refutation(refutation, ("colours",))
    return k, graph, colours, refutation


def _colouring_fault(graph: Graph, colours: list[int], k: int) -> str | None:
    for v, c in enumerate(colours):
        if not 0 <= c < k:
            return f"vertex {graph.labels[v]!r} has colour {c}, outside 0..{k - 1}"
    for u, v in graph.edges:
        if colours[u] == colours[v]:
            return f"edge {graph.labels[u]!r}-{graph.labels[v]!r} is monochromatic (colour {colours[u]})"
    return None


def _model(payload: dict[str, Any]) -> dict[str, Any]:
    """The graph read, for every decision made after reading it."""
    subject = payload.get("subject")
    if not isinstance(subject, dict) or set(subject) != {"graph"}:
        return {}
    try:
        return {"model": described([("graph", parse(subject["graph"], "subject.graph"), subject["graph"])])}
    except GraphError:
        return {}


def check(payload: dict[str, Any]) -> dict[str, Any]:
    return {**_check(payload), **_model(payload)}


def _check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        k, graph, colours, refutation = _request(payload)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    checked: dict[str, Any] = {"vertices": graph.order, "edges": len(graph.edges)}
    fault = _colouring_fault(graph, colours, k)
    if fault is not None:
        return {
            "accepted": False,
            "reason": f"the colouring is not a proper {k}-colouring: {fault}",
            "checked": checked,
        }
    if k == 0:
        ok = graph.order == 0 and refutation is None
        reason = (
            "the empty graph has chromatic number 0" if ok else "only the graph without vertices has chromatic number 0"
        )
        return {"accepted": ok, "reason": reason, "checked": checked}
    if refutation is None or refutation["colours"] != k - 1:
        got = None if refutation is None else refutation["colours"]
        return {
            "accepted": False,
            "reason": f"a refutation of {k - 1} colours is needed, got {got!r}",
            "checked": checked,
        }
    try:
        num_vars, clauses = encode(graph.order, graph.edges, k - 1)
    except EncodingTooLarge as exc:
        return {"accepted": False, "reason": str(exc), "checked": checked}
    mine, refuted = digest(num_vars, clauses), refutation["cnf_sha256"]
    why, counts = check_refutation(num_vars, clauses, mine, refuted, refutation["proof"], f"{k - 1}-colourability")
    if why is not None:
        return {"accepted": False, "reason": why, "checked": checked, **counts}
    checked.update(counts)
    return {
        "accepted": True,
        "decided_by": counts["decided_by"],
        "reason": f"a proper {k}-colouring was evaluated and the checker's CNF of "
        f"{k - 1}-colourability was refuted by the DRAT proof (LRAT kernel)",
        "checked": checked,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
