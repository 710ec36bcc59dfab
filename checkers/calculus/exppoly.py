"""A bounded reader of exponential-polynomial text in one variable (format ``exp-polynomial``), its canonical form,
exact derivative and the rendering back to text.

Grammar (blanks: space, tab, CR, LF between tokens; digits ASCII)::

    expr   := ['+'|'-'] term (('+'|'-') term)*
    term   := factor (('*'|'/') factor)*             -- '/' only by a nonzero rational constant
    factor := atom ['^' digits]                      -- a non-negative integer power, k <= max_degree
    atom   := digits | variable | '(' expr ')' | ('exp'|'sin'|'cos') '(' expr ')'

The argument of exp, sin and cos must read as a*x with a rational (no constant term: exp(x + 1) would bring the
transcendental constant e into the coefficients). Every text denotes a finite sum
sum_{j, r} c_{j, r} x^j e^(r x) with j >= 0, r and c in QQ(i) (sin(a x) = (e^(i a x) - e^(-i a x))/(2i),
cos(a x) = (e^(i a x) + e^(-i a x))/2): the canonical form, a dict (j, r) -> c without zero coefficients. The
functions x^j e^(r x) for distinct (j, r) are linearly independent over CC, so two texts denote the same function
exactly when their canonical forms are equal. Refused, with the column: a name other than the variable, exp, sin
and cos; a division by anything but a nonzero constant; a negative or non-literal exponent; a function argument
that is not a*x; more than ``max_terms`` terms, a power of x above ``max_degree`` or a coefficient (real or
imaginary part of c or r) above ``max_bits`` bits at any step; nesting deeper than ``max_depth``. :func:`parse`
raises :class:`TextError` and leaves nothing behind.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from fractions import Fraction

from .ratexpr import NAME, Lexer, TextError

FUNCTIONS = ("exp", "sin", "cos")
CALL = re.compile(r"(?<![A-Za-z0-9])(exp|sin|cos)[ \t\r\n]*\(")
Gauss = tuple[Fraction, Fraction]  # a + b i, a and b rational
Key = tuple[int, Gauss]  # (j, r): the function x^j e^(r x)
Form = dict[Key, Gauss]  # the canonical form: (j, r) -> c, no zero c
ZERO: Gauss = (Fraction(0), Fraction(0))
ONE: Gauss = (Fraction(1), Fraction(0))


@dataclass(frozen=True)
class Bounds:
    max_text: int = 200_000
    max_degree: int = 512
    max_depth: int = 64
    max_bits: int = 16_384
    max_terms: int = 4_096


def gadd(a: Gauss, b: Gauss) -> Gauss:
    return a[0] + b[0], a[1] + b[1]


def gmul(a: Gauss, b: Gauss) -> Gauss:
    return a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]


def gdiv(a: Gauss, b: Gauss) -> Gauss:
    n = b[0] * b[0] + b[1] * b[1]
    return gmul(a, (b[0] / n, -b[1] / n))


def plus(a: Form, b: Form, sign: int = 1) -> Form:
    out = dict(a)
    for k, c in b.items():
        s = gadd(out.get(k, ZERO), (sign * c[0], sign * c[1]))
        if s == ZERO:
            out.pop(k, None)
        else:
            out[k] = s
    return out


def times(a: Form, b: Form) -> Form:
    out: Form = {}
    for (j1, r1), c1 in a.items():
        for (j2, r2), c2 in b.items():
            out = plus(out, {(j1 + j2, gadd(r1, r2)): gmul(c1, c2)})
    return out


def scale(a: Form, c: Gauss) -> Form:
    return {k: gmul(v, c) for k, v in a.items()} if c != ZERO else {}


def constant(a: Form) -> Gauss | None:
    """The value of a constant form, None if the form is not constant."""
    if not a:
        return ZERO
    if list(a) == [(0, ZERO)]:
        return a[0, ZERO]
    return None


def derivative(f: Form) -> Form:
    """(x^j e^(r x))' = j x^(j-1) e^(r x) + r x^j e^(r x), exactly."""
    out: Form = {}
    for (j, r), c in f.items():
        if j:
            out = plus(out, {(j - 1, r): (c[0] * j, c[1] * j)})
        if r != ZERO:
            out = plus(out, {(j, r): gmul(c, r)})
    return out


