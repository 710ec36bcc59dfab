"""A bounded reader of rational-expression text in one variable (format ``rational-expression``).

Grammar (blanks: space, tab, CR, LF between tokens; digits ASCII)::

    expr   := ['+'|'-'] term (('+'|'-') term)*
    term   := factor (('*'|'/') factor)*
    factor := atom ['^' ['-'] digits]             -- an integer power, |k| <= max_degree
    atom   := digits | variable | '(' expr ')' | ('log'|'atan') '(' expr ')'

It denotes a rational function over QQ plus a sum of rational multiples of ``log(v)`` and ``atan(w)``, v and w
non-constant polynomials with rational coefficients (the shape of an antiderivative of a rational function).
Refused, with the column: a name other than the variable, ``log``, ``atan``; a division by zero; a log or atan
of anything but a non-constant polynomial; a log or atan multiplied by anything but a constant, divided by
anything but a nonzero constant, or raised to a power; any intermediate numerator or denominator of degree
above ``max_degree`` or with a coefficient above ``max_bits`` bits; nesting deeper than ``max_depth``; more
than ``max_logs`` distinct log/atan terms. ``atan(w)`` with a negative leading coefficient is read as
``-atan(-w)`` (atan is odd), so each term has one spelling; ``log`` arguments are kept as written (up to
expansion). Intermediate results are not reduced (no gcd until the end): the bounds hold for them as computed, so
``x^40/x^40`` is refused, and a constant factor is recognised only when its denominator is a constant as
computed (``(x/x)*log(x)`` is refused). :func:`parse` raises :class:`TextError` and leaves nothing behind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from . import ratfun as R

TOKEN = re.compile(r"[ \t\r\n]*(?:([0-9]+)|([A-Za-z][A-Za-z0-9]*)|(.))", re.DOTALL)
NAME = re.compile(r"[A-Za-z][A-Za-z0-9]{0,15}")
FUNCTIONS = ("log", "atan")
ELEMENTARY = frozenset(  # names of elementary functions and constants outside the class: refused by name
    "exp sin cos tan cot sec csc sqrt asin acos arcsin arccos arctan sinh cosh tanh ln abs pi E I e".split()
)
Key = tuple[str, tuple[Fraction, ...]]  # ("log" | "atan", the argument's dense coefficients)


class TextError(ValueError):
    """Text outside the grammar or its bounds; the message names the column."""


@dataclass(frozen=True)
class Bounds:
    max_text: int = 200_000
    max_degree: int = 512
    max_depth: int = 64
    max_bits: int = 16_384
    max_logs: int = 256


@dataclass
class Expr:
    """rat + sum(c * kind(arg)) over the log/atan terms."""

    rat: R.RatFun
    logs: dict[Key, Fraction] = field(default_factory=dict)

    @property
    def rational(self) -> bool:
        return not self.logs


class Lexer:
    """The token stream of the calculus readers (this one and :mod:`.exppoly`): the current token's kind
    ("num", "name", "op" or "end"), text and column; :meth:`fail` makes the :class:`TextError` naming the column.
    A subclass adds its grammar and its bounds."""

    def __init__(self, text: str, variable: str) -> None:
        self.text, self.var = text, variable
        self.pos, self.depth = 0, 0
        self.kind, self.value, self.at = "", "", 0
        self.advance()

    def fail(self, message: str, at: int | None = None) -> TextError:
        return TextError(f"column {(self.at if at is None else at) + 1}: {message}")

    def advance(self) -> None:
        m = TOKEN.match(self.text, self.pos)
        if m is None or m.end() == m.start() or self.pos >= len(self.text.rstrip(" \t\r\n")):
            self.kind, self.value, self.at, self.pos = "end", "", len(self.text), len(self.text)
            return
        self.at = m.start(m.lastindex or 0)
        self.kind = ("num", "name", "op")[(m.lastindex or 3) - 1]
        self.value, self.pos = m.group(m.lastindex or 3), m.end()

    def expect(self, op: str) -> None:
        if self.kind != "op" or self.value != op:
            found = self.value or "end of text"
            hint = " (write powers with ^, not **)" if self.value == "*" and op == ")" else ""
            raise self.fail(f"expected {op!r}, found {found!r}{hint}")
        self.advance()


class _Reader(Lexer):
    def __init__(self, text: str, variable: str, bounds: Bounds) -> None:
        self.b = bounds
        super().__init__(text, variable)

    def bounded(self, e: Expr, at: int) -> Expr:
        for part in e.rat:
            if R.U.degree(part) > self.b.max_degree:
                raise self.fail(f"degree above {self.b.max_degree}", at)
            for c in part:
                if max(abs(c.numerator).bit_length(), c.denominator.bit_length()) > self.b.max_bits:
                    raise self.fail(f"a coefficient above {self.b.max_bits} bits", at)
        if len(e.logs) > self.b.max_logs:
            raise self.fail(f"more than {self.b.max_logs} log/atan terms", at)
        return e

    def expr(self) -> Expr:
        self.depth += 1
        if self.depth > self.b.max_depth:
            raise self.fail(f"nested deeper than {self.b.max_depth}")
        sign = 1
        if self.kind == "op" and self.value in "+-":
            sign = -1 if self.value == "-" else 1
            self.advance()
        acc = self.term()
        if sign < 0:
            acc = scale(acc, Fraction(-1))
        while self.kind == "op" and self.value in "+-":
            op, at = self.value, self.at
            self.advance()
            t = self.term()
            acc = self.bounded(plus(acc, t if op == "+" else scale(t, Fraction(-1))), at)
        self.depth -= 1
        return acc

    def term(self) -> Expr:
        acc = self.factor()
        while self.kind == "op" and self.value in "*/":
            op, at = self.value, self.at
            self.advance()
            if op == "*" and self.kind == "op" and self.value == "*":
                raise self.fail("write powers with ^ (** is not an operator here)", at)
            f = self.factor()
            acc = self.bounded(times(acc, f, at, self) if op == "*" else over(acc, f, at, self), at)
        return acc

    def factor(self) -> Expr:
        start = self.at
        base = self.atom()
        if not (self.kind == "op" and self.value == "^"):
            return base
        self.advance()
        sign = 1
        if self.kind == "op" and self.value == "-":
            sign = -1
            self.advance()
        if self.kind != "num":
            raise self.fail("an exponent is a literal integer, e.g. x^3 or x^-2")
        if len(self.value) > 12 or int(self.value) > self.b.max_degree:
            raise self.fail(f"exponent {self.value[:20]} exceeds {self.b.max_degree}")
        k = int(self.value)
        self.advance()
        if self.kind == "op" and self.value == "^":
            raise self.fail("a power of a power is ambiguous: write (a^b)^c")
        if not base.rational:
            raise self.fail("a log or atan term is not raised to a power", start)
        num, den = base.rat
        if sign < 0:
            if not num:
                raise self.fail("zero raised to a negative power", start)
            num, den = _raw(den, num)
        out: R.RatFun = R.constant(Fraction(1))
        for _ in range(k):
            out = self.bounded(Expr(_mul(out, (num, den))), start).rat
        return Expr(out)

    def atom(self) -> Expr:
        if self.kind == "num":
            if len(self.value) > self.b.max_bits // 3:
                raise self.fail(f"a number above {self.b.max_bits} bits")
            value = int(self.value)
            self.advance()
            return Expr(R.constant(Fraction(value)))
        if self.kind == "name":
            name, at = self.value, self.at
            self.advance()
            if name == self.var:
                return Expr(([Fraction(0), Fraction(1)], R.ONE))
            if name in FUNCTIONS:
                self.expect("(")
                inner = self.expr()
                self.expect(")")
                return function(name, inner, at, self)
            if name in ELEMENTARY:
                raise self.fail(
                    f"{name!r} is outside the class read here: rational functions of {self.var!r}, with log and "
                    "atan of polynomials only",
                    at,
                )
            raise self.fail(f"{name[:20]!r} is neither the variable {self.var!r} nor log or atan", at)
        if self.kind == "op" and self.value == "(":
            self.advance()
            inner = self.expr()
            self.expect(")")
            return inner
        raise self.fail(f"unexpected {self.value!r}" if self.value else "unexpected end of text")


# Arithmetic on unreduced pairs: no gcd while reading (Euclid on every step made a 1,268-character text of
# cancelling terms take 27 s); the degree and bit bounds hold for the unreduced pairs, and the result is
# reduced once, at the end of :func:`parse`. A constant denominator is divided into the numerator.
def _raw(num: R.Dense, den: R.Dense) -> R.RatFun:
    if not num:
        return R.ZERO
    if R.U.degree(den) == 0:
        return R.U.scale(num, 1 / den[0], R.QQ), R.ONE
    return num, den


def _add(a: R.RatFun, b: R.RatFun) -> R.RatFun:
    if a[1] == b[1]:
        return _raw(R.U.add(a[0], b[0], R.QQ), a[1])
    top = R.U.add(R.U.mul(a[0], b[1], R.QQ), R.U.mul(b[0], a[1], R.QQ), R.QQ)
    return _raw(top, R.U.mul(a[1], b[1], R.QQ))


def _mul(a: R.RatFun, b: R.RatFun) -> R.RatFun:
    return _raw(R.U.mul(a[0], b[0], R.QQ), R.U.mul(a[1], b[1], R.QQ))


def _div(a: R.RatFun, b: R.RatFun) -> R.RatFun:
    return _raw(R.U.mul(a[0], b[1], R.QQ), R.U.mul(a[1], b[0], R.QQ))


def scale(e: Expr, c: Fraction) -> Expr:
    return Expr(_mul(e.rat, R.constant(c)), {k: v * c for k, v in e.logs.items() if v * c})


def plus(a: Expr, b: Expr) -> Expr:
    logs = dict(a.logs)
    for k, v in b.logs.items():
        s = logs.get(k, Fraction(0)) + v
        if s:
            logs[k] = s
        else:
            logs.pop(k, None)
    return Expr(_add(a.rat, b.rat), logs)


def times(a: Expr, b: Expr, at: int, reader: _Reader) -> Expr:
    if a.rational and b.rational:
        return Expr(_mul(a.rat, b.rat))
    for x, y in ((a, b), (b, a)):
        if y.rational and R.is_constant(y.rat):
            return scale(x, y.rat[0][0] if y.rat[0] else Fraction(0))
    raise reader.fail("a log or atan term is multiplied only by a constant", at)


def over(a: Expr, b: Expr, at: int, reader: _Reader) -> Expr:
    if not b.rational:
        raise reader.fail("division by a log or atan term", at)
    if not b.rat[0]:
        raise reader.fail("division by zero", at)
    if a.rational:
        return Expr(_div(a.rat, b.rat))
    if not R.is_constant(b.rat):
        raise reader.fail("a log or atan term is divided only by a nonzero constant", at)
    return scale(a, 1 / b.rat[0][0])


def function(name: str, inner: Expr, at: int, reader: _Reader) -> Expr:
    num, den = inner.rat
    if not inner.rational or R.U.degree(den) != 0 or R.U.degree(num) < 1:
        raise reader.fail(f"{name}(...) takes a non-constant polynomial in {reader.var}", at)
    arg, coefficient = num, Fraction(1)
    if name == "atan" and arg[-1] < 0:
        arg, coefficient = [-c for c in arg], Fraction(-1)
    return Expr(R.ZERO, {(name, tuple(arg)): coefficient})


def parse(text: object, variable: str, bounds: Bounds = Bounds()) -> Expr:
    """The expression ``text`` denotes in ``variable``; :class:`TextError` naming the column otherwise."""
    if not isinstance(text, str):
        raise TextError("an expression is a string")
    if not isinstance(variable, str) or not NAME.fullmatch(variable) or variable in FUNCTIONS:
        raise TextError("the variable is a name [A-Za-z][A-Za-z0-9]{0,15} other than log and atan")
    if len(text) > bounds.max_text:
        raise TextError(f"text longer than {bounds.max_text} characters")
    if not text.strip(" \t\r\n"):
        raise TextError("empty expression")
    reader = _Reader(text, variable, bounds)
    out = reader.expr()
    out = Expr(R.reduced(*out.rat), out.logs)
    if reader.kind != "end":
        v = reader.value
        hint = {
            "*": ": write powers with ^ (not **)",
            ".": ": write a rational as a quotient, e.g. 3/2",
        }.get(v, ": write products with *, e.g. 2*x" if reader.kind in ("num", "name") or v == "(" else "")
        raise reader.fail(f"unexpected {v!r}{hint}")
    return out


def parse_rational(text: object, variable: str, bounds: Bounds = Bounds()) -> R.RatFun:
    """A rational function: as :func:`parse`, with no log or atan term."""
    e = parse(text, variable, bounds)
    if not e.rational:
        raise TextError("a rational function is expected here (no log or atan)")
    return e.rat
