"""The polynomial checker's own arithmetic: a bounded parser, sparse polynomials over QQ or GF(p), orders.

Own exact arithmetic rather than SymPy: a checker stays small and readable, and sharing a CAS with the
producer's world would put a second large library on the trust path. Coefficients are
exact rationals over QQ (an ``int`` when the denominator is 1, a ``fractions.Fraction`` otherwise: the
same numbers, and integer products are far cheaper) and ints in ``0..p-1`` over GF(p). A polynomial is a dict
``{exponent tuple: nonzero coefficient}``. Grammar: ``+ - * / ^``, parentheses, integers, declared
variables; ``/`` only by a nonzero constant; exponents literal integers up to ``MAX_DEGREE``; ASCII digits
and blanks (space, tab, CR, LF); what Singular would read otherwise is refused (see :func:`parse`).
:func:`canonical` is the subject as read, :func:`model` what a decision states about it.
"""

from __future__ import annotations

import hashlib
import json
import re
from array import array
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import isqrt
from operator import add as add_int
from operator import mul as mul_int
from operator import neg
from operator import sub as sub_int
from typing import Any

MAX_TEXT = 2_000_000
MAX_DEGREE = 256
MAX_DEPTH = 64
MAX_DIGITS = 4_300  # Python's int() refuses longer decimals (sys.int_info.default_max_str_digits)
DIGIT = set("0123456789")
TOKEN = re.compile(r"[ \t\r\n]*(?:([0-9]+)|([A-Za-z][A-Za-z0-9]*)|(.))", re.DOTALL)  # ASCII digits and blanks
LONGEST = 10**MAX_DIGITS
# Integer constants as Singular's interpreter types them, so that no text means one thing here and another
# there: a literal up to 2^31-1 is a machine ``int`` and + - * ^ of ints are computed in 32 bits, wrapping
# silently (2147483647*2 is -2, 2^40 is 0); a longer literal is a ``bigint`` (exact, but bigint / bigint is
# integer division); only ``n/m`` written as one word (digits, '/', digits) is the rational number.
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
BIG = "bigint"
Const = int | str | None  # an int constant's exact value, BIG, or None: not an integer constant expression
MACHINE_INT = (
    "an integer constant expression leaves -2^31..2^31-1, where Singular's interpreter wraps it: "
    "write the coefficient as one number"
)
QUOTIENT = (
    "a quotient of integer constants is written n/m, digits next to the '/' (Singular divides '(6)/4' or "
    "'6 / 4' as integers)"
)

Poly = dict[tuple[int, ...], Any]


class BadRequest(ValueError):
    """Malformed subject, claim or certificate: the evidence is rejected."""


