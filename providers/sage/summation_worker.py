"""sum.closed_form in the worker: SymPy's summation for the closed form and Gosper's algorithm for the WZ pair.

Imported by :mod:`.worker`. The summand (and a claimed closed form) arrive as lists made by Jacobian's own
reader (binomials, factorials, powers and polynomial factors): no text reaches SymPy. The answers go back as
text in the same grammar, which the provider and the checker ``sum.wz.exact`` read themselves; everything
here is untrusted.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from jacobian.wire import WorkerError


def _symbols() -> tuple[Any, Any]:
    import sympy

    return sympy.Symbol("n", integer=True, nonnegative=True), sympy.Symbol("k", integer=True)


def _lin(x: list[int]) -> Any:
    n, k = _symbols()
    return int(x[0]) * n + int(x[1]) * k + int(x[2])


def term(wire: dict[str, Any]) -> Any:
    import sympy

    n, k = _symbols()
    out = sympy.Rational(int(wire["const"][0]), int(wire["const"][1]))
    for a, b, e in wire["binomials"]:
        out *= sympy.binomial(_lin(a), _lin(b)) ** int(e)
    for a, e in wire["factorials"]:
        out *= sympy.factorial(_lin(a)) ** int(e)
    for c, a in wire["exponentials"]:
        out *= sympy.Integer(int(c)) ** _lin(a)
    for terms, e in wire["polys"]:
        p = sum(sympy.Rational(int(p_), int(q_)) * n ** int(i) * k ** int(j) for i, j, p_, q_ in terms)
        out *= p ** int(e)
    return out


def _poly_text(p: Any) -> str:
    """A polynomial in n, k over QQ in the grammar, e.g. '2*n - 3*k + 1' (integer coefficients required)."""
    import sympy

    n, k = _symbols()
    parts = []
    for (i, j), c in sorted(sympy.Poly(p, n, k).terms(), reverse=True):
        q = Fraction(int(c.p), int(c.q))
        if q.denominator != 1:
            raise WorkerError("BACKEND", f"a non-integer coefficient {q} in a factor")
        mono = "*".join(
            x for x in ("n" if i == 1 else f"n^{i}" if i else "", "k" if j == 1 else f"k^{j}" if j else "") if x
        )
        mag = abs(q.numerator)
        body = str(mag) if not mono else mono if mag == 1 else f"{mag}*{mono}"
        parts.append(("- " if q < 0 else "+ ") + body)
    text = " ".join(parts) or "0"
    return text[2:] if text.startswith("+ ") else "-" + text[2:]


def _factor_text(base: Any, e: int) -> str:
    """One factor base^e in the grammar."""
    import sympy

    n, k = _symbols()
    power = "" if e == 1 else f"^{e}" if e > 0 else f"^({e})".replace("(", "").replace(")", "")
    if isinstance(base, sympy.binomial):
        return f"binomial({_poly_text(base.args[0])}, {_poly_text(base.args[1])}){power}"
    if isinstance(base, sympy.factorial):
        return f"factorial({_poly_text(base.args[0])}){power}"
    if isinstance(base, sympy.gamma):
        return f"factorial({_poly_text(base.args[0] - 1)}){power}"
    if base.free_symbols <= {n, k} and base.is_polynomial(n, k):
        text = _poly_text(base)
        return (text if text.isalnum() else f"({text})") + power
    raise WorkerError("INPUT", f"the closed form has a factor {str(base)[:200]} outside the grammar")


def to_text(expr: Any) -> str:
    """A product of binomials, factorials, gammas, c^(linear) and polynomials as text in the grammar."""
    import sympy

    n, k = _symbols()
    num: list[str] = []
    den: list[str] = []
    const = Fraction(1)
    for f in sympy.Mul.make_args(sympy.factor(expr)):
        base, e = f.as_base_exp()
        if f.is_Rational:
            const *= Fraction(int(f.p), int(f.q))
            continue
        if base.is_Rational and e.free_symbols:  # c^(linear): p^(lin) / q^(lin)
            lin = sympy.Poly(sympy.expand(e), n, k)
            if lin.total_degree() > 1:
                raise WorkerError("INPUT", f"the exponent {e} is not linear")
            for value, into in ((int(base.p), num), (int(base.q), den)):
                if value != 1:
                    text, shown = _poly_text(e), str(value) if value > 0 else f"({value})"
                    into.append(f"{shown}^{text}" if text.isalnum() else f"{shown}^({text})")
            continue
        if not e.is_Integer:
            raise WorkerError("INPUT", f"the closed form has a factor {str(f)[:200]} outside the grammar")
        (num if e > 0 else den).append(_factor_text(base, abs(int(e))))
    if abs(const.numerator) != 1 or not num:
        num.insert(0, str(abs(const.numerator)))
    if const.denominator != 1:
        den.insert(0, str(const.denominator))
    text = ("-" if const < 0 else "") + "*".join(num)
    return text + "".join(f"/{d}" for d in den)


def _closed_form(F: Any, payload: dict[str, Any]) -> Any:
    import sympy

    n, k = _symbols()
    lower, upper = _lin(payload["lower"]), _lin(payload["upper"])
    S = sympy.summation(F, (k, lower, upper))
    if isinstance(S, sympy.Piecewise):
        S = S.args[0][0]  # the general branch; untrusted like the rest, the checker decides the values
    if S.has(sympy.Sum) or S == 0:
        raise WorkerError("INPUT", "SymPy's summation found no closed form for this sum")
    return sympy.simplify(sympy.combsimp(S))


def op_sum_closed_form(payload: dict[str, Any]) -> dict[str, Any]:
    """The closed form (given or SymPy's) and R = gosper_term(F'(n+1,k) - F'(n,k), k) * (r - 1), r =
    F'(n+1,k)/F'(n,k): Gosper's antidifference of the WZ difference, written as a rational multiple of F'."""
    import sympy
    from sympy.concrete.gosper import gosper_term

    n, k = _symbols()
    F = term(payload["summand"])
    S = term(payload["closed_form"]) if payload.get("closed_form") is not None else _closed_form(F, payload)
    Fp = F / S
    r = sympy.factor(sympy.combsimp(Fp.subs(n, n + 1) / Fp))
    if not r.is_rational_function(n, k):
        raise WorkerError(
            "INPUT", f"the closed form is not a hypergeometric term in n: F'(n+1,k)/F'(n,k) = {str(r)[:200]}"
        )
    g = gosper_term(sympy.factor(r - 1) * Fp, k)
    if g is None:
        raise WorkerError(
            "INPUT",
            "no WZ certificate: Gosper's algorithm finds no antidifference of F'(n+1,k) - F'(n,k) with F' = F/S "
            "(the closed form may be wrong, or the identity has no WZ proof with this F)",
        )
    R = sympy.factor(g * (r - 1))
    return {"closed_form": to_text(S), "wz": to_text(R)}


OPS = {"sum_closed_form": op_sum_closed_form}
