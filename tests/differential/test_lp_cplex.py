"""Differential reading of CPLEX LP text: Jacobian's two readers held against HiGHS's own reader.

Reference: ``highspy.Highs().readModel(path)`` (HiGHS 1.16's LP parser), the model read back with
``getModel()``. Ours: the checker's reader (``checkers/exact/lpfile_read.py``, the trusted one) through
its ``canonical()``, and in a second comparison the provider's reader (``providers/exact/lpfile.py``).
The corpus is :mod:`.gen_lp` with the seed below. Wherever HiGHS reads a text, ours reads the same model
or refuses; no text is read by ours alone (no extension is declared).

Exact values: HiGHS keeps doubles. A double is turned back into the exact value of the text's own
literal whose double it is (``Fraction`` of that literal's decimal text, when exactly one literal of the
text has that double), else into the double's exact binary value. So a literal with more digits than a
double holds is compared by what it says, and a value HiGHS computed or invented (a binary's upper bound
1, a dropped entry) is compared by what HiGHS holds. Conventions are normalised in the canonical form
only: a row's sense is its bounds (``>= b`` is [b, null]), HiGHS's ``HiGHS_R<i>`` name of an unnamed row
is no name (the generator never writes a name starting ``HiGHS_R``), infinities are ``null``. The
generators never write two distinct literals with the same double in one text (the mapping would be
ambiguous; long literals are random digits).
"""

from __future__ import annotations

import re
import tempfile
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import highspy
import pytest

from jacobian.checkers.exact import lpfile_read
from jacobian.checkers.exact.model import canonical
from jacobian.checkers.exact.rationals import BadRequest
from jacobian.providers.exact import lpfile
from jacobian.providers.exact.mps import MpsError, MpsModel

from .gen_lp import LpTexts
from .harness import Refused, compare, corpus_size

SEED = 20260826
_LITERAL = re.compile(r"(?<![A-Za-z0-9_.])(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eEdD][+-]?[0-9]+)?")


class HighsReader:
    """HiGHS's reading of texts, one Highs object and one scratch directory, each text read once."""

    def __init__(self, suffix: str) -> None:
        self.suffix = suffix
        self.highs = highspy.Highs()
        self.highs.setOptionValue("output_flag", False)
        self.dir = tempfile.TemporaryDirectory()
        self.path = Path(self.dir.name) / f"model{suffix}"
        self.seen: dict[str, Any] = {}

    def __call__(self, text: str) -> dict[str, Any]:
        if text not in self.seen:
            self.seen[text] = self._read(text)
        got = self.seen[text]
        if isinstance(got, str):
            raise Refused(got)
        return got

    def _read(self, text: str) -> dict[str, Any] | str:
        self.path.write_bytes(text.encode("utf-8"))
        self.highs.clearModel()
        if self.highs.readModel(str(self.path)) == highspy.HighsStatus.kError:
            return "HiGHS's reader refused the text"
        model = self.highs.getModel()
        return highs_canonical(model.lp_, model.hessian_.dim_ > 0, literals(text))


def literals(text: str) -> dict[float, set[Fraction]]:
    """The text's decimal literals by their double: float -> the exact values that round to it."""
    out: dict[float, set[Fraction]] = {}
    for lit in _LITERAL.findall(text):
        try:
            exact = Fraction(Decimal(lit.replace("d", "e").replace("D", "e")))
            out.setdefault(float(exact), set()).add(exact)
        except (ArithmeticError, ValueError):  # (beyond a double: no double comes from it)
            continue
    return out


def exact(value: float, lits: dict[float, set[Fraction]]) -> str:
    """A double as the exact value of the unique literal it came from, else as its exact binary value."""
    if value != value or value in (float("inf"), float("-inf")):
        return repr(value)  # (a NaN or an infinity where ours has a number: a difference, never equal)
    candidates = lits.get(abs(value), set())
    if len(candidates) == 1:
        (v,) = candidates
        return str(-v if value < 0 else v)
    return str(Fraction(value))


def names_of(get: Any, count: int) -> list[Any]:
    """HiGHS's names (None each when it cleared them, as it does for two alike); a name that is not UTF-8
    (an NBSP split by its reader) is a marker no name of ours equals."""
    try:
        return list(get()) or [None] * count
    except UnicodeDecodeError:
        return ["<a name that is not UTF-8>"] * count


