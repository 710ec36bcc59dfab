"""The magma-law corpus: a seeded grammar of the documented text (``lhs = rhs``, terms of variables and
parenthesised products ``a * b`` or ``a ◇ b``) and mutations of it.

The grammar varies nesting depth (to beyond the bound of 12), redundant parentheses, the two operator
symbols, variable names (``x``, ``x1``, ``x_2``, ``xY``, 16 and 17 characters), blanks and line breaks; the
mutations drop, duplicate or insert tokens and put in what the documentation does not have: chains
``x*y*z``, juxtaposition ``x y``, other operator symbols (``·``, ``∘``, ``⋄``, ``+``), two laws in one text,
comments, upper-case or digit-led names, non-ASCII letters and digits, NBSP, ``==``.
"""

from __future__ import annotations

import random

SEED = 260_228

NAMES = (
    "x", "y", "z", "w", "u", "v", "a", "b", "x1", "x_2", "xY", "abc", "z9",
    "abcdefghijklmnop",  # 16 characters: the longest name
)  # fmt: skip
BAD_NAMES = ("X", "1x", "_x", "abcdefghijklmnopq", "x\u00e9", "\u03b1", "x\u0663", "\uff58")
OTHER_OPERATORS = ("\u00b7", "\u2218", "\u22c4", "+", "**", "\u25c6", ".", "**", "\u25c7\u25c7")
STRAY = ("*", "(", ")", "=", ",", ";", "#", "--", "%", "x", "1", "\u25c7", "==", "'", "[", "]")
BLANKS = ("", "", " ", " ", "  ", "\t", "\n", "\r\n")


class Grammar:
    def __init__(self, rnd: random.Random) -> None:
        self.rnd = rnd
        self.names = rnd.sample(NAMES, rnd.choice((1, 2, 3, 3, 4, 5, 7)))

    def term(self, depth: int, top: bool) -> list[str]:
        rnd = self.rnd
        if depth >= rnd.choice((2, 3, 4, 5, 14)) or rnd.random() < 0.3:
            atom = [rnd.choice(self.names)]
            return ["(", *atom, ")"] if rnd.random() < 0.05 else atom
        op = "*" if rnd.random() < 0.7 else "\u25c7"
        inner = [*self.term(depth + 1, False), op, *self.term(depth + 1, False)]
        if top and rnd.random() < 0.8:
            return ["(", *inner, ")"] if rnd.random() < 0.1 else inner
        return ["(", *inner, ")"]

    def law(self) -> list[str]:
        return [*self.term(0, True), "=", *self.term(0, True)]


def _join(rnd: random.Random, tokens: list[str]) -> str:
    if rnd.random() < 0.3:
        return "".join(tokens)
    return "".join(t + rnd.choice(BLANKS) for t in tokens).strip(" ")


def _mutate(rnd: random.Random, tokens: list[str], text: str) -> str:
    kind = rnd.randrange(14)
    i = rnd.randrange(len(tokens))
    if kind == 0:
        return _join(rnd, tokens[:i] + tokens[i + 1 :])
    if kind == 1:
        return _join(rnd, tokens[:i] + [tokens[i]] + tokens[i:])
    if kind in (2, 3):
        return _join(rnd, tokens[:i] + [rnd.choice(STRAY)] + tokens[i:])
    if kind == 4:  # a chain, unparenthesised
        return rnd.choice(("x*y*z = x*(y*z)", "x ◇ y ◇ z = x", "(x*y)*z = x*y*z", "x*y = y*x*x"))
    if kind == 5:  # juxtaposition
        return rnd.choice(("x y = y x", "xy = yx", "x(y*z) = (x*y)z", "(x)(y) = x"))
    if kind == 6:
        op = rnd.choice(OTHER_OPERATORS)
        return text.replace("*", op, 1) if "*" in text else f"x {op} y = y"
    if kind == 7:  # two laws in one text
        return text + rnd.choice((", ", "; ", "\n", " and ", "  ")) + "x * y = y * x"
    if kind == 8:  # comments
        return text + rnd.choice(("  # associativity", " -- comment", " // c", " /* c */", " % c"))
    if kind == 9:
        name = rnd.choice(BAD_NAMES)
        return text.replace(tokens[0], name, 1) if tokens[0][0].isalpha() else f"{name} = {name}"
    if kind == 10:
        return text.replace(" ", "\u00a0", 1) if " " in text else text + "\u00a0"
    if kind == 11:
        return text.replace("=", rnd.choice(("==", ":=", "\u2248", " = = ", "")), 1)
    if kind == 12:
        return rnd.choice(("", " ", "=", "x =", "= x", "x = ", "()", "(x = x)", "x = (y", "x) = y"))
    return text + rnd.choice(("\f", "\v", "\u2028", "\u3000", "\t", "\r"))


def corpus(n: int) -> list[str]:
    """n law texts, 35% of them mutated."""
    rnd = random.Random(SEED)
    out = []
    for _ in range(n):
        tokens = Grammar(rnd).law()
        text = _join(rnd, tokens)
        if rnd.random() < 0.35:
            text = _mutate(rnd, tokens, text)
        out.append(text)
    return out
