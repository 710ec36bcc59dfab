"""Exact LP certificates from a floating-point basis (worker side: imports highspy and flint).

HiGHS solves ``min c x, A_i x (sense_i) b_i, l <= x <= u`` in floating point; its final basis
names which bounds are active. The exact primal solves {x_j = bound for nonbasic columns,
A_i x = b_i for nonbasic rows} and the exact dual solves {(A^T y)_j = c_j for basic columns,
y_i = 0 for basic rows} over Q with FLINT. The pair is reported only after an exact check of
primal feasibility, dual sign feasibility (y_i >= 0 on >= rows, <= 0 on <= rows; a positive
reduced cost needs a finite lower bound, a negative one a finite upper bound) and a zero
duality gap. Infeasibility and unboundedness are certified by the same reconstruction on two
auxiliary LPs that always have an optimum: phase one (min sum of row slacks; optimum > 0 gives
a Farkas y) and a ray LP in the box [-1, 1] (optimum < 0 gives an improving direction).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

import flint
import highspy

INF = highspy.kHighsInf


@dataclass
class LP:
    c: list[Fraction]  # minimization form
    A: list[list[Fraction]]
    senses: list[str]
    b: list[Fraction]
    lower: list[Fraction | None]
    upper: list[Fraction | None]

    @cached_property
    def rows(self) -> list[list[tuple[int, Fraction]]]:
        """The nonzero entries of each row as (column, value): built once, read by the solve and the exact work."""
        return [[(j, v) for j, v in enumerate(row) if v] for row in self.A]


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


def highs_solve(lp: LP, time_limit: float | None) -> tuple[Any, float | None, Any]:
    """Solve with HiGHS's simplex: (model status, objective, basis or None)."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("solver", "simplex")
    h.setOptionValue("threads", 1)
    if time_limit:
        h.setOptionValue("time_limit", float(time_limit))
    m, n = len(lp.A), len(lp.c)
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
    h.passModel(model)
    h.run()
    status = h.getModelStatus()
    basis = h.getBasis() if status == highspy.HighsModelStatus.kOptimal and h.getBasis().valid else None
    objective = h.getInfo().objective_function_value if status == highspy.HighsModelStatus.kOptimal else None
    return status, objective, basis


def _solve(M: Any, rhs: list[Any], transpose: bool = False) -> list[Any] | None:
    """The solution of M z = rhs (or M^T z = rhs) over Q; None when M is singular."""
    k = len(rhs)
    if k == 0:
        return []
    try:
        sol = (M.transpose() if transpose else M).solve(flint.fmpq_mat(k, 1, rhs))
    except ZeroDivisionError:  # FLINT's answer for a singular system
        return None
    return [sol[i, 0] for i in range(k)]


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
    Both solves use one FLINT matrix B (``fmpq_mat.solve``, fraction-free inside FLINT).
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
    B, rhs = flint.fmpq_mat(k, k), []  # set entry by entry: only the nonzeros cost anything
    for r, i in enumerate(nonbasic_rows):
        rest = b[i]
        for j, a in rows[i]:
            t = position.get(j)
            if t is None:
                rest -= a * x[j]
            else:
                B[r, t] = a
        rhs.append(rest)
    x_basic = _solve(B, rhs)
    y_part = _solve(B, [c[j] for j in basic_cols], transpose=True)
    if x_basic is None or y_part is None:
        return None
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

    ``lp`` holds c, b and the bounds as fmpq (:func:`qs`); its dense A is not used. Two facts
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
    m = len(lp.A)
    A = [
        row + [Fraction(int(k == i)) for k in range(m)] + [Fraction(-int(k == i)) for k in range(m)]
        for i, row in enumerate(lp.A)
    ]
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
    status, objective, basis = highs_solve(lp, time_limit)
    return status, objective, (reconstruct(lp, basis) if basis is not None else None)
