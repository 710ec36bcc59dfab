"""The polynomial-text corpus: a seeded grammar of the documented text (declared variables, integers,
``+ - * / ^``, parentheses, ``/`` by a constant, literal exponents) and mutations of it.

Each item is a ring (field, variable names) and a text. The grammar varies implicit coefficients and
exponents, signs, blanks, line breaks, rationals ``3/4``, products, repeated monomials, zero, coefficients
beyond 64 bits, integer constants near Singular's 32-bit ``int``, exponents at the bounds, parentheses and
powers of sums; the mutations drop, duplicate or insert tokens, join texts, and put in what the grammar does
not have (``**``, decimal points, ``2x``, ``x2``, comments, non-ASCII digits and blanks, CR/CRLF, huge numbers).
"""

from __future__ import annotations

import random

SEED = 260_226

RINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("QQ", ("x", "y", "z")),
    ("QQ", ("x",)),
    ("QQ", ("x", "y", "xy")),  # a name that is also a product in Singular's short notation
    ("QQ", ("X", "x", "Y")),
    ("QQ", ("x1", "x2", "x3")),
    ("QQ", ("alpha", "beta", "t")),
    ("GF(2)", ("a", "b", "c")),
    ("GF(3)", ("u0", "u1", "u2", "u3")),
    ("GF(7)", ("x", "y")),
    ("GF(101)", ("x", "y", "z")),
    ("GF(32003)", ("x1", "x2", "x3")),
    ("GF(2147483647)", ("t", "u")),
)

# What mutations insert: tokens of other syntaxes (Singular's own short notation and operators, Python's,
# comments), stray punctuation, names that are not declared.
STRAY = (
    ";", "**", ".", ",", "=", "x2", "xy", "2x", "//c", "/*", "#", "%", "$", "e", "i", "(", ")", "^", "*", "/",
    "+", "-", "0", "1.5", "'", "[1]", "{", "}", "_", "x_1", "div", "mod", "3x2", "!", "&", "<", "1e3", "0x1F",
)  # fmt: skip
NON_ASCII_DIGITS = "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\uff10\uff11\uff12\uff13\uff19"
BLANKS = ("", "", "", " ", " ", " ", "  ", "\t", "\n", " \n ")
INT32_EDGE = ("2147483647", "2147483648", "46340", "46341", "65536", "4294967296", "9223372036854775807")


def _integer(rnd: random.Random) -> str:
    kind = rnd.random()
    if kind < 0.55:
        return str(rnd.randint(0, 12))
    if kind < 0.75:
        return str(rnd.randint(13, 10**6))
    if kind < 0.87:
        return rnd.choice(INT32_EDGE)
    if kind < 0.97:
        return str(rnd.randint(10**18, 10**40))  # beyond 64 bits
    return "0" + str(rnd.randint(0, 99))  # a leading zero


def _exponent(rnd: random.Random, on: str) -> str:
    if on == "var":
        if rnd.random() < 0.08:  # at the bounds: the provider's total degree 64, the checker's exponent 256
            return rnd.choice(("63", "64", "65", "255", "256", "257", "32767"))
        return rnd.choice(("0", "1", "2", "2", "3", "3", "4", "5", "7", "10", "02"))
    if on == "const":
        return rnd.choice(("0", "1", "2", "3", "10", "30", "31", "32", "40", "63", "64"))
    return rnd.choice(("0", "1", "2", "2", "3", "4"))


class Grammar:
    """Valid texts of the documented grammar, as token lists."""

    def __init__(self, rnd: random.Random, field: str, names: tuple[str, ...]) -> None:
        self.rnd, self.names = rnd, names
        self.p = None if field == "QQ" else int(field[3:-1])

    def divisor(self) -> str:
        if self.p is not None and self.rnd.random() < 0.1:
            return str(self.p * self.rnd.randint(1, 3))  # 0 in GF(p)
        return _integer(self.rnd)

    def poly(self, depth: int) -> list[str]:
        rnd = self.rnd
        out: list[str] = []
        if rnd.random() < 0.3:
            out.append(rnd.choice("-+" if rnd.random() < 0.2 else "-"))
        for i in range(rnd.choice((1, 1, 2, 2, 3, 4))):
            if i:
                out.append(rnd.choice("+-"))
            out += self.term(depth)
        return out

    def term(self, depth: int) -> list[str]:
        rnd = self.rnd
        factors: list[list[str]] = []
        if rnd.random() < 0.6:  # an explicit coefficient; otherwise implicit
            factors.append(self.coefficient())
        for _ in range(rnd.choice((0, 1, 1, 2, 3))):
            factors.append(self.factor(depth))
        if not factors:
            factors.append(self.factor(depth))
        out: list[str] = []
        for i, f in enumerate(factors):
            if i:
                out.append("*")
            out += f
        if rnd.random() < 0.1:  # division by a constant
            out += ["/", self.divisor()]
            if rnd.random() < 0.15:  # chained, or the divisor raised: where Singular's n/m literal differs
                out += [rnd.choice("/^"), str(rnd.randint(1, 5))]
        return out

    def coefficient(self) -> list[str]:
        rnd = self.rnd
        kind = rnd.random()
        if kind < 0.6:
            return [_integer(rnd)]
        if kind < 0.8:  # a rational 3/4, mostly written as one word
            num, den = _integer(rnd), self.divisor() if rnd.random() < 0.2 else str(rnd.randint(1, 40))
            return [f"{num}/{den}"] if rnd.random() < 0.7 else [num, "/", den]
        if kind < 0.85:  # a constant power, a product of constants
            return [rnd.choice(("2", "3", "10", "65536", "-2")), "^", _exponent(rnd, "const")]
        return [_integer(rnd), "*", _integer(rnd)]

    def factor(self, depth: int) -> list[str]:
        rnd = self.rnd
        if depth < 3 and rnd.random() < 0.15:
            inner = ["(", *self.poly(depth + 1), ")"]
            return inner + (["^", _exponent(rnd, "sum")] if rnd.random() < 0.5 else [])
        atom = [rnd.choice(self.names)]
        if rnd.random() < 0.4:
            return atom + ["^", _exponent(rnd, "var")]
        return atom


