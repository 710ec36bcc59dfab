"""The worker's operations on exponential polynomials sum c x^j e^(r x) (SymPy, untrusted): the antiderivative
(``exp_antiderivative``) and equality (``exp_equal``).

Imported by :mod:`.worker`. A form arrives as a list of terms ``[j, a, b, p, q]`` (strings for the rationals):
c = p + q i times x^j e^((a + b i) x), built by Jacobian's own reader (``checkers/calculus/exppoly.py``) from the
caller's text, so no text reaches SymPy. The checker ``calculus.rational.exact`` decides the answers itself.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any


def _gauss(re: str, im: str) -> Any:
    import sympy

    a, b = Fraction(re), Fraction(im)
    return sympy.Rational(a.numerator, a.denominator) + sympy.I * sympy.Rational(b.numerator, b.denominator)


def _parts(z: Any) -> tuple[str, str]:
    import sympy

    re, im = sympy.re(z), sympy.im(z)
    return str(Fraction(int(re.p), int(re.q))), str(Fraction(int(im.p), int(im.q)))


def op_exp_antiderivative(payload: dict[str, Any]) -> dict[str, Any]:
    """Term by term in SymPy's exact Gaussian rationals: for r != 0 the table formula (Gradshteyn-Ryzhik 2.321)
    integral of x^j e^(r x) = e^(r x) sum_{k=0..j} (-1)^k j!/(j-k)! x^(j-k) / r^(k+1); for r = 0,
    x^(j+1)/(j+1). Returns the terms of F, like terms collected."""
    import sympy

    out: dict[tuple[int, Any], Any] = {}
    for j, a, b, p, q in payload["function"]:
        j, r, c = int(j), _gauss(a, b), _gauss(p, q)
        if r == 0:
            pieces = [(j + 1, c / (j + 1))]
        else:
            pieces = [(j - k, c * (-1) ** k * sympy.ff(j, k) / r ** (k + 1)) for k in range(j + 1)]
        for power, coefficient in pieces:
            key = (power, r)
            out[key] = sympy.expand(out.get(key, 0) + coefficient)
    terms = []
    for (j, r), c in out.items():
        if c != 0:
            terms.append([j, *_parts(r), *_parts(c)])
    return {"antiderivative": sorted(terms, key=lambda t: (t[0], Fraction(t[1]), Fraction(t[2])))}


def op_exp_equal(payload: dict[str, Any]) -> dict[str, Any]:
    """EQUAL when SymPy expands left - right, as sum c x^j exp(r x), to zero."""
    import sympy

    x = sympy.Symbol("x")

    def expression(form: list[Any]) -> Any:
        terms = (_gauss(p, q) * x ** int(j) * sympy.exp(_gauss(a, b) * x) for j, a, b, p, q in form)
        return sum(terms, sympy.Integer(0))

    difference = sympy.expand(sympy.powsimp(expression(payload["left"]) - expression(payload["right"])))
    return {"verdict": "EQUAL" if difference == 0 else "NOT_EQUAL", "witness": None}


OPS = {"exp_antiderivative": op_exp_antiderivative, "exp_equal": op_exp_equal}
