"""Equality of elementary expressions outside the exact classes (log, sqrt, pi, nested exp ...): claim
``ELEMENTARY_EQUAL``, decided only where an exact or rigorous argument exists.

Both sides are read by the interval checker's own reader (``checkers/interval/expression.py``, format
``interval-expression``: decimals, the variable, ``pi``, ``+ - * / ^k``, ``sqrt exp log sin cos``; log is the real
logarithm and sqrt the real root, each defined only on its real domain) and put in its canonical form (sums and
products flattened and sorted), with zero terms dropped from sums.

- ``NOT_EQUAL`` with a witness t = "p/q": both sides are enclosed at x = t in mpmath's interval arithmetic
  (outward rounded; exp above 2^16 and magnitudes past 2^65536 are undefined, never evaluated), at 64, then 256,
  then 1024 bits; disjoint enclosures prove the values at t differ (both sides defined there), so the expressions
  are not the same function. Overlapping enclosures at every precision, or a side undefined at t: rejected.
- ``EQUAL``: accepted only when the two canonical forms are identical (the same expression up to the order of
  terms and factors, numbers multiplied out, zero terms dropped): e.g. ``exp(exp(exp(1000)))`` and
  ``exp(exp(exp(1000))) + 0``, decided from structure without any evaluation. Every other EQUAL claim is
  rejected: zero equivalence of such expressions is not decided here (the operation answers it COMPUTED with an
  obligation, never VERIFIED on numerical evidence).
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from mpmath import iv

from ..exact.rationals import BadRequest as IntervalBadRequest
from ..interval import expression as IE

PRECISIONS = (64, 256, 1024)
WITNESS = re.compile(r"-?(0|[1-9][0-9]{0,199})(/[1-9][0-9]{0,199})?")


class TextError(ValueError):
    """A side outside the elementary grammar or its bounds."""


def read(text: Any, variable: str) -> tuple:
    try:
        return IE.parse(text, {variable})
    except IntervalBadRequest as exc:
        raise TextError(str(exc).replace("subject.expression", "the expression")) from None


def structure(tree: tuple) -> Any:
    """The interval reader's canonical form with zero terms dropped from sums (``a + 0`` is ``a``)."""

    def strip(node: Any) -> Any:
        if not isinstance(node, list):
            return node
        if node[0] == "add":
            terms = [strip(t) for t in node[1] if t != ["num", "0"]]
            return ["num", "0"] if not terms else terms[0] if len(terms) == 1 else ["add", terms]
        return [strip(part) if isinstance(part, list) else part for part in node]

    return strip(IE._normal(tree))


def enclose(tree: tuple, variable: str, t: Fraction) -> Any:
    return IE.evaluate(tree, {variable: IE.rational(t)})


def decide(left: tuple, right: tuple, variable: str, verdict: Any, witness: Any) -> tuple[bool, str]:
    same = structure(left) == structure(right)
    if verdict == "EQUAL":
        if same:
            return True, "the two sides are the same expression (canonical forms identical), decided from structure"
        return False, (
            "EQUAL is accepted for elementary expressions only when both sides have the same canonical form; zero "
            "equivalence of these expressions is not decided by this checker"
        )
    if not isinstance(witness, str) or not WITNESS.fullmatch(witness):
        return False, "NOT_EQUAL needs a witness point 'p/q' where both sides are defined and their values differ"
    if same:
        return False, "the two sides are the same expression: they cannot differ at any point"
    t = Fraction(witness)
    saved = iv.prec
    try:
        for bits in PRECISIONS:
            iv.prec = bits
            try:
                a, b = enclose(left, variable, t), enclose(right, variable, t)
            except (IE.Undefined, ZeroDivisionError, ValueError, OverflowError) as exc:
                return False, f"a side is not defined (or not evaluated) at {variable} = {witness}: {str(exc)[:200]}"
            if a.b < b.a or b.b < a.a:
                return True, (
                    f"at {variable} = {witness} the interval enclosures of the two sides ({bits}-bit mpmath.iv, "
                    "outward rounded) are disjoint, so the values differ"
                )
    finally:
        iv.prec = saved
    return False, f"the enclosures at {variable} = {witness} overlap at {PRECISIONS[-1]} bits: no rigorous witness"


def model(left: tuple, right: tuple, variable: str) -> dict[str, Any]:
    form = {"left": structure(left), "right": structure(right), "variable": variable}
    nodes = sum(IE._size(IE._normal(t))[0] for t in (left, right))
    return {
        "format": "interval-expression",
        "summary": {"variable": variable, "nodes": nodes},
        "digest": IE.digest(form),
    }
