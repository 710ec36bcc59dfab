"""Exact LP certificates from a floating-point basis (worker side: imports highspy and flint).

HiGHS solves ``min c x, A_i x (sense_i) b_i, l <= x <= u`` in floating point; its final basis names
which bounds are active. The exact primal solves {x_j = bound for nonbasic columns, A_i x = b_i for
nonbasic rows} and the exact dual solves {(A^T y)_j = c_j for basic columns, y_i = 0 for basic rows}
over Q: the basis matrix is kept as sparse rows and solved by :mod:`.basis_solve` (triangular
peeling in O(nonzeros), FLINT's fmpq_mat on what is left). The pair is reported only after an exact
check of primal feasibility, dual sign feasibility (y_i >= 0 on >= rows, <= 0 on <= rows; a positive
reduced cost needs a finite lower bound, a negative one a finite upper bound) and a zero duality
gap. Infeasibility and unboundedness are certified by the same reconstruction on two auxiliary LPs
that always have an optimum: phase one (min sum of row slacks; optimum > 0 gives a Farkas y) and a
ray LP in the box [-1, 1] (optimum < 0 gives an improving direction).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

import flint
import highspy

from .basis_solve import solve_both

INF = highspy.kHighsInf


@dataclass
class LP:
    c: list[Fraction]  # minimization form
    A: list[dict[int, Fraction]]  # sparse rows: column -> coefficient
    senses: list[str]
    b: list[Fraction]
    lower: list[Fraction | None]
    upper: list[Fraction | None]

    @cached_property
    def rows(self) -> list[list[tuple[int, Fraction]]]:
        """The nonzero entries of each row as (column, value), columns rising: built once, read by the solve
        and the exact work."""
        return [sorted((j, v) for j, v in row.items() if v) for row in self.A]


@dataclass
class Exact:
    x: list[Any]  # fmpq
    y: list[Any]
    primal: Any  # c x
    dual: Any  # dual objective
    why_not: str | None  # None when primal feasible, dual feasible and gap zero


def q(v: Fraction | int) -> Any:
    if type(v) is int:
        return flint.fmpq(v)
    return flint.fmpq(v.numerator, v.denominator)


# HiGHS's feasibility tolerances (default 1e-7) for a second solve when the first basis is not exactly optimal:
# on NETLIB's etamacro, scsd1 and scsd6 the default basis leaves a reduced cost of about -1e-8 with the wrong
# sign; at 1e-10 the final basis is exactly optimal.
TIGHT_TOLERANCE = 1e-10


def load_highs(
    lp: LP, time_limit: float | None, options: dict[str, Any] | None = None, integer: Sequence[bool] | None = None
) -> highspy.Highs:
    """A HiGHS instance holding ``lp`` (floats, column-wise matrix; ``integer`` marks the integer columns),
    quiet, on one thread, stopped after ``time_limit`` seconds (None: never) and with ``options`` set: the one
    set-up that the LP solve, the MIP solve and the branch and bound's node LP share."""
    h = highspy.Highs()
    for name, value in {"output_flag": False, "threads": 1, **(options or {})}.items():
        h.setOptionValue(name, value)
    if time_limit:
        h.setOptionValue("time_limit", float(time_limit))
    model = _model(lp)
    if integer is not None:
        kinds = highspy.HighsVarType
        model.integrality_ = [kinds.kInteger if flag else kinds.kContinuous for flag in integer]
    h.passModel(model)
    return h


def _model(lp: LP) -> Any:
    m, n = len(lp.rows), len(lp.c)
    model = highspy.HighsLp()
    model.num_col_, model.num_row_ = n, m
    model.col_cost_ = [float(v) for v in lp.c]
    model.col_lower_ = [-INF if v is None else float(v) for v in lp.lower]
    model.col_upper_ = [INF if v is None else float(v) for v in lp.upper]
    model.row_lower_ = [-INF if s == "<=" else float(v) for s, v in zip(lp.senses, lp.b)]
    model.row_upper_ = [INF if s == ">=" else float(v) for s, v in zip(lp.senses, lp.b)]
    by_column: list[list[tuple[int, float]]] = [[] for _ in range(n)]
    for i, row in enumerate(lp.rows):
        for j, v in row:
            by_column[j].append((i, float(v)))
    start, index, value = [0], [], []
    for column in by_column:
        index += [i for i, _ in column]
        value += [v for _, v in column]
        start.append(len(index))
    model.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    model.a_matrix_.start_, model.a_matrix_.index_, model.a_matrix_.value_ = start, index, value
    return model


