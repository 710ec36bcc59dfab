"""The checkers' own reader of CPLEX LP file text (trusted code; shares nothing with the provider's reader).

It reads the subject ``{"lp": text}`` into the LP the certificate refers to. The rules (part of
``lp-certificate/1`` and ``mip-certificate/1``) are the part of the CPLEX LP format that HiGHS's own reader
reads the same way; everything else is a :class:`BadRequest` naming line and column:

- text: printable ASCII, tabs, lines ended by LF or CRLF; ``\\`` starts a comment to the end of the line.
  Tokens: numbers ``12``, ``1.5``, ``.5``, ``2e-3`` (read exactly by :func:`.mps_read.number`: at most 30
  significant digits, |value| < 10^15); names: characters other than blanks and ``\\ : + - * ^ < > = [ ]``,
  not starting with a digit, ``/`` or ``.`` and a digit, at most 64 of them; ``+ - :``; comparisons ``<``,
  ``<=``, ``=<`` (all mean <=), ``>``, ``>=``, ``=>`` (>=), ``=``, ``==``. ``* ^ / [ ] ->`` are refused.
- A section starts where a line's first token is a keyword not followed by ``:``: ``minimize``,
  ``minimise``, ``minimum``, ``min``, ``maximize``, ``maximise``, ``maximum``, ``max``; ``subject to`` and
  ``such that`` (both words on the line), ``st``, ``s.t.``, ``st.``; ``bounds``, ``bound``; ``general``,
  ``generals``, ``gen``, ``integer``, ``integers``; ``binary``, ``binaries``, ``bin``; ``end`` (any case).
  ``semi``, ``semis``, ``semi-continuous`` and ``sos`` sections are refused. A keyword, ``subject``, ``such``,
  ``free``, ``inf`` and ``infinity`` are never names. The text starts with a section and ends with ``end``;
  sections come in any order and may repeat, except the objective, which comes exactly once.
- objective: ``[name:]`` and an expression: terms ``[+|-] number name``, ``[+|-] name``, ``[+|-] number``
  (a constant, at most one), one sign per term, a sign before every term but the first, no variable twice.
- constraint: ``[name:] expression comparison [+|-] number``, no constant, and the next token on a new
  line: a constraint never ends mid-line. Constraint names are unique; a row without one has no name.
- bound: ``x free``, ``x c v``, ``v c x``, ``v <= x <= w`` or ``v >= x >= w`` (c a comparison), the next token
  on a new line; v a signed number or ``inf``/``infinity``, -inf only as a lower and +inf only as an upper
  bound. A later bound replaces an earlier one.
- General and Binary list names of integer variables; a Binary variable gets [0, 1] and may have no bound.
- Variables are columns in order of first appearance, bounds default [0, +inf). Refused at the end: an upper
  bound below 0 on a variable whose lower bound is never given (HiGHS reads [0, u], CPLEX [-inf, u]), a
  lower bound above the upper, a nonzero constraint coefficient of magnitude at most 1e-9 (HiGHS drops it).
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, NamedTuple

from .mps_read import MAX_CHARS, MAX_COLS, MAX_ENTRIES, MAX_LINES, MAX_ROWS, ZERO, nonzeros, number
from .rationals import BadRequest

_TOK = re.compile(
    r"(?P<num>(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<name>[^\s\\:+\-*^<>=\[\]/][^\s\\:+\-*^<>=\[\]]*)"
    r"|(?P<op><=|>=|=<|=>|==|->|[<>=:+\-*^/\[\]])|(?P<space>[ \t]+)",
    re.ASCII,
)
_BAD = re.compile(r"[^\t -~]")
_KEYS = {
    **dict.fromkeys(("minimize", "minimise", "minimum", "min"), "min"),
    **dict.fromkeys(("maximize", "maximise", "maximum", "max"), "max"),
    **dict.fromkeys(("st", "s.t.", "st."), "st"),
    **dict.fromkeys(("bounds", "bound"), "bounds"),
    **dict.fromkeys(("general", "generals", "gen", "integer", "integers"), "general"),
    **dict.fromkeys(("binary", "binaries", "bin"), "binary"),
    **dict.fromkeys(("semi", "semis", "sos"), "refused"),
    "end": "end",
}
_RESERVED = set(_KEYS) | {"subject", "such", "free", "inf", "infinity"}
_SENSE = {"<": "<=", "<=": "<=", "=<": "<=", ">": ">=", ">=": ">=", "=>": ">=", "=": "=", "==": "="}
_SMALL = Fraction(1, 10**9)


class Tok(NamedTuple):
    kind: str  # num, name, op
    text: str
    where: str
    first: bool  # the first token on its line


def _lex(text: str) -> list[Tok]:
    out: list[Tok] = []
    for k, raw in enumerate(text.split("\n"), 1):
        if len(raw) > 4096:
            raise BadRequest(f"subject.lp line {k}: longer than 4096 characters")
        line = raw[:-1] if raw.endswith("\r") else raw
        line = line.split("\\", 1)[0]
        bad = _BAD.search(line)
        if bad is not None:
            raise BadRequest(f"subject.lp line {k}, column {bad.start() + 1}: {bad.group()!r} is not printable ASCII")
        pos, first = 0, True
        while pos < len(line):
            m = _TOK.match(line, pos)
            where = f"subject.lp line {k}, column {pos + 1}"
            if m is None:
                raise BadRequest(f"{where}: unexpected character {line[pos]!r}")
            if m.lastgroup != "space":
                out.append(Tok(m.lastgroup or "", m.group(), where, first))
                first = False
            pos = m.end()
    return out


def read_lpfile(subject: dict[str, Any]) -> dict[str, Any]:
    """The LP of an LP-format subject, in this package's model dict (see :mod:`.model`)."""
    text = subject.get("lp")
    if not isinstance(text, str) or len(text) > MAX_CHARS or text.count("\n") >= MAX_LINES:
        raise BadRequest("subject.lp must be LP text within the bounds")
    return _Reader(_lex(text)).read()


