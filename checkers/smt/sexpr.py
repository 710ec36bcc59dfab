"""A small, bounded SMT-LIB s-expression reader (this checker's own; no safety policy).

Atoms are kept as their exact source text (``|quoted|`` symbols and
``"strings"`` included) so that printing a read expression reproduces it.

The lexical rules are the ones the solvers were found to follow (and that the
service's own gate follows too; a test holds the two to the same answers):

- whitespace is space, tab, ``\\n`` and ``\\r``;
- a ``;`` comment ends at ``\\n`` or ``\\r`` (the cvc5 executable ends it at
  ``\\r``, Z3 and the cvc5 library only at ``\\n``). A ``\\r`` that ends a
  comment must be followed by ``\\n`` (or the end of the text), so every solver
  reads the same commands; anything else is refused;
- control characters (Unicode category Cc other than tab, ``\\n``, ``\\r``) and
  unpaired surrogates are refused outside string literals; NUL (which ends the
  text for Z3's C API) and surrogates are refused inside them too.
"""

from __future__ import annotations

import re

Expr = str | list  # an atom's text, or a list of expressions

MAX_DEPTH = 512
MAX_TOKENS = 2_000_000
_SYM = r"A-Za-z0-9~!@$%^&*_\-+=<>.?/"
_TOKEN = re.compile(
    rf'[ \t\n\r]+|;[^\n\r]*|\(|\)|"(?:[^"]|"")*"|\|[^|\\]*\|'
    rf"|(?:#x[0-9A-Fa-f]+|#b[01]+|(?:0|[1-9][0-9]*)(?:\.[0-9]+)?)(?![{_SYM}#|])"  # a literal, not a symbol's start
    rf"|:[{_SYM}]+|[A-Za-z~!@$%^&*_\-+=<>.?/][{_SYM}]*"
)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
_IN_STRING = re.compile(r"[\x00\ud800-\udfff]")


class SexprError(ValueError):
    """Unreadable text; the message names the offset and line."""


def _where(text: str, pos: int) -> str:
    return f"offset {pos} (line {text.count(chr(10), 0, pos) + 1})"


def scan(text: str):
    """Yield the significant tokens of ``text``; raise SexprError on anything the solvers could read differently."""
    pos, n = 0, len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        if m is None:
            bad = _CONTROL.match(text, pos)
            what = f"control character U+{ord(text[pos]):04X}" if bad else f"unreadable text {text[pos : pos + 20]!r}"
            raise SexprError(f"{what} at {_where(text, pos)}")
        tok, end = m.group(), m.end()
        bad = (_IN_STRING if tok[0] == '"' else _CONTROL).search(tok)
        if bad:
            at = pos + bad.start()
            raise SexprError(f"control character U+{ord(text[at]):04X} at {_where(text, at)}")
        if tok[0] == ";" and end < n and text[end] == "\r" and text[end + 1 : end + 2] not in ("\n", ""):
            raise SexprError(
                f"a carriage return not followed by a newline ends a comment at {_where(text, end)}: "
                "solvers disagree on where that comment ends"
            )
        if tok[0] not in " \t\n\r;":
            yield pos, tok
        pos = end


def read_all(text: str) -> list[Expr]:
    """Every top-level expression of ``text`` (atoms included), bounded in depth and token count."""
    stack: list[list] = [[]]
    count = 0
    for pos, tok in scan(text):
        count += 1
        if count > MAX_TOKENS:
            raise SexprError(f"more than {MAX_TOKENS} tokens")
        if tok == "(":
            if len(stack) > MAX_DEPTH:
                raise SexprError(f"nesting deeper than {MAX_DEPTH} at {_where(text, pos)}")
            stack.append([])
        elif tok == ")":
            if len(stack) == 1:
                raise SexprError(f"unbalanced ')' at {_where(text, pos)}")
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    if len(stack) != 1:
        raise SexprError("unbalanced '(': the text ends inside an expression")
    return stack[0]


def show(expr: Expr) -> str:
    if isinstance(expr, str):
        return expr
    return "(" + " ".join(show(e) for e in expr) + ")"


_SIMPLE = re.compile(rf"[A-Za-z~!@$%^&*_\-+=<>.?/][{_SYM}]*")


def symbol(expr: Expr) -> str | None:
    """The name of a symbol atom (bars removed), or None."""
    if not isinstance(expr, str) or expr[0] in '":#' or expr[0].isdigit():
        return None
    return expr[1:-1] if expr.startswith("|") else expr


def canonical(expr: Expr) -> str:
    """Printed form with ``|x|`` written ``x`` where that is the same symbol (for comparing sorts)."""
    if isinstance(expr, str):
        name = symbol(expr)
        return name if name is not None and expr.startswith("|") and _SIMPLE.fullmatch(name) else expr
    return "(" + " ".join(canonical(e) for e in expr) + ")"


def atoms(expr: Expr):
    if isinstance(expr, str):
        yield expr
    else:
        for e in expr:
            yield from atoms(e)
