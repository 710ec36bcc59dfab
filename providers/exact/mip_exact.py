"""Exact MIP answers (worker side): a HiGHS incumbent made exact, then a branch-and-bound tree whose
leaves carry exact LP certificates (imports highspy and flint through :mod:`.lp_exact`).

HiGHS's MIP solver gives an incumbent in floating point; its integer entries are rounded and the
continuous ones re-solved exactly with the integers fixed, so the incumbent is exactly feasible or
dropped. Optimality is then proved by our own depth-first branch and bound over one warm-started
HiGHS model (:mod:`.node_lp`: each node changes column bounds and re-solves from its parent's basis).
A node is closed by a dual y whose exact Lagrangian bound reaches the incumbent's value (minimization
form) -- or exceeds it less the objective's lattice step g when every cost sits on a lattice
(:func:`objective_lattice`; the checker derives g itself). That y is first HiGHS's float duals rounded
with their signs fixed (:mod:`.safe_dual`, no exact solve); only when that bound is missing or too weak
is the node's basis made exact (:func:`lp_exact.reconstruct`, then a fresh :func:`lp_exact.exact_optimum`).
An infeasible node is closed by HiGHS's dual ray rounded into a Farkas y, else by an exact phase one; a
node whose bounds crossed is empty. Otherwise it branches on the variable chosen by pseudocosts
(:mod:`.branching`). The tree (format ``mip-certificate/1``, a flat list of nodes, root first) is what
the checker replays. Past ``max_nodes`` no tree is returned: the incumbent stays, optimality unproven.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import highspy

from .branching import PROBES, Pseudocosts
from .lp_exact import LP, Exact, exact_optimum, highs_solve, load_highs, phase_one, q, reconstruct
from .node_lp import NodeLP, NodeSolution, bounds
from .rational import text
from .safe_dual import SafeDuals

S = highspy.HighsModelStatus


@dataclass
class MipAnswer:
    x: list[Fraction] | None  # exact incumbent (minimization form value below)
    value: Fraction | None
    tree: list[dict[str, Any]] | None  # None: optimality (or infeasibility) not proved
    note: str
    highs_status: str
    highs_bound: float | None


def fr(v: Any) -> Fraction:
    """An fmpq (or Fraction) as a Fraction."""
    return Fraction(int(v.p), int(v.q)) if hasattr(v, "p") else Fraction(v)


def highs_mip(lp: LP, integer: list[bool], time_limit: float | None) -> tuple[str, list[float] | None, float | None]:
    h = load_highs(lp, time_limit, {"mip_rel_gap": 0.0}, integer)
    h.run()
    status = h.getModelStatus()
    name = h.modelStatusToString(status)
    info = h.getInfo()
    bound = info.mip_dual_bound if math.isfinite(info.mip_dual_bound) else None
    x = list(h.getSolution().col_value) if info.primal_solution_status == 2 else None
    return name, x, bound


def exact_incumbent(lp: LP, integer: list[bool], x: list[float]) -> tuple[list[Fraction], Fraction] | None:
    """Round the integer entries, solve for the continuous ones exactly; None unless exactly feasible."""
    fixed = [Fraction(round(v)) if flag else None for v, flag in zip(x, integer)]
    lower = [f if f is not None else lo for f, lo in zip(fixed, lp.lower)]
    upper = [f if f is not None else up for f, up in zip(fixed, lp.upper)]
    if any(lo is not None and up is not None and lo > up for lo, up in zip(lower, upper)):
        return None
    status, _, exact = exact_optimum(LP(lp.c, lp.A, lp.senses, lp.b, lower, upper), None)
    if status != S.kOptimal or exact is None or exact.why_not is not None:
        return None
    xs = [fr(v) for v in exact.x]
    return xs, fr(exact.primal)


TOLERANCE = 1e-6  # |x_j - round(x_j)| at most this counts as integral in HiGHS's x (its MIP feasibility tolerance)


def objective_lattice(c: list[Fraction], integer: list[bool]) -> Fraction:
    """g > 0 when c x lies in g Z for every x integral on the integer variables (every continuous variable
    costs 0; g the gcd of the integer variables' costs), else 0. The checker derives the same g itself."""
    if any(cj and not flag for cj, flag in zip(c, integer)):
        return Fraction(0)
    d = math.lcm(*(cj.denominator for cj in c))
    return Fraction(math.gcd(*(cj.numerator * (d // cj.denominator) for cj in c)), d)


def branch_and_bound(
    lp: LP, integer: list[bool], incumbent: tuple[list[Fraction], Fraction] | None, max_nodes: int
) -> tuple[tuple[list[Fraction], Fraction] | None, list[dict[str, Any]] | None, str]:
    """(incumbent, tree or None, note). Nodes: {"y"} | {"farkas"} | {"empty"} | {"branch", "at", "children"}.

    Depth first over one warm-started HiGHS model (:class:`.node_lp.NodeLP`). A node closes when its safe
    dual bound (:mod:`.safe_dual`, HiGHS's duals rounded) reaches the incumbent -- or exceeds it minus the
    objective lattice step g (:func:`objective_lattice`), since no better value lies in between; only
    when that fails does the node's basis get reconstructed exactly (:func:`.lp_exact.reconstruct`, then a
    fresh :func:`.lp_exact.exact_optimum`). It branches on the most fractional integer variable.
    """
    g = objective_lattice(lp.c, integer)
    safe, model = SafeDuals(lp), NodeLP(lp)

    def closes(bound: Fraction | None) -> bool:
        best = None if incumbent is None else incumbent[1]
        return bound is not None and best is not None and (bound > best - g if g else bound >= best)

    def near(objective: float | None) -> bool:
        """HiGHS's node value is within reach of closing, up to a margin for its rounding: at least the
        incumbent's less the margin (without a lattice), above best - g by more than the margin (with one: a
        value at best - g cannot close, and branching is always sound)."""
        if incumbent is None or objective is None:
            return False
        best, margin = float(incumbent[1]), 1e-6 * (1 + abs(float(incumbent[1])))
        return objective > best - float(g) + margin if g else objective > best - margin

    tree: list[dict[str, Any]] = [{}]
    costs = Pseudocosts(len(lp.c))
    # (node, lower, upper, its branchings as HiGHS's bounds, basis to start from, (j, up, distance, parent's
    # value) of the branch that made it)
    stack: list[tuple[int, list, list, dict, Any, Any]] = [(0, list(lp.lower), list(lp.upper), {}, None, None)]
    while stack:
        index, lower, upper, path, basis, made = stack.pop()
        crossed = range(len(lower)) if made is None else (made[0],)  # only the branched column can cross
        if any(lower[t] is not None and upper[t] is not None and lower[t] > upper[t] for t in crossed):
            tree[index] = {"empty": True}
            continue
        sol = model.solve(path, basis)
        node = LP(lp.c, lp.A, lp.senses, lp.b, lower, upper)
        if sol.status in (S.kInfeasible, S.kUnboundedOrInfeasible):
            if made is not None and incumbent is not None:  # an empty child counts as rising to the incumbent
                costs.record(made[0], made[1], float(incumbent[1]) - made[3], made[2])
            farkas = _farkas(safe, node, sol.ray)
            if farkas is None:
                return incumbent, None, f"node {index}: no exact Farkas certificate for an infeasible relaxation"
            tree[index] = {"farkas": farkas}
            continue
        if sol.status != S.kOptimal or sol.x is None or sol.y is None:
            why = highspy.Highs().modelStatusToString(sol.status)
            return incumbent, None, f"node {index}: the relaxation has no optimum ({why})"
        if made is not None and sol.objective is not None:
            costs.record(made[0], made[1], sol.objective - made[3], made[2])
        j = _choose(model, costs, sol, integer, None if incumbent is None else float(incumbent[1]))
        at: float | Fraction | None = None if j is None else sol.x[j]
        if j is None:  # HiGHS's x is integral: a candidate incumbent, made exact
            found = exact_incumbent(lp, integer, sol.x)
            if found is not None and (incumbent is None or found[1] < incumbent[1]):
                incumbent = found
        if j is None or near(sol.objective):  # else the float bound is clearly too low: branch, no exact work
            short = safe.simple(sol.y)
            if short is not None and closes(safe.bound(short[0], lower, upper, scale=short[1])):
                tree[index] = {"y": safe.text(*short)}
                continue
            Y = safe.rounded(sol.y)
            if Y is not None and closes(safe.bound(Y, lower, upper)):
                tree[index] = {"y": safe.text(Y)}
                continue
            exact = _exact_node(node, sol.basis)
            if exact is None and j is None:
                return incumbent, None, f"node {index}: the relaxation gave no exact optimum"
            if exact is not None:
                x, bound = [fr(v) for v in exact.x], fr(exact.dual)
                jx = _fractional_exact(x, integer)
                if jx is None and (incumbent is None or bound < incumbent[1]):
                    incumbent = (x, bound)
                if closes(bound):
                    tree[index] = {"y": [text(v) for v in exact.y]}
                    continue
                if j is None:
                    if jx is None:
                        return incumbent, None, f"node {index}: an integral optimum that does not close its node"
                    j, at = jx, x[jx]
        assert j is not None and at is not None
        if len(tree) + 2 > max_nodes:
            return incumbent, None, f"the branch-and-bound tree would exceed max_nodes = {max_nodes}"
        k = math.floor(at)
        down, up = len(tree), len(tree) + 1
        tree += [{}, {}]
        tree[index] = {"branch": j, "at": k, "children": [down, up]}
        up_lower = list(lower)
        up_lower[j] = Fraction(k + 1) if lower[j] is None else max(lower[j], Fraction(k + 1))
        down_upper = list(upper)
        down_upper[j] = Fraction(k) if upper[j] is None else min(upper[j], Fraction(k))
        value, f = sol.objective, float(at) - k
        up_path, down_path = {**path, j: bounds(up_lower[j], upper[j])}, {**path, j: bounds(lower[j], down_upper[j])}
        stack.append((up, up_lower, list(upper), up_path, sol.basis, (j, 1, 1 - f, value)))
        stack.append((down, list(lower), down_upper, down_path, None, (j, 0, f, value)))
    return incumbent, tree, f"branch and bound closed all {len(tree)} nodes"


def _choose(
    model: NodeLP, costs: Pseudocosts, sol: NodeSolution, integer: list[bool], best: float | None
) -> int | None:
    """The branching variable (reliability branching, :mod:`.branching`), None when HiGHS's x is integral."""
    assert sol.x is not None and sol.objective is not None
    ranked = costs.ranked(sol.x, integer, TOLERANCE)
    probed = 0
    for j in ranked:
        if probed == PROBES:
            break
        if costs.unreliable(j):
            probed += 1
            f = sol.x[j] - math.floor(sol.x[j])
            for up, (value, distance) in enumerate(zip(model.probe(j, sol.x[j], sol.basis), (f, 1 - f))):
                if value == math.inf and best is not None:
                    value = best
                costs.record(j, up, value - sol.objective, distance)
    return costs.choose(sol.x, integer, TOLERANCE) if probed else (ranked[0] if ranked else None)


def _fractional_exact(x: list[Fraction], integer: list[bool]) -> int | None:
    return next((j for j, (v, flag) in enumerate(zip(x, integer)) if flag and v.denominator != 1), None)


def _exact_node(node: LP, basis: Any) -> Exact | None:
    """The node's exact optimum: from the warm model's basis, else from a fresh solve (tighter on retry)."""
    exact = reconstruct(node, basis) if basis is not None else None
    if exact is None or exact.why_not is not None:
        status, _, exact = exact_optimum(node, None)
        if status != S.kOptimal:
            return None
    return exact if exact is not None and exact.why_not is None else None


def _farkas(safe: SafeDuals, node: LP, ray: list[float] | None) -> list[str] | None:
    """An exact Farkas y for an infeasible node: HiGHS's dual ray rounded (either sign), else phase one."""
    for sign in (1, -1):
        Y = None if ray is None else safe.rounded([sign * v for v in ray])
        if Y is not None:
            bound = safe.bound(Y, node.lower, node.upper, objective=False)
            if bound is not None and bound > 0:
                return safe.text(Y)
    status, _, feas = exact_optimum(phase_one(node), None)
    if status != S.kOptimal or feas is None or feas.why_not is not None or feas.primal <= 0:
        return None
    return [text(v) for v in feas.y]


def solve_mip(lp: LP, integer: list[bool], max_nodes: int, time_limit: float | None) -> MipAnswer:
    name, x, hbound = highs_mip(lp, integer, time_limit)
    incumbent = exact_incumbent(lp, integer, x) if x is not None else None
    status, _, _ = highs_solve(lp, time_limit)  # the relaxation: unbounded means no certificate here
    if status in (S.kUnbounded, S.kUnboundedOrInfeasible):
        xs, value = (None, None) if incumbent is None else incumbent
        return MipAnswer(xs, value, None, "the LP relaxation is unbounded: no tree certificate", name, hbound)
    incumbent, tree, note = branch_and_bound(lp, integer, incumbent, max_nodes)
    xs, value = (None, None) if incumbent is None else incumbent
    return MipAnswer(xs, value, tree, note, name, hbound)


__all__ = ["MipAnswer", "q", "solve_mip"]
