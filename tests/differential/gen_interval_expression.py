"""The interval-expression corpus: a seeded grammar of the documented text (decimals, the box's variables,
``pi``, ``+ - * /``, unary ``-``, ``^`` with an optionally negated integer, ``sqrt exp log sin cos`` of a
parenthesised argument) and mutations of it.

Each item is the box's variable names and a text. The grammar varies precedence (``-x^2``, ``2*-x``,
``1/2/3``), nesting, decimals, long numbers, exponents at the bound, blanks; the mutations drop, duplicate or
insert tokens and put in what the grammar does not have (``**``, chained ``^``, implicit products, ``e``,
``E``, ``I``, ``ln``, ``tan``, ``.5``, ``3.``, ``1e3``, leading zeros, line breaks, unicode minus, non-ASCII
digits and letters, NBSP).
"""

from __future__ import annotations

import random

SEED = 260_227

BOXES: tuple[tuple[str, ...], ...] = (
    ("x",),
    ("x", "y"),
    ("t", "u_1"),
    ("a", "b", "c"),
    ("E", "I", "N"),  # names SymPy would otherwise read as its constants, declared here as variables
    ("x1", "x2"),
    (),
)
FUNCTIONS = ("sqrt", "exp", "log", "sin", "cos")
STRAY = (
    "**", "^", "e", "E", "I", "ln", "tan", "Abs", ".5", "3.", "1e3", "007", "!", "%", "=", ",", "(", ")",
    "2x", "x y", "pi2", "Pi", "[", "]", "'", "&", "|", "~", "<", "//", "1_000", "lambda", "x.y",
)  # fmt: skip
NON_ASCII = ("\u0663", "\uff13", "\u2212", "\u00a0", "\uff58", "\u00b2", "\u03c0", "\u2009")


def _number(rnd: random.Random) -> str:
    kind = rnd.random()
    if kind < 0.5:
        return str(rnd.randint(0, 12))
    if kind < 0.7:
        return f"{rnd.randint(0, 99)}.{rnd.randint(0, 999):0{rnd.randint(1, 3)}d}"
    if kind < 0.85:
        return str(rnd.randint(13, 10**6))
    if kind < 0.92:  # long: at and beyond the 60-digit bound
        digits = rnd.choice((20, 40, 59, 60, 61))
        whole = str(rnd.randint(1, 9)) + "".join(rnd.choices("0123456789", k=digits - 1))
        return whole if rnd.random() < 0.5 else whole[:5] + "." + whole[5:]
    return "0." + "0" * rnd.randint(1, 30) + str(rnd.randint(1, 9))


class Grammar:
    def __init__(self, rnd: random.Random, names: tuple[str, ...]) -> None:
        self.rnd, self.names = rnd, names

    def expr(self, depth: int) -> list[str]:
        out = self.term(depth)
        for _ in range(self.rnd.choice((0, 0, 0, 1, 1, 2) if depth else (0, 1, 1, 2, 3))):
            out += [self.rnd.choice("+-"), *self.term(depth)]
        return out

    def term(self, depth: int) -> list[str]:
        out = self.unary(depth)
        for _ in range(self.rnd.choice((0, 0, 0, 1, 1, 2))):
            out += [self.rnd.choice("**/"), *self.unary(depth)]
        return out

    def unary(self, depth: int) -> list[str]:
        if self.rnd.random() < 0.15:
            return ["-", *self.unary(depth)]
        atom = self.atom(depth)
        if self.rnd.random() < 0.25:
            k = self.rnd.choice(("0", "1", "2", "2", "3", "5", "10") if self.rnd.random() < 0.9 else ("1000", "1001"))
            return atom + ["^"] + (["-"] if self.rnd.random() < 0.25 else []) + [k]
        return atom

    def atom(self, depth: int) -> list[str]:
        rnd = self.rnd
        kind = rnd.random()
        if depth < 3 and kind < 0.12:
            return [rnd.choice(FUNCTIONS), "(", *self.expr(depth + 1), ")"]
        if depth < 3 and kind < 0.22:
            return ["(", *self.expr(depth + 1), ")"]
        if kind < 0.33:
            return ["pi"]
        if self.names and kind < 0.7:
            return [rnd.choice(self.names)]
        return [_number(rnd)]


def _join(rnd: random.Random, tokens: list[str]) -> str:
    if rnd.random() < 0.4:
        return "".join(tokens)
    return "".join(t + rnd.choice(("", " ", " ", "  ", "\t")) for t in tokens).strip(" \t")


def _mutate(rnd: random.Random, tokens: list[str], text: str, names: tuple[str, ...]) -> str:
    kind = rnd.randrange(14)
    i = rnd.randrange(len(tokens))
    if kind == 0:
        return _join(rnd, tokens[:i] + tokens[i + 1 :])
    if kind == 1:
        return _join(rnd, tokens[:i] + [tokens[i]] + tokens[i:])
    if kind in (2, 3):
        return _join(rnd, tokens[:i] + [rnd.choice(STRAY)] + tokens[i:])
    if kind == 4:
        k = rnd.randrange(len(text) + 1)
        return text[:k] + rnd.choice(NON_ASCII) + text[k:]
    if kind == 5:
        return text.replace("^", "**")
    if kind == 6:
        k = rnd.randrange(len(text) + 1)
        return text[:k] + rnd.choice(("\n", "\r\n", "\r", "\f", "\v")) + text[k:]
    if kind == 7:  # a chain of powers, or a power of a power
        return rnd.choice(("2^3^2", "x^2^3", "(x^2)^3", "-x^2", "-2^2", "x^-1", "x^- 2", "x^+2", "x^(2)", "x^2.0"))
    if kind == 8:  # precedence and associativity
        return rnd.choice(("1/2/3", "1/(2/3)", "2*-x", "x--y", "x-+y", "-(-x)", "--x", "x-y-2", "x/y*2", "-x/y"))
    if kind == 9:
        return rnd.choice(("e", "E", "pi", "2pi", "2*pi", "sin x", "sqrt()", "exp(1)", "log(0)", "cos(pi)", "I"))
    if kind == 10:
        return text + rnd.choice(("+", "*", "^", "/", "-", ")", "("))
    if kind == 11:
        return rnd.choice(("", " ", "\t", "()", "-", "0", "00", "0.0", "012", "00.5", "1.50", "0.10"))
    if kind == 12:
        return text.replace("-", "\u2212", 1) if "-" in text else "\u2212" + text
    return text + " " + rnd.choice(names or ("x",))


def corpus(n: int) -> list[tuple[tuple[str, ...], str]]:
    """n items (box variables, text), 35% of them mutated."""
    rnd = random.Random(SEED)
    out = []
    for _ in range(n):
        names = rnd.choice(BOXES)
        tokens = Grammar(rnd, names).expr(0)
        text = _join(rnd, tokens)
        if rnd.random() < 0.35:
            text = _mutate(rnd, tokens, text, names)
        out.append((names, text))
    return out
