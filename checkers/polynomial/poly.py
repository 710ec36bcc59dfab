"""The polynomial checker's own arithmetic: a bounded parser, sparse polynomials over QQ or GF(p), orders.

Own exact arithmetic rather than SymPy: a checker stays small and readable, and sharing a CAS with the
producer's world would put a second large library on the trust path. Coefficients are
exact rationals over QQ (an ``int`` when the denominator is 1, a ``fractions.Fraction`` otherwise: the
same numbers, and integer products are far cheaper) and ints in ``0..p-1`` over GF(p). A polynomial is a dict
``{exponent tuple: nonzero coefficient}``. Grammar: ``+ - * / ^``, parentheses, integers, declared
variables; ``/`` only by a nonzero constant; exponents literal integers up to ``MAX_DEGREE``.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import isqrt
from operator import add as add_int
from operator import neg
from typing import Any

MAX_TEXT = 2_000_000
MAX_DEGREE = 256
MAX_DEPTH = 64
MAX_DIGITS = 4_300  # Python's int() refuses longer decimals (sys.int_info.default_max_str_digits)
TOKEN = re.compile(r"[ \t\n]*(?:([0-9]+)|([A-Za-z][A-Za-z0-9]*)|(.))", re.S)  # ASCII digits and blanks only

Poly = dict[tuple[int, ...], Any]


class BadRequest(ValueError):
    """Malformed subject, claim or certificate: the evidence is rejected."""


class Field:
    """QQ (p is None) or GF(p)."""

    def __init__(self, spec: Any) -> None:
        if spec == "QQ":
            self.p = None
        elif isinstance(spec, str) and re.fullmatch(r"GF\([0-9]{1,10}\)", spec):
            self.p = int(spec[3:-1])
            if not 2 <= self.p < 1 << 31 or any(self.p % d == 0 for d in range(2, isqrt(self.p) + 1)):
                raise BadRequest(f"GF({self.p}): the characteristic must be a prime below 2^31")
        else:
            raise BadRequest(f"field {spec!r} is neither QQ nor GF(p)")

    def of(self, c: Fraction) -> Any:
        if self.p is None:
            return c.numerator if c.denominator == 1 else c
        if c.denominator % self.p == 0:
            raise BadRequest(f"a denominator is divisible by {self.p}")
        return c.numerator * pow(c.denominator, -1, self.p) % self.p

    def inv(self, c: Any) -> Any:
        return 1 / Fraction(c) if self.p is None else pow(c, -1, self.p)

    def norm(self, c: Any) -> Any:
        return c if self.p is None else c % self.p

    def power(self, c: Any, k: int) -> Any:
        return c**k if self.p is None else pow(c, k, self.p)


def order_key(order: Any) -> Callable[[Sequence[int]], Any]:
    if order == "lex":
        return lambda e: e
    if order == "deglex":
        return lambda e: (sum(e), e)
    if order == "degrevlex":
        return lambda e: (sum(e), tuple(map(neg, e[::-1])))
    raise BadRequest(f"monomial order {order!r} is not lex, deglex or degrevlex")


def order_max(order: Any) -> Callable[[list[Any]], Any]:  # exponent tuples or arrays
    """The largest of some exponent vectors under the order (as ``max(..., key=order_key(order))``), comparing
    the vectors themselves where the order allows it: degrevlex's largest is the least under
    (-degree, reversed exponents), with no tuple of negated exponents built per monomial."""
    if order == "lex":
        return lambda es: max(es)
    if order == "deglex":
        return lambda es: max(es, key=lambda e: (sum(e), e))
    order_key(order)  # refuses an unknown order
    return lambda es: min(es, key=lambda e: (-sum(e), e[::-1]))


def variables(names: Any) -> tuple[str, ...]:
    if not isinstance(names, list) or not 1 <= len(names) <= 64 or len(set(map(str, names))) != len(names):
        raise BadRequest("variables must be a list of 1..64 distinct names")
    for v in names:
        if not isinstance(v, str) or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]{0,15}", v):
            raise BadRequest(f"variable {v!r} is not a name")
    return tuple(names)


def parse(text: Any, names: tuple[str, ...], K: Field, where: str) -> Poly:
    """The polynomial of ``text`` over K; BadRequest naming ``where`` and the column otherwise."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise BadRequest(f"{where}: not a polynomial string of at most {MAX_TEXT} characters")
    toks = [(m.start(), m.groups()) for m in TOKEN.finditer(text) if m.group().strip(" \t\n")]
    pos, n = 0, len(names)
    one = (0,) * n
    unit = {v: tuple(int(i == k) for i in range(n)) for k, v in enumerate(names)}

    def fail(msg: str) -> BadRequest:
        col = toks[pos][0] + 1 if pos < len(toks) else len(text) + 1
        return BadRequest(f"{where}, column {col}: {msg}")

    def sym() -> str | None:
        return toks[pos][1][2] if pos < len(toks) else None

    def poly(depth: int) -> Poly:
        nonlocal pos
        if depth > MAX_DEPTH:
            raise fail("nested too deeply")
        minus = sym() == "-"
        if sym() in ("+", "-"):
            pos += 1
        acc: Poly = {}
        while True:
            for e, c in term(depth).items():  # acc += or -= the term, in place
                s = K.norm(acc.get(e, 0) + (-c if minus else c))
                if s:
                    acc[e] = s
                else:
                    acc.pop(e, None)
            if sym() not in ("+", "-"):
                return acc
            minus = sym() == "-"
            pos += 1

    def term(depth: int) -> Poly:
        nonlocal pos
        acc = factor(depth)
        while sym() in ("*", "/"):
            op = sym()
            pos += 1
            f = factor(depth)
            if op == "*":
                acc = mul(acc, f, K)
            else:
                if not f or set(f) != {one}:
                    raise fail("division only by a nonzero constant")
                acc = scale(acc, K.inv(f[one]), K)
        return acc

    def factor(depth: int) -> Poly:
        nonlocal pos
        base = atom(depth)
        if sym() != "^":
            return base
        pos += 1
        if pos >= len(toks) or toks[pos][1][0] is None or int(toks[pos][1][0]) > MAX_DEGREE:
            raise fail(f"an exponent is a literal integer up to {MAX_DEGREE}")
        k = int(toks[pos][1][0])
        pos += 1
        if len(base) == 1:  # a monomial: multiply its exponents, raise its coefficient
            ((e, c),) = base.items()
            return {tuple(x * k for x in e): K.power(c, k)}
        out: Poly = {one: 1}
        for _ in range(k):
            out = mul(out, base, K)
        return out

    def atom(depth: int) -> Poly:
        nonlocal pos
        if pos >= len(toks):
            raise fail("unexpected end")
        digits, name, other = toks[pos][1]
        pos += 1
        if digits is not None:
            if len(digits) > MAX_DIGITS:
                raise fail(f"a number has more than {MAX_DIGITS} digits")
            c = K.of(Fraction(int(digits)))
            return {one: c} if c else {}
        if name is not None:
            if name not in unit:
                raise fail(f"{name[:20]!r} is not a declared variable")
            return {unit[name]: 1}
        if other == "(":
            inner = poly(depth + 1)
            if sym() != ")":
                raise fail("expected ')'")
            pos += 1
            return inner
        pos -= 1
        raise fail(f"unexpected {other!r}")

    if not toks:
        raise BadRequest(f"{where}: empty polynomial")
    result = poly(0)
    if pos != len(toks):
        raise fail("unexpected text")
    return result


