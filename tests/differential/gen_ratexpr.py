"""Seeded generator of rational-expression texts in one variable, and of mutations of them.

Valid texts are random expression trees in ``x``: integers (a few with leading zeros or 30 to 40 digits), sums,
differences, products, quotients by anything, integer powers from -3 to 4 (negative ones written ``^-k``),
parentheses, and at the top level rational multiples of ``log(...)`` and ``atan(...)`` of polynomials, with
random blanks. A third of the texts are then mutated: a character or word inserted (an operator, a digit, a
name, ``**``, a dot, another script's digit, ``log``, ``exp``, ``pi``), deleted or doubled, so that both readers
meet texts just outside the grammar.
"""

from __future__ import annotations

import random

INSERTS = (
    "*",
    "^",
    "(",
    ")",
    "/",
    "-",
    "+",
    "2",
    "x",
    " ",
    "**",
    "x2",
    ".",
    "\u0663",
    "\n",
    "0",
    "y",
    "!",
    "log",
    "exp",
    "pi",
    "atan(",
    "^-",
    "E",
    "I",
)


class RationalTexts:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def blank(self) -> str:
        r = self.rng.random()
        return "" if r < 0.6 else " " if r < 0.9 else "\t" if r < 0.995 else "\n"

    def integer(self) -> str:
        r = self.rng.random()
        if r < 0.04:
            return "".join(self.rng.choice("0123456789") for _ in range(self.rng.randint(30, 40))).lstrip("0") or "0"
        if r < 0.07:
            return "0" + str(self.rng.randint(0, 99))
        return str(self.rng.randint(0, 9))

    def atom(self, depth: int) -> str:
        r = self.rng.random()
        if depth > 0 and r < 0.3:
            return "(" + self.blank() + self.expr(depth - 1) + self.blank() + ")"
        return self.integer() if r < 0.6 else "x"

    def factor(self, depth: int) -> str:
        a = self.atom(depth)
        if self.rng.random() < 0.25:
            k = self.rng.randint(-3, 4)
            a += self.blank() + "^" + self.blank() + str(k)
        return a

    def term(self, depth: int) -> str:
        out = self.factor(depth)
        for _ in range(self.rng.randint(0, 2)):
            out += self.blank() + self.rng.choice("**/") + self.blank() + self.factor(depth)
        return out

    def expr(self, depth: int) -> str:
        out = ("-" if self.rng.random() < 0.15 else "") + self.term(depth)
        for _ in range(self.rng.randint(0, 2)):
            out += self.blank() + self.rng.choice("+-") + self.blank() + self.term(depth)
        return out

    def polynomial(self) -> str:
        terms = [f"{self.rng.randint(-5, 5)}*x^{self.rng.randint(0, 3)}" for _ in range(self.rng.randint(1, 3))]
        return " + ".join(terms) + (" + x" if self.rng.random() < 0.5 else "")

    def text(self) -> str:
        out = self.expr(self.rng.randint(0, 3))
        for _ in range(self.rng.choice((0, 0, 1, 2))):
            fn = self.rng.choice(("log", "atan"))
            c = self.rng.choice(("", "2*", "1/2*", "-3/4*", "(1/3)*"))
            out += self.blank() + self.rng.choice("+-") + self.blank() + f"{c}{fn}({self.polynomial()})"
        return out

    def mutate(self, text: str) -> str:
        i = self.rng.randint(0, len(text))
        r = self.rng.random()
        if r < 0.5:
            return text[:i] + self.rng.choice(INSERTS) + text[i:]
        if r < 0.75 and text:
            return text[:i] + text[i + 1 :]
        return text[:i] + text[i : i + 1] * 2 + text[i + 1 :]

    def texts(self, n: int) -> list[str]:
        out = []
        for _ in range(n):
            t = self.text()
            out.append(self.mutate(t) if self.rng.random() < 0.33 else t)
        return out