def _join(rnd: random.Random, tokens: list[str]) -> str:
    if rnd.random() < 0.35:
        return "".join(tokens)
    sep = rnd.choice((" ", "", " "))
    return "".join(t + (rnd.choice(BLANKS) if rnd.random() < 0.3 else sep) for t in tokens).strip(" ")


def _mutate(rnd: random.Random, tokens: list[str], text: str, names: tuple[str, ...]) -> str:
    kind = rnd.randrange(20)
    i = rnd.randrange(len(tokens))
    if kind == 0:
        return _join(rnd, tokens[:i] + tokens[i + 1 :])  # drop a token
    if kind == 1:
        return _join(rnd, tokens[:i] + [tokens[i]] + tokens[i:])  # duplicate one
    if kind in (2, 3):
        return _join(rnd, tokens[:i] + [rnd.choice(STRAY)] + tokens[i:])  # a stray token mid-text
    if kind == 4:
        return text + rnd.choice(("\n", " ", "")) + rnd.choice(names)  # two texts joined
    if kind == 5:
        digits = [k for k, ch in enumerate(text) if ch.isdigit()]
        if digits:
            k = rnd.choice(digits)
            return text[:k] + rnd.choice(NON_ASCII_DIGITS) + text[k + 1 :]
        return text + rnd.choice(NON_ASCII_DIGITS)
    if kind == 6:
        return text.replace(" ", "\u00a0", 1) if " " in text else text + "\u00a0"
    if kind == 7:
        return text.replace("\n", rnd.choice(("\r\n", "\r"))) if "\n" in text else text + "\r\n"
    if kind == 8:
        return text.replace("^", "**")
    if kind == 9:
        return rnd.choice(names) + "*" + str(rnd.randint(1, 9)) + "".join(rnd.choices("0123456789", k=5000))  # huge
    if kind == 10:
        return text.replace("-", "\u2212", 1) if "-" in text else "\u2212" + text
    if kind == 11:
        return f"{rnd.randint(2, 9)}{rnd.choice(names)}" + rnd.choice(("", " + 1"))  # implicit product
    if kind == 12:
        return text + rnd.choice(("+1.5", "*0.5", "-2."))
    if kind == 13:
        return f"{rnd.choice(names)}^{rnd.choice(('-1', '+2', '(2)', '-0', '2.0', ' 2'))}"
    if kind == 14:
        return f"{rnd.choice(names)}{rnd.randint(2, 3)}" + rnd.choice(("", "*y", "+1"))  # Singular's x2
    if kind == 15:
        return rnd.choice(("+", "-", "+-", "--", "- -", "-+")) + text
    if kind == 16:
        return rnd.choice(("", " ", "\t", "\n", "()", "0", "-0", "+", "x*(", "(", "-", "1/0"))
    if kind == 17:
        return text + rnd.choice(("+", "*", "^", "/", "-"))
    if kind == 18:
        return rnd.choice(names) + rnd.choice(("\u00b2", "^\u00b2", "^\uff12", "*\u0663"))
    return text + "\t" if rnd.random() < 0.5 else "\t" + text


def corpus(n: int) -> list[tuple[str, tuple[str, ...], str]]:
    """n items (field, variables, text), 35% of them mutated."""
    rnd = random.Random(SEED)
    out = []
    for _ in range(n):
        field, names = rnd.choice(RINGS)
        tokens = Grammar(rnd, field, names).poly(0)
        text = _join(rnd, tokens)
        if rnd.random() < 0.35:
            text = _mutate(rnd, tokens, text, names)
        out.append((field, names, text))
    return out
