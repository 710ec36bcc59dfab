"""Checker independence is enforced: a checker that declares it must not judge a producer's evidence
(``independent_of``) is never chosen for it, with or without another checker to fall back on."""

from __future__ import annotations

import dataclasses

import trio
import warmstate

from jacobian.checkers.spec import SAT_DRAT_LRAT
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
# The bundled DRAT checker, declared as sharing pysat's engine: same program, same digest (so it is
# authorized), but it must never judge evidence the pysat engine produced.
SHARES_PYSAT = dataclasses.replace(SAT_DRAT_LRAT, id="sat.drat.lrat.shares-pysat", independent_of=("pysat",))


def _run(tmp_path, checkers, engine="pysat"):
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        st.authorizations.authorize(SAT_DRAT_LRAT, "independence test")
        st.authorizations.authorize(SHARES_PYSAT, "independence test")
    labels: list[str] = []

    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=state_dir, manifest_dir=tmp_path / "operator")) as rt:
            rt.checkers = checkers
            real_run = rt.supervisor.run

            async def spy(job, *args, **kwargs):
                labels.append(job.label)
                return await real_run(job, *args, **kwargs)

            rt.supervisor.run = spy  # type: ignore[method-assign]
            return await rt.run("sat.solve", {"dimacs": UNSAT, "engine": engine}, "VERIFY")

    return trio.run(main), labels


def test_a_checker_that_shares_the_producers_engine_is_never_chosen(tmp_path):
    result, labels = _run(tmp_path, (SHARES_PYSAT,))
    assert result.conclusion is Conclusion.UNSAT
    assert result.assurance.level is AssuranceLevel.COMPUTED
    assert result.verification is None
    assert [o.kind for o in result.assurance.obligations] == ["NO_INDEPENDENT_CHECKER"]
    assert [d.code for d in result.diagnostics] == [Code.CHECKER_NOT_INDEPENDENT]
    assert not any(label.startswith("checker:") for label in labels), labels  # no checker job ran at all


def test_the_independent_checker_is_chosen_over_one_that_is_not(tmp_path):
    result, labels = _run(tmp_path, (SHARES_PYSAT, SAT_DRAT_LRAT))
    assert result.assurance.level is AssuranceLevel.VERIFIED
    assert result.verification.checker_id == SAT_DRAT_LRAT.id
    assert [label for label in labels if label.startswith("checker:")] == [f"checker:{SAT_DRAT_LRAT.id}"]


def test_the_declaration_binds_only_the_producer_it_names(tmp_path):
    result, _ = _run(tmp_path, (SHARES_PYSAT,), engine="cadical")
    assert result.assurance.level is AssuranceLevel.VERIFIED
    assert result.verification.checker_id == SHARES_PYSAT.id
