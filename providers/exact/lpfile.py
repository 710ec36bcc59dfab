"""Jacobian's bounded reader of the CPLEX LP file format (pure Python, no backend): LP text -> an exact LP or MIP.

It reads the part of the format that HiGHS's own LP reader (``Highs.readModel``) reads the same way, and
refuses the rest with an :class:`~.mps.MpsError` naming line and column. The checkers read the same rules
with their own reader (``checkers/exact/lpfile_read.py``); ``tests/differential/test_lp_cplex.py`` holds
both against HiGHS's reader.

- Text: printable ASCII and tabs, lines ended by LF or CRLF; ``\\`` starts a comment to the end of its line.
- Tokens: numbers ``12``, ``1.5``, ``.5``, ``2e-3`` (read exactly with the MPS reader's bounds: at most 30
  significant digits, magnitude below 10^15); names of at most 64 characters other than blanks and
  ``\\ : + - * ^ < > = [ ]``, not starting with a digit, ``/`` or ``.`` and a digit; ``+``, ``-``, ``:``;
  comparisons ``<``, ``<=``, ``=<`` (all <=), ``>``, ``>=``, ``=>`` (>=), ``=``, ``==``. Quadratic
  (``[ ]``, ``^``, ``*``), ``/`` and indicator (``->``) syntax is refused.
- Sections start where a line's first token is a keyword that ``:`` does not follow (any case):
  ``Minimize``/``Minimise``/``Minimum``/``Min``, ``Maximize``/``Maximise``/``Maximum``/``Max``, ``Subject To``
  and ``Such That`` (on one line), ``st``, ``s.t.``, ``st.``, ``Bounds``/``Bound``,
  ``General``/``Generals``/``Gen``/``Integer``/``Integers``, ``Binary``/``Binaries``/``Bin``, ``End``.
  Semi-continuous and SOS sections are refused. A keyword, ``subject``, ``such``, ``free``, ``inf`` and
  ``infinity`` are never names. The text starts with a section and ends with ``End``; sections come in any
  order and may repeat, the objective exactly once.
- Objective: ``[name:]`` then terms ``[+|-] [number] name`` and at most one constant ``[+|-] number``;
  one sign per term, a sign before every term but the first; no variable twice in one expression.
- Constraints ``[name:] terms comparison [+|-] number`` may span lines, but the next constraint starts on
  a new line: a token after the right-hand side on the same line is refused (HiGHS refuses it too; reading
  it as the start of the next constraint would solve a different model). No constant on the left, no
  variable without a coefficient row (``c: >= 1``), names unique; an unnamed constraint is reported as
  ``R<k>`` (its 1-based position).
- Bounds, one per line: ``x free``, ``x c v``, ``v c x``, ``v <= x <= w``, ``v >= x >= w`` (c a comparison;
  v a signed number or ``inf``/``infinity``, -inf only below, +inf only above). A later bound replaces
  an earlier one.
- General and Binary list integer variables; a Binary variable gets [0, 1] and must have no bound (HiGHS
  keeps a given bound, other readers do not).
- Variables are columns in order of first appearance, default bounds [0, +inf). Refused: an upper bound
  below 0 on a variable whose lower bound is never given (HiGHS reads [0, u], CPLEX [-inf, u]), a lower
  bound above the upper, a nonzero constraint coefficient of magnitude at most 1e-9 (HiGHS drops it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from .mps import MAX_CHARS, MAX_COLS, MAX_ENTRIES, MAX_LINES, MAX_NAME_CHARS, MAX_ROWS, ZERO, MpsError, MpsModel
from .mps import parse_number as _mps_number

MAX_LINE_CHARS = 4096
SMALLEST_COEFFICIENT = Fraction(1, 10**9)  # HiGHS's small_matrix_value: entries at or below it are dropped
_LEXEME = re.compile(
    r"(?P<num>(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<name>[^\s\\:+\-*^<>=\[\]/][^\s\\:+\-*^<>=\[\]]*)"
    r"|(?P<cmp><=|>=|=<|=>|==|[<>=])|(?P<bad>->|[*^/\[\]])|(?P<op>[+\-:])|(?P<blank>[ \t]+)",
    re.ASCII,
)
_NOT_PRINTABLE = re.compile(r"[^\t -~]")
_KEYWORD = {
    **dict.fromkeys(("minimize", "minimise", "minimum", "min"), "MIN"),
    **dict.fromkeys(("maximize", "maximise", "maximum", "max"), "MAX"),
    **dict.fromkeys(("st", "s.t.", "st."), "ST"),
    **dict.fromkeys(("bounds", "bound"), "BOUNDS"),
    **dict.fromkeys(("general", "generals", "gen", "integer", "integers"), "GENERAL"),
    **dict.fromkeys(("binary", "binaries", "bin"), "BINARY"),
    **dict.fromkeys(("semi", "semis", "sos"), "UNSUPPORTED"),
    "end": "END",
}
_TWO_WORD = {("subject", "to"), ("such", "that")}
_NOT_A_NAME = set(_KEYWORD) | {"subject", "such", "free", "inf", "infinity"}
_SENSE = {"<": "<=", "<=": "<=", "=<": "<=", ">": ">=", ">=": ">=", "=>": ">=", "=": "=", "==": "="}
_INFINITE = {"inf", "infinity"}


@dataclass(frozen=True)
class Token:
    kind: str  # num, name, cmp, op
    text: str
    line: int
    column: int
    starts_line: bool

    @property
    def at(self) -> str:
        return f"line {self.line}, column {self.column}"


def tokens(text: str) -> list[Token]:
    """The tokens of LP text, comments and blanks dropped, or an MpsError at the first character not read."""
    if len(text) > MAX_CHARS:
        raise MpsError(f"LP text of {len(text)} characters exceeds the bound {MAX_CHARS}")
    lines = text.split("\n")
    if len(lines) > MAX_LINES:
        raise MpsError(f"LP text of {len(lines)} lines exceeds the bound {MAX_LINES}")
    out: list[Token] = []
    for number, raw in enumerate(lines, 1):
        if len(raw) > MAX_LINE_CHARS:
            raise MpsError(f"line {number}, column {MAX_LINE_CHARS + 1}: line longer than {MAX_LINE_CHARS} characters")
        code = raw.removesuffix("\r").partition("\\")[0]
        bad = _NOT_PRINTABLE.search(code)
        if bad:
            raise MpsError(f"line {number}, column {bad.start() + 1}: {bad.group()!r} is not printable ASCII")
        pos, starts_line = 0, True
        while pos < len(code):
            m = _LEXEME.match(code, pos)
            if m is None or m.lastgroup == "bad":
                shown = code[pos : pos + 2] if m is None else m.group()
                raise MpsError(f"line {number}, column {pos + 1}: {shown!r} (quadratic, indicator or other syntax)")
            if m.lastgroup != "blank":
                out.append(Token(m.lastgroup or "", m.group(), number, pos + 1, starts_line))
                starts_line = False
            pos = m.end()
    return out


@dataclass
class _Model:
    columns: dict[str, int] = field(default_factory=dict)
    cost: dict[int, Fraction] = field(default_factory=dict)
    constant: Fraction = ZERO
    sense: str | None = None
    rows: list[tuple[str | None, dict[int, Fraction], str, Fraction]] = field(default_factory=list)
    row_names: set[str] = field(default_factory=set)
    lower: dict[int, Fraction | None] = field(default_factory=dict)
    upper: dict[int, Fraction | None] = field(default_factory=dict)
    lower_given: set[int] = field(default_factory=set)
    bound_at: dict[int, str] = field(default_factory=dict)  # where a variable's first bound was given
    integer_at: dict[int, str] = field(default_factory=dict)  # where a variable was first declared integer
    binary: set[int] = field(default_factory=set)


class _Parser:
    def __init__(self, toks: list[Token]) -> None:
        self.toks, self.k, self.m = toks, 0, _Model()

    def peek(self, ahead: int = 0) -> Token | None:
        k = self.k + ahead
        return self.toks[k] if k < len(self.toks) else None

    def here(self) -> str:
        tok = self.peek()
        if tok is not None:
            return tok.at
        last = self.toks[-1] if self.toks else None
        return f"line {last.line if last else 1}, after the last token"

    def keyword(self) -> tuple[str, int] | None:
        """The section a keyword here starts, with the keyword's token count; None if no keyword is here."""
        tok, nxt = self.peek(), self.peek(1)
        if tok is None or tok.kind != "name" or not tok.starts_line or (nxt is not None and nxt.text == ":"):
            return None
        word = tok.text.lower()
        if nxt is not None and nxt.kind == "name" and not nxt.starts_line and (word, nxt.text.lower()) in _TWO_WORD:
            return "ST", 2
        key = _KEYWORD.get(word)
        return None if key is None else (key, 1)

    def section_over(self) -> bool:
        return self.peek() is None or self.keyword() is not None

    def take_name(self, what: str) -> Token:
        tok = self.peek()
        if tok is None or tok.kind != "name":
            raise MpsError(f"{self.here()}: expected {what}, found {tok.text if tok else 'the end'!r}")
        if tok.text.lower() in _NOT_A_NAME:
            raise MpsError(f"{tok.at}: {tok.text!r} is a keyword of the LP format, not {what}")
        if len(tok.text) > MAX_NAME_CHARS:
            raise MpsError(f"{tok.at}: a name longer than {MAX_NAME_CHARS} characters")
        self.k += 1
        return tok

    def variable(self) -> int:
        tok = self.take_name("a variable name")
        if tok.text not in self.m.columns:
            if len(self.m.columns) >= MAX_COLS:
                raise MpsError(f"{tok.at}: more than {MAX_COLS} variables")
            self.m.columns[tok.text] = len(self.m.columns)
        return self.m.columns[tok.text]

    def number(self, allow_infinite: bool) -> Fraction | str:
        """[+|-] number, or with ``allow_infinite`` [+|-] inf: a Fraction, "+inf" or "-inf"."""
        negative = False
        tok = self.peek()
        if tok is not None and tok.text in ("+", "-"):
            negative, self.k = tok.text == "-", self.k + 1
        tok = self.peek()
        if tok is not None and allow_infinite and tok.kind == "name" and tok.text.lower() in _INFINITE:
            self.k += 1
            return "-inf" if negative else "+inf"
        if tok is None or tok.kind != "num":
            raise MpsError(f"{self.here()}: expected a number, found {tok.text if tok else 'the end'!r}")
        self.k += 1
        value = _mps_number(tok.text, tok.at)
        return -value if negative else value

    def end_of_line(self, what: str) -> None:
        tok = self.peek()
        if tok is not None and not tok.starts_line:
            raise MpsError(f"{tok.at}: {tok.text!r} after the end of {what}; the next one starts on a new line")

    def parse(self) -> _Model:
        while True:
            start, key = self.here(), self.keyword()
            if key is None:
                raise MpsError(f"{start}: expected a section keyword (Minimize, Subject To, ..., End)")
            self.k += key[1]
            section = key[0]
            if section == "END":
                if self.peek() is not None:
                    raise MpsError(f"{self.here()}: text after End")
                return self.m
            if section == "UNSUPPORTED":
                raise MpsError(f"{start}: semi-continuous and SOS sections are not supported")
            if section in ("MIN", "MAX"):
                if self.m.sense is not None:
                    raise MpsError(f"{start}: a second objective section")
                self.m.sense = "minimize" if section == "MIN" else "maximize"
                nxt = self.peek(1)
                if nxt is not None and nxt.text == ":":
                    self.take_name("an objective name")
                    self.k += 1
                self.m.cost, self.m.constant = self.expression(in_objective=True)
            elif section == "ST":
                while not self.section_over():
                    self.constraint()
            elif section == "BOUNDS":
                while not self.section_over():
                    self.bound()
                    self.end_of_line("a bound")
            else:
                while not self.section_over():
                    at = self.here()
                    j = self.variable()
                    self.m.integer_at.setdefault(j, at)
                    if section == "BINARY":
                        self.m.binary.add(j)

    def expression(self, in_objective: bool) -> tuple[dict[int, Fraction], Fraction]:
        terms: dict[int, Fraction] = {}
        constant: Fraction | None = None
        while not self.section_over():
            tok = self.peek()
            assert tok is not None
            if not in_objective and tok.kind == "cmp":
                break
            negative = False
            if tok.text in ("+", "-"):
                negative, self.k = tok.text == "-", self.k + 1
            elif terms or constant is not None:
                raise MpsError(f"{tok.at}: expected + or - between terms, found {tok.text!r}")
            tok = self.peek()
            if tok is None or self.keyword() is not None or tok.kind not in ("num", "name"):
                raise MpsError(f"{self.here()}: expected a term (a number or a variable)")
            value = Fraction(-1 if negative else 1)
            if tok.kind == "num":
                self.k += 1
                value *= _mps_number(tok.text, tok.at)
                nxt = self.peek()
                if nxt is None or nxt.kind != "name" or self.keyword() is not None:
                    if not in_objective:
                        raise MpsError(f"{tok.at}: a constant term in a constraint (move it to the right-hand side)")
                    if constant is not None:
                        raise MpsError(f"{tok.at}: a second constant term in the objective")
                    constant = value
                    continue
            if not in_objective and value and abs(value) <= SMALLEST_COEFFICIENT:
                raise MpsError(f"{tok.at}: coefficient {value} has magnitude at most 1e-9 (HiGHS would drop it)")
            var = self.peek()
            assert var is not None
            j = self.variable()
            if j in terms:
                raise MpsError(f"{var.at}: variable {var.text!r} appears twice in one expression")
            terms[j] = value
        return terms, ZERO if constant is None else constant

    def constraint(self) -> None:
        name: str | None = None
        start = self.peek()
        assert start is not None
        nxt = self.peek(1)
        if nxt is not None and nxt.text == ":":
            name = self.take_name("a constraint name").text
            if name in self.m.row_names:
                raise MpsError(f"{start.at}: constraint name {name!r} repeated")
            self.m.row_names.add(name)
            self.k += 1
        terms, _ = self.expression(in_objective=False)
        tok = self.peek()
        if tok is None or tok.kind != "cmp":
            raise MpsError(f"{self.here()}: expected <=, >= or = after the terms of a constraint")
        if not terms:
            raise MpsError(f"{tok.at}: a constraint without variables")
        self.k += 1
        rhs = self.number(allow_infinite=False)
        assert isinstance(rhs, Fraction)
        self.end_of_line("a constraint")
        if len(self.m.rows) >= MAX_ROWS:
            raise MpsError(f"{start.at}: more than {MAX_ROWS} constraints")
        self.m.rows.append((name, terms, _SENSE[tok.text], rhs))

    def bound(self) -> None:
        start = self.peek()
        assert start is not None
        if start.kind == "name" and start.text.lower() not in _INFINITE:  # x free | x c v
            j = self.variable()
            tok = self.peek()
            if tok is not None and tok.kind == "name" and tok.text.lower() == "free":
                self.k += 1
                self.set_bound(j, ">=", "-inf", start.at)
                self.set_bound(j, "<=", "+inf", start.at)
                return
            if tok is None or tok.kind != "cmp":
                raise MpsError(f"{self.here()}: expected free, <=, >= or = after the variable of a bound")
            self.k += 1
            self.set_bound(j, _SENSE[tok.text], self.number(allow_infinite=True), start.at)
            return
        value = self.number(allow_infinite=True)  # v c x [c w]
        tok = self.peek()
        if tok is None or tok.kind != "cmp":
            raise MpsError(f"{self.here()}: expected <=, >= or = after the value of a bound")
        self.k += 1
        j = self.variable()
        sense = _SENSE[tok.text]
        mirrored = {"<=": ">=", ">=": "<=", "=": "="}[sense]
        second = self.peek()
        if second is not None and second.kind == "cmp":
            if sense == "=" or _SENSE[second.text] != sense:
                raise MpsError(f"{second.at}: a bound on both sides is v <= x <= w or v >= x >= w")
            self.k += 1
            self.set_bound(j, mirrored, value, start.at)
            self.set_bound(j, sense, self.number(allow_infinite=True), start.at)
            return
        self.set_bound(j, mirrored, value, start.at)

    def set_bound(self, j: int, sense: str, value: Fraction | str, at: str) -> None:
        if (value == "+inf" and sense != "<=") or (value == "-inf" and sense != ">="):
            raise MpsError(f"{at}: an infinite bound is -inf below or +inf above")
        self.m.bound_at.setdefault(j, at)
        if sense in (">=", "="):
            self.m.lower[j] = None if value == "-inf" else value  # type: ignore[assignment]
            self.m.lower_given.add(j)
        if sense in ("<=", "="):
            self.m.upper[j] = None if value == "+inf" else value  # type: ignore[assignment]