def highs_solve(lp: LP, time_limit: float | None, tolerance: float | None = None) -> tuple[Any, float | None, Any]:
    """Solve with HiGHS's simplex: (model status, objective, basis or None); ``tolerance`` sets HiGHS's primal
    and dual feasibility tolerances (None: HiGHS's defaults)."""
    options: dict[str, Any] = {"solver": "simplex"}
    if tolerance is not None:
        options |= {"primal_feasibility_tolerance": tolerance, "dual_feasibility_tolerance": tolerance}
    h = load_highs(lp, time_limit, options)
    h.run()
    status = h.getModelStatus()
    basis = h.getBasis() if status == highspy.HighsModelStatus.kOptimal and h.getBasis().valid else None
    objective = h.getInfo().objective_function_value if status == highspy.HighsModelStatus.kOptimal else None
    return status, objective, basis


def qs(values: Sequence[Fraction | None]) -> list[Any]:
    """Fractions as fmpq (None kept), one shared zero: converting is the slow part, zeros are common."""
    zero = flint.fmpq(0)
    return [None if v is None else q(v) if v else zero for v in values]


def sparse_rows(lp: LP) -> list[list[tuple[int, Any]]]:
    """The nonzero entries of each row as (column, fmpq): the exact work below touches only these."""
    return [[(j, q(v)) for j, v in row] for row in lp.rows]


def reconstruct(lp: LP, basis: Any) -> Exact | None:
    """Exact x and y from the basis; None when the basis system is singular or malformed.

    Nonbasic columns sit at their bounds; the basic columns solve the nonbasic (active) rows,
    a square system B x_B = b_N - N x_N; y solves B^T y_N = c_B with y = 0 on basic rows.
    B is built as sparse rows (only the nonzeros cost anything) and both systems are solved by
    :func:`.basis_solve.solve_both`.
    """
    St = highspy.HighsBasisStatus
    m, n = len(lp.A), len(lp.c)
    zero = flint.fmpq(0)
    rows, b, c, lower, upper = sparse_rows(lp), qs(lp.b), qs(lp.c), qs(lp.lower), qs(lp.upper)
    cols, row_status = list(basis.col_status), list(basis.row_status)
    x: list[Any] = [zero] * n
    basic_cols = []
    for j, st in enumerate(cols):
        if st == St.kBasic:
            basic_cols.append(j)
            continue
        bound = {St.kLower: lower[j], St.kUpper: upper[j]}.get(st, zero if st == St.kZero else None)
        if bound is None:
            return None
        x[j] = bound
    nonbasic_rows = [i for i, st in enumerate(row_status) if st != St.kBasic]
    k = len(basic_cols)
    if k != len(nonbasic_rows):
        return None
    position = {j: t for t, j in enumerate(basic_cols)}
    B: list[dict[int, Any]] = []
    rhs = []
    for i in nonbasic_rows:
        rest, entries = b[i], {}
        for j, a in rows[i]:
            t = position.get(j)
            if t is None:
                rest -= a * x[j]
            else:
                entries[t] = a
        B.append(entries)
        rhs.append(rest)
    solved = solve_both(B, rhs, [c[j] for j in basic_cols])
    if solved is None:
        return None
    x_basic, y_part = solved
    for j, v in zip(basic_cols, x_basic):
        x[j] = v
    y = [zero] * m
    for i, v in zip(nonbasic_rows, y_part):
        y[i] = v
    exact_lp = LP(c, [], lp.senses, b, lower, upper)
    return certify(exact_lp, rows, x, y, set(nonbasic_rows), set(basic_cols))


