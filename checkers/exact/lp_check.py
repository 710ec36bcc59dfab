"""Exact LP certificate checker: replay optimality, infeasibility or unboundedness in fractions.

``python -I -m jacobian.checkers.exact.lp_check``. Format ``lp-certificate/1``; the subject is
the LP as the caller wrote it (``objective_sense``, ``objective``, ``objective_constant`` (default 0),
``matrix``, ``senses``, ``rhs``, ``lower`` (default 0), ``upper`` (default none), ``integer`` (default
none)), read by :mod:`.rationals`, or the MPS text ``{mps, mps_format}`` read by :mod:`.mps_read`, or the
CPLEX LP file text ``{lp}`` read by :mod:`.lpfile_read` (their rules fix the row and column order). Every
decision made after reading the subject reports the model read (``"model"``, :func:`.model.described`).

A model with integer variables is an LP only as its relaxation: a claim about it must say
``"relaxation": true``, and a claim that says so about a model without integer variables is rejected. The
certificate's y refers to the minimization form ``min c' x`` with ``c' = c`` (minimize) or
``-c`` (maximize). For y with y_i >= 0 on >= rows, y_i <= 0 on <= rows, and d = c' - A^T y,
every feasible x has ``c' x >= b y + sum(l_j d_j : d_j > 0) + sum(u_j d_j : d_j < 0)``, which
needs a finite l_j where d_j > 0 and a finite u_j where d_j < 0. Claims:

- ``LP_OPTIMAL {objective}``, certificate ``{x, y}``: x feasible, y as above, that bound equals
  c' x (zero gap), and the claimed objective equals c x + objective_constant.
- ``LP_INFEASIBLE``, certificate ``{y}``: y as above for c' = 0 and that bound > 0 (a Farkas proof).
- ``LP_UNBOUNDED``, certificate ``{x, ray}``: x feasible; A_i r >= 0 (>=), <= 0 (<=), = 0 (=); r_j >= 0
  where l_j is finite, <= 0 where u_j is finite; c' r < 0.

The arithmetic is exact and mostly integer: A is read once over one common denominator
(:func:`.algebra.integer_rows`, sparse rows), each vector is put over its own common denominator
(:func:`.algebra.common`), and row activities, y A and the comparisons are integer sums and
products; a fraction is formed only for the final bounds and the messages.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import algebra
from .algebra import IntegerRows
from .lpfile_read import read_lpfile
from .model import described
from .mps_read import read_mps
from .rationals import MAX_CERT_BITS, BadRequest, fields, matrix, rational, shown, vector

FORMAT = "lp-certificate/1"
SUBJECT = {"objective_sense", "objective", "objective_constant", "matrix", "senses", "rhs", "lower", "upper"}
SUBJECT |= {"integer", "mps", "mps_format", "lp"}


Subject = tuple[list[Fraction], IntegerRows, list[str], list[Fraction], list, list, int, Fraction]


def read_model(s: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The subject's model (the dict of :mod:`.model`) and its format id: cplex-lp, mps or typed."""
    if "mps" in s or "lp" in s:
        if set(s) - {"mps", "mps_format"} and set(s) != {"lp"}:
            raise BadRequest("an MPS subject has only mps and mps_format, an LP file subject only lp")
        return (read_mps(s), "mps") if "mps" in s else (read_lpfile(s), "cplex-lp")
    dense = matrix(s.get("matrix"), "subject.matrix")
    m, n = len(dense), len(dense[0])
    sign = {"minimize": 1, "maximize": -1}.get(s.get("objective_sense", ""))
    if sign is None:
        raise BadRequest("subject.objective_sense must be minimize or maximize")
    c = vector(s.get("objective"), n, "subject.objective")
    constant = rational(s.get("objective_constant", 0), "subject.objective_constant")
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
    integer = [False] * n if s.get("integer") is None else s["integer"]
    if not isinstance(integer, list) or len(integer) != n or any(type(v) is not bool for v in integer):
        raise BadRequest("subject.integer must give true or false for every variable")
    lp = {
        "c": c,
        "A": [{j: v for j, v in enumerate(row) if v} for row in dense],
        "senses": senses,
        "b": b,
        "lower": bounds[0],
        "upper": bounds[1],
        "sign": sign,
        "integer": integer,
        "constant": constant,
        "columns": [None] * n,
        "rows": [None] * m,
        "row_of": list(range(m)),
    }
    return lp, "typed"


def prepared(lp: dict[str, Any]) -> Subject:
    """c, A (integer rows over one denominator), senses, b, lower, upper, sign (+1 min, -1 max), constant."""
    A = algebra.integer_rows(lp["A"], len(lp["c"]))
    return lp["c"], A, lp["senses"], lp["b"], lp["lower"], lp["upper"], lp["sign"], lp["constant"]


def _row_ok(sense: str, value: Fraction | int, rhs: Fraction | int) -> bool:
    return value <= rhs if sense == "<=" else value >= rhs if sense == ">=" else value == rhs


def primal_violation(A: IntegerRows, senses, b, lower, upper, x) -> str | None:
    ax, d = algebra.sparse_mat_vec(A, x)  # A_i x = ax_i / d
    B, db = algebra.common(b)  # b_i = B_i / db
    for i, s in enumerate(senses):
        if not _row_ok(s, ax[i] * db, B[i] * d):
            return f"x violates row {i}: {shown(Fraction(ax[i], d))} {s} {shown(b[i])} is false"
    for j, (lo, up, v) in enumerate(zip(lower, upper, x)):
        if (lo is not None and v < lo) or (up is not None and v > up):
            return f"x violates the bounds of variable {j}"
    return None


