"""Worker: check "no magma of order n satisfies the sources and falsifies the target", for each
order of the subject, from DRAT proofs.

``python -I -m jacobian.checkers.algebra.refutation_check``; payload
``{"claim": {"kind": "MAGMA_NO_COUNTERMODEL"}, "subject": {"sources": [...], "target": law,
"orders": [n, ...]}, "certificate": {"refutations": [{"order": n, "cnf_sha256": "sha256:...",
"proof_text": "..."}, ...]}}``.

For each order the checker (1) builds its own CNF from its own parse of the laws
(:mod:`.encode`), (2) requires its digest to equal ``cnf_sha256``, the CNF the solver
refuted, and (3) elaborates the DRAT proof to LRAT against *its* CNF and lets the LRAT
kernel decide (the SAT checker's :mod:`..sat.elaborate` and :mod:`..sat.lrat`). Every
order of the subject needs exactly one refutation; any failure rejects the whole claim. Every
decision made after the question was read carries ``model`` (:func:`.terms.model`).
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.drat import MAX_PROOF_BYTES
from ..sat.refutation import check_refutation
from ..sat.request import BadRequest, claim_and_format
from .encode import EncodingTooLarge, digest, encode
from .subject import laws, orders
from .terms import model


def _refutations(certificate: Any, wanted: list[int]) -> dict[int, dict[str, Any]]:
    if not isinstance(certificate, dict) or not isinstance(certificate.get("refutations"), list):
        raise BadRequest("certificate.refutations must be a list")
    found: dict[int, dict[str, Any]] = {}
    total = 0
    for i, item in enumerate(certificate["refutations"]):
        if not isinstance(item, dict) or set(item) != {"order", "cnf_sha256", "proof_text"}:
            raise BadRequest(f"refutations[{i}] needs exactly order, cnf_sha256, proof_text")
        order, proof = item["order"], item["proof_text"]
        if not isinstance(order, int) or isinstance(order, bool) or order in found:
            raise BadRequest(f"refutations[{i}].order must be an integer given once")
        if not isinstance(proof, str) or not isinstance(item["cnf_sha256"], str):
            raise BadRequest(f"refutations[{i}]: cnf_sha256 and proof_text must be strings")
        total += len(proof)
        if total > MAX_PROOF_BYTES:
            raise BadRequest("proofs too large")
        found[order] = item
    if sorted(found) != sorted(wanted):
        raise BadRequest(f"refutations cover orders {sorted(found)}, the claim is about {sorted(wanted)}")
    return found


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        _, fmt = claim_and_format(payload, ("MAGMA_NO_COUNTERMODEL",))
        if fmt not in (None, "cnf-drat/1"):
            raise BadRequest(f"certificate format {fmt!r} is not cnf-drat/1")
        sources, target = laws(payload.get("subject"))
        wanted = orders(payload["subject"])
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = model(sources, target, wanted)  # the question was read: every decision from here on states it
    try:
        given = _refutations(payload.get("certificate"), wanted)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, "model": read}
    checked: dict[str, Any] = {}
    for n in sorted(wanted):
        try:
            num_vars, clauses = encode(sources, target, n)
        except EncodingTooLarge as exc:
            return {"accepted": False, "reason": f"order {n}: {exc}", "checked": checked, "model": read}
        mine, refuted = digest(num_vars, clauses), given[n]["cnf_sha256"]
        what = f"the order-{n} countermodel search"
        why, counts = check_refutation(num_vars, clauses, mine, refuted, given[n]["proof_text"], what)
        if why is not None:
            return {"accepted": False, "reason": f"order {n}: {why}", "checked": checked, "model": read, **counts}
        checked[str(n)] = counts
    return {
        "accepted": True,
        "decided_by": ", ".join(sorted({counts["decided_by"] for counts in checked.values()})) or None,
        "reason": f"no countermodel of order {', '.join(map(str, sorted(wanted)))}: "
        "each order's CNF re-encoded by the checker and its DRAT proof checked by the LRAT kernel",
        "checked": checked,
        "model": read,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
