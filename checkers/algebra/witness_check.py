"""Worker: check a claimed countermodel: a magma (operation table) in which every source law
holds and the target law fails, by evaluating every law under every assignment.

``python -I -m jacobian.checkers.algebra.witness_check``; payload
``{"claim": {"kind": "MAGMA_COUNTERMODEL"}, "subject": {"sources": [...], "target": law},
"certificate": {"order": n, "table": [[...], ...]}}``. Every decision made after the laws were read
carries ``model`` (:func:`.terms.model`: the laws and variables, the digest of the laws as read).
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .subject import laws, table
from .terms import falsifying, law_variables, model

MAX_EVALUATIONS = 20_000_000


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        _, fmt = claim_and_format(payload, ("MAGMA_COUNTERMODEL",))
        if fmt not in (None, "operation-table/1"):
            raise BadRequest(f"certificate format {fmt!r} is not an operation table")
        sources, target = laws(payload.get("subject"))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = model(sources, target)  # the laws were read: every decision from here on states them
    try:
        rows = table(payload.get("certificate"))
        work = sum(len(rows) ** len(law_variables(law)) for law in sources + [target])
        if work > MAX_EVALUATIONS:
            raise BadRequest(f"more than {MAX_EVALUATIONS} law evaluations")
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, "model": read}
    checked = {"order": len(rows), "sources": len(sources), "assignments": work}
    for i, law in enumerate(sources):
        bad = falsifying(law, rows)
        if bad is not None:
            return {"accepted": False, "reason": f"source law {i} fails at {bad}", "checked": checked, "model": read}
    bad = falsifying(target, rows)
    if bad is None:
        return {"accepted": False, "reason": "the target law holds on the table", "checked": checked, "model": read}
    return {
        "accepted": True,
        "reason": f"every source law holds on all {len(rows)}-element assignments and the target fails at {bad}",
        "checked": checked,
        "falsifying": bad,
        "model": read,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
