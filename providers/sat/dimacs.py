"""The DIMACS CNF reader used by the SAT capabilities (runs in the runtime, never in a worker).

Accepted: ``c`` comment lines, blank lines, one ``p cnf <vars> <clauses>``
header before any clause, clauses spread over several lines (each ended by
``0``), and the SATLIB trailer (a line starting with ``%``, after which
everything is ignored). Tokens are separated by spaces and tabs, and a line
ends with ``\n`` or ``\r\n``: a form feed, a vertical tab or a lone carriage
return outside a comment is an error, as it is to CaDiCaL's reader
(``tests/differential/test_dimacs.py``). Everything else is a :class:`DimacsError` carrying the
1-based line and column of the offending token: a header that disagrees with
the body, a literal out of range, a missing final ``0``, a token that is not
an ASCII integer. Size bounds (bytes, variables, clauses, literals) give a
``DimacsError`` with ``too_large=True``.

The reader never raises anything else, whatever the input (a Hypothesis test
holds it to that).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_BYTES = 32 * 1024 * 1024
# The format in words, for the request fields' descriptions (what math.find's CONTRACT view shows).
GRAMMAR = (
    "DIMACS CNF text: optional comment lines starting with c, a header line 'p cnf V C' (V variables, C clauses), "
    "then C clauses, each a list of nonzero integers (a literal: variable k in 1..V, -k for its negation) ended "
    "by 0, possibly over several lines; a line starting with % ends the formula; e.g. 'p cnf 2 2\\n1 -2 0\\n2 0\\n'"
)
MAX_VARIABLES = 2_000_000
MAX_CLAUSES = 8_000_000
MAX_LITERALS = 32_000_000

_TOKEN = re.compile(r"[^ \t]+")
_LONE_CR = re.compile(r"\r(?!\n)")
_INT = re.compile(r"-?[0-9]+\Z")
_NAT = re.compile(r"[0-9]+\Z")


class DimacsError(Exception):
    """A DIMACS input the reader refuses, with where (1-based line and column)."""

    def __init__(self, message: str, line: int, column: int, *, too_large: bool = False) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.reason = message
        self.line = line
        self.column = column
        self.too_large = too_large


@dataclass(frozen=True)
class Cnf:
    """A formula: ``num_vars`` from the header and the clauses in input order."""

    num_vars: int
    clauses: tuple[tuple[int, ...], ...]

    def to_dimacs(self, extra_units: tuple[int, ...] = ()) -> str:
        """Canonical DIMACS text (exact header), optionally with unit clauses appended."""
        parts = [f"p cnf {self.num_vars} {len(self.clauses) + len(extra_units)}\n"]
        parts += [" ".join(map(str, c)) + (" 0\n" if c else "0\n") for c in self.clauses]
        parts += [f"{lit} 0\n" for lit in extra_units]
        return "".join(parts)


_CLAUSE_LINE = re.compile(r"(?:-?[1-9][0-9]{0,10}|0)(?:[ \t]+(?:-?[1-9][0-9]{0,10}|0))*", re.ASCII)


def _parse_fast(text: str, max_variables: int, max_clauses: int, max_literals: int) -> Cnf | None:
    """The common case (well-formed input) without per-token bookkeeping.

    Returns None at the first irregularity; :func:`parse` then re-reads the
    text carefully and reports the exact line and column. For well-formed
    input both give the same ``Cnf`` (a test holds them to that).
    """
    if "\r" in text and _LONE_CR.search(text):
        return None
    header: tuple[int, int] | None = None
    clauses: list[tuple[int, ...]] = []
    current: list[int] = []
    literals = 0
    for line in text.split("\n"):
        s = line.strip(" \t\r")
        if not s or s[0] == "c":
            continue
        if s[0] == "%":
            break
        if s[0] == "p":
            parts = _TOKEN.findall(s)
            if header is not None or clauses or current or len(parts) != 4 or parts[:2] != ["p", "cnf"]:
                return None
            if not (parts[2].isascii() and parts[2].isdigit() and parts[3].isascii() and parts[3].isdigit()):
                return None
            if len(parts[2]) > 12 or len(parts[3]) > 12:
                return None
            header = (int(parts[2]), int(parts[3]))
            if header[0] > max_variables or header[1] > max_clauses:
                return None
            continue
        if header is None or not _CLAUSE_LINE.fullmatch(s):
            return None
        values = list(map(int, s.split()))
        if max(map(abs, values)) > header[0]:
            return None
        for value in values:
            if value == 0:
                clauses.append(tuple(current))
                current = []
            else:
                current.append(value)
        literals += len(values)
        if len(clauses) > header[1] or literals > max_literals:
            return None
    if header is None or current or len(clauses) != header[1]:
        return None
    return Cnf(header[0], tuple(clauses))


def parse(
    text: str,
    *,
    max_bytes: int = MAX_BYTES,
    max_variables: int = MAX_VARIABLES,
    max_clauses: int = MAX_CLAUSES,
    max_literals: int = MAX_LITERALS,
) -> Cnf:
    """Read DIMACS CNF text, or raise :class:`DimacsError`."""
    if not isinstance(text, str):
        raise DimacsError("the formula must be text", 1, 1)
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise DimacsError(f"the formula exceeds {max_bytes} bytes", 1, 1, too_large=True)

    fast = _parse_fast(text, max_variables, max_clauses, max_literals)
    if fast is not None:
        return fast
    return parse_careful(text, max_variables=max_variables, max_clauses=max_clauses, max_literals=max_literals)


def parse_careful(
    text: str, *, max_variables: int = MAX_VARIABLES, max_clauses: int = MAX_CLAUSES, max_literals: int = MAX_LITERALS
) -> Cnf:
    """The reference reader: token by token, with line and column for every error."""
    header: tuple[int, int, int, int] | None = None  # vars, clauses, line, column
    clauses: list[tuple[int, ...]] = []
    current: list[int] = []
    literals = 0
    last_pos = (1, 1)  # position of the last token of an unfinished clause
    line_no = 0
    for line_no, line in enumerate(text.split("\n"), start=1):
        if line.endswith("\r"):
            line = line[:-1]  # the \r of a \r\n line end; any other \r is part of a token, and refused
        stripped = line.lstrip(" \t")
        if not stripped or stripped.startswith("c"):
            continue
        if stripped.startswith("%"):
            break  # SATLIB trailer: the rest of the file is not part of the formula
        if stripped.startswith("p"):
            column = len(line) - len(stripped) + 1
            if header is not None:
                raise DimacsError(f"a second header (the first is on line {header[2]})", line_no, column)
            if clauses or current:
                raise DimacsError("the header must come before the first clause", line_no, column)
            header = _read_header(line, line_no, max_variables, max_clauses)
            continue
        if header is None:
            raise DimacsError(
                "clause before the 'p cnf <variables> <clauses>' header", line_no, len(line) - len(stripped) + 1
            )
        num_vars = header[0]
        for match in _TOKEN.finditer(line):
            token = match.group()
            column = match.start() + 1
            if not _INT.match(token):
                raise DimacsError(f"{_show(token)} is not an integer literal", line_no, column)
            if token == "-0" or (token.startswith("-0") and int(token) == 0):
                raise DimacsError("'-0' is not a literal (a clause ends with '0')", line_no, column)
            value = int(token) if len(token) < 12 else None
            if value is None or abs(value) > num_vars:
                raise DimacsError(
                    f"literal {_show(token)} is out of range: the header declares {num_vars} variables", line_no, column
                )
            if value == 0:
                clauses.append(tuple(current))
                current = []
                if len(clauses) > header[1]:
                    raise DimacsError(f"more clauses than the {header[1]} the header declares", line_no, column)
                continue
            literals += 1
            if literals > max_literals:
                raise DimacsError(f"the formula has more than {max_literals} literals", line_no, column, too_large=True)
            current.append(value)
            last_pos = (line_no, column)
    if header is None:
        raise DimacsError("no 'p cnf <variables> <clauses>' header", max(line_no, 1), 1)
    if current:
        raise DimacsError("the last clause is not ended by '0'", *last_pos)
    if len(clauses) != header[1]:
        raise DimacsError(
            f"the header declares {header[1]} clauses but the body has {len(clauses)}", header[2], header[3]
        )
    return Cnf(header[0], tuple(clauses))


def _read_header(line: str, line_no: int, max_variables: int, max_clauses: int) -> tuple[int, int, int, int]:
    tokens = [(m.group(), m.start() + 1) for m in _TOKEN.finditer(line)]
    start = tokens[0][1]
    if tokens[0][0] != "p":
        raise DimacsError(
            f"malformed header {_show(tokens[0][0])}: expected 'p cnf <variables> <clauses>'", line_no, start
        )
    if len(tokens) < 2 or tokens[1][0] != "cnf":
        column = tokens[1][1] if len(tokens) > 1 else start
        raise DimacsError("expected 'cnf' after 'p' (only CNF formulas are accepted)", line_no, column)
    if len(tokens) != 4:
        column = tokens[4][1] if len(tokens) > 4 else start
        raise DimacsError("the header must be exactly 'p cnf <variables> <clauses>'", line_no, column)
    counts = []
    for (token, column), what, bound in ((tokens[2], "variables", max_variables), (tokens[3], "clauses", max_clauses)):
        if not _NAT.match(token):
            raise DimacsError(f"the number of {what} {_show(token)} is not a non-negative integer", line_no, column)
        if len(token) > 12 or int(token) > bound:
            raise DimacsError(
                f"the header declares {token[:20]} {what}; the limit is {bound}", line_no, column, too_large=True
            )
        counts.append(int(token))
    return counts[0], counts[1], line_no, start


def _show(token: str) -> str:
    """A token quoted for a message, cut short so a message stays small."""
    return repr(token if len(token) <= 24 else token[:24] + "...")
