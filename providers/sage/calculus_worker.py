"""The calculus operations of the worker on rational functions of one variable: SymPy's ``limit``, ``series`` and
``integrate``.

Imported by :mod:`.worker`. A rational function arrives as ``[numerator, denominator]``, each a dense list of
``[num, den]`` coefficients from the constant term up (Jacobian's own reader built it from the caller's text:
no text reaches SymPy). The answers are untrusted: the checker ``calculus.rational.exact`` decides them.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from jacobian.wire import WorkerError


def _function(wire: list[Any]) -> tuple[Any, Any]:
    import sympy

    x = sympy.Symbol("x")
    num, den = (sum(sympy.Rational(int(n), int(d)) * x**i for i, (n, d) in enumerate(part)) for part in wire)
    return x, num / den


def _point(text: str) -> Any:
    import sympy

    if text in ("oo", "-oo"):
        return sympy.oo if text == "oo" else -sympy.oo
    q = Fraction(text)
    return sympy.Rational(q.numerator, q.denominator)


def _text(value: Any) -> str:
    import sympy

    if value is sympy.oo:
        return "oo"
    if value is -sympy.oo:
        return "-oo"
    if value.is_Rational:
        return str(Fraction(int(value.p), int(value.q)))
    raise WorkerError("BACKEND", f"SymPy gave {value!r}, not a rational or an infinity")


def op_limit(payload: dict[str, Any]) -> dict[str, Any]:
    """A two-sided limit whose one-sided limits differ is "DNE" (SymPy raises ValueError or answers zoo)."""
    import sympy

    x, f = _function(payload["function"])
    point, side = _point(payload["point"]), {"both": "+-", "left": "-", "right": "+"}[payload["direction"]]
    if payload["point"] in ("oo", "-oo"):
        side = "-" if payload["point"] == "oo" else "+"
    try:
        value = sympy.limit(f, x, point, dir=side)
    except ValueError:
        return {"value": "DNE"}
    if value is sympy.zoo or isinstance(value, sympy.AccumBounds):
        return {"value": "DNE"}
    return {"value": _text(value)}


def op_series(payload: dict[str, Any]) -> dict[str, Any]:
    """SymPy's series of f(t + a) at t = 0 up to t^order; the valuation is its lowest power present."""
    import sympy

    x, f = _function(payload["function"])
    t = sympy.Symbol("t")
    order = int(payload["order"])
    g = f.subs(x, t + _point(payload["point"]))
    expansion = sympy.series(g, t, 0, order + 1).removeO()
    lift = order + 1 + 2 * len(payload["function"][1])  # clears every negative power (the pole's order <= deg den)
    terms = sympy.Poly(sympy.expand(expansion * t**lift), t).as_dict() if expansion != 0 else {}
    present = sorted(k - lift for (k,), c in terms.items() if c != 0 and k - lift <= order)
    valuation = present[0] if present else order + 1
    coefficients = [terms.get((k + lift,), sympy.Integer(0)) for k in range(valuation, order + 1)]
    for c in coefficients:
        if not c.is_Rational:
            raise WorkerError("BACKEND", f"SymPy gave the coefficient {c!r}, not a rational")
    return {"valuation": valuation, "coefficients": [_text(c) for c in coefficients]}


def _dense(poly: Any) -> list[str]:
    """A SymPy polynomial's coefficients over QQ, constant term first (ValueError outside QQ[x])."""
    return [_text(c) for c in reversed(poly.all_coeffs())]


def op_antiderivative(payload: dict[str, Any]) -> dict[str, Any]:
    """SymPy's integrate, split into a rational part and rational multiples of log(v), atan(w) with v, w in
    QQ[x]; an answer outside that class (algebraic constants: RootSum, sqrt, I) is refused as out of class."""
    import sympy

    x, f = _function(payload["function"])
    F = sympy.integrate(f, x)
    if F.has(sympy.RootSum, sympy.I, sympy.Integral):
        raise WorkerError("INPUT", "the antiderivative needs algebraic constants (out of the supported class)")
    atoms = sorted(F.atoms(sympy.log, sympy.atan), key=str)
    dummies = [sympy.Dummy() for _ in atoms]
    G = F.xreplace(dict(zip(atoms, dummies)))
    logs = []
    try:
        for atom, d in zip(atoms, dummies):
            c = sympy.cancel(sympy.diff(G, d))
            if not c.is_Rational:
                raise ValueError(f"the coefficient {c} of {atom}")
            arg = sympy.Poly(atom.args[0], x, domain=sympy.QQ)
            logs.append([type(atom).__name__, _dense(arg), _text(c)])
        rest = sympy.cancel(G.subs({d: 0 for d in dummies}))
        num, den = sympy.fraction(rest)
        rational = [_dense(sympy.Poly(num, x, domain=sympy.QQ)), _dense(sympy.Poly(den, x, domain=sympy.QQ))]
    except (ValueError, sympy.polys.polyerrors.PolynomialError, WorkerError) as exc:
        raise WorkerError(
            "INPUT",
            "the antiderivative needs algebraic constants or functions outside rational + c*log(v) + d*atan(w) "
            f"with rational c, d and v, w in QQ[x] (out of the supported class): {str(exc)[:300]}",
        ) from None
    return {"rational": rational, "logs": logs}


OPS = {"calculus_limit": op_limit, "calculus_series": op_series, "calculus_antiderivative": op_antiderivative}
