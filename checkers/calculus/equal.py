"""Whether two expressions of the rational-expression grammar are the same function, decided exactly.

Both sides are read by :mod:`.ratexpr`: a reduced rational function plus rational multiples of log|v| and atan(w)
(v, w polynomials; atan's argument with a positive leading coefficient). Let D = left - right = R + L + T (R
rational, L = sum c_i log|v_i|, T = sum d_j atan(w_j)).

- No log/atan term on either side: the sides are equal exactly when their reduced pairs are equal (the same
  element of Q(x): they agree wherever both are defined). NOT_EQUAL needs a witness t where both denominators are
  nonzero and the values differ, checked by exact evaluation.
- Otherwise, D' (the checker's own derivative, :mod:`.antiderivative`) is a rational function. D' != 0: D is not
  constant near any point where D'(t) != 0, so D is not zero: NOT_EQUAL, with a witness t in both domains (every
  denominator and log argument nonzero) where D'(t) != 0.
- D' = 0: the checker requires R' = 0, L' = 0 and T' = 0 separately (their poles cannot cancel: L' has real
  rational residues, T' imaginary ones, R' none), so R is a constant r. L' = 0 makes F = prod v_i^(N c_i) (N the
  common denominator of the c_i) a constant rational function, so L = (1/N) log|F| is the constant (1/N) log K with
  K = prod |v_i(t)|^(N c_i) at any t. T' = 0 on the connected real line makes T constant, equal to its limit at
  +infinity, (pi/2) sum d_j. So D = r + (1/N) log K + (pi/2) s, s = sum d_j. If r = 0, K = 1 and s = 0, D is zero:
  EQUAL (elementary). Otherwise D is a nonzero constant: log K is real and i pi = log(-1) imaginary, so by Baker's
  theorem (1, log K, i pi linearly independent over the algebraic numbers when log K != 0; with log K = 0, by the
  transcendence of pi) r + (1/N) log K + (pi/2) s = 0 forces r = 0, log K = 0, s = 0: NOT_EQUAL. K = 1 is decided
  without factoring: the integers in |v_i(t)| are split into a coprime base (gcds only) and the exponents of each
  base element summed.
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import gcd, lcm

from ..polynomial import univariate as U
from . import antiderivative as A
from . import ratexpr
from . import ratfun as R

MAX_SEARCH = 5_000  # candidate points tried for a point of the domain (the log arguments have < 5,000 roots in all)


def difference(left: ratexpr.Expr, right: ratexpr.Expr) -> ratexpr.Expr:
    logs = dict(left.logs)
    for key, c in right.logs.items():
        s = logs.get(key, Fraction(0)) - c
        if s:
            logs[key] = s
        else:
            logs.pop(key, None)
    return ratexpr.Expr(R.add(left.rat, R.neg(right.rat)), logs)


def defined(sides: tuple[ratexpr.Expr, ...], t: Fraction) -> bool:
    """Both sides defined at t: every denominator and every log argument nonzero there."""
    for e in sides:
        if U.value(e.rat[1], t) == 0:
            return False
        if any(kind == "log" and U.value(list(arg), t) == 0 for kind, arg in e.logs):
            return False
    return True


def coprime_base(values: list[int]) -> list[int]:
    """Pairwise coprime integers > 1 of which every value > 1 is a product (gcd splitting; no factoring)."""
    base: list[int] = []
    todo = [v for v in values if v > 1]
    while todo:
        m = todo.pop()
        for i, b in enumerate(base):
            g = gcd(m, b)
            if g > 1:
                base.pop(i)
                todo += [v for v in (g, b // g, m // g) if v > 1]
                break
        else:
            base.append(m)
    return base


def product_is_one(pairs: list[tuple[Fraction, Fraction]]) -> bool:
    """prod a^c == 1 for positive rationals a and rational exponents c, exactly."""
    n = lcm(*(c.denominator for _, c in pairs)) if pairs else 1
    integers = [x for a, _ in pairs for x in (a.numerator, a.denominator)]
    for b in coprime_base(integers):
        total = 0
        for a, c in pairs:
            for x, sign in ((a.numerator, 1), (a.denominator, -1)):
                while x % b == 0:
                    x //= b
                    total += sign * int(c * n)
        if total:
            return False
    return True


def _point(text: object) -> Fraction | None:
    if not isinstance(text, str) or not re.fullmatch(r"-?(0|[1-9][0-9]{0,199})(/[1-9][0-9]{0,199})?", text):
        return None
    return Fraction(text)


def decide(left: ratexpr.Expr, right: ratexpr.Expr, verdict: str, witness: object) -> tuple[bool, str]:
    sides = (left, right)
    t = _point(witness)
    if verdict == "NOT_EQUAL" and (t is None or not defined(sides, t)):
        return False, "NOT_EQUAL needs a witness 'p/q' where both sides are defined (denominators, log arguments != 0)"
    if left.rational and right.rational:
        if left.rat == right.rat:
            ok = verdict == "EQUAL"
            return ok, "the two sides reduce to the same fraction p/q" + ("" if ok else ": they are equal")
        if verdict == "EQUAL":
            return False, "the two sides reduce to different fractions: they are not equal"
        assert t is not None
        a, b = (U.value(e.rat[0], t) / U.value(e.rat[1], t) for e in sides)
        if a == b:
            return False, f"both sides take the value {a} at the witness {t}: it does not show them different"
        return True, f"at {t} the left side is {a} and the right side {b}"
    d = difference(left, right)
    if not d.rat[0] and not d.logs:
        ok = verdict == "EQUAL"
        return ok, "the two sides have the same rational part and the same log/atan terms" + ("" if ok else ": equal")
    logs = ratexpr.Expr(R.ZERO, {k: c for k, c in d.logs.items() if k[0] == "log"})
    atans = ratexpr.Expr(R.ZERO, {k: c for k, c in d.logs.items() if k[0] == "atan"})
    parts = (R.derivative(d.rat), A.derivative(logs), A.derivative(atans))
    total = R.add(R.add(parts[0], parts[1]), parts[2])
    if total[0]:
        if verdict == "EQUAL":
            return False, "the derivative of the difference is not zero: the sides are not equal"
        assert t is not None
        if U.value(total[1], t) == 0 or U.value(total[0], t) == 0:
            return False, f"the derivative of the difference is zero or undefined at the witness {t}"
        return (
            True,
            f"the derivative of the difference is {U.value(total[0], t) / U.value(total[1], t)} at {t}: not constant",
        )
    if any(p[0] for p in parts):
        return False, "the derivatives of the rational, log and atan parts do not vanish separately: undecided here"
    r = d.rat[0][0] if d.rat[0] else Fraction(0)
    s = sum(atans.logs.values(), Fraction(0))
    t0 = next((Fraction(k) for k in range(MAX_SEARCH) if defined((logs,), Fraction(k))), None)
    if t0 is None:
        return False, "no point of the domain found among the integers searched"
    one = product_is_one([(abs(U.value(list(arg), t0)), c) for (_, arg), c in logs.logs.items()])
    zero = r == 0 and s == 0 and one
    what = f"r = {r}, K {'=' if one else '!='} 1, sum of atan coefficients {s}"
    if zero == (verdict == "EQUAL"):
        return (
            True,
            f"the difference is the constant r + (1/N) log K + (pi/2) s with {what}: {'zero' if zero else 'not zero'}",
        )
    return False, f"the difference is the constant r + (1/N) log K + (pi/2) s with {what}: the verdict is wrong"