MAX_TERM_LIST = 100_000
MAX_EXPONENT = (1 << 15) - 1  # products of two still fit a 16-bit field, the narrowest packing of certificates
_INTEGER = f"[1-9][0-9]{{0,{MAX_DIGITS - 1}}}"
DENOMINATOR = re.compile(_INTEGER)
NUMERATORS = re.compile(f"-?{_INTEGER}(?:,-?{_INTEGER})*")
WIRE = 'a certificate polynomial is {"den": "<positive integer>", "num": ["<nonzero integer>", ...], "exp": [...]}'


def read_wire(value: Any, n: int, code: str, where: str) -> tuple[int, list[int], array[int]]:
    """The common denominator, numerators and flat exponent array of a certificate polynomial in the wire form
    ``{"den": "D", "num": ["a_1", ..., "a_m"], "exp": [e_11, ..., e_1n, ..., e_m1, ..., e_mn]}``, which is
    ``sum_i (a_i / D) x^(e_i)``: how a producer's certificate carries its cofactors, read in a few C-level
    passes rather than term by term. D is a positive decimal string and every a_i a nonzero one (at most
    MAX_DIGITS digits each, no sign on D, no leading zeros, no blanks), every exponent a JSON integer (not a
    bool) in 0..MAX_EXPONENT, exactly n per term, held in an ``array(code)``. A repeated monomial is for the
    caller to refuse (it packs them)."""
    try:
        den, num, exp = value["den"], value["num"], value["exp"]
    except (TypeError, KeyError, IndexError):
        raise BadRequest(f"{where}: {WIRE}") from None
    if type(value) is not dict or len(value) != 3:
        raise BadRequest(f"{where}: {WIRE}")
    if den != "1" and (type(den) is not str or not DENOMINATOR.fullmatch(den)):  # "1": most polynomials
        raise BadRequest(f"{where}.den: a positive decimal integer string of at most {MAX_DIGITS} digits")
    if type(num) is not list or len(num) > MAX_TERM_LIST:
        raise BadRequest(f"{where}.num: a list of at most {MAX_TERM_LIST} numerators")
    try:
        joined = ",".join(num)  # one regex pass for all numerators; a comma inside one would change the count
    except TypeError:
        joined = None
    if num and (joined is None or joined.count(",") != len(num) - 1 or not NUMERATORS.fullmatch(joined)):
        raise BadRequest(f"{where}.num: nonzero decimal integer strings of at most {MAX_DIGITS} digits")
    if type(exp) is not list or len(exp) != n * len(num) or bool in map(type, exp):
        raise BadRequest(f"{where}.exp: {n} integer exponents per term, {n * len(num)} in all")
    try:
        e = array(code, exp)  # refuses non-integers, negatives and anything beyond the field
    except (TypeError, OverflowError):
        e = None
    if e is None or (e and max(e) > MAX_EXPONENT):
        raise BadRequest(f"{where}.exp: every exponent is an integer in 0..{MAX_EXPONENT}")
    return (1 if den == "1" else int(den)), list(map(int, num)), e


