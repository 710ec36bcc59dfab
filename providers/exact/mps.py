"""Jacobian's bounded MPS reader (pure Python, no backend): MPS text -> an exact LP or MIP.

Sections, in this order: ``NAME``, optional ``OBJSENSE`` (``MIN``/``MAX`` on the same line, or
``MIN``/``MAX``/``MINIMIZE``/``MAXIMIZE`` on the next), ``ROWS``, ``COLUMNS`` (with ``'MARKER'``
``'INTORG'``/``'INTEND'``, quoted so), optional ``RHS``, ``RANGES``, ``BOUNDS`` (``UP LO FX FR MI PL
BV LI UI``), then ``ENDATA``. ``free`` form splits data lines on blanks; ``fixed`` form reads the
classic columns 2-3, 5-12, 15-22, 25-36, 40-47, 50-61 (a name with a blank is refused: HiGHS reads
such files with another reader, which takes LI and UI for MI). RHS, RANGES and BOUNDS lines carry their
set name; one set of each is read. Comment lines start with ``*``.

Numbers are decimals (``-1.06``, ``.301``, ``2.5E+02``) read exactly into fractions (never
through a float): at most MAX_DIGITS significant digits, magnitude below MAX_MAGNITUDE (HiGHS
reads 1e20 and above as infinite, so a huge coefficient would silently change the problem).
``inf``/``infinity`` is accepted only where it means "no bound": ``UP``/``UI`` +inf, ``LO``/``LI`` -inf.
Everything else (NaN, a huge number, an unknown or duplicate row or column, a duplicate entry,
a section out of order, a RANGES entry on the objective row or any entry on another N row, ``UP`` < 0
on a column whose lower bound is the default 0) is an :class:`MpsError` naming the line and the field.
So is what HiGHS, the engine, would read as a different model: a second bound on the same side of a
column (HiGHS keeps the first; FX, FR and BV set both sides), an INTORG column with no BOUNDS entry
(HiGHS makes it binary, CPLEX [0, +inf)), a nonzero constraint coefficient of magnitude at most 1e-9
(HiGHS drops it), ``OBJSENSE MAXIMIZE`` on one line (HiGHS minimizes), a data line whose first word is
``NAME``, ``OBJSENSE``, ``QCMATRIX``, ``QSECTION`` or ``CSECTION`` (a section header to HiGHS), an RHS
set named like a row or a BOUNDS set named like a column (HiGHS takes the name for that row/column).

An RHS entry on the objective row is an objective constant with the opposite sign (HiGHS's and
CPLEX's convention: ``RHS  COST  5`` makes the objective ``c x - 5``): ``objective_constant``,
added to every objective value reported.

The LP read has one constraint per non-objective row in ``ROWS`` order (further ``N`` rows are
free rows and dropped); a ranged row with distinct ends becomes two consecutive constraints,
``>= lo`` then ``<= hi``. Column order is the order of first appearance in ``COLUMNS``; default
bounds are [0, +inf), also for integer columns. The checkers implement the same rules in their
own reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from jacobian.contracts.exact_lp import MAX_LP_COLUMNS, MAX_LP_NONZEROS, MAX_LP_ROWS

MAX_CHARS = 4_000_000
MAX_LINES = 100_000
MAX_LINE_CHARS = 255
MAX_NAME_CHARS = 64
MAX_DIGITS = 30
MAX_MAGNITUDE = 10**15
MAX_ROWS, MAX_COLS, MAX_ENTRIES = MAX_LP_ROWS, MAX_LP_COLUMNS, MAX_LP_NONZEROS  # ENTRIES: nonzeros, ranges split

SMALLEST_COEFFICIENT = Fraction(1, 10**9)  # HiGHS's small_matrix_value: entries at or below it are dropped
_HEADER_WORDS = {"NAME", "OBJSENSE", "QCMATRIX", "QSECTION", "CSECTION"}
_NUMBER = re.compile(r"([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eEdD]([+-]?[0-9]{1,4}))?", re.ASCII)
_INF = {"inf", "+inf", "infinity", "+infinity", "-inf", "-infinity"}
_SECTIONS = ("NAME", "OBJSENSE", "ROWS", "COLUMNS", "RHS", "RANGES", "BOUNDS", "ENDATA")
_FIXED = ((1, 3), (4, 12), (14, 22), (24, 36), (39, 47), (49, 61))
ZERO = Fraction(0)  # shared: default bounds, costs and right-hand sides need no new zero each
BOUND_TYPES = ("UP", "LO", "FX", "FR", "MI", "PL", "BV", "LI", "UI")
_BOUND_SIDES = {**dict.fromkeys(("UP", "UI", "PL"), ("upper",)), **dict.fromkeys(("LO", "LI", "MI"), ("lower",))}


class MpsError(ValueError):
    """MPS text that is malformed or outside the bounds; the message names line and field."""


@dataclass
class MpsModel:
    name: str
    sense: str  # "minimize" | "maximize"
    columns: list[str]
    rows: list[str]  # one name per constraint (a split ranged row appears twice)
    objective: list[Fraction]
    matrix: list[dict[int, Fraction]]  # sparse rows: column -> nonzero coefficient (a split ranged row: one dict)
    senses: list[str]
    rhs: list[Fraction]
    lower: list[Fraction | None]
    upper: list[Fraction | None]
    integer: list[bool]
    objective_constant: Fraction = ZERO  # minus the RHS entry of the objective row
    given_rows: list[str | None] | None = None  # one per source row (None: unnamed); None: as ``rows``
    row_of: list[int] | None = None  # the source row of each constraint; None: one constraint per row
    integer_at: str | None = None  # where the text first declares an integer variable

    def lp_payload(self) -> dict:
        """The typed (JSON) form of the same LP, entries as exact rational text (a dense matrix: small models)."""
        dense = [[_text(row.get(j, ZERO)) for j in range(len(self.columns))] for row in self.matrix]
        return {**self._vectors(), "matrix": dense}

    def worker_payload(self) -> dict:
        """The LP as the HiGHS worker reads it: :meth:`lp_payload` with sparse rows instead of ``"matrix"``:
        ``"columns"`` (n) and ``"sparse"`` (per constraint a list of [column, rational text], columns rising)."""
        sparse = [[[j, _text(v)] for j, v in sorted(row.items())] for row in self.matrix]
        return {**self._vectors(), "columns": len(self.columns), "sparse": sparse}

    def _vectors(self) -> dict:
        constant = {"objective_constant": _text(self.objective_constant)} if self.objective_constant else {}
        return {
            "objective_sense": self.sense,
            **constant,
            "objective": [_text(v) for v in self.objective],
            "senses": list(self.senses),
            "rhs": [_text(v) for v in self.rhs],
            "lower": [None if v is None else _text(v) for v in self.lower],
            "upper": [None if v is None else _text(v) for v in self.upper],
        }


def _text(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def parse_number(token: str, where: str) -> Fraction:
    """An exact decimal within the digit and magnitude bounds (no float, no NaN, no infinity)."""
    if len(token) > MAX_DIGITS + 8:
        raise MpsError(f"{where}: number {token[:40]!r} is longer than {MAX_DIGITS + 8} characters")
    m = _NUMBER.fullmatch(token)
    if m is None or not (m.group(2) or m.group(3)):
        kind = "an infinity is not allowed here" if token.lower() in _INF else "not a decimal number"
        raise MpsError(f"{where}: {token[:40]!r} is {kind}")
    sign, whole, frac, exp = m.group(1), m.group(2), m.group(3) or "", int(m.group(4) or 0)
    digits = (whole + frac).lstrip("0")
    if len(digits) > MAX_DIGITS:
        raise MpsError(f"{where}: {token!r} has more than {MAX_DIGITS} significant digits")
    if abs(exp) > 400:
        raise MpsError(f"{where}: exponent of {token!r} is out of range")
    value = Fraction(int(whole + frac or "0")) * Fraction(10) ** (exp - len(frac))
    if abs(value) >= MAX_MAGNITUDE:
        raise MpsError(f"{where}: {token!r} is a huge number (|value| >= 1e{len(str(MAX_MAGNITUDE)) - 1})")
    return -value if sign == "-" else value


def _fields(line: str, fixed: bool, section: str | None, at: str) -> list[str]:
    """The data fields of a line; in fixed form, text outside the six field columns is an error."""
    if not fixed:
        return line.split()
    gaps = [line[:1], *(line[b:a] for (_, b), (a, _) in zip(_FIXED, _FIXED[1:])), line[_FIXED[-1][1] :]]
    if any(g.strip() for g in gaps):
        raise MpsError(f"{at}: text outside the fixed MPS field columns 2-3, 5-12, 15-22, 25-36, 40-47, 50-61")
    out = [line[a:b].strip() for a, b in _FIXED]
    blank = next((k for k, word in enumerate(out) if " " in word), None)
    if blank is not None:
        raise MpsError(f"{at}, field {blank + 1}: a name with a blank (HiGHS would read the file differently)")
    if section in ("COLUMNS", "RHS", "RANGES"):
        if out[0]:
            raise MpsError(f"{at}, field 1: columns 2-3 must be blank in {section}")
        out = out[1:]
    while out and not out[-1]:
        out.pop()
    if "" in out and not (section == "COLUMNS" and len(out) == 4 and out[1] == "'MARKER'"):
        raise MpsError(f"{at}, field {out.index('') + 1}: an empty field between fields")
    return out


@dataclass
class _State:
    fixed: bool
    name: str = ""
    sense: str = "minimize"
    objective_row: str | None = None
    free_rows: set[str] = field(default_factory=set)
    row_type: dict[str, str] = field(default_factory=dict)
    row_order: list[str] = field(default_factory=list)
    columns: dict[str, int] = field(default_factory=dict)
    integer: list[bool] = field(default_factory=list)
    entries: dict[tuple[str, int], Fraction] = field(default_factory=dict)
    cost: dict[int, Fraction] = field(default_factory=dict)
    rhs: dict[str, Fraction] = field(default_factory=dict)
    ranges: dict[str, Fraction] = field(default_factory=dict)
    lower: dict[int, Fraction | None] = field(default_factory=dict)
    upper: dict[int, Fraction | None] = field(default_factory=dict)
    sets: dict[str, str] = field(default_factory=dict)
    in_marker: bool = False
    last_column: str | None = None
    marked: dict[int, str] = field(default_factory=dict)  # INTORG columns -> where they start
    sides: set[tuple[int, str]] = field(default_factory=set)  # (column, "lower" | "upper") given in BOUNDS
    integer_at: str | None = None


def _name(token: str, where: str) -> str:
    if len(token) > MAX_NAME_CHARS or not token.isprintable():
        raise MpsError(f"{where}: name {token[:40]!r} is not a printable name of at most {MAX_NAME_CHARS} characters")
    return token


def _row(st: _State, fields: list[str], at: str) -> None:
    if len(fields) != 2 or fields[0] not in ("N", "E", "L", "G"):
        raise MpsError(f"{at}, field 1: a ROWS line is a type N, E, L or G and a row name")
    kind, name = fields[0], _name(fields[1], f"{at}, field 2")
    if name in st.row_type or name == st.objective_row or name in st.free_rows:
        raise MpsError(f"{at}, field 2: duplicate row {name!r}")
    if kind == "N":
        if st.objective_row is None:
            st.objective_row = name
        else:
            st.free_rows.add(name)
        return
    if len(st.row_type) >= MAX_ROWS:
        raise MpsError(f"{at}: more than {MAX_ROWS} constraint rows")
    st.row_type[name] = kind
    st.row_order.append(name)


def _pairs(st: _State, fields: list[str], first: int, at: str) -> list[tuple[str, Fraction, str]]:
    """(row, value, where) pairs from fields[first:], refusing unknown rows."""
    rest = fields[first:]
    if len(rest) not in (2, 4):
        raise MpsError(f"{at}: expected one or two (row name, value) pairs after field {first}")
    out = []
    for k in range(0, len(rest), 2):
        row_at = f"{at}, field {first + k + 1}"
        row = rest[k]
        if row not in st.row_type and row != st.objective_row and row not in st.free_rows:
            raise MpsError(f"{row_at}: unknown row {row[:40]!r}")
        out.append((row, parse_number(rest[k + 1], f"{at}, field {first + k + 2}"), row_at))
    return out


def _column(st: _State, fields: list[str], at: str) -> None:
    if len(fields) in (3, 4) and fields[1] == "'MARKER'":
        if len(fields) == 4 and fields[2]:
            raise MpsError(f"{at}: a MARKER line is a name, 'MARKER' and 'INTORG' or 'INTEND'")
        marker = fields[-1]
        if marker not in ("'INTORG'", "'INTEND'") or (marker == "'INTORG'") == st.in_marker:
            raise MpsError(f"{at}, field 3: marker {marker[:20]!r} is not a matching 'INTORG'/'INTEND'")
        st.in_marker = marker == "'INTORG'"
        return
    if len(fields) < 3:
        raise MpsError(f"{at}: a COLUMNS line is a column name and one or two (row name, value) pairs")
    col = _name(fields[0], f"{at}, field 1")
    if col != st.last_column:
        if col in st.columns:
            raise MpsError(f"{at}, field 1: column {col!r} appears again after other columns")
        if len(st.columns) >= MAX_COLS:
            raise MpsError(f"{at}: more than {MAX_COLS} columns")
        st.columns[col] = len(st.columns)
        st.integer.append(st.in_marker)
        st.last_column = col
        if st.in_marker:
            st.marked[st.columns[col]] = at
            st.integer_at = st.integer_at or at
    j = st.columns[col]
    for row, value, row_at in _pairs(st, fields, 1, at):
        if row in st.free_rows:
            continue
        key = (row, j)
        if row != st.objective_row and value and abs(value) <= SMALLEST_COEFFICIENT:
            raise MpsError(f"{row_at}: coefficient {value} has magnitude at most 1e-9 (HiGHS would drop it)")
        if (row == st.objective_row and j in st.cost) or key in st.entries:
            raise MpsError(f"{row_at}: duplicate entry for column {col!r} in row {row!r}")
        if row == st.objective_row:
            st.cost[j] = value
        else:
            st.entries[key] = value


def _set_name(st: _State, section: str, name: str, at: str) -> None:
    if st.sets.setdefault(section, name) != name:
        raise MpsError(f"{at}, field 1: a second {section} set {name[:40]!r}; only one is read")


def _rhs_or_range(st: _State, section: str, fields: list[str], at: str) -> None:
    if len(fields) not in (3, 5):
        raise MpsError(f"{at}: a {section} line is a set name and one or two (row name, value) pairs")
    _set_name(st, section, fields[0], at)
    if section == "RHS" and (fields[0] in st.row_type or fields[0] == st.objective_row or fields[0] in st.free_rows):
        raise MpsError(f"{at}, field 1: RHS set {fields[0]!r} is named like a row (HiGHS reads it as that row)")
    target = st.rhs if section == "RHS" else st.ranges
    for row, value, row_at in _pairs(st, fields, 1, at):
        if (row == st.objective_row and section == "RANGES") or row in st.free_rows:
            what = "a free row's right-hand side" if section == "RHS" else "a range"
            raise MpsError(f"{row_at}: {section} on the N row {row!r} ({what}) is not supported")
        if row in target:
            raise MpsError(f"{row_at}: duplicate {section} entry for row {row!r}")
        target[row] = value


def _infinite(token: str, sign: int) -> bool:
    t = token.lower()
    return t in ({"inf", "+inf", "infinity", "+infinity"} if sign > 0 else {"-inf", "-infinity"})


def _bound(st: _State, fields: list[str], at: str) -> None:
    if not fields or fields[0] not in BOUND_TYPES:
        got = fields[0][:8] if fields else ""
        raise MpsError(f"{at}, field 1: bound type {got!r} is not one of {', '.join(BOUND_TYPES)}")
    kind = fields[0]
    needs_value = kind not in ("FR", "MI", "PL", "BV")
    if len(fields) != (4 if needs_value else 3):
        raise MpsError(f"{at}: a {kind} bound is type, set name, column{', value' if needs_value else ''}")
    _set_name(st, "BOUNDS", fields[1], at)
    if fields[1] in st.columns:
        raise MpsError(f"{at}, field 2: bound set {fields[1]!r} is named like a column (HiGHS reads it as that column)")
    j = st.columns.get(fields[2])
    if j is None:
        raise MpsError(f"{at}, field 3: unknown column {fields[2][:40]!r}")
    for side in _BOUND_SIDES.get(kind, ("lower", "upper")):  # FX, FR and BV set both sides
        if (j, side) in st.sides:
            raise MpsError(f"{at}: a second {side} bound on column {fields[2]!r} (HiGHS would ignore it)")
        st.sides.add((j, side))
    value: Fraction | None = None
    if needs_value:
        token, where = fields[3], f"{at}, field 4"
        if kind in ("UP", "UI") and _infinite(token, +1):
            st.upper[j] = None
            st.integer[j] = st.integer[j] or kind == "UI"
            st.integer_at = st.integer_at or (at if kind == "UI" else None)
            return
        if kind in ("LO", "LI") and _infinite(token, -1):
            st.lower[j] = None
            st.integer[j] = st.integer[j] or kind == "LI"
            st.integer_at = st.integer_at or (at if kind == "LI" else None)
            return
        value = parse_number(token, where)
    if kind in ("UP", "UI"):
        assert value is not None
        if value < 0 and j not in st.lower:
            raise MpsError(
                f"{at}, field 4: {kind} {token} < 0 on column {fields[2]!r} whose lower bound is the default 0; "
                "give its LO (or MI) bound first"
            )
        st.upper[j] = value
    elif kind in ("LO", "LI"):
        st.lower[j] = value
    elif kind == "FX":
        st.lower[j] = st.upper[j] = value
    elif kind == "FR":
        st.lower[j] = st.upper[j] = None
    elif kind == "MI":
        st.lower[j] = None
    elif kind == "PL":
        st.upper[j] = None
    elif kind == "BV":
        st.lower[j], st.upper[j] = Fraction(0), Fraction(1)
    if kind in ("BV", "LI", "UI"):
        st.integer[j] = True
        st.integer_at = st.integer_at or at


def _header(st: _State, line: str, expected: int, at: str) -> tuple[str, int]:
    words = line.split()
    section = words[0]
    if section not in _SECTIONS:
        raise MpsError(f"{at}, field 1: unknown or unsupported section {section[:20]!r}")
    k = _SECTIONS.index(section)
    if k < expected:
        raise MpsError(f"{at}, field 1: section {section} is out of order or repeated")
    if section == "NAME":
        st.name = line[4:].strip()[:MAX_NAME_CHARS]
    elif section == "OBJSENSE" and len(words) > 1:
        if len(words) > 2 or words[1].upper() not in ("MIN", "MAX"):
            raise MpsError(f"{at}, field 2: OBJSENSE on its header line is MIN or MAX (HiGHS ignores other words)")
        _objsense(st, words[1], at)
        return "OBJSENSE-DONE", k + 1
    elif len(words) > 1:
        raise MpsError(f"{at}, field 2: unexpected text after the section name {section}")
    return section, k + 1


def _objsense(st: _State, word: str, at: str) -> None:
    sense = {"MIN": "minimize", "MINIMIZE": "minimize", "MAX": "maximize", "MAXIMIZE": "maximize"}.get(word.upper())
    if sense is None:
        raise MpsError(f"{at}: OBJSENSE {word[:20]!r} is not MIN or MAX")
    st.sense = sense


def parse_mps(text: str, fmt: str = "free") -> MpsModel:
    """The exact LP/MIP of an MPS text, or an MpsError naming the first problem's line and field."""
    if fmt not in ("free", "fixed"):
        raise MpsError(f"MPS format {fmt!r} is not free or fixed")
    if len(text) > MAX_CHARS:
        raise MpsError(f"MPS text of {len(text)} characters exceeds the bound {MAX_CHARS}")
    lines = text.split("\n")
    if len(lines) > MAX_LINES:
        raise MpsError(f"MPS text of {len(lines)} lines exceeds the bound {MAX_LINES}")
    st = _State(fixed=fmt == "fixed")
    section, expected, ended = None, 0, False
    for number, raw in enumerate(lines, start=1):
        at = f"line {number}"
        line = raw.rstrip("\r")
        if len(line) > MAX_LINE_CHARS:
            raise MpsError(f"{at}: {len(line)} characters exceed the bound {MAX_LINE_CHARS}")
        if not line.strip() or line.startswith("*"):
            continue
        if not line.isascii() or not line.isprintable():
            raise MpsError(f"{at}: only printable ASCII is allowed")
        if ended:
            raise MpsError(f"{at}: text after ENDATA")
        if not line[0].isspace():
            section, expected = _header(st, line, expected, at)
            ended = section == "ENDATA"
            if section == "COLUMNS" and st.objective_row is None and not st.row_type:
                raise MpsError(f"{at}: COLUMNS before any row was declared")
            continue
        if section == "OBJSENSE":
            words = line.split()
            if len(words) != 1:
                raise MpsError(f"{at}: an OBJSENSE line is MIN or MAX")
            _objsense(st, words[0], at)
            section = "OBJSENSE-DONE"
            continue
        fields = _fields(line, st.fixed, section, at)
        if fields and fields[0].upper() in _HEADER_WORDS:
            raise MpsError(f"{at}, field 1: a data line starting with {fields[0]!r} (a section header to HiGHS)")
        if section == "ROWS":
            _row(st, fields, at)
        elif section == "COLUMNS":
            _column(st, fields, at)
        elif section in ("RHS", "RANGES"):
            _rhs_or_range(st, section, fields, at)
        elif section == "BOUNDS":
            _bound(st, fields, at)
        else:
            raise MpsError(f"{at}: data line outside a section that takes data ({section or 'before NAME'})")
    if not ended:
        raise MpsError(f"line {len(lines)}: missing ENDATA")
    if st.in_marker:
        raise MpsError("ENDATA: an INTORG marker has no INTEND")
    names = list(st.columns)
    for j, where in st.marked.items():
        if (j, "lower") not in st.sides and (j, "upper") not in st.sides:
            raise MpsError(
                f"{where}: integer column {names[j]!r} (INTORG) has no BOUNDS entry: HiGHS reads it as binary, "
                "CPLEX as [0, +inf); give its bounds (e.g. UP 1, or PL for no upper bound)"
            )
    return _model(st)


