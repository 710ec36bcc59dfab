"""Differential reading of polynomial text: the checker's reader and the provider's, each held against
Singular's own interpreter (passagemath's ``Singular``, batched; see :mod:`.singular`).

The canonical model is the checker's ``poly.canonical``: the ring (field, variables in order) and the
polynomial as a sorted term list, coefficients ``"p/q"`` over QQ and residues over GF(p). An item's text is
``"<field>[<variables>]"``, a line break, then the polynomial text. Extensions of ours, each documented:

- *a power divided by an integer*: ``x^2/3`` is ``(x^2)/3`` in our grammar (``factor := atom ['^' digits]``,
  then ``term := factor (('*'|'/') factor)*``); Singular lexes ``2/3`` as one number and refuses
  ``x^(2/3)`` (``poly ^ number failed``).
- *a unary plus*: ``+x``, ``(+x)``; our grammar is ``poly := ['+'|'-'] term ...`` (``polytext`` and the
  checker's ``poly``); Singular's interpreter has no unary plus.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from jacobian.checkers.polynomial import poly
from jacobian.providers.sage import models, polytext

from . import gen_polynomial, singular
from .harness import Refused, compare, corpus_size

pytestmark = pytest.mark.skipif(
    singular.executable() is None, reason="passagemath-singular's Singular executable is not installed"
)


def _item(item: tuple[str, tuple[str, ...], str]) -> str:
    field, names, text = item
    return f"{field}[{','.join(names)}]\n{text}"


def _split(text: str) -> tuple[str, tuple[str, ...], str]:
    head, body = text.split("\n", 1)
    field, names = head[:-1].split("[")
    return field, tuple(names.split(",")), body


def ours_checker(text: str) -> Any:
    field, names, body = _split(text)
    K = poly.Field(field)
    try:
        p = poly.parse(body, poly.variables(list(names)), K, "polynomial")
    except poly.BadRequest as exc:
        raise Refused(str(exc)) from None
    return poly.canonical(K, names, "degrevlex", [p], None)


def ours_provider(text: str) -> Any:
    """The provider's reading as the worker receives it: ``models._wire`` (parse, the field's denominators),
    each coefficient num/den taken in the field as ``worker._element`` does."""
    field, names, body = _split(text)
    try:
        wire = models._wire(body, list(names), field)
    except polytext.PolyTextError as exc:
        raise Refused(str(exc)) from None
    K = poly.Field(field)
    p = {}
    for exps, (num, den) in wire:
        c = K.of(Fraction(num, den))
        if c:
            p[tuple(exps)] = c
    return poly.canonical(K, names, "degrevlex", [p], None)


class SingularReference:
    """Every text read once, in one batch, before the comparison asks for it."""

    def __init__(self, texts: list[str]) -> None:
        items = [_split(t) for t in texts]
        self.read = dict(zip(texts, singular.read_all(items)))

    def __call__(self, text: str) -> Any:
        got = self.read[text]
        if isinstance(got, str):
            raise Refused(got)
        field, names, _ = _split(text)
        K = poly.Field(field)
        with singular.any_length():
            return poly.canonical(K, names, "degrevlex", [dict((e, c) for e, c in got if c)], None)

    def extension(self, text: str) -> str | None:
        why = self.read[text]
        body = _split(text)[2]
        if isinstance(why, str) and "^ `number` failed" in why:
            return "a power divided by an integer"
        if body.lstrip(" \t\r\n").startswith("+") or "(+" in "".join(body.split()):
            return "a unary plus"
        return None


def test_polynomial_text_is_read_as_singular_reads_it():
    texts = [_item(i) for i in gen_polynomial.corpus(corpus_size())]
    reference = SingularReference(texts)
    counts = compare("polynomial", "Singular (checker)", texts, ours_checker, reference, extension=reference.extension)
    assert counts.read_alike >= len(texts) // 3, counts
    counts = compare(
        "polynomial", "Singular (provider)", texts, ours_provider, reference, extension=reference.extension
    )
    assert counts.read_alike >= len(texts) // 3, counts
