"""A solver budget that runs out gives UNKNOWN (never a wrong answer); optimization is exact."""

from __future__ import annotations

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion
from jacobian.providers.smt.capabilities import SmtCheck, SmtOptimize

from .helpers import CORPUS, INSTALLED, run_capability

HARD = (CORPUS / "quant_unknown.smt2").read_text()


@pytest.mark.parametrize("engine", INSTALLED)
def test_small_budget_gives_unknown(engine):
    result = run_capability(SmtCheck(), {"script": HARD, "timeout_ms": 200}, engine)
    assert result.conclusion is Conclusion.UNKNOWN
    assert result.diagnostics[-1].code in (Code.BUDGET_EXHAUSTED, Code.SOLVER_INCOMPLETE)
    assert result.completeness.value == "UNKNOWN"


def test_optimize_exact_rational_and_integer_optimum():
    script = "(declare-const x Int)\n(declare-const y Real)\n(assert (<= (* 3 x) 20))\n(assert (<= (* 3 y) 2))"
    result = run_capability(
        SmtOptimize(),
        {"script": script, "objectives": [{"sense": "maximize", "term": "x"}, {"sense": "maximize", "term": "y"}]},
        "z3",
    )
    assert result.conclusion is Conclusion.OPTIMAL
    assert [(o.value, o.attained) for o in result.output.objectives] == [("6", True), ("2/3", True)]


def test_optimize_unbounded_and_strict_bounds():
    unbounded = run_capability(
        SmtOptimize(), {"script": "(declare-const x Int)\n(assert (< x 3))\n(minimize x)"}, "z3"
    ).output
    assert unbounded.objectives[0].value == "-oo" and not unbounded.objectives[0].attained
    strict = run_capability(
        SmtOptimize(), {"script": "(declare-const y Real)\n(assert (< y 3))\n(maximize y)"}, "z3"
    ).output
    y = strict.objectives[0]
    assert y.value is None and not y.attained and y.upper["finite"] == "3" and y.upper["epsilon"] != "0"
