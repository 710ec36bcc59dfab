"""The checkers' own MPS reader (trusted code; shares nothing with the provider's reader).

It reads the subject ``{"mps": text, "mps_format": "free" | "fixed"}`` into the LP the
certificate refers to, by these rules (the format of ``lp-certificate/1`` and ``mip-certificate/1``):

- sections NAME, [OBJSENSE MIN|MAX], ROWS, COLUMNS, [RHS], [RANGES], [BOUNDS], ENDATA in this
  order; ``*`` lines are comments; free form splits on blanks, fixed form reads columns 2-3,
  5-12, 15-22, 25-36, 40-47, 50-61 (COLUMNS, RHS and RANGES lines leave columns 2-3 blank);
- constraints are the non-N rows in ROWS order (the first N row is the objective, other N rows
  are dropped); a ranged row with lo < hi is two constraints ``>= lo``, ``<= hi`` (E: R >= 0 gives
  [b, b+R], R < 0 [b+R, b]; L: [b-|R|, b]; G: [b, b+|R|]); lo = hi gives one ``=`` constraint;
- variables in order of first appearance in COLUMNS, bounds default [0, +inf); UP/LO/FX/FR/MI/PL/BV/LI/UI
  as usual, BV/LI/UI and ``'MARKER'`` ``'INTORG'`` .. ``'INTEND'`` columns integer (the three words exactly
  so quoted); ``inf`` only as UP/UI +inf or LO/LI -inf; at most one bound on each side of a column (FX, FR
  and BV set both); UP < 0 without an earlier LO/MI is refused; an INTORG column needs a BOUNDS entry
  (HiGHS reads it without one as binary, CPLEX as [0, +inf));
- an RHS entry on the objective row is minus the objective's constant (the objective is c x + constant,
  HiGHS's and CPLEX's convention); RANGES on it, and RHS or RANGES on other N rows, are refused;
- numbers are decimals read exactly: at most 30 significant digits, |value| < 10^15; a nonzero constraint
  coefficient of magnitude at most 1e-9 is refused (HiGHS drops it);
- conventions HiGHS reads otherwise are refused: OBJSENSE on its own line takes MIN, MAX, MINIMIZE or
  MAXIMIZE, on the header line only MIN or MAX; a data line's first word is never NAME, OBJSENSE, QCMATRIX,
  QSECTION or CSECTION (any case); an RHS set is not named like a row, a BOUNDS set not like a column;
  fixed-form names hold no blank.

Anything else, and anything the provider's reader would refuse, is a :class:`BadRequest`.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from .rationals import BadRequest

MAX_CHARS, MAX_LINES, MAX_LINE = 4_000_000, 100_000, 255
# Constraints (a ranged row counts twice), columns and nonzero coefficients: the numbers of
# jacobian.contracts.exact_lp, restated because a checker loads no Jacobian code outside checkers/
# (tests/providers/exact/test_lp_bounds.py holds the two equal).
MAX_ROWS, MAX_COLS, MAX_ENTRIES = 20_000, 20_000, 100_000
_NUM = re.compile(r"([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eEdD]([+-]?[0-9]{1,4}))?", re.ASCII)
_ORDER = ["NAME", "OBJSENSE", "ROWS", "COLUMNS", "RHS", "RANGES", "BOUNDS", "ENDATA"]
_COLS = ((1, 3), (4, 12), (14, 22), (24, 36), (39, 47), (49, 61))
ZERO = Fraction(0)
_SMALL = Fraction(1, 10**9)
_HEADERS = {"NAME", "OBJSENSE", "QCMATRIX", "QSECTION", "CSECTION"}  # HiGHS starts a section at these words
_PLUS_INF, _MINUS_INF = {"inf", "+inf", "infinity", "+infinity"}, {"-inf", "-infinity"}


def number(tok: str, where: str, seen: dict[str, Fraction] | None = None) -> Fraction:
    """The exact value of a bounded decimal; ``seen`` remembers this file's tokens (they repeat)."""
    if seen is not None and tok in seen:
        return seen[tok]
    m = _NUM.fullmatch(tok) if len(tok) <= 38 else None
    if m is None or not (m.group(2) or m.group(3)):
        raise BadRequest(f"{where}: {tok[:40]!r} is not a bounded decimal")
    sign, frac, exp = m.group(1), m.group(3) or "", int(m.group(4) or 0)
    digits = m.group(2) + frac
    if len(digits.lstrip("0")) > 30 or abs(exp) > 400:
        raise BadRequest(f"{where}: {tok!r} is out of range")
    k, e = int(digits or "0"), exp - len(frac)  # the value is k * 10^e, read in integers
    if k and (e > 15 or k >= 10 ** (15 - e)):
        raise BadRequest(f"{where}: {tok!r} is out of range")
    k = -k if sign == "-" else k
    v = Fraction(k * 10**e) if e >= 0 else Fraction(k, 10**-e)
    if seen is not None:
        seen[tok] = v
    return v


