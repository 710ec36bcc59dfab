"""Jacobian's own bounded parser for polynomial text: the only way a polynomial reaches the Sage worker.

Grammar (blanks allowed between tokens)::

    poly   := ['+'|'-'] term (('+'|'-') term)*
    term   := factor (('*'|'/') factor)*        -- '/' only by a nonzero constant
    factor := atom ['^' digits]                  -- exponent <= MAX_DEGREE
    atom   := digits | variable | '(' poly ')'

Digits and blanks (space, tab, CR, LF) are ASCII. Refused besides, as Singular's interpreter would read
them otherwise (the checker refuses the same): an integer constant expression outside Singular's 32-bit
``int``, a quotient of integer constants not written ``n/m`` as one word, an integer divisor followed by ``^``
or ``/``; with a modulus p, a division by a multiple of p. Variables must be declared (names
``[A-Za-z][A-Za-z0-9]{0,15}``). The result is a typed term list
``{exponent tuple: Fraction}``; every intermediate result is bounded (``MAX_TERMS`` terms, total degree
``MAX_DEGREE``, ``MAX_COEFF_BITS`` coefficient bits), so ``x^(10^9)``, ``x^40*y^30`` or ``(x+y)^64`` fail here,
with the column, before any job exists. Nothing of the
text survives parsing: the worker builds ring elements from exponent vectors and integers only.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
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


# The grammar in words, for the request fields' descriptions (what math.find's CONTRACT view shows).
_WRITE = "Write powers with ^ (not **), products with * (2*x, not 2x), and rationals as quotients (3/2, not 1.5)"
GRAMMAR = (
    "a polynomial in the declared variables: terms joined by + and -; a term is a product (*) of integers, "
    "variables and parenthesised polynomials, each with an optional power ^k (k a non-negative integer; "
    f"total degree at most {MAX_DEGREE}), divided (/) only by a nonzero constant; "
    f'e.g. "x^2*y - 3*y + 1/2", "(x+y)^3", "x/2". {_WRITE}'
)
# The same grammar for the univariate operations, whose one variable is the request's `variable`.
UNIVARIATE_GRAMMAR = (
    "a polynomial in the one variable named by `variable` (x unless given): terms joined by + and -; a term is "
    "a product (*) of integers, the variable and parenthesised polynomials, each with an optional power ^k "
    f"(k a non-negative integer; degree at most {MAX_DEGREE}), divided (/) only by a nonzero constant (over "
    f'GF(p), not by a multiple of p); e.g. "x^3 - 2*x + 1/2", "(x-1)^2*(x+3)", "x/2". {_WRITE}'
)


def _hint(c: str) -> str:
    """What to write instead of a character the grammar does not take at this point."""
    if c == "*":
        return "write powers with ^, e.g. x^2 (** is not an operator here)"
    if c == ".":
        return "write a rational coefficient as a quotient, e.g. 3/2 for 1.5"
    if c.isalnum() or c == "(":
        return f"write the product with *, e.g. 2*x or x*(y+1) (found {c!r} right after a factor)"
    return f"unexpected {c!r}" if c else "unexpected end of text"


def check_variables(names: list[str]) -> tuple[str, ...]:
    if not 1 <= len(names) <= MAX_VARIABLES:
        raise PolyTextError(f"between 1 and {MAX_VARIABLES} variables are needed, got {len(names)}")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not NAME.match(name):
            raise PolyTextError(f"variable {i} ({name!r}) is not a name [A-Za-z][A-Za-z0-9]{{0,15}}")
    if len(set(names)) != len(names):
        raise PolyTextError("variable names repeat")
    return tuple(names)


# Integer constants as Singular's interpreter types them, so that no text means one thing here and another
# there: a literal up to 2^31-1 is a machine ``int`` and + - * ^ of ints are computed in 32 bits, wrapping
# silently (2147483647*2 is -2, 2^40 is 0); a longer literal is a ``bigint`` (exact, but bigint / bigint is
# integer division); only ``n/m`` written as one word (digits, '/', digits) is the rational number.
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
BIG = "bigint"
BLANKS = " \t\r\n"
DIGIT = set("0123456789")
DIGITS = re.compile(r"[0-9]+")
NAME_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*")

Const = int | str | None  # an int constant's exact value, BIG, or None: not an integer constant expression


class _Parser:
    def __init__(self, text: str, variables: tuple[str, ...], modulus: int | None) -> None:
        self.text, self.vars, self.pos, self.depth = text, variables, 0, 0
        self.n, self.modulus = len(variables), modulus

    def fail(self, message: str, pos: int | None = None) -> PolyTextError:
        return PolyTextError(f"column {(self.pos if pos is None else pos) + 1}: {message}")

    def peek(self) -> str:
        while self.pos < len(self.text) and self.text[self.pos] in BLANKS:
            self.pos += 1
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def combine(self, a: Const, b: Const, op: Callable[[int, int], int], at: int) -> Const:
        """What ``a op b`` is as an integer constant expression; an int result outside Singular's machine int
        is refused."""
        if a is None or b is None:
            return None
        if isinstance(a, str) or isinstance(b, str):
            return BIG
        value = op(a, b)
        if not INT_MIN <= value <= INT_MAX:
            raise self.fail(
                "an integer constant expression leaves -2^31..2^31-1, where Singular's interpreter wraps it: "
                "write the coefficient as one number",
                at,
            )
        return value

    def bounded(self, p: Poly, at: int) -> Poly:
        if len(p) > MAX_TERMS:
            raise self.fail(f"more than {MAX_TERMS} terms", at)
        for e, c in p.items():
            if sum(e) > MAX_DEGREE:
                raise self.fail(f"total degree {sum(e)} exceeds {MAX_DEGREE}", at)
            if max(abs(c.numerator).bit_length(), c.denominator.bit_length()) > MAX_COEFF_BITS:
                raise self.fail(f"a coefficient exceeds {MAX_COEFF_BITS} bits", at)
        return p

    def poly(self) -> tuple[Poly, Const]:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.fail(f"parentheses nested deeper than {MAX_DEPTH}")
        start = self.pos
        sign = 1
        if self.peek() in "+-" and self.peek():
            sign = -1 if self.text[self.pos] == "-" else 1
            self.pos += 1
        t, v = self.term()
        acc, value = scale(t, Fraction(sign)), self.combine(0, v, operator.add if sign > 0 else operator.sub, start)
        while self.peek() in ("+", "-") and self.peek():
            op, at = self.text[self.pos], self.pos
            self.pos += 1
            t, v = self.term()
            acc = self.bounded(add(acc, t if op == "+" else scale(t, Fraction(-1))), start)
            value = self.combine(value, v, operator.add if op == "+" else operator.sub, at)
        self.depth -= 1
        return acc, value

    def term(self) -> tuple[Poly, Const]:
        acc, value = self.factor()
        while self.peek() in ("*", "/") and self.peek():
            op, at = self.text[self.pos], self.pos
            self.pos += 1
            if op == "*" and self.peek() == "*":
                raise self.fail(_hint("*"), at)
            word = self.text[at - 1 : at] in DIGIT and self.text[at + 1 : at + 2] in DIGIT  # n/m as one word
            if op == "/" and self.peek() in DIGIT:
                after = DIGITS.match(self.text, self.pos)
                follow = self.text[after.end() :].lstrip(BLANKS)[:1] if after else ""
                if follow in ("^", "/"):
                    raise self.fail(
                        f"an integer divisor followed by '{follow}' is ambiguous (Singular reads n/m as one number)", at
                    )
            f, v = self.factor()
            if op == "*":
                acc = self.bounded(mul(acc, f), at)  # the column of the product that broke a bound
                value = self.combine(value, v, operator.mul, at)
            else:
                if set(f) - {(0,) * self.n} or not f:
                    raise self.fail("division only by a nonzero constant", at)
                if value is not None and v is not None and not word:
                    raise self.fail(
                        "a quotient of integer constants is written n/m, digits next to the '/' (Singular divides "
                        "'(6)/4' or '6 / 4' as integers)",
                        at,
                    )
                d = f[(0,) * self.n]
                if self.modulus is not None and d.numerator % self.modulus == 0:
                    raise self.fail(f"division by a multiple of {self.modulus}, which is 0 in GF({self.modulus})", at)
                acc, value = scale(acc, 1 / d), None
        return acc, value

    def digits(self) -> str:
        self.peek()
        m = DIGITS.match(self.text, self.pos)
        if not m:
            raise self.fail("expected digits")
        if len(m.group()) > MAX_COEFF_BITS // 3:
            raise self.fail(f"a number exceeds {MAX_COEFF_BITS} bits")
        self.pos = m.end()
        return m.group()

    def factor(self) -> tuple[Poly, Const]:
        start = self.pos
        base, value = self.atom()
        if self.peek() != "^":
            return base, value
        self.pos += 1
        if self.peek() == "(" or self.peek() == "-":
            raise self.fail("an exponent is a literal non-negative integer")
        k_at = self.pos
        k = int(self.digits())
        if k > MAX_DEGREE:
            raise self.fail(f"exponent {k} exceeds {MAX_DEGREE}", k_at)
        if isinstance(value, int):
            value = self.combine(value, k, lambda b, e: b**e if abs(b) < 2 or e < 32 else INT_MAX + 1, start)
        out: Poly = {(0,) * self.n: Fraction(1)}
        for _ in range(k):
            out = self.bounded(mul(out, base), start)
        return out, value

    def atom(self) -> tuple[Poly, Const]:
        c = self.peek()
        if c == "(":
            self.pos += 1
            inner = self.poly()
            if self.peek() != ")":
                c = self.peek()
                raise self.fail("expected ')'" + (f": {_hint(c)}" if c and c != "," else ""))
            self.pos += 1
            return inner
        if c and c in DIGIT:
            digits = self.digits()
            value = Fraction(int(digits))
            return ({(0,) * self.n: value} if value else {}), (int(digits) if value <= INT_MAX else BIG)
        m = NAME_TOKEN.match(self.text, self.pos)
        if m:
            if m.group() not in self.vars:
                raise self.fail(f"{m.group()[:20]!r} is not a declared variable")
            self.pos = m.end()
            e = [0] * self.n
            e[self.vars.index(m.group())] = 1
            return {tuple(e): Fraction(1)}, None
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


def parse(text: object, variables: tuple[str, ...], modulus: int | None = None) -> Poly:
    """The polynomial ``text`` denotes, as exponent tuples -> nonzero Fractions; with ``modulus`` p (the field
    GF(p)) a division by a multiple of p is refused, as it is 0 in GF(p)."""
    if not isinstance(text, str):
        raise PolyTextError("a polynomial is a string")
    if len(text) > MAX_TEXT:
        raise PolyTextError(f"polynomial text longer than {MAX_TEXT} characters")
    if not text.strip():
        raise PolyTextError("empty polynomial text")
    p = _Parser(text, variables, modulus)
    out, _ = p.poly()
    if p.peek():
        raise p.fail(_hint(p.peek()))
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
