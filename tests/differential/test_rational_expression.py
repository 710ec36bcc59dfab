"""Differential reading of rational-expression text (format ``rational-expression``) against SymPy's.

Ours: ``checkers/calculus/ratexpr.py``, the reader both the calculus operations (with the request bounds of
``jacobian/contracts/calculus.py``) and the checker ``calculus.rational.exact`` use. Reference:
``sympy.parsing.sympy_parser.parse_expr`` with its standard transformations only, on the text with ``^`` written
``**``, ``x`` a symbol and ``log``, ``atan`` SymPy's; its expression is split into a rational function of x over
QQ (``cancel``, numerator and denominator as ``Poly`` over QQ, the denominator made monic) plus rational
multiples of ``log(v)`` and ``atan(w)`` with v, w non-constant polynomials (atan written with a positive leading
coefficient, as ours does: atan is odd); anything else is the reference refusing (for our model). Both map to
``{"num", "den", "logs"}``. Wherever SymPy reads a text, ours reads the same or refuses. Documented extensions
of ours, which Python's tokenizer refuses: integers with leading zeros and a newline between tokens outside
parentheses. Texts SymPy cannot read within 2 seconds are left out (counted, at most 1%).
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import Any

import sympy
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from jacobian.checkers.calculus import ratexpr

from .gen_ratexpr import RationalTexts
from .harness import TOO_SLOW, Refused, compare, corpus_size, read_or_refuse, within

SEED = 20261204
X = sympy.Symbol("x")
LOCALS = {"x": X, "log": sympy.log, "atan": sympy.atan}
RUNAWAY = re.compile(r"\*\*[ \t\n]*-?[ \t\n]*[0-9]+[ \t\n]*\*\*|!")


def q(c: Any) -> str:
    f = Fraction(c)
    return f"{f.numerator:x}/{f.denominator:x}"


def canonical(num: list[Any], den: list[Any], logs: dict[tuple[str, tuple[str, ...]], Fraction]) -> dict[str, Any]:
    return {
        "num": [q(c) for c in num],
        "den": [q(c) for c in den],
        "logs": sorted([k, list(a), q(c)] for (k, a), c in logs.items() if c),
    }


def ours(text: str) -> dict[str, Any]:
    try:
        e = ratexpr.parse(text, "x")
    except ratexpr.TextError as exc:
        raise Refused(str(exc)) from None
    logs = {(k, tuple(q(c) for c in a)): v for (k, a), v in e.logs.items()}
    return canonical(e.rat[0], e.rat[1], logs)


def _dense(p: sympy.Poly) -> list[Fraction]:
    coeffs = [Fraction(int(c.p), int(c.q)) for c in reversed(p.all_coeffs())]
    while coeffs and not coeffs[-1]:
        coeffs.pop()
    return coeffs


def _split(expr: Any) -> dict[str, Any]:
    atoms = sorted(expr.atoms(sympy.log, sympy.atan), key=str)
    dummies = [sympy.Dummy() for _ in atoms]
    e = expr.xreplace(dict(zip(atoms, dummies)))
    logs: dict[tuple[str, tuple[str, ...]], Fraction] = {}
    for atom, d in zip(atoms, dummies):
        c = sympy.cancel(sympy.diff(e, d))
        if not c.is_Rational:
            raise ValueError("a log or atan term times a non-constant")
        w = _dense(sympy.Poly(atom.args[0], X, domain=sympy.QQ))
        if len(w) < 2:
            raise ValueError("log or atan of a constant")
        k = Fraction(int(c.p), int(c.q))
        if isinstance(atom, sympy.atan) and w[-1] < 0:
            w, k = [-v for v in w], -k
        key = (type(atom).__name__, tuple(q(v) for v in w))
        logs[key] = logs.get(key, Fraction(0)) + k
    rest = sympy.cancel(e.subs({d: 0 for d in dummies}))
    if rest.has(sympy.zoo, sympy.nan, sympy.oo) or rest.free_symbols - {X}:
        raise ValueError("not a rational function of x")
    n, d = sympy.fraction(rest)
    num, den = _dense(sympy.Poly(n, X, domain=sympy.QQ)), _dense(sympy.Poly(d, X, domain=sympy.QQ))
    lead = den[-1]
    return canonical([c / lead for c in num], [c / lead for c in den], logs)


@functools.cache
def _sympy(text: str) -> dict[str, Any] | str:
    python = text.replace("^", "**")
    if RUNAWAY.search(python):
        return "not given to the reference: a tower of powers or a factorial"
    return within(
        2.0, lambda: _split(parse_expr(python, local_dict=dict(LOCALS), transformations=standard_transformations))
    )


def sympy_reads(text: str) -> dict[str, Any]:
    return read_or_refuse(_sympy(text))  # type: ignore[no-any-return]


def extension(text: str) -> str | None:
    if re.search(r"(?<![0-9A-Za-z])0[0-9]", text):
        return "an integer with a leading zero"
    if "\n" in text:
        return "a newline between tokens"
    return None


def test_rational_expression_reads_as_sympy_does():
    generated = RationalTexts(SEED).texts(corpus_size())
    texts = [t for t in generated if _sympy(t) != TOO_SLOW]
    assert len(generated) - len(texts) <= len(generated) // 100
    counts = compare("rational-expression", "sympy parse_expr", texts, ours, sympy_reads, extension=extension)
    assert counts.differ == 0
    for text in (t for t in texts if RUNAWAY.search(t.replace("^", "**"))):
        try:
            ours(text)
        except Refused:
            continue
        raise AssertionError(f"ours reads a tower of powers or a factorial: {text!r}")
    assert counts.read_alike > counts.generated // 3 and counts.refused_by_both > 0, counts
    assert any(m["logs"] for m in (_sympy(t) for t in texts) if isinstance(m, dict))  # log/atan terms were read
