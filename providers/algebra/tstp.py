"""Reading E's proof object (TSTP, ``--proof-object``) for unit-equality problems (untrusted worker code).

Only what the translation needs: for every ``fof``/``cnf`` line its name, role and source (an
``inference(rule, [...], [parents])`` tree, a ``file(...)`` or a plain name); for ``cnf`` lines the
clause, which in a unit-equality proof is one literal ``s = t``, ``s != t`` or ``$false``. The
binary operation is written ``m(s, t)``; variables start with an upper-case letter; E's Skolem
constants (``esk1_0``) stay names. Anything else is a :class:`TstpError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .rewriting import Term

_TOKEN = re.compile(r"\s*(?:('(?:[^'\\]|\\.)*')|(\$?[A-Za-z0-9_]+)|(!=|[()\[\],.:!~=&|]))")


class TstpError(ValueError):
    pass


@dataclass(frozen=True)
class Node:
    """A source: ``rule`` applied to ``parents`` (inference), or a leaf naming a line (``rule`` None)."""

    rule: str | None
    name: str | None
    parents: tuple[Node, ...] = ()


@dataclass(frozen=True)
class Clause:
    positive: bool
    lhs: Term | None  # None: the empty clause ($false)
    rhs: Term | None


@dataclass(frozen=True)
class Line:
    name: str
    kind: str  # fof | cnf
    role: str
    clause: Clause | None  # cnf lines only
    source: Node | None  # None: from the input file (file(...))
    file_name: str | None  # the input formula's name for file(...) sources


General = str | list | tuple  # a word, a list, or (functor, args)


def _tokens(text: str) -> list[str]:
    out, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise TstpError(f"unreadable TSTP at {text[pos : pos + 30]!r}")
        out.append(m.group(m.lastindex or 0))
        pos = m.end()
    return out


class _Reader:
    def __init__(self, toks: list[str]) -> None:
        self.toks, self.i = toks, 0

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (want is not None and tok != want):
            raise TstpError(f"expected {want or 'a token'}, found {tok!r}")
        self.i += 1
        return tok

    def general(self) -> General:
        tok = self.take()
        if tok == "[":
            items: list[General] = []
            if self.peek() != "]":
                items.append(self.general())
                while self.peek() == ",":
                    self.take(",")
                    items.append(self.general())
            self.take("]")
            return items
        if self.peek() == "(":
            self.take("(")
            args = [self.general()]
            while self.peek() == ",":
                self.take(",")
                args.append(self.general())
            self.take(")")
            return (tok, args)
        return tok

    def skip_formula(self) -> None:
        """Skip a fof formula up to the comma that ends it (depth 0)."""
        depth = 0
        while True:
            tok = self.peek()
            if tok is None:
                raise TstpError("formula ends too early")
            if tok in ("(", "["):
                depth += 1
            elif tok in (")", "]"):
                depth -= 1
            if tok == "," and depth == 0:
                return
            self.i += 1

    def term(self) -> Term:
        tok = self.take()
        if tok == "m" and self.peek() == "(":
            self.take("(")
            left = self.term()
            self.take(",")
            right = self.term()
            self.take(")")
            return (left, right)
        if re.fullmatch(r"[A-Z][A-Za-z0-9_]*|esk[0-9]+_0", tok):
            return tok
        raise TstpError(f"unexpected symbol {tok!r} in a clause")

    def clause(self) -> Clause:
        parens = 0
        while self.peek() == "(":
            self.take("(")
            parens += 1
        if self.peek() == "$false":
            self.take()
            result = Clause(True, None, None)
        else:
            lhs = self.term()
            op = self.take()
            if op not in ("=", "!="):
                raise TstpError(f"a unit-equality literal was expected, found {op!r}")
            result = Clause(op == "=", lhs, self.term())
        for _ in range(parens):
            self.take(")")
        return result


def _source(g: General) -> tuple[Node | None, str | None]:
    if isinstance(g, tuple) and g[0] == "file":
        args = g[1]
        return None, (args[1] if len(args) > 1 and isinstance(args[1], str) else None)
    return _node(g), None


def _node(g: General) -> Node:
    if isinstance(g, str):
        return Node(None, g)
    if isinstance(g, tuple) and g[0] == "inference" and len(g[1]) == 3 and isinstance(g[1][2], list):
        rule = g[1][0]
        if not isinstance(rule, str):
            raise TstpError("an inference without a rule name")
        return Node(rule, None, tuple(_node(p) for p in g[1][2]))
    raise TstpError(f"unexpected source {str(g)[:60]}")


def read_proof(text: str) -> list[Line]:
    """The lines of the first ``SZS output start CNFRefutation`` block, in order."""
    start = text.find("# SZS output start CNFRefutation")
    end = text.find("# SZS output end CNFRefutation")
    if start < 0 or end < start:
        raise TstpError("no CNFRefutation in E's output")
    body = "\n".join(ln for ln in text[start:end].splitlines() if not ln.startswith("#"))
    reader = _Reader(_tokens(body))
    lines: list[Line] = []
    while reader.peek() is not None:
        kind = reader.take()
        if kind not in ("fof", "cnf"):
            raise TstpError(f"unexpected {kind!r} in the proof")
        reader.take("(")
        name = reader.take()
        reader.take(",")
        role = reader.take()
        reader.take(",")
        clause = None
        if kind == "cnf":
            clause = reader.clause()
        else:
            reader.skip_formula()
        reader.take(",")
        source, file_name = _source(reader.general())
        while reader.peek() == ",":
            reader.take(",")
            reader.general()
        reader.take(")")
        reader.take(".")
        lines.append(Line(name, kind, role, clause, source, file_name))
    return lines
