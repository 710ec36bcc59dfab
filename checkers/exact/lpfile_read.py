"""The checkers' own reader of CPLEX LP file text (trusted code; shares nothing with the provider's reader).

It reads the subject ``{"lp": text}`` into the LP the certificate refers to, by these rules (part of
``lp-certificate/1`` and ``mip-certificate/1``):

- ``\\`` starts a comment; section keywords stand alone on their line, case-insensitive, in this order:
  ``Minimize|Minimum|Min`` or ``Maximize|Maximum|Max``; ``Subject To|Such That|st|s.t.``;
  optionally ``Bounds|Bound``; optionally ``General|Generals|Gen|Integer|Integers`` and
  ``Binary|Binaries|Bin`` (either order, each once); ``End``, with nothing after it;
- tokens: decimals ``12``, ``1.5``, ``.5``, ``2e-3`` (read exactly by :func:`.mps_read.number`: at most
  30 significant digits, |value| < 10^15); names, a letter or ``_`` then letters, digits, ``_.[]``
  (at most 64 characters; ``inf``/``infinity`` are not names); operators ``+ - : < <= =< > >= => =``;
- the objective is ``[name:]`` then terms ``[+|-] [number] name``, one of which may be a constant;
- constraints, which may span lines, are ``[name:] terms sense [+|-] number``, no variable twice and no
  constant on the left; ``<``/``=<`` mean ``<=``, ``>``/``=>`` mean ``>=``; rows in file order;
- a Bounds line is ``x free`` or ``x s v``, ``v s x``, ``v <= x <= w`` (s one sense; v a signed number or
  infinity, ``-inf`` only as a lower and ``+inf`` only as an upper bound); a negative upper bound needs
  a lower bound set before it; General and Binary list integer variables, Binary ones get [0, 1];
- variables are columns in order of first appearance anywhere, default bounds [0, +inf).

Anything else is a :class:`BadRequest`.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from .mps_read import MAX_CHARS, MAX_COLS, MAX_ENTRIES, MAX_LINES, MAX_ROWS, ZERO, number
from .rationals import BadRequest

_TOK = re.compile(
    r"(?P<num>(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_.\[\]]*)"
    r"|(?P<op><=|>=|=<|=>|[<>=+\-:])|(?P<space>\s+)",
    re.ASCII,
)
_STAGE = {
    **dict.fromkeys(("minimize", "minimum", "min", "maximize", "maximum", "max"), 0),
    **dict.fromkeys(("subject to", "such that", "st", "s.t."), 1),
    **dict.fromkeys(("bounds", "bound"), 2),
    **dict.fromkeys(("general", "generals", "gen", "integer", "integers", "binary", "binaries", "bin"), 3),
    "end": 4,
}
_SENSES = {"<=": "<=", "<": "<=", "=<": "<=", ">=": ">=", ">": ">=", "=>": ">=", "=": "="}


def _lex(line: str, where: str) -> list[tuple[str, str, str]]:
    """(kind, text, where) per token: kind is num, name, op or inf."""
    out, pos = [], 0
    while pos < len(line):
        m = _TOK.match(line, pos)
        if m is None:
            raise BadRequest(f"{where}, column {pos + 1}: unexpected character {line[pos]!r}")
        kind, text = m.lastgroup or "", m.group()
        if kind == "name" and text.lower() in ("inf", "infinity"):
            kind = "inf"
        if kind == "name" and len(text) > 64:
            raise BadRequest(f"{where}, column {pos + 1}: name too long")
        if kind != "space":
            out.append((kind, text, f"{where}, column {pos + 1}"))
        pos = m.end()
    return out


def read_lpfile(subject: dict[str, Any]) -> dict[str, Any]:
    """The LP of an LP-format subject, as :func:`.mps_read.read_mps` gives it (sparse rows A)."""
    text = subject.get("lp")
    if not isinstance(text, str) or len(text) > MAX_CHARS or len(text.split("\n")) > MAX_LINES:
        raise BadRequest("subject.lp must be LP text within the bounds")
    sections: list[tuple[str, list]] = []  # keyword, tokens of each of its lines
    for k, raw in enumerate(text.split("\n"), 1):
        where, line = f"subject.lp line {k}", raw.rstrip("\r").split("\\")[0]
        if len(raw) > 4096 or not line.isascii() or not line.replace("\t", " ").isprintable():
            raise BadRequest(f"{where}: too long or not printable ASCII")
        key = " ".join(line.lower().split())
        if not key:
            continue
        if key in _STAGE:
            last = _STAGE[sections[-1][0]] if sections else -1
            here = _STAGE[key]
            group = "bin" if key.startswith("bin") else here  # General's names are one section, Binary's another
            done = {"bin" if s.startswith("bin") else _STAGE[s] for s, _ in sections}
            repeat = group in done or (here == last and here != 3)
            if repeat or here < last or (last == -1 and here != 0) or last == 4:
                raise BadRequest(f"{where}: section {key!r} out of order or repeated")
            sections.append((key, []))
        elif not sections or sections[-1][0] == "end":
            raise BadRequest(f"{where}: text before Minimize/Maximize or after End")
        else:
            sections[-1][1].append(_lex(line, where))
    if not sections or sections[-1][0] != "end" or not any(_STAGE[s] == 1 for s, _ in sections):
        raise BadRequest("subject.lp: needs Minimize/Maximize, Subject To and End")
    return _build(sections)


def _build(sections: list[tuple[str, list]]) -> dict[str, Any]:
    cols: dict[str, int] = {}
    lo: dict[int, Fraction | None] = {}
    up: dict[int, Fraction | None] = {}
    integer: set[int] = set()
    c: dict[int, Fraction] = {}
    constant, sign = ZERO, 1
    A: list[dict[int, Fraction]] = []
    senses: list[str] = []
    b: list[Fraction] = []

    def col(tok: tuple[str, str, str]) -> int:
        if tok[0] != "name":
            raise BadRequest(f"{tok[2]}: {tok[1]!r} is not a variable name")
        if tok[1] not in cols:
            if len(cols) >= MAX_COLS:
                raise BadRequest(f"{tok[2]}: too many variables")
            cols[tok[1]] = len(cols)
        return cols[tok[1]]

    def terms(toks: list, allow_constant: bool) -> tuple[dict[int, Fraction], Fraction | None]:
        row: dict[int, Fraction] = {}
        const, i = None, 0
        while i < len(toks):
            s = 1
            if toks[i][0] == "op" and toks[i][1] in ("+", "-"):
                s, i = (-1 if toks[i][1] == "-" else 1), i + 1
            elif i:
                raise BadRequest(f"{toks[i][2]}: a term must start with + or -")
            coef = Fraction(s)
            if i < len(toks) and toks[i][0] == "num":
                coef, i = s * number(toks[i][1], toks[i][2]), i + 1
                if i == len(toks) or toks[i][0] != "name":
                    if not allow_constant or const is not None:
                        raise BadRequest(f"{toks[i - 1][2]}: a constant is allowed once, in the objective")
                    const = coef
                    continue
            if i == len(toks):
                raise BadRequest(f"{toks[i - 1][2]}: a sign without a term")
            j = col(toks[i])
            if j in row:
                raise BadRequest(f"{toks[i][2]}: variable {toks[i][1]!r} twice in one expression")
            row[j], i = coef, i + 1
        return row, const

    def value(part: list) -> Fraction | str:
        s = -1 if part and part[0][1] == "-" else 1
        part = part[1:] if part and part[0][1] in ("+", "-") else part
        if len(part) != 1 or part[0][0] not in ("num", "inf"):
            raise BadRequest(f"{part[0][2] if part else 'Bounds'}: a bound value is a signed number or infinity")
        if part[0][0] == "inf":
            return "-inf" if s < 0 else "+inf"
        return s * number(part[0][1], part[0][2])

    def bound(j: int, sense: str, v: Fraction | str, where: str) -> None:
        if (v == "+inf" and sense != "<=") or (v == "-inf" and sense != ">="):
            raise BadRequest(f"{where}: -inf only below, +inf only above")
        if sense != "<=":
            lo[j] = None if v == "-inf" else v  # type: ignore[assignment]
        if sense != ">=":
            if isinstance(v, Fraction) and v < 0 and j not in lo:
                raise BadRequest(f"{where}: a negative upper bound with the default lower bound 0")
            up[j] = None if v == "+inf" else v  # type: ignore[assignment]

    for key, lines in sections:
        toks = [t for line in lines for t in line]
        if _STAGE[key] == 0:
            sign = 1 if key.startswith("min") else -1
            if len(toks) > 1 and toks[0][0] == "name" and toks[1][1] == ":":
                toks = toks[2:]
            obj, const = terms(toks, True) if toks else ({}, None)
            c, constant = obj, ZERO if const is None else const
        elif _STAGE[key] == 1:
            names: set[str] = set()
            i = 0
            while i < len(toks):
                if i + 1 < len(toks) and toks[i][0] == "name" and toks[i + 1][1] == ":":
                    if toks[i][1] in names:
                        raise BadRequest(f"{toks[i][2]}: constraint {toks[i][1]!r} repeated")
                    names.add(toks[i][1])
                    i += 2
                start = i
                while i < len(toks) and toks[i][1] not in _SENSES:
                    i += 1
                if i == len(toks) or i == start:
                    raise BadRequest(f"{toks[min(start, len(toks) - 1)][2]}: a constraint is terms, a sense, a number")
                row, _ = terms(toks[start:i], False)
                sense, i = _SENSES[toks[i][1]], i + 1
                rhs_sign = 1
                if i < len(toks) and toks[i][1] in ("+", "-") and toks[i][0] == "op":
                    rhs_sign, i = (-1 if toks[i][1] == "-" else 1), i + 1
                if i == len(toks) or toks[i][0] != "num":
                    raise BadRequest(f"{toks[min(i, len(toks) - 1)][2]}: the right-hand side is one number")
                rhs = rhs_sign * number(toks[i][1], toks[i][2])
                i += 1
                if (i < len(toks) and toks[i][1] in _SENSES) or len(A) >= MAX_ROWS:
                    raise BadRequest(f"{toks[i - 1][2]}: a ranged constraint, or too many rows")
                A.append(row)
                senses.append(sense)
                b.append(rhs)
        elif _STAGE[key] == 2:
            for line in lines:
                where = line[0][2]
                if len(line) == 2 and line[1][0] == "name" and line[1][1].lower() == "free":
                    j = col(line[0])
                    lo[j], up[j] = None, None
                    continue
                cuts = [i for i, t in enumerate(line) if t[0] == "op" and t[1] in _SENSES]
                parts = [line[a + 1 : z] for a, z in zip([-1, *cuts], [*cuts, len(line)])]
                ops = [_SENSES[line[i][1]] for i in cuts]
                shape = ["x" if len(p) == 1 and p[0][0] == "name" else "v" for p in parts]
                if shape == ["x", "v"]:
                    bound(col(parts[0][0]), ops[0], value(parts[1]), where)
                elif shape == ["v", "x"]:
                    flip = {"<=": ">=", ">=": "<=", "=": "="}[ops[0]]
                    bound(col(parts[1][0]), flip, value(parts[0]), where)
                elif shape == ["v", "x", "v"] and ops == ["<=", "<="]:
                    j = col(parts[1][0])
                    bound(j, ">=", value(parts[0]), where)
                    bound(j, "<=", value(parts[2]), where)
                else:
                    raise BadRequest(f"{where}: not a bound line")
        elif _STAGE[key] == 3:
            for t in toks:
                j = col(t)
                integer.add(j)
                if key.startswith("bin"):
                    lo[j], up[j] = Fraction(0), Fraction(1)
    n = len(cols)
    if not A or not n or len(A) * n > MAX_ENTRIES:
        raise BadRequest("subject.lp: no constraints or variables, or the matrix exceeds the bounds")
    lower = [lo.get(j, ZERO) for j in range(n)]
    upper = [up.get(j) for j in range(n)]
    if any(a is not None and z is not None and a > z for a, z in zip(lower, upper)):
        raise BadRequest("subject.lp: a variable's lower bound is above its upper bound")
    return {
        "c": [c.get(j, ZERO) for j in range(n)],
        "A": A,
        "senses": senses,
        "b": b,
        "lower": lower,
        "upper": upper,
        "sign": sign,
        "integer": [j in integer for j in range(n)],
        "constant": constant,
    }
