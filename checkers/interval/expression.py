"""The interval checker's own expression reader and evaluator (trusted code; no eval).

Grammar as in ``interval-enclosure/1``: decimals (no leading zero as in ``012``), names of the
box's variables, ``pi``, ``+ - * /``, unary ``-``, ``^`` followed by an optionally negated integer,
and ``sqrt exp log sin cos`` applied to a parenthesised argument; the usual precedence, ``^``
binding tightest and not chaining; blanks are spaces and tabs. At most 2000 characters, 400
nodes, nesting depth 40, 60 digits a number, exponents up to 1000 in size. Evaluation is mpmath's
interval arithmetic (``mpmath.iv``, outward rounded, independent of FLINT/arb); ``Undefined`` when
an operation leaves its domain or a magnitude passes 2^65536 (exp is not applied above 65536).
"""

from __future__ import annotations

import hashlib
import json
import re
from fractions import Fraction
from typing import Any

from mpmath import iv
from mpmath.libmp import to_rational

from ..exact.rationals import BadRequest

FUNCTIONS = {"sqrt", "exp", "log", "sin", "cos"}
# Blanks are spaces and tabs: a line break ends a Python expression (SymPy's parse_expr reads "x\n+ y" as x).
_LEX = re.compile(r"[0-9]+(?:\.[0-9]+)?|[A-Za-z][A-Za-z0-9_]*|[-+*/^()]|[ \t]+", re.ASCII)
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,15}", re.ASCII)
BIG = 1 << 16


class Undefined(ArithmeticError):
    pass


def lex(text: Any) -> list[str]:
    if not isinstance(text, str) or len(text) > 2000 or not text.isascii():
        raise BadRequest("subject.expression must be ASCII text of at most 2000 characters")
    out, pos = [], 0
    while pos < len(text):
        m = _LEX.match(text, pos)
        if m is None:
            raise BadRequest(f"subject.expression: unexpected character at position {pos}")
        if not m.group().isspace():
            if m.group()[0].isdigit() and len(m.group().replace(".", "").lstrip("0")) > 60:
                raise BadRequest("subject.expression: a number is too long")
            if m.group()[0] == "0" and m.group()[1:2].isdigit():  # 012: octal in C, refused by Python
                raise BadRequest(f"subject.expression: a number with a leading zero at position {pos}")
            out.append(m.group())
        pos = m.end()
    return out


def parse(text: Any, names: set[str]) -> tuple:
    """Precedence climbing over the token list into nested tuples (the same node kinds as the claim's)."""
    toks, i, count = lex(text), 0, 0

    def peek() -> str | None:
        return toks[i] if i < len(toks) else None

    def eat() -> str:
        nonlocal i, count
        count += 1
        if count > 2 * 400 + 2:
            raise BadRequest("subject.expression has too many nodes")
        i += 1
        return toks[i - 1]

    def expr(depth: int) -> tuple:
        if depth > 40:
            raise BadRequest("subject.expression is nested too deeply")
        node = term(depth)
        while peek() in ("+", "-"):
            node = ("add" if eat() == "+" else "sub", node, term(depth))
        return node

    def term(depth: int) -> tuple:
        node = unary(depth)
        while peek() in ("*", "/"):
            node = ("mul" if eat() == "*" else "div", node, unary(depth))
        return node

    def unary(depth: int) -> tuple:
        if peek() == "-":
            eat()
            if depth > 40:
                raise BadRequest("subject.expression is nested too deeply")
            return ("neg", unary(depth + 1))
        node = atom(depth)
        if peek() == "^":
            eat()
            sign = -1 if peek() == "-" and eat() else 1
            k = peek()
            if k is None or not k.isdigit() or int(k) > 1000:
                raise BadRequest("subject.expression: an exponent is an integer of size at most 1000")
            eat()
            node = ("pow", node, sign * int(k))
        return node

    def atom(depth: int) -> tuple:
        tok = peek()
        if tok is None:
            raise BadRequest("subject.expression ends too early")
        eat()
        if tok[0].isdigit():
            whole, _, frac = tok.partition(".")
            return ("num", Fraction(int(whole + frac), 10 ** len(frac)))
        if tok == "(" or tok in FUNCTIONS:
            if tok in FUNCTIONS and (peek() != "(" or not eat()):
                raise BadRequest(f"subject.expression: {tok} needs a parenthesised argument")
            inner = expr(depth + 1)
            if peek() != ")":
                raise BadRequest("subject.expression: missing ')'")
            eat()
            return ("fn", tok, inner) if tok in FUNCTIONS else inner
        if tok == "pi":
            return ("pi",)
        if tok[0].isalpha() and tok in names:
            return ("var", tok)
        raise BadRequest(f"subject.expression: unexpected {tok[:20]!r}")

    tree = expr(0)
    if peek() is not None:
        raise BadRequest(f"subject.expression: unexpected {peek()!r} after the expression")
    return tree


def ends(x: Any) -> tuple[Fraction, Fraction]:
    """The endpoints of an mpmath interval as exact fractions."""
    (p, q), (r, s) = (to_rational(e) for e in x._mpi_)
    return Fraction(int(p), int(q)), Fraction(int(r), int(s))


def rational(v: Fraction) -> Any:
    return iv.mpf(v.numerator) / iv.mpf(v.denominator)