class _Reader(Lexer):
    def __init__(self, text: str, variable: str, bounds: Bounds) -> None:
        self.b = bounds
        super().__init__(text, variable)

    def bounded(self, f: Form, at: int) -> Form:
        if len(f) > self.b.max_terms:
            raise self.fail(f"more than {self.b.max_terms} terms x^j e^(r x)", at)
        for (j, r), c in f.items():
            if j > self.b.max_degree:
                raise self.fail(f"a power of {self.var} above {self.b.max_degree}", at)
            for q in (*r, *c):
                if max(abs(q.numerator).bit_length(), q.denominator.bit_length()) > self.b.max_bits:
                    raise self.fail(f"a coefficient above {self.b.max_bits} bits", at)
        return f

    def expr(self) -> Form:
        self.depth += 1
        if self.depth > self.b.max_depth:
            raise self.fail(f"nested deeper than {self.b.max_depth}")
        sign = 1
        if self.kind == "op" and self.value in "+-":
            sign = -1 if self.value == "-" else 1
            self.advance()
        acc = self.term()
        if sign < 0:
            acc = scale(acc, (Fraction(-1), Fraction(0)))
        while self.kind == "op" and self.value in "+-":
            op, at = self.value, self.at
            self.advance()
            acc = self.bounded(plus(acc, self.term(), 1 if op == "+" else -1), at)
        self.depth -= 1
        return acc

    def term(self) -> Form:
        acc = self.factor()
        while self.kind == "op" and self.value in "*/":
            op, at = self.value, self.at
            self.advance()
            if op == "*" and self.kind == "op" and self.value == "*":
                raise self.fail("write powers with ^ (** is not an operator here)", at)
            f = self.factor()
            if op == "*":
                acc = self.bounded(times(acc, f), at)
                continue
            c = constant(f)
            if c is None:
                raise self.fail("division only by a nonzero rational constant in this class", at)
            if c == ZERO:
                raise self.fail("division by zero", at)
            acc = self.bounded(scale(acc, gdiv(ONE, c)), at)
        return acc

    def factor(self) -> Form:
        start = self.at
        base = self.atom()
        if not (self.kind == "op" and self.value == "^"):
            return base
        self.advance()
        if self.kind != "num":
            raise self.fail("an exponent is a literal non-negative integer here, e.g. x^3 or sin(x)^2")
        if len(self.value) > 12 or int(self.value) > self.b.max_degree:
            raise self.fail(f"exponent {self.value[:20]} exceeds {self.b.max_degree}")
        k = int(self.value)
        self.advance()
        if self.kind == "op" and self.value == "^":
            raise self.fail("a power of a power is ambiguous: write (a^b)^c")
        out: Form = {(0, ZERO): ONE}
        for _ in range(k):
            out = self.bounded(times(out, base), start)
        return out

    def atom(self) -> Form:
        if self.kind == "num":
            if len(self.value) > self.b.max_bits // 3:
                raise self.fail(f"a number above {self.b.max_bits} bits")
            value = int(self.value)
            self.advance()
            return {(0, ZERO): (Fraction(value), Fraction(0))} if value else {}
        if self.kind == "name":
            name, at = self.value, self.at
            self.advance()
            if name == self.var:
                return {(1, ZERO): ONE}
            if name in FUNCTIONS:
                self.expect("(")
                inner = self.expr()
                self.expect(")")
                return self.function(name, inner, at)
            raise self.fail(f"{name[:20]!r} is neither the variable {self.var!r} nor exp, sin or cos", at)
        if self.kind == "op" and self.value == "(":
            self.advance()
            inner = self.expr()
            self.expect(")")
            return inner
        raise self.fail(f"unexpected {self.value!r}" if self.value else "unexpected end of text")

    def function(self, name: str, inner: Form, at: int) -> Form:
        if not set(inner) <= {(1, ZERO)}:
            raise self.fail(f"{name}(...) takes a*{self.var} with a rational (no constant term) in this class", at)
        a = inner.get((1, ZERO), ZERO)[0]
        if name == "exp":
            return {(0, (a, Fraction(0))): ONE}
        up, down = {(0, (Fraction(0), a)): ONE}, {(0, (Fraction(0), -a)): ONE}
        if name == "cos":  # (e^(iax) + e^(-iax)) / 2
            return scale(plus(up, down), (Fraction(1, 2), Fraction(0)))
        return scale(plus(up, down, -1), (Fraction(0), Fraction(-1, 2)))  # (e^(iax) - e^(-iax)) / (2i)