def _split(line: str, fixed: bool, section: str, where: str) -> list[str]:
    if not fixed:
        return line.split()
    inside = set().union(*(range(a, b) for a, b in _COLS))
    if any(not ch.isspace() for k, ch in enumerate(line) if k not in inside):
        raise BadRequest(f"{where}: text outside the fixed field columns")
    f = [line[a:b].strip() for a, b in _COLS]
    if section in ("COLUMNS", "RHS", "RANGES"):
        if f[0]:
            raise BadRequest(f"{where}: columns 2-3 must be blank")
        f = f[1:]
    while f and not f[-1]:
        f.pop()
    marker = section == "COLUMNS" and len(f) == 4 and f[1] == "'MARKER'" and not f[2]
    if marker:
        f = [f[0], f[1], f[3]]
    if "" in f or any(" " in word for word in f):
        raise BadRequest(f"{where}: an empty field between fields, or a name with a blank")
    return f


def read_mps(subject: dict[str, Any]) -> dict[str, Any]:
    """The LP of an MPS subject in this package's model dict (see :mod:`.model`; A in sparse rows)."""
    text, fmt = subject.get("mps"), subject.get("mps_format", "free")
    if not isinstance(text, str) or len(text) > MAX_CHARS or fmt not in ("free", "fixed"):
        raise BadRequest("subject.mps must be MPS text within the bounds, mps_format free or fixed")
    lines = text.split("\n")
    if len(lines) > MAX_LINES:
        raise BadRequest("subject.mps has too many lines")
    sign, obj, free_rows = 1, None, set()
    kinds: dict[str, str] = {}  # constraint row -> E/L/G, in ROWS order
    cols: dict[str, int] = {}
    integer: list[bool] = []
    marked: list[bool] = []  # from INTORG..INTEND
    coef: dict[str, dict[int, Fraction]] = {}  # row -> column -> entry (sparse rows)
    rhs: dict[str, Fraction] = {}
    rng: dict[str, Fraction] = {}
    lo: dict[int, Fraction | None] = {}
    up: dict[int, Fraction | None] = {}
    sets: dict[str, str] = {}
    sides: set[tuple[int, str]] = set()  # (column, "lo" | "up") given in BOUNDS
    seen: dict[str, Fraction] = {}  # token -> value, within this file
    section, pos, marker, last, done = "", 0, False, None, False
    constant: Fraction | None = None
    for k, raw in enumerate(lines, 1):
        where, line = f"subject.mps line {k}", raw.rstrip("\r")
        if len(line) > MAX_LINE:
            raise BadRequest(f"{where}: line too long")
        if not line.strip() or line[0] == "*":
            continue
        if done or not line.isascii() or not line.isprintable():
            raise BadRequest(f"{where}: text after ENDATA or not printable ASCII")
        if not line[0].isspace():
            words = line.split()
            if words[0] not in _ORDER or _ORDER.index(words[0]) < pos:
                raise BadRequest(f"{where}: section {words[0][:20]!r} unknown, repeated or out of order")
            section, pos = words[0], _ORDER.index(words[0]) + 1
            done = section == "ENDATA"
            if section == "OBJSENSE" and len(words) == 2:
                if words[1].upper() not in ("MIN", "MAX"):  # HiGHS reads OBJSENSE MAXIMIZE as minimize
                    raise BadRequest(f"{where}: OBJSENSE on the header line is MIN or MAX")
                words, section = words[1:], "OBJSENSE"
            elif section != "NAME" and len(words) > 1:
                raise BadRequest(f"{where}: text after the section name")
            else:
                continue
        if section == "OBJSENSE":
            words = words if not line[0].isspace() else line.split()
            senses = {"MIN": 1, "MINIMIZE": 1, "MAX": -1, "MAXIMIZE": -1}
            if len(words) != 1 or words[0].upper() not in senses:
                raise BadRequest(f"{where}: OBJSENSE must be MIN or MAX")
            sign, section = senses[words[0].upper()], "OBJSENSE done"
            continue
        f = _split(line, fmt == "fixed", section, where)
        if f and f[0].upper() in _HEADERS:
            raise BadRequest(f"{where}: a data line starting with {f[0]!r} (HiGHS reads a section header)")
        if section == "ROWS":
            if len(f) != 2 or f[0] not in "NELG" or len(f[0]) != 1:
                raise BadRequest(f"{where}: a ROWS line is N/E/L/G and a name")
            if f[1] in kinds or f[1] == obj or f[1] in free_rows or len(f[1]) > 64:
                raise BadRequest(f"{where}: duplicate or overlong row {f[1][:40]!r}")
            if f[0] == "N":
                free_rows.add(f[1]) if obj is not None else None
                obj = f[1] if obj is None else obj
            elif len(kinds) >= MAX_ROWS:
                raise BadRequest(f"{where}: too many rows")
            else:
                kinds[f[1]] = f[0]
        elif section == "COLUMNS":
            if len(f) == 3 and f[1] == "'MARKER'":
                if f[2] != ("'INTEND'" if marker else "'INTORG'"):
                    raise BadRequest(f"{where}: unmatched marker")
                marker = not marker
                continue
            if f[0] != last:
                if f[0] in cols or len(cols) >= MAX_COLS or len(f[0]) > 64:
                    raise BadRequest(f"{where}: column {f[0][:40]!r} repeated, overlong or too many columns")
                cols[f[0]], last = len(cols), f[0]
                integer.append(marker)
                marked.append(marker)
            for row, v in _pairs(f[1:], kinds, obj, free_rows, seen, where):
                if row in free_rows:
                    continue
                if row != obj and v and abs(v) <= _SMALL:
                    raise BadRequest(f"{where}: a coefficient of magnitude at most 1e-9 (HiGHS drops it)")
                entries = coef.setdefault(row, {})
                if cols[f[0]] in entries:
                    raise BadRequest(f"{where}: duplicate entry in row {row!r}")
                entries[cols[f[0]]] = v
        elif section in ("RHS", "RANGES"):
            if len(f) not in (3, 5) or sets.setdefault(section, f[0]) != f[0]:
                raise BadRequest(f"{where}: a {section} line is one set name and one or two pairs")
            if section == "RHS" and (f[0] in kinds or f[0] == obj or f[0] in free_rows):
                raise BadRequest(f"{where}: the RHS set is named like a row (HiGHS reads it as that row)")
            target = rhs if section == "RHS" else rng
            for row, v in _pairs(f[1:], kinds, obj, free_rows, seen, where):
                if row == obj and section == "RHS" and constant is None:
                    constant = -v  # the objective row's RHS: minus the objective constant
                elif row not in kinds or row in target:
                    raise BadRequest(f"{where}: {section} on an objective, free or already given row {row!r}")
                else:
                    target[row] = v
        elif section == "BOUNDS":
            _bound(f, cols, sets, lo, up, integer, sides, where)
        else:
            raise BadRequest(f"{where}: data outside a data section")
    if not done or marker or not kinds or not cols:
        raise BadRequest("subject.mps: no ENDATA, an open INTORG, or no rows or columns")
    for name, j in cols.items():
        if marked[j] and not any((j, side) in sides for side in ("lo", "up")):
            raise BadRequest(f"subject.mps: INTORG column {name!r} has no BOUNDS entry (binary or [0, +inf)?)")
    lp = _assemble(sign, kinds, cols, integer, coef, rhs, rng, lo, up, obj)
    return {**lp, "constant": ZERO if constant is None else constant}


