"""The expression operations of the worker on rational expressions of one variable (SymPy, untrusted):
``expression.equal`` (a verdict and a witness point) and ``expression.simplify`` (p/q reduced and the partial
fractions over QQ).

Imported by :mod:`.worker`. An expression arrives as ``{"rat": [numerator, denominator], "logs": [[kind, argument,
coefficient], ...]}``: dense ``[num, den]`` coefficient lists from the constant term up, built by Jacobian's own
reader from the caller's text (no text reaches SymPy). The checker ``calculus.rational.exact`` decides the answers.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import count
from typing import Any

from jacobian.wire import WorkerError


def _q(pair: Any) -> Fraction:
    return Fraction(int(pair[0]), int(pair[1]))


def _dense(part: list[Any]) -> list[Fraction]:
    return [_q(c) for c in part]


def _value(f: list[Fraction], t: Fraction) -> Fraction:
    acc = Fraction(0)
    for c in reversed(f):
        acc = acc * t + c
    return acc


def _points() -> Any:
    """0, 1, -1, 2, -2, 1/2, -1/2, 3, ...: small rationals first."""
    yield Fraction(0)
    for n in count(1):
        yield from (Fraction(n), Fraction(-n), Fraction(1, n + 1), Fraction(-1, n + 1))


def _sympy(e: dict[str, Any]) -> tuple[Any, Any, Any]:
    """(rational part, log part, atan part) as SymPy expressions in x."""
    import sympy

    x = sympy.Symbol("x")

    def poly(part: list[Fraction]) -> Any:
        return sum(sympy.Rational(c.numerator, c.denominator) * x**i for i, c in enumerate(part))

    num, den = (poly(_dense(p)) for p in e["rat"])
    logs, atans = sympy.Integer(0), sympy.Integer(0)
    for kind, arg, c in e["logs"]:
        q = sympy.Rational(_q(c).numerator, _q(c).denominator)
        if kind == "log":
            logs += q * sympy.log(poly(_dense(arg)))
        else:
            atans += q * sympy.atan(poly(_dense(arg)))
    return num / den, logs, atans


def op_equal(payload: dict[str, Any]) -> dict[str, Any]:
    """EQUAL or NOT_EQUAL, with a witness point for NOT_EQUAL where both sides are defined: the values differ there
    (rational sides) or the difference's derivative is nonzero there (log/atan terms); when the difference has
    derivative zero it is a constant r + sum c_i log|v_i(t)| + (pi/2) sum d_j, zero exactly when r = 0, sum d_j = 0
    and prod |v_i(t)|^c_i = 1 (prime factorizations)."""
    import sympy

    x = sympy.Symbol("x")
    left, right = payload["left"], payload["right"]
    (r1, l1, a1), (r2, l2, a2) = _sympy(left), _sympy(right)
    rational = not left["logs"] and not right["logs"]
    difference = sympy.cancel(r1 - r2)
    dens = [_dense(e["rat"][1]) for e in (left, right)]
    args = [_dense(arg) for e in (left, right) for kind, arg, _ in e["logs"] if kind == "log"]

    def defined(t: Fraction) -> bool:
        return all(_value(d, t) != 0 for d in dens) and all(_value(a, t) != 0 for a in args)

    def rat(t: Fraction) -> Any:
        return sympy.Rational(t.numerator, t.denominator)

    if rational:
        if difference == 0:
            return {"verdict": "EQUAL", "witness": None}
        t = next(t for t in _points() if defined(t) and difference.subs(x, rat(t)) != 0)
        return {"verdict": "NOT_EQUAL", "witness": str(t)}
    derivative = sympy.cancel(sympy.diff(difference + l1 - l2 + a1 - a2, x))
    if derivative != 0:
        t = next(t for t in _points() if defined(t) and derivative.subs(x, rat(t)) != 0)
        return {"verdict": "NOT_EQUAL", "witness": str(t)}
    t = next(t for t in _points() if defined(t))
    constant = difference.subs(x, rat(t))
    atan_sum = sum(
        (_q(c) * s for e, s in ((left, 1), (right, -1)) for k, _, c in e["logs"] if k == "atan"), Fraction(0)
    )
    exponents: dict[int, Fraction] = {}
    for e, s in ((left, 1), (right, -1)):
        for kind, arg, c in e["logs"]:
            if kind != "log":
                continue
            v = abs(_value(_dense(arg), t))
            for p, k in sympy.factorint(v.numerator).items():
                exponents[int(p)] = exponents.get(int(p), Fraction(0)) + s * _q(c) * k
            for p, k in sympy.factorint(v.denominator).items():
                exponents[int(p)] = exponents.get(int(p), Fraction(0)) - s * _q(c) * k
    zero = constant == 0 and atan_sum == 0 and not any(exponents.values())
    return {"verdict": "EQUAL" if zero else "NOT_EQUAL", "witness": None if zero else str(t)}


def _coefficients(p: Any, x: Any) -> list[str]:
    import sympy

    return [str(Fraction(int(c.p), int(c.q))) for c in reversed(sympy.Poly(p, x, domain=sympy.QQ).all_coeffs())]


def op_simplify(payload: dict[str, Any]) -> dict[str, Any]:
    """p/q in lowest terms, q monic, and SymPy's partial fractions over QQ, split into a polynomial part and terms
    n/g^k (g monic, as SymPy's factor_list gives it)."""
    import sympy

    x = sympy.Symbol("x")
    f, _, _ = _sympy({"rat": payload["function"], "logs": []})
    num, den = sympy.fraction(sympy.cancel(f))
    lead = sympy.Poly(den, x).LC()
    num, den = sympy.expand(num / lead), sympy.expand(den / lead)
    polynomial = sympy.Integer(0)
    terms: list[dict[str, Any]] = []
    for term in sympy.Add.make_args(sympy.apart(num / den, x)):
        n, d = sympy.fraction(sympy.together(term))
        if not d.has(x):
            polynomial += n / d
            continue
        c, factors = sympy.factor_list(d, x)
        if len(factors) != 1:
            raise WorkerError("BACKEND", f"apart gave the term {term} whose denominator is not a power of one factor")
        g, k = factors[0]
        g_lead = sympy.Poly(g, x).LC()
        terms.append(
            {
                "numerator": _coefficients(sympy.expand(n / (c * g_lead**k)), x),
                "factor": _coefficients(sympy.expand(g / g_lead), x),
                "power": int(k),
            }
        )
    terms.sort(key=lambda t: (len(t["factor"]), [Fraction(c) for c in t["factor"][::-1]], t["power"]))
    return {
        "numerator": _coefficients(num, x) if num != 0 else [],
        "denominator": _coefficients(den, x),
        "polynomial": _coefficients(polynomial, x) if polynomial != 0 else [],
        "terms": terms,
    }


OPS = {"expression_equal": op_equal, "expression_simplify": op_simplify}