def add(a: Poly, b: Poly, K: Field) -> Poly:
    out = dict(a)
    for e, c in b.items():
        s = K.norm(out.get(e, 0) + c)
        if s:
            out[e] = s
        else:
            out.pop(e, None)
    return out


def sub(a: Poly, b: Poly, K: Field) -> Poly:
    return add(a, scale(b, K.of(Fraction(-1)), K), K)


def scale(a: Poly, k: Any, K: Field, shift: tuple[int, ...] | None = None) -> Poly:
    if not k:
        return {}
    if shift is None:
        return {e: K.norm(c * k) for e, c in a.items()}
    return {tuple(x + y for x, y in zip(e, shift)): K.norm(c * k) for e, c in a.items()}


def mul(a: Poly, b: Poly, K: Field) -> Poly:
    if len(a) == 1 and len(b) == 1:  # monomial times monomial, as in most products a parser meets
        ((e1, c1),) = a.items()
        ((e2, c2),) = b.items()
        c = c1 if c2 == 1 else K.norm(c1 * c2)  # c2 == 1: the parser's variables
        return {tuple(map(add_int, e1, e2)): c} if c else {}
    out: dict[tuple[int, ...], Any] = {}
    for e1, c1 in a.items():
        for e2, c2 in b.items():
            e = tuple(x + y for x, y in zip(e1, e2))
            out[e] = out.get(e, 0) + c1 * c2
    return {e: v for e, c in out.items() if (v := K.norm(c))}