def evaluate(tree: tuple, env: dict[str, Any]) -> Any:
    """An mpmath interval containing every value of the expression over the intervals in env."""
    kind = tree[0]
    if kind == "num":
        value = rational(tree[1])
    elif kind == "var":
        value = env[tree[1]]
    elif kind == "pi":
        value = iv.pi
    elif kind == "neg":
        value = -evaluate(tree[1], env)
    elif kind == "pow":
        base, k = evaluate(tree[1], env), tree[2]
        if k < 0 and base.a <= 0 <= base.b:
            raise Undefined("a negative power of an interval containing 0")
        value = base**k if k >= 0 else 1 / base ** (-k)
    elif kind == "fn":
        arg = evaluate(tree[2], env)
        name = tree[1]
        if (name == "sqrt" and arg.a < 0) or (name == "log" and arg.a <= 0) or (name == "exp" and arg.b > BIG):
            raise Undefined(f"{name} outside its domain on {arg}")
        value = getattr(iv, name)(arg)
    else:
        a, b = evaluate(tree[1], env), evaluate(tree[2], env)
        if kind == "div" and b.a <= 0 <= b.b:
            raise Undefined("a division by an interval containing 0")
        value = {"add": a.__add__, "sub": a.__sub__, "mul": a.__mul__, "div": a.__truediv__}[kind](b)
    if not (abs(value.a) < iv.mpf(2) ** BIG and abs(value.b) < iv.mpf(2) ** BIG):
        raise Undefined("a magnitude beyond 2^65536")
    return value


def check_name(name: Any) -> str:
    """A box variable: a letter, then letters, digits or _ (at most 16), not a function's name nor ``pi``."""
    if not isinstance(name, str) or not _NAME.fullmatch(name) or name in FUNCTIONS or name == "pi":
        raise BadRequest(f"subject.box: {str(name)[:20]!r} is not a variable name")
    return name


def _normal(tree: tuple) -> list:
    """A node of the canonical form. Subtraction, negation and division are written with the operations they
    stand for (a - b = a + (-1)*b, -a = (-1)*a, a/b = a * b^-1), sums and products are flattened and their
    terms sorted (both are commutative and associative), the numbers of a product multiplied into one (a
    factor 1 left out), so that two readings of the same expression have the same form."""
    kind = tree[0]
    if kind == "num":
        return ["num", str(tree[1])]
    if kind == "var":
        return ["var", tree[1]]
    if kind == "pi":
        return ["pi"]
    if kind == "fn":
        return ["fn", tree[1], _normal(tree[2])]
    if kind == "pow":
        return ["pow", _normal(tree[1]), ["num", str(tree[2])]]
    if kind == "neg":
        return product([["num", "-1"], _normal(tree[1])])
    a, b = _normal(tree[1]), _normal(tree[2])
    if kind == "add":
        return total([a, b])
    if kind == "sub":
        return total([a, product([["num", "-1"], b])])
    if kind == "mul":
        return product([a, b])
    return product([a, ["pow", b, ["num", "-1"]]])  # div


def _key(node: list) -> str:
    return json.dumps(node, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def total(terms: list[list]) -> list:
    """The canonical sum of canonical terms."""
    flat = [t for term in terms for t in (term[1] if term[0] == "add" else [term])]
    return ["add", sorted(flat, key=_key)]


def product(factors: list[list]) -> list:
    """The canonical product of canonical factors."""
    flat = [f for factor in factors for f in (factor[1] if factor[0] == "mul" else [factor])]
    number = Fraction(1)
    for f in flat:
        if f[0] == "num":
            number *= Fraction(f[1])
    rest = sorted((f for f in flat if f[0] != "num"), key=_key)
    if len(rest) < len(flat) and number != 1:
        rest = sorted([["num", str(number)], *rest], key=_key)
    if not rest:
        return ["num", str(number)]
    return rest[0] if len(rest) == 1 else ["mul", rest]


def canonical(tree: tuple, box: dict[str, tuple[Fraction, Fraction]]) -> dict:
    """The subject as read: the expression's canonical form (see :func:`_normal`; numbers ``"p/q"``) and the
    box, each variable's ``["lo", "hi"]`` as exact fractions, by name."""
    return {
        "expression": _normal(tree),
        "box": {name: [str(lo), str(hi)] for name, (lo, hi) in sorted(box.items())},
    }


def digest(form: Any) -> str:
    """``sha256:`` over the canonical form's JSON (sorted keys, no blanks, ASCII)."""
    return "sha256:" + hashlib.sha256(_key(form).encode()).hexdigest()


def _size(node: list) -> tuple[int, int]:
    """Nodes and depth of a canonical node."""
    kind = node[0]
    if kind in ("add", "mul"):
        sizes = [_size(a) for a in node[1]]
    elif kind == "pow":
        sizes = [_size(node[1]), _size(node[2])]
    elif kind == "fn":
        sizes = [_size(node[2])]
    else:
        return 1, 1
    return 1 + sum(n for n, _ in sizes), 1 + max(d for _, d in sizes)


def model(tree: tuple, box: dict[str, tuple[Fraction, Fraction]]) -> dict:
    """What the checker read, reported with its decision: format, a summary a caller can recognise
    (canonical nodes and depth, box variables), the digest of the canonical form."""
    form = canonical(tree, box)
    nodes, depth = _size(form["expression"])
    return {
        "format": "interval-expression",
        "summary": {"nodes": nodes, "depth": depth, "variables": len(box)},
        "digest": digest(form),
    }
