"""Seeded generator of polynomial texts in the bounded grammar, and of mutations of them.

Valid texts are random expression trees over the variables ``x, y, z, t1``: integers (a few with leading zeros
or 40 to 60 digits), sums, differences, products, division by constant factors, small literal powers and
parentheses, with random blanks (spaces, tabs, a newline now and then). A third of the texts are then mutated:
a character inserted (an operator, a digit, a name, a blank, ``**``, a dot, another script's digit), deleted
or doubled, so that both readers meet texts just outside the grammar.
"""

from __future__ import annotations

import random

VARIABLES = ("x", "y", "z", "t1")
INSERTS = ("*", "^", "(", ")", "/", "-", "+", "2", "x", " ", "**", "x2", ".", "\u0663", "\n", "\t", "0", "w", "!")


class PolyTexts:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def blank(self) -> str:
        r = self.rng.random()
        return "" if r < 0.6 else " " if r < 0.9 else "\t" if r < 0.995 else "\n"

    def integer(self) -> str:
        r = self.rng.random()
        if r < 0.05:
            return "".join(self.rng.choice("0123456789") for _ in range(self.rng.randint(40, 60))).lstrip("0") or "0"
        if r < 0.08:
            return "0" + str(self.rng.randint(0, 99))  # a leading zero
        return str(self.rng.randint(0, 12))

    def atom(self, depth: int) -> str:
        r = self.rng.random()
        if depth > 0 and r < 0.25:
            return "(" + self.blank() + self.sum(depth - 1) + self.blank() + ")"
        if r < 0.55:
            return self.integer()
        return self.rng.choice(VARIABLES)

    def factor(self, depth: int) -> str:
        a = self.atom(depth)
        if self.rng.random() < 0.3:
            a += self.blank() + "^" + self.blank() + str(self.rng.randint(0, 4))
        return a

    def term(self, depth: int) -> str:
        out = self.factor(depth)
        for _ in range(self.rng.randint(0, 3)):
            if self.rng.random() < 0.06:  # a constant divisor (zero now and then)
                out += self.blank() + "/" + self.blank() + self.rng.choice(("2", "3", "7", "0", "(1+1)", "(2-2)", "x"))
            else:
                out += self.blank() + "*" + self.blank() + self.factor(depth)
        return out

    def sum(self, depth: int) -> str:
        out = self.rng.choice(("", "", "", "-", "+")) + self.term(depth)
        for _ in range(self.rng.randint(0, 3)):
            out += self.blank() + self.rng.choice("+-") + self.blank() + self.term(depth)
        return out

    def mutate(self, text: str) -> str:
        i = self.rng.randint(0, len(text))
        r = self.rng.random()
        if r < 0.5:
            return text[:i] + self.rng.choice(INSERTS) + text[i:]
        if r < 0.8 and text:
            return text[:i] + text[i + 1 :]
        return text[:i] + text[i : i + 1] * 2 + text[i + 1 :]

    def texts(self, count: int) -> list[str]:
        out = []
        for _ in range(count):
            text = self.sum(self.rng.randint(0, 2))
            if self.rng.random() < 0.33:
                text = self.mutate(text)
            out.append(text)
        return out