class _Reader:
    def __init__(self, toks: list[Tok]) -> None:
        self.toks, self.i = toks, 0
        self.cols: dict[str, int] = {}
        self.cost: dict[int, Fraction] = {}
        self.lo: dict[int, Fraction | None] = {}
        self.up: dict[int, Fraction | None] = {}
        self.lower_given: set[int] = set()
        self.bounded: set[int] = set()
        self.integer: set[int] = set()
        self.binary: set[int] = set()
        self.A: list[dict[int, Fraction]] = []
        self.senses: list[str] = []
        self.b: list[Fraction] = []
        self.names: list[str | None] = []
        self.named: set[str] = set()  # the names given so far (a list lookup would cost rows squared)
        self.sign: int | None = None
        self.constant = ZERO

    def at(self, k: int = 0) -> Tok | None:
        return self.toks[self.i + k] if self.i + k < len(self.toks) else None

    def text(self, k: int = 0) -> str:
        t = self.at(k)
        return "" if t is None else t.text

    def where(self) -> str:
        t = self.at()
        return t.where if t else "subject.lp: at the end of the text"

    def section(self) -> tuple[str, int] | None:
        """(section, tokens of its keyword) when a section starts here."""
        t, after = self.at(), self.at(1)
        if t is None or t.kind != "name" or not t.first or (after is not None and after.text == ":"):
            return None
        word = t.text.lower()
        pair = after is not None and after.kind == "name" and not after.first and after.text.lower()
        if (word, pair) in (("subject", "to"), ("such", "that")):
            return "st", 2
        return (_KEYS[word], 1) if word in _KEYS else None

    def done(self) -> bool:
        return self.at() is None or self.section() is not None

    def name(self, what: str) -> str:
        t = self.at()
        if t is None or t.kind != "name" or t.text.lower() in _RESERVED or len(t.text) > 64:
            raise BadRequest(f"{self.where()}: expected {what}, not {t.text if t else 'the end'!r}")
        self.i += 1
        return t.text

    def column(self) -> int:
        where, name = self.where(), self.name("a variable name")
        if name not in self.cols:
            if len(self.cols) >= MAX_COLS:
                raise BadRequest(f"{where}: more than {MAX_COLS} variables")
            self.cols[name] = len(self.cols)
        return self.cols[name]

    def read(self) -> dict[str, Any]:
        while True:
            where, key = self.where(), self.section()
            if key is None:
                raise BadRequest(f"{where}: expected a section keyword (the text ends with End)")
            self.i += key[1]
            if key[0] == "end":
                if self.at() is not None:
                    raise BadRequest(f"{self.where()}: text after End")
                return self.model()
            if key[0] in ("min", "max"):
                if self.sign is not None:
                    raise BadRequest(f"{where}: a second objective")
                self.sign = 1 if key[0] == "min" else -1
                if self.text(1) == ":":
                    self.name("an objective name")
                    self.i += 1
                self.cost, const = self.expression(True)
                self.constant = ZERO if const is None else const
            elif key[0] == "st":
                while not self.done():
                    self.constraint()
            elif key[0] == "bounds":
                while not self.done():
                    self.bound()
                    self.line_ends("a bound")
            elif key[0] in ("general", "binary"):
                while not self.done():
                    j = self.column()
                    self.integer.add(j)
                    if key[0] == "binary":
                        self.binary.add(j)
            else:
                raise BadRequest(f"{where}: semi-continuous and SOS sections are not read")

    def expression(self, objective: bool) -> tuple[dict[int, Fraction], Fraction | None]:
        terms: dict[int, Fraction] = {}
        const = None
        while not self.done() and (objective or self.text() not in _SENSE):
            where, sign = self.where(), 1
            if self.text() in ("+", "-"):
                sign = -1 if self.text() == "-" else 1
                self.i += 1
            elif terms or const is not None:
                raise BadRequest(f"{where}: expected + or - before the next term")
            t = self.at()
            if t is None or self.section() is not None or t.kind not in ("num", "name"):
                raise BadRequest(f"{self.where()}: expected a number or a variable")
            coef = Fraction(sign)
            if t.kind == "num":
                coef = sign * number(t.text, t.where)
                self.i += 1
                after = self.at()
                if after is None or after.kind != "name" or self.section() is not None:
                    if not objective or const is not None:
                        raise BadRequest(f"{t.where}: a constant is allowed once, in the objective")
                    const = coef
                    continue
            if not objective and coef and abs(coef) <= _SMALL:
                raise BadRequest(f"{t.where}: a coefficient of magnitude at most 1e-9 (HiGHS drops it)")
            where = self.where()
            j = self.column()
            if j in terms:
                raise BadRequest(f"{where}: a variable twice in one expression")
            terms[j] = coef
        return terms, const

    def signed(self, infinite_ok: bool) -> Fraction | str:
        """[+|-] number, or (bounds) [+|-] inf: a Fraction, "+inf" or "-inf"."""
        sign = 1
        if self.text() in ("+", "-"):
            sign = -1 if self.text() == "-" else 1
            self.i += 1
        t = self.at()
        if t is not None and infinite_ok and t.kind == "name" and t.text.lower() in ("inf", "infinity"):
            self.i += 1
            return "-inf" if sign < 0 else "+inf"
        if t is None or t.kind != "num":
            raise BadRequest(f"{self.where()}: expected a number")
        self.i += 1
        return sign * number(t.text, t.where)

    def line_ends(self, what: str) -> None:
        t = self.at()
        if t is not None and not t.first:
            raise BadRequest(f"{t.where}: {what} ends here; the next one starts on a new line")

    def comparison(self) -> str:
        t = self.at()
        if t is None or t.text not in _SENSE:
            raise BadRequest(f"{self.where()}: expected <=, >= or =")
        self.i += 1
        return _SENSE[t.text]

    def constraint(self) -> None:
        name = None
        if self.text(1) == ":":
            where, name = self.where(), self.name("a constraint name")
            if name in self.named:
                raise BadRequest(f"{where}: constraint {name!r} named twice")
            self.named.add(name)
            self.i += 1
        where = self.where()
        terms, _ = self.expression(False)
        if not terms:
            raise BadRequest(f"{where}: a constraint without a variable")
        sense = self.comparison()
        rhs = self.signed(False)
        self.line_ends("a constraint")
        if len(self.A) >= MAX_ROWS:
            raise BadRequest(f"{where}: more than {MAX_ROWS} constraints")
        self.A.append(terms)
        self.senses.append(sense)
        self.b.append(rhs)  # type: ignore[arg-type]
        self.names.append(name)

    def bound(self) -> None:
        t, where = self.at(), self.where()
        assert t is not None
        if t.kind == "name" and t.text.lower() not in ("inf", "infinity"):
            j = self.column()
            after = self.at()
            if after is not None and after.kind == "name" and after.text.lower() == "free":
                self.i += 1
                self.set(j, ">=", "-inf", where)
                self.set(j, "<=", "+inf", where)
                return
            sense = self.comparison()
            self.set(j, sense, self.signed(True), where)
            return
        value = self.signed(True)
        sense = self.comparison()
        j = self.column()
        flip = {"<=": ">=", ">=": "<=", "=": "="}[sense]
        if self.text() in _SENSE:
            if sense == "=" or self.comparison() != sense:
                raise BadRequest(f"{where}: a double bound is v <= x <= w or v >= x >= w")
            self.set(j, flip, value, where)
            self.set(j, sense, self.signed(True), where)
            return
        self.set(j, flip, value, where)

    def set(self, j: int, sense: str, value: Fraction | str, where: str) -> None:
        if (value == "+inf" and sense != "<=") or (value == "-inf" and sense != ">="):
            raise BadRequest(f"{where}: -inf only as a lower bound, +inf only as an upper bound")
        self.bounded.add(j)
        if sense in (">=", "="):
            self.lo[j] = None if value == "-inf" else value  # type: ignore[assignment]
            self.lower_given.add(j)
        if sense in ("<=", "="):
            self.up[j] = None if value == "+inf" else value  # type: ignore[assignment]

    def model(self) -> dict[str, Any]:
        n, names = len(self.cols), list(self.cols)
        if self.sign is None or not self.A or not n or nonzeros(self.A) > MAX_ENTRIES:
            raise BadRequest(f"subject.lp: needs an objective, a constraint, and at most {MAX_ENTRIES} nonzeros")
        clash = sorted(self.binary & self.bounded)
        if clash:
            raise BadRequest(f"subject.lp: Binary variable {names[clash[0]]!r} has a bound (readers disagree on it)")
        for j in self.binary:
            self.lo[j], self.up[j] = ZERO, Fraction(1)
        lower = [self.lo.get(j, ZERO) for j in range(n)]
        upper = [self.up.get(j) for j in range(n)]
        for j, (lo, up) in enumerate(zip(lower, upper)):
            if up is not None and up < 0 and j not in self.lower_given:
                raise BadRequest(f"subject.lp: variable {names[j]!r} has an upper bound below 0 and no lower bound")
            if lo is not None and up is not None and lo > up:
                raise BadRequest(f"subject.lp: variable {names[j]!r} has its lower bound above its upper bound")
        return {
            "c": [self.cost.get(j, ZERO) for j in range(n)],
            "A": self.A,
            "senses": self.senses,
            "b": self.b,
            "lower": lower,
            "upper": upper,
            "sign": self.sign,
            "integer": [j in self.integer for j in range(n)],
            "constant": self.constant,
            "columns": names,
            "rows": self.names,
            "row_of": list(range(len(self.A))),
        }
