"""ode.solve in the worker: the characteristic polynomial's factors over QQ from SymPy, its roots in QQ or one
quadratic field, undetermined coefficients for the particular solution and an exact solve for the constants of an
initial value problem (untrusted; the checker ``ode.linear.exact`` decides).

Imported by :mod:`.worker`. Numbers are "p/q" strings; a root of Q(sqrt d) is the pair [u, v] = u + v sqrt(d)
(with d < 0 a complex number), a constant the pair [u, v] = u + v sqrt(|d|) (real; with -d a square, as for
d = -1, the constants are rational, v = 0). Roots outside QQ and a single quadratic field are refused as out of
the supported class (INPUT), like recurrence.solve. Initial values at x0 != 0 come with a right-hand side whose
exponents are all 0 (the adapter refuses the rest before any job).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from jacobian.wire import WorkerError

from .recurrence_worker import _field

Pair = tuple[Fraction, Fraction]
ZERO: Pair = (Fraction(0), Fraction(0))


def _mul(x: Pair, y: Pair, d: int) -> Pair:
    return x[0] * y[0] + d * x[1] * y[1], x[0] * y[1] + x[1] * y[0]


def _div(x: Pair, y: Pair, d: int) -> Pair:
    norm = y[0] * y[0] - d * y[1] * y[1]
    return _mul(x, (y[0] / norm, -y[1] / norm), d)


def _solve(rows: list[list[Pair]], rhs: list[Pair], d: int) -> list[Pair]:
    """The solution of a square nonsingular system over Q(sqrt d) (d = 0: Q), by Gauss-Jordan elimination."""
    m = [list(r) + [b] for r, b in zip(rows, rhs)]
    n = len(m)
    for col in range(n):
        pivot = next(i for i in range(col, n) if m[i][col] != ZERO)
        m[col], m[pivot] = m[pivot], m[col]
        m[col] = [_div(x, m[col][col], d) for x in m[col]]
        for i in range(n):
            if i != col and m[i][col] != ZERO:
                f = m[i][col]
                m[i] = [(a[0] - g[0], a[1] - g[1]) for a, g in zip(m[i], (_mul(f, b, d) for b in m[col]))]
    return [row[n] for row in m]


def _roots(coefficients: list[Fraction], d: int | None) -> list[Pair]:
    """The roots of a factor of degree 1 or 2 (highest coefficient first); with d < 0 only the one with v > 0."""
    if len(coefficients) == 2:
        a, b = coefficients
        return [(-b / a, Fraction(0))]
    a, b, c = coefficients
    assert d is not None
    w2 = (b * b - 4 * a * c) / d  # a rational square: the discriminant is d times it
    w = Fraction(math.isqrt(w2.numerator * w2.denominator), w2.denominator)
    if w * w != w2:
        raise WorkerError("BACKEND", f"the discriminant of a quadratic factor is not in QQ(sqrt({d}))")
    half = abs(w / (2 * a))
    return [(-b / (2 * a), half)] if d < 0 else [(-b / (2 * a), half), (-b / (2 * a), -half)]


def _shift(w: list[Pair], r: Pair) -> list[Pair]:
    """(D + r) W in Q(i) (pairs u + v i)."""
    derivative = [(k * c[0], k * c[1]) for k, c in enumerate(w)][1:] + [ZERO]
    return [(dc[0] + m[0], dc[1] + m[1]) for dc, m in zip(derivative, (_mul(r, c, -1) for c in w))]


def _apply(lowest_first: list[Fraction], w: list[Pair], r: Pair) -> list[Pair]:
    """The polynomial part of L(W e^(r x)) = e^(r x) sum_k a_k (D + r)^k W, in Q(i)."""
    out = [ZERO] * len(w)
    current = list(w)
    for a in lowest_first:
        out = [(o[0] + a * c[0], o[1] + a * c[1]) for o, c in zip(out, current)]
        current = _shift(current, r)
    return out


def _multiplicity(lowest_first: list[Fraction], r: Pair) -> int:
    """The multiplicity of r = s + b i as a root of the characteristic polynomial (synthetic division in Q(i))."""
    poly, m = [(c, Fraction(0)) for c in reversed(lowest_first)], 0  # highest first
    while len(poly) > 1:
        quotient, acc = [], ZERO
        for c in poly:
            acc = _mul(acc, r, -1)
            acc = (acc[0] + c[0], acc[1] + c[1])
            quotient.append(acc)
        if quotient[-1] != ZERO:
            break
        poly, m = quotient[:-1], m + 1
    return m


def _particular(lowest_first: list[Fraction], r: Pair, h: list[Pair]) -> list[Pair]:
    """W with L(W e^(r x)) = H e^(r x): W = x^mu (c_0 + ... + c_m x^m), mu the multiplicity of r (resonance);
    then L Re(W e^(r x)) = Re(H e^(r x)), L being real."""
    while len(h) > 1 and h[-1] == ZERO:
        h = h[:-1]
    mu, m = _multiplicity(lowest_first, r), len(h) - 1
    columns = []
    for i in range(m + 1):
        monomial = [ZERO] * (mu + i) + [(Fraction(1), Fraction(0))]
        columns.append(_apply(lowest_first, monomial, r)[: m + 1] + [ZERO] * (m + 1))
    rows = [[columns[i][e] for i in range(m + 1)] for e in range(m + 1)]
    return [ZERO] * mu + _solve(rows, h, -1)


def _terms(s: Fraction, b: Fraction, w: list[Pair]) -> list[dict[str, Any]]:
    """Re(W e^((s + b i) x)) as exp, or cos and sin, terms: W = P - i Q is P e^(s x) cos(b x) + Q e^(s x) sin(b x)."""
    out = []
    for function, part in (
        (("exp", [c[0] for c in w]),) if not b else (("cos", [c[0] for c in w]), ("sin", [-c[1] for c in w]))
    ):
        while len(part) > 1 and not part[-1]:
            part = part[:-1]
        if any(part):
            out.append(
                {"exponent": str(s), "function": function, "frequency": str(b), "polynomial": [str(c) for c in part]}
            )
    return out


def _derivative_at_zero(function: str, j: int, r: Pair, i: int, d: int, k: int | None) -> Pair:
    """b^(i)(0) for x^j e^(r x) (or its Re, Im) in the real field Q(sqrt |d|) (rational with k = sqrt(-d))."""
    if i < j:
        return ZERO
    z = (Fraction(math.factorial(i) // math.factorial(i - j)), Fraction(0))
    for _ in range(i - j):
        z = _mul(z, r, d)
    if function == "cos":
        return z[0], Fraction(0)
    if function == "sin":
        z = (Fraction(0), z[1])
    return z if k is None else (z[0] + z[1] * k, Fraction(0))


def op_ode(payload: dict[str, Any]) -> dict[str, Any]:
    import sympy

    a = [Fraction(c) for c in payload["coefficients"]]  # a_n first
    lowest_first = list(reversed(a))
    t = sympy.Symbol("t")
    chi = sympy.Poly([sympy.Rational(str(c)) for c in a], t, domain=sympy.QQ)
    _, factors = chi.factor_list()
    try:
        d = _field(factors)
    except ValueError as exc:
        raise WorkerError(
            "INPUT",
            f"the characteristic polynomial has {exc}: roots outside QQ and a single quadratic field QQ(sqrt(d)) "
            "are out of the supported class",
        ) from None
    dd = d or 0
    k = math.isqrt(-dd) if dd < 0 else -1
    real, scale = (0, k) if k * k == -dd else (abs(dd), None)
    basis = []
    for f, m in factors:
        for r in _roots([Fraction(str(c)) for c in f.all_coeffs()], d):
            kinds = ("cos", "sin") if r[1] and dd < 0 else ("exp",)
            basis += [(kind, j, r) for j in range(m) for kind in kinds]
    basis.sort(key=lambda b: (b[2], b[1], b[0]))
    h: dict[Pair, list[Pair]] = {}  # h = Re(sum H e^(r x)) by r = s + b i
    for term in payload["rhs"]:
        r = (Fraction(term["exponent"]), Fraction(term.get("frequency", "0")))
        w = h.setdefault(r, [])
        w.extend([ZERO] * (len(term["polynomial"]) - len(w)))
        for e, c in enumerate(term["polynomial"]):
            w[e] = (
                (w[e][0], w[e][1] - Fraction(c)) if term.get("function") == "sin" else (w[e][0] + Fraction(c), w[e][1])
            )
    particular = {r: _particular(lowest_first, r, w) for r, w in sorted(h.items()) if any(c != ZERO for c in w)}
    constants = None
    if payload["initial"] is not None:
        x0 = Fraction(payload["initial"]["x0"])
        rows, rhs = [], []
        for i, value in enumerate(payload["initial"]["values"]):
            rows.append([_derivative_at_zero(fn, j, r, i, dd, scale) for fn, j, r in basis])
            yp = Fraction(0)
            for r, w in particular.items():
                current = list(w)
                for _ in range(i):
                    current = _shift(current, r)
                if r != ZERO and x0:
                    raise WorkerError("INPUT", "initial values at x0 != 0 with e^(s x), cos(b x) or sin(b x) in h")
                yp += sum((c[0] * x0**e for e, c in enumerate(current)), Fraction(0))  # Re W_i(x0)
            rhs.append((Fraction(value) - yp, Fraction(0)))
        constants = [[str(u), str(v)] for u, v in _solve(rows, rhs, real)]
    return {
        "field": d,
        "basis": [{"function": fn, "power": j, "root": [str(r[0]), str(r[1])]} for fn, j, r in basis],
        "particular": [t for (s, b), w in particular.items() for t in _terms(s, b, w)],
        "constants": constants,
    }


OPS = {"ode_solve": op_ode}
