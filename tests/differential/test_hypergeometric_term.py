"""Differential reading of hypergeometric-term text (format ``hypergeometric-term``) against SymPy's.

Ours: ``checkers/summation/hyperterm.py``, the reader both sum.closed_form (with the request bounds of
``jacobian/contracts/summation.py``) and the checker ``sum.wz.exact`` use. Reference:
``sympy.parsing.sympy_parser.parse_expr`` with its standard transformations only, on the text with ``^`` written
``**``, ``n`` and ``k`` symbols and ``binomial``, ``factorial`` SymPy's. The model is the function read, as its
exact values at three sample points (n >= 50, k <= 11: the generator's binomial tops and factorial arguments are
positive there; mutations make them anything), evaluated for ours by the test's own model of SymPy's integer
binomial and factorial, "0" where the function is zero or has no value (a binomial with a negative top, a
factorial of a negative integer in a numerator, a zero divisor): SymPy folds binomial(x, -8) to 0 while reading,
so 0 * (1/0) is 0 there.
Wherever SymPy reads a text, ours reads the same or refuses. Documented extensions of ours, which Python's
tokenizer refuses: integers with leading zeros and a newline between tokens outside parentheses. Texts SymPy
cannot read within 2 seconds are left out (counted, at most 1%).
"""

from __future__ import annotations

import functools
import math
import re
from fractions import Fraction
from typing import Any

import sympy
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from jacobian.checkers.summation import bipoly as P
from jacobian.checkers.summation import hyperterm

from .gen_hyperterm import HypertermTexts
from .harness import TOO_SLOW, Refused, compare, corpus_size, read_or_refuse, within

SEED = 20261204
N, K = sympy.Symbol("n"), sympy.Symbol("k")
LOCALS = {"n": N, "k": K, "binomial": sympy.binomial, "factorial": sympy.factorial}
POINTS = ((50, 3), (61, 7), (77, 11))


def q(c: Any) -> str:
    f = Fraction(c)
    return f"{f.numerator:x}/{f.denominator:x}"


def _binomial(a: int, b: int) -> int | None:
    """The model's binomial for integers: none for a negative top (SymPy's values there are its own
    convention), else a(a-1)...(a-b+1)/b! for b >= 0, 0 for b < 0."""
    if a < 0:
        return None
    if b < 0:
        return 0
    return math.prod(range(a - b + 1, a + 1)) // math.factorial(b)


def _value(t: hyperterm.Term, n: int, k: int) -> Fraction | None:
    """The term read by ours at (n, k), None where a factor has no value (the model's evaluation, not the WZ
    checker's convention, which leaves binomials with a negative top without a value)."""
    at = lambda lin: lin[0] * n + lin[1] * k + lin[2]  # noqa: E731
    factors: list[tuple[Fraction | None, int]] = []
    for a, b, e in t.binomials:
        v = _binomial(at(a), at(b))
        factors.append((None if v is None else Fraction(v), e))
    factors += [(Fraction(math.factorial(at(a))) if at(a) >= 0 else None, e) for a, e in t.factorials]
    factors += [(Fraction(c) ** at(a), 1) for c, a in t.exponentials]
    factors += [(P.evaluate(p, n, k), e) for p, e in t.polys]
    out = Fraction(t.const)
    for v, e in factors:
        if v is None or (not v and e < 0):
            return None
        out *= v**e
    return out


def ours(text: str) -> list[str]:
    try:
        t = hyperterm.parse(text)
    except hyperterm.TextError as exc:
        raise Refused(str(exc)) from None
    return [q(_value(t, n, k) or 0) for n, k in POINTS]


def _values(expr: Any) -> list[str]:
    if expr.free_symbols - {N, K}:
        raise ValueError("names other than n and k")
    out = []
    for n, k in POINTS:  # factor by factor: a zero factor must not hide another's division by zero
        value: Fraction | None = Fraction(1)
        for f in sympy.Mul.make_args(expr):
            if any(b.args[0].subs({N: n, K: k}) < 0 for b in f.atoms(sympy.binomial)):
                value = None  # a negative top: no value in the model
                break
            v = f.subs({N: n, K: k})
            if v.has(sympy.zoo, sympy.nan, sympy.oo, -sympy.oo):
                value = None
                break
            if not v.is_Rational:
                raise ValueError(f"not a rational value: {v}")
            value *= Fraction(int(v.p), int(v.q))
        out.append(q(0) if value is None else q(value))
    return out


@functools.cache
def _sympy(text: str) -> list[str] | str:
    python = text.replace("^", "**")
    return within(
        2.0, lambda: _values(parse_expr(python, local_dict=dict(LOCALS), transformations=standard_transformations))
    )


def sympy_reads(text: str) -> list[str]:
    return read_or_refuse(_sympy(text))  # type: ignore[no-any-return]


def extension(text: str) -> str | None:
    if re.search(r"(?<![0-9A-Za-z])0[0-9]", text):
        return "an integer with a leading zero"
    if "\n" in text:
        return "a newline between tokens"
    return None


def test_hypergeometric_term_reads_as_sympy_does():
    generated = HypertermTexts(SEED).texts(corpus_size())
    texts = [t for t in generated if _sympy(t) != TOO_SLOW]
    assert len(generated) - len(texts) <= len(generated) // 100
    counts = compare("hypergeometric-term", "sympy parse_expr", texts, ours, sympy_reads, extension=extension)
    assert counts.differ == 0
    assert counts.read_alike > counts.generated // 3 and counts.refused_by_both > 0, counts
    assert counts.refused_by_ours_only > 0  # sums at the top, n! and k^2^2 are SymPy's, not terms
