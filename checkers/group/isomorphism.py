"""Group isomorphism checker: the images of the generators define an isomorphism.

``python -I -m jacobian.checkers.group.isomorphism``. Claim ``{"kind":
"GROUP_ISOMORPHISM"}``, subject ``{"first": G, "second": H}``, certificate
``{"images": [image of each generator of G, as a permutation of H's points]}``.

With G = <g_1..g_k> on n points, H on m points and k_i the claimed images:
- D = <(g_i, k_i)> acting on n + m points is the graph of a homomorphism
  G -> Sym(m) exactly when |D| = |G| (the kernel of D's projection onto G,
  D ∩ (1 x Sym(m)), is then trivial; that is, every relation among the g_i
  holds among the k_i);
- the homomorphism is injective exactly when its image K = <k_i> has |K| = |G|;
- it maps onto H exactly when every k_i lies in H and |K| = |H|.
All orders and the membership tests come from :mod:`.schreier_sims`.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .request import BadRequest, claim_kind, group, permutation
from .schreier_sims import StabilizerChain


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim_kind(payload, ("GROUP_ISOMORPHISM",))
        subject = payload.get("subject")
        if not isinstance(subject, dict):
            raise BadRequest("payload.subject must be an object")
        n, g_gens = group(subject.get("first"), "subject.first")
        m, h_gens = group(subject.get("second"), "subject.second")
        certificate = payload.get("certificate")
        images = certificate.get("images") if isinstance(certificate, dict) else None
        if not isinstance(images, list) or len(images) != len(g_gens):
            raise BadRequest(f"certificate.images must list one image for each of the {len(g_gens)} generators")
        k_gens = [permutation(img, m, f"certificate.images[{i}]") for i, img in enumerate(images)]
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    g_chain, h_chain = StabilizerChain(n, g_gens), StabilizerChain(m, h_gens)
    order_g, order_h = g_chain.order(), h_chain.order()
    checked: dict[str, Any] = {"order_first": str(order_g), "order_second": str(order_h)}
    if order_g != order_h:
        return {
            "accepted": False,
            "reason": f"the groups have different orders ({order_g} and {order_h})",
            "checked": checked,
        }
    for i, k in enumerate(k_gens):
        if not h_chain.contains(k):
            return {
                "accepted": False,
                "reason": f"the image of generator {i} is not an element of the second group",
                "checked": checked,
            }
    pairs = [g + tuple(n + x for x in k) for g, k in zip(g_gens, k_gens)]
    order_d = StabilizerChain(n + m, pairs).order()
    checked["order_graph"] = str(order_d)
    if order_d != order_g:
        return {
            "accepted": False,
            "reason": "the images do not satisfy the relations of the first group: "
            f"the generated subgroup of the direct product has order {order_d}, not {order_g}",
            "checked": checked,
        }
    order_k = StabilizerChain(m, k_gens).order()
    checked["order_image"] = str(order_k)
    if order_k != order_g:
        return {
            "accepted": False,
            "reason": f"the homomorphism is not injective: its image has order {order_k}, not {order_g}",
            "checked": checked,
        }
    return {
        "accepted": True,
        "reason": "the images define a homomorphism (graph of order |G|) that is injective and onto the second group",
        "checked": checked,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
