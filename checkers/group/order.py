"""Group order checker: recompute the order of a permutation group by Schreier-Sims.

``python -I -m jacobian.checkers.group.order``. Claim ``{"kind": "GROUP_ORDER",
"order": "<decimal>"}``, subject ``{"group": {"degree", "generators"}}``.
Accepted exactly when the order of an independently computed, complete
stabilizer chain equals the claimed order.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .request import BadRequest, claim_kind, decimal, group
from .schreier_sims import StabilizerChain


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = claim_kind(payload, ("GROUP_ORDER",))
        claimed = decimal(claim.get("order"), "claim.order")
        subject = payload.get("subject")
        if not isinstance(subject, dict):
            raise BadRequest("payload.subject must be an object")
        degree, gens = group(subject.get("group"), "subject.group")
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    chain = StabilizerChain(degree, gens)
    order = chain.order()
    checked = {"degree": degree, "generators": len(gens), "base_length": len(chain.base), "order": str(order)}
    if order != claimed:
        return {"accepted": False, "reason": f"the group has order {order}, not {claimed}", "checked": checked}
    return {
        "accepted": True,
        "reason": f"a complete stabilizer chain (base length {len(chain.base)}) gives order {order}",
        "checked": checked,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