def certify(
    lp: LP, rows: list[list[tuple[int, Any]]], x: list[Any], y: list[Any], tight: set[int], basic: set[int]
) -> Exact:
    """Check x and y exactly over the sparse rows (the worker's own check; the checker repeats all of it).

    ``lp`` holds c, b and the bounds as fmpq (:func:`qs`); its A is not used. Two facts
    hold by the exact solves and are not recomputed: the ``tight`` rows (solved as equations)
    are met with equality, and the ``basic`` columns (solved for y) have reduced cost 0.
    """
    n = len(x)
    zero = flint.fmpq(0)
    c: list[Any] = lp.c  # fmpq here (the docstring), typed as the LP's fractions
    b: list[Any] = lp.b
    lower: list[Any] = lp.lower
    upper: list[Any] = lp.upper
    primal = sum((cj * xj for cj, xj in zip(c, x) if cj), zero)
    why = None
    reduced = [zero if j in basic else cj for j, cj in enumerate(c)]  # c - A^T y, accumulated row by row
    for i, row in enumerate(rows):
        bi, s, yi = b[i], lp.senses[i], y[i]
        act = bi if i in tight else sum((a * x[j] for j, a in row), zero)
        if (s == "<=" and act > bi) or (s == ">=" and act < bi) or (s == "=" and act != bi):
            why = why or f"the reconstructed primal violates row {i} by {act - bi}"
        if (s == "<=" and yi > 0) or (s == ">=" and yi < 0):
            why = why or f"the reconstructed dual has the wrong sign on row {i}"
        if yi:
            for j, a in row:
                if j not in basic:
                    reduced[j] -= a * yi
    dual = sum((bi * yi for bi, yi in zip(b, y) if yi), zero)
    for j in range(n):
        lo, up, d = lower[j], upper[j], reduced[j]
        if (lo is not None and x[j] < lo) or (up is not None and x[j] > up):
            why = why or f"the reconstructed primal violates a bound of variable {j}"
        if d > 0:
            if lo is None:
                why = why or f"reduced cost of variable {j} is {d} > 0 but it has no lower bound"
            else:
                dual += lo * d
        elif d < 0:
            if up is None:
                why = why or f"reduced cost of variable {j} is {d} < 0 but it has no upper bound"
            else:
                dual += up * d
    if why is None and primal != dual:
        why = f"duality gap {primal - dual}"
    return Exact(x, y, primal, dual, why)


def phase_one(lp: LP) -> LP:
    """min sum(s+ + s-) with A_i x + s+_i - s-_i (sense_i) b_i: always feasible and bounded."""
    m, n = len(lp.A), len(lp.c)
    A = [{**row, n + i: Fraction(1), n + m + i: Fraction(-1)} for i, row in enumerate(lp.A)]
    return LP(
        [Fraction(0)] * len(lp.c) + [Fraction(1)] * (2 * m),
        A,
        lp.senses,
        lp.b,
        lp.lower + [Fraction(0)] * (2 * m),
        lp.upper + [None] * (2 * m),
    )


def ray_lp(lp: LP) -> LP:
    """min c r over recession directions r in [-1, 1]^n: always feasible (r = 0) and bounded."""
    return LP(
        lp.c,
        lp.A,
        lp.senses,
        [Fraction(0)] * len(lp.b),
        [Fraction(0) if lo is not None else Fraction(-1) for lo in lp.lower],
        [Fraction(0) if up is not None else Fraction(1) for up in lp.upper],
    )


def exact_optimum(lp: LP, time_limit: float | None) -> tuple[Any, float | None, Exact | None]:
    """HiGHS's optimum made exact; when its basis gives none, once more with HiGHS at TIGHT_TOLERANCE (the
    second answer is returned whatever it is, so a NOT_EXACT reason is the tighter solve's)."""
    status, objective, basis = highs_solve(lp, time_limit)
    exact = reconstruct(lp, basis) if basis is not None else None
    if basis is not None and (exact is None or exact.why_not is not None):
        status, objective, basis = highs_solve(lp, time_limit, TIGHT_TOLERANCE)
        exact = reconstruct(lp, basis) if basis is not None else None
    return status, objective, exact