def parse(text: object, variable: str, bounds: Bounds = Bounds()) -> Form:
    """The canonical form of ``text`` in ``variable``; :class:`TextError` naming the column otherwise."""
    if not isinstance(text, str):
        raise TextError("an expression is a string")
    if not isinstance(variable, str) or not NAME.fullmatch(variable) or variable in FUNCTIONS:
        raise TextError("the variable is a name [A-Za-z][A-Za-z0-9]{0,15} other than exp, sin and cos")
    if len(text) > bounds.max_text:
        raise TextError(f"text longer than {bounds.max_text} characters")
    if not text.strip(" \t\r\n"):
        raise TextError("empty expression")
    reader = _Reader(text, variable, bounds)
    out = reader.expr()
    if reader.kind != "end":
        v = reader.value
        hint = {"*": ": write powers with ^ (not **)", ".": ": write a rational as a quotient, e.g. 3/2"}.get(
            v, ": write products with *, e.g. 2*x" if reader.kind in ("num", "name") or v == "(" else ""
        )
        raise reader.fail(f"unexpected {v!r}{hint}")
    return out


def calls_function(text: str) -> bool:
    """Whether ``text`` calls exp, sin or cos: then the exp-polynomial reader's refusal is the one to report."""
    return CALL.search(text) is not None


def _q(c: Fraction) -> str:
    return str(c) if c.denominator == 1 else f"{c.numerator}/{c.denominator}"


def _times(a: Fraction, variable: str) -> str:
    return variable if a == 1 else f"-{variable}" if a == -1 else f"{_q(a)}*{variable}"


def render(f: Form, variable: str) -> str:
    """Text in the grammar denoting ``f``, real terms only: a conjugate pair c e^((a+bi)x) + conj(c) e^((a-bi)x)
    is written e^(ax) (2 Re c cos(bx) - 2 Im c sin(bx)). ValueError if ``f`` is not real (no conjugate partner)."""
    parts: list[tuple[Fraction, str]] = []
    for (j, r), c in sorted(f.items(), key=lambda kv: (kv[0][1][0], abs(kv[0][1][1]), kv[0][0], kv[0][1][1])):
        a, b = r
        if b < 0:
            if f.get((j, (a, -b))) != (c[0], -c[1]):
                raise ValueError("the form is not real: a term without its conjugate")
            continue
        if b == 0 and c[1]:
            raise ValueError("the form is not real: a non-real coefficient of a real exponential")
        mono = [] if j == 0 else [variable if j == 1 else f"{variable}^{j}"]
        if a:
            mono.append(f"exp({_times(a, variable)})")
        if b == 0:
            parts.append((c[0], "*".join(mono)))
            continue
        if f.get((j, (a, -b))) != (c[0], -c[1]):
            raise ValueError("the form is not real: a term without its conjugate")
        arg = _times(b, variable)
        if c[0]:
            parts.append((2 * c[0], "*".join([*mono, f"cos({arg})"])))
        if c[1]:
            parts.append((-2 * c[1], "*".join([*mono, f"sin({arg})"])))
    if not parts:
        return "0"
    text = ""
    for k, word in parts:
        mag = abs(k)
        body = _q(mag) if not word else word if mag == 1 else f"{_q(mag)}*{word}"
        text += (" - " if k < 0 else " + ") + body
    return text[3:] if text.startswith(" + ") else "-" + text[3:]


def model(variable: str, f: Form) -> dict[str, object]:
    """The model read, as checkers report it: format, a summary and the sha256 of the canonical form."""
    items = sorted([j, str(r[0]), str(r[1]), str(c[0]), str(c[1])] for (j, r), c in f.items())
    text = json.dumps({"variable": variable, "terms": items}, separators=(",", ":"))
    summary = {"variable": variable, "terms": len(f), "degree": max((j for j, _ in f), default=0)}
    digest = "sha256:" + hashlib.sha256(text.encode()).hexdigest()
    return {"format": "exp-polynomial", "summary": summary, "digest": digest}


def gauss_text(g: Gauss) -> str:
    if not g[1]:
        return _q(g[0])
    return f"({_q(g[0])} {'-' if g[1] < 0 else '+'} {_q(abs(g[1]))}i)"


def render_term(key: Key, c: Gauss) -> str:
    """One term c x^j e^(r x) for a message (complex r and c written a + bi)."""
    return f"{gauss_text(c)} x^{key[0]} e^({gauss_text(key[1])} x)"
