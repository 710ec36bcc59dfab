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
    x, f = _function(payload["function"])
    return _antiderivative(x, f)


def _antiderivative(x: Any, f: Any) -> dict[str, Any]:
    import sympy

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


def _diverges(x: Any, f: Any, a: Any, b: Any) -> bool:
    """A real root of the reduced denominator in [a, b] (SymPy's count_roots), or an infinite end where
    deg den < deg num + 2."""
    import sympy

    num, den = (sympy.Poly(p, x, domain=sympy.QQ) for p in sympy.fraction(sympy.cancel(f)))
    inf, sup = (None if e in (sympy.oo, -sympy.oo) else e for e in (a, b))
    if den.degree() > 0 and den.count_roots(inf, sup) > 0:
        return True
    infinite = a is -sympy.oo or b is sympy.oo
    return bool(infinite and not num.is_zero and den.degree() < num.degree() + 2)


def _terms(x: Any, pieces: dict[str, Any], a: Any, b: Any) -> dict[str, Any]:
    """F(b) - F(a) from the antiderivative's pieces, term by term: R(b) - R(a) (SymPy's limit at an infinite
    end), c log|v(end)| (|lc(v)| at an infinite end, where the log|x| parts cancel), d atan(w(end)) as a multiple
    of pi at an infinite end or at w(end) = +-1, else [w(end), d]."""
    import sympy

    def poly(dense: list[str]) -> Any:
        return sum(sympy.Rational(c) * x**i for i, c in enumerate(dense))

    infinite = (sympy.oo, -sympy.oo)
    R = poly(pieces["rational"][0]) / poly(pieces["rational"][1])
    rational = sympy.limit(R, x, b) - sympy.limit(R, x, a)
    pi, logs, atans = sympy.Integer(0), [], []
    for end, sign in ((b, 1), (a, -1)):
        for kind, arg, c in pieces["logs"]:
            v, c = poly(arg), sympy.Rational(c) * sign
            if kind == "log":
                q = abs(sympy.Poly(v, x).LC() if end in infinite else v.subs(x, end))
                logs.append([str(q), str(c)])
                continue
            s = sympy.limit(v, x, end) if end in infinite else v.subs(x, end)
            if s in infinite or abs(s) == 1:
                pi += c * sympy.atan(s) / sympy.pi
            elif s != 0:
                atans.append([str(s), str(c)])
    return {"rational": str(rational), "pi": str(pi), "logs": logs, "atans": atans}


def _decimal(value: Any, scale: int) -> str:
    """An integer over 10^scale as a decimal string."""
    sign, digits = ("-" if value < 0 else ""), str(abs(value))
    if scale <= 0:
        return sign + digits + "0" * -scale
    digits = digits.rjust(scale + 1, "0")
    return f"{sign}{digits[:-scale]}.{digits[-scale:]}"


def _enclosure(exact: Any, digits: int) -> list[str]:
    """[lo, hi] around SymPy's value of ``exact`` at digits + 20 digits: half-width 10^-(digits + 2) times the
    value's magnitude (at least 1), ends rounded outward to that grid."""
    import math

    import sympy

    mid = sympy.N(exact, digits + 20)
    size = max(0, int(sympy.floor(sympy.log(abs(mid), 10))) + 1) if mid != 0 else 0
    scale = digits + 2 - size
    scaled = sympy.Rational(str(mid)) * sympy.Integer(10) ** scale if scale >= 0 else mid / 10 ** (-scale)
    lo, hi = math.floor(scaled) - 1, math.ceil(scaled) + 1
    return [_decimal(lo, scale), _decimal(hi, scale)]


def op_definite_integral(payload: dict[str, Any]) -> dict[str, Any]:
    """DIVERGENT, or the antiderivative, the canonical exact value and an enclosure (from SymPy's own definite
    integral, evaluated to digits + 20 digits); an integral whose antiderivative is out of class is answered
    unchecked: SymPy's exact value and its numerical enclosure."""
    import sympy

    x, f = _function(payload["function"])
    a, b = _point(payload["lower"]), _point(payload["upper"])
    digits = int(payload["digits"])
    if _diverges(x, f, a, b):
        return {"divergent": True}
    exact = sympy.integrate(f, (x, a, b))
    if exact.has(sympy.Integral, sympy.RootSum, sympy.I) or exact.is_infinite:
        raise WorkerError("BACKEND", f"SymPy gave {str(exact)[:200]}, not a finite closed form")
    enclosure = _enclosure(exact, digits)
    try:
        pieces = _antiderivative(x, f)
    except WorkerError:
        return {"unchecked": {"value": str(exact), "enclosure": enclosure}}
    return {"antiderivative": pieces, "value": _terms(x, pieces, a, b), "enclosure": enclosure}


OPS = {
    "calculus_limit": op_limit,
    "calculus_series": op_series,
    "calculus_antiderivative": op_antiderivative,
    "calculus_definite_integral": op_definite_integral,
}