def _model(st: _State) -> MpsModel:
    n = len(st.columns)
    if not st.row_order or n == 0:
        raise MpsError("ENDATA: the problem needs at least one constraint row and one column")
    lower = [st.lower.get(j, ZERO) for j in range(n)]
    upper = [st.upper.get(j) for j in range(n)]
    for col, j in st.columns.items():
        lo, up = lower[j], upper[j]
        if lo is not None and up is not None and lo > up:
            raise MpsError(f"BOUNDS: column {col!r} has lower bound {lo} above its upper bound {up}")
    by_row: dict[str, dict[int, Fraction]] = {name: {} for name in st.row_order}
    for (name, j), value in st.entries.items():
        if value:
            by_row[name][j] = value
    rows: list[str] = []
    matrix: list[dict[int, Fraction]] = []
    senses: list[str] = []
    rhs: list[Fraction] = []
    row_of: list[int] = []
    for source, name in enumerate(st.row_order):
        coeffs = by_row[name]
        b, kind = st.rhs.get(name, ZERO), st.row_type[name]
        if name in st.ranges:
            r = st.ranges[name]
            if kind == "E":
                lo, hi = (b, b + r) if r >= 0 else (b + r, b)
            elif kind == "L":
                lo, hi = b - abs(r), b
            else:
                lo, hi = b, b + abs(r)
            parts = [("=", lo)] if lo == hi else [(">=", lo), ("<=", hi)]
        else:
            parts = [({"E": "=", "L": "<=", "G": ">="}[kind], b)]
        for sense, value in parts:
            rows.append(name)
            matrix.append(coeffs)
            senses.append(sense)
            rhs.append(value)
            row_of.append(source)
    nonzeros = sum(len(row) for row in matrix)
    if len(matrix) > MAX_ROWS or nonzeros > MAX_ENTRIES:
        raise MpsError(
            f"ENDATA: {len(matrix)} constraints with {nonzeros} nonzero coefficients exceed the bounds "
            f"({MAX_ROWS} constraints, {MAX_ENTRIES} nonzeros; a ranged row counts twice)"
        )
    return MpsModel(
        st.name,
        st.sense,
        list(st.columns),
        rows,
        [st.cost.get(j, ZERO) for j in range(n)],
        matrix,
        senses,
        rhs,
        lower,
        upper,
        list(st.integer),
        -st.rhs.get(st.objective_row, ZERO) if st.objective_row is not None else ZERO,
        given_rows=list(st.row_order),
        row_of=row_of,
        integer_at=st.integer_at,
    )