def _pairs(f: list[str], kinds: dict, obj: Any, free: set, seen: dict, where: str) -> list[tuple[str, Fraction]]:
    if len(f) not in (2, 4):
        raise BadRequest(f"{where}: expected one or two (row, value) pairs")
    out = []
    for row, tok in zip(f[::2], f[1::2]):
        if row not in kinds and row != obj and row not in free:
            raise BadRequest(f"{where}: unknown row {row[:40]!r}")
        v = seen.get(tok)
        out.append((row, number(tok, where, seen) if v is None else v))
    return out


_SIDES = {"UP": ("up",), "UI": ("up",), "PL": ("up",), "LO": ("lo",), "LI": ("lo",), "MI": ("lo",)}


def _bound(f: list[str], cols: dict, sets: dict, lo: dict, up: dict, integer: list, sides: set, where: str) -> None:
    kind = f[0] if f else ""
    valued = kind in ("UP", "LO", "FX", "LI", "UI")
    if not (valued or kind in ("FR", "MI", "PL", "BV")) or len(f) != (4 if valued else 3):
        raise BadRequest(f"{where}: not a bound line (type, set, column[, value])")
    if sets.setdefault("BOUNDS", f[1]) != f[1] or f[2] not in cols or f[1] in cols:
        raise BadRequest(f"{where}: a second bound set, an unknown column, or a set named like a column")
    j = cols[f[2]]
    for side in _SIDES.get(kind, ("lo", "up")):  # HiGHS ignores a second bound on one side
        if (j, side) in sides:
            raise BadRequest(f"{where}: a second {'lower' if side == 'lo' else 'upper'} bound on {f[2]!r}")
        sides.add((j, side))
    if kind in ("BV", "LI", "UI"):
        integer[j] = True
    if valued and kind in ("UP", "UI") and f[3].lower() in _PLUS_INF:
        up[j] = None
    elif valued and kind in ("LO", "LI") and f[3].lower() in _MINUS_INF:
        lo[j] = None
    elif valued:
        v = number(f[3], where)
        if kind in ("UP", "UI") and v < 0 and j not in lo:
            raise BadRequest(f"{where}: negative upper bound on a column whose lower bound is the default 0")
        if kind in ("UP", "UI", "FX"):
            up[j] = v
        if kind in ("LO", "LI", "FX"):
            lo[j] = v
    else:
        if kind in ("FR", "MI"):
            lo[j] = None
        if kind in ("FR", "PL"):
            up[j] = None
        if kind == "BV":
            lo[j], up[j] = Fraction(0), Fraction(1)