def parse_lp(text: str) -> MpsModel:
    """The exact LP/MIP of CPLEX LP text, or an MpsError naming the first problem's line and column."""
    m = _Parser(tokens(text)).parse()
    names = list(m.columns)
    n = len(names)
    if m.sense is None:
        raise MpsError("End: the text has no Minimize or Maximize section")
    nonzeros = sum(1 for _, terms, _, _ in m.rows for v in terms.values() if v)
    if not m.rows or n == 0 or nonzeros > MAX_ENTRIES:
        raise MpsError(f"End: {len(m.rows)} constraints with {nonzeros} nonzeros: none, or beyond {MAX_ENTRIES}")
    clash = sorted(m.binary & set(m.bound_at))
    if clash:
        j = clash[0]
        raise MpsError(f"{m.bound_at[j]}: Binary variable {names[j]!r} has a bound; give it in Bounds or Binary")
    for j in m.binary:
        m.lower[j], m.upper[j] = ZERO, Fraction(1)
    lower = [m.lower.get(j, ZERO) for j in range(n)]
    upper = [m.upper.get(j) for j in range(n)]
    for j, name in enumerate(names):
        lo, up = lower[j], upper[j]
        if up is not None and up < 0 and j not in m.lower_given:
            raise MpsError(
                f"{m.bound_at[j]}: variable {name!r} has upper bound {up} < 0 and no lower bound "
                "(readers disagree: [0, u] or [-inf, u]); give its lower bound"
            )
        if lo is not None and up is not None and lo > up:
            raise MpsError(f"{m.bound_at[j]}: variable {name!r} has lower bound {lo} above its upper bound {up}")
    return MpsModel(
        "",
        m.sense,
        names,
        [name if name is not None else f"R{i + 1}" for i, (name, _, _, _) in enumerate(m.rows)],
        [m.cost.get(j, ZERO) for j in range(n)],
        [{j: v for j, v in sorted(terms.items()) if v} for _, terms, _, _ in m.rows],
        [sense for _, _, sense, _ in m.rows],
        [rhs for _, _, _, rhs in m.rows],
        lower,
        upper,
        [j in m.integer_at for j in range(n)],
        m.constant,
        given_rows=[name for name, _, _, _ in m.rows],
        row_of=list(range(len(m.rows))),
        integer_at=next(iter(m.integer_at.values()), None),
    )
