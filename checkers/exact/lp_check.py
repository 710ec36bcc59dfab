"""Exact LP certificate checker: replay optimality, infeasibility or unboundedness in fractions.

``python -I -m jacobian.checkers.exact.lp_check``. Format ``lp-certificate/1``; the subject is
the LP as the caller wrote it (``objective_sense``, ``objective``, ``matrix``, ``senses``,
``rhs``, ``lower`` (default 0), ``upper`` (default none)), read by :mod:`.rationals`, or the
MPS text ``{mps, mps_format}`` read by :mod:`.mps_read` (whose rules fix the row order). The
certificate's y refers to the minimization form ``min c' x`` with ``c' = c`` (minimize) or
``-c`` (maximize). For y with y_i >= 0 on >= rows, y_i <= 0 on <= rows, and d = c' - A^T y,
every feasible x has ``c' x >= b y + sum(l_j d_j : d_j > 0) + sum(u_j d_j : d_j < 0)``, which
needs a finite l_j where d_j > 0 and a finite u_j where d_j < 0. Claims:

- ``LP_OPTIMAL {objective}``, certificate ``{x, y}``: x feasible, y as above, that bound equals
  c' x (zero gap), and the claimed objective equals c x.
- ``LP_INFEASIBLE``, certificate ``{y}``: y as above for c' = 0 and that bound > 0 (a Farkas proof).
- ``LP_UNBOUNDED``, certificate ``{x, ray}``: x feasible; A_i r >= 0 (>=), <= 0 (<=), = 0 (=); r_j >= 0
  where l_j is finite, <= 0 where u_j is finite; c' r < 0.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import algebra
from .mps_read import read_mps
from .rationals import MAX_CERT_BITS, BadRequest, fields, matrix, rational, vector

FORMAT = "lp-certificate/1"
SUBJECT = {"objective_sense", "objective", "matrix", "senses", "rhs", "lower", "upper", "mps", "mps_format"}


def read_lp(
    s: dict[str, Any],
) -> tuple[list[Fraction], list[list[Fraction]], list[str], list[Fraction], list, list, int]:
    if "mps" in s:
        if set(s) - {"mps", "mps_format"}:
            raise BadRequest("an MPS subject has only mps and mps_format")
        lp = read_mps(s)
        return lp["c"], lp["A"], lp["senses"], lp["b"], lp["lower"], lp["upper"], lp["sign"]
    A = matrix(s.get("matrix"), "subject.matrix")
    m, n = len(A), len(A[0])
    sign = {"minimize": 1, "maximize": -1}.get(s.get("objective_sense", ""))
    if sign is None:
        raise BadRequest("subject.objective_sense must be minimize or maximize")
    c = vector(s.get("objective"), n, "subject.objective")
    senses = s.get("senses")
    if not isinstance(senses, list) or len(senses) != m or any(x not in ("<=", ">=", "=") for x in senses):
        raise BadRequest("subject.senses must be <=, >= or = for each row")
    b = vector(s.get("rhs"), m, "subject.rhs")
    bounds = []
    for name, default in (("lower", 0), ("upper", None)):
        given = s.get(name)
        given = [default] * n if given is None else given
        if not isinstance(given, list) or len(given) != n:
            raise BadRequest(f"subject.{name} must have {n} entries")
        bounds.append([None if v is None else rational(v, f"subject.{name}[{j}]") for j, v in enumerate(given)])
    return c, A, senses, b, bounds[0], bounds[1], sign


def _row_ok(sense: str, value: Fraction, rhs: Fraction) -> bool:
    return value <= rhs if sense == "<=" else value >= rhs if sense == ">=" else value == rhs


def primal_violation(A, senses, b, lower, upper, x) -> str | None:
    for i, (row, s, bi) in enumerate(zip(A, senses, b)):
        value = algebra.dot(row, x)
        if not _row_ok(s, value, bi):
            return f"x violates row {i}: {value} {s} {bi} is false"
    for j, (lo, up, v) in enumerate(zip(lower, upper, x)):
        if (lo is not None and v < lo) or (up is not None and v > up):
            return f"x violates the bounds of variable {j}"
    return None


def dual_bound(c, A, senses, b, lower, upper, y) -> tuple[Fraction | None, str]:
    """The Lagrangian lower bound of min c x certified by y, or None with the reason it is not valid."""
    for i, (s, yi) in enumerate(zip(senses, y)):
        if (s == ">=" and yi < 0) or (s == "<=" and yi > 0):
            return None, f"y[{i}] = {yi} has the wrong sign for a {s} row"
    bound = algebra.dot(b, y)
    for j, d in enumerate(cj - aty for cj, aty in zip(c, algebra.vec_mat(y, A))):
        if d > 0:
            if lower[j] is None:
                return None, f"reduced cost {d} > 0 on variable {j}, which has no lower bound"
            bound += lower[j] * d
        elif d < 0:
            if upper[j] is None:
                return None, f"reduced cost {d} < 0 on variable {j}, which has no upper bound"
            bound += upper[j] * d
    return bound, "ok"


def decide(claim: dict[str, Any], subject: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    c, A, senses, b, lower, upper, sign = read_lp(subject)
    m, n = len(A), len(A[0])
    cmin = [sign * v for v in c]
    kind = claim.get("kind")
    if kind == "LP_INFEASIBLE":
        y = vector(cert.get("y"), m, "certificate.y", MAX_CERT_BITS)
        bound, why = dual_bound([Fraction(0)] * n, A, senses, b, lower, upper, y)
        if bound is None or bound <= 0:
            return False, why if bound is None else f"the Farkas bound is {bound}, not positive"
        return True, f"Farkas: every feasible x would satisfy 0 >= {bound} > 0"
    x = vector(cert.get("x"), n, "certificate.x", MAX_CERT_BITS)
    violation = primal_violation(A, senses, b, lower, upper, x)
    if violation:
        return False, violation
    if kind == "LP_UNBOUNDED":
        r = vector(cert.get("ray"), n, "certificate.ray", MAX_CERT_BITS)
        for i, (row, s) in enumerate(zip(A, senses)):
            if not _row_ok(s, algebra.dot(row, r), Fraction(0)):
                return False, f"the ray leaves the feasible set through row {i}"
        if any((lo is not None and v < 0) or (up is not None and v > 0) for lo, up, v in zip(lower, upper, r)):
            return False, "the ray leaves the feasible set through a variable bound"
        slope = algebra.dot(cmin, r)
        return (
            slope < 0,
            f"the objective changes by {-sign * slope} per unit along the ray"
            if slope < 0
            else "the ray does not improve",
        )
    if kind != "LP_OPTIMAL":
        raise BadRequest(f"claim kind {kind!r} is not checked here")
    claimed = rational(claim.get("objective"), "claim.objective", MAX_CERT_BITS)
    y = vector(cert.get("y"), m, "certificate.y", MAX_CERT_BITS)
    bound, why = dual_bound(cmin, A, senses, b, lower, upper, y)
    if bound is None:
        return False, f"the dual is infeasible: {why}"
    primal = algebra.dot(cmin, x)
    if primal != bound:
        return False, f"duality gap {primal - bound}: x is not certified optimal"
    if algebra.dot(c, x) != claimed:
        return False, f"c x = {algebra.dot(c, x)}, not the claimed {claimed}"
    return True, f"x feasible, y dual feasible, zero gap: the optimum is {claimed}"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim = fields(payload.get("claim"), {"kind", "objective", "format"}, "claim")
        if claim.get("kind") not in ("LP_OPTIMAL", "LP_INFEASIBLE", "LP_UNBOUNDED"):
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format {claim.get('format')!r} is not {FORMAT}")
        subject = fields(payload.get("subject"), SUBJECT, "subject")
        cert = fields(payload.get("certificate"), {"x", "y", "ray"}, "certificate")
        accepted, reason = decide(claim, subject, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
