"""A bounded reader of hypergeometric-term text in n and k (format ``hypergeometric-term``).

Grammar (blanks: space, tab, CR, LF between tokens; digits ASCII; names are the allowed variables)::

    term     := ['-'] factor (('*' | '/') factor)*
    factor   := primary ['^' exponent]
    primary  := 'binomial' '(' poly ',' poly ')' | 'factorial' '(' poly ')' | '(' poly ')' | name | digits
    exponent := ['-'] digits | name | '(' poly ')'
    poly     := ['+' | '-'] mono (('+' | '-') mono)*
    mono     := atom ('*' atom)*
    atom     := (digits | name | '(' poly ')') ['^' digits]

The arguments of binomial and factorial are linear with integer coefficients (a*n + b*k + c). A power of a
constant primary (``2^n``, ``(-1)^k``, ``3^(2*n - 1)``) has a linear exponent: an exponential factor (the base a
nonzero integer); any other primary takes a literal integer exponent (``binomial(n, k)^2``, ``(n + 1)^-1``).
Refused, with the column: a name other than the allowed variables, binomial and factorial; ``**``; a decimal
point; a sum outside parentheses at the top (a hypergeometric term is a product); a non-linear or non-integer
argument; a zero base or a zero polynomial factor; and every bound of :class:`Bounds` exceeded.
:func:`parse` raises :class:`TextError` and leaves nothing behind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from . import bipoly as P

TOKEN = re.compile(r"[ \t\r\n]*(?:([0-9]+)|([A-Za-z][A-Za-z0-9]*)|(.))", re.DOTALL)
FUNCTIONS = ("binomial", "factorial")
VARIABLES = ("n", "k")
Lin = tuple[int, int, int]  # a*n + b*k + c


class TextError(ValueError):
    """Text outside the grammar or its bounds; the message names the column."""


@dataclass(frozen=True)
class Bounds:
    max_text: int = 20_000
    max_depth: int = 32
    max_factors: int = 64
    max_exponent: int = 64  # |e| of a literal power
    max_coefficient: int = 1_000  # |a|, |b| of a linear argument or exponent
    max_constant: int = 10_000  # |c| of a linear argument or exponent
    max_degree: int = 64  # of a polynomial factor (as read: one atom's power, one product)
    max_bits: int = 1_024  # of an integer literal or a polynomial coefficient
    max_shift_degree: int = 2_048  # sum of (|a| + |b|) * |e| over factorial arguments: the ratios' degree


@dataclass
class Term:
    """const * prod binomial(top, bottom)^e * prod factorial(arg)^e * prod base^lin * prod poly^e."""

    const: Fraction = Fraction(1)
    binomials: list[tuple[Lin, Lin, int]] = field(default_factory=list)
    factorials: list[tuple[Lin, int]] = field(default_factory=list)
    exponentials: list[tuple[int, Lin]] = field(default_factory=list)
    polys: list[tuple[P.Poly, int]] = field(default_factory=list)

    def gammas(self) -> list[tuple[Lin, int]]:
        """Every factorial occurrence (x!)^e, binomial(a, b) written a! / (b! (a - b)!)."""
        out = list(self.factorials)
        for a, b, e in self.binomials:
            out += [(a, e), (b, -e), ((a[0] - b[0], a[1] - b[1], a[2] - b[2]), -e)]
        return out

    def at_n_plus(self, m: int) -> Term:
        """The term with n replaced by n + m."""

        def lin(x: Lin) -> Lin:
            return (x[0], x[1], x[2] + x[0] * m)

        return Term(
            self.const,
            [(lin(a), lin(b), e) for a, b, e in self.binomials],
            [(lin(a), e) for a, e in self.factorials],
            [(c, lin(a)) for c, a in self.exponentials],
            [(P.shift(p, m, 0), e) for p, e in self.polys],
        )

    def uses_k(self) -> bool:
        lins = [lin for lin, _ in self.gammas()] + [lin for _, lin in self.exponentials]
        return any(lin[1] for lin in lins) or any(not P.k_free(p) for p, _ in self.polys)


@dataclass
class Primary:
    """A factor before its exponent: a polynomial, a product as written, or binomial/factorial arguments."""

    kind: str  # "poly" | "product" | "binomial" | "factorial"
    poly: P.Poly = field(default_factory=dict)
    atoms: list[tuple[P.Poly, int]] = field(default_factory=list)
    lins: tuple[Lin, ...] = ()


class _Reader:
    def __init__(self, text: str, names: tuple[str, ...], bounds: Bounds) -> None:
        self.text, self.names, self.b = text, names, bounds
        self.pos, self.depth, self.count = 0, 0, 0
        self.kind, self.value, self.at = "", "", 0
        self.advance()

    def fail(self, message: str, at: int | None = None) -> TextError:
        return TextError(f"column {(self.at if at is None else at) + 1}: {message}")

    def advance(self) -> None:
        m = TOKEN.match(self.text, self.pos)
        if m is None or self.pos >= len(self.text.rstrip(" \t\r\n")):
            self.kind, self.value, self.at, self.pos = "end", "", len(self.text), len(self.text)
            return
        self.at = m.start(m.lastindex or 0)
        self.kind = ("num", "name", "op")[(m.lastindex or 3) - 1]
        self.value, self.pos = m.group(m.lastindex or 3), m.end()

    def is_op(self, op: str) -> bool:
        return self.kind == "op" and self.value == op

    def expect(self, op: str) -> None:
        if not self.is_op(op):
            hint = " (write powers with ^, not **)" if self.value == "*" else ""
            raise self.fail(f"expected {op!r}, found {(self.value or 'end of text')!r}{hint}")
        self.advance()

    def number(self) -> int:
        if len(self.value) > self.b.max_bits // 3:
            raise self.fail(f"a number above {self.b.max_bits} bits")
        v = int(self.value)
        self.advance()
        return v

    def nest(self) -> None:
        self.depth += 1
        if self.depth > self.b.max_depth:
            raise self.fail(f"nested deeper than {self.b.max_depth}")

    def counted(self, at: int) -> None:
        self.count += 1
        if self.count > self.b.max_factors:
            raise self.fail(f"more than {self.b.max_factors} factors", at)

    # polynomials: sums, products and literal powers of integers and the variables
    def poly(self) -> P.Poly:
        return self.factored()[0]

    def factored(self) -> tuple[P.Poly, list[tuple[P.Poly, int]] | None]:
        """The polynomial, and its factors as written when it is one product (a leading '-' a factor -1)."""
        self.nest()
        sign = 1
        if self.kind == "op" and self.value in "+-":
            sign = -1 if self.value == "-" else 1
            self.advance()
        first = self.mono()
        atoms: list[tuple[P.Poly, int]] | None = ([(P.const(-1), 1)] if sign < 0 else []) + first
        acc = P.scale(self.product(first, self.at), Fraction(sign))
        while self.kind == "op" and self.value in "+-":
            op, at = self.value, self.at
            self.advance()
            atoms = None
            term = self.product(self.mono(), at)
            acc = self.bounded(P.add(acc, P.scale(term, Fraction(1 if op == "+" else -1))), at)
        self.depth -= 1
        return acc, atoms

    def product(self, atoms: list[tuple[P.Poly, int]], at: int) -> P.Poly:
        acc = P.const(1)
        for base, e in atoms:
            acc = self.bounded(P.mul(acc, self.bounded(P.power(base, e), at)), at)
        return acc

    def mono(self) -> list[tuple[P.Poly, int]]:
        atoms = self.patom()
        while self.is_op("*"):
            at = self.at
            self.advance()
            if self.is_op("*"):
                raise self.fail("write powers with ^ (** is not an operator here)", at)
            atoms += self.patom()
            self.product(atoms, at)  # the bounds hold for the product as written so far
        if self.is_op("/"):
            raise self.fail("no division inside parentheses or arguments: write a quotient of factors at the top")
        return atoms

    def patom(self) -> list[tuple[P.Poly, int]]:
        start = self.at
        if self.kind == "num":
            atoms = [(P.const(self.number()), 1)]
        elif self.kind == "name":
            atoms = [(self.variable(), 1)]
        elif self.is_op("("):
            self.advance()
            base, inner = self.factored()
            atoms = inner if inner is not None else [(base, 1)]
            self.expect(")")
        else:
            raise self.fail(f"unexpected {self.value!r}" if self.value else "unexpected end of text")
        if not self.is_op("^"):
            return atoms
        self.advance()
        if self.kind != "num":
            raise self.fail("inside parentheses an exponent is a literal integer >= 0")
        e = self.exponent_literal()
        out = [(b, x * e) for b, x in atoms]
        self.product(out, start)
        return out

    def variable(self) -> P.Poly:
        name, at = self.value, self.at
        if name not in self.names:
            allowed = " and ".join(self.names) if self.names else "no variable"
            raise self.fail(f"{name[:20]!r} is not a variable here ({allowed})", at)
        self.advance()
        return {(1, 0) if name == "n" else (0, 1): Fraction(1)}

    def exponent_literal(self) -> int:
        if len(self.value) > 6 or int(self.value) > self.b.max_exponent:
            raise self.fail(f"exponent {self.value[:20]} exceeds {self.b.max_exponent}")
        e = int(self.value)
        self.advance()
        if self.is_op("^"):
            raise self.fail("a power of a power is ambiguous: write (a^b)^c")
        return e

    def bounded(self, p: P.Poly, at: int) -> P.Poly:
        if P.degree(p) > self.b.max_degree:
            raise self.fail(f"degree above {self.b.max_degree}", at)
        for c in p.values():
            if max(abs(c.numerator).bit_length(), c.denominator.bit_length()) > self.b.max_bits:
                raise self.fail(f"a coefficient above {self.b.max_bits} bits", at)
        return p

    def linear(self, what: str) -> Lin:
        at = self.at
        p = self.poly()
        if P.degree(p) > 1 or any(c.denominator != 1 for c in p.values()):
            raise self.fail(f"{what} is linear with integer coefficients: a*n + b*k + c", at)
        a, b, c = (int(p.get(m, 0)) for m in ((1, 0), (0, 1), (0, 0)))
        if max(abs(a), abs(b)) > self.b.max_coefficient or abs(c) > self.b.max_constant:
            raise self.fail(
                f"{what}: coefficients of n and k at most {self.b.max_coefficient} in size, the constant at most "
                f"{self.b.max_constant}",
                at,
            )
        return (a, b, c)

    # the term: a product and quotient of factors
    def term(self) -> Term:
        t = Term()
        if self.is_op("-"):
            t.const = Fraction(-1)
            self.advance()
        self.factor(t, 1)
        while self.kind == "op" and self.value in "*/":
            op, at = self.value, self.at
            self.advance()
            if op == "*" and self.is_op("*"):
                raise self.fail("write powers with ^ (** is not an operator here)", at)
            self.factor(t, 1 if op == "*" else -1)
        return t

    def factor(self, t: Term, sign: int) -> None:
        start = self.at
        self.counted(start)
        prim = self.primary()
        e: int | Lin = 1
        if self.is_op("^"):
            self.advance()
            constant = prim.kind == "poly" and P.degree(prim.poly) <= 0
            e = self.exponent(constant=constant)
        if isinstance(e, tuple):
            if prim.kind != "poly" or P.degree(prim.poly) > 0:
                raise self.fail("only a constant is raised to a power with n or k in it", start)
            if not prim.poly:
                raise self.fail("a zero factor", start)
            self.exponential(t, prim.poly, e, sign, start)
            return
        if prim.kind == "poly":
            self.add_poly(t, prim.poly, sign * e, start)
            return
        if prim.kind == "product":
            for base, x in prim.atoms:
                self.add_poly(t, base, sign * e * x, start)
            return
        if prim.kind == "binomial":
            t.binomials.append((prim.lins[0], prim.lins[1], sign * e))
        else:
            t.factorials.append((prim.lins[0], sign * e))
        shift = sum((abs(lin[0]) + abs(lin[1])) * abs(x) for lin, x in t.gammas())
        if shift > self.b.max_shift_degree:
            raise self.fail(f"the factorials' shift degree exceeds {self.b.max_shift_degree}", start)

    def add_poly(self, t: Term, p: P.Poly, e: int, at: int) -> None:
        if not p:
            raise self.fail("a zero factor", at)
        if P.degree(p) == 0:
            t.const *= p[(0, 0)] ** e
            return
        if P.degree(p) * abs(e) > self.b.max_degree:
            raise self.fail(f"degree above {self.b.max_degree}", at)
        t.polys.append((p, e))
        if len(t.polys) > self.b.max_factors:
            raise self.fail(f"more than {self.b.max_factors} factors", at)

    def exponential(self, t: Term, base: P.Poly, e: Lin, sign: int, at: int) -> None:
        c = base[(0, 0)]
        if c.denominator != 1 or abs(c.numerator).bit_length() > 64:
            raise self.fail("the base of a power with n or k in it is an integer of at most 64 bits", at)
        lin = (sign * e[0], sign * e[1], sign * e[2])
        if lin[0] or lin[1]:
            t.exponentials.append((int(c), lin))
        else:
            t.const *= c ** lin[2]

    def primary(self) -> Primary:
        if self.kind == "name" and self.value in FUNCTIONS:
            name = self.value
            self.advance()
            self.expect("(")
            self.nest()
            if name == "binomial":
                top = self.linear("the top of binomial")
                self.expect(",")
                lins: tuple[Lin, ...] = (top, self.linear("the bottom of binomial"))
            else:
                lins = (self.linear("the argument of factorial"),)
            self.expect(")")
            self.depth -= 1
            return Primary(name, lins=lins)
        if self.kind == "num":
            return Primary("poly", P.const(self.number()))
        if self.kind == "name":
            return Primary("poly", self.variable())
        if self.is_op("("):
            self.advance()
            whole, atoms = self.factored()
            self.expect(")")
            if atoms is None or len(atoms) == 1 or P.degree(whole) <= 0:
                return Primary("poly", whole)
            return Primary("product", atoms=atoms)
        raise self.fail(f"unexpected {self.value!r}" if self.value else "unexpected end of text")

    def exponent(self, constant: bool) -> int | Lin:
        if self.is_op("-"):
            self.advance()
            if self.kind != "num":
                raise self.fail("an exponent is an integer (e.g. ^2, ^-1) or, for a constant base, linear in n, k")
            return -self.exponent_literal()
        if self.kind == "num":
            e = self.exponent_literal()
            return (0, 0, e) if constant else e
        if not constant:
            raise self.fail("an exponent is a literal integer here (only a constant is raised to n or k)")
        if self.kind == "name":
            v = self.variable()
            lin = (1, 0, 0) if (1, 0) in v else (0, 1, 0)
        elif self.is_op("("):
            self.advance()
            lin = self.linear("the exponent")
            self.expect(")")
        else:
            raise self.fail("an exponent is an integer or, for a constant base, linear in n, k")
        if self.is_op("^"):
            raise self.fail("a power of a power is ambiguous: write (a^b)^c")
        return lin


def parse(text: object, names: tuple[str, ...] = VARIABLES, bounds: Bounds = Bounds()) -> Term:
    """The term ``text`` denotes, in the variables ``names`` (a subset of n, k); TextError naming the column."""
    if not isinstance(text, str):
        raise TextError("a term is a string")
    if len(text) > bounds.max_text:
        raise TextError(f"text longer than {bounds.max_text} characters")
    if not text.strip(" \t\r\n"):
        raise TextError("empty term")
    reader = _Reader(text, names, bounds)
    out = reader.term()
    if reader.kind != "end":
        v = reader.value
        hint = {
            "*": ": write powers with ^ (not **)",
            ".": ": write a rational as a quotient, e.g. 3/2",
            "+": ": a hypergeometric term is a product; write a sum inside parentheses",
            "-": ": a hypergeometric term is a product; write a sum inside parentheses",
        }.get(v, ": write products with *, e.g. 2*n" if reader.kind in ("num", "name") or v == "(" else "")
        raise reader.fail(f"unexpected {v!r}{hint}")
    return out
