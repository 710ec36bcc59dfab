"""A small SMT-LIB s-expression reader (this checker's own; no positions, no safety policy).

Atoms are kept as their exact source text (``|quoted|`` symbols and
``"strings"`` included) so that printing a read expression reproduces it.
"""

from __future__ import annotations

import re
from typing import Union

Expr = Union[str, list]  # an atom's text, or a list of expressions

MAX_DEPTH = 512
_TOKEN = re.compile(r'\s+|;[^\n]*|\(|\)|"(?:[^"]|"")*"|\|[^|]*\||[^\s()";|]+')


class SexprError(ValueError):
    pass


def read_all(text: str) -> list[Expr]:
    stack: list[list] = [[]]
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise SexprError(f"unreadable text at offset {pos}: {text[pos:pos + 20]!r}")
        tok, pos = m.group(), m.end()
        if tok[0].isspace() or tok[0] == ";":
            continue
        if tok == "(":
            if len(stack) > MAX_DEPTH:
                raise SexprError("nesting too deep")
            stack.append([])
        elif tok == ")":
            if len(stack) == 1:
                raise SexprError("unbalanced ')'")
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    if len(stack) != 1:
        raise SexprError("unbalanced '('")
    return stack[0]


def show(expr: Expr) -> str:
    if isinstance(expr, str):
        return expr
    return "(" + " ".join(show(e) for e in expr) + ")"


def symbol(expr: Expr) -> str | None:
    """The name of a symbol atom (bars removed), or None."""
    if not isinstance(expr, str) or expr[0] in '":#' or expr[0].isdigit():
        return None
    return expr[1:-1] if expr.startswith("|") else expr


def atoms(expr: Expr):
    if isinstance(expr, str):
        yield expr
    else:
        for e in expr:
            yield from atoms(e)
