"""A seeded generator of CPLEX LP texts for the differential reading of tests/differential/test_lp_cplex.py.

A grammar of valid texts (section keywords in their spellings and cases, sections in varied order, objective
and constraint names or none, implicit coefficients, signs, decimals with exponents, constraints spread over
lines, every bound form, General/Binary lists, comments, blanks, tabs, CRLF), then, for about half of the
texts, one or two mutations: a token dropped or duplicated, two lines joined, a stray token inserted mid-line,
non-ASCII digits (Arabic-Indic, fullwidth), NBSP, a lone CR, a huge or tiny or long number, quadratic and
indicator syntax, a keyword moved. Numbers are mostly dyadic (exact in binary) but not only: the test maps
HiGHS's doubles back to the text's own literals.
"""

from __future__ import annotations

import random

NAMES = ["x", "y", "z", "x1", "x_2", "flow.in", "v(3)", "w,1", "abc", "e", "E2", ".x", "a!b", "q'", "p#1", "y/2"]
ROW_NAMES = ["c1", "c2", "cap", "r_7", "Demand.A", "row(2)", "lim", "R9", "k"]
DYADIC = ["0", "1", "2", "3", "4", "5", "7", "10", "12", "0.5", ".5", "1.5", "2.25", "0.125", "3.75", "100", "0.0"]
DECIMAL = ["0.1", "0.3", "1.7", "2.35", "12.01", "0.001"]
EXPONENT = ["2.5e1", "1E-2", "3e+0", "5e2", "1.25E+1", "4.E1", "6.25e-2"]
OTHER = ["1.", "007", "12.500", "0.0001"]
SENSES = ["<=", "=<", "<", ">=", "=>", ">", "=", "=="]
MIN_WORDS = ["Minimize", "MINIMIZE", "minimize", "Min", "min", "Minimum", "minimise"]
MAX_WORDS = ["Maximize", "MAXIMIZE", "maximize", "Max", "max", "Maximum", "MAXIMISE"]
ST_WORDS = ["Subject To", "subject to", "SUBJECT TO", "Such That", "st", "ST", "s.t.", "st.", "subject  to"]
BOUND_WORDS = ["Bounds", "BOUNDS", "bounds", "Bound"]
GEN_WORDS = ["General", "Generals", "GEN", "Integers", "integer"]
BIN_WORDS = ["Binary", "Binaries", "BIN", "binary"]
END_WORDS = ["End", "END", "end"]
STRAY = ["x", "3", "+", "-", ":", "<=", "=", "*", "^", "[", "]", "/", "->", "free", "inf", "bin", "end", "2x", ";"]


