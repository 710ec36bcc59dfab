"""Strict DIMACS CNF reader for the checkers (trusted code).

Accepted: ``c`` comment lines, blank lines, one ``p cnf V C`` header before
any clause, clauses spanning several lines, and the SATLIB trailer (a line
starting with ``%``: everything after it is ignored). Tokens are separated by
spaces and tabs only, and a line ends with ``\n`` or ``\r\n``: any other
character outside a comment (a form feed, a lone carriage return, a no-break
space, Unicode digits) is an error, so no text is read here that a solver's own
reader (CaDiCaL's, PySAT's) would refuse or split otherwise
(``tests/differential/test_dimacs.py`` holds the reader to that). Rejected with
line and column: a missing or repeated header, a header that disagrees with the
body (clause count), a literal out of range, a missing final ``0``, any other
token. Sizes are bounded. The reader never raises anything but
:class:`DimacsError`.

:func:`canonical` is the model read (the header's variable count and every clause, literals as
written, in order) as JSON types, and :func:`model` its summary and sha256 digest, which a checker
reports with its decision so that a caller can see which formula was checked.

Two readers share those rules: :func:`_plain`, a fast path for the common file (ASCII clause
lines of plain decimal literals), which answers ``None`` for anything it is not sure of, and
:func:`_reference`, which reads every file token by token and says where an error is. A file the
fast path takes is one the reference reader reads to the same clauses (a differential test,
``tests/checkers/test_sat_dimacs_paths.py``, holds them to that).
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

MAX_BYTES = 64 * 1024 * 1024
MAX_VARS = 4_000_000
MAX_CLAUSES = 8_000_000
MAX_LITERALS = 32_000_000


class DimacsError(ValueError):
    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        where = f"line {line}, column {column}: " if line else ""
        super().__init__(where + message)
        self.line = line
        self.column = column


_LONE_CR = re.compile(r"\r(?!\n)")
_NOT_CLAUSE_TEXT = re.compile(r"[^0-9\- \t]")
_FIELD = re.compile(r"[^ \t]+")


def _line_text(line: str) -> str:
    """A line without its ``\r`` of a ``\r\n`` ending and without leading or trailing spaces and tabs."""
    return (line[:-1] if line.endswith("\r") else line).strip(" \t")


def _int_token(tok: str) -> int | None:
    """Plain decimal integer with optional '-' (no '+', '_', spaces or unicode digits)."""
    body = tok[1:] if tok.startswith("-") else tok
    if not body or not body.isascii() or not body.isdigit() or len(body) > 12:
        return None
    return int(tok)


def canonical(num_vars: int, clauses: list[list[int]]) -> dict[str, Any]:
    """The formula as read, in JSON types: the header's variable count and the clauses in order,
    each clause's literals in the order written (a repeated literal stays repeated)."""
    return {"variables": num_vars, "clauses": clauses}


def digest(form: Any) -> str:
    """``sha256:`` of a canonical form as compact, key-sorted, ASCII JSON (the one digest rule of
    every checker's ``model``)."""
    data = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")
    return "sha256:" + hashlib.sha256(data).hexdigest()


def model_of(num_vars: int, clauses: list[list[int]]) -> dict[str, Any]:
    """The ``model`` a checker reports with its decision: what it read, by size and digest."""
    summary = {"variables": num_vars, "clauses": len(clauses), "literals": sum(map(len, clauses))}
    return {"format": "dimacs", "summary": summary, "digest": digest(canonical(num_vars, clauses))}


def parse_dimacs(text: str) -> tuple[int, list[list[int]]]:
    """Return ``(num_vars, clauses)``; clauses keep the literals as written."""
    if not isinstance(text, str):
        raise DimacsError("DIMACS must be a string")
    if len(text) > MAX_BYTES:
        raise DimacsError(f"DIMACS larger than {MAX_BYTES} bytes")
    return _plain(text) or _reference(text)


