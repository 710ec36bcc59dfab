"""Exact MIP certificate checker: an integral feasible point and a branch-and-bound tree, in fractions.

``python -I -m jacobian.checkers.exact.mip_check``. Format ``mip-certificate/1``. The subject is
the MIP as the caller wrote it: the typed LP of ``lp-certificate/1`` plus ``integer`` (one boolean
per variable), MPS text (integer columns from INTORG/INTEND markers and BV/LI/UI bounds) or LP file
text (General and Binary sections), read by this package's own readers; every decision made after
reading the subject reports the model read (``"model"``, :func:`.model.described`). Values refer to the
minimization form ``c' = c`` or ``-c`` (max).

- ``MIP_OPTIMAL {objective}``, certificate ``{x, tree}``: x integral where required, feasible, with
  c x + objective_constant = objective; ``tree``: a list of nodes, node 0 the root with the
  subject's bounds. A node is ``{"branch": j, "at": k, "children": [d, u]}`` (j an integer variable,
  k an integer; child d gets x_j <= k, child u gets x_j >= k + 1), or a leaf: ``{"y": [...]}`` whose
  Lagrangian bound over the node's bounds (as in ``lp-certificate/1``) is >= c' x, ``{"farkas": [...]}``
  proving the node's relaxation empty, or ``{"empty": true}`` when some lower bound exceeds its upper
  bound. Every node must be reached exactly once from the root. Every integral point lies in some
  leaf, so none is better than x.
- Objective lattice: when every continuous variable has c'_j = 0, c' x lies in g Z for every x integral on
  the integer variables, g the gcd of the integer variables' c'_j (over their common denominator). Then no
  value lies strictly between c' x - g and c' x, so a ``y`` leaf closes when its bound is > c' x - g. g is
  derived here from the subject (:func:`objective_lattice`), never read from the certificate; without a
  lattice (g = 0) a leaf closes only at bound >= c' x.
- ``MIP_INFEASIBLE``, certificate ``{tree}``: the same tree with no ``y`` leaves.
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd
from typing import Any

from ..entry import guarded, serve_check
from . import algebra
from .lp_check import SUBJECT as LP_SUBJECT
from .lp_check import dual_bound, prepared, primal_violation, read_model
from .model import described
from .rationals import MAX_CERT_BITS, BadRequest, fields, rational, shown, vector

FORMAT = "mip-certificate/1"
CLAIMS = ("MIP_OPTIMAL", "MIP_INFEASIBLE")
MAX_NODES = 20_000  # jacobian.contracts.exact_lp.MAX_MIP_NODES, restated (a checker imports only checkers/)


def read_mip(subject: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The model (the dict of :mod:`.model`) and its format; the typed form must give ``integer``."""
    if "mps" not in subject and "lp" not in subject and subject.get("integer") is None:
        raise BadRequest("subject.integer must give true or false for every variable")
    return read_model(subject)


def objective_lattice(cmin: list[Fraction], integer: list[bool]) -> Fraction:
    """g > 0 with c' x in g Z for every x integral on the integer variables; 0 when a continuous variable costs."""
    if any(cj and not flag for cj, flag in zip(cmin, integer)):
        return Fraction(0)
    numerators, d = algebra.common(cmin)
    return Fraction(gcd(*numerators), d)


