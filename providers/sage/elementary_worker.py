"""The worker's equality test for elementary expressions outside the exact classes (SymPy and mpmath,
untrusted): ``elementary_equal``.

Imported by :mod:`.worker`. Each side arrives as the tree Jacobian's own reader built (``checkers/interval/
expression.py``: ``["num", "p/q"]``, ``["var", name]``, ``["pi"]``, ``["neg", a]``, ``["pow", a, k]``,
``["fn", name, a]``, ``[op, a, b]`` for add sub mul div), so no text reaches SymPy. In order: the same tree
(EQUAL, structure); a point among small rationals where both sides evaluate (mpmath at 60 digits, exp never
applied above 2^16, so ``exp(exp(exp(1000)))`` is never computed) and differ clearly (NOT_EQUAL with that
witness, for the checker to enclose); SymPy's ``simplify`` of the difference to 0 (EQUAL, evidence
"simplify"); agreement at every point that evaluates, at least four (EQUAL, evidence "points"). Otherwise the
question is refused as undecided.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from jacobian.wire import WorkerError

POINTS = ("1/2", "1", "2", "3", "1/3", "5/2", "7/3", "-1/2", "-1", "-2", "13/7", "4")
BIG = 1 << 16


class _Outside(ArithmeticError):
    pass


def _mp(tree: Any, t: Any) -> Any:
    import mpmath

    kind = tree[0]
    if kind == "num":
        q = Fraction(tree[1])
        return mpmath.mpf(q.numerator) / q.denominator
    if kind == "var":
        return t
    if kind == "pi":
        return mpmath.pi
    if kind == "neg":
        return -_mp(tree[1], t)
    if kind == "pow":
        base, k = _mp(tree[1], t), int(tree[2])
        if k < 0 and base == 0:
            raise _Outside("0 to a negative power")
        return base**k
    if kind == "fn":
        a = _mp(tree[2], t)
        name = tree[1]
        if (name == "sqrt" and a < 0) or (name == "log" and a <= 0) or (name == "exp" and a > BIG):
            raise _Outside(name)
        return getattr(mpmath, name)(a)
    a, b = _mp(tree[1], t), _mp(tree[2], t)
    if kind == "div" and b == 0:
        raise _Outside("division by 0")
    value = {"add": a + b, "sub": a - b, "mul": a * b}[kind] if kind != "div" else a / b
    if abs(value) > mpmath.mpf(2) ** BIG:
        raise _Outside("magnitude")
    return value


def _sympy(tree: Any, x: Any) -> Any:
    import sympy

    kind = tree[0]
    if kind == "num":
        q = Fraction(tree[1])
        return sympy.Rational(q.numerator, q.denominator)
    if kind == "var":
        return x
    if kind == "pi":
        return sympy.pi
    if kind == "neg":
        return -_sympy(tree[1], x)
    if kind == "pow":
        return _sympy(tree[1], x) ** int(tree[2])
    if kind == "fn":
        return getattr(sympy, tree[1])(_sympy(tree[2], x))
    a, b = _sympy(tree[1], x), _sympy(tree[2], x)
    return {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b}[kind]


def op_elementary_equal(payload: dict[str, Any]) -> dict[str, Any]:
    import mpmath
    import sympy

    left, right = payload["left"], payload["right"]
    if payload.get("same_structure"):
        return {"verdict": "EQUAL", "evidence": "structure", "witness": None}
    agree = 0
    with mpmath.workdps(60):
        for point in POINTS:
            q = Fraction(point)
            t = mpmath.mpf(q.numerator) / q.denominator
            try:
                a, b = _mp(left, t), _mp(right, t)
            except (_Outside, ValueError, ZeroDivisionError, OverflowError):
                continue
            if isinstance(a, mpmath.mpc) or isinstance(b, mpmath.mpc):
                continue
            if abs(a - b) > mpmath.mpf(10) ** -40 * max(1, abs(a), abs(b)):
                return {"verdict": "NOT_EQUAL", "evidence": "witness", "witness": point}
            agree += 1
    x = sympy.Symbol("x", real=True)
    if sympy.simplify(_sympy(left, x) - _sympy(right, x)) == 0:
        return {"verdict": "EQUAL", "evidence": "simplify", "witness": None}
    if agree >= 4:
        return {"verdict": "EQUAL", "evidence": "points", "witness": None, "points": agree}
    raise WorkerError(
        "INPUT",
        "undecided: no point among the small rationals where both sides evaluate and differ (exp is not applied "
        "above 2^16), SymPy's simplify does not reduce the difference to 0, and fewer than 4 points agree",
    )


OPS = {"elementary_equal": op_elementary_equal}
