"""Seeded generator of exponential-polynomial texts in one variable, and of mutations of them.

Valid texts are random expression trees in ``x``: integers (a few with leading zeros or 30 to 40 digits), sums,
differences, products, quotients by integers (now and then by ``x`` or a sum, outside the class), powers 0 to 4 (0
to 3 of parenthesised sums; now and then ``-1``), parentheses, and ``exp``, ``sin``, ``cos`` of ``a*x`` (a an
integer or a quotient; now and then ``x + 1``, outside the class), with random blanks. A third of the texts are then
mutated: a character or word inserted (an operator, a digit, a name, ``**``, a dot, another script's digit, ``tan``,
``log(``, ``E``, ``I``, ``pi``), deleted or doubled, so that both readers meet texts just outside the grammar.
"""

from __future__ import annotations

import random

INSERTS = ("*", "^", "(", ")", "/", "-", "+", "2", "x", " ", "**", ".", "\u0663", "\n", "0", "y", "!")
INSERTS += ("tan", "log(", "exp(", "sin", "E", "I", "pi", "^-", "x2")


class ExpTexts:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def blank(self) -> str:
        r = self.rng.random()
        return "" if r < 0.6 else " " if r < 0.9 else "\t" if r < 0.995 else "\n"

    def integer(self) -> str:
        r = self.rng.random()
        if r < 0.03:
            return "".join(self.rng.choice("0123456789") for _ in range(self.rng.randint(30, 40))).lstrip("0") or "0"
        if r < 0.06:
            return "0" + str(self.rng.randint(0, 99))
        return str(self.rng.randint(0, 9))

    def linear(self) -> str:
        r = self.rng.random()
        if r < 0.05:
            return "x + 1"
        if r < 0.1:
            return "0"
        a = self.rng.choice(("", "2*", "3*", "-", "-2*", "1/2*", "(3/2)*", "0*"))
        b = self.rng.choice(("", "", "", "/2", "/3"))
        return f"{a}x{b}"

    def atom(self, depth: int) -> str:
        r = self.rng.random()
        if depth > 0 and r < 0.25:
            return "(" + self.blank() + self.expr(depth - 1) + self.blank() + ")"
        if r < 0.55:
            fn = self.rng.choice(("exp", "sin", "cos"))
            return f"{fn}({self.blank()}{self.linear()}{self.blank()})"
        return self.integer() if r < 0.75 else "x"

    def factor(self, depth: int) -> str:
        a = self.atom(depth)
        if self.rng.random() < 0.25:
            k = self.rng.choice((0, 1, 2, 2, 3, 2, 3, 4, -1) if depth == 0 else (0, 1, 2, 2, 3, -1))
            a += self.blank() + "^" + self.blank() + str(k)
        return a

    def term(self, depth: int) -> str:
        out = self.factor(depth)
        for _ in range(self.rng.randint(0, 2)):
            if self.rng.random() < 0.15:
                r = self.rng.random()
                divisor = str(self.rng.randint(1, 9)) if r < 0.85 else self.rng.choice(("x", "(x + 1)", "0", "(2 - 2)"))
                out += self.blank() + "/" + self.blank() + divisor
            else:
                out += self.blank() + "*" + self.blank() + self.factor(depth)
        return out

    def expr(self, depth: int) -> str:
        out = ("-" if self.rng.random() < 0.15 else "") + self.term(depth)
        for _ in range(self.rng.randint(0, 2)):
            out += self.blank() + self.rng.choice("+-") + self.blank() + self.term(depth)
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
            t = self.expr(self.rng.randint(0, 2))
            out.append(self.mutate(t) if self.rng.random() < 0.33 else t)
        return out