def _plain(text: str) -> tuple[int, list[list[int]]] | None:
    """The fast path: the header, then clause lines of ASCII digits, ``-``, spaces and tabs only
    (so ``int`` reads each token exactly as :func:`_int_token` would, or fails) whose tokens have
    at most 12 characters, and no carriage return but in a ``\r\n``. Anything else (an error
    included) answers ``None``."""
    if "\r" in text and _LONE_CR.search(text):
        return None
    header: list[str] | None = None
    body: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip(" \t\r")
        if not stripped or stripped[0] == "c":
            continue
        if stripped[0] == "%":
            break
        if stripped[0] == "p":
            if header is not None or body:
                return None
            header = _FIELD.findall(stripped)
        elif header is None:
            return None
        else:
            body.append(stripped)
    if header is None or len(header) != 4 or header[:2] != ["p", "cnf"]:
        return None
    v, c = _int_token(header[2]), _int_token(header[3])
    if v is None or c is None or v < 0 or c < 0 or v > MAX_VARS or c > MAX_CLAUSES:
        return None
    joined = " ".join(body)
    if _NOT_CLAUSE_TEXT.search(joined):  # only ASCII digits, '-', spaces and tabs reach int()
        return None
    tokens = joined.split()
    if len(tokens) > MAX_LITERALS + c or (tokens and max(map(len, tokens)) > 12):
        return None
    try:
        lits = list(map(int, tokens))
    except ValueError:
        return None
    if lits and (max(lits) > v or min(lits) < -v):
        return None
    clauses: list[list[int]] = []
    start = 0
    for end, lit in enumerate(lits):
        if lit == 0:
            clauses.append(lits[start:end])
            start = end + 1
    if start != len(lits) or len(clauses) != c or len(lits) - c > MAX_LITERALS:
        return None
    return v, clauses


def _reference(text: str) -> tuple[int, list[list[int]]]:
    """The reference reader: every rule, token by token, with the line and column of an error."""
    num_vars = num_clauses = -1
    clauses: list[list[int]] = []
    current: list[int] = []
    total = 0
    cur_line = cur_col = 0
    for lineno, line in enumerate(text.split("\n"), start=1):
        stripped = _line_text(line)
        if not stripped or stripped[0] == "c":
            continue
        if stripped[0] == "%":
            break
        if line.endswith("\r"):
            line = line[:-1]
        if stripped[0] == "p":
            if num_vars >= 0:
                raise DimacsError("second 'p' header", lineno, 1)
            parts = _FIELD.findall(stripped)
            if len(parts) != 4 or parts[0] != "p" or parts[1] != "cnf":
                raise DimacsError("header must be 'p cnf <vars> <clauses>'", lineno, 1)
            v, c = _int_token(parts[2]), _int_token(parts[3])
            if v is None or c is None or v < 0 or c < 0:
                raise DimacsError("header counts must be non-negative integers", lineno, 1)
            if v > MAX_VARS or c > MAX_CLAUSES:
                raise DimacsError(f"formula too large (limits: {MAX_VARS} variables, {MAX_CLAUSES} clauses)", lineno, 1)
            num_vars, num_clauses = v, c
            continue
        if num_vars < 0:
            raise DimacsError("clause before the 'p cnf' header", lineno, 1)
        for match in _FIELD.finditer(line):
            tok, col = match.group(), match.start() + 1
            lit = _int_token(tok)
            if lit is None:
                raise DimacsError(f"not an integer literal: {tok[:20]!r}", lineno, col)
            if lit == 0:
                clauses.append(current)
                current = []
                if len(clauses) > num_clauses:
                    raise DimacsError(f"more clauses than the header's {num_clauses}", lineno, col)
                continue
            if abs(lit) > num_vars:
                raise DimacsError(f"literal {lit} out of range 1..{num_vars}", lineno, col)
            total += 1
            if total > MAX_LITERALS:
                raise DimacsError(f"more than {MAX_LITERALS} literals", lineno, col)
            if not current:
                cur_line, cur_col = lineno, col
            current.append(lit)
    if num_vars < 0:
        raise DimacsError("missing 'p cnf' header")
    if current:
        raise DimacsError("last clause is not terminated by 0", cur_line, cur_col)
    if len(clauses) != num_clauses:
        raise DimacsError(f"header declares {num_clauses} clauses, body has {len(clauses)}")
    return num_vars, clauses