def nonzeros(A: list[dict[int, Fraction]]) -> int:
    """The nonzero coefficients of sparse rows (what the bounds count: never rows x columns)."""
    return sum(1 for row in A for v in row.values() if v)


def _assemble(sign, kinds, cols, integer, coef, rhs, rng, lo, up, obj) -> dict[str, Any]:
    n = len(cols)
    lower = [lo.get(j, ZERO) for j in range(n)]
    upper = [up.get(j) for j in range(n)]
    if any(a is not None and b is not None and a > b for a, b in zip(lower, upper)):
        raise BadRequest("subject.mps: a column's lower bound is above its upper bound")
    A, senses, b, row_of = [], [], [], []
    for source, (row, kind) in enumerate(kinds.items()):
        a_row = coef.get(row, {})
        bi = rhs.get(row, ZERO)
        if row in rng:
            r = rng[row]
            lo_hi = {"E": (min(bi, bi + r), max(bi, bi + r)), "L": (bi - abs(r), bi), "G": (bi, bi + abs(r))}[kind]
            parts = [("=", lo_hi[0])] if lo_hi[0] == lo_hi[1] else [(">=", lo_hi[0]), ("<=", lo_hi[1])]
        else:
            parts = [({"E": "=", "L": "<=", "G": ">="}[kind], bi)]
        for s, v in parts:
            A.append(a_row)
            senses.append(s)
            b.append(v)
            row_of.append(source)
    if len(A) > MAX_ROWS or nonzeros(A) > MAX_ENTRIES:
        raise BadRequest(f"subject.mps: more than {MAX_ROWS} constraints or {MAX_ENTRIES} nonzero coefficients")
    objective = coef.get(obj, {})
    c = [objective.get(j, ZERO) for j in range(n)]
    names = {"columns": list(cols), "rows": list(kinds), "row_of": row_of}
    return {
        "c": c,
        "A": A,
        "senses": senses,
        "b": b,
        "lower": lower,
        "upper": upper,
        "sign": sign,
        "integer": integer,
        **names,
    }
