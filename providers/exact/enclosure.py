"""Ball-arithmetic evaluation of a parsed expression with python-flint's arb (worker side).

A variable of the box is the ball covering [lo, hi]; every operation is arb's, so the result
encloses every value of the expression over the box (at a point: the value). ``None`` when the
ball is not finite: the expression is undefined somewhere on the box (sqrt or log of a negative
number, a division by a ball that contains 0) or its value is beyond the magnitude bound.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .expression import check_name, parse_expression

MAX_MAGNITUDE_BITS = 1 << 16  # |value| < 2^65536, and the same bound inside every step
MIN_PRECISION, MAX_PRECISION = 32, 4096
SUB_BOXES = 64


def _q(value: Fraction) -> Any:
    import flint

    return flint.arb(flint.fmpq(value.numerator, value.denominator))


def read_box(box: dict[str, Any]) -> dict[str, tuple[Fraction, Fraction]]:
    from .rational import RationalError, parse_rational

    out = {}
    for name, ends in box.items():
        check_name(name)
        if not isinstance(ends, list) or len(ends) != 2:
            raise ValueError(f"box[{name!r}] must be [lower, upper]")
        try:
            lo, hi = parse_rational(ends[0]), parse_rational(ends[1])
        except RationalError as exc:
            raise ValueError(f"box[{name!r}]: {exc}") from None
        if lo > hi:
            raise ValueError(f"box[{name!r}]: lower {lo} above upper {hi}")
        out[name] = (lo, hi)
    return out


def _exact(x: Any) -> Fraction:
    man, exp = (int(v) for v in x.man_exp())
    return Fraction(man) * Fraction(2) ** exp


def enclose(text: Any, box: dict[str, Any], precision: Any) -> tuple[Fraction, Fraction] | None:
    """Exact [lower, upper] containing the value (a point) or the range over the box, or None.

    A box is cut into SUB_BOXES pieces by bisecting the widest variable (breadth first), and the
    pieces' balls are joined: a ball over a wide interval overestimates (x^2 over [-1/2, 2] becomes
    [-2.9, 4] in midpoint-radius form) and may leave a function's domain where the pieces do not.
    """
    import flint

    if type(precision) is not int or not MIN_PRECISION <= precision <= MAX_PRECISION:
        raise ValueError(f"precision_bits must be {MIN_PRECISION}..{MAX_PRECISION}")
    ranges = read_box(box)
    tree = parse_expression(text, set(ranges))
    flint.ctx.prec = precision  # set for every request: the pooled worker keeps nothing
    pieces = [ranges]
    while ranges and len(pieces) < SUB_BOXES:
        piece = pieces.pop(0)
        name = max(piece, key=lambda k: piece[k][1] - piece[k][0])
        a, b = piece[name]
        pieces += [{**piece, name: (a, (a + b) / 2)}, {**piece, name: ((a + b) / 2, b)}]
    lower: Fraction | None = None
    upper: Fraction | None = None
    for piece in pieces:
        ball = _evaluate(tree, {name: _q(lo).union(_q(hi)) for name, (lo, hi) in piece.items()})
        if ball is None:
            return None
        lo, hi = _exact(ball.lower()), _exact(ball.upper())
        lower = lo if lower is None else min(lower, lo)
        upper = hi if upper is None else max(upper, hi)
    assert lower is not None and upper is not None
    return lower, upper


def _evaluate(tree: tuple, env: dict[str, Any]) -> Any:
    import flint

    def ev(node: tuple) -> Any:
        kind = node[0]
        if kind == "num":
            return _q(node[1])
        if kind == "var":
            return env[node[1]]
        if kind == "pi":
            return flint.arb.pi()
        if kind == "neg":
            return -ev(node[1])
        if kind == "pow":
            base, k = ev(node[1]), node[2]
            return base**k if k >= 0 else 1 / base ** (-k)
        if kind == "fn":
            arg = ev(node[2])
            if node[1] == "exp" and not arg < MAX_MAGNITUDE_BITS:
                return flint.arb("nan")
            return getattr(arg, node[1])()
        a, b = ev(node[1]), ev(node[2])
        if kind == "add":
            return a + b
        if kind == "sub":
            return a - b
        return a * b if kind == "mul" else a / b

    value = ev(tree)
    if not value.is_finite() or not abs(value) < flint.arb(2) ** MAX_MAGNITUDE_BITS:
        return None
    return value
