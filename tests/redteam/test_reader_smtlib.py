"""SMT-LIB scripts our readers read otherwise than Z3 and cvc5 do (found by
``tests/differential/test_smtlib.py``), now refused by both our readers:

- a command after ``(exit)``: a solver stops reading there, the provider's gate ran it anyway,
  so ``smt.check`` answered UNSAT for a script whose assertions (as any solver reads it) are
  satisfiable;
- an assertion annotated ``(! t n1)`` (no ``:named``): both solvers refuse it, the checkers read
  it as ``t``;
- a second ``set-logic``, or one after a declaration: both solvers refuse it (cvc5 even when it
  is the only one, having set its logic at the first declaration), our readers took it;
- a malformed command our readers ignore (``(check-sat x)``, ``(exit exit)``, ``(set-info :status)``):
  a solver refuses the whole script, the gate blanked the command and ran the rest, so ``smt.check``
  answered SAT, VERIFIED, for a script no solver runs (seen before the fix, as UNSAT, COMPUTED, for
  the script with a command after ``(exit)``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.checkers.smt.subject import Rejected, read_subject
from jacobian.contracts.enums import Conclusion
from jacobian.providers.smt.script import ScriptError, check_script

from .reader_runtime import run_calls

AFTER_EXIT = "(declare-const x Int)\n(assert (> x 0))\n(exit)\n(assert (< x 0))\n"
MISREAD = [
    AFTER_EXIT,
    "(declare-const x Int)\n(assert (! (> x 0) n1))\n",
    "(declare-const x Int)\n(assert (! (> x 0) :namedn1))\n",
    "(set-logic QF_LIA)\n(set-logic QF_LRA)\n(declare-const x Int)\n(assert (> x 0))\n",
    "(declare-const x Int)\n(set-logic QF_LIA)\n(assert (> x 0))\n",
    "(declare-const x Int)\n(assert (> x 0))\n(check-sat x)\n",
    "(set-info :status)\n(declare-const x Int)\n(assert (> x 0))\n",
    "(declare-const x Int)\n(assert (> x 0))\n(exit exit)\n",
]


@pytest.mark.parametrize("script", MISREAD)
def test_the_checkers_reading_refuses_it(script: str) -> None:
    with pytest.raises(Rejected):
        read_subject(script)


@pytest.mark.parametrize(
    "script, line", [(MISREAD[0], 4), (MISREAD[3], 2), (MISREAD[4], 2)] + [(s, 3) for s in MISREAD[5::2]]
)
def test_the_gate_refuses_it_naming_the_line(script: str, line: int) -> None:
    with pytest.raises(ScriptError) as err:
        check_script(script)
    assert err.value.line == line, str(err.value)


def test_smt_check_refuses_a_command_after_exit_before_any_job(tmp_path: Path) -> None:
    before_exit = AFTER_EXIT.split("(exit)")[0]
    whole, prefix = run_calls(tmp_path, [("smt.check", {"script": AFTER_EXIT}), ("smt.check", {"script": before_exit})])
    d = whole.diagnostics[0]
    assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.script"), d
    assert "after (exit)" in d.message and "line 4" in d.message, d.message
    assert whole.conclusion is not Conclusion.UNSAT
    assert prefix.conclusion is Conclusion.SAT  # what a solver reads of the script: satisfiable


def test_smt_check_refuses_a_malformed_ignored_command_before_any_job(tmp_path: Path) -> None:
    (r,) = run_calls(tmp_path, [("smt.check", {"script": MISREAD[5]})])
    d = r.diagnostics[0]
    assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.script"), d
    assert "line 3" in d.message and "malformed" in d.message, d.message
    assert r.conclusion is not Conclusion.SAT
