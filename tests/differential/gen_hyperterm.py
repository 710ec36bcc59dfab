"""Seeded generator of hypergeometric-term texts in n and k, and of mutations of them.

Valid texts are products and quotients of binomial(A, B), factorial(A), c^E (c an integer, -1 in parentheses;
E an integer, n, k or a parenthesised linear form), parenthesised polynomials, n, k and integers, each with an
optional literal power (negative ones written ^-e), a leading '-' now and then, random blanks. Binomial tops and
factorial arguments have a positive n-coefficient, so that at the sample points of the test (n >= 50, k <= 11)
they are positive; bottoms are anything linear. A third of the texts are then mutated: a character or word
inserted (an operator, a digit, a name, ``**``, ``!``, a dot, another script's digit, ``+ 1``), deleted or doubled.
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
    "n",
    "k",
    " ",
    "**",
    "n2",
    ".",
    "\u0663",
    "\n",
    "0",
    "x",
    "!",
    "binomial(",
    "factorial",
    ",",
    "+ 1",
    "^-",
    "E",
    "I",
)


class HypertermTexts:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def blank(self) -> str:
        r = self.rng.random()
        return "" if r < 0.6 else " " if r < 0.9 else "\t" if r < 0.995 else "\n"

    def linear(self, positive_n: bool) -> str:
        a = self.rng.randint(1, 3) if positive_n else self.rng.randint(-2, 2)
        b, c = self.rng.randint(-3, 3), self.rng.randint(-9, 9)
        parts = [
            f"{a}*n" if a not in (0, 1) else "n" if a == 1 else "",
            f"{b}*k" if b not in (0, 1) else "k" if b else "",
        ]
        text = " + ".join(p for p in parts if p) or "0"
        if c:
            text += f" - {-c}" if c < 0 else f" + {c}"
        return text.replace("+ -", "- ").replace(" ", self.blank() or " ")

    def polynomial(self) -> str:
        terms = []
        for _ in range(self.rng.randint(1, 3)):
            c = self.rng.randint(1, 5)
            mono = self.rng.choice(("n", "k", "n*k", "n^2", "k^2", ""))
            terms.append(str(c) if not mono else f"{c}*{mono}" if c > 1 else mono)
        out = terms[0]
        for t in terms[1:]:
            out += self.blank() + self.rng.choice("+-") + self.blank() + t
        return out

    def factor(self) -> str:
        r = self.rng.random()
        if r < 0.3:
            f = f"binomial({self.linear(True)},{self.blank()}{self.linear(False)})"
        elif r < 0.45:
            f = f"factorial({self.linear(True)})"
        elif r < 0.6:
            base = self.rng.choice(("2", "3", "(-1)", "(-2)", "5"))
            exp = self.rng.choice(("n", "k", "2", f"({self.linear(False)})", "-1"))
            return f"{base}^{exp}"
        elif r < 0.8:
            f = f"({self.polynomial()})"
        else:
            f = self.rng.choice(("n", "k", str(self.rng.randint(1, 30))))
        if self.rng.random() < 0.25:
            f += self.blank() + "^" + self.blank() + str(self.rng.choice((-2, -1, 1, 2, 3)))
        return f

    def text(self) -> str:
        out = ("-" if self.rng.random() < 0.1 else "") + self.factor()
        for _ in range(self.rng.randint(0, 4)):
            out += self.blank() + self.rng.choice("**/") + self.blank() + self.factor()
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
