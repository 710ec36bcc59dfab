"""Differential reading of polynomial text: Jacobian's two readers held against SymPy's.

Reference: ``sympy.parsing.sympy_parser.parse_expr`` with its standard transformations only, on the text with
``^`` written as Python's ``**``, the variables given as symbols, then ``Poly(expr, *variables, domain=QQ)``
(a text that is no polynomial in those variables over QQ is refused there). Ours: the checkers' reader
(``checkers/polynomial/poly.py``, what ``polynomial.univariate.exact`` and ``polynomial.groebner.exact`` trust,
format ``polynomial-text``) and the provider's (``providers/sage/polytext.py``, which bounds degree and depth
more tightly and so refuses more). Both map to the canonical model ``{"e1,e2,e3,e4": "p/q"}``. The corpus is
:mod:`.gen_poly` with the seed below. Wherever SymPy reads a text, ours reads the same polynomial or refuses.
Two documented extensions of ours, which Python's tokenizer refuses: integers with leading zeros (``007`` is 7)
and a newline between tokens outside parentheses (a blank like any other).
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pytest
from sympy import QQ as SYMPY_QQ
from sympy import Poly, Symbol
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from jacobian.checkers.polynomial.poly import BadRequest, Field, parse
from jacobian.providers.sage import polytext

from .gen_poly import VARIABLES, PolyTexts
from .harness import Refused, compare, corpus_size

SEED = 20261203
SYMBOLS = {v: Symbol(v) for v in VARIABLES}
QQ = Field("QQ")


def canonical(poly: dict[tuple[int, ...], Any]) -> dict[str, str]:
    return {",".join(map(str, e)): str(Fraction(c)) for e, c in poly.items() if c}


def sympy_reads(text: str) -> dict[str, str]:
    try:
        expr = parse_expr(text.replace("^", "**"), local_dict=dict(SYMBOLS), transformations=standard_transformations)
        p = Poly(expr, *SYMBOLS.values(), domain=SYMPY_QQ)
    except Exception as exc:  # noqa: BLE001 - any failure of the reference is its refusal
        raise Refused(f"{type(exc).__name__}: {exc}") from None
    return {",".join(map(str, e)): str(Fraction(int(c.numerator), int(c.denominator))) for e, c in p.terms() if c}


def checker_reads(text: str) -> dict[str, str]:
    try:
        return canonical(parse(text, VARIABLES, QQ, "text"))
    except BadRequest as exc:
        raise Refused(str(exc)) from None


def provider_reads(text: str) -> dict[str, str]:
    try:
        return canonical(polytext.parse(text, VARIABLES))
    except polytext.PolyTextError as exc:
        raise Refused(str(exc)) from None


def extension(text: str) -> str | None:
    if re.search(r"(?<![0-9A-Za-z])0[0-9]", text):
        return "an integer with a leading zero"
    if "\n" in text:
        return "a newline between tokens"
    return None


@pytest.mark.parametrize(("name", "ours"), [("checker", checker_reads), ("provider", provider_reads)])
def test_polynomial_text_reads_as_sympy_does(name, ours):
    texts = PolyTexts(SEED).texts(corpus_size())
    counts = compare(
        f"polynomial-text ({name})", "sympy parse_expr + Poly", texts, ours, sympy_reads, extension=extension
    )
    assert counts.differ == 0
    assert counts.read_alike > counts.generated // 2 and counts.refused_by_both > 0, counts
