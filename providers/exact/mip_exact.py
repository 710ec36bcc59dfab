"""Exact MIP answers (worker side): a HiGHS incumbent made exact, then a branch-and-bound tree whose
leaves carry exact LP certificates (imports highspy and flint through :mod:`.lp_exact`).

HiGHS's MIP solver gives an incumbent in floating point; its integer entries are rounded and the
continuous ones re-solved exactly with the integers fixed, so the incumbent is exactly feasible or
dropped. Optimality is then proved by our own depth-first branch and bound over exact LP
relaxations (HiGHS simplex + exact basis reconstruction, :func:`lp_exact.exact_optimum`): a node
is closed by an exact dual y whose Lagrangian bound is at least the incumbent's value (minimization
form), by an exact Farkas y when its relaxation is infeasible, or as empty when branching crossed an
integer variable's bounds; otherwise it branches on the first fractional integer variable. The tree
(format ``mip-certificate/1``, a flat list of nodes, root first) is what the checker replays.
Past ``max_nodes`` no tree is returned: the incumbent stays, optimality unproven.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import highspy

from .lp_exact import LP, exact_optimum, highs_solve, phase_one, q
from .rational import text

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
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.setOptionValue("mip_rel_gap", 0.0)
    if time_limit:
        h.setOptionValue("time_limit", float(time_limit))
    inf = highspy.kHighsInf
    h.addVars(
        len(lp.c),
        [-inf if v is None else float(v) for v in lp.lower],
        [inf if v is None else float(v) for v in lp.upper],
    )
    h.changeColsCost(len(lp.c), list(range(len(lp.c))), [float(v) for v in lp.c])
    for row, sense, bi in zip(lp.rows, lp.senses, lp.b):
        lo = -inf if sense == "<=" else float(bi)
        up = inf if sense == ">=" else float(bi)
        h.addRow(lo, up, len(row), [j for j, _ in row], [float(a) for _, a in row])
    for j, flag in enumerate(integer):
        if flag:
            h.changeColIntegrality(j, highspy.HighsVarType.kInteger)
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


def _fractional(x: list[Fraction], integer: list[bool]) -> int | None:
    return next((j for j, (v, flag) in enumerate(zip(x, integer)) if flag and v.denominator != 1), None)


def branch_and_bound(
    lp: LP, integer: list[bool], incumbent: tuple[list[Fraction], Fraction] | None, max_nodes: int
) -> tuple[tuple[list[Fraction], Fraction] | None, list[dict[str, Any]] | None, str]:
    """(incumbent, tree or None, note). Nodes: {"y"} | {"farkas"} | {"empty"} | {"branch", "at", "children"}."""
    tree: list[dict[str, Any]] = []
    stack: list[tuple[int, list, list]] = [(0, list(lp.lower), list(lp.upper))]
    tree.append({})
    while stack:
        index, lower, upper = stack.pop()
        if any(lo is not None and up is not None and lo > up for lo, up in zip(lower, upper)):
            tree[index] = {"empty": True}
            continue
        node = LP(lp.c, lp.A, lp.senses, lp.b, lower, upper)
        status, _, exact = exact_optimum(node, None)
        if status in (S.kInfeasible, S.kUnboundedOrInfeasible):
            aux_status, _, feas = exact_optimum(phase_one(node), None)
            if aux_status != S.kOptimal or feas is None or feas.why_not is not None or feas.primal <= 0:
                return incumbent, None, f"node {index}: no exact Farkas certificate for an infeasible relaxation"
            tree[index] = {"farkas": [text(v) for v in feas.y]}
            continue
        if status != S.kOptimal or exact is None or exact.why_not is not None:
            why = highspy.Highs().modelStatusToString(status) if exact is None else exact.why_not
            return incumbent, None, f"node {index}: the relaxation gave no exact optimum ({why})"
        bound = fr(exact.dual)
        x = [fr(v) for v in exact.x]
        j = _fractional(x, integer)
        if incumbent is not None and bound >= incumbent[1] or j is None:
            if j is None and (incumbent is None or bound < incumbent[1]):
                incumbent = (x, bound)
            tree[index] = {"y": [text(v) for v in exact.y]}
            continue
        if len(tree) + 2 > max_nodes:
            return incumbent, None, f"the branch-and-bound tree would exceed max_nodes = {max_nodes}"
        k = math.floor(x[j])
        down, up = len(tree), len(tree) + 1
        tree += [{}, {}]
        tree[index] = {"branch": j, "at": k, "children": [down, up]}
        up_lower = list(lower)
        up_lower[j] = Fraction(k + 1) if lower[j] is None else max(lower[j], Fraction(k + 1))
        down_upper = list(upper)
        down_upper[j] = Fraction(k) if upper[j] is None else min(upper[j], Fraction(k))
        stack.append((up, up_lower, list(upper)))
        stack.append((down, list(lower), down_upper))
    return incumbent, tree, f"branch and bound closed all {len(tree)} nodes"


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
