"""Group order checker: recompute the order of a permutation group by Schreier-Sims.

``python -I -m jacobian.checkers.group.order``. Claim ``{"kind": "GROUP_ORDER",
"order": "<decimal>"}``, subject ``{"group": {"degree", "generators"}}``.
Accepted exactly when the order the checker computes equals the claimed
order: first an exact proof that the group contains the alternating group
on its moved points (:mod:`.giant`, how S1000 is checked), else the order of
a complete stabilizer chain (:mod:`.schreier_sims`; a group too large for it
runs into the checker job's time limit, which decides nothing).
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .giant import giant_order
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
    giant = giant_order(gens)
    if giant is not None:
        order, how = giant
        checked: dict[str, Any] = {"degree": degree, "generators": len(gens), "method": "giant", "order": str(order)}
    else:
        chain = StabilizerChain(degree, gens)
        order, how = chain.order(), f"a complete stabilizer chain (base length {len(chain.base)})"
        checked = {"degree": degree, "generators": len(gens), "base_length": len(chain.base), "order": str(order)}
        checked["method"] = "schreier-sims"
    if order != claimed:
        return {"accepted": False, "reason": f"the group has order {order}, not {claimed}", "checked": checked}
    return {"accepted": True, "reason": f"{how} gives order {order}", "checked": checked}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
