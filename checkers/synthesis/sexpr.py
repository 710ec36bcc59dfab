"""Bounded s-expression reading for SyGuS-IF v2 text, every node carrying its line and column.

Atoms are symbols, ``|quoted symbols|``, keywords (``:name``), numerals, ``#x``/``#b`` literals and
``"strings"``; ``;`` starts a comment. Raises :class:`SygusError` (with line and column) on any text
outside that, on more than ``MAX_BYTES`` bytes, ``MAX_DEPTH`` nesting or ``MAX_NODES`` nodes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_BYTES = 1_000_000  # problem or solution text, UTF-8
MAX_DEPTH = 200  # nesting of parentheses
MAX_NODES = 200_000  # atoms and lists in one text


class SygusError(ValueError):
    """Text outside the accepted SyGuS subset or over a limit; ``line``/``column`` are 1-based (0: no position)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.message, self.line, self.column = message, line, column

    def __str__(self) -> str:
        where = f"line {self.line} column {self.column}: " if self.line else ""
        return where + self.message


@dataclass(frozen=True, slots=True)
class Atom:
    text: str
    line: int
    column: int
    kind: str  # "symbol", "keyword", "numeral", "hex", "binary", "string"


@dataclass(frozen=True, slots=True)
class SList:
    items: tuple[Atom | SList, ...]
    line: int
    column: int


Node = Atom | SList

_TOKEN = re.compile(
    r"""(?P<ws>[ \t\r\n]+)|(?P<comment>;[^\n]*)|(?P<open>\()|(?P<close>\))
    |(?P<hex>\#x[0-9a-fA-F]+)|(?P<binary>\#b[01]+)|(?P<numeral>0|[1-9][0-9]*)(?![A-Za-z0-9_.'~!@$%^&*+=<>?/-])
    |(?P<string>"(?:[^"]|"")*")|(?P<quoted>\|[^|\\]*\|)|(?P<keyword>:[A-Za-z0-9_.'~!@$%^&*+=<>?/-]+)
    |(?P<symbol>[A-Za-z_.'~!@$%^&*+=<>?/-][A-Za-z0-9_.'~!@$%^&*+=<>?/-]*)""",
    re.VERBOSE,
)


def read(text: str) -> list[Node]:
    """The top-level expressions of ``text``."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise SygusError(f"the text is longer than {MAX_BYTES} bytes")
    stack: list[tuple[list[Node], int, int]] = [([], 0, 0)]
    line, line_start, pos, nodes = 1, 0, 0, 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        column = pos - line_start + 1
        if m is None:
            raise SygusError(f"unexpected character {text[pos]!r}", line, column)
        kind, token = m.lastgroup, m.group()
        pos = m.end()
        if kind in ("ws", "comment", "string", "quoted"):
            newlines = token.count("\n")
            if newlines:
                line += newlines
                line_start = m.start() + token.rindex("\n") + 1
            if kind in ("ws", "comment"):
                continue
        nodes += 1
        if nodes > MAX_NODES:
            raise SygusError(f"more than {MAX_NODES} atoms and lists", line, column)
        if kind == "open":
            if len(stack) > MAX_DEPTH:
                raise SygusError(f"nesting deeper than {MAX_DEPTH}", line, column)
            stack.append(([], line, column))
        elif kind == "close":
            if len(stack) == 1:
                raise SygusError("unbalanced ')'", line, column)
            items, l0, c0 = stack.pop()
            stack[-1][0].append(SList(tuple(items), l0, c0))
        else:
            assert kind is not None
            if kind == "quoted":
                token, kind = token[1:-1], "symbol"
            stack[-1][0].append(Atom(token, line, column, kind))
    if len(stack) > 1:
        _, l0, c0 = stack[-1]
        raise SygusError("unclosed '('", l0, c0)
    return stack[0][0]
