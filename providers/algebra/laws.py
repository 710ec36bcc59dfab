"""Typed magma terms and laws (one binary operation), and their bounded text syntax.

A term is ``{"var": "x"}`` or ``{"mul": [term, term]}``; a law is ``{"lhs": term, "rhs": term}``
or the text ``"x*(y*z) = (x*y)*z"`` (``*`` or ``◇``; a chain such as ``x*y*z`` must be
parenthesised; blanks are spaces, tabs and line breaks). The text is read by the small parser below,
never evaluated.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

MAX_TERM_NODES = 63
MAX_TERM_DEPTH = 12
MAX_LAW_VARIABLES = 6
MAX_LAW_TEXT = 2000
NAME_PATTERN = r"^[a-z][A-Za-z0-9_]{0,15}$"
_NAME = re.compile(NAME_PATTERN)
BLANKS = " \t\r\n"  # ASCII blanks only: no NBSP, no other Unicode space
_TOKEN = re.compile(r"[ \t\r\n]*(?:([A-Za-z0-9_]+)|(\*|◇|\(|\)|=))")


class Var(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    var: str = Field(pattern=NAME_PATTERN, description="a variable: lower-case letter, then letters, digits, _")


class Mul(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    mul: tuple[Term, Term] = Field(description="the product left * right")


Term = Var | Mul
Mul.model_rebuild()


class LawTree(BaseModel):
    """A law lhs = rhs, every variable universally quantified."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    lhs: Term
    rhs: Term


LawInput = str | LawTree


def nodes(t: Term) -> int:
    return 1 if isinstance(t, Var) else 1 + nodes(t.mul[0]) + nodes(t.mul[1])


def depth(t: Term) -> int:
    return 0 if isinstance(t, Var) else 1 + max(depth(t.mul[0]), depth(t.mul[1]))


def names(t: Term) -> set[str]:
    return {t.var} if isinstance(t, Var) else names(t.mul[0]) | names(t.mul[1])


def law_names(law: LawTree) -> list[str]:
    return sorted(names(law.lhs) | names(law.rhs))


def render(t: Term, top: bool = True) -> str:
    if isinstance(t, Var):
        return t.var
    inner = f"{render(t.mul[0], False)}*{render(t.mul[1], False)}"
    return inner if top else f"({inner})"


def render_law(law: LawTree) -> str:
    return f"{render(law.lhs)} = {render(law.rhs)}"


def plain(t: Term):
    """The nested form the encoder takes: a name, or a (left, right) pair."""
    return t.var if isinstance(t, Var) else (plain(t.mul[0]), plain(t.mul[1]))


class LawSyntaxError(ValueError):
    pass


# The grammar in words, for the request fields' descriptions (what math.find's CONTRACT view shows).
GRAMMAR = (
    'a law "lhs = rhs" between two terms of one binary operation, every variable universally quantified: '
    "a term is a variable (a lower-case letter, then letters, digits or _) or two terms joined by * (or ◇), "
    "a product inside another product in parentheses (a chain such as x*y*z must be parenthesised); "
    'e.g. "x*(y*z) = (x*y)*z", "x = (x*y)*x". There are no powers, constants or other operations '
    '(write x*x, not x**2 or x^2). Or the same law as a tree {"lhs": term, "rhs": term} with terms '
    f'{{"var": "x"}} and {{"mul": [term, term]}}; at most {MAX_LAW_VARIABLES} variables, {MAX_TERM_NODES} '
    f"nodes and depth {MAX_TERM_DEPTH} per side"
)


def _lex(text: str) -> list[tuple[str, int]]:
    out, pos = [], 0
    text = text.rstrip(BLANKS)
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            found = text[pos:].lstrip(BLANKS)[:1]
            column = len(text) - len(text[pos:].lstrip(BLANKS)) + 1
            fix = "; the operation is written * (or ◇), e.g. x*y" if found in ".·∘×+^" else ""
            raise LawSyntaxError(f"unexpected character {found!r} at column {column}{fix}")
        tok = m.group(1) or m.group(2)
        out.append(("*" if tok == "◇" else tok, m.start(m.lastindex or 0) + 1))
        pos = m.end()
    return out


class _Reader:
    def __init__(self, toks: list[tuple[str, int]]) -> None:
        self.toks, self.i = toks, 0

    def peek(self) -> str | None:
        return self.toks[self.i][0] if self.i < len(self.toks) else None

    def where(self) -> str:
        return f"column {self.toks[self.i][1]}" if self.i < len(self.toks) else "the end"

    def term(self, level: int) -> Term:
        left = self.atom(level)
        if self.peek() != "*":
            return left
        self.i += 1
        right = self.atom(level)
        if self.peek() == "*":
            raise LawSyntaxError(f"ambiguous product chain at {self.where()}: parenthesise, e.g. (x*y)*z")
        return Mul(mul=(left, right))

    def atom(self, level: int) -> Term:
        if level > MAX_TERM_DEPTH:
            raise LawSyntaxError(f"term deeper than {MAX_TERM_DEPTH}")
        tok = self.peek()
        if tok == "(":
            self.i += 1
            inner = self.term(level + 1)
            if self.peek() != ")":
                raise LawSyntaxError(f"expected ')' at {self.where()}")
            self.i += 1
            return inner
        if tok is not None and _NAME.match(tok):
            self.i += 1
            return Var(var=tok)
        if tok == "*" and self.i > 0 and self.toks[self.i - 1][0] == "*":
            raise LawSyntaxError(
                f"'**' at {self.where()}: a magma has one binary operation and no powers; write x*x for x**2"
            )
        raise LawSyntaxError(f"expected a variable or '(' at {self.where()}")


def parse_text(text: str) -> LawTree:
    if len(text) > MAX_LAW_TEXT:
        raise LawSyntaxError(f"law longer than {MAX_LAW_TEXT} characters")
    reader = _Reader(_lex(text))
    lhs = reader.term(0)
    if reader.peek() != "=":
        raise LawSyntaxError(f"expected '=' at {reader.where()}")
    reader.i += 1
    rhs = reader.term(0)
    if reader.peek() is not None:
        raise LawSyntaxError(f"unexpected {reader.peek()!r} at {reader.where()}")
    return LawTree(lhs=lhs, rhs=rhs)


def checked(law: LawInput) -> LawTree:
    """The typed law, within the bounds on nodes, depth and variables (ValueError otherwise)."""
    tree = parse_text(law) if isinstance(law, str) else law
    for side in (tree.lhs, tree.rhs):
        if nodes(side) > MAX_TERM_NODES:
            raise LawSyntaxError(f"a side has more than {MAX_TERM_NODES} nodes")
        if depth(side) > MAX_TERM_DEPTH:
            raise LawSyntaxError(f"a side is deeper than {MAX_TERM_DEPTH}")
    if len(law_names(tree)) > MAX_LAW_VARIABLES:
        raise LawSyntaxError(f"more than {MAX_LAW_VARIABLES} variables")
    return tree
