"""Jacobian's own bounded parser for polynomial text: the only way a polynomial reaches the Sage worker.

Grammar (blanks allowed between tokens)::

    poly   := ['+'|'-'] term (('+'|'-') term)*
    term   := factor (('*'|'/') factor)*        -- '/' only by a nonzero constant
    factor := atom ['^' digits]                  -- exponent <= MAX_DEGREE
    atom   := digits | variable | '(' poly ')'

Variables must be declared (names ``[A-Za-z][A-Za-z0-9]{0,15}``). The result is a typed term list
``{exponent tuple: Fraction}``; every intermediate result is bounded (``MAX_TERMS`` terms, total degree
``MAX_DEGREE``, ``MAX_COEFF_BITS`` coefficient bits), so ``x^(10^9)``, ``x^40*y^30`` or ``(x+y)^64`` fail here,
with the column, before any job exists. Nothing of the
text survives parsing: the worker builds ring elements from exponent vectors and integers only.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

MAX_VARIABLES = 16
MAX_TEXT = 20_000
MAX_TERMS = 5_000
MAX_DEGREE = 64
MAX_COEFF_BITS = 4_096
MAX_DEPTH = 32
NAME = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,15}\Z")
DIGITS = re.compile(r"[0-9]+")  # ASCII only: \d would take other scripts' digits (int() reads them)

Poly = dict[tuple[int, ...], Fraction]


class PolyTextError(ValueError):
    """Polynomial text outside the grammar or its bounds; the message names the column."""


def check_variables(names: list[str]) -> tuple[str, ...]:
    if not 1 <= len(names) <= MAX_VARIABLES:
        raise PolyTextError(f"between 1 and {MAX_VARIABLES} variables are needed, got {len(names)}")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not NAME.match(name):
            raise PolyTextError(f"variable {i} ({name!r}) is not a name [A-Za-z][A-Za-z0-9]{{0,15}}")
    if len(set(names)) != len(names):
        raise PolyTextError("variable names repeat")
    return tuple(names)


class _Parser:
    def __init__(self, text: str, variables: tuple[str, ...]) -> None:
        self.text, self.vars, self.pos, self.depth = text, variables, 0, 0
        self.n = len(variables)

    def fail(self, message: str, pos: int | None = None) -> PolyTextError:
        return PolyTextError(f"column {(self.pos if pos is None else pos) + 1}: {message}")

    def peek(self) -> str:
        while self.pos < len(self.text) and self.text[self.pos] in " \t\n":
            self.pos += 1
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def bounded(self, p: Poly, at: int) -> Poly:
        if len(p) > MAX_TERMS:
            raise self.fail(f"more than {MAX_TERMS} terms", at)
        for e, c in p.items():
            if sum(e) > MAX_DEGREE:
                raise self.fail(f"total degree {sum(e)} exceeds {MAX_DEGREE}", at)
            if max(abs(c.numerator).bit_length(), c.denominator.bit_length()) > MAX_COEFF_BITS:
                raise self.fail(f"a coefficient exceeds {MAX_COEFF_BITS} bits", at)
        return p

    def poly(self) -> Poly:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.fail(f"parentheses nested deeper than {MAX_DEPTH}")
        start = self.pos
        sign = 1
        if self.peek() in "+-":
            sign = -1 if self.text[self.pos] == "-" else 1
            self.pos += 1
        acc = scale(self.term(), Fraction(sign))
        while self.peek() in ("+", "-") and self.peek():
            op = self.text[self.pos]
            self.pos += 1
            t = self.term()
            acc = self.bounded(add(acc, t if op == "+" else scale(t, Fraction(-1))), start)
        self.depth -= 1
        return acc

    def term(self) -> Poly:
        acc = self.factor()
        while self.peek() in ("*", "/") and self.peek():
            op, at = self.text[self.pos], self.pos
            self.pos += 1
            f = self.factor()
            if op == "*":
                acc = self.bounded(mul(acc, f), at)  # the column of the product that broke a bound
            else:
                if set(f) - {(0,) * self.n} or not f:
                    raise self.fail("division only by a nonzero constant", at)
                acc = scale(acc, 1 / f[(0,) * self.n])
        return acc

    def digits(self) -> str:
        self.peek()
        m = DIGITS.match(self.text, self.pos)
        if not m:
            raise self.fail("expected digits")
        if len(m.group()) > MAX_COEFF_BITS // 3:
            raise self.fail(f"a number exceeds {MAX_COEFF_BITS} bits")
        self.pos = m.end()
        return m.group()

    def factor(self) -> Poly:
        start = self.pos
        base = self.atom()
        if self.peek() != "^":
            return base
        self.pos += 1
        if self.peek() == "(" or self.peek() == "-":
            raise self.fail("an exponent is a literal non-negative integer")
        k_at = self.pos
        k = int(self.digits())
        if k > MAX_DEGREE:
            raise self.fail(f"exponent {k} exceeds {MAX_DEGREE}", k_at)
        out: Poly = {(0,) * self.n: Fraction(1)}
        for _ in range(k):
            out = self.bounded(mul(out, base), start)
        return out

    def atom(self) -> Poly:
        c = self.peek()
        if c == "(":
            self.pos += 1
            inner = self.poly()
            if self.peek() != ")":
                raise self.fail("expected ')'")
            self.pos += 1
            return inner
        if c and c in "0123456789":
            value = Fraction(int(self.digits()))
            return {(0,) * self.n: value} if value else {}
        m = re.compile(r"[A-Za-z][A-Za-z0-9]*").match(self.text, self.pos)
        if m:
            if m.group() not in self.vars:
                raise self.fail(f"{m.group()[:20]!r} is not a declared variable")
            self.pos = m.end()
            e = [0] * self.n
            e[self.vars.index(m.group())] = 1
            return {tuple(e): Fraction(1)}
        raise self.fail(f"unexpected {c!r}" if c else "unexpected end of text")


def add(a: Poly, b: Poly) -> Poly:
    out = dict(a)
    for e, c in b.items():
        s = out.get(e, 0) + c
        if s:
            out[e] = s
        else:
            out.pop(e, None)
    return out


def scale(a: Poly, k: Fraction) -> Poly:
    return {e: c * k for e, c in a.items()} if k else {}


def mul(a: Poly, b: Poly) -> Poly:
    out: dict[tuple[int, ...], Fraction] = {}
    for e1, c1 in a.items():
        for e2, c2 in b.items():
            e = tuple(x + y for x, y in zip(e1, e2))
            out[e] = out.get(e, 0) + c1 * c2
    return {e: c for e, c in out.items() if c}


def parse(text: object, variables: tuple[str, ...]) -> Poly:
    """The polynomial ``text`` denotes, as exponent tuples -> nonzero Fractions."""
    if not isinstance(text, str):
        raise PolyTextError("a polynomial is a string")
    if len(text) > MAX_TEXT:
        raise PolyTextError(f"polynomial text longer than {MAX_TEXT} characters")
    if not text.strip():
        raise PolyTextError("empty polynomial text")
    p = _Parser(text, variables)
    out = p.poly()
    if p.peek():
        raise p.fail(f"unexpected {p.peek()!r}")
    return out


def to_wire(p: Poly) -> list[list[object]]:
    """Exponent vectors and coefficients as [num, den] integers: what the worker receives."""
    return [[list(e), [c.numerator, c.denominator]] for e, c in sorted(p.items())]


def render(wire: dict[str, Any], variables: tuple[str, ...]) -> str:
    """Text for a polynomial in the worker's wire form ``{"den", "num", "exp"}`` (see ``worker._terms``; inverse
    of :func:`parse` up to term order)."""
    n, den = len(variables), int(wire["den"])
    exps = wire["exp"]
    parts = []
    for i, num in enumerate(wire["num"]):
        c = Fraction(int(num), den)
        mono = "*".join(f"{v}^{k}" if k > 1 else v for v, k in zip(variables, exps[i * n : (i + 1) * n]) if k)
        mag = abs(c)
        if not mono:
            body = str(mag)
        elif mag == 1:
            body = mono
        elif mag.denominator == 1:
            body = f"{mag}*{mono}"
        else:
            body = f"{mag.numerator}/{mag.denominator}*{mono}"
        parts.append(("-" if c < 0 else "+") + body)
    if not parts:
        return "0"
    text = "".join(f" {p[0]} {p[1:]}" for p in parts).strip()
    return text[2:] if text.startswith("+ ") else "-" + text[2:]