def highs_canonical(lp: Any, quadratic: bool, lits: dict[float, set[Fraction]]) -> dict[str, Any]:
    """HiGHS's model in the canonical form of checkers/exact/model.py (written here, independently)."""
    inf = highspy.kHighsInf

    def bound(v: float, infinite: float) -> str | None:
        return None if v == infinite else exact(v, lits)

    n, m = lp.num_col_, lp.num_row_
    integrality = list(lp.integrality_) or [highspy.HighsVarType.kContinuous] * n
    kinds = {highspy.HighsVarType.kContinuous: False, highspy.HighsVarType.kInteger: True}
    col_names = names_of(lambda: lp.col_names_, n)
    columns = [
        {
            "name": col_names[j],
            "cost": exact(lp.col_cost_[j], lits),
            "lower": bound(lp.col_lower_[j], -inf),
            "upper": bound(lp.col_upper_[j], inf),
            "integer": kinds.get(integrality[j], str(integrality[j])),
        }
        for j in range(n)
    ]
    entries: list[list[list[Any]]] = [[] for _ in range(m)]
    a = lp.a_matrix_
    starts, index, value = list(a.start_), list(a.index_), list(a.value_)
    colwise = a.format_ == highspy.MatrixFormat.kColwise
    for outer in range(n if colwise else m):
        for k in range(starts[outer], starts[outer + 1]):
            i, j = (index[k], outer) if colwise else (outer, index[k])
            if value[k] != 0:
                entries[i].append([j, exact(value[k], lits)])
    names = names_of(lambda: lp.row_names_, m)
    rows = [
        {
            "name": None if names[i] == f"HiGHS_R{i}" else names[i],
            "lower": bound(lp.row_lower_[i], -inf),
            "upper": bound(lp.row_upper_[i], inf),
            "coefficients": sorted(entries[i]),
        }
        for i in range(m)
    ]
    sense = "minimize" if lp.sense_ == highspy.ObjSense.kMinimize else "maximize"
    form = {"sense": sense, "objective_constant": exact(lp.offset_, lits), "columns": columns, "rows": rows}
    return {**form, "quadratic": True} if quadratic else form


def provider_canonical(model: MpsModel) -> dict[str, Any]:
    """The provider's MpsModel in the canonical form (its own conversion, not the checker's)."""

    def txt(v: Fraction | None) -> str | None:
        return None if v is None else str(v)

    columns = [
        {
            "name": name,
            "cost": str(model.objective[j]),
            "lower": txt(model.lower[j]),
            "upper": txt(model.upper[j]),
            "integer": model.integer[j],
        }
        for j, name in enumerate(model.columns)
    ]
    given = model.given_rows if model.given_rows is not None else model.rows
    row_of = model.row_of if model.row_of is not None else list(range(len(model.rows)))
    rows: dict[int, dict[str, Any]] = {}
    for i, source in enumerate(row_of):
        row = rows.setdefault(
            source,
            {
                "name": given[source],
                "lower": None,
                "upper": None,
                "coefficients": [[j, str(v)] for j, v in sorted(model.matrix[i].items()) if v],
            },
        )
        if model.senses[i] in (">=", "="):
            row["lower"] = str(model.rhs[i])
        if model.senses[i] in ("<=", "="):
            row["upper"] = str(model.rhs[i])
    return {
        "sense": model.sense,
        "objective_constant": str(model.objective_constant),
        "columns": columns,
        "rows": [rows[k] for k in sorted(rows)],
    }


def checker_reads(text: str) -> dict[str, Any]:
    try:
        return canonical(lpfile_read.read_lpfile({"lp": text}))
    except BadRequest as exc:
        raise Refused(str(exc)) from None


def provider_reads(text: str) -> dict[str, Any]:
    try:
        return provider_canonical(lpfile.parse_lp(text))
    except MpsError as exc:
        raise Refused(str(exc)) from None


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    return LpTexts(SEED).texts(corpus_size())


@pytest.fixture(scope="module")
def highs() -> HighsReader:
    return HighsReader(".lp")


def _share(counts: Any) -> None:
    """At least a third of the corpus is read alike, and the rest is not all one kind of refusal."""
    assert counts.differ == 0 and counts.extension_only_ours == 0
    assert counts.read_alike * 3 >= counts.generated, counts
    assert counts.refused_by_both > 0 and counts.refused_by_ours_only > 0, counts


def test_the_checkers_lp_reader_reads_what_highs_reads_or_refuses(corpus, highs):
    counts = compare("cplex-lp (checker)", "HiGHS readModel", corpus, checker_reads, highs)
    _share(counts)


def test_the_providers_lp_reader_reads_what_highs_reads_or_refuses(corpus, highs):
    counts = compare("cplex-lp (provider)", "HiGHS readModel", corpus, provider_reads, highs)
    _share(counts)


def test_the_issue_texts_are_in_the_comparison(highs):
    """The reproductions of issue 26 item 1, and the same LP written as meant, compared the same way."""
    mid_line = "Maximize\n obj: y\nSubject To\n c1: x >= 2 y\n - x >= -4\nEnd\n"
    as_meant = "Maximize\n obj: y\nSubject To\n c1: x - 2 y >= 0\n - x >= -4\nEnd\n"
    counts = compare("cplex-lp (issue 26)", "HiGHS readModel", [mid_line, as_meant], checker_reads, highs)
    assert (counts.refused_by_both, counts.read_alike) == (1, 1)