class LpTexts:
    """``texts(count)``: the corpus, deterministic for a given seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def number(self) -> str:
        r = self.rng.random()
        pool = DYADIC if r < 0.6 else DECIMAL if r < 0.75 else EXPONENT if r < 0.92 else OTHER
        return self.rng.choice(pool)

    def sep(self) -> str:
        r = self.rng.random()
        return " " if r < 0.75 else "" if r < 0.85 else "\t" if r < 0.92 else "  "

    def terms(self, variables: list[str], count: int, constant: bool) -> list[str]:
        """Tokens of an expression: [sign] [coefficient] name, one optional constant."""
        out: list[str] = []
        chosen = self.rng.sample(variables, min(count, len(variables)))
        if constant:
            chosen.insert(self.rng.randrange(len(chosen) + 1), "")
        for k, name in enumerate(chosen):
            sign = self.rng.choice(["+", "-"]) if k or self.rng.random() < 0.3 else ""
            coefficient = self.number() if (not name or self.rng.random() < 0.6) else ""
            term = [t for t in (sign, coefficient, name) if t]
            out.extend(term)
        return out

    def spread(self, tokens: list[str], lines: list[str], indent: str = " ") -> None:
        """Append the tokens as lines, breaking between tokens now and then."""
        line = indent
        for k, tok in enumerate(tokens):
            if k and self.rng.random() < 0.12:
                lines.append(line)
                line = indent
            line += tok if line.strip() == "" else self.sep() + tok
        lines.append(line)

    def text(self) -> str:
        rng = self.rng
        variables = rng.sample(NAMES, rng.randint(1, 5))
        rows = rng.randint(1, 4)
        sections: list[list[str]] = []
        objective = [rng.choice(MAX_WORDS if rng.random() < 0.5 else MIN_WORDS)]
        body: list[str] = []
        if rng.random() < 0.6:
            body.append(rng.choice(["obj:", "cost:", "profit :", "o:"]))
        body += self.terms(variables, rng.randint(0, len(variables)), rng.random() < 0.2)
        if body and rng.random() < 0.2:  # the objective on the keyword's line
            objective[0] += " " + " ".join(body)
        else:
            self.spread(body, objective)
        sections.append(objective)
        constraints = [rng.choice(ST_WORDS)]
        names = rng.sample(ROW_NAMES, rows)
        for i in range(rows):
            tokens = [f"{names[i]}:"] if rng.random() < 0.7 else []
            tokens += self.terms(variables, rng.randint(1, len(variables)), False)
            rhs = self.number()
            if rng.random() < 0.3:
                rhs = "-" + rhs if rng.random() < 0.8 else "+" + rhs
            tokens += [rng.choice(SENSES), rhs]
            self.spread(tokens, constraints)
            if rng.random() < 0.1:
                constraints.append(" \\ a comment between constraints")
        sections.append(constraints)
        if rng.random() < 0.6:
            bounds = [rng.choice(BOUND_WORDS)]
            for name in rng.sample(variables, rng.randint(1, len(variables))):
                bounds.append(" " + self.bound(name))
            sections.append(bounds)
        integers = rng.sample(variables, rng.randint(0, len(variables))) if rng.random() < 0.4 else []
        if integers:
            binary = rng.random() < 0.4
            listing = [rng.choice(BIN_WORDS if binary else GEN_WORDS)]
            self.spread(integers, listing)
            sections.append(listing)
        if rng.random() < 0.15:  # sections out of the usual order
            first = sections.pop(0)
            sections.insert(rng.randrange(len(sections) + 1), first)
        lines = [line for section in sections for line in section]
        if rng.random() < 0.2:
            lines.insert(0, "\\ generated LP")
        lines.append(rng.choice(END_WORDS))
        newline = "\r\n" if rng.random() < 0.1 else "\n"
        text = newline.join(lines) + (newline if rng.random() < 0.9 else "")
        if rng.random() < 0.5:
            for _ in range(rng.choice([1, 1, 2])):
                text = self.mutate(text)
        return text

    def bound(self, name: str) -> str:
        rng, v, w = self.rng, self.number(), self.number()
        neg = "-" + v
        forms = [
            f"{name} free",
            f"{name} FREE",
            f"{name} <= {v}",
            f"{name} >= {v}",
            f"{name} >= {neg}",
            f"{name} = {v}",
            f"{v} <= {name}",
            f"{v} >= {name}",
            f"{neg} <= {name} <= {w}",
            f"{w} >= {name} >= {neg}",
            f"-inf <= {name} <= {w}",
            f"{name} >= -infinity",
            f"{name} <= +INF",
            f"-Infinity <= {name}",
            f"{name} <= {neg}",
            f"{name} =< {v}",
            f"{v}<={name}",
        ]
        return rng.choice(forms)

    def mutate(self, text: str) -> str:
        rng = self.rng
        lines = text.split("\n")
        k = rng.randrange(len(lines))
        line = lines[k]
        words = line.split(" ")
        kind = rng.randrange(14)
        if kind == 0 and len(words) > 1:  # drop a token
            del words[rng.randrange(len(words))]
        elif kind == 1 and words:  # duplicate a token
            i = rng.randrange(len(words))
            words.insert(i, words[i])
        elif kind == 2 and k + 1 < len(lines):  # join two lines
            lines[k : k + 2] = [line.rstrip("\r") + " " + lines[k + 1]]
            return "\n".join(lines)
        elif kind == 3:  # a stray token mid-line
            words.insert(rng.randrange(len(words) + 1), rng.choice(STRAY))
        elif kind == 4:  # non-ASCII digits where a digit is
            digits = [i for i, ch in enumerate(text) if ch.isdigit()]
            if digits:
                i = rng.choice(digits)
                return text[:i] + rng.choice(["\u0663", "\uff13", "\u0967"]) + text[i + 1 :]
        elif kind == 5:  # NBSP or a tab for a blank
            blanks = [i for i, ch in enumerate(text) if ch == " "]
            if blanks:
                i = rng.choice(blanks)
                return text[:i] + rng.choice(["\u00a0", "\t", "\r"]) + text[i + 1 :]
        elif kind == 6:  # a huge, tiny, long or zero number
            words.append(rng.choice(["1e20", "1e15", "99999999999999", "1e-10", "1e-9", "2e-9", "0", "1e400"]))
            words.append(rng.choice(NAMES))
            words.insert(len(words) - 2, "+")
        elif kind == 7:  # move a line elsewhere
            moved = lines.pop(k)
            lines.insert(rng.randrange(len(lines) + 1), moved)
            return "\n".join(lines)
        elif kind == 8:  # quadratic or indicator syntax
            words.append(rng.choice(["+ [ x ^ 2 ] / 2", "+ 3 x * y", "x = 1 -> y <= 2", "+ [ x * y ]"]))
        elif kind == 9:  # a term after the right-hand side, or a constant on the left
            words.append(rng.choice(["2 y", "- x", "y", "+ 4", "x >= 1"]))
        elif kind == 10:  # a keyword into the middle of a line, or a line starting with one
            words.insert(rng.randrange(len(words) + 1), rng.choice(["End", "bounds", "st", "general", "bin"]))
        elif kind == 11:  # a name repeated or renamed to a reserved word
            words = [rng.choice(["free", "inf", "end", "x"]) if w in NAMES and rng.random() < 0.5 else w for w in words]
        elif kind == 12:  # a long decimal (more digits than a double holds)
            words.append("+ 0." + "".join(rng.choice("0123456789") for _ in range(rng.randint(16, 32))) + " z")
        else:  # two signs, or a sign moved
            words.insert(rng.randrange(len(words) + 1), rng.choice(["- -", "+ -", "-"]))
        lines[k] = " ".join(words)
        return "\n".join(lines)

    def texts(self, count: int) -> list[str]:
        return [self.text() for _ in range(count)]
