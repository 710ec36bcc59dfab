"""One warm-started HiGHS model for a whole branch-and-bound tree (worker side: imports highspy).

The root LP is passed to HiGHS once; each node changes only the column bounds that differ from the
node solved before it and re-solves with the dual simplex from the basis HiGHS holds (the previous
node's). A node whose parent was not the last node solved gets its parent's basis back first
(:meth:`NodeLP.solve` with ``basis``), so every node starts from its parent's optimal basis.
Floating point only: what a node proves is decided exactly elsewhere (:mod:`.safe_dual`,
:func:`.lp_exact.reconstruct`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import highspy

from .lp_exact import INF, LP, load_highs

S = highspy.HighsModelStatus
PROBE_ITERATIONS = 200  # dual simplex iterations per strong-branching child
ITERATION_LIMIT = 2**31 - 1  # HiGHS's default simplex_iteration_limit (kHighsIInf)


@dataclass
class NodeSolution:
    status: Any  # HighsModelStatus
    objective: float | None
    x: list[float] | None
    y: list[float] | None  # row duals (>= 0 on >= rows, <= 0 on <= rows, minimization)
    ray: list[float] | None  # a dual ray when HiGHS found the node infeasible
    basis: Any  # HighsBasis, or None


def bounds(lo: Fraction | None, up: Fraction | None) -> tuple[float, float]:
    """A column's exact bounds as HiGHS's floats (None: infinite)."""
    return _f(lo, -INF), _f(up, INF)


def _f(v: Fraction | None, infinite: float) -> float:
    return infinite if v is None else float(v)


class NodeLP:
    def __init__(self, lp: LP, time_limit: float | None = None) -> None:
        dual_simplex = {  # a bound change keeps the basis dual feasible
            "solver": "simplex",
            "simplex_strategy": 1,
            "presolve": "off",
        }
        h = load_highs(lp, time_limit, dual_simplex)
        self.h = h
        self.lower = [_f(v, -INF) for v in lp.lower]  # the bounds HiGHS holds now
        self.upper = [_f(v, INF) for v in lp.upper]
        self.root = (list(self.lower), list(self.upper))
        self.path: dict[int, tuple[float, float]] = {}  # the columns whose bounds differ from the root's

    def solve(self, path: dict[int, tuple[float, float]], basis: Any = None) -> NodeSolution:
        """Solve the LP over the root's box with the bounds in ``path`` (column -> (lower, upper), the node's
        branchings), from ``basis`` when given, else from HiGHS's current one. Only the columns in this
        path or the last one are touched: O(depth) per node, not O(columns)."""
        changed = []
        for j in self.path.keys() | path.keys():
            want = path.get(j, (self.root[0][j], self.root[1][j]))
            if want != (self.lower[j], self.upper[j]):
                self.lower[j], self.upper[j] = want
                changed.append(j)
        self.path = path
        if changed:
            self.h.changeColsBounds(
                len(changed), changed, [self.lower[j] for j in changed], [self.upper[j] for j in changed]
            )
        if basis is not None:
            self.h.setBasis(basis)
        self.h.run()
        status = self.h.getModelStatus()
        if status == S.kOptimal:
            sol = self.h.getSolution()
            objective = self.h.getInfo().objective_function_value
            return NodeSolution(status, objective, list(sol.col_value), list(sol.row_dual), None, self.h.getBasis())
        ray = None
        if status == S.kInfeasible:
            _, has_ray, values = self.h.getDualRay()  # type: ignore[attr-defined]  # absent from highspy's stubs
            ray = [float(v) for v in values] if has_ray else None
        return NodeSolution(status, None, None, None, ray, None)

    def probe(self, j: int, value: float, basis: Any) -> tuple[float, float]:
        """Strong branching on x_j at the current node (solved, its optimal ``basis`` given): the LP values of
        the children x_j <= floor(value) and x_j >= floor(value) + 1, each from ``basis`` and at most
        PROBE_ITERATIONS dual simplex iterations (a dual simplex value so far is below the child's optimum);
        inf for an infeasible child. The node's bounds and basis are restored."""
        k = math.floor(value)
        lo, up = self.lower[j], self.upper[j]
        values = []
        self.h.setOptionValue("simplex_iteration_limit", PROBE_ITERATIONS)
        for child_lo, child_up in ((lo, min(up, k)), (max(lo, k + 1), up)):
            self.h.changeColBounds(j, child_lo, child_up)
            self.h.setBasis(basis)
            self.h.run()
            status = self.h.getModelStatus()
            if status == S.kInfeasible:
                values.append(math.inf)
            elif status in (S.kOptimal, S.kIterationLimit):
                values.append(self.h.getInfo().objective_function_value)
            else:
                values.append(-math.inf)  # nothing learnt
        self.h.setOptionValue("simplex_iteration_limit", ITERATION_LIMIT)
        self.h.changeColBounds(j, lo, up)
        self.h.setBasis(basis)
        return values[0], values[1]