class Field:
    """QQ (p is None) or GF(p)."""

    def __init__(self, spec: Any) -> None:
        if spec == "QQ":
            self.p = None
        elif isinstance(spec, str) and (m := re.fullmatch(r"GF\(([0-9]{1,10})\)", spec)):
            self.p = int(m.group(1))
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
    """The polynomial of ``text`` over K; BadRequest naming ``where`` and the column otherwise.

    Besides the grammar, refusals keep a text from meaning one thing here and another to Singular's
    interpreter (held against it in ``tests/differential/test_polynomial.py``): an integer constant expression
    that leaves Singular's machine ``int`` (``2^40``, ``65536*65536``: Singular wraps them in 32 bits); a ``/``
    whose integer divisor is followed by ``^`` or ``/`` (``2/3^2``, ``x/2/3``: Singular reads ``2/3`` as one
    number); a quotient of integer constants not written as one word ``n/m`` (``6 / 4``, ``(6)/4``: Singular
    divides integers); and a coefficient over QQ of more than MAX_DIGITS digits."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise BadRequest(f"{where}: not a polynomial string of at most {MAX_TEXT} characters")
    toks = [(m.start(m.lastindex), m.groups()) for m in TOKEN.finditer(text) if m.lastindex]
    pos, n = 0, len(names)
    one = (0,) * n
    unit = {v: tuple(int(i == k) for i in range(n)) for k, v in enumerate(names)}

    def fail(msg: str) -> BadRequest:
        col = toks[pos][0] + 1 if pos < len(toks) else len(text) + 1
        return BadRequest(f"{where}, column {col}: {msg}")

    def sym(at: int = 0) -> str | None:
        return toks[pos + at][1][2] if pos + at < len(toks) else None

    def machine(value: int) -> int:
        if not INT_MIN <= value <= INT_MAX:
            raise fail(MACHINE_INT)
        return value

    def combine(a: Const, b: Const, op: Callable[[int, int], int]) -> Const:
        if a is None or b is None:
            return None
        if isinstance(a, str) or isinstance(b, str):
            return BIG
        return machine(op(a, b))

    # Each step returns the polynomial and what it is as an integer constant expression (Const).
    def poly(depth: int) -> tuple[Poly, Const]:
        nonlocal pos
        if depth > MAX_DEPTH:
            raise fail("nested too deeply")
        minus = sym() == "-"
        if sym() in ("+", "-"):
            pos += 1
        acc: Poly = {}
        value: Const = 0
        while True:
            t, v = term(depth)
            for e, c in t.items():  # acc += or -= the term, in place
                s = K.norm(acc.get(e, 0) + (-c if minus else c))
                if s:
                    acc[e] = s
                else:
                    acc.pop(e, None)
            value = combine(value, v, sub_int if minus else add_int)
            if sym() not in ("+", "-"):
                return acc, value
            minus = sym() == "-"
            pos += 1

    def term(depth: int) -> tuple[Poly, Const]:
        nonlocal pos
        acc, value = factor(depth)
        while sym() in ("*", "/"):
            op, slash = sym(), toks[pos][0]
            pos += 1
            if op == "/" and pos < len(toks) and toks[pos][1][0] is not None and sym(1) in ("^", "/"):
                raise fail(f"an integer divisor followed by '{sym(1)}' is ambiguous (Singular reads n/m as one number)")
            word = text[slash - 1 : slash] in DIGIT and text[slash + 1 : slash + 2] in DIGIT  # n/m as one word
            f, v = factor(depth)
            if op == "*":
                acc = mul(acc, f, K)
                value = combine(value, v, mul_int)
            else:
                if not f or set(f) != {one}:
                    raise fail("division only by a nonzero constant")
                if value is not None and v is not None and not word:
                    raise fail(QUOTIENT)
                acc = scale(acc, K.inv(f[one]), K)
                value = None
        return acc, value

    def factor(depth: int) -> tuple[Poly, Const]:
        nonlocal pos
        base, value = atom(depth)
        if sym() != "^":
            return base, value
        pos += 1
        digits = toks[pos][1][0] if pos < len(toks) else None
        if digits is None or len(digits) > 4 or int(digits) > MAX_DEGREE:
            raise fail(f"an exponent is a literal integer up to {MAX_DEGREE}")
        k = int(digits)
        if isinstance(value, int):
            value = machine(value**k if abs(value) < 2 or k < 32 else INT_MAX + 1)
        pos += 1
        if len(base) == 1:  # a monomial: multiply its exponents, raise its coefficient
            ((e, c),) = base.items()
            return {tuple(x * k for x in e): K.power(c, k)}, value
        out: Poly = {one: 1}
        for _ in range(k):
            out = mul(out, base, K)
        return out, value

    def atom(depth: int) -> tuple[Poly, Const]:
        nonlocal pos
        if pos >= len(toks):
            raise fail("unexpected end")
        digits, name, other = toks[pos][1]
        pos += 1
        if digits is not None:
            if len(digits) > MAX_DIGITS:
                raise fail(f"a number has more than {MAX_DIGITS} digits")
            value = int(digits)
            c = K.of(Fraction(value))
            return ({one: c} if c else {}), (value if value <= INT_MAX else BIG)
        if name is not None:
            if name not in unit:
                raise fail(f"{name[:20]!r} is not a declared variable")
            return {unit[name]: 1}, None
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
    result, _ = poly(0)
    if pos != len(toks):
        raise fail("unexpected text")
    if K.p is None and any(
        abs(c.numerator) >= LONGEST or c.denominator >= LONGEST for c in map(Fraction, result.values())
    ):
        raise BadRequest(f"{where}: a coefficient has more than {MAX_DIGITS} digits")
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


def _coefficient(K: Field, c: Any) -> str | int:
    """A coefficient as the canonical form writes it: over QQ ``"p/q"`` in lowest terms (``"n"`` when whole),
    over GF(p) the residue in 0..p-1."""
    return str(Fraction(c)) if K.p is None else int(c)


def terms(K: Field, p: Poly) -> list[list[Any]]:
    """A polynomial's terms as ``[[exponents], coefficient]``, sorted by exponent vector."""
    return [[list(e), _coefficient(K, c)] for e, c in sorted(p.items())]


def canonical(K: Field, names: Sequence[str], order: str, generators: list[Poly], polynomial: Poly | None) -> dict:
    """The subject as read: the ring (field, variables in order, monomial order), every generator and the
    polynomial (None when the subject has none) as sorted term lists; JSON types only."""
    ring = {"field": "QQ" if K.p is None else f"GF({K.p})", "variables": list(names), "order": order}
    return {
        "ring": ring,
        "generators": [terms(K, g) for g in generators],
        "polynomial": None if polynomial is None else terms(K, polynomial),
    }


def digest(form: Any) -> str:
    """``sha256:`` over the canonical form's JSON (sorted keys, no blanks, ASCII)."""
    text = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def model(K: Field, names: Sequence[str], order: str, generators: list[Poly], polynomial: Poly | None) -> dict:
    """What the checker read, reported with its decision: format, a summary a caller can recognise, the digest."""
    polys = [*generators, *([] if polynomial is None else [polynomial])]
    field = "QQ" if K.p is None else f"GF({K.p})"
    summary = {
        "ring": f"{field}[{','.join(names)}]",
        "polynomials": len(polys),
        "terms": sum(map(len, polys)),
        "max_degree": max((sum(e) for p in polys for e in p), default=0),
    }
    return {
        "format": "polynomial",
        "summary": summary,
        "digest": digest(canonical(K, names, order, generators, polynomial)),
    }
