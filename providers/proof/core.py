"""The proof-assistant family core, shared by the assistants' modules.

- :func:`sentences`: a bounded scanner that splits vernacular text into sentences while respecting
  nested comments and string literals (Coq ``(* ... *)`` and ``"..."`` with ``""``; Lean's
  ``/- -/`` and ``--`` are given by the dialect). It gives early, friendly errors only: acceptance
  is decided by the assistant's kernel and by the separate checker, never by this text scan.
- :class:`Template`: the generated source, built from fixed text and the user's parts, keeping
  where each part starts so the assistant's messages map back to (part, line, column).
- :func:`parse_assumptions`: the "Axioms:" listing of ``Print Assumptions`` / ``#print axioms``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MAX_PART_CHARS = 64 * 1024
MAX_SENTENCES = 4096


class ScanError(ValueError):
    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


@dataclass(frozen=True)
class Sentence:
    start: int  # offset of its first non-blank character
    end: int  # offset just after its terminating '.' (or the end of the text)
    words: tuple[str, ...]  # its first words, comments removed (for keyword checks)
    terminated: bool


@dataclass(frozen=True)
class Comments:
    open: str = "(*"
    close: str = "*)"
    line: str | None = None  # a line comment marker (Lean's --)


COQ = Comments()
_WORD = re.compile(r"#\[|[A-Za-z_][A-Za-z0-9_'.]*|\S")


def _first_words(text: str, n: int = 4) -> tuple[str, ...]:
    return tuple(m.group(0).rstrip(".") for m in _WORD.finditer(text))[:n]


def sentences(text: str, comments: Comments = COQ, *, limit: int = MAX_PART_CHARS) -> list[Sentence]:
    """Split ``text`` at sentence ends ('.' followed by blank or end of text) outside comments and strings."""
    if len(text) > limit:
        raise ScanError(f"text is {len(text)} characters; the limit is {limit}", limit)
    out: list[Sentence] = []
    plain: list[str] = []  # the current sentence without comments
    i, n, depth, start = 0, len(text), 0, None
    comment_at = string_at = -1
    while i < n:
        c = text[i]
        if text.startswith(comments.open, i):
            if depth == 0:
                comment_at = i
            depth, i = depth + 1, i + len(comments.open)
            continue
        if depth and text.startswith(comments.close, i):
            depth, i = depth - 1, i + len(comments.close)
            plain.append(" ")
            continue
        if c == '"':
            string_at, i = i, i + 1
            while True:
                j = text.find('"', i)
                if j < 0:
                    raise ScanError("unterminated string literal", string_at)
                if text.startswith('""', j):
                    i = j + 2
                    continue
                i = j + 1
                break
            if depth == 0:
                start = string_at if start is None else start
                plain.append('""')
            continue
        if depth:
            i += 1
            continue
        if comments.line and text.startswith(comments.line, i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if start is None and not c.isspace():
            start = i
        plain.append(c)
        if c == "." and (i + 1 == n or text[i + 1].isspace()) and start is not None:
            out.append(Sentence(start, i + 1, _first_words("".join(plain)), True))
            if len(out) > MAX_SENTENCES:
                raise ScanError(f"more than {MAX_SENTENCES} sentences", i)
            plain, start = [], None
        i += 1
    if depth:
        raise ScanError("unterminated comment", comment_at)
    if start is not None and "".join(plain).strip():
        out.append(Sentence(start, n, _first_words("".join(plain)), False))
    return out


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based line and 0-based column of ``offset`` in ``text``."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1)


@dataclass
class Template:
    """Generated source: fixed lines and user parts, with the first line of each part recorded."""

    lines: list[str] = field(default_factory=list)
    parts: list[tuple[str, int, int]] = field(default_factory=list)  # (name, first line, line count), 1-based

    def fixed(self, *lines: str) -> None:
        self.lines += lines

    def part(self, name: str, text: str) -> None:
        body = text.split("\n")
        self.parts.append((name, len(self.lines) + 1, len(body)))
        self.lines += body

    @property
    def source(self) -> str:
        return "\n".join(self.lines) + "\n"

    def locate(self, line: int) -> tuple[str, int] | None:
        """(part, line within the part) of a line of the generated source; None for template text."""
        for name, first, count in self.parts:
            if first <= line < first + count:
                return name, line - first + 1
        return None


@dataclass(frozen=True)
class Message:
    severity: str  # error | warning | info
    text: str
    part: str | None  # which user part the message points into (None: the template)
    line: int | None  # 1-based, within the part
    column: int | None  # 0-based, within the line
    end_column: int | None = None


def parse_assumptions(text: str) -> tuple[list[str], bool]:
    """Names listed under ``Axioms:`` and whether the output said "Closed under the global context".

    A listed entry starts at column 0 as ``name : type``; its type may continue on indented lines.
    """
    names: list[str] = []
    closed = "Closed under the global context" in text
    in_axioms = False
    for line in text.splitlines():
        if not line.strip():
            continue
        if re.match(r"^[A-Z][A-Za-z ]*:$", line):  # a section heading: Axioms:, Section Variables:, ...
            in_axioms = line == "Axioms:"
            continue
        if in_axioms and not line[0].isspace():
            m = re.match(r"^([^\s:]+)\s+:", line)
            if m:
                names.append(m.group(1))
    return names, closed
