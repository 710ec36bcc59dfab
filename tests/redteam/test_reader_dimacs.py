"""DIMACS texts our readers read and CaDiCaL's and PySAT's readers refuse (found by
``tests/differential/test_dimacs.py``): before the fix both our readers (the provider's and the
checker's) took a no-break space or a form feed for a separator, so ``sat.solve`` answered these
texts VERIFIED, about a formula no solver's own reader would read. Now each is INVALID_REQUEST
naming the line and column, before any job starts, and the checker refuses the text too."""

from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.checkers.sat.dimacs import DimacsError, parse_dimacs
from jacobian.contracts.enums import AssuranceLevel, Conclusion

from .reader_runtime import run_calls

# (text, line, column) of the first character no solver reads as our readers did
MISREAD = [
    ("p\u00a0cnf 2 1\n1 -2 0\n", 1, 1),  # a no-break space inside the header
    ("p cnf 2 1\n1\x0c-2 0\n", 2, 1),  # a form feed between two literals
    ("p cnf 2 1\n1 -2 0\n\x0b\n", 3, 1),  # a line of one vertical tab, taken for a blank line
    ("p cnf 2 1\n1\u2009-2 0\n", 2, 1),  # a thin space between two literals
    ("p cnf 2 2\n1 -2 0\r2 0\n", 2, 6),  # a lone carriage return taken for a separator
]


@pytest.mark.parametrize("text, line, column", MISREAD)
def test_the_checker_refuses_what_no_solver_reads(text: str, line: int, column: int) -> None:
    with pytest.raises(DimacsError) as err:
        parse_dimacs(text)
    assert err.value.line == line, str(err.value)


def test_sat_solve_refuses_them_before_any_job_and_still_verifies_the_plain_text(tmp_path: Path) -> None:
    plain = "p cnf 2 1\n1 -2 0\n"
    calls = [("sat.solve", {"dimacs": text}) for text, _, _ in MISREAD] + [("sat.solve", {"dimacs": plain})]
    results = run_calls(tmp_path, calls)
    for (text, line, column), r in zip(MISREAD, results[:-1]):
        assert r.assurance.level is not AssuranceLevel.VERIFIED, text
        d = r.diagnostics[0]
        assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.dimacs"), (text, d)
        assert f"line {line}" in d.message and f"column {column}" in d.message, (text, d.message)
    ok = results[-1]
    assert ok.conclusion is Conclusion.SAT and ok.assurance.level is AssuranceLevel.VERIFIED
