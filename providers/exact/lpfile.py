"""Jacobian's bounded reader of the CPLEX LP file format (pure Python, no backend): LP text -> an exact LP or MIP.

The subset read, in this order (keywords are case-insensitive and stand alone on their line):

- ``Minimize`` (``Minimum``, ``Min``) or ``Maximize`` (``Maximum``, ``Max``), then the objective: an
  optional ``name:`` and a linear expression, which may hold one constant term;
- ``Subject To`` (``Such That``, ``st``, ``s.t.``), then constraints ``[name:] expression sense
  value`` with sense ``<=`` (``<``, ``=<``), ``>=`` (``>``, ``=>``) or ``=``; an expression may span
  lines; variables only on the left, one signed number on the right;
- optionally ``Bounds``: one bound per line, ``x >= v``, ``x <= v``, ``x = v``, ``v <= x``, ``v >= x``,
  ``v <= x <= w`` or ``x free``; ``-inf``/``-infinity`` only as a lower bound, ``+inf`` only as an upper;
- optionally, in any order and each once, ``General`` (``Generals``, ``Gen``, ``Integer``,
  ``Integers``) and ``Binary`` (``Binaries``, ``Bin``): names of integer variables (binary ones get [0, 1]);
- ``End``; ``\\`` starts a comment to the end of its line.

A term is ``[+|-] [number] name``; a name is a letter or ``_`` then letters, digits, ``_ . [ ]`` (at most
64 characters). Numbers are decimals read exactly with the MPS reader's bounds (at most 30 significant
digits, magnitude below 10^15; no NaN, no infinity outside Bounds). Variables are columns in order of
first appearance anywhere in the file, with default bounds [0, +inf); an upper bound below 0 on a column
whose lower bound is still the default 0 is refused (as in the MPS readers). Constraints are rows in
file order; an unnamed one is called ``R<k>`` (its 1-based position). A repeated variable in one
expression, a repeated constraint name, a second constant, an unknown keyword or section out of order,
ranged or quadratic constraints, semi-continuous and SOS sections, and text after ``End`` are refused
with an :class:`~.mps.MpsError` naming the line and the column. The checkers read the same rules with
their own reader.
"""

from __future__ import annotations

import re
from fractions import Fraction

from .mps import MAX_CHARS, MAX_COLS, MAX_ENTRIES, MAX_LINES, MAX_NAME_CHARS, MAX_ROWS, ZERO, MpsError, MpsModel
from .mps import parse_number as _mps_number

MAX_LINE_CHARS = 4096
_TOKEN = re.compile(
    r"\s*(?:(?P<num>(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_.\[\]]*)|(?P<op><=|>=|=<|=>|[<>=+\-:]))",
    re.ASCII,
)
_SECTIONS = {
    **dict.fromkeys(("minimize", "minimum", "min"), "MIN"),
    **dict.fromkeys(("maximize", "maximum", "max"), "MAX"),
    **dict.fromkeys(("subject to", "such that", "st", "s.t."), "ST"),
    **dict.fromkeys(("bounds", "bound"), "BOUNDS"),
    **dict.fromkeys(("general", "generals", "gen", "integer", "integers"), "GENERAL"),
    **dict.fromkeys(("binary", "binaries", "bin"), "BINARY"),
    "end": "END",
}
_SENSE = {"<=": "<=", "<": "<=", "=<": "<=", ">=": ">=", ">": ">=", "=>": ">=", "=": "="}
_INFINITE = {"inf", "infinity"}

Token = tuple[str, str, str]  # kind (num, name, inf, op), text, "line L, column C"


def _tokens(line: str, k: int) -> list[Token]:
    out, pos, end = [], 0, len(line.rstrip())
    while pos < end:
        m = _TOKEN.match(line, pos)
        if m is None or m.end() == pos:
            col = pos + len(line[pos:]) - len(line[pos:].lstrip()) + 1
            raise MpsError(f"line {k}, column {col}: unexpected text {line[col - 1 : col + 19]!r}")
        kind = m.lastgroup or ""
        text, at = m.group(kind), f"line {k}, column {m.start(kind) + 1}"
        if kind == "name" and len(text) > MAX_NAME_CHARS:
            raise MpsError(f"{at}: a name longer than {MAX_NAME_CHARS} characters")
        out.append(("inf" if kind == "name" and text.lower() in _INFINITE else kind, text, at))
        pos = m.end()
    return out