def _bound_term(bounds: list[Fraction], red: list[int]) -> Fraction:
    """sum bounds_j * red_j as one fraction; red is integer (over a denominator the caller divides by)."""
    (L, dl) = algebra.common(bounds)
    return Fraction(sum(lj * rj for lj, rj in zip(L, red)), dl)


def dual_bound(c, A: IntegerRows, senses, b, lower, upper, y) -> tuple[Fraction | None, str]:
    """The Lagrangian lower bound of min c x certified by y, or None with the reason it is not valid.

    In integers: y A = yA_j / d and c_j = C_j / dc, so the reduced cost c_j - (y A)_j is
    red_j / (dc d) with red_j = C_j d - yA_j dc; its sign is the sign of red_j.
    """
    for i, (s, yi) in enumerate(zip(senses, y)):
        if (s == ">=" and yi < 0) or (s == "<=" and yi > 0):
            return None, f"y[{i}] = {shown(yi)} has the wrong sign for a {s} row"
    ya, d = algebra.sparse_vec_mat(y, A)
    C, dc = algebra.common(c)
    red = [cj * d - t * dc for cj, t in zip(C, ya)]
    at_lower, at_upper = [j for j, r in enumerate(red) if r > 0], [j for j, r in enumerate(red) if r < 0]
    for j in at_lower:
        if lower[j] is None:
            return None, f"reduced cost {shown(Fraction(red[j], dc * d))} > 0 on variable {j}, which has no lower bound"
    for j in at_upper:
        if upper[j] is None:
            return None, f"reduced cost {shown(Fraction(red[j], dc * d))} < 0 on variable {j}, which has no upper bound"
    bounds = _bound_term([lower[j] for j in at_lower], [red[j] for j in at_lower])
    bounds += _bound_term([upper[j] for j in at_upper], [red[j] for j in at_upper])
    return algebra.common_dot(b, y) + bounds / (dc * d), "ok"


def decide(claim: dict[str, Any], lp: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    relaxation, integers = claim.get("relaxation", False), sum(lp["integer"])
    if type(relaxation) is not bool:
        raise BadRequest("claim.relaxation must be true or false")
    if integers and not relaxation:
        return False, f"the model has {integers} integer variables: an LP claim about it must say relaxation: true"
    if relaxation and not integers:
        return False, "the claim is about the LP relaxation, but the model has no integer variables"
    accepted, reason = _decide_lp(claim, prepared(lp), cert)
    return accepted, (f"LP relaxation ({integers} integer variables relaxed): {reason}" if relaxation else reason)


def _decide_lp(claim: dict[str, Any], subject: Subject, cert: dict[str, Any]) -> tuple[bool, str]:
    c, A, senses, b, lower, upper, sign, constant = subject
    m, n = len(A.rows), len(c)
    cmin = [sign * v for v in c]
    kind = claim.get("kind")
    if kind == "LP_INFEASIBLE":
        y = vector(cert.get("y"), m, "certificate.y", MAX_CERT_BITS)
        bound, why = dual_bound([Fraction(0)] * n, A, senses, b, lower, upper, y)
        if bound is None or bound <= 0:
            return False, why if bound is None else f"the Farkas bound is {shown(bound)}, not positive"
        return True, f"Farkas: every feasible x would satisfy 0 >= {shown(bound)} > 0"
    x = vector(cert.get("x"), n, "certificate.x", MAX_CERT_BITS)
    violation = primal_violation(A, senses, b, lower, upper, x)
    if violation:
        return False, violation
    if kind == "LP_UNBOUNDED":
        r = vector(cert.get("ray"), n, "certificate.ray", MAX_CERT_BITS)
        ar, _ = algebra.sparse_mat_vec(A, r)  # only the signs matter
        for i, s in enumerate(senses):
            if not _row_ok(s, ar[i], 0):
                return False, f"the ray leaves the feasible set through row {i}"
        if any((lo is not None and v < 0) or (up is not None and v > 0) for lo, up, v in zip(lower, upper, r)):
            return False, "the ray leaves the feasible set through a variable bound"
        slope = algebra.common_dot(cmin, r)
        return (
            slope < 0,
            f"the objective changes by {shown(-sign * slope)} per unit along the ray"
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
    primal = algebra.common_dot(cmin, x)
    if primal != bound:
        return False, f"duality gap {shown(primal - bound)}: x is not certified optimal"
    if sign * primal + constant != claimed:  # c x = sign * c' x
        return False, f"c x + {shown(constant)} = {shown(sign * primal + constant)}, not the claimed {shown(claimed)}"
    return True, f"x feasible, y dual feasible, zero gap: the optimum is {shown(claimed)}"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}  # the model read, once the subject has been read
    try:
        claim = fields(payload.get("claim"), {"kind", "objective", "format", "relaxation"}, "claim")
        if claim.get("kind") not in ("LP_OPTIMAL", "LP_INFEASIBLE", "LP_UNBOUNDED"):
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        if claim.get("format", FORMAT) != FORMAT:
            raise BadRequest(f"certificate format {claim.get('format')!r} is not {FORMAT}")
        subject = fields(payload.get("subject"), SUBJECT, "subject")
        cert = fields(payload.get("certificate"), {"x", "y", "ray"}, "certificate")
        lp, fmt = read_model(subject)
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
