"""Differential reading of exponential-polynomial text (format ``exp-polynomial``) against SymPy's.

Ours: ``checkers/calculus/exppoly.py``, the reader the calculus operations (with the request bounds of
``jacobian/contracts/calculus.py``) and the checker ``calculus.rational.exact`` use for texts calling exp, sin or
cos. Reference: ``sympy.parsing.sympy_parser.parse_expr`` with its standard transformations only, on the text with
``^`` written ``**``, ``x`` a symbol and ``exp``, ``sin``, ``cos`` SymPy's; its expression, rewritten in complex
exponentials (sin a = (e^(ia) - e^(-ia))/(2i), cos a = (e^(ia) + e^(-ia))/2) and expanded, is split term by term
into c x^j exp(r x) with j a non-negative integer and r, c Gaussian rationals (``powsimp`` merging the exponentials
of a term); anything else (exp(1), 1/x, zoo) is the reference refusing (for our model). Both map to the sorted terms
with "p/q" strings. Wherever SymPy reads a text, ours reads the same or refuses. Documented extensions of ours,
which Python's tokenizer refuses: integers with leading zeros and a newline between tokens outside parentheses.
Texts SymPy cannot read within 2 seconds are left out (counted, at most 1%).
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import Any

import sympy
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from jacobian.checkers.calculus import exppoly, ratexpr

from .gen_exppoly import ExpTexts
from .harness import TOO_SLOW, Refused, compare, corpus_size, read_or_refuse, within

SEED = 20261204
X = sympy.Symbol("x")
LOCALS = {"x": X, "exp": sympy.exp, "sin": sympy.sin, "cos": sympy.cos}
RUNAWAY = re.compile(r"\*\*[ \t\n]*-?[ \t\n]*[0-9]+[ \t\n]*\*\*|!")


def q(c: Any) -> str:
    f = Fraction(c)
    return f"{f.numerator:x}/{f.denominator:x}"


def canonical(terms: dict[tuple[int, Any, Any], tuple[Fraction, Fraction]]) -> list[list[Any]]:
    return sorted([j, q(a), q(b), q(c[0]), q(c[1])] for (j, a, b), c in terms.items() if c != (0, 0))


def ours(text: str) -> list[list[Any]]:
    try:
        form = exppoly.parse(text, "x")
    except ratexpr.TextError as exc:
        raise Refused(str(exc)) from None
    return canonical({(j, r[0], r[1]): c for (j, r), c in form.items()})


def _gauss(value: Any) -> tuple[Fraction, Fraction]:
    re_, im_ = sympy.re(value), sympy.im(value)
    if not (re_.is_Rational and im_.is_Rational):
        raise ValueError(f"the coefficient {value} is not a Gaussian rational")
    return Fraction(int(re_.p), int(re_.q)), Fraction(int(im_.p), int(im_.q))


def _split(expr: Any) -> list[list[Any]]:
    i = sympy.I
    expr = expr.replace(sympy.sin, lambda a: (sympy.exp(i * a) - sympy.exp(-i * a)) / (2 * i))
    expr = expr.replace(sympy.cos, lambda a: (sympy.exp(i * a) + sympy.exp(-i * a)) / 2)
    e = sympy.expand(expr, power_exp=False)
    if e.has(sympy.zoo, sympy.nan, sympy.oo) or e.free_symbols - {X}:
        raise ValueError("not an exponential polynomial in x")
    terms: dict[tuple[int, Any, Any], tuple[Fraction, Fraction]] = {}
    for term in sympy.Add.make_args(e):
        j, r, c = 0, (Fraction(0), Fraction(0)), sympy.Integer(1)
        for f in sympy.Mul.make_args(sympy.powsimp(term)):
            if f == X:
                j += 1
            elif f.is_Pow and f.base == X and f.exp.is_Integer and f.exp > 0:
                j += int(f.exp)
            elif isinstance(f, sympy.exp):
                arg = sympy.expand(f.args[0])
                slope = sympy.cancel(arg / X)
                if arg.subs(X, 0) != 0 or slope.has(X):
                    raise ValueError(f"exp of {arg}, not r*x")
                s = _gauss(slope)
                r = (r[0] + s[0], r[1] + s[1])
            elif f.is_number:
                c *= f
            else:
                raise ValueError(f"the factor {f}")
        g = _gauss(c)
        key = (j, r[0], r[1])
        old = terms.get(key, (Fraction(0), Fraction(0)))
        terms[key] = (old[0] + g[0], old[1] + g[1])
    return canonical(terms)


@functools.cache
def _sympy(text: str) -> list[list[Any]] | str:
    python = text.replace("^", "**")
    if RUNAWAY.search(python):
        return "not given to the reference: a tower of powers or a factorial"
    return within(
        2.0, lambda: _split(parse_expr(python, local_dict=dict(LOCALS), transformations=standard_transformations))
    )


def sympy_reads(text: str) -> list[list[Any]]:
    return read_or_refuse(_sympy(text))  # type: ignore[no-any-return]


def extension(text: str) -> str | None:
    if re.search(r"(?<![0-9A-Za-z])0[0-9]", text):
        return "an integer with a leading zero"
    if "\n" in text:
        return "a newline between tokens"
    return None


def test_exp_polynomial_reads_as_sympy_does():
    generated = ExpTexts(SEED).texts(corpus_size())
    texts = [t for t in generated if _sympy(t) != TOO_SLOW]
    assert len(generated) - len(texts) <= len(generated) // 100
    counts = compare("exp-polynomial", "sympy parse_expr", texts, ours, sympy_reads, extension=extension)
    assert counts.differ == 0
    assert counts.read_alike > counts.generated // 3 and counts.refused_by_both > 0, counts
    read = [m for m in (_sympy(t) for t in texts) if isinstance(m, list)]
    assert any(term[2] != "0/1" for m in read for term in m)  # sin/cos terms (complex r) were read
