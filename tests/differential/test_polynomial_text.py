"""Differential reading of polynomial text: Jacobian's two readers held against SymPy's.

Reference: ``sympy.parsing.sympy_parser.parse_expr`` with its standard transformations only, on the text with
``^`` written as Python's ``**``, the variables given as symbols, then ``Poly(expr, *variables, domain=QQ)``
(a text that is no polynomial in those variables over QQ is refused there). Ours: the checkers' reader
(``checkers/polynomial/poly.py``, what ``polynomial.univariate.exact``, ``polynomial.complex_roots.interval``
and ``polynomial.groebner.exact`` trust, format ``polynomial-text``) and the provider's
(``providers/sage/polytext.py``, which bounds degree and depth more tightly and so refuses more). Both map to
the canonical model ``{"e1,e2,e3,e4": "p/q"}``. The corpus is
:mod:`.gen_poly` with the seed below. Wherever SymPy reads a text, ours reads the same polynomial or refuses.
Texts SymPy cannot read within 2 seconds (large
expansions; under 1% of the corpus) are left out. Two documented extensions of ours, which Python's tokenizer
refuses: integers with leading zeros (``007`` is 7) and a newline between tokens outside parentheses (a blank
like any other). Rationals compare as hexadecimal p/q (str() of an int refuses more than 4300 digits).
"""

from __future__ import annotations

import functools
import re
import signal
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


def exact(c: Any) -> str:
    """A rational as hexadecimal numerator/denominator (no decimal conversion: Python refuses str() of integers
    beyond 4300 digits, and a text's literal powers reach them)."""
    q = Fraction(c)
    return f"{q.numerator:x}/{q.denominator:x}"


def canonical(poly: dict[tuple[int, ...], Any]) -> dict[str, str]:
    return {",".join(map(str, e)): exact(c) for e, c in poly.items() if c}


# Texts whose evaluation by Python would not finish: a tower of powers (``**`` is right-associative: 4^4^44 is
# 4^(4^44)) or a factorial (factorial_notation: a 60-digit n!). Our grammar has neither (an exponent is followed
# by no '^' and '**' is no operator; there is no '!'); the test checks that ours refuses every one of them.
RUNAWAY = re.compile(r"\*\*[ \t\n]*[0-9]+[ \t\n]*\*\*|!")


REFERENCE_SECONDS = 2.0  # a text SymPy cannot expand in this long is left out of the corpus (counted)
TOO_SLOW = "the reference did not finish"


class _TooSlow(BaseException):
    """Raised by the alarm inside SymPy (a BaseException: SymPy's own handlers catch Exception)."""


def _too_slow(*_: Any) -> None:
    raise _TooSlow


def sympy_reads(text: str) -> dict[str, str]:
    got = _sympy(text)
    if isinstance(got, str):
        raise Refused(got)
    return got


@functools.cache  # both of our readers are held against the same corpus: SymPy reads each text once
def _sympy(text: str) -> dict[str, str] | str:
    """SymPy's reading of the text, or why it refused it."""
    python = text.replace("^", "**")
    if RUNAWAY.search(python):
        return "not given to the reference: a tower of powers or a factorial"
    signal.signal(signal.SIGALRM, _too_slow)
    signal.setitimer(signal.ITIMER_REAL, REFERENCE_SECONDS)
    try:
        expr = parse_expr(python, local_dict=dict(SYMBOLS), transformations=standard_transformations)
        p = Poly(expr, *SYMBOLS.values(), domain=SYMPY_QQ)
    except _TooSlow:
        return TOO_SLOW
    except Exception as exc:  # noqa: BLE001 - any failure of the reference is its refusal
        return f"{type(exc).__name__}: {exc}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return {",".join(map(str, e)): exact(Fraction(int(c.numerator), int(c.denominator))) for e, c in p.terms() if c}


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
    generated = PolyTexts(SEED).texts(corpus_size())
    texts = [t for t in generated if _sympy(t) != TOO_SLOW]
    assert len(generated) - len(texts) <= len(generated) // 100  # large expansions SymPy takes seconds over
    counts = compare(
        f"polynomial-text ({name})", "sympy parse_expr + Poly", texts, ours, sympy_reads, extension=extension
    )
    assert counts.differ == 0
    for text in (t for t in texts if RUNAWAY.search(t.replace("^", "**"))):
        with pytest.raises(Refused):
            ours(text)
    assert counts.read_alike > counts.generated // 3 and counts.refused_by_both > 0, counts
