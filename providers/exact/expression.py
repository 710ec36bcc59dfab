"""Jacobian's bounded parser of real expressions for interval.enclosure (pure Python, no eval).

Grammar (ASCII; blanks, spaces and tabs, between tokens are ignored)::

    expr  := term (("+" | "-") term)*
    term  := unary (("*" | "/") unary)*
    unary := "-" unary | power
    power := atom ("^" ["-"] INTEGER)?
    atom  := NUMBER | NAME | FUNC "(" expr ")" | "(" expr ")" | "pi"
    FUNC  := sqrt | exp | log | sin | cos

NUMBER is a decimal (``12``, ``0.125``; no leading zero as in ``012``) read exactly; NAME a variable
of the box. Bounds: text length, node count, nesting depth, digits of a number and the size of an
exponent; every problem is an :class:`ExpressionError` naming the character position. The tree is nested tuples:
``("num", Fraction)``, ``("var", name)``, ``("pi",)``, ``("neg", a)``, ``(op, a, b)`` for
add/sub/mul/div, ``("pow", a, k)``, ``("fn", name, a)``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

MAX_CHARS = 2000
MAX_NODES = 400
MAX_DEPTH = 40
MAX_DIGITS = 60
MAX_EXPONENT = 1000
MAX_VARIABLES = 8
MAX_EXP_ARGUMENT = 1 << 16  # exp(t) for t up to 2^16 only: beyond, the value passes 2^94548 and no checker encloses it
FUNCTIONS = ("sqrt", "exp", "log", "sin", "cos")
# Blanks are spaces and tabs: a line break ends a Python expression (SymPy's parse_expr reads "x\n+ y" as x).
_TOKEN = re.compile(r"[ \t]*(?:([0-9]+(?:\.[0-9]+)?)|([A-Za-z][A-Za-z0-9_]*)|(.))", re.ASCII | re.DOTALL)
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,15}", re.ASCII)

Node = tuple[Any, ...]


class ExpressionError(ValueError):
    """An expression outside the grammar or its bounds; the message names the position."""


def _tokens(text: str) -> list[tuple[str, str, int]]:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:  # only blanks are left
            break
        number, name, other = m.groups()
        start = m.end() - len(number or name or other or "")
        if number:
            if len(number.replace(".", "").lstrip("0")) > MAX_DIGITS:
                raise ExpressionError(f"position {start}: a number has more than {MAX_DIGITS} digits")
            if number[0] == "0" and number[1:2].isdigit():  # 012: octal in C, refused by Python
                raise ExpressionError(f"position {start}: a number with a leading zero")
            out.append(("num", number, start))
        elif name:
            out.append(("name", name, start))
        elif other in "+-*/^()":
            out.append(("op", other, start))
        elif other is not None:
            raise ExpressionError(f"position {start}: unexpected character {other!r}")
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str, variables: set[str]):
        self.toks, self.i, self.nodes, self.variables = _tokens(text), 0, 0, variables
        self.end = len(text)

    def peek(self) -> tuple[str, str, int] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def where(self) -> str:
        tok = self.peek()
        return f"position {tok[2] if tok else self.end}"

    def take(self, value: str) -> bool:
        tok = self.peek()
        if tok is not None and tok[0] == "op" and tok[1] == value:
            self.i += 1
            return True
        return False

    def node(self, *parts: Any) -> Node:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise ExpressionError(f"{self.where()}: more than {MAX_NODES} nodes")
        return tuple(parts)

    def expr(self, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise ExpressionError(f"{self.where()}: nested deeper than {MAX_DEPTH}")
        left = self.term(depth)
        while True:
            if self.take("+"):
                left = self.node("add", left, self.term(depth))
            elif self.take("-"):
                left = self.node("sub", left, self.term(depth))
            else:
                return left

    def term(self, depth: int) -> Node:
        left = self.unary(depth)
        while True:
            if self.take("*"):
                tok = self.peek()
                if tok is not None and tok[:2] == ("op", "*"):
                    raise ExpressionError(f"{self.where()}: write powers with ^, e.g. x^2 (** is not an operator here)")
                left = self.node("mul", left, self.unary(depth))
            elif self.take("/"):
                left = self.node("div", left, self.unary(depth))
            else:
                return left

    def unary(self, depth: int) -> Node:
        if self.take("-"):
            if depth > MAX_DEPTH:
                raise ExpressionError(f"{self.where()}: nested deeper than {MAX_DEPTH}")
            return self.node("neg", self.unary(depth + 1))
        base = self.atom(depth)
        if not self.take("^"):
            return base
        sign = -1 if self.take("-") else 1
        tok = self.peek()
        if tok is None or tok[0] != "num" or "." in tok[1]:
            raise ExpressionError(f"{self.where()}: an exponent is an integer (powers x^k, k integer)")
        k = sign * int(tok[1])
        if abs(k) > MAX_EXPONENT:
            raise ExpressionError(f"{self.where()}: exponent {k} exceeds {MAX_EXPONENT}")
        self.i += 1
        return self.node("pow", base, k)

    def atom(self, depth: int) -> Node:
        tok = self.peek()
        if tok is None:
            raise ExpressionError(f"position {self.end}: the expression ends too early")
        kind, value, _ = tok
        if kind == "num":
            self.i += 1
            whole, _, frac = value.partition(".")
            return self.node("num", Fraction(int(whole + frac), 10 ** len(frac)))
        if kind == "name":
            self.i += 1
            if value in FUNCTIONS:
                if not self.take("("):
                    raise ExpressionError(f"{self.where()}: {value} needs an argument in parentheses")
                arg = self.expr(depth + 1)
                if not self.take(")"):
                    raise ExpressionError(f"{self.where()}: missing ')'")
                return self.node("fn", value, arg)
            if value == "pi":
                return self.node("pi")
            if value not in self.variables:
                raise ExpressionError(f"position {tok[2]}: unknown name {value[:20]!r} (not a function or a variable)")
            return self.node("var", value)
        if self.take("("):
            inner = self.expr(depth + 1)
            if not self.take(")"):
                raise ExpressionError(f"{self.where()}: missing ')'")
            return inner
        raise ExpressionError(f"position {tok[2]}: unexpected {value!r}")


def parse_expression(text: str, variables: set[str] | None = None) -> Node:
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise ExpressionError(f"an expression is text of at most {MAX_CHARS} characters")
    if not text.isascii():
        raise ExpressionError("an expression is ASCII text")
    p = _Parser(text, variables or set())
    tree = p.expr(0)
    left = p.peek()
    if left is not None:
        kind, value, _ = left
        fix = " (write the product with *, e.g. 2*x or x*(y+1))" if kind != "op" or value == "(" else ""
        raise ExpressionError(f"{p.where()}: unexpected {value!r} after a complete expression{fix}")
    return tree


def check_magnitude(text: str, tree: Node, box: dict[str, tuple[Fraction, Fraction]]) -> None:
    """Refuse, naming the position of the ``exp``, an expression whose exp takes an argument that may pass
    MAX_EXP_ARGUMENT over the box (e.g. ``exp(exp(exp(1000)))``): found by a 53-bit mpmath.iv pass that never
    applies exp beyond the bound, so the huge value is never computed. Other domain problems are left to the
    enclosure (an undefined result)."""
    from mpmath import iv

    exps = iter([start for kind, value, start in _tokens(text) if kind == "name" and value == "exp"])

    def walk(node: Node) -> Any:
        kind = node[0]
        if kind == "fn" and node[1] == "exp":
            at = next(exps)
            arg = walk(node[2])
            if arg is not None and arg.b > MAX_EXP_ARGUMENT:
                raise ExpressionError(
                    f"position {at}: exp of an argument that reaches {iv.nstr(arg.b, 8)} (above {MAX_EXP_ARGUMENT}): "
                    "the value is beyond what an enclosure states, so it is not evaluated"
                )
            return None if arg is None else iv.exp(arg)
        parts = [walk(p) if isinstance(p, tuple) else p for p in node[1:]]
        try:
            if any(p is None for p in parts if not isinstance(p, (str, int, Fraction))):
                return None
            if kind == "num":
                return iv.mpf(node[1].numerator) / node[1].denominator
            if kind == "var":
                lo, hi = (iv.mpf(q.numerator) / q.denominator for q in box[node[1]])
                return iv.mpf([lo.a, hi.b])
            if kind == "pi":
                return iv.pi
            if kind == "neg":
                return -parts[0]
            if kind == "pow":
                return parts[0] ** node[2] if node[2] >= 0 else 1 / parts[0] ** (-node[2])
            if kind == "fn":
                name, arg = node[1], parts[1]
                if (name == "sqrt" and arg.a < 0) or (name == "log" and arg.a <= 0):
                    return None
                return getattr(iv, name)(arg)
            a, b = parts
            if kind == "div" and b.a <= 0 <= b.b:
                return None
            return {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b if kind == "div" else None}[kind]
        except (ZeroDivisionError, ValueError, OverflowError):
            return None

    saved, iv.prec = iv.prec, 53
    try:
        walk(tree)
    finally:
        iv.prec = saved


def check_name(name: str) -> None:
    if not _NAME.fullmatch(name) or name in FUNCTIONS or name == "pi":
        raise ExpressionError(f"{name[:20]!r} is not a variable name (a letter, then letters, digits or _)")