class _Reader:
    def __init__(self) -> None:
        self.columns: dict[str, int] = {}
        self.lower: dict[int, Fraction | None] = {}
        self.upper: dict[int, Fraction | None] = {}
        self.integer: set[int] = set()

    def column(self, name: str, at: str) -> int:
        if name not in self.columns:
            if len(self.columns) >= MAX_COLS:
                raise MpsError(f"{at}: more than {MAX_COLS} variables")
            self.columns[name] = len(self.columns)
        return self.columns[name]

    def expression(self, toks: list[Token], at_end: str, constant_ok: bool) -> tuple[dict[int, Fraction], Fraction]:
        """Terms [+|-] [number] name, and (objective only) one constant term."""
        terms: dict[int, Fraction] = {}
        constant, i = None, 0
        if not toks:
            raise MpsError(f"{at_end}: an empty expression")
        while i < len(toks):
            sign = 1
            if toks[i][1] in "+-" and toks[i][0] == "op":
                sign, i = (-1 if toks[i][1] == "-" else 1), i + 1
            elif i > 0:
                raise MpsError(f"{toks[i][2]}: expected + or - between terms, not {toks[i][1]!r}")
            if i == len(toks):
                raise MpsError(f"{at_end}: a sign without a term")
            value, at = Fraction(sign), toks[i][2]
            if toks[i][0] == "num":
                value, i = sign * number(toks[i]), i + 1
                if i == len(toks) or toks[i][0] != "name":
                    if not constant_ok or constant is not None:
                        raise MpsError(f"{at}: a constant term is allowed only once, in the objective")
                    constant = value
                    continue
            if toks[i][0] != "name":
                raise MpsError(f"{toks[i][2]}: expected a variable name, not {toks[i][1]!r}")
            j = self.column(toks[i][1], toks[i][2])
            if j in terms:
                raise MpsError(f"{toks[i][2]}: variable {toks[i][1]!r} appears twice in one expression")
            terms[j], i = value, i + 1
        return terms, ZERO if constant is None else constant

    def bound(self, toks: list[Token], at: str) -> None:
        if len(toks) == 2 and toks[0][0] == "name" and toks[1][0] == "name" and toks[1][1].lower() == "free":
            j = self.column(toks[0][1], toks[0][2])
            self.lower[j], self.upper[j] = None, None
            return
        ops = [t for t in toks if t[0] == "op" and t[1] in _SENSE]
        parts = _split_at_ops(toks)
        kinds = "".join("n" if len(part) == 1 and part[0][0] == "name" else "v" for part in parts)
        if kinds not in ("nv", "vn", "vnv"):
            raise MpsError(f"{at}: a bound is x <= v, x >= v, x = v, v <= x, v <= x <= w or x free")
        name = parts[kinds.index("n")][0]
        j = self.column(name[1], name[2])
        if kinds == "nv":
            self._set(j, _SENSE[ops[0][1]], bound_value(parts[1], at), at)
        elif kinds == "vn":
            flipped = {"<=": ">=", ">=": "<=", "=": "="}[_SENSE[ops[0][1]]]
            self._set(j, flipped, bound_value(parts[0], at), at)
        else:
            if _SENSE[ops[0][1]] != "<=" or _SENSE[ops[1][1]] != "<=":
                raise MpsError(f"{at}: a double bound is v <= x <= w")
            self._set(j, ">=", bound_value(parts[0], at), at)
            self._set(j, "<=", bound_value(parts[2], at), at)

    def _set(self, j: int, sense: str, value: Fraction | str, at: str) -> None:
        if value == "+inf" and sense != "<=" or value == "-inf" and sense != ">=":
            raise MpsError(f"{at}: an infinite bound is -inf below or +inf above")
        if sense in (">=", "="):
            self.lower[j] = None if value == "-inf" else value  # type: ignore[assignment]
        if sense in ("<=", "="):
            if isinstance(value, Fraction) and value < 0 and j not in self.lower:
                raise MpsError(f"{at}: a negative upper bound on a variable whose lower bound is the default 0")
            self.upper[j] = None if value == "+inf" else value  # type: ignore[assignment]


