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

from dataclasses import dataclass
from fractions import Fraction
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
    start, index, value = [0], [], []
    for j in range(n):
        for i in range(m):
            if lp.A[i][j] != 0:
                index.append(i)
                value.append(float(lp.A[i][j]))
        start.append(len(index))
    model.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    model.a_matrix_.start_, model.a_matrix_.index_, model.a_matrix_.value_ = start, index, value
    h.passModel(model)
    h.run()
    status = h.getModelStatus()
    basis = h.getBasis() if status == highspy.HighsModelStatus.kOptimal and h.getBasis().valid else None
    objective = h.getInfo().objective_function_value if status == highspy.HighsModelStatus.kOptimal else None
    return status, objective, basis


def _solve(rows: list[list[Any]], rhs: list[Any]) -> list[Any] | None:
    k = len(rows)
    if k == 0:
        return []
    M = flint.fmpq_mat(k, k, [v for row in rows for v in row])
    try:
        sol = M.solve(flint.fmpq_mat(k, 1, rhs))
    except ZeroDivisionError:  # FLINT's answer for a singular system
        return None
    return [sol[i, 0] for i in range(k)]


def reconstruct(lp: LP, basis: Any) -> Exact | None:
    """Exact x and y from the basis; None when the basis system is singular or malformed.

    Nonbasic columns sit at their bounds; the basic columns solve the nonbasic (active) rows,
    a square system B x_B = b_N - N x_N; y solves B^T y_N = c_B with y = 0 on basic rows.
    """
    B = highspy.HighsBasisStatus
    m, n = len(lp.A), len(lp.c)
    zero = flint.fmpq(0)
    A = [[zero if v == 0 else q(v) for v in row] for row in lp.A]
    cols, rows = list(basis.col_status), list(basis.row_status)
    x: list[Any] = [zero] * n
    basic_cols = []
    for j, st in enumerate(cols):
        if st == B.kBasic:
            basic_cols.append(j)
            continue
        bound = {B.kLower: lp.lower[j], B.kUpper: lp.upper[j]}.get(st, 0 if st == B.kZero else None)
        if bound is None:
            return None
        x[j] = q(bound)
    nonbasic_rows = [i for i, st in enumerate(rows) if st != B.kBasic]
    if len(basic_cols) != len(nonbasic_rows):
        return None
    fixed = [j for j in range(n) if cols[j] != B.kBasic and x[j] != 0]
    rhs = [q(lp.b[i]) - sum((A[i][j] * x[j] for j in fixed), zero) for i in nonbasic_rows]
    x_basic = _solve([[A[i][j] for j in basic_cols] for i in nonbasic_rows], rhs)
    if x_basic is None:
        return None
    for j, v in zip(basic_cols, x_basic):
        x[j] = v
    y_part = _solve([[A[i][j] for i in nonbasic_rows] for j in basic_cols], [q(lp.c[j]) for j in basic_cols])
    if y_part is None:
        return None
    y = [zero] * m
    for i, v in zip(nonbasic_rows, y_part):
        y[i] = v
    return certify(lp, A, x, y)


def certify(lp: LP, A: list[list[Any]], x: list[Any], y: list[Any]) -> Exact:
    """Check x and y exactly (the worker's own check; the checker repeats it independently)."""
    m, n = len(A), len(x)
    zero = flint.fmpq(0)
    primal = sum((q(c) * v for c, v in zip(lp.c, x)), zero)
    why = None
    for i in range(m):
        act, bi = sum((a * v for a, v in zip(A[i], x) if a != 0), zero), q(lp.b[i])
        s = lp.senses[i]
        if (s == "<=" and act > bi) or (s == ">=" and act < bi) or (s == "=" and act != bi):
            why = why or f"the reconstructed primal violates row {i} by {act - bi}"
        if (s == "<=" and y[i] > 0) or (s == ">=" and y[i] < 0):
            why = why or f"the reconstructed dual has the wrong sign on row {i}"
    dual = sum((q(bi) * yi for bi, yi in zip(lp.b, y)), zero)
    for j in range(n):
        lo, up = lp.lower[j], lp.upper[j]
        if (lo is not None and x[j] < q(lo)) or (up is not None and x[j] > q(up)):
            why = why or f"the reconstructed primal violates a bound of variable {j}"
        d = q(lp.c[j]) - sum((A[i][j] * y[i] for i in range(m) if y[i] != 0), zero)
        if d > 0:
            if lo is None:
                why = why or f"reduced cost of variable {j} is {d} > 0 but it has no lower bound"
            else:
                dual += q(lo) * d
        elif d < 0:
            if up is None:
                why = why or f"reduced cost of variable {j} is {d} < 0 but it has no upper bound"
            else:
                dual += q(up) * d
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
