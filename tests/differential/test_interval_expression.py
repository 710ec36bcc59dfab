"""Differential reading of interval expressions: the checker's reader and the provider's, each held against
SymPy's ``parse_expr`` with its standard transformations only (no implicit multiplication, no ``^`` handling
of its own), under ``evaluate(False)`` so that SymPy keeps the tree it read.

Our grammar documents ``^`` as the power (docs/tools.md, ``interval.enclosure``), so the reference input has
every ``^`` replaced by ``**`` (that one rule; Python's ``^`` would be XOR). SymPy's tree is turned into the
checker's canonical form (``expression.canonical``): numbers exact (a SymPy ``Float`` from its decimal text at
the precision the literal gave it), ``sqrt(a)`` (SymPy's ``a**(1/2)``), sums and products flattened and sorted,
numbers of a product multiplied; a node the form has no name for (``E``, ``I``, ``factorial``, ...) is kept as
``["sympy", srepr]``, which no reading of ours equals. An item's text is ``box[<variables>]``, a line break,
then the expression; the box's names are SymPy symbols (``local_dict``), so ``E`` or ``I`` declared as
variables are variables. Box names are never Python keywords (SymPy cannot read them as names at all).
"""

from __future__ import annotations

import re
import warnings
from fractions import Fraction
from typing import Any

import sympy
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from jacobian.checkers.exact.rationals import BadRequest
from jacobian.checkers.interval import expression
from jacobian.providers.exact import expression as provider

from . import gen_interval_expression
from .harness import Refused, compare, corpus_size

HUGE_EXPONENT = re.compile(r"[0-9.][eE][+-]?[0-9]{5}")
FUNCTIONS = {sympy.sin: "sin", sympy.cos: "cos", sympy.exp: "exp", sympy.log: "log"}


def _item(item: tuple[tuple[str, ...], str]) -> str:
    names, text = item
    return f"box[{','.join(names)}]\n{text}"


def _split(text: str) -> tuple[tuple[str, ...], str]:
    head, body = text.split("\n", 1)
    inner = head[4:-1]
    return (tuple(inner.split(",")) if inner else ()), body


def _box(names: tuple[str, ...]) -> dict[str, tuple[Fraction, Fraction]]:
    return {n: (Fraction(0), Fraction(1)) for n in names}


def ours_checker(text: str) -> Any:
    names, body = _split(text)
    try:
        tree = expression.parse(body, set(names))
    except BadRequest as exc:
        raise Refused(str(exc)) from None
    return expression.canonical(tree, _box(names))


def ours_provider(text: str) -> Any:
    names, body = _split(text)
    try:
        tree = provider.parse_expression(body, set(names))
    except provider.ExpressionError as exc:
        raise Refused(str(exc)) from None
    return expression.canonical(tree, _box(names))


def _node(e: Any) -> list:
    """SymPy's tree in the canonical form's vocabulary."""
    if isinstance(e, sympy.Symbol):
        return ["var", e.name]
    if e is sympy.pi:
        return ["pi"]
    if isinstance(e, sympy.Float):
        return ["num", str(Fraction(str(e)))]
    if isinstance(e, sympy.Rational):
        return ["num", str(Fraction(int(e.p), int(e.q)))]
    if isinstance(e, sympy.Add):
        return expression.total([_node(a) for a in e.args])
    if isinstance(e, sympy.Mul):
        return expression.product([_node(a) for a in e.args])
    if isinstance(e, sympy.Pow):
        if e.exp == sympy.Rational(1, 2):
            return ["fn", "sqrt", _node(e.base)]
        return ["pow", _node(e.base), _node(e.exp)]
    if type(e) in FUNCTIONS and len(e.args) == 1:
        return ["fn", FUNCTIONS[type(e)], _node(e.args[0])]
    return ["sympy", sympy.srepr(e)]


def reference(text: str) -> Any:
    names, body = _split(text)
    symbols = {n: sympy.Symbol(n) for n in names}
    if HUGE_EXPONENT.search(body):  # 1e3271945: SymPy would build 10^3271945 exactly (minutes)
        raise Refused("not given to SymPy: a decimal exponent of 5 or more digits")
    try:
        with sympy.evaluate(False), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # SymPyDeprecationWarning: ~x (Not) inside a product
            e = parse_expr(
                body.replace("^", "**"), local_dict=symbols, transformations=standard_transformations, evaluate=False
            )
    except Exception as exc:  # noqa: BLE001 - whatever SymPy raises, it did not read the text
        raise Refused(f"{type(exc).__name__}: {exc}") from None
    return {"expression": _node(e), "box": {n: ["0", "1"] for n in sorted(names)}}


def test_interval_expressions_are_read_as_sympy_reads_them():
    texts = [_item(i) for i in gen_interval_expression.corpus(corpus_size())]
    counts = compare("interval-expression", "SymPy parse_expr/checker", texts, ours_checker, reference)
    assert counts.read_alike >= len(texts) // 3, counts
    counts = compare("interval-expression", "SymPy parse_expr/provider", texts, ours_provider, reference)
    assert counts.read_alike >= len(texts) // 3, counts