def number(tok: Token) -> Fraction:
    try:
        return _mps_number(tok[1], tok[2])
    except MpsError as exc:
        raise MpsError(str(exc)) from None


def _split_at_ops(toks: list[Token]) -> list[list[Token]]:
    parts: list[list[Token]] = [[]]
    for t in toks:
        if t[0] == "op" and t[1] in _SENSE:
            parts.append([])
        else:
            parts[-1].append(t)
    return parts


def bound_value(part: list[Token], at: str) -> Fraction | str:
    """[+|-] number or [+|-] inf/infinity: a Fraction, "+inf" or "-inf"."""
    sign = -1 if part and part[0][1] == "-" else 1
    rest = part[1:] if part and part[0][1] in "+-" and part[0][0] == "op" else part
    if len(rest) != 1:
        raise MpsError(f"{at}: a bound value is one signed number or infinity")
    if rest[0][0] == "inf":
        return "-inf" if sign < 0 else "+inf"
    if rest[0][0] != "num":
        raise MpsError(f"{rest[0][2]}: {rest[0][1]!r} is not a number")
    return sign * number(rest[0])


def _sections(text: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """The sections in order, each with its (line number, line) pairs; comments removed."""
    if len(text) > MAX_CHARS:
        raise MpsError(f"LP text of {len(text)} characters exceeds the bound {MAX_CHARS}")
    lines = text.split("\n")
    if len(lines) > MAX_LINES:
        raise MpsError(f"LP text of {len(lines)} lines exceeds the bound {MAX_LINES}")
    stages = {"MIN": 0, "MAX": 0, "ST": 1, "BOUNDS": 2, "GENERAL": 3, "BINARY": 3, "END": 4}
    out: list[tuple[str, list[tuple[int, str]]]] = []
    seen: set[str] = set()
    last = -1
    for k, raw in enumerate(lines, 1):
        line = raw.rstrip("\r").split("\\", 1)[0]
        if len(raw) > MAX_LINE_CHARS:
            raise MpsError(f"line {k}, column {MAX_LINE_CHARS + 1}: line longer than {MAX_LINE_CHARS} characters")
        if not line.isascii() or not line.replace("\t", " ").isprintable():
            raise MpsError(f"line {k}, column 1: not printable ASCII")
        if not line.strip():
            continue
        if out and out[-1][0] == "END":
            raise MpsError(f"line {k}, column 1: text after End")
        key = _SECTIONS.get(" ".join(line.lower().split()))
        if key is None:
            if not out:
                raise MpsError(f"line {k}, column 1: the file starts with Minimize or Maximize")
            out[-1][1].append((k, line))
            continue
        stage = stages[key]
        if key in seen or stage < last or (stage == last and stage != 3) or (last < 0 and stage != 0):
            raise MpsError(f"line {k}, column 1: section {line.strip()[:20]!r} is repeated or out of order")
        seen.add(key)
        last = stage
        out.append((key, []))
    if not out or out[-1][0] != "END" or "ST" not in seen:
        raise MpsError(f"line {len(lines)}, column 1: an LP file has Minimize/Maximize, Subject To and End")
    return out


def parse_lp(text: str) -> MpsModel:
    """The exact LP/MIP of CPLEX LP text, or an MpsError naming the first problem's line and column."""
    rd = _Reader()
    objective: dict[int, Fraction] = {}
    constant, sense = ZERO, "minimize"
    names: list[str] = []  # one per row; unnamed rows get R<k>
    rows: list[tuple[dict[int, Fraction], str, Fraction]] = []
    for key, lines in _sections(text):
        toks = [t for k, line in lines for t in _tokens(line, k)]
        end = f"line {lines[-1][0] if lines else '?'}"
        if key in ("MIN", "MAX"):
            sense = "minimize" if key == "MIN" else "maximize"
            if len(toks) >= 2 and toks[0][0] == "name" and toks[1][1] == ":":
                toks = toks[2:]
            objective, constant = rd.expression(toks, end, constant_ok=True) if toks else ({}, ZERO)
        elif key == "ST":
            _constraints(rd, toks, names, rows, end)
        elif key == "BOUNDS":
            for k, line in lines:
                bound = _tokens(line, k)
                rd.bound(bound, bound[0][2])
        elif key in ("GENERAL", "BINARY"):
            for t in toks:
                if t[0] != "name":
                    raise MpsError(f"{t[2]}: expected a variable name, not {t[1]!r}")
                j = rd.column(t[1], t[2])
                rd.integer.add(j)
                if key == "BINARY":
                    rd.lower[j], rd.upper[j] = Fraction(0), Fraction(1)
    return _model(rd, sense, objective, constant, names, rows)


def _constraints(rd: _Reader, toks: list[Token], names: list[str], rows: list, end: str) -> None:
    i, given = 0, set()
    while i < len(toks):
        name = f"R{len(rows) + 1}"
        if i + 1 < len(toks) and toks[i][0] == "name" and toks[i + 1][1] == ":":
            name, i = toks[i][1], i + 2
            if name in given:
                raise MpsError(f"{toks[i - 2][2]}: constraint name {name!r} repeated")
            given.add(name)
        start = i
        while i < len(toks) and not (toks[i][0] == "op" and toks[i][1] in _SENSE):
            i += 1
        if i == len(toks):
            raise MpsError(f"{toks[start][2] if start < len(toks) else end}: a constraint without a sense")
        terms, _ = rd.expression(toks[start:i], toks[i][2], constant_ok=False)
        sense, i = _SENSE[toks[i][1]], i + 1
        sign = 1
        if i < len(toks) and toks[i][0] == "op" and toks[i][1] in "+-":
            sign, i = (-1 if toks[i][1] == "-" else 1), i + 1
        if i == len(toks) or toks[i][0] != "num":
            raise MpsError(f"{toks[i][2] if i < len(toks) else end}: the right-hand side is one number")
        rhs, i = sign * number(toks[i]), i + 1
        if i < len(toks) and toks[i][0] == "op" and toks[i][1] in _SENSE:
            raise MpsError(f"{toks[i][2]}: ranged constraints are not read")
        if len(rows) >= MAX_ROWS:
            raise MpsError(f"{toks[i - 1][2]}: more than {MAX_ROWS} constraints")
        names.append(name)
        rows.append((terms, sense, rhs))


def _model(rd: _Reader, sense: str, objective: dict, constant: Fraction, names: list[str], rows: list) -> MpsModel:
    n = len(rd.columns)
    if not rows or n == 0 or len(rows) * n > MAX_ENTRIES:
        raise MpsError(f"End: {len(rows)} x {n} constraints: none, or beyond {MAX_ENTRIES} entries")
    lower = [rd.lower.get(j, ZERO) for j in range(n)]
    upper = [rd.upper.get(j) for j in range(n)]
    for col, j in rd.columns.items():
        if lower[j] is not None and upper[j] is not None and lower[j] > upper[j]:  # type: ignore[operator]
            raise MpsError(f"Bounds: variable {col!r} has lower bound {lower[j]} above its upper bound {upper[j]}")
    return MpsModel(
        "",
        sense,
        list(rd.columns),
        names,
        [objective.get(j, ZERO) for j in range(n)],
        [[terms.get(j, ZERO) for j in range(n)] for terms, _, _ in rows],
        [s for _, s, _ in rows],
        [b for _, _, b in rows],
        lower,
        upper,
        [j in rd.integer for j in range(n)],
        constant,
    )
