"""Worker: check "the elements can (cannot) be coloured with k colours avoiding the monochromatic patterns" (Ramsey,
van der Waerden, Schur) from a colouring or a DRAT proof.

``python -I -m jacobian.checkers.combinatorics.avoid_check``; payload ``{"claim": {"kind": "COLOURING_AVOIDS",
"exists": bool}, "subject": {"problem": {"problem", "n", "colours", "sizes", "distinct"}}, "certificate":
{"colouring": [c_0, ...]} | {"refutation": {"cnf_sha256": "sha256:...", "proof_text": "..."}}}``; the colouring
gives each element's colour in the order of :func:`.avoid_encode.elements`.
In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).

``exists``: every colour is in 0..k-1 and no pattern of any colour is monochromatic in it (every pattern is
tested). Not ``exists``: the checker builds its own CNF of the problem (:mod:`.avoid_encode`), requires its digest
to equal ``cnf_sha256``, elaborates the DRAT proof to LRAT against *its* CNF and lets the LRAT kernel decide.
Every decision after the problem is read reports it (``model``). Any failure rejects the whole claim.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..entry import guarded, serve_check
from ..graph.encode import digest
from ..sat.refutation import check_refutation, kernel_fields, read_refutation
from ..sat.request import BadRequest, claim_and_format
from .avoid_encode import Problem, ProblemError, element_count, elements, encode, monochromatic, pattern_count, read

FORMAT = "colouring+cnf-drat/1"


def described(p: Problem) -> dict[str, Any]:
    text = json.dumps(p.canonical(), sort_keys=True, separators=(",", ":"))
    summary: dict[str, int | str | bool] = {
        "problem": p.name,
        "n": p.n,
        "colours": p.colours,
        "elements": element_count(p),
        "patterns": pattern_count(p),
    }
    return {"format": "typed", "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}


def _what(p: Problem) -> str:
    if p.name == "ramsey":
        return f"a {p.colours}-colouring of the edges of K_{p.n} with no monochromatic K_s (s = {list(p.sizes)})"
    if p.name == "van_der_waerden":
        return f"a {p.colours}-colouring of 1..{p.n} with no monochromatic progression (lengths {list(p.sizes)})"
    return f"a {p.colours}-colouring of 1..{p.n} with no monochromatic x + y = z" + (" (x != y)" if p.distinct else "")


def _judge(p: Problem, exists: bool, cert: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    checked: dict[str, Any] = {"elements": element_count(p)}
    if exists:
        colours = cert["colouring"]
        if not all(0 <= c < p.colours for c in colours):
            return False, f"a colour is outside 0..{p.colours - 1}", checked
        found = monochromatic(p, colours)
        if found is not None:
            c, pattern = found
            shown = [elements(p)[e] for e in pattern][:12]
            return False, f"colour {c} is monochromatic on the pattern {shown}", checked
        return True, f"{_what(p)}: every pattern was tested", checked
    num_vars, clauses = encode(p)
    proof = cert["refutation"]
    why, counts = check_refutation(
        num_vars, clauses, digest(num_vars, clauses), proof["cnf_sha256"], proof["proof"], f"'{_what(p)}'"
    )
    if why is not None:
        return False, why, {**checked, **counts}
    return (
        True,
        f"the checker's CNF of '{_what(p)} exists' was refuted by the DRAT proof (LRAT kernel)",
        {
            **checked,
            **counts,
        },
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("COLOURING_AVOIDS",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        subject = payload.get("subject")
        if not isinstance(subject, dict) or set(subject) != {"problem"}:
            raise BadRequest("subject must be exactly {problem}")
        try:
            p = read(subject["problem"], "subject.problem")
        except ProblemError as exc:
            raise BadRequest(f"{exc.path}: {exc.message}") from None
        model = {"model": described(p)}
        exists, cert = payload["claim"].get("exists"), payload.get("certificate")
        if not isinstance(exists, bool):
            raise BadRequest("claim.exists must be true or false")
        if not isinstance(cert, dict):
            raise BadRequest("certificate must be an object")
        if exists:
            if set(cert) != {"colouring"}:
                raise BadRequest("certificate needs exactly colouring (the claim is that one exists)")
            colours = cert["colouring"]
            if not isinstance(colours, list) or len(colours) != element_count(p):
                raise BadRequest(f"certificate.colouring must give a colour to each of the {element_count(p)} elements")
            if not all(isinstance(c, int) and not isinstance(c, bool) for c in colours):
                raise BadRequest("certificate.colouring entries must be integers")
        else:
            proof = cert.get("refutation")
            if set(cert) != {"refutation"} or not isinstance(proof, dict):
                raise BadRequest("certificate needs exactly refutation (the claim is that none exists)")
            cert = {"refutation": read_refutation(proof)}  # its proof: text, or a file beside the checker
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    ok, reason, checked = _judge(p, exists, cert)
    return {"accepted": ok, "reason": reason, "checked": checked, **model, **kernel_fields(checked)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