def _tree(tree: Any, lp: tuple, integer: list[bool], best: Fraction | None) -> str | None:
    """Why the tree does not cover every integral point with a leaf that excludes a better one; None if it does."""
    cmin, A, senses, b, lower, upper = lp
    g = objective_lattice(cmin, integer)
    if not isinstance(tree, list) or not 1 <= len(tree) <= MAX_NODES:
        return f"the tree must be a list of 1..{MAX_NODES} nodes"
    seen, todo = {0}, [(0, list(lower), list(upper))]
    while todo:
        index, lo, up = todo.pop()
        node = tree[index]
        if not isinstance(node, dict) or len(set(node) & {"branch", "y", "farkas", "empty"}) != 1:
            return f"node {index} is not a branch or a leaf"
        if "branch" in node:
            fields(node, {"branch", "at", "children"}, f"tree[{index}]")
            j, k, kids = node["branch"], node.get("at"), node.get("children")
            if type(j) is not int or not 0 <= j < len(integer) or not integer[j]:
                return f"node {index} branches on {j!r}, not an integer variable"
            if type(k) is not int or k.bit_length() > MAX_CERT_BITS:
                return f"node {index} branches at {k!r}, not an integer"
            if not isinstance(kids, list) or len(kids) != 2 or any(type(t) is not int for t in kids):
                return f"node {index} needs two children"
            if any(not 0 < t < len(tree) or t in seen for t in kids) or kids[0] == kids[1]:
                return f"node {index}: a child is out of range or reached twice"
            seen.update(kids)
            down_up, up_lo = list(up), list(lo)
            down_up[j] = Fraction(k) if up[j] is None else min(up[j], Fraction(k))
            up_lo[j] = Fraction(k + 1) if lo[j] is None else max(lo[j], Fraction(k + 1))
            todo += [(kids[0], lo, down_up), (kids[1], up_lo, up)]
        elif "empty" in node:
            if node != {"empty": True} or not any(a is not None and z is not None and a > z for a, z in zip(lo, up)):
                return f"node {index} is marked empty but its bounds are not crossed"
        elif "farkas" in node:
            y = vector(node["farkas"], len(A.rows), f"tree[{index}].farkas", MAX_CERT_BITS)
            bound, why = dual_bound([Fraction(0)] * len(cmin), A, senses, b, lo, up, y)
            if len(node) != 1 or bound is None or bound <= 0:
                return f"node {index}: not a Farkas proof ({why if bound is None else f'bound {shown(bound)}'})"
        else:
            y = vector(node["y"], len(A.rows), f"tree[{index}].y", MAX_CERT_BITS)
            bound, why = dual_bound(cmin, A, senses, b, lo, up, y)
            if len(node) != 1 or bound is None:
                return f"node {index}: the dual is not valid ({why})"
            if best is None or not (bound > best - g if g else bound >= best):
                step = f" less the objective's lattice step {shown(g)}" if g else ""
                better = f"a value better than the incumbent's {shown(best)}{step}"
                return f"node {index}: bound {shown(bound)} does not exclude {better}"
    if len(seen) != len(tree):
        return f"{len(tree) - len(seen)} nodes are not reached from the root"
    return None


def decide(claim: dict[str, Any], lp: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    c, A, senses, b, lower, upper, sign, constant = prepared(lp)
    integer = lp["integer"]
    cmin = [sign * v for v in c]
    kind, best = claim["kind"], None
    if kind != "MIP_INFEASIBLE":
        x = vector(cert.get("x"), len(c), "certificate.x", MAX_CERT_BITS)
        if any(flag and v.denominator != 1 for v, flag in zip(x, integer)):
            return False, "x is not integral on the integer variables"
        violation = primal_violation(A, senses, b, lower, upper, x)
        if violation:
            return False, violation
        claimed = rational(claim.get("objective"), "claim.objective", MAX_CERT_BITS)
        value = algebra.common_dot(c, x) + constant
        if value != claimed:
            return False, f"c x + {shown(constant)} = {shown(value)}, not the claimed {shown(claimed)}"
        best = algebra.common_dot(cmin, x)
    why = _tree(cert.get("tree"), (cmin, A, senses, b, lower, upper), integer, best)
    if why:
        return False, why
    nodes = len(cert["tree"])
    if kind == "MIP_INFEASIBLE":
        return True, f"a {nodes}-node branch-and-bound tree whose every leaf is empty: no integral feasible point"
    return True, f"x feasible and integral; a {nodes}-node branch-and-bound tree bounds every other leaf: optimum"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}  # the model read, once the subject has been read
    try:
        claim = fields(payload.get("claim"), {"kind", "objective", "format"}, "claim")
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format {claim.get('format')!r} is not {FORMAT}")
        subject = fields(payload.get("subject"), LP_SUBJECT, "subject")
        cert = fields(payload.get("certificate"), {"x", "tree"}, "certificate")
        lp, fmt = read_mip(subject)
        model = {"model": described(lp, fmt)}
        accepted, reason = decide(claim, lp, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
